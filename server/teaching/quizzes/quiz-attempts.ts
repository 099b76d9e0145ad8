/**
 * A student's attempts at a quiz: start (the paper is drawn and frozen for the attempt, seeded by
 * student and attempt), save answers as they go, submit; the server's clock decides every
 * deadline, and an attempt still open at its deadline is submitted with what was saved.
 */
import { and, asc, eq } from 'drizzle-orm';
import { MSG_NOT_FOUND_CONTENT } from '../../../src/core/api/contract';
import type { QuestionResponse } from '../../../src/core/api/question-contract';
import {
  MSG_QUIZ_CLOSED,
  MSG_QUIZ_NO_ATTEMPTS,
  MSG_QUIZ_NOT_OPEN,
  MSG_QUIZ_SUBMITTED,
  MSG_QUIZ_TIME_UP,
  type QuizAnswerBody,
  type QuizAnswerSaved,
  type QuizPaper,
  type QuizResult,
} from '../../../src/core/api/quiz-contract';
import { MSG_CLASS_ARCHIVED } from '../../../src/core/api/teaching-contract';
import type { Database } from '../../db/open-database';
import { classMembers, quizAttempts, quizzes } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { quizOfMember, type QuizRecord } from './quiz-access';
import { courseBank } from './quiz-check';
import {
  drawPaper,
  paperTotal,
  planProblems,
  resultQuestions,
  responseProblem,
  studentPaper,
} from './quiz-paper';
import {
  attemptDeadline,
  gradeAttempt,
  overdue,
  passes,
  quizWindow,
  revealAt,
  type AttemptGrading,
  type AttemptRecord,
} from './quiz-outcome';

/**
 * What a transaction decides: a value, or a refusal thrown once it has committed (what it wrote
 * before refusing, such as an attempt submitted at its deadline, stays).
 */
type Decided<T> = { value: T; refusal?: never } | { value?: never; refusal: string };

function settled<T>(outcome: Decided<T>): T {
  if (outcome.refusal !== undefined) throw new ApiError(outcome.refusal);
  return outcome.value;
}

/**
 * Grades and closes an attempt (locked by the caller): by the student now, or by the server at its
 * deadline (then its time is the deadline's).
 * @example
 * const { attempt, grading } = await finishAttempt(tx, quiz, locked, 'deadline', now);
 */
export async function finishAttempt(
  tx: Database,
  quiz: QuizRecord,
  attempt: AttemptRecord,
  by: 'student' | 'deadline',
  now: Date,
): Promise<{ attempt: AttemptRecord; grading: AttemptGrading }> {
  const grading = gradeAttempt(quiz, attempt);
  const { score, pending } = grading;
  const at = by === 'deadline' && attempt.deadlineAt ? attempt.deadlineAt : now;
  const [done] = await tx
    .update(quizAttempts)
    .set({
      submittedAt: at,
      submittedBy: by,
      score,
      pending,
      updatedAt: now,
      revision: attempt.revision + 1,
    })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  if (!done) throw new Error('update of quiz_attempts returned no row');
  return { attempt: done, grading };
}

/** The attempt, locked, after checking it is the student's (else `参数错误：attemptId …`). */
async function ownAttempt(tx: Database, user: UserRow, attemptId: number): Promise<AttemptRecord> {
  // only the student's own row is locked: asking for a classmate's holds up nobody
  const [attempt] = await tx
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, user.id)))
    .for('update');
  if (!attempt) throw new ApiError('参数错误：attemptId 不是你的作答');
  return attempt;
}

function paperOf(quiz: QuizRecord, attempt: AttemptRecord, now: Date): QuizPaper {
  const questions = studentPaper(attempt.paper);
  return {
    attemptId: attempt.id,
    quizId: quiz.id,
    title: quiz.title,
    description: quiz.description,
    number: attempt.number,
    startedAt: attempt.startedAt.toISOString(),
    deadline: attempt.deadlineAt?.toISOString() ?? null,
    now: now.toISOString(),
    questions,
    answers: questions.map((_, index) => attempt.answers[index] ?? null),
    total: paperTotal(attempt.paper),
  };
}

/**
 * Starts an attempt at a published quiz of the student's class, or continues the one open: the
 * paper (no key, no 解析) with the saved answers and the server's clock.
 * @example
 * const paper = await startQuiz(db, user, now, 7);
 */
