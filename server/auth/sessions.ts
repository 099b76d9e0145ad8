/**
 * Login sessions: created at login, found by the hash of the `token` header, sliding idle expiry
 * capped by an absolute one, revoked at logout.
 */
import { and, eq, gt, isNull, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { sessions, users } from '../db/schema';
import type { UserRow } from '../users/user-queries';
import { hashToken, looksLikeToken, newToken } from './session-token';

export interface ActiveSession {
  sessionId: number;
  user: UserRow;
  /** Set when the login came through campus sign-in (for the provider's logout). */
  sso: { provider: string; idToken: string } | null;
}

/**
 * The idle deadline is pushed forward at most this often, to spare a write per request: a minute,
 * or a tenth of TOKEN_IDLE_SECONDS when that is shorter, so an active user is never expired
 * (a request left untouched comes within this interval of the last refresh).
 */
export function touchIntervalMs(tokenIdleSeconds: number): number {
  return Math.min(60_000, tokenIdleSeconds * 100);
}

function addSeconds(date: Date, seconds: number): Date {
  return new Date(date.getTime() + seconds * 1000);
}

export async function startSession(
  ctx: AppContext,
  userId: number,
  sso: { provider: string; idToken: string } | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  const { db, config } = ctx;
  const now = config.now();
  const token = newToken();
  const maxExpiresAt = addSeconds(now, config.tokenMaxSeconds);
  const idle = addSeconds(now, config.tokenIdleSeconds);
  const expiresAt = idle < maxExpiresAt ? idle : maxExpiresAt;
  // Forget this user's dead sessions while we are here (keeps the table small).
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(isNotNull(sessions.revokedAt), lte(sessions.expiresAt, now)),
      ),
    );
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    lastSeenAt: now,
    expiresAt,
    maxExpiresAt,
    ssoProvider: sso?.provider ?? null,
    ssoIdToken: sso?.idToken || null,
  });
  return { token, expiresAt };
}

/** The live session of a token, or null when it is missing, unknown, expired or revoked. */
export async function findSession(ctx: AppContext, token: unknown): Promise<ActiveSession | null> {
  if (!looksLikeToken(token)) return null;
  const { db, config } = ctx;
  const now = config.now();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        // a disabled account has no live session, whatever its tokens say
        isNull(users.disabledAt),
        gt(sessions.expiresAt, now),
        gt(sessions.maxExpiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (
    now.getTime() - row.session.lastSeenAt.getTime() >=
    touchIntervalMs(config.tokenIdleSeconds)
  ) {
    const idle = addSeconds(now, config.tokenIdleSeconds);
    await db
      .update(sessions)
      .set({
        lastSeenAt: now,
        expiresAt: sql`LEAST(${idle.toISOString()}::timestamptz, ${sessions.maxExpiresAt})`,
      })
      .where(eq(sessions.id, row.session.id));
  }
  const { ssoProvider, ssoIdToken } = row.session;
  const sso = ssoProvider ? { provider: ssoProvider, idToken: ssoIdToken ?? '' } : null;
  return { sessionId: row.session.id, user: row.user, sso };
}

export async function revokeSession(ctx: AppContext, sessionId: number): Promise<void> {
  await ctx.db
    .update(sessions)
    .set({ revokedAt: ctx.config.now() })
    .where(eq(sessions.id, sessionId));
}
