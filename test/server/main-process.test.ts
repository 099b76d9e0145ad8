/**
 * The real server process, as the test orchestrator and `npm start` run it: configuration from the
 * environment, the "门户已启动" line, data kept across kill -9, graceful stop on SIGTERM.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import pg from 'pg';
import { DEMO_ACCOUNT_COUNTS } from '../../server/seed/demo-accounts-step';
import { api, exited, ROOT, start } from './helpers/server-process';
import { waitFor } from './helpers/wait-for';
import { CONSOLE_STAFF } from '../../server/seed/console-staff-step';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

async function captcha(base: string): Promise<{ captchaKey: string; captchaCode: string }> {
  const response = await api<{ captchaKey: string }>(base, '/api/comm/v1/captcha');
  return { captchaKey: response.data!.captchaKey, captchaCode: 'T3ST' };
}

/**
 * Whether a new connection to `port` is refused (the server stopped listening); a connection that
 * is accepted is closed at once, so it keeps no stopping server waiting.
 */
function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      socket.destroy();
      resolve(error.code === 'ECONNREFUSED');
    });
  });
}

describe('server/main.ts', () => {
  const running: ChildProcess[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-main-'));
  after(() => {
    for (const child of running)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it(
    'refuses to start in production with CAPTCHA_TEST_CODE, explaining why',
    EMBEDDED_RUN_ONLY,
    () => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH ?? '',
          NODE_ENV: 'production',
          CAPTCHA_TEST_CODE: '1234',
          DATA_DIR: path.join(tmp, 'never'),
        },
        encoding: 'utf8',
        timeout: 30_000,
      });
      assert.equal(result.status, 1);
      assert.match(result.stderr, /CAPTCHA_TEST_CODE/);
      assert.match(result.stderr, /生产环境/);
      assert.match(result.stderr, /NODE_ENV=production/);
      assert.ok(!fs.existsSync(path.join(tmp, 'never')), 'nothing was created');
    },
  );

  it(
    'starts on PGlite, keeps data across kill -9, stops gracefully on SIGTERM',
    EMBEDDED_RUN_ONLY,
    async () => {
      const env = {
        DATA_DIR: path.join(tmp, 'data'),
        DIST_DIR: path.join(tmp, 'no-dist'),
        CAPTCHA_TEST_CODE: 'T3ST',
      };
      const first = await start(env);
      running.push(first.child);
      assert.match(first.base, /^http:\/\/127\.0\.0\.1:\d+$/);
      assert.deepEqual(await (await fetch(`${first.base}/healthz`)).json(), { status: 'ok' });
      const page = await fetch(`${first.base}/`, { redirect: 'manual' });
      assert.equal(page.status, 302);
      assert.match(await (await fetch(`${first.base}/PC/`)).text(), /前端尚未构建/);

      const username = `kept_${randomBytes(3).toString('hex')}`;
      const registered = await api<{ token: string }>(first.base, '/api/xnfz/register', {
        body: {
          username,
          password: 'Keep1234',
          nickname: '留存测试',
          identity: 'public',
          ...(await captcha(first.base)),
        },
      });
      assert.equal(registered.code, 0, registered.msg);
      // The demo data holds a year of visits: count from what is there.
      const clicksBefore = (await api<{ totalClicks: number }>(first.base, '/api/xnfz/censusTotal'))
        .data!.totalClicks;
      await api(first.base, '/api/xnfz/webClicksAdd');
      first.child.kill('SIGKILL');
      await exited(first.child);

      const second = await start(env);
      running.push(second.child);
      const info = await api<{ username: string }>(second.base, '/api/xnfz/userInfo', {
        token: registered.data!.token,
      });
      assert.equal(info.code, 0, 'the session survived the kill');
      assert.equal(info.data!.username, username);
      const census = await api<{ userCount: number; totalClicks: number }>(
        second.base,
        '/api/xnfz/censusTotal',
      );
      const seeded = Object.values(DEMO_ACCOUNT_COUNTS).reduce((sum, n) => sum + n, 0);
      assert.equal(
        census.data!.userCount,
        DEMO_USERS.length + CONSOLE_STAFF.length + seeded + 1,
        'the demo users, staff and accounts (seeded once) and the new one',
      );
      assert.equal(census.data!.totalClicks, clicksBefore + 1);
      const loggedIn = await api(second.base, '/api/xnfz/login', {
        body: { username, password: 'Keep1234', ...(await captcha(second.base)) },
      });
      assert.equal(loggedIn.code, 0, loggedIn.msg);

      second.child.kill('SIGTERM');
      const { code } = await exited(second.child);
      assert.equal(code, 0);
      assert.match(second.output(), /门户已停止/);
      assert.ok(
        !fs.existsSync(path.join(env.DATA_DIR, 'server.pid')),
        'the data folder lock is released',
      );
    },
  );

  /** A server with no demo data (the test before covers seeding): these only need one to stop. */
  async function startToStop() {
    const server = await start({
      DATA_DIR: path.join(tmp, 'no-demo'),
      DIST_DIR: path.join(tmp, 'no-dist'),
      SEED_DEMO_DATA: 'false',
    });
    running.push(server.child);
    return server;
  }

  it(
    'answers requests arriving during shutdown 503 with Connection: close, not a reset',
    EMBEDDED_RUN_ONLY,
    async () => {
      const server = await startToStop();
      const { port } = new URL(server.base);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const get = (url: string) =>
        new Promise<{ status: number; connection: string | undefined; body: string }>(
          (resolve, reject) => {
            const request = http.get({ host: '127.0.0.1', port, path: url, agent }, (response) => {
              let body = '';
              response.on('data', (chunk: Buffer) => (body += chunk.toString()));
              response.on('end', () =>
                resolve({
                  status: response.statusCode ?? 0,
                  connection: response.headers.connection,
                  body,
                }),
              );
            });
            request.on('error', reject);
          },
        );
      assert.equal((await get('/healthz')).status, 200, 'a kept-alive connection is open');
      server.child.kill('SIGTERM');
      // the server has begun to stop once its port refuses connections (it stops listening as it
      // starts draining), not after a fixed time: a busy machine may handle SIGTERM late
      await waitFor('the server handled SIGTERM', () => refusesConnections(Number(port)), 60_000);
      const during = await get('/api/xnfz/censusTotal');
      assert.equal(during.status, 503);
      assert.equal(during.connection, 'close');
      assert.deepEqual(JSON.parse(during.body), { code: 500, msg: '服务暂时不可用，请稍后再试' });
      // the port closed at once: a new connection is refused (a load balancer moves on), not reset
      await assert.rejects(
        get('/PC/'),
        (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
      );
      agent.destroy();
      assert.equal((await exited(server.child)).code, 0);
    },
  );

  it(
    'does not cut an idle kept-alive connection when it stops: its next request gets 503 and close',
    EMBEDDED_RUN_ONLY,
    async () => {
      const server = await startToStop();
      const socket = net.connect(Number(new URL(server.base).port), '127.0.0.1');
      let received = '';
      let closedAt = 0;
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('close', () => (closedAt = Date.now()));
      socket.on('error', () => undefined);
      const ask = () => socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n');
      await new Promise((resolve) => socket.once('connect', resolve));
      ask();
      await waitFor('the first answer', () => received.includes('"ok"'));
      received = '';
      const killedAt = Date.now();
      server.child.kill('SIGTERM');
      // once the server is stopping (its port refuses connections: a busy machine may handle
      // SIGTERM late), idle for a while, then the client speaks: the connection is still there
      const port = Number(new URL(server.base).port);
      await waitFor('the server handled SIGTERM', () => refusesConnections(port), 60_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      assert.equal(
        closedAt,
        0,
        `the server cut the idle connection ${closedAt - killedAt} ms after SIGTERM`,
      );
      ask();
      await waitFor('the connection closed after the answer', () => closedAt > 0);
      assert.match(received, /^HTTP\/1\.1 503/);
      assert.match(received, /connection: close/i);
      assert.equal((await exited(server.child)).code, 0);
    },
  );

  it(
    'resets no request under load while it stops: kept-alive ones get 503, new ones are refused',
    EMBEDDED_RUN_ONLY,
    async () => {
      const server = await startToStop();
      const { port } = new URL(server.base);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
      const outcomes = { ok: 0, unavailable: 0, refused: 0, reset: [] as string[] };
      const get = () =>
        new Promise<void>((resolve) => {
          const request = http.get(
            { host: '127.0.0.1', port, path: '/healthz', agent },
            (response) => {
              response.resume();
              response.on('end', () => {
                if (response.statusCode === 200) outcomes.ok += 1;
                else if (response.statusCode === 503) outcomes.unavailable += 1;
                else outcomes.reset.push(`HTTP ${response.statusCode}`);
                resolve();
              });
            },
          );
          request.on('error', (error: NodeJS.ErrnoException) => {
            // the port is closed at once on SIGTERM: a new connection is refused, never reset
            if (error.code === 'ECONNREFUSED') outcomes.refused += 1;
            else
              outcomes.reset.push(
                `${error.code ?? error.message} (${request.reusedSocket ? 'kept-alive' : 'new'})`,
              );
            resolve();
          });
        });
      let stopAt = 0;
      const loop = async () => {
        // bounded: at most 2 000 requests a loop, and until the port is closed
        for (let n = 0; n < 2000 && outcomes.refused === 0; n += 1) {
          await get();
          if (stopAt === 0 && outcomes.ok >= 400) {
            stopAt = outcomes.ok;
            server.child.kill('SIGTERM');
          }
        }
      };
      await Promise.all(Array.from({ length: 16 }, loop));
      agent.destroy();
      assert.equal((await exited(server.child)).code, 0);
      assert.ok(stopAt > 0 && outcomes.unavailable > 0, JSON.stringify(outcomes));
      assert.deepEqual(outcomes.reset, [], `requests reset: ${JSON.stringify(outcomes)}`);
    },
  );

  it('refuses a second server on the same data folder', EMBEDDED_RUN_ONLY, async () => {
    // the folder of the test before when it ran (reopening is faster than creating; alone, this
    // test creates it)
    const env = { DATA_DIR: path.join(tmp, 'no-demo'), SEED_DEMO_DATA: 'false' };
    const first = await start(env);
    running.push(first.child);
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', PORT: '0', ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    assert.equal(second.status, 1);
    assert.match(second.stderr, /正被另一个服务进程/);
    first.child.kill('SIGINT');
    assert.equal((await exited(first.child)).code, 0);
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it(
    'starts on PostgreSQL with DATABASE_URL',
    { skip: adminUrl ? false : 'TEST_DATABASE_URL is not set' },
    async () => {
      const name = `xnfz_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(adminUrl!);
        url.pathname = `/${name}`;
        const server = await start({ DATABASE_URL: url.toString(), CAPTCHA_TEST_CODE: 'T3ST' });
        running.push(server.child);
        assert.deepEqual(await (await fetch(`${server.base}/healthz`)).json(), { status: 'ok' });
        const loggedIn = await api(server.base, '/api/xnfz/login', {
          body: { username: 'teacher1', password: 'Demo@1234', ...(await captcha(server.base)) },
        });
        assert.equal(loggedIn.code, 0, loggedIn.msg);
        server.child.kill('SIGTERM');
        assert.equal((await exited(server.child)).code, 0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
  );
});
