/**
 * Several server processes on one PostgreSQL (issue 17, goal 4) give the same answers as one:
 * requests alternate between two processes — a captcha drawn by one is checked by the other, a
 * token issued by one is honoured by the other, a rate limit counts both, visit counts are exact.
 * And WORKERS=2 runs two processes behind one port. PostgreSQL only (TEST_DATABASE_URL).
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { api, exited, start } from './helpers/server-process';
import type { Server } from './helpers/server-process';

const adminUrl = process.env.TEST_DATABASE_URL;
const CAPTCHA_MAX = 6;
/** Visits per window and address: above the exact-count test's 50, within reach of the limit's. */
const VISIT_MAX = 80;

describe(
  'two server processes on one PostgreSQL',
  { skip: !adminUrl && 'TEST_DATABASE_URL not set' },
  () => {
    const name = `xnfz_multi_${randomBytes(5).toString('hex')}`;
    const running: ChildProcess[] = [];
    let a: Server;
    let b: Server;
    let databaseUrl: string;

    async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        return await run(client);
      } finally {
        await client.end();
      }
    }

    function env(extra: Record<string, string> = {}): Record<string, string> {
      return {
        DATABASE_URL: databaseUrl,
        SEED_DEMO_DATA: 'false',
        CAPTCHA_TEST_CODE: 'T3ST',
        DIST_DIR: '/nonexistent',
        RATE_LIMIT_CAPTCHA_MAX: String(CAPTCHA_MAX),
        RATE_LIMIT_VISIT_MAX: String(VISIT_MAX),
        // one window for the whole file: no window ends while a test counts on it
        RATE_LIMIT_WINDOW_SECONDS: '3600',
        ...extra,
      };
    }

    before(async () => {
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
      // started at once: the migrations and the seed run once, under the advisory lock
      [a, b] = await Promise.all([start(env()), start(env())]);
      running.push(a.child, b.child);
    });
    after(async () => {
      for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(running.map((child) => exited(child)));
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    });

    it('a captcha from one and a token from the other are honoured by both', async () => {
      const username = `multi_${randomBytes(3).toString('hex')}`;
      const captcha = await api<{ captchaKey: string }>(a.base, '/api/comm/v1/captcha');
      const registered = await api<{ token: string }>(b.base, '/api/xnfz/register', {
        body: {
          username,
          password: 'Multi1234',
          nickname: '多进程',
          identity: 'student',
          captchaKey: captcha.data!.captchaKey,
          captchaCode: 'T3ST',
        },
      });
      assert.equal(registered.code, 0, registered.msg);
      const me = await api<{ username: string }>(a.base, '/api/xnfz/userInfo', {
        token: registered.data!.token,
      });
      assert.equal(me.data?.username, username, 'a token issued by B works on A');
      assert.equal(
        (await api(a.base, '/api/xnfz/logout', { body: {}, token: registered.data!.token })).code,
        0,
      );
      const after = await api(b.base, '/api/xnfz/userInfo', { token: registered.data!.token });
      assert.notEqual(after.code, 0, 'logged out on A is logged out on B');
    });

    it('a rate limit counts the requests of both processes', async () => {
      // each route has its own window: visits do not use up the captcha's
      for (let i = 0; i < 10; i += 1) {
        const visit = await fetch(`${i % 2 ? b.base : a.base}/api/xnfz/webClicksAdd`);
        assert.equal(visit.status, 200);
      }
      // the test above drew one captcha from A already
      const answers: number[] = [];
      for (let i = 0; i < CAPTCHA_MAX + 1; i += 1) {
        const response = await fetch(`${i % 2 ? b.base : a.base}/api/comm/v1/captcha`);
        answers.push(response.status);
      }
      assert.deepEqual(
        answers,
        [...Array(CAPTCHA_MAX - 1).fill(200), 429, 429],
        `the ${CAPTCHA_MAX + 1}th captcha is refused, whichever process draws it`,
      );
    });

    it('visits counted alternately on both are exact', async () => {
      const before = (await api<{ totalClicks: number }>(a.base, '/api/xnfz/censusTotal')).data!
        .totalClicks;
      await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          api(i % 2 ? b.base : a.base, '/api/xnfz/webClicksAdd'),
        ),
      );
      for (const base of [a.base, b.base]) {
        const total = (await api<{ totalClicks: number }>(base, '/api/xnfz/censusTotal')).data!
          .totalClicks;
        assert.equal(total, before + 40);
      }
    });

    /** Page visits in the table (censusTotal is kept a few seconds by the public cache). */
    async function storedVisits(): Promise<number> {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const result = await client.query<{ n: number }>(
          "SELECT COALESCE(SUM(value), 0)::int AS n FROM daily_counters WHERE metric = 'page_visit'",
        );
        return Number(result.rows[0]?.n);
      } finally {
        await client.end();
      }
    }

    it("the visit limit counts both processes' visits, and only admitted visits are counted", async () => {
      const first = await fetch(`${a.base}/api/xnfz/webClicksAdd`);
      assert.equal(first.status, 200);
      const remaining = Number(first.headers.get('x-ratelimit-remaining'));
      assert.ok(remaining > 0 && remaining < VISIT_MAX - 50, `remaining ${remaining}`);
      const before = await storedVisits();
      const statuses: number[] = [];
      for (let i = 0; i < remaining + 2; i += 1) {
        statuses.push((await fetch(`${i % 2 ? a.base : b.base}/api/xnfz/webClicksAdd`)).status);
      }
      assert.deepEqual(statuses, [...Array<number>(remaining).fill(200), 429, 429]);
      assert.equal(await storedVisits(), before + remaining);
    });

    it('WORKERS=2 runs two server processes behind one port and stops them all on SIGTERM', async () => {
      const cluster = await start(env({ WORKERS: '2' }));
      running.push(cluster.child);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => api(cluster.base, '/api/xnfz/censusTotal')),
      );
      for (const answer of answers) assert.equal(answer.code, 0);
      // both workers report ready on the same address
      const deadline = Date.now() + 30_000;
      while ((cluster.output().match(/门户已启动/g) ?? []).length < 2 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal((cluster.output().match(/门户已启动/g) ?? []).length, 2, cluster.output());
      assert.match(cluster.output(), /正在启动 2 个服务进程/);
      cluster.child.kill('SIGTERM');
      assert.deepEqual(await exited(cluster.child), { code: 0, signal: null });
    });
  },
);
