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
  ExperimentFinishBody,
  ExperimentFinishData,
  ExperimentStartData,
} from '../../../src/core/api/contract';
import { LAUNCH_PARAMS } from '../../../src/core/experiments/result-message';
import { composeSteps, type StepTiming } from '../../../src/experiments/kit/steps';
import { pendulumPeriod } from '../../../src/experiments/pendulum/pendulum-physics';
import { trialG } from '../../../src/experiments/pendulum/pendulum-scoring';
import {
  PENDULUM,
  PENDULUM_STEPS,
  type PendulumReadings,
} from '../../../src/experiments/pendulum/pendulum-steps';
import { call, type TestApp } from './test-app';

export const PENDULUM_URL = '/PC/experiments/pendulum.html';

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

/** A careful student's readings: L = 0.6, 0.8, 1.0 m at 5°, 20 oscillations, g worked out. */
export function carefulPendulumReadings(): PendulumReadings {
  const trials = [0.6, 0.8, 1].map((lengthM) => ({
    lengthM,
    angleDeg: 5,
    oscillations: 20,
    timeS: Math.round(20 * pendulumPeriod(lengthM, 5) * 100) / 100,
  }));
  const g = trials.reduce((sum, trial) => sum + trialG(trial), 0) / trials.length;
  return { trials, reportedG: Math.round(g * 100) / 100 };
}

/** `count` steps one after another from `from` to `to` (ms), none repeated. */
export function evenTimings(count: number, from: number, to: number): StepTiming[] {
  const each = Math.floor((to - from) / count);
  return Array.from({ length: count }, (_, index) => ({
    startTime: from + index * each,
    endTime: from + (index + 1) * each,
    repeatCount: 0,
  }));
}

/** The launch of a built-in: session id, seed and start (ms) from the launch address. */
export function launchParams(data: ExperimentStartData): {
  sessionId: string;
  seed: string;
  startedAt: number;
} {
  const url = new URL(data.launchUrl, 'http://portal.test');
  return {
    sessionId: data.sessionId,
    seed: url.searchParams.get(LAUNCH_PARAMS.seed) ?? '',
    startedAt: Number(url.searchParams.get(LAUNCH_PARAMS.startedAt)),
  };
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
 * The body the 单摆 page posts for a session: readings, steps timed evenly between one second
 * after the start and one second before `endAt`, and its own (ignored) score.
 */
export function pendulumFinishBody(
  launch: { sessionId: string; seed: string; startedAt: number },
  endAt: number,
  readings: PendulumReadings = carefulPendulumReadings(),
): ExperimentFinishBody {
  const startTime = launch.startedAt + 1000;
  const endTime = endAt - 1000;
  const grade = PENDULUM.grade(readings, launch.seed);
  const steps = composeSteps(
    PENDULUM_STEPS,
    evenTimings(PENDULUM_STEPS.length, startTime, endTime),
    grade.grades,
  );
  return {
    sessionId: launch.sessionId,
    score: grade.total,
    durationSeconds: Math.round((endTime - startTime) / 1000),
    report: '单摆测重力加速度（测试）',
    steps,
    startTime,
    endTime,
    status: 'finished',
    readings: readings as unknown as Record<string, unknown>,
  };
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
