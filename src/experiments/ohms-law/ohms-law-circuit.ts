/**
 * The simulated circuit: a DC supply U₀ with a protective resistor R₀ (its internal resistance
 * included), a switch, the resistor under test Rₓ, an ammeter and a voltmeter with real internal
 * resistances. The meters read to the resolution of their range; more than full scale is 超量程.
 */

/** Protective resistor in series with the supply (Ω), supply's internal resistance included. */
export const PROTECTIVE_OHMS = 10;
export const SUPPLY_VOLTS = { min: 0, max: 12, step: 0.5, initial: 3 } as const;

export interface MeterRange {
  /** Full scale. */
  max: number;
  /** Internal resistance on this range (Ω). */
  resistance: number;
  /** What can be read off the scale (half the smallest division). */
  resolution: number;
}

export const AMMETER_RANGES: readonly MeterRange[] = [
  { max: 0.6, resistance: 0.125, resolution: 0.01 },
  { max: 3, resistance: 0.025, resolution: 0.05 },
];
export const VOLTMETER_RANGES: readonly MeterRange[] = [
  { max: 3, resistance: 3000, resolution: 0.01 },
  { max: 15, resistance: 15000, resolution: 0.1 },
];

/** The resistors on the bench: nominal values; each real one is within ±5 % of it. */
export const NOMINAL_OHMS = [10, 20, 51] as const;
export const TOLERANCE = 0.05;

export type AmmeterPlacement = 'none' | 'series' | 'parallel';
export type VoltmeterPlacement = 'none' | 'parallel' | 'series';
/** With both meters right: the voltmeter across Rₓ only (外接) or across Rₓ and the ammeter (内接). */
export type Method = 'external' | 'internal';

export interface Circuit {
  supplyVolts: number;
  /** The true value of the resistor in the circuit (Ω). */
  resistance: number;
  ammeter: AmmeterPlacement;
  voltmeter: VoltmeterPlacement;
  method: Method;
  ammeterRange: MeterRange;
  voltmeterRange: MeterRange;
  closed: boolean;
}

export interface Readings {
  /** What the meters show (rounded to their resolution); null when over range. */
  current: number | null;
  voltage: number | null;
  /** The exact values before rounding. */
  exactCurrent: number;
  exactVoltage: number;
  /** True when a meter is driven past full scale. */
  overload: boolean;
  /** True when both meters are placed as the method needs and the switch is closed. */
  correct: boolean;
}

const parallel = (a: number, b: number) => (a * b) / (a + b);

function read(value: number, range: MeterRange): number | null {
  if (value > range.max * 1.0001) return null;
  const steps = Math.round(value / range.resolution);
  return Math.round(steps * range.resolution * 1000) / 1000;
}

/** The exact meter currents and voltages of a circuit (amperes, volts). */
function solve(c: Circuit): { current: number; voltage: number } {
  const rA = c.ammeterRange.resistance;
  const rV = c.voltmeterRange.resistance;
  const u = c.supplyVolts;
  const r0 = PROTECTIVE_OHMS;
  const rx = c.resistance;
  if (c.ammeter === 'parallel' && c.voltmeter === 'parallel') {
    // the ammeter across Rₓ shorts it: nearly all current runs through the meter
    const across = parallel(parallel(rx, rA), rV);
    const voltage = (u * across) / (r0 + across);
    return { current: voltage / rA, voltage };
  }
  if (c.ammeter === 'series' && c.voltmeter === 'series') {
    // the voltmeter in the loop: almost no current, the voltmeter shows almost all of U₀
    const current = u / (r0 + rA + rV + rx);
    return { current, voltage: current * rV };
  }
  if (c.ammeter === 'parallel' && c.voltmeter === 'series') {
    const across = parallel(rx, rA);
    const total = u / (r0 + rV + across);
    return { current: (total * across) / rA, voltage: total * rV };
  }
  if (c.method === 'external') {
    const across = parallel(rx, rV);
    const current = u / (r0 + rA + across);
    return { current, voltage: current * across };
  }
  const branch = rA + rx;
  const across = parallel(branch, rV);
  const voltage = (u * across) / (r0 + across);
  return { current: voltage / branch, voltage };
}

/**
 * What the meters show.
 * @example
 * readings({ supplyVolts: 3, resistance: 20, ammeter: 'series', voltmeter: 'parallel', … });
 */
export function readings(c: Circuit): Readings {
  if (!c.closed || c.ammeter === 'none' || c.voltmeter === 'none') {
    return {
      current: 0,
      voltage: 0,
      exactCurrent: 0,
      exactVoltage: 0,
      overload: false,
      correct: false,
    };
  }
  const { current, voltage } = solve(c);
  const shownCurrent = read(current, c.ammeterRange);
  const shownVoltage = read(voltage, c.voltmeterRange);
  return {
    current: shownCurrent,
    voltage: shownVoltage,
    exactCurrent: current,
    exactVoltage: voltage,
    overload: shownCurrent === null || shownVoltage === null,
    correct: c.ammeter === 'series' && c.voltmeter === 'parallel',
  };
}

/**
 * The true values of the bench's resistors for one session: nominal ±5 %, the same every time
 * the same session opens the page (a hash of the session id seeds them).
 */
export function benchResistors(seed: string): number[] {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return NOMINAL_OHMS.map((nominal) => {
    const value = nominal * (1 + (next() * 2 - 1) * TOLERANCE);
    return Math.round(value * 100) / 100;
  });
}
