import { STANDARD_G } from './pendulum-physics';

/** One timing: the length and release angle set, N full oscillations timed in t seconds. */
export interface PendulumTrial {
  lengthM: number;
  angleDeg: number;
  oscillations: number;
  timeS: number;
}

export interface PendulumScore {
  /** 0–100. */
  total: number;
  parts: {
    /**
     * 0–60: the g of the student's measurements (mean of 4π²L/T² over the trials) against
     * 9.8 m/s² — full marks within 0.5 %, none from 10 %. Measured, not typed: typing 9.8 earns
     * nothing here.
     */
    accuracy: number;
    /** 0–10: the g the student worked out agrees with their own data (10 within 1 %, 5 within 3 %). */
    calculation: number;
    /** 0–10: repeated measurement (10 from 3 trials, 5 for 2). */
    repeats: number;
    /** 0–10: several oscillations timed in every trial (10 from N = 10, 5 from N = 5). */
    oscillations: number;
    /** 0–10: a small release angle (10 up to 10°, 5 up to 15°). */
    amplitude: number;
  };
  /** |g − 9.8| / 9.8 of the g measured (dataG); 1 without trials. */
  relativeError: number;
  /** The mean of 4π²L/T² over the trials; null without trials. */
  dataG: number | null;
}

/** g from one trial: T = t / N, g = 4π²L / T². */
export function trialG(trial: PendulumTrial): number {
  const period = trial.timeS / trial.oscillations;
  return (4 * Math.PI ** 2 * trial.lengthM) / period ** 2;
}

/** Linear from full marks at `best` down to none at `worst` (error sizes). */
function graded(points: number, error: number, best: number, worst: number): number {
  const share = Math.min(1, Math.max(0, (worst - error) / (worst - best)));
  return Math.round(points * share);
}

/**
 * The score of a pendulum experiment from what the student measured (the trials) and the g they
 * worked out from it (`reportedG`).
 * @example
 * scorePendulum([{ lengthM: 1, angleDeg: 5, oscillations: 20, timeS: 40.16 }, …], 9.79);
 */
export function scorePendulum(trials: readonly PendulumTrial[], reportedG: number): PendulumScore {
  const valid = trials.filter((trial) => trial.timeS > 0 && trial.oscillations > 0);
  if (valid.length === 0) {
    return {
      total: 0,
      parts: { accuracy: 0, calculation: 0, repeats: 0, oscillations: 0, amplitude: 0 },
      relativeError: 1,
      dataG: null,
    };
  }
  const dataG = valid.reduce((sum, trial) => sum + trialG(trial), 0) / valid.length;
  const relativeError = Math.abs(dataG - STANDARD_G) / STANDARD_G;
  const calculationError = Number.isFinite(reportedG)
    ? Math.abs(reportedG - dataG) / dataG
    : Number.POSITIVE_INFINITY;
  const fewestOscillations = Math.min(...valid.map((trial) => trial.oscillations));
  const largestAngle = Math.max(...valid.map((trial) => trial.angleDeg));
  const parts = {
    accuracy: graded(60, relativeError, 0.005, 0.1),
    calculation: calculationError <= 0.01 ? 10 : calculationError <= 0.03 ? 5 : 0,
    repeats: valid.length >= 3 ? 10 : valid.length === 2 ? 5 : 0,
    oscillations: fewestOscillations >= 10 ? 10 : fewestOscillations >= 5 ? 5 : 0,
    amplitude: largestAngle <= 10 ? 10 : largestAngle <= 15 ? 5 : 0,
  };
  const total =
    parts.accuracy + parts.calculation + parts.repeats + parts.oscillations + parts.amplitude;
  return { total, parts, relativeError, dataG };
}
