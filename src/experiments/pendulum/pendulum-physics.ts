/** The simulated pendulum: a point mass on a light string, swinging without noticeable damping. */

/** The gravitational acceleration of the virtual laboratory, and the reference for the score. */
export const STANDARD_G = 9.8;

/** Lengths and release angles the apparatus allows. */
export const LENGTH_CM = { min: 20, max: 150, initial: 80 } as const;
export const ANGLE_DEG = { min: 2, max: 30, initial: 5 } as const;

const RADIANS_PER_DEGREE = Math.PI / 180;

/**
 * The period of a pendulum of length L released from θ₀: 2π√(L/g) times the large-angle
 * correction 1 + θ₀²/16 + 11θ₀⁴/3072 — about 0.05 % longer at 5°, 1.7 % at 30°.
 * @example
 * pendulumPeriod(1, 5); // → 2.0081 s
 */
export function pendulumPeriod(lengthM: number, angleDeg: number, g = STANDARD_G): number {
  const theta = angleDeg * RADIANS_PER_DEGREE;
  const correction = 1 + theta ** 2 / 16 + (11 * theta ** 4) / 3072;
  return 2 * Math.PI * Math.sqrt(lengthM / g) * correction;
}

/** The angle (degrees) `seconds` after release from `angleDeg`. */
export function angleAt(seconds: number, lengthM: number, angleDeg: number): number {
  return angleDeg * Math.cos((2 * Math.PI * seconds) / pendulumPeriod(lengthM, angleDeg));
}
