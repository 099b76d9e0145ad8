/** Teaching calls for a course's question bank (题库): its teachers keep it; files in and out. */
import type { FastifyInstance } from 'fastify';
import { BULK_MAX } from '../../src/core/api/admin-contract';
import { IMPORT_BASE64_MAX, importFileProperties, versionSchema } from '../admin/admin-schemas';
import type { AppContext } from '../app-context';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import {
  exportQuestions,
  importQuestions,
  questionTemplate,
} from '../teaching/questions/question-files';
import {
  difficultySchema,
  draftSchema,
  formatSchema,
  questionFileProperties,
  questionTypeSchema,
  tagSchema,
} from '../teaching/questions/question-schemas';
import {
  copyQuestion,
  deleteQuestions,
  listQuestions,
  questionCourses,
  questionDetail,
  questionTags,
  saveQuestion,
} from '../teaching/questions/question-store';
import { teachingRoute } from '../teaching/teaching-route';

const filterProperties = {
  courseId: idSchema,
  keyword: keywordSchema,
  type: questionTypeSchema,
  difficulty: difficultySchema,
  tag: tagSchema,
};

export function teachingQuestionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();
  const clock = () => ({ now: now(), timeZone: ctx.config.timeZone });

  teachingRoute(app, ctx, '/api/teaching/questionCourses', {}, [], ({ user }) =>
    questionCourses(ctx.db, user),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionList',
    { ...pageQueryProperties, ...filterProperties },
    ['courseId'],
    ({ input, user }) => listQuestions(ctx.db, user, input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionTags',
    { courseId: idSchema },
    ['courseId'],
    ({ input, user }) => questionTags(ctx.db, user, input.courseId),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionDetail',
    { id: idSchema },
    ['id'],
    ({ input, user }) => questionDetail(ctx.db, user, input.id),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionSave',
    { id: idSchema, courseId: idSchema, question: draftSchema, version: versionSchema },
    ['courseId', 'question'],
    ({ input, user }) => saveQuestion(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionCopy',
    { id: idSchema },
    ['id'],
    ({ input, user }) => copyQuestion(ctx.db, user, now(), input.id),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionDelete',
    {
      courseId: idSchema,
      ids: { type: 'array', items: idSchema, minItems: 1, maxItems: BULK_MAX },
    },
    ['courseId', 'ids'],
    ({ input, user }) => deleteQuestions(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionImport',
    {
      courseId: idSchema,
      format: formatSchema,
      ...importFileProperties,
      ...questionFileProperties,
      dryRun: { type: 'boolean' },
    },
    ['courseId', 'format', 'fileName', 'contentBase64', 'dryRun'],
    ({ input, user }) => importQuestions(ctx.db, user, now(), input),
    { bodyLimit: IMPORT_BASE64_MAX + 4096 },
  );

  teachingRoute(app, ctx, '/api/teaching/questionTemplate', {}, [], () => questionTemplate());

  teachingRoute(
    app,
    ctx,
    '/api/teaching/questionExport',
    { ...filterProperties, format: formatSchema },
    ['courseId', 'format'],
    ({ input, user }) => exportQuestions(ctx.db, user, clock(), input),
  );
}
