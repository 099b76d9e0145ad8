/**
 * 实验空间 (ilab-x) v2 connector (issue 14, part 3) against the simulator of test/helpers, on
 * PGlite and (with TEST_DATABASE_URL) PostgreSQL: a launch with a ticket logs the right user in and
 * opens the experiment; each finished attempt of a linked user arrives once with its steps, also
 * after the platform was down, hung or refused it; expired tokens are refreshed; the console sees
 * the queue and retries; two claimers never take the same row.
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { ConfigError, loadConfig } from '../../server/config';
import { experiments, ilabTokens, ilabUploads, ssoIdentities, users } from '../../server/db/schema';
import { loadIlabConfig } from '../../server/integrations/ilab/ilab-config';
import { ilabSignature } from '../../server/integrations/ilab/ilab-client';
import { claimUploads, originIdOf } from '../../server/integrations/ilab/ilab-queue';
import { MSG_ILAB_OFF } from '../../server/integrations/ilab/ilab-routes';
import { CONSOLE_STAFF_STEP } from '../../server/seed/console-staff-step';
import { runSeed } from '../../server/seed/run-seed';
import type { AdminExperiment, AdminIlabStatus } from '../../src/core/api/admin-contract';
import type { LoginData, User } from '../../src/core/api/contract';
import { SIM_CODES, startIlabSimulator } from '../helpers/ilab-simulator';
import type { IlabSimulator } from '../helpers/ilab-simulator';
import { finishAttempt, storedSteps } from './helpers/ilab-attempt';
import { waitFor } from './helpers/wait-for';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let sim: IlabSimulator;
let t: TestApp;
let admin: string;
let pendulum: number;
let untitled: number;

function ilabEnv(extra: Record<string, string> = {}) {
  return {
    ILAB_BASE_URL: sim.url,
    ILAB_APPID: sim.appid,
    ILAB_SECRET: sim.secret,
    ILAB_POLL_MS: '100',
    ILAB_RETRY_MS: '100',
    ILAB_RETRY_MAX_MS: '300',
    ILAB_TIMEOUT_MS: '600',
    ...extra,
  };
}

async function launch(app: TestApp, query: Record<string, string>) {
  const response = await app.app.inject({ method: 'GET', url: '/api/ilab/launch', query });
  return response;
}

/** Launches as this ilab user and exchanges the login ticket: the portal token and user. */
async function launchAs(un: string, dis = '') {
  const response = await launch(t, {
    experiment: String(pendulum),
    ticket: sim.issueTicket(un, dis),
  });
  assert.equal(response.statusCode, 302, response.body);
  const location = new URL(String(response.headers.location));
  const ticket = location.searchParams.get('token')!;
  const exchanged = await call<LoginData>(t, 'POST', '/api/xnfz/exchangeTicket', {
    body: { ticket, confirmed: true },
  });
  assert.equal(exchanged.body.code, 0, exchanged.raw);
  return { location, token: exchanged.body.data!.token, user: exchanged.body.data!.user };
}

async function uploadRow(sessionId: string) {
  const [row] = await t.db.select().from(ilabUploads).where(eq(ilabUploads.sessionId, sessionId));
  return row ?? null;
}

async function status(): Promise<AdminIlabStatus> {
  const answer = await call<AdminIlabStatus>(t, 'GET', '/api/admin/ilabStatus', { token: admin });
  assert.equal(answer.body.code, 0, answer.raw);
  return answer.body.data!;
}

const arrivals = (originId: string) =>
  sim.uploads.filter((item) => item.body.originId === originId);

