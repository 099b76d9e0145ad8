/**
 * The anonymous writes — experimentStart and webClicksAdd — are limited per client address
 * (generous for real visits, RATE_LIMIT_EXPERIMENT_MAX / RATE_LIMIT_VISIT_MAX per window), and
 * experiment sessions never finished are removed after EXPERIMENT_SESSION_HOURS.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { experimentSessions, experiments, users } from '../../server/db/schema';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let experimentId: number;
before(async () => {
  t = await createTestApp({
    config: {
      rateLimit: { authMax: 60, captchaMax: 120, windowSeconds: 60 },
      experimentRateMax: 3,
      visitRateMax: 5,
    },
  });
  const [row] = await t.db
    .insert(experiments)
    .values({ title: '单摆', launchUrl: '/PC/experiments/pendulum.html' })
    .returning({ id: experiments.id });
  experimentId = row!.id;
});
after(() => t.close());

async function start(remoteAddress: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/xnfz/experimentStart',
    remoteAddress,
    payload: { experimentId },
  });
}

describe('per-address limits on anonymous writes', () => {
  it('has generous defaults, read from the environment', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.experimentRateMax, 30);
    assert.equal(defaults.visitRateMax, 300);
    assert.equal(defaults.experimentSessionHours, 24);
    const set = loadConfig({
      RATE_LIMIT_EXPERIMENT_MAX: '7',
      RATE_LIMIT_VISIT_MAX: '70',
      EXPERIMENT_SESSION_HOURS: '2',
    });
    assert.deepEqual(
      [set.experimentRateMax, set.visitRateMax, set.experimentSessionHours],
      [7, 70, 2],
    );
    assert.throws(() => loadConfig({ RATE_LIMIT_VISIT_MAX: '0' }), /RATE_LIMIT_VISIT_MAX/);
  });

  it('experimentStart: the 4th launch from one address in a window gets 429', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await start('10.7.0.1')).json().code, 0);
    const limited = await start('10.7.0.1');
    assert.equal(limited.statusCode, 429);
    const wait = Number(limited.headers['retry-after']);
    assert.ok(wait > 50 && wait <= 60, `retry-after ${wait}`);
    assert.deepEqual(limited.json(), { code: 500, msg: `请求过于频繁，请 ${wait} 秒后再试` });
    assert.equal((await start('10.7.0.2')).json().code, 0, 'another address is not limited');
  });

  it('webClicksAdd: the 6th visit from one address in a window gets 429', async () => {
    const visit = (remoteAddress: string) =>
      t.app.inject({ method: 'GET', url: '/api/xnfz/webClicksAdd', remoteAddress });
    for (let i = 0; i < 5; i++) assert.equal((await visit('10.8.0.1')).statusCode, 200);
    assert.equal((await visit('10.8.0.1')).statusCode, 429);
    assert.equal((await visit('10.8.0.2')).statusCode, 200);
  });
});

describe('unfinished experiment sessions expire', () => {
  it('are removed once older than EXPERIMENT_SESSION_HOURS; finished ones stay', async () => {
    const old = (await start('10.9.0.1')).json<{ data: { sessionId: string } }>().data.sessionId;
    const done = (await start('10.9.0.2')).json<{ data: { sessionId: string } }>().data.sessionId;
    await t.db
      .update(experimentSessions)
      .set({ finishedAt: t.clock.now(), score: 90, durationSeconds: 60 })
      .where(eq(experimentSessions.id, done));
    t.clock.advance(25 * 3600);
    assert.equal((await start('10.9.0.3')).json().code, 0);
    const left = await t.db.select({ id: experimentSessions.id }).from(experimentSessions);
    const ids = left.map((row) => row.id);
    assert.ok(!ids.includes(old), 'the unfinished one is gone');
    assert.ok(ids.includes(done), 'the finished one is kept');
  });

  it('anonymous launches (never handed in) go after 2 hours; a user’s stay for the day', async () => {
    await t.db.delete(experimentSessions);
    const anonymous = (await start('10.9.1.1')).json<{ data: { sessionId: string } }>().data
      .sessionId;
    const [user] = await t.db.select({ id: users.id }).from(users).limit(1);
    const [mine] = await t.db
      .insert(experimentSessions)
      .values({
        id: 'a-user-session',
        experimentId,
        userId: user!.id,
        identity: 'student',
        startedAt: t.clock.now(),
      })
      .returning({ id: experimentSessions.id });
    t.clock.advance(2 * 3600 + 60);
    assert.equal((await start('10.9.1.2')).json().code, 0, 'the sweep runs at a launch');
    const ids = (await t.db.select({ id: experimentSessions.id }).from(experimentSessions)).map(
      (row) => row.id,
    );
    assert.ok(!ids.includes(anonymous), 'the anonymous one is gone');
    assert.ok(ids.includes(mine!.id), 'the user’s unfinished one is kept');
  });
});
