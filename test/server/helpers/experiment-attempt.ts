/**
 * A valid built-in experiment attempt handed in through the API, as the 单摆 page would hand it in
 * after a careful student's work: raw readings (three timings of 20 oscillations), the 10 steps
 * with their times spread over the attempt, the attempt's start, end and status. The test clock
 * is moved on by `minutes` first (the server refuses attempts faster than the experiment's
 * minimum time), so the server stores its own score (100 for these readings) and 10 steps.
 *
 * Used by the step tests here and by the 实验空间 connector's tests:
 * @example
 * const sessionId = await handInBuiltInAttempt(t, await loginToken(t, 'student1'));
 */
import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { experiments } from '../../../server/db/schema';
import type {
  Envelope,
  ExperimentFinishData,
  ExperimentStartData,
} from '../../../src/core/api/contract';
import type { PendulumReadings } from '../../../src/experiments/pendulum/pendulum-steps';
import { launchParams, pendulumFinishBody, PENDULUM_URL } from '../../helpers/pendulum-attempt';
import { call, type TestApp } from './test-app';

export {
  carefulPendulumReadings,
  evenTimings,
  launchParams,
  pendulumFinishBody,
  PENDULUM_URL,
} from '../../helpers/pendulum-attempt';

/** The published 单摆 experiment of the test database (added when the seed has none). */
export async function pendulumExperimentId(t: Pick<TestApp, 'db'>): Promise<number> {
  const [found] = await t.db
    .select({ id: experiments.id })
    .from(experiments)
    .where(eq(experiments.launchUrl, PENDULUM_URL))
    .limit(1);
  if (found) return found.id;
  const [row] = await t.db
    .insert(experiments)
    .values({ title: '单摆测重力加速度', launchUrl: PENDULUM_URL, durationMinutes: 20 })
    .returning({ id: experiments.id });
  return row!.id;
}

/** Starts the 单摆 for the token's user; the session id, seed and start. */
export async function startPendulum(t: TestApp, token: string) {
  const experimentId = await pendulumExperimentId(t);
  const started = await call<ExperimentStartData>(t, 'POST', '/api/xnfz/experimentStart', {
    body: { experimentId },
    token,
  });
  assert.equal(started.body.code, 0, started.raw);
  return { experimentId, ...launchParams(started.body.data!) };
}

/**
 * Starts the 单摆 for the token's user, lets `minutes` pass on the test clock and hands in a
 * valid finished attempt with 10 steps. Returns the session id (the attempt's id).
 */
export async function handInBuiltInAttempt(
  t: TestApp,
  token: string,
  options: { minutes?: number; readings?: PendulumReadings } = {},
): Promise<string> {
  const launch = await startPendulum(t, token);
  t.clock.advance((options.minutes ?? 10) * 60);
  const body = pendulumFinishBody(launch, t.clock.now().getTime(), options.readings);
  const finished = await call<ExperimentFinishData>(t, 'POST', '/api/xnfz/experimentFinish', {
    body,
    token,
  });
  assert.equal((finished.body as Envelope<ExperimentFinishData>).code, 0, finished.raw);
  return launch.sessionId;
}