before(async () => {
  sim = await startIlabSimulator();
  const ilab = loadIlabConfig(ilabEnv(), false, (zh) => {
    throw new Error(zh);
  });
  t = await createTestApp({ config: { ilab, now: () => new Date() } });
  await runSeed(t.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
  admin = await loginToken(t, 'admin1');
  const inserted = await t.db
    .insert(experiments)
    .values([
      {
        title: '单摆测重力加速度',
        launchUrl: '/PC/experiments/pendulum.html',
        ilabTitle: '单摆测量重力加速度虚拟仿真实验',
        ilabChildTitle: '单摆',
      },
      { title: '未登记实验空间的单摆', launchUrl: '/PC/experiments/pendulum.html' },
    ])
    .returning();
  pendulum = inserted[0]!.id;
  untitled = inserted[1]!.id;
});
after(async () => {
  await t.close();
  await sim.close();
});
beforeEach(() => sim.setMode('up'));

describe('settings', () => {
  it('is off without settings and refuses one or two of the three', () => {
    assert.equal(loadConfig({}).ilab, null);
    assert.throws(
      () => loadConfig({ ILAB_APPID: 'x' }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(error.message, /ILAB_BASE_URL、ILAB_SECRET/);
        return true;
      },
    );
    assert.throws(() => loadConfig({ ...ilabEnv(), ILAB_BASE_URL: 'ftp://x' }), /ILAB_BASE_URL/);
    assert.throws(
      () =>
        loadConfig({ ...ilabEnv(), NODE_ENV: 'production', ILAB_BASE_URL: 'http://ilab.example' }),
      /https/,
    );
    assert.equal(loadConfig(ilabEnv()).ilab?.appid, sim.appid);
  });

  it('signs as the interface says: upper-case hex MD5 of the parts', () => {
    assert.equal(ilabSignature('a+b/c=', 'app', 'key'), ilabSignature('a+b/c=app', 'key'));
    assert.match(ilabSignature('x'), /^[0-9A-F]{32}$/);
  });
});

describe('GET /api/ilab/launch', () => {
  it('logs the ilab user in (a new public account) and lands in the experiment', async () => {
    const { location, user } = await launchAs('ilab_zhang', '张三');
    assert.equal(location.pathname, '/PC/');
    assert.equal(location.hash, `#/experiment?id=${pendulum}`);
    assert.equal(user.username, 'ilab_zhang');
    assert.equal(user.nickname, '张三');
    assert.equal(user.identity, 'public');
    const identities = await t.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, user.id));
    assert.deepEqual(
      identities.map((row) => [row.provider, row.subject]),
      [['ilab', 'ilab_zhang']],
    );
    const bound = await call<{ providerLabel: string; subject: string }[]>(
      t,
      'GET',
      '/api/xnfz/ssoIdentities',
      { token: (await launchAs('ilab_zhang', '张三')).token },
    );
    assert.deepEqual(
      bound.body.data?.map((row) => `${row.providerLabel}：${row.subject}`),
      ['实验空间：ilab_zhang'],
    );
    const [token] = await t.db.select().from(ilabTokens).where(eq(ilabTokens.userId, user.id));
    assert.equal(token?.ilabUser, 'ilab_zhang');
    // the same person again: the same account, a new token
    const again = await launchAs('ilab_zhang', '张三');
    assert.equal(again.user.id, user.id);
    const [renewed] = await t.db.select().from(ilabTokens).where(eq(ilabTokens.userId, user.id));
    assert.notEqual(renewed?.accessToken, token?.accessToken);
  });

  it('the landing logs in at once only in the browser it was sent to', async () => {
    const response = await launch(t, {
      experiment: String(pendulum),
      ticket: sim.issueTicket('ilab_bind', '李四'),
    });
    const cookie = String(response.headers['set-cookie']);
    assert.match(
      cookie,
      /^xnfz_landing=[\w-]{43}; Path=\/api\/xnfz\/exchangeTicket; Max-Age=60; HttpOnly; SameSite=Lax/,
    );
    const ticket = new URL(String(response.headers.location)).searchParams.get('token')!;
    const elsewhere = await call(t, 'POST', '/api/xnfz/exchangeTicket', { body: { ticket } });
    assert.deepEqual(elsewhere.body.data, { confirm: { username: 'ilab_bind', nickname: '李四' } });
    const here = await call<LoginData>(t, 'POST', '/api/xnfz/exchangeTicket', {
      body: { ticket },
      headers: { cookie: cookie.split(';')[0]! },
    });
    assert.equal(here.body.data?.user.username, 'ilab_bind', here.raw);
  });

  it('never binds an ilab name to an existing local account of that name', async () => {
    const { user } = await launchAs('student1', '同名');
    assert.notEqual(user.username, 'student1');
    assert.match(user.username, /^ilab_/);
  });

  it('refuses a used ticket, a forged one and a wrong secret, logging nobody in', async () => {
    const ticket = sim.issueTicket('ilab_once');
    assert.equal((await launch(t, { experiment: String(pendulum), ticket })).statusCode, 302);
    const reused = await launch(t, { experiment: String(pendulum), ticket });
    assert.equal(reused.statusCode, 400);
    assert.match(reused.headers['content-type'] as string, /text\/html/);
    assert.match(reused.body, /ticket 无效或已使用/);
    assert.doesNotMatch(String(reused.headers.location ?? ''), /token=/);
    const forged = await launch(t, { experiment: String(pendulum), ticket: 'forged+ticket' });
    assert.equal(forged.statusCode, 400);

    const wrong = await createTestApp({
      database: t.database,
      config: {
        ilab: loadIlabConfig(ilabEnv({ ILAB_SECRET: 'wrong' }), false, () => {
          throw new Error();
        }),
      },
    });
    try {
      const refused = await launch(wrong, {
        experiment: String(pendulum),
        ticket: sim.issueTicket('ilab_wrong'),
      });
      assert.equal(refused.statusCode, 400);
      assert.match(refused.body, /签名错误/);
      const [nobody] = await t.db.select().from(users).where(eq(users.username, 'ilab_wrong'));
      assert.equal(nobody, undefined);
    } finally {
      await wrong.close();
    }
  });

  it('answers clearly when not configured, without a ticket or without an experiment', async () => {
    const off = await createTestApp({ database: t.database });
    try {
      const answer = await launch(off, { ticket: 'x' });
      assert.equal(answer.statusCode, 503);
      assert.match(answer.body, new RegExp(MSG_ILAB_OFF.slice(0, 20)));
    } finally {
      await off.close();
    }
    const noTicket = await launch(t, { experiment: String(pendulum) });
    assert.equal(noTicket.statusCode, 400);
    assert.match(noTicket.body, /缺少实验空间的 ticket/);
    const unknown = await launch(t, { experiment: '99999', ticket: sim.issueTicket('ilab_x') });
    assert.equal(unknown.statusCode, 404);
    assert.match(unknown.body, /experiment=/);
    // only a plain decimal names an experiment; a repeated one is refused on the same page
    const ticket = () => encodeURIComponent(sim.issueTicket('ilab_y'));
    for (const query of [
      `experiment=1e0&ticket=${ticket()}`,
      `experiment=0x${pendulum.toString(16)}&ticket=${ticket()}`,
      `experiment=%20${pendulum}&ticket=${ticket()}`,
      `experiment=${pendulum}&experiment=${pendulum}&ticket=${ticket()}`,
      `experiment=${pendulum}&ticket=${ticket()}&ticket=${ticket()}`,
    ]) {
      const odd = await t.app.inject({ method: 'GET', url: `/api/ilab/launch?${query}` });
      assert.equal(odd.statusCode, 400, query);
      assert.match(String(odd.headers['content-type']), /text\/html/, query);
      assert.match(odd.body, /实验/, query);
    }
  });

  it('without experiment= opens the one experiment with an ilab project title', async () => {
    const response = await launch(t, { ticket: sim.issueTicket('ilab_default') });
    assert.equal(response.statusCode, 302, response.body);
    assert.match(String(response.headers.location), new RegExp(`#/experiment\\?id=${pendulum}$`));
  });

  it('is listed in /api/openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, { get?: { summary: string } }>;
    }>();
    assert.match(doc.paths['/api/ilab/launch']?.get?.summary ?? '', /实验空间/);
  });
});

