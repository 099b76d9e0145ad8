/**
 * 单摆 readings worth an exact score, for tests on both sides (browser and server): the server
 * scores built-in attempts from their raw readings, so a test that wants a given score hands in
 * readings worth it.
 */
import { STANDARD_G } from '../../src/experiments/pendulum/pendulum-physics';
import { scorePendulum, trialG } from '../../src/experiments/pendulum/pendulum-scoring';
import type { PendulumReadings } from '../../src/experiments/pendulum/pendulum-steps';

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
