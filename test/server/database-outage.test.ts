/**
 * PostgreSQL becomes unreachable while the server runs, then comes back. The server process talks
 * to the real PostgreSQL through a TCP proxy that the test cuts (connections dropped, new ones
 * refused) and restores. Expected: every call answers the envelope with 服务暂时不可用，请稍后再试,
 * never a stack or a crash, a held login is not taken for logged out, /healthz says 503; once
 * the database is back the same process serves again and every acknowledged write is there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { isDatabaseUnavailable } from '../../server/db/database-unavailable';
import { MSG_NOT_LOGGED_IN } from '../../src/core/api/contract';
import type { EmptyPostgresDatabase } from './helpers/postgres-database';
import { createEmptyPostgresDatabase } from './helpers/postgres-database';
import type { Server } from './helpers/server-process';
import { api, exited, start } from './helpers/server-process';
import type { TcpProxy } from './helpers/tcp-proxy';
import { startTcpProxy } from './helpers/tcp-proxy';

const MSG_UNAVAILABLE = '服务暂时不可用，请稍后再试';
const CAPTCHA_CODE = 'OUTAGE1';
const PASSWORD = 'Outage1234';
const adminUrl = process.env.TEST_DATABASE_URL;

/** What an answer must never show: a stack, an error class, the driver's words, the address. */
function assertNoInternals(raw: string, label: string): void {
  for (const leak of [/\bat \S+ \(/, /Error\b/, /ECONN/, /Connection terminated/, /127\.0\.0\.1/]) {
    assert.doesNotMatch(raw, leak, `${label} leaks internals: ${raw}`);
  }
}

/** One call, its raw answer; a server that died or hangs fails the test with its output. */
async function rawCall(
  server: Server,
  url: string,
  init: { body?: unknown; token?: string } = {},
): Promise<{ status: number; raw: string }> {
  const headers: Record<string, string> = {};
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.token = init.token;
  try {
    const response = await fetch(server.base + url, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(15_000),
    });
    return { status: response.status, raw: await response.text() };
  } catch (error) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const state =
      server.child.exitCode !== null || server.child.signalCode !== null
        ? `the server process exited (${server.child.exitCode ?? server.child.signalCode})`
        : 'the server did not answer';
    return assert.fail(
      `${url}: ${state}: ${String(error)}\n${server.output().split('门户已启动').at(-1)?.slice(0, 1500)}`,
    );
  }
}

async function captchaKey(base: string): Promise<string> {
  const captcha = await api<{ captchaKey: string }>(base, '/api/comm/v1/captcha');
  assert.equal(captcha.code, 0, `captcha: ${captcha.msg}`);
  return captcha.data!.captchaKey;
}

async function logIn(base: string, username: string) {
  return api<{ token: string }>(base, '/api/xnfz/login', {
    body: {
      username,
      password: PASSWORD,
      captchaKey: await captchaKey(base),
      captchaCode: CAPTCHA_CODE,
    },
  });
}

async function totalClicks(base: string): Promise<number> {
  const census = await api<{ totalClicks: number }>(base, '/api/xnfz/censusTotal');
  assert.equal(census.code, 0, `censusTotal: ${census.msg}`);
  return census.data!.totalClicks;
}

async function health(base: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.json() };
}

/** Ends every connection to a database from the server side, as a restart or a DBA would. */
async function terminateBackends(admin: string, databaseName: string): Promise<number> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const result = await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    return result.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