export async function startQuiz(
  db: Database,
  user: UserRow,
  now: Date,
  quizId: number,
): Promise<QuizPaper> {
  const { klass } = await quizOfMember(db, user, quizId);
  if (klass.archivedAt) throw new ApiError(MSG_CLASS_ARCHIVED);
  const outcome = await db.transaction(async (tx): Promise<Decided<QuizPaper>> => {
    // read again, held against a teacher's save, unpublish or delete until this start is done
    const [quiz] = await tx.select().from(quizzes).where(eq(quizzes.id, quizId)).for('share');
    if (!quiz || quiz.status !== 'published') return { refusal: MSG_NOT_FOUND_CONTENT };
    // one start at a time per student and class: a double click makes one attempt
    await tx
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, quiz.classId), eq(classMembers.userId, user.id)))
      .for('update');
    const attempts = await tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, user.id)))
      .orderBy(asc(quizAttempts.number))
      .for('update');
    const open = attempts.find((attempt) => attempt.submittedAt === null);
    if (open && !overdue(open, now)) return { value: paperOf(quiz, open, now) };
    if (open) await finishAttempt(tx, quiz, open, 'deadline', now);
    const window = quizWindow(quiz, now);
    if (window === 'upcoming') return { refusal: MSG_QUIZ_NOT_OPEN };
    if (window === 'closed') return { refusal: MSG_QUIZ_CLOSED };
    if (attempts.length >= quiz.settings.attempts) return { refusal: MSG_QUIZ_NO_ATTEMPTS };
    const bank = await courseBank(tx, klass.courseId);
    if (planProblems(quiz.paper, bank).length > 0)
      return { refusal: '测验的题目已被修改，暂时不能作答，请联系老师' };
    const number = attempts.length + 1;
    const paper = drawPaper(quiz.paper, bank, quiz.settings, `${quiz.id}:${user.id}:${number}`);
    const [created] = await tx
      .insert(quizAttempts)
      .values({
        quizId: quiz.id,
        userId: user.id,
        number,
        paper,
        answers: paper.map(() => null),
        marks: paper.map(() => null),
        startedAt: now,
        deadlineAt: attemptDeadline(quiz.settings, now),
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('insert into quiz_attempts returned no row');
    return { value: paperOf(quiz, created, now) };
  });
  return settled(outcome);
}

/**
 * The paper of the student's open attempt (a reload, another device). A submitted attempt, or one
 * whose deadline passed (it is submitted now), is 这次作答已交卷: its result is what to open.
 * @example
 * const paper = await attemptPaper(db, user, now, 41);
 */
export async function attemptPaper(
  db: Database,
  user: UserRow,
  now: Date,
  attemptId: number,
): Promise<QuizPaper> {
  const outcome = await db.transaction(async (tx): Promise<Decided<QuizPaper>> => {
    const attempt = await ownAttempt(tx, user, attemptId);
    const { quiz } = await quizOfMember(tx, user, attempt.quizId);
    if (attempt.submittedAt !== null) return { refusal: MSG_QUIZ_SUBMITTED };
    if (overdue(attempt, now)) {
      await finishAttempt(tx, quiz, attempt, 'deadline', now);
      return { refusal: MSG_QUIZ_SUBMITTED };
    }
    return { value: paperOf(quiz, attempt, now) };
  });
  return settled(outcome);
}

/**
 * Saves the answer to one question of the student's open attempt. After the deadline the answer
 * is refused (the attempt is submitted with what was saved before).
 * @example
 * await saveAnswer(db, user, now, { attemptId: 41, index: 2, response: { choices: [1] } });
 */
