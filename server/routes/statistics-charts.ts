/** The charts of the data screen (统计): counts, learning, traffic and the course ranking. */
import type { FastifyInstance } from 'fastify';
import type {
  CourseType,
  LessonLearnCountQuery,
  LessonRankingQuery,
  RankingBy,
} from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { noQuerySchema } from '../http/schemas';
import { ok } from '../http/envelope';
import { clampCount } from '../http/paging';
import {
  identityMonthSeries,
  identityTotals,
  lessonCount,
  lessonLearnCount,
  lessonRanking,
  webMonthClicks,
} from '../statistics/chart-queries';
import { METRICS } from '../statistics/daily-counters';
import { checkDateRange, dateRangeProperties } from '../statistics/date-range';
import { lastTwelveMonths } from '../statistics/month-window';
import { courseTypeSchema } from './courses';

const RANKING_BY: readonly RankingBy[] = ['learn', 'rating', 'click'];
export const CHART_LIMIT_MAX = 50;
const limitSchema = { type: 'integer', minimum: 1, maximum: CHART_LIMIT_MAX, default: 10 } as const;

export function statisticsChartRoutes(app: FastifyInstance, ctx: AppContext): void {
  const window = () => lastTwelveMonths(ctx.config.now(), ctx.config.timeZone);

  app.get<{ Querystring: { type?: CourseType } }>(
    '/api/xnfz/lessonCount',
    {
      config: { publicCache: 'shared' },
      schema: { querystring: { type: 'object', properties: { type: courseTypeSchema } } },
    },
    async (request) => ok(await lessonCount(ctx.db, request.query.type)),
  );

  app.get<{ Querystring: LessonLearnCountQuery }>(
    '/api/xnfz/lessonLearnCount',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...dateRangeProperties, limit: limitSchema },
        },
      },
    },
    async (request) => {
      checkDateRange(request.query);
      return ok(
        await lessonLearnCount(
          ctx.db,
          request.query,
          clampCount(request.query.limit, 1, CHART_LIMIT_MAX, 10),
        ),
      );
    },
  );

  app.get(
    '/api/xnfz/identityMonthClicks',
    { schema: { querystring: noQuerySchema }, config: { publicCache: 'shared' } },
    async () => ok(await identityMonthSeries(ctx.db, METRICS.pageVisit, window())),
  );

  app.get(
    '/api/xnfz/identityTrainingClicks',
    { schema: { querystring: noQuerySchema }, config: { publicCache: 'shared' } },
    async () => ok(await identityTotals(ctx.db, METRICS.experimentLaunch)),
  );

  app.get(
    '/api/xnfz/identityMonthDuration',
    { schema: { querystring: noQuerySchema }, config: { publicCache: 'shared' } },
    async () => ok(await identityMonthSeries(ctx.db, METRICS.learnSeconds, window())),
  );

  app.get(
    '/api/xnfz/webMonthClicks',
    { schema: { querystring: noQuerySchema }, config: { publicCache: 'shared' } },
    async () => ok(await webMonthClicks(ctx.db, window())),
  );

  app.get<{ Querystring: LessonRankingQuery }>(
    '/api/xnfz/lessonRanking',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            by: { type: 'string', enum: [...RANKING_BY], default: 'learn' },
            limit: limitSchema,
          },
        },
      },
    },
    async (request) =>
      ok(
        await lessonRanking(
          ctx.db,
          request.query.by ?? 'learn',
          clampCount(request.query.limit, 1, CHART_LIMIT_MAX, 10),
        ),
      ),
  );
}
