/**
 * What a quiz's teachers do with the answers: follow who started and submitted, grade 简答 answers
 * (one question across the students, or one student across the questions), reopen a student's
 * attempt. Every grade change is audited.
 */
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Paged } from '../../../src/core/api/contract';
import type {
  EssayAnswerRow,
  EssayAnswersQuery,
  EssayGradeBody,
  QuizReopenBody,
  QuizTakerRow,
  QuizTakersQuery,
} from '../../../src/core/api/quiz-contract';
import { auditorOf } from '../../admin/audit-log';
import type { Database } from '../../db/open-database';
import { classMembers, quizAttempts, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { likePattern, pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { quizTaughtBy, type QuizRecord } from './quiz-access';
import {
  countedAttempt,
  gradeAttempt,
  MINUTE,
  passes,
  revealAt,
  type AttemptRecord,
} from './quiz-outcome';

const audit = auditorOf('quiz');

const personColumns = {
  userId: users.id,
  username: users.username,
  realName: users.realName,
  nickname: users.nickname,
  studentNumber: users.studentNumber,
};

function takerOf(
  quiz: QuizRecord,
  person: {
    userId: number;
    username: string;
    realName: string;
    nickname: string;
    studentNumber: string;
  },
  attempts: readonly AttemptRecord[],
): QuizTakerRow {
  const counted = countedAttempt(quiz.settings.counting, attempts);
  const latest = [...attempts].sort((a, b) => b.number - a.number)[0] ?? null;
  const submitted = attempts.filter((attempt) => attempt.submittedAt !== null);
  return {
    userId: person.userId,
    username: person.username,
    realName: person.realName || person.nickname,
    studentNumber: person.studentNumber,
    attempts: attempts.length,
    state: latest === null ? 'none' : latest.submittedAt === null ? 'open' : 'submitted',
    score: counted?.score ?? null,
    passed: counted?.score == null ? null : passes(quiz, counted.score),
    pendingEssays: submitted.reduce(
      (sum, attempt) =>
        sum +
        gradeAttempt(quiz, attempt).graded.filter((graded) => graded.verdict === 'pending').length,
      0,
    ),
    submittedAt:
      submitted
        .map((attempt) => attempt.submittedAt)
        .sort((a, b) => (b?.getTime() ?? 0) - (a?.getTime() ?? 0))[0]
        ?.toISOString() ?? null,
    lastAttemptId: latest?.id ?? null,
  };
}

async function attemptsByUser(
  db: Database,
  quizId: number,
  userIds: readonly number[],
): Promise<Map<number, AttemptRecord[]>> {
  const byUser = new Map<number, AttemptRecord[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), inArray(quizAttempts.userId, [...userIds])));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}

/**
 * One page of the class's students with their attempts at the quiz (by 学号).
 * @example
 * const page = await quizTakers(db, user, { quizId: 7 });
 */
export async function quizTakers(
  db: Database,
  user: UserRow,
  query: QuizTakersQuery,
): Promise<Paged<QuizTakerRow>> {
  const { quiz } = await quizTaughtBy(db, user, query.quizId);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(classMembers.classId, quiz.classId),
    keyword
      ? or(
          ilike(users.username, likePattern(keyword)),
          ilike(users.realName, likePattern(keyword)),
          ilike(users.studentNumber, `${keyword.replace(/[\\%_]/g, '\\$&')}%`),
        )
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(where);
  const { limit, offset } = pageWindow(query);
  const people = await db
    .select(personColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(where)
    .orderBy(users.studentNumber, users.username)
    .limit(limit)
    .offset(offset);
  const attempts = await attemptsByUser(
    db,
    quiz.id,
    people.map((person) => person.userId),
  );
  return {
    total: total?.n ?? 0,
    rows: people.map((person) => takerOf(quiz, person, attempts.get(person.userId) ?? [])),
  };
}

async function takerRow(db: Database, quiz: QuizRecord, userId: number): Promise<QuizTakerRow> {
  const [person] = await db.select(personColumns).from(users).where(eq(users.id, userId));
  if (!person) throw new ApiError('参数错误：userId 不是存在的账号');
  const attempts = (await attemptsByUser(db, quiz.id, [userId])).get(userId) ?? [];
  return takerOf(quiz, person, attempts);
}

/**
 * 重新开放: the student's latest attempt is open again until `minutes` from now (its answers
 * kept; its score is given again when it is submitted).
 * @example
 * const row = await reopenAttempt(db, user, now, { quizId: 7, userId: 12, minutes: 30 });
 */
export async function reopenAttempt(
  db: Database,
  user: UserRow,
  now: Date,
  body: QuizReopenBody,
): Promise<QuizTakerRow> {
  return db.transaction(async (tx) => {
    const { quiz } = await quizTaughtBy(tx, user, body.quizId, { writable: true });
    // the lock a start takes: no attempt begins while this one is reopened
    await tx
      .select({ userId: classMembers.userId })
      .from(classMembers)
      .where(and(eq(classMembers.classId, quiz.classId), eq(classMembers.userId, body.userId)))
      .for('update');
    const attempts = await tx
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, body.userId)))
      .orderBy(sql`${quizAttempts.number} DESC`)
      .for('update');
    const latest = attempts[0];
    if (!latest) throw new ApiError('参数错误：userId 这名学生还没有作答这次测验');
    if (attempts.some((attempt) => attempt.submittedAt === null))
      throw new ApiError('参数错误：userId 这名学生正在作答，不需要重新开放');
    // answers changed after the key was seen would be graded against what the student was shown
    const shown = attempts.some((attempt) => {
      const at = revealAt(quiz, attempt);
      return at !== null && at.getTime() <= now.getTime();
    });
    if (shown)
      throw new ApiError('参数错误：userId 答案与解析已向这名学生公布，不能再重新开放这次作答');
    const deadlineAt = new Date(now.getTime() + body.minutes * MINUTE);
    await tx
      .update(quizAttempts)
      .set({
        submittedAt: null,
        submittedBy: null,
        score: null,
        pending: false,
        deadlineAt,
        reopenedAt: now,
        updatedAt: now,
        revision: latest.revision + 1,
      })
      .where(eq(quizAttempts.id, latest.id));
    await audit(
      tx,
      user,
      now,
      'quiz.reopen',
      quiz.id,
      { userId: body.userId, attemptId: latest.id, score: latest.score },
      { userId: body.userId, attemptId: latest.id, deadline: deadlineAt.toISOString() },
    );
    return takerRow(tx, quiz, body.userId);
  });
}

