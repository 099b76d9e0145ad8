/**
 * One-time login tickets: what a link may carry instead of a session token. A logged-in user asks
 * for one (loginTicket); whoever opens the link exchanges it once, within LOGIN_TICKET_SECONDS,
 * for a session of their own (exchangeTicket). Only the SHA-256 is stored; an exchange marks it
 * used in the same statement that checks it, so two exchanges cannot both succeed.
 */
import { and, eq, gt, isNull, lte, or, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { loginTickets } from '../db/schema';
import { hashToken, looksLikeToken, newToken } from './session-token';

export const LOGIN_TICKET_SECONDS = 60;

/** A login through campus sign-in: its provider, and the OpenID Connect ID token ('' for CAS). */
export interface SsoLogin {
  provider: string;
  idToken: string;
}
export const MSG_TICKET_INVALID = '登录凭证无效或已过期';

/** A new ticket for the user, in clear, with its deadline. */
export async function issueLoginTicket(
  ctx: AppContext,
  userId: number,
  sso: SsoLogin | null = null,
): Promise<{ ticket: string; expiresAt: Date }> {
  const now = ctx.config.now();
  const ticket = newToken();
  const expiresAt = new Date(now.getTime() + LOGIN_TICKET_SECONDS * 1000);
  // forget this user's used and expired tickets while here
  await ctx.db
    .delete(loginTickets)
    .where(
      and(
        eq(loginTickets.userId, userId),
        or(isNotNull(loginTickets.usedAt), lte(loginTickets.expiresAt, now)),
      ),
    );
  await ctx.db.insert(loginTickets).values({
    userId,
    ticketHash: hashToken(ticket),
    expiresAt,
    ssoProvider: sso?.provider ?? null,
    ssoIdToken: sso?.idToken || null,
  });
  return { ticket, expiresAt };
}

/** Uses the ticket up: its user's id (and campus sign-in), or null when unknown, used or expired. */
export async function redeemLoginTicket(
  ctx: AppContext,
  ticket: string,
): Promise<{ userId: number; sso: SsoLogin | null } | null> {
  if (!looksLikeToken(ticket)) return null;
  const now = ctx.config.now();
  const [row] = await ctx.db
    .update(loginTickets)
    .set({ usedAt: now })
    .where(
      and(
        eq(loginTickets.ticketHash, hashToken(ticket)),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, now),
      ),
    )
    .returning({
      userId: loginTickets.userId,
      ssoProvider: loginTickets.ssoProvider,
      ssoIdToken: loginTickets.ssoIdToken,
    });
  if (!row) return null;
  const sso = row.ssoProvider ? { provider: row.ssoProvider, idToken: row.ssoIdToken ?? '' } : null;
  return { userId: row.userId, sso };
}