async function eventually(check: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) assert.fail(`${what} within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe(
  'PostgreSQL faults while the server runs',
  {
    skip: adminUrl
      ? false
      : 'needs TEST_DATABASE_URL: the embedded database runs inside the server process and cannot become unreachable on its own',
  },
  () => {
    let database: EmptyPostgresDatabase;
    let proxy: TcpProxy;
    let server: Server;

    before(async () => {
      database = await createEmptyPostgresDatabase(adminUrl!, 'xnfz_outage');
      proxy = await startTcpProxy({
        host: database.url.hostname,
        port: Number(database.url.port || 5432),
      });
      const throughProxy = new URL(database.url);
      throughProxy.hostname = '127.0.0.1';
      throughProxy.port = String(proxy.port);
      server = await start({
        DATABASE_URL: throughProxy.toString(),
        CAPTCHA_TEST_CODE: CAPTCHA_CODE,
        SEED_DEMO_DATA: 'false',
      });
    });
    after(async () => {
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
      await proxy?.close();
      await database?.drop();
    });

    it('answers 服务暂时不可用 during the outage, resumes after it, keeps acknowledged writes', async () => {
      const { base, child } = server;
      const pid = child.pid;

      // acknowledged writes before the outage: a registration and page visits
      const username = `outage_${process.pid}`;
      const registered = await api<{ token: string }>(base, '/api/xnfz/register', {
        body: {
          username,
          password: PASSWORD,
          nickname: '断线测试',
          identity: 'student',
          captchaKey: await captchaKey(base),
          captchaCode: CAPTCHA_CODE,
        },
      });
      assert.equal(registered.code, 0, `register: ${registered.msg}`);
      const token = registered.data!.token;
      const clicksBefore = await totalClicks(base);
      let acknowledged = 0;
      for (let n = 0; n < 20; n++) {
        if ((await api(base, '/api/xnfz/webClicksAdd')).code === 0) acknowledged += 1;
      }
      assert.equal(acknowledged, 20);

      // the database goes away, with requests in flight and idle pooled connections open
      const inFlight = Array.from({ length: 12 }, (_, n) =>
        rawCall(server, n % 2 ? '/api/xnfz/censusTotal' : '/api/xnfz/webClicksAdd'),
      );
      await proxy.cut();
      for (const answer of await Promise.all(inFlight)) {
        assert.equal(answer.status, 200);
        const body = JSON.parse(answer.raw) as { code: number; msg: string };
        if (body.code === 0) continue; // answered before the cut
        assert.deepEqual(body, { code: 500, msg: MSG_UNAVAILABLE }, answer.raw);
      }

      const calls: [string, { body?: unknown; token?: string }][] = [
        ['/api/xnfz/censusTotal', {}],
        ['/api/xnfz/webClicksAdd', {}],
        ['/api/comm/v1/captcha', {}],
        ['/api/xnfz/courseList', {}],
        // a held login must not be taken for logged out (the client would drop the token)
        ['/api/xnfz/userInfo', { token }],
        [
          '/api/xnfz/login',
          { body: { username, password: PASSWORD, captchaKey: 'x', captchaCode: 'x' } },
        ],
      ];
      for (let round = 0; round < 2; round++) {
        for (const [url, init] of calls) {
          const answer = await rawCall(server, url, init);
          assert.equal(answer.status, 200, url);
          const body = JSON.parse(answer.raw) as { code: number; msg: string };
          assert.notEqual(body.msg, MSG_NOT_LOGGED_IN, url);
          assert.deepEqual(body, { code: 500, msg: MSG_UNAVAILABLE }, `${url}: ${answer.raw}`);
          assertNoInternals(answer.raw, url);
        }
      }
      assert.deepEqual(await health(base), { status: 503, body: { status: 'error' } });
      assert.equal(child.exitCode, null, 'the server is still running');

      // the database comes back: the same process serves again, without a restart
      await proxy.restore();
      await eventually(async () => (await health(base)).status === 200, '/healthz says ok again');
      assert.deepEqual(await health(base), { status: 200, body: { status: 'ok' } });
      assert.equal(child.exitCode, null);
      assert.equal(child.pid, pid);

      assert.ok(
        (await totalClicks(base)) >= clicksBefore + acknowledged,
        'every visit acknowledged before the outage is counted',
      );
      const info = await api<{ username: string }>(base, '/api/xnfz/userInfo', { token });
      assert.equal(info.code, 0, `the login held before the outage still works: ${info.msg}`);
      assert.equal(info.data?.username, username);
      const again = await logIn(base, username);
      assert.equal(again.code, 0, `the account registered before the outage logs in: ${again.msg}`);

      const afterBack = await totalClicks(base);
      assert.equal((await api(base, '/api/xnfz/webClicksAdd')).code, 0, 'writes work again');
      assert.ok((await totalClicks(base)) >= afterBack + 1);
      assert.doesNotMatch(server.output(), /uncaught|unhandled/i, 'nothing went unhandled');
    });

    it('replaces connections PostgreSQL ends itself (restart, failover, pg_terminate_backend)', async () => {
      const { base, child } = server;
      for (let n = 0; n < 5; n++) assert.equal((await api(base, '/api/xnfz/censusTotal')).code, 0);
      const terminated = await terminateBackends(adminUrl!, database.url.pathname.slice(1));
      assert.ok(terminated > 0, 'the server had connections to end');
      // the idle connections learn of it (FATAL 57P01) and the pool drops them
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const url of [
        '/api/xnfz/censusTotal',
        '/api/xnfz/webClicksAdd',
        '/api/comm/v1/captcha',
      ]) {
        const answer = await rawCall(server, url);
        const body = JSON.parse(answer.raw) as { code: number; msg: string };
        assert.equal(body.code, 0, `${url} after the connections were ended: ${answer.raw}`);
      }
      assert.equal(child.exitCode, null);
      assert.deepEqual(await health(base), { status: 200, body: { status: 'ok' } });
    });
  },
);

describe('which errors mean the database is unavailable', () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

  it('recognises lost, refused and ended connections, also wrapped by drizzle', () => {
    for (const error of [
      coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      coded('read ECONNRESET', 'ECONNRESET'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      coded('terminating connection due to administrator command', '57P01'),
      coded('the database system is starting up', '57P03'),
      coded('sorry, too many clients already', '53300'),
      coded('connection failure', '08006'),
      new AggregateError([coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'x'),
    ]) {
      assert.equal(isDatabaseUnavailable(error), true, error.message);
      assert.equal(isDatabaseUnavailable(wrapped(error)), true, `wrapped ${error.message}`);
    }
  });

  it('leaves faults of the query itself and other errors alone (服务器内部错误)', () => {
    for (const error of [
      coded('duplicate key value violates unique constraint', '23505'),
      coded('syntax error at or near "x"', '42601'),
      new Error('Cannot use a pool after calling end on the pool'),
      new TypeError('x is not a function'),
      'a string',
      null,
    ]) {
      assert.equal(isDatabaseUnavailable(error), false, String(error));
    }
  });
});
