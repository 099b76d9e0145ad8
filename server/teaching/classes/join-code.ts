/** Class join codes: short, easy to read aloud and type on a phone (no 0/O, 1/I/L). */
import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 6;

/**
 * A new random code (31^6 ≈ 890 million of them).
 * @example
 * newJoinCode(); // 'K7QM2X'
 */
export function newJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/**
 * A code as typed (spaces, lower case, full-width letters and digits) as it is stored.
 * @example
 * normalJoinCode(' k7qm２x '); // 'K7QM2X'
 */
export function normalJoinCode(typed: string): string {
  return typed.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}
