/** Rate-limit keys other than the client address. */
import type { FastifyRequest } from 'fastify';

/**
 * A rate-limit key per signed-in account instead of per address: a computer room behind one
 * address is many students, each with their own budget. The route's own onRequest hook (which
 * finds the session) runs before the limit's, so only a real session counts; a request without
 * one is counted by its address, and a made-up token gains nothing.
 * @example
 * config: { rateLimit: { max: 30, timeWindow: 60_000, keyGenerator: perAccount } }
 */
export function perAccount(request: FastifyRequest): string {
  const userId = request.session?.user.id;
  return userId === undefined ? `ip:${request.ip}` : `user:${userId}`;
}
