/** Virtual experiments: the catalogue, launching one and handing in the result. */
import type { FastifyInstance } from 'fastify';
import type {
  ExperimentFinishBody,
  ExperimentListQuery,
  UserLearnRecordQuery,
} from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { optionalLogin, requireLogin, sessionOf } from '../auth/require-login';
import { MSG_NOT_FOUND_CONTENT } from '../content/messages';
import {
  finishExperiment,
  listExperimentRecords,
  listExperiments,
  experimentExists,
  MSG_EXPERIMENT_UNAVAILABLE,
  removeUnfinishedSessions,
  startExperiment,
} from '../experiments/experiment-queries';
import { ApiError, ok } from '../http/envelope';
import { idSchema, keywordSchema, pageQueryProperties, pageWindow } from '../http/paging';
import { bodyOf } from '../http/schemas';
import { checkDateRange, dateRangeProperties } from '../statistics/date-range';

/** How often experimentStart looks for expired unfinished sessions. */
const SWEEP_INTERVAL_MS = 600_000;

export function experimentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ExperimentListQuery }>(
    '/api/xnfz/experimentList',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, keyword: keywordSchema },
        },
      },
    },
    async (request) =>
      ok(
        await listExperiments(ctx.db, {
          keyword: request.query.keyword?.trim() || undefined,
          ...pageWindow(request.query),
        }),
      ),
  );

  // unfinished sessions older than EXPERIMENT_SESSION_HOURS go, looked for every 10 minutes
  let lastSweep = 0;
  const sweepStale = async () => {
    const now = ctx.config.now().getTime();
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await removeUnfinishedSessions(
      ctx,
      new Date(now - ctx.config.experimentSessionHours * 3600_000),
    );
  };

  app.post<{ Body: { experimentId: number } }>(
    '/api/xnfz/experimentStart',
    {
      schema: { body: bodyOf({ experimentId: idSchema }, ['experimentId']) },
      config: {
        rateLimit: {
          max: ctx.config.experimentRateMax,
          timeWindow: ctx.config.rateLimit.windowSeconds * 1000,
        },
      },
      preHandler: optionalLogin(ctx),
    },
    async (request) => {
      await sweepStale();
      const user = request.session?.user;
      const data = await startExperiment(ctx, request.body.experimentId, {
        userId: user?.id ?? null,
        identity: user?.identity ?? 'visitor',
      });
      if (!data) {
        const exists = await experimentExists(ctx, request.body.experimentId);
        throw new ApiError(exists ? MSG_EXPERIMENT_UNAVAILABLE : MSG_NOT_FOUND_CONTENT);
      }
      return ok(data);
    },
  );

  app.post<{ Body: ExperimentFinishBody }>(
    '/api/xnfz/experimentFinish',
    {
      schema: {
        body: bodyOf(
          {
            sessionId: { type: 'string', minLength: 1, maxLength: 64 },
            score: { type: 'number', minimum: 0, maximum: 100 },
            durationSeconds: { type: 'integer', minimum: 0, maximum: 86_400 },
            report: { type: 'string', maxLength: 20_000 },
          },
          ['sessionId', 'score', 'durationSeconds'],
        ),
      },
      preHandler: requireLogin(ctx),
    },
    async (request) => ok(await finishExperiment(ctx, sessionOf(request).user.id, request.body)),
  );

  app.get<{ Querystring: UserLearnRecordQuery }>(
    '/api/xnfz/userExperimentRecord',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, ...dateRangeProperties },
        },
      },
      preHandler: requireLogin(ctx),
    },
    async (request) => {
      checkDateRange(request.query);
      return ok(
        await listExperimentRecords(
          ctx,
          sessionOf(request).user.id,
          request.query,
          pageWindow(request.query),
        ),
      );
    },
  );
}
