/**
 * Where each quiz stands for a student: 个人中心 → 我的测验 and the screen before the paper. The
 * counted score is the highest or the last submitted attempt's, as the quiz says.
 */
import { and, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Paged } from '../../../src/core/api/contract';
import {
  MSG_QUIZ_CLOSED,
  MSG_QUIZ_NO_ATTEMPTS,
  MSG_QUIZ_NOT_OPEN,
  type MyQuizRow,
  type MyQuizState,
  type MyQuizzesQuery,
  type QuizIntro,
} from '../../../src/core/api/quiz-contract';
import { MSG_CLASS_ARCHIVED } from '../../../src/core/api/teaching-contract';
import type { Database } from '../../db/open-database';
import { classMembers, classes, courses, quizAttempts, quizzes } from '../../db/schema';
import { pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { quizOfMember, type QuizRecord } from './quiz-access';
import { finishAttempt } from './quiz-attempts';
import { countedAttempt, overdue, passes, quizWindow, type AttemptRecord } from './quiz-outcome';

/**
 * Submits the student's attempts whose deadline passed (the sweep does it for everyone; a student
 * who looks first need not wait for it).
 */
async function finishOverdueOf(db: Database, userId: number, now: Date): Promise<void> {
  const due = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        isNull(quizAttempts.submittedAt),
        lte(quizAttempts.deadlineAt, now),
      ),
    );
  for (const { id } of due) await finishIfOverdue(db, id, now);
}

/**
 * Submits one attempt if it is still open past its deadline (locked and checked again, so two
 * processes never grade it twice). Returns whether it did.
 * @example
 * if (await finishIfOverdue(db, 41, now)) submitted += 1;
 */
export async function finishIfOverdue(
  db: Database,
  attemptId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, attemptId))
      .for('update');
    if (!attempt || !overdue(attempt, now)) return false;
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, attempt.quizId));
    if (!quiz) return false;
    await finishAttempt(tx, quiz, attempt, 'deadline', now);
    return true;
  });
}

/** What a student's standing reads of an attempt (not its paper or answers). */
const standingColumns = {
  id: quizAttempts.id,
  quizId: quizAttempts.quizId,
  number: quizAttempts.number,
  submittedAt: quizAttempts.submittedAt,
  score: quizAttempts.score,
  pending: quizAttempts.pending,
};
type AttemptStanding = Pick<AttemptRecord, keyof typeof standingColumns>;

const STATE_ORDER: Record<MyQuizState, number> = {
  answering: 0,
  open: 1,
  upcoming: 2,
  done: 3,
  missed: 4,
};

function stateOf(quiz: QuizRecord, attempts: readonly AttemptStanding[], now: Date): MyQuizState {
  if (attempts.some((attempt) => attempt.submittedAt === null)) return 'answering';
  const window = quizWindow(quiz, now);
  const submitted = attempts.length > 0;
  if (window === 'upcoming') return 'upcoming';
  if (window === 'closed') return submitted ? 'done' : 'missed';
  return attempts.length >= quiz.settings.attempts ? 'done' : 'open';
}

interface Listed {
  quiz: QuizRecord;
  className: string;
  courseId: number;
  courseTitle: string;
}

function rowOf(listed: Listed, attempts: readonly AttemptStanding[], now: Date): MyQuizRow {
  const { quiz } = listed;
  const counted = countedAttempt(quiz.settings.counting, attempts);
  const score = counted?.score ?? null;
  return {
    id: quiz.id,
    title: quiz.title,
    kind: quiz.kind,
    classId: quiz.classId,
    className: listed.className,
    courseId: listed.courseId,
    courseTitle: listed.courseTitle,
    chapterId: quiz.chapterId,
    experimentId: quiz.experimentId,
    openAt: quiz.settings.openAt,
    closeAt: quiz.settings.closeAt,
    timeLimitMinutes: quiz.settings.timeLimitMinutes,
    attemptsAllowed: quiz.settings.attempts,
    attemptsUsed: attempts.length,
    state: stateOf(quiz, attempts, now),
    score,
    total: quiz.total,
    passed: score === null ? null : passes(quiz, score),
    passPercent: quiz.settings.passPercent,
    pending: attempts.some((attempt) => attempt.pending),
    lastResultId:
      attempts
        .filter((attempt) => attempt.submittedAt !== null)
        .sort((a, b) => b.number - a.number)[0]?.id ?? null,
  };
}

