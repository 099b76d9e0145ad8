/**
 * 实验空间 uploads survive kill -9 (issue 14, part 3): finished attempts queued while the platform
 * is down; the platform comes back and stores the first report but the server is killed before it
 * hears the answer; after the restart every attempt is at ilab exactly once (the killed send
 * is repeated with the same originId, which ilab refuses as a duplicate: counted as sent).
 * Embedded database with one process; PostgreSQL (TEST_DATABASE_URL) with two processes claiming
 * from one queue, one of them killed.
 */
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../../server/db/open-database';
import { experiments, ilabUploads } from '../../server/db/schema';
import { originIdOf } from '../../server/integrations/ilab/ilab-queue';
import type { LoginData } from '../../src/core/api/contract';
import { SIM_CODES, startIlabSimulator } from '../helpers/ilab-simulator';
import type { IlabSimulator } from '../helpers/ilab-simulator';
import { finishAttemptOverHttp } from './helpers/ilab-attempt';
import { waitFor } from './helpers/wait-for';

/** Processes start and die here: a minute for each wait. */
const LONG_MS = 60_000;
import { createEmptyPostgresDatabase } from './helpers/postgres-database';
import { api, exited, start } from './helpers/server-process';
import type { Server } from './helpers/server-process';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

const ATTEMPTS = 4;

/** An experiment reported to ilab, written before the server starts. */
async function prepare(where: { dataDir: string; url: string | null }): Promise<number> {
  const database = await openDatabase({ url: where.url, dataDir: where.dataDir });
  try {
    const [row] = await database.db
      .insert(experiments)
      .values({
        title: '单摆测重力加速度',
        launchUrl: '/PC/experiments/pendulum.html',
        ilabTitle: '单摆测量重力加速度虚拟仿真实验',
      })
      .returning();
    return row!.id;
  } finally {
    await database.close();
  }
}

async function launchAs(server: Server, sim: IlabSimulator, experimentId: number, un: string) {
  const ticket = sim.issueTicket(un, '进程测试');
  const response = await fetch(
    `${server.base}/api/ilab/launch?experiment=${experimentId}&ticket=${encodeURIComponent(ticket)}`,
    { redirect: 'manual' },
  );
  assert.equal(response.status, 302, await response.text());
  const login = new URL(response.headers.get('location')!).searchParams.get('token');
  const exchanged = await api<LoginData>(server.base, '/api/xnfz/exchangeTicket', {
    body: { ticket: login, confirmed: true },
  });
  assert.equal(exchanged.code, 0, exchanged.msg);
  return exchanged.data!.token;
}

async function scenario(where: { dataDir: string; url: string | null }, processes: number) {
  const sim = await startIlabSimulator();
  const running: ChildProcess[] = [];
  const env = {
    DATA_DIR: where.dataDir,
    ...(where.url ? { DATABASE_URL: where.url } : {}),
    SEED_DEMO_DATA: 'false',
    DIST_DIR: '/nonexistent',
    RATE_LIMIT_EXPERIMENT_MAX: '100000',
    ILAB_BASE_URL: sim.url,
    ILAB_APPID: sim.appid,
    ILAB_SECRET: sim.secret,
    // an attempt of about three seconds counts (finishAttemptOverHttp)
    EXPERIMENT_MIN_TIME_PERCENT: '0',
    ILAB_POLL_MS: '200',
    ILAB_RETRY_MS: '200',
    ILAB_RETRY_MAX_MS: '800',
    // the lease (3 × timeout + 5 s) decides when a killed send is repeated
    ILAB_TIMEOUT_MS: '2000',
  };
  try {
    const experimentId = await prepare(where);
    const servers: Server[] = [];
    for (let i = 0; i < processes; i += 1) servers.push(await start(env));
    running.push(...servers.map((server) => server.child));
    const token = await launchAs(servers[0]!, sim, experimentId, 'ilab_kill');

    await sim.goDown();
    const sessions: string[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) {
      const server = servers[i % servers.length]!;
      sessions.push(await finishAttemptOverHttp(server.base, token, experimentId, 60 + i));
    }
    // back, but the first report it stores is never answered: its sender is killed meanwhile
    sim.setMode('hold-upload');
    await sim.comeUp();
    await waitFor('a report stored at ilab', () => sim.uploads.length >= 1, LONG_MS);
    const holder = servers[0]!;
    for (const server of servers) server.child.kill('SIGKILL');
    await Promise.all(servers.map((server) => exited(server.child)));
    sim.setMode('up');

    const restarted: Server[] = [];
    for (let i = 0; i < processes; i += 1) restarted.push(await start(env));
    running.push(...restarted.map((server) => server.child));
    const expected = sessions.map(originIdOf).sort();
    await waitFor(
      'every attempt at ilab',
      () => {
        const ids = new Set(sim.uploads.map((item) => item.body.originId as string));
        return expected.every((id) => ids.has(id));
      },
      LONG_MS,
    );
    // the killed send is repeated once its lease runs out: ilab says duplicate, and it is sent
    await waitFor(
      'the killed send settled',
      () => sim.requests.some((r) => r.code === SIM_CODES.duplicate),
      40_000,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const server of restarted) server.child.kill('SIGTERM');
    await Promise.all(restarted.map((server) => exited(server.child)));

    const origins = sim.uploads.map((item) => item.body.originId as string).sort();
    assert.deepEqual(origins, expected, 'each attempt stored at ilab exactly once');
    const database = await openDatabase({ url: where.url, dataDir: where.dataDir });
    try {
      const rows = await database.db
        .select()
        .from(ilabUploads)
        .where(inArray(ilabUploads.sessionId, sessions));
      assert.equal(rows.length, ATTEMPTS, 'none lost');
      assert.deepEqual(
        rows.map((row) => row.state),
        Array(ATTEMPTS).fill('sent'),
      );
    } finally {
      await database.close();
    }
    assert.ok(holder);
  } finally {
    for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
    await Promise.all(running.map((child) => exited(child)));
    await sim.close();
  }
}

describe('实验空间 uploads and kill -9', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-ilab-kill-'));
  after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('embedded database, one process: none lost, none sent twice', EMBEDDED_RUN_ONLY, async () => {
    await scenario({ dataDir, url: null }, 1);
  });

  it(
    'PostgreSQL, two processes on one queue: none lost, none sent twice',
    { skip: !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL not set' },
    async () => {
      const database = await createEmptyPostgresDatabase(
        process.env.TEST_DATABASE_URL!,
        'xnfz_ilab',
      );
      try {
        await scenario({ dataDir, url: database.url.toString() }, 2);
      } finally {
        await database.drop();
      }
    },
  );
});
