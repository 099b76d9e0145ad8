/**
 * The simulated air track: a glider (with a flag of width d) pulled by a string over a light
 * pulley by a hanging pan of weights. Two photogates time how long the flag blocks them.
 *
 * The accelerated body is the whole system — glider, the weights on it, the pan and the weights
 * on the pan — and the only driving force is the weight of the pan side, F = mg:
 *
 *   (M + m)·a = m·g + M_track·g·(sin θ − μ)
 *
 * M_track is what rides on the track (the glider and its load), θ the slope of the track towards
 * the pulley and μ the air cushion's small residual friction. Levelled the way the guide says
 * (a pushed glider keeps its speed: sin θ = μ) the bracket vanishes and a = F / (M + m) exactly.
 * The six 5 g weights are always on the glider or on the pan, so moving them changes F but not
 * M + m (实验一); the 50 g slotted weights change only the mass (实验二).
 */

/** The gravitational acceleration of the virtual laboratory. */
export const STANDARD_G = 9.8;
/** Width of the flag on the glider (m). */
export const FLAG_WIDTH_M = 0.01;
/** What the glider's label says (kg); its true mass differs per session (see benchFor). */
export const GLIDER_NOMINAL_KG = 0.3;
/** The empty pan at the end of the string (kg). */
export const PAN_KG = 0.005;
/** The small weights: six of 5 g, each either on the glider or on the pan. */
export const SMALL_WEIGHT_KG = 0.005;
export const SMALL_WEIGHTS = 6;
/** The slotted weights that can be put on the glider: four of 50 g. */
export const SLOTTED_WEIGHT_KG = 0.05;
export const SLOTTED_WEIGHTS = 4;
/** The track scale (m): where the flag's front edge is at release, gate 1, the buffer. */
export const START_M = 0.15;
export const GATE1_M = 0.4;
export const BUFFER_M = 1.4;
export const TRACK_M = 1.5;
/** Distance between gate 1 and gate 2 (cm). */
export const SPACING_CM = { min: 10, max: 90, initial: 30 } as const;
/** The levelling screw at the start end: its height (mm); 1 mm over the feet's 1 m is 1 mrad. */
export const SCREW_MM = { min: -5, max: 5, step: 0.05, initial: 0 } as const;
export const FEET_SPACING_M = 1;
/** The air cushion's residual friction coefficient. */
export const FRICTION = 0.0004;
/** Speed of a pushed glider (levelling check, string unhooked), m/s. */
export const PUSH_SPEED = 0.4;
/** The photogate timer shows 0.01 ms; each reading is off by up to ±0.05 ms. */
export const TIMER_RESOLUTION_MS = 0.01;
export const TIMER_JITTER_MS = 0.05;

/** What the bench is like in one session: the glider's true mass and the track's tilt. */
export interface Bench {
  /** The glider's true mass with its flag (kg): 4–8 % off its label. */
  gliderKg: number;
  /** How much higher the start end stands with the screw at 0 (mm): 1.5–3 mm either way. */
  baseTiltMm: number;
}

/** The settings of one run. */
export interface Setup {
  /** The true glider mass (kg). */
  gliderKg: number;
  /** 50 g slotted weights on the glider (0–4). */
  slotted: number;
  /** 5 g weights on the pan (0–6); the rest ride on the glider. */
  onPan: number;
  /** Gate 1 to gate 2 (m). */
  spacingM: number;
  /** sin θ − μ: what is left of the slope after friction (positive: downhill to the pulley). */
  netSlope: number;
}

export type Mode = 'pull' | 'push';

/** The pan side: the pan and the weights on it (kg). */
export function hangingKg(setup: Pick<Setup, 'onPan'>): number {
  return PAN_KG + setup.onPan * SMALL_WEIGHT_KG;
}

/** What rides on the glider besides itself: slotted weights and the small weights not on the pan (kg). */
export function gliderLoadKg(setup: Pick<Setup, 'slotted' | 'onPan'>): number {
  return setup.slotted * SLOTTED_WEIGHT_KG + (SMALL_WEIGHTS - setup.onPan) * SMALL_WEIGHT_KG;
}

/** The mass that is accelerated: glider, its load, pan and weights on the pan (kg). */
export function totalKg(setup: Pick<Setup, 'gliderKg' | 'slotted' | 'onPan'>): number {
  return setup.gliderKg + gliderLoadKg(setup) + hangingKg(setup);
}

/**
 * sin θ − μ for the screw at `screwMm`: the start end raised makes the track run downhill.
 * @example
 * netSlope(-1.2, 1.6); // → 0 (1.6 − 1.2 = 0.4 mm over 1 m cancels μ = 0.0004)
 */
export function netSlope(baseTiltMm: number, screwMm: number): number {
  return (baseTiltMm + screwMm) / 1000 / FEET_SPACING_M - FRICTION;
}

/**
 * The glider's acceleration (m/s²): pulled by the pan, or pushed with the string unhooked.
 * @example
 * acceleration({ gliderKg: 0.3, slotted: 0, onPan: 3, spacingM: 0.5, netSlope: 0 }, 'pull');
 * // → 0.02 × 9.8 / 0.335 = 0.585
 */
