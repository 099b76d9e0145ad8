/**
 * PostgreSQL becomes unreachable while the server runs, then comes back. The server process talks
 * to the real PostgreSQL through a TCP proxy that the test cuts (connections dropped, new ones
 * refused) or freezes (a network partition: connections stay open, nothing comes back) and
 * restores. Expected: every call answers the envelope with 服务暂时不可用，请稍后再试 — during a
 * freeze within the configured timeouts, not minutes later — never a stack or a crash, a held login
 * is not taken for logged out, /healthz says 503; once the database is back the same process serves
 * again and every acknowledged write is there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { isDatabaseUnavailable } from '../../server/db/database-unavailable';
import { MIGRATION_LOCK_KEY, openDatabase } from '../../server/db/open-database';
import type { OpenedDatabase } from '../../server/db/open-database';
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

/**
 * Ends every connection to a database from the server side, as a restart or a DBA would, and
 * resolves once those backends have exited (pg_terminate_backend only signals them: until they
 * exit, their clients have not been told). Answers how many there were.
 */
async function terminateBackends(admin: string, databaseName: string): Promise<number> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    const result = await client.query<{ pid: number; ended: boolean }>(
      'SELECT pid, pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [databaseName],
    );
    const pids = result.rows.filter((row) => row.ended).map((row) => row.pid);
    await eventually(
      async () => {
        const left = await client.query(
          'SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])',
          [pids],
        );
        return left.rowCount === 0;
      },
      'the ended backends exited',
      60_000,
    );
    return pids.length;
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

/** The URL of `database` through `proxy`. */
function urlThrough(database: EmptyPostgresDatabase, proxy: TcpProxy): string {
  const throughProxy = new URL(database.url);
  throughProxy.hostname = '127.0.0.1';
  throughProxy.port = String(proxy.port);
  return throughProxy.toString();
}

async function startProxy(database: EmptyPostgresDatabase): Promise<TcpProxy> {
  return startTcpProxy({ host: database.url.hostname, port: Number(database.url.port || 5432) });
}

/** A statement on `database`, straight to PostgreSQL (not through the proxy). */
async function direct<T extends pg.QueryResultRow>(
  database: EmptyPostgresDatabase,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: database.url.toString() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** `promise`, or a failure naming `what` when it has not settled within `ms` (never a hang). */
async function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no outcome within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } catch (error) {
    const cause = (error as { cause?: { message?: unknown } }).cause?.message;
    throw new Error(`${what}: ${String(error)}${cause ? ` (cause: ${String(cause)})` : ''}`, {
      cause: error,
    });
  } finally {
    clearTimeout(timer);
  }
}

