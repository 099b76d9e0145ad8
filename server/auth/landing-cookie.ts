/**
 * The browser a login landing was sent to. When the server itself sends a browser back to a page
 * with a login ticket (campus sign-in, 实验空间), it also sets this cookie, readable only by
 * exchangeTicket; the ticket remembers its hash. Opened in that browser, the ticket logs in at
 * once; the same address sent to someone else (login CSRF: a stranger's ticket in a link) asks
 * the person first which account they are logging in with.
 */
import type { FastifyRequest } from 'fastify';
import { LOGIN_TICKET_SECONDS } from './login-tickets';
import { looksLikeToken, newToken } from './session-token';

const COOKIE = 'xnfz_landing';
const COOKIE_PATH = '/api/xnfz/exchangeTicket';

/**
 * A new landing: the browser's secret and the Set-Cookie header that gives it to the browser.
 * @example
 * const landing = newLanding(origin);
 * await issueLoginTicket(ctx, user.id, sso, landing.browser);
 * reply.header('set-cookie', landing.setCookie);
 */
export function newLanding(origin: string): { browser: string; setCookie: string } {
  const browser = newToken();
  const secure = origin.startsWith('https:') ? '; Secure' : '';
  return {
    browser,
    setCookie: `${COOKIE}=${browser}; Path=${COOKIE_PATH}; Max-Age=${LOGIN_TICKET_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
  };
}

/** The landing cookie the request carries, if any. */
export function landingOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    const value = rest.join('=');
    return looksLikeToken(value) ? value : null;
  }
  return null;
}

/** Removes the cookie once its ticket is exchanged. */
export const CLEAR_LANDING = `${COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax`;