export function acceleration(setup: Setup, mode: Mode): number {
  const track = setup.gliderKg + gliderLoadKg(setup);
  if (mode === 'push') return STANDARD_G * setup.netSlope;
  const force = hangingKg(setup) * STANDARD_G + track * STANDARD_G * setup.netSlope;
  return force / totalKg(setup);
}

/** The motion of the flag's front edge: x(t) = START + v₀t + at²/2, halted at the buffer. */
export interface Motion {
  mode: Mode;
  /** m/s². */
  accel: number;
  /** m/s at release. */
  v0: number;
  /** When the glider halts (s): at the buffer, or where a pushed glider comes to rest. */
  endS: number;
  /** The exact times each gate is blocked (s); null when the glider never gets past it. */
  gate1: { fromS: number; blockedS: number } | null;
  gate2: { fromS: number; blockedS: number } | null;
}

/** When the front edge first reaches `x` (s), or null if it never does. */
function timeAt(x: number, v0: number, accel: number): number | null {
  const distance = x - START_M;
  if (distance <= 0) return 0;
  if (Math.abs(accel) < 1e-12) return v0 > 0 ? distance / v0 : null;
  const discriminant = v0 * v0 + 2 * accel * distance;
  if (discriminant < 0) return null;
  return (Math.sqrt(discriminant) - v0) / accel;
}

function gate(at: number, v0: number, accel: number): Motion['gate1'] {
  const from = timeAt(at, v0, accel);
  // the flag blocks the beam from its front edge reaching the gate to its back edge leaving it
  const to = timeAt(at + FLAG_WIDTH_M, v0, accel);
  return from === null || to === null || to > stopTime(v0, accel)
    ? null
    : { fromS: from, blockedS: to - from };
}

/** When the glider halts: at the buffer, or at rest if it slows down before it. */
function stopTime(v0: number, accel: number): number {
  const atBuffer = timeAt(BUFFER_M, v0, accel);
  if (atBuffer !== null) return atBuffer;
  return accel < 0 ? -v0 / accel : Number.POSITIVE_INFINITY;
}

/**
 * The exact motion of a run: released from rest at START_M with the pan hooked on, or pushed
 * at PUSH_SPEED with the string unhooked.
 */
export function motion(setup: Setup, mode: Mode): Motion {
  const accel = acceleration(setup, mode);
  const v0 = mode === 'push' ? PUSH_SPEED : 0;
  const gate2At = GATE1_M + setup.spacingM;
  return {
    mode,
    accel,
    v0,
    endS: stopTime(v0, accel),
    gate1: gate(GATE1_M, v0, accel),
    gate2: gate(gate2At, v0, accel),
  };
}

/** Where the flag's front edge is `seconds` after release (m). */
export function positionAt(run: Motion, seconds: number): number {
  const t = Math.min(Math.max(0, seconds), run.endS);
  return Math.min(BUFFER_M, START_M + run.v0 * t + (run.accel * t * t) / 2);
}

/**
 * What the photogate timer shows for a blocking time (ms): the true time, a random error of up
 * to ±TIMER_JITTER_MS and the display's 0.01 ms.
 */
export function timerReading(blockedS: number, random: () => number): number {
  const jitter = (random() + random() - 1) * TIMER_JITTER_MS;
  const steps = Math.round((blockedS * 1000 + jitter) / TIMER_RESOLUTION_MS);
  return Math.round(steps * TIMER_RESOLUTION_MS * 100) / 100;
}

/**
 * The acceleration a student works out from the two readings: v = d/Δt at each gate and
 * a = (v₂² − v₁²) / (2s).
 * @example
 * accelerationFromTimes(20, 10, 0.5); // → (1 − 0.25) / 1 = 0.75 m/s²
 */
export function accelerationFromTimes(dt1Ms: number, dt2Ms: number, spacingM: number): number {
  const v1 = FLAG_WIDTH_M / (dt1Ms / 1000);
  const v2 = FLAG_WIDTH_M / (dt2Ms / 1000);
  return (v2 * v2 - v1 * v1) / (2 * spacingM);
}

/** A number generator in [0, 1) seeded by a text: the same text, the same numbers. */
export function seededRandom(seed: string): () => number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * The bench of a session: the same every time the same session opens the page.
 * @example
 * benchFor('session-1'); // → { gliderKg: 0.3147, baseTiltMm: -2.31 } (for instance)
 */
export function benchFor(seed: string): Bench {
  const next = seededRandom(`${seed}:bench`);
  const side = () => (next() < 0.5 ? -1 : 1);
  const off = side() * (0.04 + 0.04 * next());
  const tilt = side() * (1.5 + 1.5 * next());
  return {
    gliderKg: Math.round(GLIDER_NOMINAL_KG * (1 + off) * 10000) / 10000,
    baseTiltMm: Math.round(tilt * 100) / 100,
  };
}
