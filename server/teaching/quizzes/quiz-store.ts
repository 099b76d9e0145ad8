/**
 * A class's quizzes as its teachers build them: list, open, create and edit (a stale copy is an
 * edit conflict; the paper is fixed once a student has made an attempt), publish, delete.
 * Every change is audited in its transaction.
 */
import { isDeepStrictEqual } from 'node:util';
import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import type { Paged } from '../../../src/core/api/contract';
import {
  MSG_QUIZ_HAS_ATTEMPTS,
  type QuizDetail,
  type QuizDraft,
  type QuizListQuery,
  type QuizPublishBody,
  type QuizRow,
  type QuizSaveBody,
  type QuizTargets,
} from '../../../src/core/api/quiz-contract';
import { auditorOf } from '../../admin/audit-log';
import { checkRevision } from '../../admin/revision-check';
import type { Database } from '../../db/open-database';
import {
  chapters,
  classes,
  courses,
  experiments,
  questions,
  quizAttempts,
  quizzes,
} from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { likePattern, pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy, managedClasses } from '../classes/class-access';
import { quizTaughtBy, type QuizRecord } from './quiz-access';
import { checkedQuiz } from './quiz-check';
import { attemptDeadline } from './quiz-outcome';
import { questionRows } from '../questions/question-store';

const audit = auditorOf('quiz');

/** The draft of a stored quiz. */
export function quizDraftOf(row: QuizRecord): QuizDraft {
  return {
    classId: row.classId,
    kind: row.kind,
    chapterId: row.chapterId,
    experimentId: row.experimentId,
    title: row.title,
    description: row.description,
    settings: row.settings,
    paper: row.paper,
  };
}

async function attemptCount(db: Database, quizId: number): Promise<number> {
  const [found] = await db
    .select({ n: count() })
    .from(quizAttempts)
    .where(eq(quizAttempts.quizId, quizId));
  return found?.n ?? 0;
}

async function detailOf(db: Database, row: QuizRecord): Promise<QuizDetail> {
  const ids = row.paper.mode === 'fixed' ? row.paper.items.map((item) => item.questionId) : [];
  return {
    ...quizDraftOf(row),
    id: row.id,
    status: row.status,
    attemptCount: await attemptCount(db, row.id),
    questionCount: row.questionCount,
    total: row.total,
    paperQuestions:
      ids.length === 0
        ? []
        : await questionRows(db, inArray(questions.id, ids), { limit: ids.length, offset: 0 }),
    version: String(row.revision),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Whether two drafts grade differently: the paper, the grading rules, which attempt counts or the
 * pass mark (fixed once a student has an attempt, so every attempt is graded alike).
 */
function gradedDiffers(a: QuizDraft, b: QuizDraft): boolean {
  // jsonb keeps its keys in its own order: compared as values, not as text
  const graded = (draft: QuizDraft) => [
    draft.paper,
    draft.settings.rules,
    draft.settings.counting,
    draft.settings.passPercent,
  ];
  return !isDeepStrictEqual(graded(a), graded(b));
}

/**
 * Gives the attempts under way the deadline of the quiz's new close time or time limit (a start
 * holds the quiz row, so none begins meanwhile); a reopened attempt keeps the time its teacher
 * gave. A deadline moved into the past is submitted by the sweep, or at the student's next call.
 */
async function moveOpenDeadlines(
  tx: Database,
  quiz: QuizRecord,
  before: QuizRecord['settings'],
): Promise<void> {
  const { timeLimitMinutes, closeAt } = quiz.settings;
  if (timeLimitMinutes === before.timeLimitMinutes && closeAt === before.closeAt) return;
  const open = await tx
    .select({ id: quizAttempts.id, startedAt: quizAttempts.startedAt })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.quizId, quiz.id),
        isNull(quizAttempts.submittedAt),
        isNull(quizAttempts.reopenedAt),
      ),
    )
    .for('update');
  for (const attempt of open)
    await tx
      .update(quizAttempts)
      .set({ deadlineAt: attemptDeadline(quiz.settings, attempt.startedAt) })
      .where(eq(quizAttempts.id, attempt.id));
}

