import {
  STANDARD_G,
  accelerationFromTimes,
  gliderLoadKg,
  hangingKg,
  totalKg,
} from './newton-physics';

/** 实验一: the total mass kept, the pulling force changed; 实验二: the force kept, the mass changed. */
export type Series = 'force' | 'mass';

/** One recorded run: the settings, the two photogate readings, and the a the student typed. */
export interface NewtonRun {
  series: Series;
  /** 50 g slotted weights on the glider. */
  slotted: number;
  /** 5 g weights on the pan. */
  onPan: number;
  /** Gate 1 to gate 2 (m). */
  spacingM: number;
  /** The readings of the photogate timers (ms). */
  dt1Ms: number;
  dt2Ms: number;
  /** The acceleration the student worked out and typed (m/s²). */
  accel: number;
  /** sin θ − μ of the track during the run (how well it was levelled). */
  netSlope: number;
}

/** What the student concluded. */
export interface NewtonConclusion {
  /** The total mass M + m from the slope of a–F (kg); null if not given. */
  totalKg: number | null;
  /** How a depends on F (实验一) and on M + m (实验二). */
  forceRelation: Relation | null;
  massRelation: Relation | null;
}

export type Relation = 'direct' | 'inverse' | 'none';

export interface NewtonScore {
  /** 0–100. */
  total: number;
  parts: {
    /**
     * 0–50: the slopes the typed accelerations give — a against F in 实验一 (against 1/(M + m)),
     * a against 1/(M + m) in 实验二 (against F = mg) — 25 each, full marks within 2 %, none
     * from 15 %. Only runs whose typed a follows from their own photogate readings count.
     */
    accuracy: number;
    /** 0–20: per series, 5 for ≥ 4 runs (2 for 3) and 5 for a wide range (F ×3, M + m ×1.4). */
    data: number;
    /**
     * 0–15: a ∝ F (5) and a ∝ 1/(M + m) (5), each with ≥ 3 runs of its series behind it, and the
     * total mass entered agreeing with the student's own 实验一 slope (5 within 2 %, 3 within 5 %).
     */
    conclusion: number;
    /** 0–15: the track levelled for every run (10 within 0.2 mrad, 5 within 0.5), s ≥ 50 cm (5). */
    practice: number;
  };
  /** The slope of a against F through the origin from the student's 实验一 (1/kg); null below 3 runs. */
  forceSlope: number | null;
  /** What that slope should be, 1/(M + m) of those runs (1/kg); null without a fit. */
  forceSlopeTrue: number | null;
  /** The slope of a against 1/(M + m) from 实验二: the pulling force (N); null below 3 runs. */
  massSlope: number | null;
  /** What that slope should be, F = mg of those runs (N); null without a fit. */
  massSlopeTrue: number | null;
  /** |slope / true − 1| of each series; null without a fit. */
  forceError: number | null;
  massError: number | null;
  /** 1-based numbers of the runs left out: their a does not follow from their Δt₁, Δt₂. */
  inconsistent: number[];
  /** The parts split by what they come from (the steps of an attempt carry these). */
  detail: {
    accuracyForce: number;
    accuracyMass: number;
    dataForce: number;
    dataMass: number;
    conclusionForce: number;
    conclusionMass: number;
    conclusionTotal: number;
    practiceLevel: number;
    practiceSpacing: number;
  };
}

/** The fewest runs a series' slope is scored from. */
export const MIN_RUNS = 3;
/** A typed a further than this from the a of its own readings is not counted. */
export const CONSISTENCY = 0.03;
/** Accuracy: full marks within, none from. */
export const ACCURACY_BEST = 0.02;
export const ACCURACY_WORST = 0.15;

/** Linear from full marks at `best` down to none at `worst` (error sizes). */
function graded(points: number, error: number, best: number, worst: number): number {
  const share = Math.min(1, Math.max(0, (worst - error) / (worst - best)));
  return Math.round(points * share);
}

/** The least-squares slope of y = kx through the origin, Σxy / Σx². */
export function slopeThroughOrigin(points: readonly { x: number; y: number }[]): number | null {
  let xy = 0;
  let xx = 0;
  for (const { x, y } of points) {
    xy += x * y;
    xx += x * x;
  }
  return xx > 0 ? xy / xx : null;
}

/** The a of a run's own readings, v = d/Δt and a = (v₂² − v₁²)/(2s). */
export function runAcceleration(run: NewtonRun): number {
  return accelerationFromTimes(run.dt1Ms, run.dt2Ms, run.spacingM);
}

/** The pulling force of a run, F = mg (N). */
export function runForce(run: Pick<NewtonRun, 'onPan'>): number {
  return hangingKg(run) * STANDARD_G;
}

/**
 * The slope of a against x and what it would be for a = F / (M + m) exactly, with its error.
 */