export async function saveAnswer(
  db: Database,
  user: UserRow,
  now: Date,
  body: QuizAnswerBody,
): Promise<QuizAnswerSaved> {
  const outcome = await db.transaction(async (tx): Promise<Decided<QuizAnswerSaved>> => {
    const attempt = await ownAttempt(tx, user, body.attemptId);
    const { quiz, klass } = await quizOfMember(tx, user, attempt.quizId);
    if (klass.archivedAt) return { refusal: MSG_CLASS_ARCHIVED };
    // submitted at its deadline by the sweep a moment ago: the student's answer came too late
    if (attempt.submittedAt !== null)
      return {
        refusal: attempt.submittedBy === 'deadline' ? MSG_QUIZ_TIME_UP : MSG_QUIZ_SUBMITTED,
      };
    if (overdue(attempt, now)) {
      await finishAttempt(tx, quiz, attempt, 'deadline', now);
      return { refusal: MSG_QUIZ_TIME_UP };
    }
    const entry = attempt.paper[body.index];
    if (!entry)
      throw new ApiError(`参数错误：index 不是这份试卷的题号（共 ${attempt.paper.length} 题）`);
    const problem =
      body.response === null ? null : responseProblem(entry, body.index, body.response);
    if (problem) throw new ApiError(problem);
    const answers: (QuestionResponse | null)[] = attempt.paper.map(
      (_, index) => attempt.answers[index] ?? null,
    );
    answers[body.index] = body.response;
    // a reopened attempt's 简答 answered anew is graded anew
    const marks = attempt.paper.map((_, index) =>
      index === body.index ? null : (attempt.marks[index] ?? null),
    );
    await tx
      .update(quizAttempts)
      .set({ answers, marks, updatedAt: now, revision: attempt.revision + 1 })
      .where(eq(quizAttempts.id, attempt.id));
    return {
      value: { savedAt: now.toISOString(), deadline: attempt.deadlineAt?.toISOString() ?? null },
    };
  });
  return settled(outcome);
}

/**
 * The result of a submitted attempt as the student may see it now (the key and 解析 only when
 * the quiz's settings allow); `grading` when the caller has just graded it.
 * @example
 * const result = resultOf(quiz, attempt, now);
 */
export function resultOf(
  quiz: QuizRecord,
  attempt: AttemptRecord,
  now: Date,
  grading: AttemptGrading = gradeAttempt(quiz, attempt),
): QuizResult {
  const { graded, score, pending } = grading;
  const reveal = revealAt(quiz, attempt);
  const shown = reveal !== null && reveal.getTime() <= now.getTime();
  const total = paperTotal(attempt.paper);
  const questions = resultQuestions(attempt.paper, attempt.answers, graded, attempt.marks, shown);
  return {
    attemptId: attempt.id,
    quizId: quiz.id,
    title: quiz.title,
    number: attempt.number,
    submittedAt: (attempt.submittedAt ?? now).toISOString(),
    submittedBy: attempt.submittedBy ?? 'student',
    score,
    total,
    passed: passes(quiz, score),
    passPercent: quiz.settings.passPercent,
    pending,
    revealAt: reveal?.toISOString() ?? null,
    questions: shown ? questions : questions.map((question) => ({ ...question, graded: null })),
  };
}

/**
 * Submits the student's open attempt (交卷) and grades it; a second submit (a double click, a
 * second device) grades nothing again and answers the same result.
 * @example
 * const result = await submitAttempt(db, user, now, 41);
 */
export async function submitAttempt(
  db: Database,
  user: UserRow,
  now: Date,
  attemptId: number,
): Promise<QuizResult> {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, attemptId);
    const { quiz } = await quizOfMember(tx, user, attempt.quizId);
    if (attempt.submittedAt !== null) return resultOf(quiz, attempt, now);
    const by = overdue(attempt, now) ? 'deadline' : 'student';
    const finished = await finishAttempt(tx, quiz, attempt, by, now);
    return resultOf(quiz, finished.attempt, now, finished.grading);
  });
}

/**
 * The result of one of the student's attempts (an attempt whose deadline passed is submitted
 * first); an attempt still being answered is `参数错误：attemptId 这次作答还没有交卷`.
 * @example
 * const result = await attemptResult(db, user, now, 41);
 */
export async function attemptResult(
  db: Database,
  user: UserRow,
  now: Date,
  attemptId: number,
): Promise<QuizResult> {
  return db.transaction(async (tx) => {
    const attempt = await ownAttempt(tx, user, attemptId);
    const { quiz } = await quizOfMember(tx, user, attempt.quizId);
    if (overdue(attempt, now)) {
      const finished = await finishAttempt(tx, quiz, attempt, 'deadline', now);
      return resultOf(quiz, finished.attempt, now, finished.grading);
    }
    if (attempt.submittedAt === null) throw new ApiError('参数错误：attemptId 这次作答还没有交卷');
    return resultOf(quiz, attempt, now);
  });
}
