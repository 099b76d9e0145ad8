/**
 * One-time login tickets: what a link may carry instead of a session token. A logged-in user asks
 * for one (loginTicket); whoever opens the link exchanges it once, within LOGIN_TICKET_SECONDS,
 * for a session of their own (exchangeTicket). Only the SHA-256 is stored; an exchange marks it
 * used in the same statement that checks it, so two exchanges cannot both succeed. A ticket of a
 * landing the server started is bound to the browser it was sent to (landing-cookie.ts).
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
  /** The landing cookie of the browser the ticket is sent to (newLanding), if the server sends it. */
  browser: string | null = null,
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
    browserHash: browser === null ? null : hashToken(browser),
  });
  return { ticket, expiresAt };
}

/**
 * A ticket still good, without using it up: whose it is, and whether it was sent to the browser
 * that holds `browser` (its landing cookie). Null when unknown, used or expired.
 */
export async function peekLoginTicket(
  ctx: AppContext,
  ticket: string,
  browser: string | null,
): Promise<{ userId: number; sameBrowser: boolean } | null> {
  if (!looksLikeToken(ticket)) return null;
  const [row] = await ctx.db
    .select({ userId: loginTickets.userId, browserHash: loginTickets.browserHash })
    .from(loginTickets)
    .where(
      and(
        eq(loginTickets.ticketHash, hashToken(ticket)),
        isNull(loginTickets.usedAt),
        gt(loginTickets.expiresAt, ctx.config.now()),
      ),
    );
  if (!row) return null;
  const sameBrowser = browser !== null && row.browserHash === hashToken(browser);
  return { userId: row.userId, sameBrowser };
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
