/** Console calls for courses (with chapters and lessons) and the category trees. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import {
  categoryTree,
  deleteCategory,
  orderCategories,
  saveCategory,
} from '../admin/admin-categories';
import {
  adminCourse,
  deleteChapter,
  deleteCourse,
  deleteLesson,
  discardCourseDraft,
  orderOutline,
  publishCourse,
  saveChapter,
  saveCourse,
  saveLesson,
} from '../admin/admin-course-editor';
import { adminRoute } from '../admin/admin-route';
import {
  courseTypeSchema,
  mediaFileSchema,
  nullableIdSchema,
  requireVersion,
  textOf,
  titleOf,
  versionSchema,
} from '../admin/admin-schemas';
import { idSchema } from '../http/paging';

const scopeSchema = { type: 'string', enum: ['course', 'resource', 'red'] } as const;
const idList = (max: number) =>
  ({
    type: 'array',
    maxItems: max,
    items: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
  }) as const;

export function adminCourseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();
  const byId = { id: idSchema };

  adminRoute(app, ctx, '/api/admin/courseDetail', byId, ['id'], ({ input, staff }) =>
    adminCourse(ctx.db, staff, input.id),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/courseSave',
    {
      id: idSchema,
      version: versionSchema,
      title: titleOf(100),
      type: courseTypeSchema,
      categoryId: nullableIdSchema,
      cover: mediaFileSchema,
      summary: textOf(300),
      description: textOf(100_000),
      teacher: textOf(50),
      ownerId: nullableIdSchema,
      tags: { type: 'array', maxItems: 10, items: titleOf(20) },
      published: { type: 'boolean' },
    },
    [
      'title',
      'type',
      'categoryId',
      'cover',
      'summary',
      'description',
      'teacher',
      'ownerId',
      'tags',
      'published',
    ],
    ({ input, staff }) => {
      requireVersion(input);
      return saveCourse(ctx.db, staff, now(), input);
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/coursePublish',
    { id: idSchema, published: { type: 'boolean' }, version: versionSchema },
    ['id', 'published'],
    ({ input, staff }) =>
      publishCourse(ctx.db, staff, now(), input.id, input.published, input.version),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/courseDraftDiscard',
    { id: idSchema, version: versionSchema },
    ['id', 'version'],
    ({ input, staff }) => discardCourseDraft(ctx.db, staff, now(), input.id, input.version),
  );

  adminRoute(app, ctx, '/api/admin/courseDelete', byId, ['id'], async ({ input, staff }) => {
    await deleteCourse(ctx.db, staff, now(), input.id);
    return null;
  });

  adminRoute(
    app,
    ctx,
    '/api/admin/chapterSave',
    { id: idSchema, courseId: idSchema, title: titleOf(100) },
    ['courseId', 'title'],
    ({ input, staff }) => saveChapter(ctx.db, staff, now(), input),
  );

  adminRoute(app, ctx, '/api/admin/chapterDelete', byId, ['id'], ({ input, staff }) =>
    deleteChapter(ctx.db, staff, now(), input.id),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/lessonSave',
    {
      id: idSchema,
      chapterId: idSchema,
      title: titleOf(100),
      videoUrl: mediaFileSchema,
      poster: mediaFileSchema,
      durationSeconds: { type: 'integer', minimum: 0, maximum: 86_400 },
    },
    ['chapterId', 'title', 'videoUrl', 'poster', 'durationSeconds'],
    ({ input, staff }) => saveLesson(ctx.db, staff, now(), input),
  );

  adminRoute(app, ctx, '/api/admin/lessonDelete', byId, ['id'], ({ input, staff }) =>
    deleteLesson(ctx.db, staff, now(), input.id),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/courseOutlineOrder',
    {
      courseId: idSchema,
      version: versionSchema,
      chapters: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          properties: { id: idSchema, lessonIds: idList(500) },
          required: ['id', 'lessonIds'],
          additionalProperties: false,
        },
      },
    },
    ['courseId', 'version', 'chapters'],
    ({ input, staff }) => orderOutline(ctx.db, staff, now(), input),
  );

  adminRoute(app, ctx, '/api/admin/categoryTree', { scope: scopeSchema }, ['scope'], ({ input }) =>
    categoryTree(ctx.db, input.scope),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/categorySave',
    {
      id: idSchema,
      scope: scopeSchema,
      parentId: nullableIdSchema,
      name: titleOf(30),
      courseType: { type: ['string', 'null'], enum: ['major', 'practice', 'simulation', null] },
    },
    ['scope', 'parentId', 'name', 'courseType'],
    ({ input, staff }) => saveCategory(ctx.db, staff, now(), input),
  );

  adminRoute(app, ctx, '/api/admin/categoryDelete', byId, ['id'], ({ input, staff }) =>
    deleteCategory(ctx.db, staff, now(), input.id),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/categoryOrder',
    { scope: scopeSchema, parentId: nullableIdSchema, ids: idList(500) },
    ['scope', 'parentId', 'ids'],
    ({ input, staff }) => orderCategories(ctx.db, staff, now(), input),
  );
}