interface EssayEntry {
  attempt: AttemptRecord;
  index: number;
  person: { userId: number; realName: string; nickname: string; studentNumber: string };
}

function essayRowOf({ attempt, index, person }: EssayEntry): EssayAnswerRow {
  const entry = attempt.paper[index];
  if (!entry) throw new Error('an essay index outside its paper');
  const mark = attempt.marks[index] ?? null;
  return {
    attemptId: attempt.id,
    index,
    questionId: entry.questionId,
    userId: person.userId,
    realName: person.realName || person.nickname,
    studentNumber: person.studentNumber,
    stem: entry.question.stem,
    reference: entry.question.reference,
    text: attempt.answers[index]?.text ?? '',
    maxScore: entry.score,
    score: mark?.score ?? null,
    comment: mark?.comment ?? '',
  };
}

/**
 * The submitted 简答 answers of a quiz, one question across the students or one student across
 * the questions (by 学号, then place on the paper).
 * @example
 * const page = await essayAnswers(db, user, { quizId: 7, questionId: 31, pendingOnly: true });
 */
export async function essayAnswers(
  db: Database,
  user: UserRow,
  query: EssayAnswersQuery,
): Promise<Paged<EssayAnswerRow>> {
  const { quiz } = await quizTaughtBy(db, user, query.quizId);
  const rows = await db
    .select({ attempt: quizAttempts, person: personColumns })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(
      and(
        eq(quizAttempts.quizId, quiz.id),
        sql`${quizAttempts.submittedAt} IS NOT NULL`,
        query.userId ? eq(quizAttempts.userId, query.userId) : undefined,
      ),
    )
    .orderBy(asc(users.studentNumber), asc(users.username), asc(quizAttempts.number));
  const entries: EssayEntry[] = rows.flatMap(({ attempt, person }) =>
    attempt.paper.flatMap((entry, index) =>
      entry.question.type === 'essay' &&
      (query.questionId === undefined || entry.questionId === query.questionId) &&
      (!query.pendingOnly || attempt.marks[index] == null)
        ? [{ attempt, index, person }]
        : [],
    ),
  );
  const { limit, offset } = pageWindow(query);
  return { total: entries.length, rows: entries.slice(offset, offset + limit).map(essayRowOf) };
}

/**
 * Grades one 简答 answer of a submitted attempt (0 … its points, in steps of 0.5) with a comment;
 * the attempt's score is given again. Audited with the score before and after.
 * @example
 * const row = await gradeEssay(db, user, now, { attemptId: 41, index: 4, score: 8, comment: '' });
 */
export async function gradeEssay(
  db: Database,
  user: UserRow,
  now: Date,
  body: EssayGradeBody,
): Promise<EssayAnswerRow> {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, body.attemptId))
      .for('update');
    if (!attempt) throw new ApiError('参数错误：attemptId 不是存在的作答');
    const { quiz } = await quizTaughtBy(tx, user, attempt.quizId, { writable: true });
    const entry = attempt.paper[body.index];
    if (!entry || entry.question.type !== 'essay')
      throw new ApiError('参数错误：index 不是这份试卷中的简答题');
    if (attempt.submittedAt === null)
      throw new ApiError('参数错误：attemptId 这次作答还没有交卷，交卷后才能批改');
    if (body.score < 0 || body.score > entry.score || !Number.isInteger(body.score * 2))
      throw new ApiError(`参数错误：score 得分必须在 0 到 ${entry.score} 之间，按 0.5 分计`);
    const marks = attempt.paper.map((_, index) => attempt.marks[index] ?? null);
    const before = marks[body.index];
    marks[body.index] = { score: body.score, comment: body.comment.trim() };
    const { score, pending } = gradeAttempt(quiz, { ...attempt, marks });
    const [updated] = await tx
      .update(quizAttempts)
      .set({ marks, score, pending, updatedAt: now, revision: attempt.revision + 1 })
      .where(eq(quizAttempts.id, attempt.id))
      .returning();
    if (!updated) throw new Error('update of quiz_attempts returned no row');
    await audit(
      tx,
      user,
      now,
      'quiz.grade',
      quiz.id,
      {
        attemptId: attempt.id,
        question: body.index + 1,
        score: before?.score ?? null,
        total: attempt.score,
      },
      {
        attemptId: attempt.id,
        question: body.index + 1,
        score: body.score,
        comment: body.comment.trim(),
        total: score,
      },
    );
    const [person] = await tx.select(personColumns).from(users).where(eq(users.id, attempt.userId));
    if (!person) throw new Error('the attempt’s account went missing');
    return essayRowOf({ attempt: updated, index: body.index, person });
  });
}
