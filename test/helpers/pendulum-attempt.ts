/**
 * A 单摆 attempt as its page hands it in, for tests on both sides (browser and server): the server
 * scores built-in attempts from their raw readings and checks their steps' times, so a test hands
 * in readings worth the score it wants and steps timed inside the attempt. No Node imports.
 */
import type { ExperimentFinishBody, ExperimentStartData } from '../../src/core/api/contract';
import { LAUNCH_PARAMS } from '../../src/core/experiments/result-message';
import { composeSteps, type StepTiming } from '../../src/experiments/kit/steps';
import { pendulumPeriod, STANDARD_G } from '../../src/experiments/pendulum/pendulum-physics';
import { scorePendulum, trialG } from '../../src/experiments/pendulum/pendulum-scoring';
import {
  PENDULUM,
  PENDULUM_STEPS,
  type PendulumReadings,
} from '../../src/experiments/pendulum/pendulum-steps';

export const PENDULUM_URL = '/PC/experiments/pendulum.html';

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
 * Readings of the 单摆 worth exactly `score` (20 … 80): one timing of one swing at 5° (1 s on the
 * stopwatch), the g worked out right (10 + 10), and a string length that puts the measured g just
 * far enough from 9.8 m/s² for the accuracy part to be `score` − 20.
 * @example
 * const readings = pendulumReadingsWorth(60);
 */
export function pendulumReadingsWorth(score: number): PendulumReadings {
  if (!Number.isInteger(score) || score < 20 || score > 80) {
    throw new Error(`pendulumReadingsWorth: a score of 20 … 80, not ${score}`);
  }
  const accuracy = score - 20;
  // the middle of the error band that rounds to `accuracy` points (see scorePendulum)
  const error = 0.1 - (accuracy / 60) * 0.095;
  const g = STANDARD_G * (1 - error);
  const timeS = 1;
  const lengthM = Math.round(((g * timeS ** 2) / (4 * Math.PI ** 2)) * 1e6) / 1e6;
  const trials = [{ lengthM, angleDeg: 5, oscillations: 1, timeS }];
  const readings = { trials, reportedG: Math.round(trialG(trials[0]!) * 100) / 100 };
  const got = scorePendulum(readings.trials, readings.reportedG).total;
  if (got !== score) throw new Error(`pendulumReadingsWorth(${score}) gives ${got}`);
  return readings;
}