function fit(
  runs: readonly NewtonRun[],
  gliderKg: number,
  x: (run: NewtonRun, total: number) => number,
): { slope: number | null; slopeTrue: number | null; error: number | null } {
  if (runs.length < MIN_RUNS) return { slope: null, slopeTrue: null, error: null };
  const rows = runs.map((run) => {
    const total = totalKg({ ...run, gliderKg });
    return { x: x(run, total), y: run.accel, ideal: runForce(run) / total };
  });
  const slope = slopeThroughOrigin(rows);
  const slopeTrue = slopeThroughOrigin(rows.map((row) => ({ x: row.x, y: row.ideal })));
  if (slope === null || slopeTrue === null) return { slope: null, slopeTrue: null, error: null };
  return { slope, slopeTrue, error: Math.abs(slope / slopeTrue - 1) };
}

function dataPoints(count: number, wide: boolean): number {
  const enough = count >= 4 ? 5 : count === MIN_RUNS ? 2 : 0;
  return enough + (count >= MIN_RUNS && wide ? 5 : 0);
}

/**
 * The score of a Newton's-second-law experiment from the student's runs (what they measured and
 * the a they worked out), the session's true glider mass and their conclusions.
 * @example
 * scoreNewton(runs, 0.3147, { totalKg: 0.35, forceRelation: 'direct', massRelation: 'inverse' });
 */
export function scoreNewton(
  runs: readonly NewtonRun[],
  gliderKg: number,
  conclusion: NewtonConclusion,
): NewtonScore {
  const inconsistent: number[] = [];
  const usable = runs.filter((run, index) => {
    const own = runAcceleration(run);
    const ok =
      Number.isFinite(run.accel) &&
      run.accel > 0 &&
      own > 0 &&
      Math.abs(run.accel / own - 1) <= CONSISTENCY;
    if (!ok) inconsistent.push(index + 1);
    return ok;
  });
  const forceRuns = usable.filter((run) => run.series === 'force');
  const massRuns = usable.filter((run) => run.series === 'mass');
  const force = fit(forceRuns, gliderKg, (run) => runForce(run));
  const mass = fit(massRuns, gliderKg, (_run, total) => 1 / total);

  const forces = forceRuns.map(runForce);
  const masses = massRuns.map((run) => totalKg({ ...run, gliderKg }));
  // (a hair of tolerance: 30 g is three times 10 g, whatever the floating point says)
  const dataForce = dataPoints(
    forceRuns.length,
    Math.max(...forces) >= 3 * Math.min(...forces) - 1e-9,
  );
  const dataMass = dataPoints(
    massRuns.length,
    Math.max(...masses) >= 1.4 * Math.min(...masses) - 1e-9,
  );
  const data = dataForce + dataMass;

  const entered = conclusion.totalKg;
  const massError =
    force.slope !== null && entered !== null && entered > 0
      ? Math.abs(entered * force.slope - 1)
      : Number.POSITIVE_INFINITY;
  const conclusionForce =
    conclusion.forceRelation === 'direct' && forceRuns.length >= MIN_RUNS ? 5 : 0;
  const conclusionMass =
    conclusion.massRelation === 'inverse' && massRuns.length >= MIN_RUNS ? 5 : 0;
  const conclusionTotal = massError <= 0.02 ? 5 : massError <= 0.05 ? 3 : 0;
  const conclusionPoints = conclusionForce + conclusionMass + conclusionTotal;

  let practiceLevel = 0;
  let practiceSpacing = 0;
  if (runs.length > 0) {
    const worstSlope = Math.max(...runs.map((run) => Math.abs(run.netSlope)));
    const shortest = Math.min(...runs.map((run) => run.spacingM));
    practiceLevel = worstSlope <= 0.0002 + 1e-12 ? 10 : worstSlope <= 0.0005 + 1e-12 ? 5 : 0;
    practiceSpacing = shortest >= 0.5 - 1e-9 ? 5 : 0;
  }
  const practice = practiceLevel + practiceSpacing;

  const accuracyForce =
    force.error === null ? 0 : graded(25, force.error, ACCURACY_BEST, ACCURACY_WORST);
  const accuracyMass =
    mass.error === null ? 0 : graded(25, mass.error, ACCURACY_BEST, ACCURACY_WORST);
  const parts = {
    accuracy: accuracyForce + accuracyMass,
    data,
    conclusion: conclusionPoints,
    practice,
  };
  return {
    total: parts.accuracy + parts.data + parts.conclusion + parts.practice,
    parts,
    forceSlope: force.slope,
    forceSlopeTrue: force.slopeTrue,
    massSlope: mass.slope,
    massSlopeTrue: mass.slopeTrue,
    forceError: force.error,
    massError: mass.error,
    inconsistent,
    detail: {
      accuracyForce,
      accuracyMass,
      dataForce,
      dataMass,
      conclusionForce,
      conclusionMass,
      conclusionTotal,
      practiceLevel,
      practiceSpacing,
    },
  };
}

/** The load on the glider of a run (g), as the table shows it. */
export function runLoadGrams(run: Pick<NewtonRun, 'slotted' | 'onPan'>): number {
  return Math.round(gliderLoadKg(run) * 1000);
}