async function listedQuizzes(
  db: Database,
  user: UserRow,
  where: ReturnType<typeof and>,
): Promise<Listed[]> {
  return db
    .select({
      quiz: quizzes,
      className: classes.name,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(quizzes)
    .innerJoin(classes, eq(classes.id, quizzes.classId))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, quizzes.classId), eq(classMembers.userId, user.id)),
    )
    .where(and(eq(quizzes.status, 'published'), where));
}

async function attemptsOf(
  db: Database,
  userId: number,
  quizIds: readonly number[],
): Promise<Map<number, AttemptStanding[]>> {
  const byQuiz = new Map<number, AttemptStanding[]>();
  if (quizIds.length === 0) return byQuiz;
  const rows = await db
    .select(standingColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), inArray(quizAttempts.quizId, [...quizIds])))
    .orderBy(desc(quizAttempts.number));
  for (const row of rows) byQuiz.set(row.quizId, [...(byQuiz.get(row.quizId) ?? []), row]);
  return byQuiz;
}

/**
 * The student's quizzes (published, of the classes they are in): being answered first, then open,
 * upcoming, done and missed; a student is in a handful of classes, so they are ordered here.
 * @example
 * const page = await myQuizzes(db, user, now, { state: 'current' });
 */
export async function myQuizzes(
  db: Database,
  user: UserRow,
  now: Date,
  query: MyQuizzesQuery,
): Promise<Paged<MyQuizRow>> {
  await finishOverdueOf(db, user.id, now);
  const listed = await listedQuizzes(
    db,
    user,
    and(
      query.courseId ? eq(classes.courseId, query.courseId) : undefined,
      query.classId ? eq(classes.id, query.classId) : undefined,
    ),
  );
  const attempts = await attemptsOf(
    db,
    user.id,
    listed.map(({ quiz }) => quiz.id),
  );
  const closeTime = (row: MyQuizRow) => (row.closeAt ? Date.parse(row.closeAt) : Infinity);
  const rows = listed
    .map((entry) => rowOf(entry, attempts.get(entry.quiz.id) ?? [], now))
    .filter((row) => {
      const done = row.state === 'done' || row.state === 'missed';
      return query.state === undefined || (query.state === 'done') === done;
    })
    .sort(
      (a, b) =>
        STATE_ORDER[a.state] - STATE_ORDER[b.state] || closeTime(a) - closeTime(b) || b.id - a.id,
    );
  const { limit, offset } = pageWindow(query);
  return { total: rows.length, rows: rows.slice(offset, offset + limit) };
}

/**
 * The quiz as the student sees it before the paper: their standing, their attempts, and whether
 * they may start one now (and why not).
 * @example
 * const intro = await quizIntro(db, user, now, 7);
 */
export async function quizIntro(
  db: Database,
  user: UserRow,
  now: Date,
  quizId: number,
): Promise<QuizIntro> {
  const { quiz, klass } = await quizOfMember(db, user, quizId);
  await finishOverdueOf(db, user.id, now);
  const [listed] = await listedQuizzes(db, user, and(eq(quizzes.id, quiz.id)));
  if (!listed) throw new Error('a member’s quiz went missing');
  const attempts = (await attemptsOf(db, user.id, [quiz.id])).get(quiz.id) ?? [];
  const row = rowOf(listed, attempts, now);
  const open = attempts.find((attempt) => attempt.submittedAt === null) ?? null;
  const reason = klass.archivedAt
    ? MSG_CLASS_ARCHIVED
    : row.state === 'upcoming'
      ? MSG_QUIZ_NOT_OPEN
      : row.state === 'done' || row.state === 'missed'
        ? quizWindow(quiz, now) === 'closed'
          ? MSG_QUIZ_CLOSED
          : MSG_QUIZ_NO_ATTEMPTS
        : '';
  return {
    quiz: row,
    description: quiz.description,
    questionCount: quiz.questionCount,
    openAttemptId: open?.id ?? null,
    canStart: reason === '',
    reason,
    attempts: attempts
      .filter((attempt) => attempt.submittedAt !== null)
      .map((attempt) => ({
        attemptId: attempt.id,
        number: attempt.number,
        submittedAt: (attempt.submittedAt ?? now).toISOString(),
        score: attempt.score ?? 0,
        pending: attempt.pending,
      })),
  };
}
