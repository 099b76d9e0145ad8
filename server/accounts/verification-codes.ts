/**
 * One-time codes for resetting a password or proving a changed e-mail or phone: 6 digits, valid
 * 10 minutes, stored salted and hashed (`<salt>$<sha256>`), single use, dead after 5 tries. A new
 * code replaces the user's older ones of the same purpose.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { verificationCodes } from '../db/schema';
import type { CodePurpose } from '../db/schema';

export const CODE_TTL_SECONDS = 600;
export const CODE_MAX_ATTEMPTS = 5;
const RESET: CodePurpose = 'reset_password';

type Channel = (typeof verificationCodes.$inferSelect)['channel'];

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest();
}

function matches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = digest(salt, code);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** When the user's newest code of the purpose (a reset code by default) was made, or null. */
export async function lastCodeTime(
  db: Database,
  userId: number,
  purpose: CodePurpose = RESET,
): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.createdAt ?? null;
}

/** Makes a new code for the user (older ones stop working) and returns it in clear. */
export async function issueResetCode(
  db: Database,
  userId: number,
  channel: Channel,
  now: Date,
  purpose: CodePurpose = RESET,
): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(12).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .delete(verificationCodes)
      .where(and(eq(verificationCodes.userId, userId), eq(verificationCodes.purpose, purpose)));
    await tx.insert(verificationCodes).values({
      userId,
      purpose,
      channel,
      codeHash: `${salt}$${digest(salt, code).toString('hex')}`,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    });
  });
  return code;
}

/**
 * Counts one try against the user's live code; the id of the code when `code` is right, else
 * null. The caller consumes it with `consumeResetCode` in the transaction that sets the password.
 */
export async function tryResetCode(
  db: Database,
  userId: number,
  code: string,
  now: Date,
  purpose: CodePurpose = RESET,
): Promise<number | null> {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, CODE_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id, codeHash: verificationCodes.codeHash });
  return row && matches(row.codeHash, code) ? row.id : null;
}

/** Marks the code used; false when another request used it first. */
export async function consumeResetCode(db: Database, id: number, now: Date): Promise<boolean> {
  const used = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return used.length === 1;
}