describe('reports of finished attempts', () => {
  it('sends a linked user’s attempt once, with its steps, read from the stored attempt', async () => {
    const { token } = await launchAs('ilab_li', '李四');
    const sessionId = await finishAttempt(t, token, pendulum, 77);
    const steps = await storedSteps(t, sessionId);
    assert.equal(steps.length, 10);
    const originId = originIdOf(sessionId);
    assert.match(originId, /^[A-Za-z0-9_]+$/);
    const row = await waitFor(
      'sent',
      async () => (await uploadRow(sessionId))?.state === 'sent' && uploadRow(sessionId),
    );
    assert.ok(row);
    const got = arrivals(originId);
    assert.equal(got.length, 1);
    const body = got[0]!.body;
    assert.equal(body.username, 'ilab_li');
    assert.equal(body.title, '单摆测量重力加速度虚拟仿真实验');
    assert.equal(body.childProjectTitle, '单摆');
    assert.equal(body.status, 1);
    assert.equal(body.score, 77);
    assert.equal(body.appid, sim.appid);
    assert.ok((body.timeUsed as number) > 0);
    assert.ok((body.endTime as number) >= (body.startTime as number));
    assert.deepEqual(body.steps, JSON.parse(JSON.stringify(steps)));
    assert.equal(row.ilabId, got[0]!.id);
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.equal(arrivals(originId).length, 1, 'not sent again');
  });

  it('sends nothing for users who did not come from 实验空间 or experiments without a title', async () => {
    const student = await loginToken(t, 'student1');
    const local = await finishAttempt(t, student, pendulum, 50);
    const { token } = await launchAs('ilab_wang');
    const other = await finishAttempt(t, token, untitled, 60);
    assert.equal(await uploadRow(local), null);
    assert.equal(await uploadRow(other), null);
  });

  it('keeps an attempt while the platform is down and sends it once it is back', async () => {
    const { token } = await launchAs('ilab_zhao');
    await sim.goDown();
    try {
      const sessionId = await finishAttempt(t, token, pendulum, 70);
      const waiting = await waitFor('retried', async () => {
        const row = await uploadRow(sessionId);
        return row && row.attempts >= 2 && row.state === 'waiting' && row;
      });
      assert.match(waiting.lastError, /无法连接实验空间/);
      const seen = await status();
      assert.equal(seen.connection?.ok, false);
      assert.ok(seen.queue.waiting + seen.queue.sending >= 1);
      assert.ok(seen.problems.some((row) => row.originId === originIdOf(sessionId)));
      await sim.comeUp();
      await waitFor(
        'sent after the outage',
        async () => (await uploadRow(sessionId))?.state === 'sent',
      );
      assert.equal(arrivals(originIdOf(sessionId)).length, 1);
      const after = await status();
      assert.equal(after.connection?.ok, true, after.connection?.message);
      assert.ok(after.queue.lastSuccessAt);
    } finally {
      await sim.comeUp();
    }
  });

  it('gives up on a hung request after the timeout and sends again', async () => {
    const { token } = await launchAs('ilab_hang');
    sim.setMode('hang');
    const sessionId = await finishAttempt(t, token, pendulum, 66);
    const waiting = await waitFor('timed out', async () => {
      const row = await uploadRow(sessionId);
      return row && row.lastError ? row : null;
    });
    assert.match(waiting.lastError, /没有应答/);
    sim.setMode('up');
    await waitFor(
      'sent after the hang',
      async () => (await uploadRow(sessionId))?.state === 'sent',
    );
    assert.equal(arrivals(originIdOf(sessionId)).length, 1);
  });

  it('refreshes an expired token and sends with the new one', async () => {
    const { token } = await launchAs('ilab_expired');
    sim.expireTokens();
    const before = sim.requests.filter((r) => r.path === '/open/api/v2/token/refresh').length;
    const sessionId = await finishAttempt(t, token, pendulum, 80);
    await waitFor(
      'sent with a refreshed token',
      async () => (await uploadRow(sessionId))?.state === 'sent',
    );
    assert.equal(arrivals(originIdOf(sessionId)).length, 1);
    assert.ok(sim.requests.filter((r) => r.path === '/open/api/v2/token/refresh').length > before);
  });

  it('marks an attempt ilab refuses as failed with ilab’s message; the console retries it', async () => {
    const { token } = await launchAs('ilab_refused');
    sim.setMode('refuse-upload');
    let sessionId = '';
    try {
      sessionId = await finishAttempt(t, token, pendulum, 40);
      const failed = await waitFor('failed', async () => {
        const row = await uploadRow(sessionId);
        return row?.state === 'failed' && row;
      });
      assert.match(failed.lastError, /平台维护中/);
      const seen = await status();
      const problem = seen.problems.find((row) => row.originId === originIdOf(sessionId));
      assert.equal(problem?.state, 'failed');
      assert.match(problem?.lastError ?? '', /实验空间：.*平台维护中/);
      assert.ok(seen.queue.failed >= 1);
      await new Promise((resolve) => setTimeout(resolve, 400));
      assert.equal(
        (await uploadRow(sessionId))?.state,
        'failed',
        'a refused report waits for 重试',
      );
    } finally {
      sim.setMode('up');
    }
    // ilab takes reports again; the console's 重试 sends it
    const [row] = await t.db.select().from(ilabUploads).where(eq(ilabUploads.sessionId, sessionId));
    const retried = await call<{ retried: number }>(t, 'POST', '/api/admin/ilabRetry', {
      token: admin,
      body: { id: row!.id },
    });
    assert.deepEqual(retried.body, { code: 0, msg: 'ok', data: { retried: 1 } });
    await waitFor('sent after retry', async () => (await uploadRow(sessionId))?.state === 'sent');
    assert.equal(arrivals(originIdOf(sessionId)).length, 1);
  });

  it('counts a copy ilab already has (duplicate originId) as sent, never twice', async () => {
    const { token } = await launchAs('ilab_dup');
    const sessionId = await finishAttempt(t, token, pendulum, 55);
    await waitFor('sent', async () => (await uploadRow(sessionId))?.state === 'sent');
    // as if the process had died before it heard ilab's answer
    await t.db
      .update(ilabUploads)
      .set({ state: 'waiting', nextAttemptAt: new Date(0), sentAt: null })
      .where(eq(ilabUploads.sessionId, sessionId));
    await waitFor('sent again', async () => {
      const row = await uploadRow(sessionId);
      return row?.state === 'sent' && row.lastError.includes('已有') && row;
    });
    assert.equal(arrivals(originIdOf(sessionId)).length, 1);
    assert.ok(sim.requests.some((r) => r.code === SIM_CODES.duplicate));
  });
});

