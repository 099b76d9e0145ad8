import { criticalAngle } from './refraction-physics';

/** One trial of part 1 (air → glass): the incidence angle set and the refraction angle read. */
export interface RefractionTrial {
  incidenceDeg: number;
  refractionDeg: number;
}

/** What the student hands in. */
export interface RefractionWork {
  trials: readonly RefractionTrial[];
  /** Part 2: the incidence angle at which they saw the refracted ray vanish; null if not found. */
  criticalDeg: number | null;
  /** The refractive index they worked out and typed. */
  reportedN: number;
}

export interface RefractionScore {
  /** 0–100. */
  total: number;
  parts: {
    /**
     * 0–60: the n fitted from the student's readings (sin i = n·sin r through the origin)
     * against the glass's true n — full marks within 1 %, none from 8 %. Measured, not typed:
     * the n they enter earns nothing here.
     */
    accuracy: number;
    /** 0–15: the critical angle found against arcsin(1/n) — full within 1.5°, none from 5°. */
    critical: number;
    /** 0–15: 10 for ≥ 4 trials (5 for 3), 5 more when their i spans ≥ 40°. */
    data: number;
    /**
     * 0–10: the n entered agrees with their own data (10 within 1 %, 5 within 3 % of the fit
     * or of the mean of sin i / sin r).
     */
    calculation: number;
  };
  /** Σ(sin i·sin r)/Σ(sin²r) over the usable trials; null below MIN_TRIALS. */
  fitted: number | null;
  /** |fitted − n| / n; null without a fit. */
  relativeError: number | null;
  /** arcsin(1/n) of the true glass (degrees). */
  expectedCritical: number;
  /** |C found − arcsin(1/n)| in degrees; null when no C was recorded. */
  criticalError: number | null;
}

/** The fewest trials n is fitted from. */
export const MIN_TRIALS = 3;

/** Leeway for the limits below, so that 1 % typed as 1 % is not lost to rounding. */
const EPSILON = 1e-9;

const sinDeg = (deg: number) => Math.sin((deg * Math.PI) / 180);

/** A trial that says something about n: both angles strictly between 0° and 90°. */
function usable(trial: RefractionTrial): boolean {
  const inRange = (deg: number) => Number.isFinite(deg) && deg > 0 && deg < 90;
  return inRange(trial.incidenceDeg) && inRange(trial.refractionDeg);
}

/**
 * The n that best explains the trials: sin i = n·sin r through the origin, least squares.
 * @example
 * fitIndex([{ incidenceDeg: 30, refractionDeg: 19.47 }, …]); // → 1.50
 */
export function fitIndex(trials: readonly RefractionTrial[]): number | null {
  let product = 0;
  let square = 0;
  for (const trial of trials.filter(usable)) {
    const sinI = sinDeg(trial.incidenceDeg);
    const sinR = sinDeg(trial.refractionDeg);
    product += sinI * sinR;
    square += sinR * sinR;
  }
  return square > 0 ? product / square : null;
}

/** The mean of sin i / sin r over the usable trials (the textbook's way); null without any. */
export function meanRatio(trials: readonly RefractionTrial[]): number | null {
  const ratios = trials
    .filter(usable)
    .map((trial) => sinDeg(trial.incidenceDeg) / sinDeg(trial.refractionDeg));
  return ratios.length > 0 ? ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length : null;
}

/** Linear from full marks at `best` down to none at `worst` (error sizes). */
function graded(points: number, error: number, best: number, worst: number): number {
  const share = Math.min(1, Math.max(0, (worst - error) / (worst - best)));
  return Math.round(points * share);
}

/**
 * The score of a refraction experiment from what the student read and found, against the
 * session's glass of index `trueIndex`.
 * @example
 * scoreRefraction({ trials, criticalDeg: 41.5, reportedN: 1.52 }, 1.516);
 */
export function scoreRefraction(work: RefractionWork, trueIndex: number): RefractionScore {
  const valid = work.trials.filter(usable);
  const fitted = valid.length >= MIN_TRIALS ? fitIndex(valid) : null;
  const relativeError = fitted === null ? null : Math.abs(fitted - trueIndex) / trueIndex;
  const expectedCritical = criticalAngle(trueIndex);
  const criticalError =
    work.criticalDeg === null || !Number.isFinite(work.criticalDeg)
      ? null
      : Math.abs(work.criticalDeg - expectedCritical);

  let calculationError = Number.POSITIVE_INFINITY;
  if (fitted !== null && Number.isFinite(work.reportedN)) {
    for (const reference of [fitted, meanRatio(valid) ?? fitted]) {
      calculationError = Math.min(
        calculationError,
        Math.abs(work.reportedN - reference) / reference,
      );
    }
  }
  const incidences = valid.map((trial) => trial.incidenceDeg);
  const span = valid.length > 0 ? Math.max(...incidences) - Math.min(...incidences) : 0;
  const count = valid.length >= 4 ? 10 : valid.length === MIN_TRIALS ? 5 : 0;

  const parts = {
    accuracy: relativeError === null ? 0 : graded(60, relativeError, 0.01, 0.08),
    critical: criticalError === null ? 0 : graded(15, criticalError, 1.5, 5),
    data: count + (valid.length >= MIN_TRIALS && span >= 40 - EPSILON ? 5 : 0),
    calculation:
      calculationError <= 0.01 + EPSILON ? 10 : calculationError <= 0.03 + EPSILON ? 5 : 0,
  };
  return {
    total: parts.accuracy + parts.critical + parts.data + parts.calculation,
    parts,
    fitted,
    relativeError,
    expectedCritical,
    criticalError,
  };
}
