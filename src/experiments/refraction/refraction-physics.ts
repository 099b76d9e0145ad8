/**
 * The simulated optics: a semicircular glass block of refractive index n in air, a narrow laser
 * beam aimed at the centre of its flat face. Snell's law gives the refracted ray, the Fresnel
 * equations (unpolarised light) how bright the reflected and refracted rays are.
 */

/** The refractive index of air, taken as 1. */
export const AIR = 1;

/** The glass of a session: n in [1.45, 1.60] (crown to light flint glass). */
export const GLASS_INDEX = { min: 1.45, max: 1.6 } as const;

/** Incidence angles the laser can be set to (degrees, from the normal). */
export const INCIDENCE_DEG = { min: 0, max: 85, step: 0.1, initial: 30 } as const;

const RADIANS_PER_DEGREE = Math.PI / 180;
const toRadians = (deg: number) => deg * RADIANS_PER_DEGREE;
const toDegrees = (rad: number) => rad / RADIANS_PER_DEGREE;

/**
 * The angle of refraction (degrees) for light going from index n1 into n2 at `incidenceDeg`:
 * n1·sin i = n2·sin r. Null when there is no refracted ray (total internal reflection).
 * @example
 * refractionAngle(30, 1, 1.5); // → 19.47°
 * refractionAngle(45, 1.5, 1); // → null (beyond the critical angle 41.8°)
 */
export function refractionAngle(incidenceDeg: number, n1: number, n2: number): number | null {
  const sinR = (n1 / n2) * Math.sin(toRadians(incidenceDeg));
  return sinR > 1 ? null : toDegrees(Math.asin(sinR));
}

/**
 * The critical angle (degrees) of glass of index n against air: sin C = 1/n.
 * @example
 * criticalAngle(1.5); // → 41.81°
 */
export function criticalAngle(n: number): number {
  return toDegrees(Math.asin(AIR / n));
}

/**
 * The share of unpolarised light reflected at the boundary from n1 into n2 (Fresnel equations,
 * the mean of the s and p reflectances); 1 under total internal reflection. The rest, 1 − R,
 * goes into the refracted ray: it fades to nothing as i approaches the critical angle.
 * @example
 * reflectance(0, 1, 1.5); // → 0.04
 */
export function reflectance(incidenceDeg: number, n1: number, n2: number): number {
  const refracted = refractionAngle(incidenceDeg, n1, n2);
  if (refracted === null) return 1;
  const cosI = Math.cos(toRadians(incidenceDeg));
  const cosT = Math.cos(toRadians(refracted));
  const rs = (n1 * cosI - n2 * cosT) / (n1 * cosI + n2 * cosT);
  const rp = (n2 * cosI - n1 * cosT) / (n2 * cosI + n1 * cosT);
  return (rs * rs + rp * rp) / 2;
}

/**
 * The glass of one session: the same n every time the same session opens the page (a hash of
 * the session id seeds it), to three decimals.
 */
export function sessionGlassIndex(seed: string): number {
  let state = 2166136261;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 16777619) >>> 0;
  state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
  const share = state / 2 ** 32;
  const n = GLASS_INDEX.min + share * (GLASS_INDEX.max - GLASS_INDEX.min);
  return Math.round(n * 1000) / 1000;
}
