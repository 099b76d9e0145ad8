/** Teaching calls for the grade book (成绩册): a class's teachers read, weigh and export it; students read their own row. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import { gradebookSettingsSchema } from '../teaching/gradebook/gradebook-schemas';
import {
  classGradebook,
  gradebookExport,
  myGrades,
  saveGradebook,
} from '../teaching/gradebook/gradebook-store';
import { teachingRoute } from '../teaching/teaching-route';

export function teachingGradebookRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();
  teachingRoute(
    app,
    ctx,
    '/api/teaching/gradebook',
    { ...pageQueryProperties, classId: idSchema, keyword: keywordSchema },
    ['classId'],
    ({ input, user }) => classGradebook(ctx.db, user, input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/gradebookSave',
    {
      classId: idSchema,
      settings: gradebookSettingsSchema,
      version: { type: 'string', pattern: '^[0-9]{1,10}$' },
    },
    ['classId', 'settings', 'version'],
    ({ input, user }) => saveGradebook(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/gradebookExport',
    { classId: idSchema },
    ['classId'],
    ({ input, user }) =>
      gradebookExport(ctx.db, user, { now: now(), timeZone: ctx.config.timeZone }, input.classId),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/myGrades',
    { ...pageQueryProperties },
    [],
    ({ input, user }) => myGrades(ctx.db, user, input),
  );
}
