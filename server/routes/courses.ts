/** The course library: categories, the course list, a course, a lesson and its drawn poster. */
import type { FastifyInstance } from 'fastify';
import { COURSE_TYPES } from '../../src/core/api/contract';
import type { CourseListQuery, CourseSort, CourseType } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { optionalLogin } from '../auth/require-login';
import { sizedImages } from '../content/image-sizes';
import { MSG_NOT_FOUND_CONTENT } from '../content/messages';
import { courseCategoryTree } from '../courses/course-categories';
import { courseDetail } from '../courses/course-detail';
import { listCourses } from '../courses/course-list';
import { lessonDetail } from '../courses/lesson-detail';
import { lessonPosterSvg, lessonPosterTitles } from '../courses/lesson-poster';
import { startLearnClock } from '../learning/learn-progress';
import { ApiError, ok } from '../http/envelope';
import { idSchema, keywordSchema, pageQueryProperties, pageWindow } from '../http/paging';

const COURSE_SORTS: readonly CourseSort[] = ['new', 'hot', 'rating'];
export const courseTypeSchema = { type: 'string', enum: [...COURSE_TYPES] } as const;

const idQuery = {
  type: 'object',
  properties: { id: idSchema },
  required: ['id'],
} as const;

export function courseRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { type?: CourseType } }>(
    '/api/xnfz/courseCategories',
    {
      config: { publicCache: 'shared' },
      schema: { querystring: { type: 'object', properties: { type: courseTypeSchema } } },
    },
    async (request) => ok(await courseCategoryTree(ctx.db, request.query.type)),
  );

  app.get<{ Querystring: CourseListQuery }>(
    '/api/xnfz/courseList',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            categoryId: idSchema,
            type: courseTypeSchema,
            keyword: keywordSchema,
            sort: { type: 'string', enum: [...COURSE_SORTS], default: 'new' },
          },
        },
      },
    },
    async (request) => {
      const query = request.query;
      return ok(
        await listCourses(ctx.db, {
          categoryId: query.categoryId,
          type: query.type,
          keyword: query.keyword?.trim() || undefined,
          sort: query.sort ?? 'new',
          ...pageWindow(query),
        }),
      );
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/xnfz/courseDetail',
    {
      config: { publicCache: 'counted' },
      schema: { querystring: idQuery },
      onRequest: optionalLogin(ctx),
    },
    async (request) => {
      const user = request.session?.user;
      const caller = user ? { userId: user.id, identity: user.identity } : null;
      const detail = await courseDetail(ctx, request.query.id, caller);
      if (!detail) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      return ok({ ...detail, description: sizedImages(detail.description, ctx.config.mediaDir) });
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/xnfz/lessonDetail',
    {
      config: { publicCache: 'shared' },
      schema: { querystring: idQuery },
      onRequest: optionalLogin(ctx),
    },
    async (request) => {
      const userId = request.session?.user.id ?? null;
      const detail = await lessonDetail(ctx.db, request.query.id, userId);
      if (!detail) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      if (userId !== null) await startLearnClock(ctx.db, userId, ctx.config.now());
      return ok(detail);
    },
  );

  // a lesson's poster drawn from its titles (the demo lessons', which share one neutral clip)
  app.get<{ Params: { file: string } }>('/media/lesson-posters/:file', async (request, reply) => {
    const id = Number(/^([1-9]\d{0,8})\.svg$/.exec(request.params.file)?.[1] ?? 0);
    const titles = id > 0 ? await lessonPosterTitles(ctx.db, id) : null;
    if (!titles) return reply.callNotFound();
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('image/svg+xml; charset=utf-8')
      .send(lessonPosterSvg(titles));
  });
}
