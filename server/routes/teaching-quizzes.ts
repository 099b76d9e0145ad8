/** Teaching calls for quizzes (测验): teachers build, publish, follow and grade; students take. */
import type { FastifyInstance } from 'fastify';
import { versionSchema } from '../admin/admin-schemas';
import type { AppContext } from '../app-context';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import {
  attemptPaper,
  attemptResult,
  saveAnswer,
  startQuiz,
  submitAttempt,
} from '../teaching/quizzes/quiz-attempts';
import {
  essayAnswers,
  gradeEssay,
  quizTakers,
  reopenAttempt,
} from '../teaching/quizzes/quiz-marking';
import {
  essayCommentSchema,
  indexSchema,
  minutesSchema,
  quizDraftSchema,
  responseSchema,
  scoreSchema,
} from '../teaching/quizzes/quiz-schemas';
import { myQuizzes, quizIntro } from '../teaching/quizzes/quiz-standing';
import { quizStats } from '../teaching/quizzes/quiz-stats';
import {
  deleteQuiz,
  listQuizzes,
  publishQuiz,
  quizDetail,
  quizTargets,
  saveQuiz,
} from '../teaching/quizzes/quiz-store';
import { perAccount } from '../http/rate-limit-key';
import { teachingRoute } from '../teaching/teaching-route';

/**
 * A student saves an answer every few seconds while answering; far more is not a person. Counted
 * per account: a computer room of a whole class shares one address.
 */
const ANSWER_RATE = { max: 240, timeWindow: 60_000, keyGenerator: perAccount };

export function teachingQuizRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();

  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizList',
    { ...pageQueryProperties, classId: idSchema, courseId: idSchema, keyword: keywordSchema },
    [],
    ({ input, user }) => listQuizzes(ctx.db, user, input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizTargets',
    { classId: idSchema },
    ['classId'],
    ({ input, user }) => quizTargets(ctx.db, user, input.classId),
  );
  teachingRoute(app, ctx, '/api/teaching/quizDetail', { id: idSchema }, ['id'], ({ input, user }) =>
    quizDetail(ctx.db, user, input.id),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizSave',
    { id: idSchema, quiz: quizDraftSchema, version: versionSchema },
    ['quiz'],
    ({ input, user }) => saveQuiz(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizPublish',
    { id: idSchema, published: { type: 'boolean' } },
    ['id', 'published'],
    ({ input, user }) => publishQuiz(ctx.db, user, now(), input),
  );
  teachingRoute(app, ctx, '/api/teaching/quizDelete', { id: idSchema }, ['id'], ({ input, user }) =>
    deleteQuiz(ctx.db, user, now(), input.id),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizTakers',
    { ...pageQueryProperties, quizId: idSchema, keyword: keywordSchema },
    ['quizId'],
    ({ input, user }) => quizTakers(ctx.db, user, input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizReopen',
    { quizId: idSchema, userId: idSchema, minutes: minutesSchema },
    ['quizId', 'userId', 'minutes'],
    ({ input, user }) => reopenAttempt(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizEssays',
    {
      ...pageQueryProperties,
      quizId: idSchema,
      questionId: idSchema,
      userId: idSchema,
      pendingOnly: { type: 'boolean' },
    },
    ['quizId'],
    ({ input, user }) => essayAnswers(ctx.db, user, input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizEssayGrade',
    { attemptId: idSchema, index: indexSchema, score: scoreSchema, comment: essayCommentSchema },
    ['attemptId', 'index', 'score', 'comment'],
    ({ input, user }) => gradeEssay(ctx.db, user, now(), input),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizStats',
    { quizId: idSchema },
    ['quizId'],
    ({ input, user }) => quizStats(ctx.db, user, input.quizId),
  );

  teachingRoute(
    app,
    ctx,
    '/api/teaching/myQuizzes',
    {
      ...pageQueryProperties,
      courseId: idSchema,
      classId: idSchema,
      state: { type: 'string', enum: ['current', 'done'] },
    },
    [],
    ({ input, user }) => myQuizzes(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizIntro',
    { quizId: idSchema },
    ['quizId'],
    ({ input, user }) => quizIntro(ctx.db, user, now(), input.quizId),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizStart',
    { quizId: idSchema },
    ['quizId'],
    ({ input, user }) => startQuiz(ctx.db, user, now(), input.quizId),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizPaper',
    { attemptId: idSchema },
    ['attemptId'],
    ({ input, user }) => attemptPaper(ctx.db, user, now(), input.attemptId),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizAnswer',
    { attemptId: idSchema, index: indexSchema, response: responseSchema },
    ['attemptId', 'index', 'response'],
    ({ input, user }) => saveAnswer(ctx.db, user, now(), input),
    { rateLimit: ANSWER_RATE },
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizSubmit',
    { attemptId: idSchema },
    ['attemptId'],
    ({ input, user }) => submitAttempt(ctx.db, user, now(), input.attemptId),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/quizResult',
    { attemptId: idSchema },
    ['attemptId'],
    ({ input, user }) => attemptResult(ctx.db, user, now(), input.attemptId),
  );
}