/**
 * One page of the quizzes of the classes the account teaches, newest first, with who started
 * and submitted.
 * @example
 * const page = await listQuizzes(db, user, { classId: 7 });
 */
export async function listQuizzes(
  db: Database,
  user: UserRow,
  query: QuizListQuery,
): Promise<Paged<QuizRow>> {
  const keyword = query.keyword?.trim();
  const where = and(
    managedClasses(user),
    query.classId ? eq(quizzes.classId, query.classId) : undefined,
    query.courseId ? eq(classes.courseId, query.courseId) : undefined,
    keyword ? ilike(quizzes.title, likePattern(keyword)) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(quizzes)
    .innerJoin(classes, eq(classes.id, quizzes.classId))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(where);
  const { limit, offset } = pageWindow(query);
  const found = await db
    .select({
      quiz: quizzes,
      className: classes.name,
      courseId: courses.id,
      courseTitle: courses.title,
      started: sql<number>`(SELECT count(DISTINCT a.user_id) FROM quiz_attempts a WHERE a.quiz_id = ${quizzes.id})`,
      submitted: sql<number>`(SELECT count(DISTINCT a.user_id) FROM quiz_attempts a WHERE a.quiz_id = ${quizzes.id} AND a.submitted_at IS NOT NULL)`,
      pendingEssays: sql<number>`(SELECT count(*) FROM quiz_attempts a WHERE a.quiz_id = ${quizzes.id} AND a.pending)`,
      members: sql<number>`(SELECT count(*) FROM class_members m WHERE m.class_id = ${quizzes.classId})`,
    })
    .from(quizzes)
    .innerJoin(classes, eq(classes.id, quizzes.classId))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(where)
    .orderBy(desc(quizzes.createdAt), desc(quizzes.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: found.map(({ quiz, ...row }) => ({
      id: quiz.id,
      classId: quiz.classId,
      className: row.className,
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      kind: quiz.kind,
      title: quiz.title,
      status: quiz.status,
      openAt: quiz.settings.openAt,
      closeAt: quiz.settings.closeAt,
      questionCount: quiz.questionCount,
      total: quiz.total,
      started: Number(row.started),
      submitted: Number(row.submitted),
      members: Number(row.members),
      pendingEssays: Number(row.pendingEssays),
      updatedAt: quiz.updatedAt.toISOString(),
    })),
  };
}

/**
 * The chapters and experiments of a class's course, to attach a quiz to.
 * @example
 * const { chapters, experiments } = await quizTargets(db, user, 7);
 */
export async function quizTargets(
  db: Database,
  user: UserRow,
  classId: number,
): Promise<QuizTargets> {
  const klass = await classManagedBy(db, user, classId);
  return {
    chapters: await db
      .select({ id: chapters.id, title: chapters.title })
      .from(chapters)
      .where(eq(chapters.courseId, klass.courseId))
      .orderBy(chapters.sortOrder, chapters.id),
    experiments: await db
      .select({ id: experiments.id, title: experiments.title })
      .from(experiments)
      .where(eq(experiments.courseId, klass.courseId))
      .orderBy(experiments.sortOrder, experiments.id),
  };
}

/**
 * One quiz as its form opens it.
 * @example
 * const opened = await quizDetail(db, user, 7);
 */
export async function quizDetail(db: Database, user: UserRow, id: number): Promise<QuizDetail> {
  return detailOf(db, (await quizTaughtBy(db, user, id)).quiz);
}

/**
 * Creates a quiz (a draft) for a class, or updates one against the version opened. Its class
 * stays; its paper cannot change once a student has made an attempt.
 * @example
 * const saved = await saveQuiz(db, user, now, { quiz: draft });
 */
export async function saveQuiz(
  db: Database,
  user: UserRow,
  now: Date,
  body: QuizSaveBody,
): Promise<QuizDetail> {
  return db.transaction(async (tx) => {
    if (body.id === undefined) {
      const klass = await classManagedBy(tx, user, body.quiz.classId, { writable: true });
      const { draft, questionCount, total } = await checkedQuiz(tx, klass.courseId, body.quiz);
      const [created] = await tx
        .insert(quizzes)
        .values({
          ...draft,
          questionCount,
          total,
          createdBy: user.id,
          updatedBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('insert into quizzes returned no row');
      await audit(tx, user, now, 'quiz.create', created.id, null, quizDraftOf(created));
      return detailOf(tx, created);
    }
    if (body.version === undefined) throw new ApiError('参数错误：version 修改测验时必须提供');
    const { quiz, klass } = await quizTaughtBy(tx, user, body.id, {
      forUpdate: true,
      writable: true,
    });
    checkRevision(quiz, body.version);
    if (body.quiz.classId !== quiz.classId)
      throw new ApiError('参数错误：quiz.classId 不能修改（测验属于它所在的班级）');
    const { draft, questionCount, total } = await checkedQuiz(tx, klass.courseId, body.quiz);
    if (gradedDiffers(draft, quizDraftOf(quiz)) && (await attemptCount(tx, quiz.id)) > 0)
      throw new ApiError(MSG_QUIZ_HAS_ATTEMPTS);
    const [updated] = await tx
      .update(quizzes)
      .set({
        ...draft,
        questionCount,
        total,
        updatedBy: user.id,
        updatedAt: now,
        revision: quiz.revision + 1,
      })
      .where(eq(quizzes.id, quiz.id))
      .returning();
    if (!updated) throw new Error('update of quizzes returned no row');
    await audit(tx, user, now, 'quiz.update', quiz.id, quizDraftOf(quiz), quizDraftOf(updated));
    await moveOpenDeadlines(tx, updated, quiz.settings);
    return detailOf(tx, updated);
  });
}

/**
 * Publishes a quiz to its class (checked again against the bank: a question may have gone), or
 * takes it back to a draft (refused once a student has made an attempt).
 * @example
 * const published = await publishQuiz(db, user, now, { id: 7, published: true });
 */
export async function publishQuiz(
  db: Database,
  user: UserRow,
  now: Date,
  body: QuizPublishBody,
): Promise<QuizDetail> {
  return db.transaction(async (tx) => {
    const { quiz, klass } = await quizTaughtBy(tx, user, body.id, {
      forUpdate: true,
      writable: true,
    });
    const status = body.published ? 'published' : 'draft';
    if (quiz.status === status) return detailOf(tx, quiz);
    // published: checked against the bank as it is now, its size and total counted again
    const sized = body.published
      ? await checkedQuiz(tx, klass.courseId, quizDraftOf(quiz))
      : { questionCount: quiz.questionCount, total: quiz.total };
    if (!body.published && (await attemptCount(tx, quiz.id)) > 0)
      throw new ApiError(MSG_QUIZ_HAS_ATTEMPTS);
    const [updated] = await tx
      .update(quizzes)
      .set({
        status,
        questionCount: sized.questionCount,
        total: sized.total,
        updatedBy: user.id,
        updatedAt: now,
        revision: quiz.revision + 1,
      })
      .where(eq(quizzes.id, quiz.id))
      .returning();
    if (!updated) throw new Error('update of quizzes returned no row');
    await audit(
      tx,
      user,
      now,
      body.published ? 'quiz.publish' : 'quiz.unpublish',
      quiz.id,
      { status: quiz.status },
      { status },
    );
    return detailOf(tx, updated);
  });
}

/**
 * Deletes a quiz nobody has attempted (with attempts it holds grades: refused).
 * @example
 * await deleteQuiz(db, user, now, 7);
 */
export async function deleteQuiz(
  db: Database,
  user: UserRow,
  now: Date,
  id: number,
): Promise<{ deleted: number }> {
  return db.transaction(async (tx) => {
    const { quiz } = await quizTaughtBy(tx, user, id, { forUpdate: true, writable: true });
    if ((await attemptCount(tx, quiz.id)) > 0) throw new ApiError(MSG_QUIZ_HAS_ATTEMPTS);
    await tx.delete(quizzes).where(eq(quizzes.id, quiz.id));
    await audit(tx, user, now, 'quiz.delete', quiz.id, quizDraftOf(quiz), null);
    return { deleted: 1 };
  });
}
