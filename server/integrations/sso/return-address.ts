import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context';

/**
 * The portal's address as the providers (campus sign-in, 实验空间) see it: SSO_PUBLIC_URL, else the
 * request's own scheme and host.
 */
export function ownOrigin(ctx: AppContext, request: FastifyRequest): string {
  return ctx.config.sso.publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * Where a campus sign-in may send the browser back to: a page of the portal itself or of a site
 * allowed by CORS_ORIGINS (an embedded `<xnfz-login>`). Anything else is refused, so the sign-in
 * cannot be used to send someone's ticket to a foreign site (no open redirect).
 */
export function allowedReturn(raw: unknown, ownOrigin: string, corsOrigins: string[]): URL | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(raw, `${ownOrigin}/`);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  if (url.origin !== ownOrigin && !corsOrigins.includes(url.origin)) return null;
  return url;
}

/** The return address with the one-time login ticket as `token` (the page exchanges it). */
export function withTicket(returnTo: string, ticket: string): string {
  const url = new URL(returnTo);
  url.searchParams.set('token', ticket);
  return url.toString();
}
