/**
 * Security headers (helmet with a CSP the portal works under); CORS for any origin on public reads,
 * for the configured origins only on everything else.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { HelmetOptions } from 'helmet';
import type { ServerConfig } from '../config';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      mediaSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  // The widget bundle and media are meant to be loaded by other sites' pages.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
};

/**
 * Helmet's headers, worked out once. They are the same for every answer, and building helmet's
 * middleware per request (as @fastify/helmet does) parsed the CSP again for each one.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The strict headers of an answer that never reached the routes (a malformed address is refused
 * by the router before any hook runs, so helmet has not set its own).
 */
export function setBaselineSecurityHeaders(reply: FastifyReply): void {
  reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'self'");
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('referrer-policy', 'no-referrer');
  reply.header('cross-origin-opener-policy', 'same-origin');
}

export async function registerSecurity(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const options = {
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'token'],
    credentials: false,
    maxAge: 600,
  };
  const listed = { ...options, origin: config.corsOrigins.length > 0 ? config.corsOrigins : false };
  const anyOrigin = { ...options, origin: '*' };
  await app.register(cors, {
    delegator: (request: FastifyRequest, callback: (error: null, options: object) => void) =>
      callback(null, isAnonymousRead(request) ? anyOrigin : listed),
  });
}

/**
 * A read any site may make (issue #30): the element scripts, styles and media are public, and so
 * is an API read that carries no login. Whatever carries a login (the `token` header, which needs
 * a preflight) or writes is CORS only for the origins in CORS_ORIGINS.
 */
function isAnonymousRead(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.url.startsWith('/PC/') || request.url.startsWith('/media/')) return true;
  return request.url.startsWith('/api/') && request.headers.token === undefined;
}
