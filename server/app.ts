/**
 * Builds the fastify application: envelope and error rules, security headers, CORS, rate limits,
 * the API routes and the static site. Used by main.ts and by the tests (with `inject`).
 */
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { drawCaptcha } from './captcha/draw-captcha';
import type { DrawCaptcha } from './captcha/draw-captcha';
import type { ServerConfig } from './config';
import type { Database } from './db/open-database';
import { installErrorHandling } from './http/error-handling';
import { installJsonBodyParser } from './http/json-body';
import { registerSecurity } from './http/security';
import { registerStaticSite } from './http/static-site';
import { authRoutes } from './routes/auth';
import { captchaRoutes } from './routes/captcha';
import { healthRoutes } from './routes/health';
import { statisticsRoutes } from './routes/statistics';
import { userRoutes } from './routes/user';

export interface BuildAppOptions {
  db: Database;
  config: ServerConfig;
  /** Fastify logger settings (see http/logger-options.ts); off when omitted. */
  logger?: FastifyServerOptions['logger'];
  /** Replaces the captcha drawer (tests read the answer from it). */
  drawCaptcha?: DrawCaptcha;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const ctx: AppContext = { db, config, drawCaptcha: options.drawCaptcha ?? drawCaptcha };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // verbose: schema errors carry their schema, so messages can state the rule.
    ajv: { customOptions: { verbose: true } },
    return503OnClosing: true,
  });
  app.decorateRequest('session', null);
  installJsonBodyParser(app);
  installErrorHandling(app, config.bodyLimitBytes);
  await registerSecurity(app, config);
  await app.register(rateLimit, { global: false });

  healthRoutes(app, ctx);
  captchaRoutes(app, ctx);
  authRoutes(app, ctx);
  userRoutes(app, ctx);
  statisticsRoutes(app, ctx);
  await registerStaticSite(app, config);
  return app;
}
