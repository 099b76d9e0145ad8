/** Security headers (helmet with a CSP the portal works under) and CORS for configured origins only. */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerConfig } from '../config';

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
  await app.register(helmet, {
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
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST'],
    allowedHeaders: ['Content-Type', 'token'],
    credentials: false,
    maxAge: 600,
  });
}
