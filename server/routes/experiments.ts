/** Virtual experiments: the catalogue, launching one and handing in the result. */
import type { FastifyInstance } from 'fastify';
import type { FastifyBaseLogger } from 'fastify';
import type {
  ExperimentFinishBody,
  ExperimentListQuery,
  ExperimentResultBody,
  UserLearnRecordQuery,
} from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { quizGateRefusal } from '../teaching/quizzes/quiz-gate';
import { optionalLogin, requireLogin, sessionOf } from '../auth/require-login';
import { MSG_NOT_FOUND_CONTENT } from '../content/messages';
import {
  ANONYMOUS_SESSION_MINUTES,
  finishExperiment,
  SignatureRefused,
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
import { perAccount } from '../http/rate-limit-key';
import { checkDateRange, dateRangeProperties } from '../statistics/date-range';

/** How often experimentStart looks for expired unfinished sessions. */
const SWEEP_INTERVAL_MS = 600_000;

const STEP_TEXT = { type: 'string', maxLength: 200 } as const;
/** A ms timestamp (2000 … 2100). */
const TIMESTAMP = {
  type: 'integer',
  minimum: 946_684_800_000,
  maximum: 4_102_444_800_000,
} as const;

/** One step of the result protocol (contract `ExperimentStep`). */
const stepSchema = bodyOf(
  {
    seq: { type: 'integer', minimum: 1, maximum: 100 },
    title: { type: 'string', minLength: 1, maxLength: 200 },
    startTime: TIMESTAMP,
    endTime: TIMESTAMP,
    timeUsed: { type: 'integer', minimum: 0, maximum: 86_400 },
    expectTime: { type: 'integer', minimum: 0, maximum: 86_400 },
    maxScore: { type: 'number', minimum: 0, maximum: 100 },
    score: { type: 'number', minimum: 0, maximum: 100 },
    repeatCount: { type: 'integer', minimum: 0, maximum: 10_000 },
    evaluation: STEP_TEXT,
    scoringModel: STEP_TEXT,
    remarks: STEP_TEXT,
  },
  [
    'seq',
    'title',
    'startTime',
    'endTime',
    'timeUsed',
    'expectTime',
    'maxScore',
    'score',
    'repeatCount',
  ],
);

/** The fields of a result (experimentFinish and experimentResult share them). */
const resultProperties = {
  sessionId: { type: 'string', minLength: 1, maxLength: 64 },
  score: { type: 'number', minimum: 0, maximum: 100 },
  durationSeconds: { type: 'integer', minimum: 0, maximum: 86_400 },
  report: { type: 'string', maxLength: 20_000 },
  steps: { type: 'array', maxItems: 100, items: stepSchema },
  startTime: TIMESTAMP,
  endTime: TIMESTAMP,
  status: { type: 'string', enum: ['finished', 'unfinished'] },
} as const;

const signatureProperties = {
  signature: {
    type: 'string',
    pattern: '^[0-9a-f]{64}$',
    description: '必须是 64 位小写十六进制的 HMAC-SHA256 签名',
  },
  timestamp: TIMESTAMP,
} as const;

/** Logs a refused signature as a warning (who, which session, why) and passes the error on. */
function logRefusal(log: FastifyBaseLogger, error: unknown, ip: string): never {
  if (error instanceof SignatureRefused) {
    log.warn(
      { ...error.detail, ip, reason: error.message },
      'experiment result refused: unsigned or badly signed',
    );
  }
  throw error;
}

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
      new Date(now - ANONYMOUS_SESSION_MINUTES * 60_000),
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
          // signed in: per session (a computer room starting together is one address)
          keyGenerator: perAccount,
        },
      },
      onRequest: optionalLogin(ctx),
    },
    async (request) => {
      await sweepStale();
      const user = request.session?.user;
      const gate = user ? await quizGateRefusal(ctx.db, user.id, request.body.experimentId) : null;
      if (gate) throw new ApiError(gate);
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
            ...resultProperties,
            readings: { type: 'object', minProperties: 1 },
            ...signatureProperties,
          },
          ['sessionId', 'score', 'durationSeconds'],
        ),
      },
      onRequest: requireLogin(ctx),
    },
    async (request) =>
      ok(
        await finishExperiment(ctx, sessionOf(request).user.id, request.body).catch((error) =>
          logRefusal(request.log, error, request.ip),
        ),
      ),
  );

  // a third-party experiment's own server hands in a signed result (no user token)
  app.post<{ Body: ExperimentResultBody }>(
    '/api/xnfz/experimentResult',
    {
      schema: {
        body: bodyOf({ ...resultProperties, ...signatureProperties }, [
          'sessionId',
          'score',
          'durationSeconds',
          'signature',
          'timestamp',
        ]),
      },
      config: {
        rateLimit: {
          max: ctx.config.experimentRateMax,
          timeWindow: ctx.config.rateLimit.windowSeconds * 1000,
        },
      },
    },
    async (request) =>
      ok(
        await finishExperiment(ctx, null, request.body, { signedOnly: true }).catch((error) =>
          logRefusal(request.log, error, request.ip),
        ),
      ),
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
      onRequest: requireLogin(ctx),
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
