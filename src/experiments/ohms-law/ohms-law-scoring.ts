/** One reading written down: the voltmeter's U (V) and the ammeter's I (A). */
export interface OhmsPoint {
  voltage: number;
  current: number;
}

export interface OhmsScore {
  /** 0–100. */
  total: number;
  parts: {
    /** 0–70: the fitted R against the true resistor (full marks within 1 %, none from 10 %). */
    accuracy: number;
    /** 0–15: enough points (5 for 3–4, 10 from 5) and a spread of voltages (5 when U max ≥ 2 U min). */
    data: number;
    /** 0–15: safe operation, 5 off for every time a meter was driven past full scale (0 without a fit). */
    safety: number;
  };
  /** The least-squares R through the origin, Σ(UI)/Σ(I²); null without usable points. */
  fitted: number | null;
  /** |R − Rₓ| / Rₓ; null without a fit. */
  relativeError: number | null;
}

/** The fewest points a fit is scored from. */
export const MIN_POINTS = 3;

/**
 * The resistance that best explains the points: U = R·I through the origin, least squares.
 * @example
 * fitResistance([{ voltage: 1, current: 0.05 }, { voltage: 2, current: 0.1 }]); // → 20
 */
export function fitResistance(points: readonly OhmsPoint[]): number | null {
  let ui = 0;
  let ii = 0;
  for (const { voltage, current } of points) {
    ui += voltage * current;
    ii += current * current;
  }
  return ii > 0 ? ui / ii : null;
}

/**
 * The score of an Ohm's-law experiment from the student's recorded points.
 * @example
 * scoreOhmsLaw({ points, trueResistance: 20.4, overloads: 0 });
 */
export function scoreOhmsLaw({
  points,
  trueResistance,
  overloads,
}: {
  points: readonly OhmsPoint[];
  trueResistance: number;
  overloads: number;
}): OhmsScore {
  const usable = points.filter((point) => point.current > 0);
  const fitted = usable.length >= MIN_POINTS ? fitResistance(usable) : null;
  const relativeError = fitted === null ? null : Math.abs(fitted - trueResistance) / trueResistance;
  const share = relativeError === null ? 0 : Math.min(1, Math.max(0, (0.1 - relativeError) / 0.09));
  const voltages = usable.map((point) => point.voltage);
  const spread =
    usable.length >= MIN_POINTS && Math.max(...voltages) >= 2 * Math.min(...voltages) ? 5 : 0;
  const count = usable.length >= 5 ? 10 : usable.length >= MIN_POINTS ? 5 : 0;
  const parts = {
    accuracy: Math.round(70 * share),
    data: count + spread,
    safety: fitted === null ? 0 : Math.max(0, 15 - 5 * overloads),
  };
  return {
    total: parts.accuracy + parts.data + parts.safety,
    parts,
    fitted,
    relativeError,
  };
}
