/**
 * Per-account throttling of failed logins, independent of the client address: after
 * `loginLock.after` failures of one account name the account is locked for `loginLock.seconds`,
 * doubled by each further failure up to LOCK_MAX_SECONDS; while locked even the right password
 * waits, and the answer says for how long (登录失败次数过多，请 N 分钟后再试). A success clears the
 * count; failures older than FAILURE_MEMORY_SECONDS are forgotten. The key is the name as typed
 * (lower case), so a name nobody has is locked exactly like a real one and tells nothing.
 * Kept in the database, so every server process sharing it sees the same count.
 */
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { loginFailures } from '../db/schema';

export const LOCK_MAX_SECONDS = 3600;
export const FAILURE_MEMORY_SECONDS = 3600;

function keyOf(username: string): string {
  return username.trim().toLowerCase();
}

/** `登录失败次数过多，请 N 分钟后再试` for a lock of that many seconds left. */
export function lockMessage(seconds: number): string {
  return `登录失败次数过多，请 ${Math.max(1, Math.ceil(seconds / 60))} 分钟后再试`;
}

/** Seconds the account must still wait; 0 when it may try. */
export async function lockedFor(ctx: AppContext, username: string): Promise<number> {
  const [row] = await ctx.db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.accountKey, keyOf(username)));
  if (!row?.lockedUntil) return 0;
  return Math.max(0, (row.lockedUntil.getTime() - ctx.config.now().getTime()) / 1000);
}

/** Counts a failure; the seconds of the lock it starts (0 when none yet). */
export async function recordLoginFailure(ctx: AppContext, username: string): Promise<number> {
  const now = ctx.config.now();
  const forgotten = new Date(now.getTime() - FAILURE_MEMORY_SECONDS * 1000);
  const [row] = await ctx.db
    .insert(loginFailures)
    .values({ accountKey: keyOf(username), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.accountKey,
      set: {
        failures: sql`CASE WHEN ${loginFailures.lastFailureAt} < ${forgotten.toISOString()}::timestamptz
          THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const { after, seconds } = ctx.config.loginLock;
  const failures = row?.failures ?? 1;
  if (failures < after) return 0;
  const lock = Math.min(LOCK_MAX_SECONDS, seconds * 2 ** Math.min(20, failures - after));
  await ctx.db
    .update(loginFailures)
    .set({ lockedUntil: new Date(now.getTime() + lock * 1000) })
    .where(eq(loginFailures.accountKey, keyOf(username)));
  return lock;
}

/** A successful login: the count starts again. */
export async function clearLoginFailures(ctx: AppContext, username: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.accountKey, keyOf(username)));
}
