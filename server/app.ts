/**
 * Builds the fastify application: envelope and error rules, security headers, CORS, rate limits,
 * the API routes and the static site. Used by main.ts and by the tests (with `inject`).
 */
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AppContext } from './app-context';
import { createCounterBatcher } from './statistics/counter-batcher';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { drawCaptcha } from './captcha/draw-captcha';
import { siteInfo } from './content/site-content';
import type { DrawCaptcha } from './captcha/draw-captcha';
import type { ServerConfig } from './config';
import type { Database } from './db/open-database';
import { strictBodySchemaController } from './http/body-validation';
import { installAfterReply } from './http/after-reply';
import { installDraining } from './http/draining';
import { answerFrameworkError, installErrorHandling } from './http/error-handling';
import { installInputGuard } from './http/input-guard';
import { installJsonBodyParser } from './http/json-body';
import { installPublicCache } from './http/public-cache';
import { registerOpenApi } from './http/openapi';
import { registerSecurity } from './http/security';
import { registerStaticSite } from './http/static-site';
import { registerVersionedSite } from './http/versioned-site';
import { accountRoutes } from './routes/account';
import { adminContentRoutes } from './routes/admin-content';
import { adminMediaRoutes } from './routes/admin-media';
import { adminCourseRoutes } from './routes/admin-courses';
import { adminPeopleRoutes } from './routes/admin-people';
import { adminRegistryRoutes } from './routes/admin-registry';
import { adminVersionRoutes } from './routes/admin-versions';
import { adminCourseMessageRoutes } from './routes/admin-course-messages';
import { teachingClassRoutes } from './routes/teaching-classes';
import { teachingQuestionRoutes } from './routes/teaching-questions';
import { teachingQuizRoutes } from './routes/teaching-quizzes';
import { teachingGradebookRoutes } from './routes/teaching-gradebook';
import { teachingReportRoutes } from './routes/teaching-reports';
import { teachingReportExportRoutes } from './routes/teaching-report-exports';
import { teachingReportSimilarityRoutes } from './routes/teaching-report-similarity';
import { adminSpreadsheetRoutes } from './routes/admin-spreadsheets';
import { articleRoutes } from './routes/articles';
import { authRoutes } from './routes/auth';
import { captchaRoutes } from './routes/captcha';
import { courseRoutes } from './routes/courses';
import { experimentRoutes } from './routes/experiments';
import { healthRoutes } from './routes/health';
import { learningRoutes } from './routes/learning';
import { resourceRoutes } from './routes/resources';
import { searchRoutes } from './routes/search';
import { siteRoutes } from './routes/site';
import { statisticsRoutes } from './routes/statistics';
import { statisticsChartRoutes } from './routes/statistics-charts';
import { userRoutes } from './routes/user';
import { ssoRoutes } from './integrations/sso/sso-routes';
import { ilabRoutes } from './integrations/ilab/ilab-routes';
import { startIlabWorker } from './integrations/ilab/ilab-worker';
import { startQuizDeadlineSweep } from './teaching/quizzes/quiz-deadlines';

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
  const ctx: AppContext = {
    db,
    config,
    drawCaptcha: options.drawCaptcha ?? drawCaptcha,
    counters: createCounterBatcher(db, config.counterBatchMs),
    ilabWorker: null,
  };
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // verbose: schema errors carry their schema, so messages can state the rule.
    ajv: { customOptions: { verbose: true } },
    // Bodies are validated without type coercion, query strings with it.
    schemaController: strictBodySchemaController(),
    return503OnClosing: true,
    // a start on a busy machine (every route's schemas compiled, the first database calls, the
    // upload folder's cleanup) can take longer than fastify's 10 s per plugin; failing it would
    // stop a server that is only slow (seen on a loaded 2-core CI machine)
    pluginTimeout: 120_000,
    // a malformed address (`/%ZZ`): a clean 400 with the security headers, not fastify's text
    frameworkErrors: answerFrameworkError as NonNullable<FastifyServerOptions['frameworkErrors']>,
  });
  app.decorateRequest('session', null);
  app.decorate('counters', ctx.counters);
  // what is gathered is written before the database closes
  app.addHook('onClose', () => ctx.counters.flush());
  // the 实验空间 upload worker (none when the connector is off) stops before the database closes
  ctx.ilabWorker = startIlabWorker(ctx, app.log);
  app.addHook('onClose', async () => ctx.ilabWorker?.stop());
  // quiz attempts open past their deadline are submitted by the server, tab open or not
  const quizSweep = startQuizDeadlineSweep(ctx, app.log);
  app.addHook('onClose', () => quizSweep.stop());
  installJsonBodyParser(app);
  installErrorHandling(app, config.bodyLimitBytes);
  installInputGuard(app);
  await registerSecurity(app, config);
  installDraining(app);
  installAfterReply(app);
  installPublicCache(app, config);
  const limitStore = config.rateLimitStore === 'database' ? databaseRateLimitStore(db) : null;
  app.decorate('rateLimitStore', limitStore);
  await app.register(
    rateLimit,
    limitStore
      ? // a store error lets the request through: the route itself then meets the database
        { global: false, store: limitStore, skipOnError: true }
      : { global: false },
  );
  // Before the routes: it collects them for /api/openapi.json as they are added.
  await registerOpenApi(app);

  healthRoutes(app, ctx);
  captchaRoutes(app, ctx);
  authRoutes(app, ctx);
  ssoRoutes(app, ctx);
  userRoutes(app, ctx);
  accountRoutes(app, ctx);
  resourceRoutes(app, ctx);
  articleRoutes(app, ctx);
  siteRoutes(app, ctx);
  searchRoutes(app, ctx);
  statisticsRoutes(app, ctx);
  statisticsChartRoutes(app, ctx);
  courseRoutes(app, ctx);
  learningRoutes(app, ctx);
  experimentRoutes(app, ctx);
  ilabRoutes(app, ctx);
  adminContentRoutes(app, ctx);
  adminPeopleRoutes(app, ctx);
  adminMediaRoutes(app, ctx);
  adminCourseRoutes(app, ctx);
  adminRegistryRoutes(app, ctx);
  adminVersionRoutes(app, ctx);
  adminCourseMessageRoutes(app, ctx);
  teachingClassRoutes(app, ctx);
  teachingQuestionRoutes(app, ctx);
  teachingQuizRoutes(app, ctx);
  teachingGradebookRoutes(app, ctx);
  teachingReportRoutes(app, ctx);
  teachingReportExportRoutes(app, ctx);
  teachingReportSimilarityRoutes(app, ctx);
  adminSpreadsheetRoutes(app, ctx);
  await registerVersionedSite(app, config);
  await registerStaticSite(app, config, () => siteInfo(db));
  return app;
}