describe('the queue under two claimers', () => {
  it('never gives one row to both', async () => {
    const sim2 = sim;
    const { token } = await launchAs('ilab_claims');
    sim2.setMode('hang'); // rows stay unsent while the test claims them itself
    const sessions: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      sessions.push(await finishAttempt(t, token, pendulum, 30 + i));
    }
    await t.db
      .update(ilabUploads)
      .set({ state: 'waiting', nextAttemptAt: new Date(0), claimedUntil: null })
      .where(
        eq(
          ilabUploads.userId,
          (await t.db.select().from(users).where(eq(users.username, 'ilab_claims')))[0]!.id,
        ),
      );
    const ctx = { db: t.db, config: t.config } as Parameters<typeof claimUploads>[0];
    const [a, b] = await Promise.all([claimUploads(ctx, 4, 60_000), claimUploads(ctx, 4, 60_000)]);
    const ids = [...a, ...b].map((row) => row.id);
    assert.equal(new Set(ids).size, ids.length, 'no row claimed twice');
    // claimed rows are not due again while their lease lasts
    const third = await claimUploads(ctx, 10, 60_000);
    assert.ok(third.every((row) => !ids.includes(row.id)));
    sim2.setMode('up');
  });
});

describe('console', () => {
  it('sets an experiment’s ilab titles (built-in ones too) and shows them in the registry', async () => {
    const saved = await call<AdminExperiment>(t, 'POST', '/api/admin/experimentIlab', {
      token: admin,
      body: { id: untitled, ilabTitle: ' 欧姆定律虚拟仿真实验 ', ilabChildTitle: '伏安法' },
    });
    assert.equal(saved.body.code, 0, saved.raw);
    assert.equal(saved.body.data?.ilabTitle, '欧姆定律虚拟仿真实验');
    assert.equal(saved.body.data?.builtIn, true);
    const list = await call<{ rows: AdminExperiment[] }>(t, 'GET', '/api/admin/experimentList', {
      token: admin,
    });
    assert.equal(list.body.data?.rows.find((row) => row.id === untitled)?.ilabChildTitle, '伏安法');
    const tooLong = await call(t, 'POST', '/api/admin/experimentIlab', {
      token: admin,
      body: { id: untitled, ilabTitle: '长'.repeat(101), ilabChildTitle: '' },
    });
    assert.equal(tooLong.body.code, 500);
    assert.match(tooLong.body.msg, /^参数错误：ilabTitle/);
    await t.db
      .update(experiments)
      .set({ ilabTitle: '', ilabChildTitle: '' })
      .where(eq(experiments.id, untitled));
  });

  it('shows the status to admins only', async () => {
    const editor = await loginToken(t, 'editor1');
    const refused = await call(t, 'GET', '/api/admin/ilabStatus', { token: editor });
    assert.equal(refused.body.code, 500);
    const seen = await status();
    assert.equal(seen.configured, true);
    assert.equal(seen.baseUrl, sim.url);
    assert.equal(seen.connection?.ok, true, seen.connection?.message);
    const me = await call<User>(t, 'GET', '/api/xnfz/userInfo', { token: admin });
    assert.equal(me.body.code, 0);
  });
});
