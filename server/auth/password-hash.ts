/**
 * Password hashing with node:crypto scrypt (off the event loop), a random salt per password
 * and a constant-time comparison. Stored as `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** scrypt's cost for every real password: N = 2^15 (32 MiB, about 150 ms of CPU here). */
export const PASSWORD_COST_LOG2 = 15;
/**
 * The test suites' cost (`XNFZ_TEST_CHEAP_PASSWORD_HASH=1`, never in production: the server then
 * refuses to start): thousands of logins and seeded accounts, each 150 ms of CPU at the real cost,
 * were a tenth of the CI run. A hash records its cost, so either kind verifies under either.
 */
export const TEST_PASSWORD_COST_LOG2 = 10;

/**
 * The cost new hashes are made with.
 * @example
 * passwordCostLog2({}); // 15
 */
export function passwordCostLog2(env: NodeJS.ProcessEnv = process.env): number {
  return env.XNFZ_TEST_CHEAP_PASSWORD_HASH === '1' ? TEST_PASSWORD_COST_LOG2 : PASSWORD_COST_LOG2;
}

const LOG2_N = passwordCostLog2();
const R = 8;
const P = 1;
const KEY_LENGTH = 64;

function derive(
  password: string,
  salt: Buffer,
  log2N: number,
  r: number,
  p: number,
): Promise<Buffer> {
  const N = 2 ** log2N;
  // scrypt needs 128 * N * r bytes; leave head room over the 32 MiB default.
  const maxmem = 256 * N * r;
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { N, r, p, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, LOG2_N, R, P);
  return ['scrypt', LOG2_N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    Number(log2N),
    Number(r),
    Number(p),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same time as a real check when the user does not exist, so the answer time does
 * not tell which usernames are registered.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-0');
  await verifyPassword(password, await dummyHash);
  return false;
}
