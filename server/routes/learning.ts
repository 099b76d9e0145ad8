/** Personal learning: progress reports, ratings, collections, 我的学习 and 学习记录. */
import type { FastifyInstance } from 'fastify';
import type {
  CollectBody,
  CollectTargetType,
  LearnProgressBody,
  MessageReadBody,
  PageQuery,
  RateCourseBody,
  UserCollectQuery,
  UserLearnRecordQuery,
} from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { requireLogin, sessionOf } from '../auth/require-login';
import { MSG_NOT_FOUND_CONTENT } from '../content/messages';
import { ApiError, ok } from '../http/envelope';
import { idSchema, pageQueryProperties, pageWindow } from '../http/paging';
import { bodyOf } from '../http/schemas';
import { collect, listCollections, targetExists, uncollect } from '../learning/collections';
import { markMessagesRead, myMessages } from '../learning/course-messages';
import { rateCourse } from '../learning/course-ratings';
import { reportLearnProgress } from '../learning/learn-progress';
import { listLearnRecords, listUserLearning } from '../learning/user-learning';
import { checkDateRange, dateRangeProperties } from '../statistics/date-range';

const TARGET_TYPES: readonly CollectTargetType[] = ['course', 'resource'];
const targetTypeSchema = { type: 'string', enum: [...TARGET_TYPES] } as const;
/** Seconds in a video: whole or fractional (a player's currentTime), at most a day. */
const secondsSchema = { type: 'number', minimum: 0, maximum: 86_400 } as const;

const collectBody = bodyOf({ targetType: targetTypeSchema, targetId: idSchema }, [
  'targetType',
  'targetId',
]);

export function learningRoutes(app: FastifyInstance, ctx: AppContext): void {
  const login = requireLogin(ctx);

  app.post<{ Body: LearnProgressBody }>(
    '/api/xnfz/learnProgress',
    {
      schema: {
        body: bodyOf(
          { lessonId: idSchema, position: secondsSchema, watchedSeconds: secondsSchema },
          ['lessonId', 'position', 'watchedSeconds'],
        ),
      },
      onRequest: login,
    },
    async (request) => {
      const data = await reportLearnProgress(ctx, sessionOf(request).user, request.body);
      if (!data) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      return ok(data);
    },
  );

  app.post<{ Body: RateCourseBody }>(
    '/api/xnfz/rateCourse',
    {
      schema: {
        body: bodyOf({ courseId: idSchema, score: { type: 'integer', minimum: 1, maximum: 5 } }, [
          'courseId',
          'score',
        ]),
      },
      onRequest: login,
    },
    async (request) => {
      const { courseId, score } = request.body;
      const data = await rateCourse(
        ctx.db,
        sessionOf(request).user.id,
        courseId,
        score,
        ctx.config.now(),
      );
      if (!data) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      return ok(data);
    },
  );

  app.post<{ Body: CollectBody }>(
    '/api/xnfz/collect',
    { schema: { body: collectBody }, onRequest: login },
    async (request) => {
      const { targetType, targetId } = request.body;
      if (!(await targetExists(ctx.db, targetType, targetId, true)))
        throw new ApiError(MSG_NOT_FOUND_CONTENT);
      await collect(ctx.db, sessionOf(request).user.id, targetType, targetId, ctx.config.now());
      return ok({ collected: true as const });
    },
  );

  app.post<{ Body: CollectBody }>(
    '/api/xnfz/uncollect',
    { schema: { body: collectBody }, onRequest: login },
    async (request) => {
      const { targetType, targetId } = request.body;
      if (!(await targetExists(ctx.db, targetType, targetId, false)))
        throw new ApiError(MSG_NOT_FOUND_CONTENT);
      await uncollect(ctx.db, sessionOf(request).user.id, targetType, targetId);
      return ok({ collected: false as const });
    },
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/xnfz/userLearn',
    {
      schema: { querystring: { type: 'object', properties: pageQueryProperties } },
      onRequest: login,
    },
    async (request) =>
      ok(await listUserLearning(ctx.db, sessionOf(request).user.id, pageWindow(request.query))),
  );

  app.get<{ Querystring: PageQuery }>(
    '/api/xnfz/myMessages',
    {
      schema: { querystring: { type: 'object', properties: pageQueryProperties } },
      onRequest: login,
    },
    async (request) =>
      ok(await myMessages(ctx.db, sessionOf(request).user.id, pageWindow(request.query))),
  );

  app.post<{ Body: MessageReadBody }>(
    '/api/xnfz/myMessageRead',
    {
      schema: { body: bodyOf({ id: idSchema, all: { type: 'boolean' } }, []) },
      onRequest: login,
    },
    async (request) =>
      ok(
        await markMessagesRead(ctx.db, sessionOf(request).user.id, ctx.config.now(), request.body),
      ),
  );

  app.get<{ Querystring: UserCollectQuery }>(
    '/api/xnfz/userCollect',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, targetType: targetTypeSchema },
        },
      },
      onRequest: login,
    },
    async (request) =>
      ok(
        await listCollections(ctx.db, sessionOf(request).user.id, {
          targetType: request.query.targetType,
          ...pageWindow(request.query),
        }),
      ),
  );

  app.get<{ Querystring: UserLearnRecordQuery }>(
    '/api/xnfz/userLearnRecord',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, ...dateRangeProperties },
        },
      },
      onRequest: login,
    },
    async (request) => {
      checkDateRange(request.query);
      return ok(
        await listLearnRecords(
          ctx.db,
          sessionOf(request).user.id,
          request.query,
          ctx.config.timeZone,
          pageWindow(request.query),
        ),
      );
    },
  );
}