/** How `promise` failed (it must fail), and after how many ms. */
async function failure(promise: Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const startedAt = Date.now();
  try {
    await promise;
  } catch (error) {
    return { error, ms: Date.now() - startedAt };
  }
  return assert.fail('expected the database call to fail');
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
      proxy = await startProxy(database);
      server = await start({
        DATABASE_URL: urlThrough(database, proxy),
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
      // the backends have exited, so the idle connections have been told (FATAL 57P01): the pool
      // drops them as it reads that, before it hands them out again
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

/** Timeouts of the server under test, short so that the test is quick. */
const TIMEOUT_MS = 1500;
/**
 * The longest a call may take during the freeze: waiting for a pooled connection or opening one
 * (connect timeout), then its query (query timeout), then the ROLLBACK of a transaction caught in
 * the middle (query timeout again), plus slack for a slow test machine. Without the timeouts a call
 * would wait for the network as long as it stays silent.
 */
const FROZEN_CALL_BOUND_MS = 3 * TIMEOUT_MS + 2500;
/** How long a second server holds the migration lock while ours starts. */
const LOCK_HELD_MS = 2 * TIMEOUT_MS + 500;

describe(
  'a silent network to PostgreSQL (partition: connections stay open, no answer comes back)',
  {
    skip: adminUrl ? false : 'needs TEST_DATABASE_URL (a real PostgreSQL behind a TCP proxy)',
  },
  () => {
    let database: EmptyPostgresDatabase;
    let proxy: TcpProxy;
    let server: Server;
    let startupMs = 0;

    before(async () => {
      database = await createEmptyPostgresDatabase(adminUrl!, 'xnfz_freeze');
      proxy = await startProxy(database);
      // another server holds the migration lock longer than the query timeout: ours waits for it
      const holder = new pg.Client({ connectionString: database.url.toString() });
      await holder.connect();
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      const released = new Promise((resolve) => setTimeout(resolve, LOCK_HELD_MS)).then(() =>
        holder.end(),
      );
      const startedAt = Date.now();
      try {
        server = await start({
          DATABASE_URL: urlThrough(database, proxy),
          DATABASE_CONNECT_TIMEOUT_MS: String(TIMEOUT_MS),
          DATABASE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
          CAPTCHA_TEST_CODE: CAPTCHA_CODE,
          SEED_DEMO_DATA: 'false',
        });
      } finally {
        await released;
      }
      startupMs = Date.now() - startedAt;
    });
    after(async () => {
      proxy?.unfreeze();
      if (server && server.child.exitCode === null) {
        server.child.kill('SIGTERM');
        await exited(server.child);
      }
      await proxy?.close();
      await database?.drop();
    });

    it('migrates without the query timeout: waits for the migration lock of another server', () => {
      assert.ok(
        startupMs >= LOCK_HELD_MS - 200,
        `the server waited for the lock (${startupMs} ms), longer than its query timeout`,
      );
    });

    it('answers 服务暂时不可用 within the timeouts, stays up, and serves again in the same process once the network heals', async () => {
      const { base, child } = server;
      const pid = child.pid;
      const username = `freeze_${process.pid}`;
      const registered = await api<{ token: string }>(base, '/api/xnfz/register', {
        body: {
          username,
          password: PASSWORD,
          nickname: '分区测试',
          identity: 'student',
          captchaKey: await captchaKey(base),
          captchaCode: CAPTCHA_CODE,
        },
      });
      assert.equal(registered.code, 0, `register: ${registered.msg}`);
      const token = registered.data!.token;
      // several pooled connections open and idle when the network goes silent
      const warm = await Promise.all(
        Array.from({ length: 8 }, () => api(base, '/api/xnfz/webClicksAdd')),
      );
      assert.ok(warm.every((answer) => answer.code === 0));

      proxy.freeze();
      const calls: [string, { body?: unknown; token?: string }][] = [
        ['/api/xnfz/censusTotal', {}],
        ['/api/xnfz/webClicksAdd', {}],
        ['/api/comm/v1/captcha', {}],
        ['/api/xnfz/courseList', {}],
        ['/api/xnfz/userInfo', { token }],
        [
          '/api/xnfz/login',
          { body: { username, password: PASSWORD, captchaKey: 'x', captchaCode: 'x' } },
        ],
      ];
      const timedCall = async (url: string, init: { body?: unknown; token?: string }) => {
        const startedAt = Date.now();
        const answer = await rawCall(server, url, init);
        return { url, ...answer, ms: Date.now() - startedAt };
      };
      const expectUnavailable = (answer: Awaited<ReturnType<typeof timedCall>>) => {
        assert.equal(answer.status, 200, answer.url);
        const body = JSON.parse(answer.raw) as { code: number; msg: string };
        assert.notEqual(body.msg, MSG_NOT_LOGGED_IN, answer.url);
        assert.deepEqual(body, { code: 500, msg: MSG_UNAVAILABLE }, `${answer.url}: ${answer.raw}`);
        assertNoInternals(answer.raw, answer.url);
        assert.ok(
          answer.ms < FROZEN_CALL_BOUND_MS,
          `${answer.url} answered after ${answer.ms} ms (bound ${FROZEN_CALL_BOUND_MS} ms)`,
        );
      };
      for (const [url, init] of calls) expectUnavailable(await timedCall(url, init));
      // more calls at once than the pool has connections: the rest wait at most the connect timeout
      const burst = await Promise.all(
        Array.from({ length: 16 }, (_, n) => timedCall(...calls[n % calls.length]!)),
      );
      for (const answer of burst) expectUnavailable(answer);

      const healthStartedAt = Date.now();
      assert.deepEqual(await health(base), { status: 503, body: { status: 'error' } });
      const healthMs = Date.now() - healthStartedAt;
      assert.ok(healthMs < FROZEN_CALL_BOUND_MS, `/healthz said 503 after ${healthMs} ms`);
      assert.equal(child.exitCode, null, 'the server is still running');

      // the network heals: the same process serves again, without a restart
      proxy.unfreeze();
      await eventually(async () => (await health(base)).status === 200, '/healthz says ok again');
      assert.equal(child.exitCode, null);
      assert.equal(child.pid, pid);
      const info = await api<{ username: string }>(base, '/api/xnfz/userInfo', { token });
      assert.equal(info.code, 0, `the login held through the partition still works: ${info.msg}`);
      assert.equal(info.data?.username, username);
      const again = await logIn(base, username);
      assert.equal(again.code, 0, `logging in works again: ${again.msg}`);

      // writes after the partition are committed: PostgreSQL itself (not the server) has them
      const visits = async () =>
        (
          await direct<{ total: number }>(
            database,
            "SELECT COALESCE(SUM(value), 0)::int AS total FROM daily_counters WHERE metric = 'page_visit'",
          )
        )[0]!.total;
      const before = await visits();
      for (let n = 0; n < 12; n++) {
        const added = await api(base, '/api/xnfz/webClicksAdd');
        assert.equal(added.code, 0, `webClicksAdd after the partition: ${added.msg}`);
      }
      assert.ok((await visits()) >= before + 12, 'the visits acknowledged after it are committed');
      assert.doesNotMatch(server.output(), /uncaught|unhandled/i, 'nothing went unhandled');
    });
  },
);

describe(
  'the serving pool on a silent network',
  {
    skip: adminUrl ? false : 'needs TEST_DATABASE_URL (a real PostgreSQL behind a TCP proxy)',
  },
  () => {
    const POOL_TIMEOUT_MS = 500;
    /** Connect or pool wait, the statement, and a ROLLBACK: each bounded by a timeout. */
    const BOUND_MS = 3 * POOL_TIMEOUT_MS + 2000;
    let database: EmptyPostgresDatabase;
    let proxy: TcpProxy;
    let opened: OpenedDatabase;

    before(async () => {
      database = await createEmptyPostgresDatabase(adminUrl!, 'xnfz_freeze_pool');
      proxy = await startProxy(database);
      opened = await openDatabase({
        url: urlThrough(database, proxy),
        poolSize: 2,
        connectTimeoutMs: POOL_TIMEOUT_MS,
        queryTimeoutMs: POOL_TIMEOUT_MS,
        onPoolError: () => {},
      });
      await opened.db.execute(sql`CREATE TABLE probe (n integer NOT NULL)`);
    });
    after(async () => {
      proxy?.unfreeze();
      await opened?.close();
      await proxy?.close();
      await database?.drop();
    });

    it('fails timed-out statements and transactions as unavailable, and leaves no connection stuck or in a transaction', async () => {
      const { db } = opened;
      const expectUnavailable = async (what: string, promise: Promise<unknown>) => {
        const { error, ms } = await within(BOUND_MS + 5000, what, failure(promise));
        assert.ok(isDatabaseUnavailable(error), `${what}: ${String(error)}`);
        assert.ok(ms < BOUND_MS, `${what} failed after ${ms} ms (bound ${BOUND_MS} ms)`);
      };
      // both pooled connections open and idle
      await Promise.all([
        db.execute(sql`SELECT pg_sleep(0.05)`),
        db.execute(sql`SELECT pg_sleep(0.05)`),
      ]);

      // a transaction caught in the middle: its INSERT went through, the next statement hangs
      await expectUnavailable(
        'a transaction interrupted by the partition',
        db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO probe (n) VALUES (1)`);
          proxy.freeze();
          await tx.execute(sql`SELECT 1`);
        }),
      );
      // transactions whose BEGIN gets no answer, more of them than the pool has connections
      for (let n = 0; n < 4; n++) {
        await expectUnavailable(
          `transaction ${n + 1} during the partition`,
          db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO probe (n) VALUES (2)`);
          }),
        );
      }
      await expectUnavailable('a statement during the partition', db.execute(sql`SELECT 1`));

      proxy.unfreeze();
      // every connection of the pool serves again (none leaked, none stuck behind a lost answer)
      for (let n = 0; n < 6; n++) {
        await within(BOUND_MS, `statement ${n + 1} after the partition`, db.execute(sql`SELECT 1`));
        await within(
          BOUND_MS,
          `transaction ${n + 1} after the partition`,
          db.transaction(async (tx) => {
            await tx.execute(sql`INSERT INTO probe (n) VALUES (3)`);
          }),
        );
        await within(
          BOUND_MS,
          `insert ${n + 1} after the partition`,
          db.execute(sql`INSERT INTO probe (n) VALUES (4)`),
        );
      }
      // … and what they wrote is committed, not left in a transaction nobody finishes
      const rows = await direct<{ n: number; count: number }>(
        database,
        'SELECT n, COUNT(*)::int AS count FROM probe GROUP BY n ORDER BY n',
      );
      // (1 and 2 were never committed: the partition interrupted their transactions)
      assert.deepEqual(rows, [
        { n: 3, count: 6 },
        { n: 4, count: 6 },
      ]);
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
      new Error('Query read timeout'),
      new Error('Connection terminated due to connection timeout'),
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
