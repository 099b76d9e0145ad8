/**
 * A course's question bank (题库) as its teachers keep it: list and search, open, create and edit
 * (a stale copy is an edit conflict), copy, delete. Every change is audited in its transaction.
 */
import { and, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../../src/core/api/contract';
import type {
  QuestionCourse,
  QuestionDetail,
  QuestionDraft,
  QuestionExportQuery,
  QuestionIdsBody,
  QuestionListQuery,
  QuestionRow,
  QuestionSaveBody,
} from '../../../src/core/api/question-contract';
import { auditorOf } from '../../admin/audit-log';
import { checkRevision } from '../../admin/revision-check';
import type { Database } from '../../db/open-database';
import { courses, questions, users, type QuestionBody } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { likePattern, pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { htmlToText } from './formats/cell-html';
import { bankCourse, bankCourses } from './question-access';
import { checkedDraft } from './question-draft';
import { quizBrokenByBank } from '../quizzes/quiz-usage';

export type QuestionRecord = typeof questions.$inferSelect;

/** The stored columns of a draft. */
export function columnsOf(draft: QuestionDraft) {
  const body: QuestionBody = {
    options: draft.options,
    correct: draft.correct,
    judge: draft.judge,
    blanks: draft.blanks,
    reference: draft.reference,
  };
  return {
    type: draft.type,
    stem: draft.stem,
    stemText: htmlToText(draft.stem),
    body,
    analysis: draft.analysis,
    difficulty: draft.difficulty,
    tags: draft.tags,
    score: draft.score,
  };
}

/** The draft of a stored question. */
export function draftOf(row: QuestionRecord): QuestionDraft {
  return {
    type: row.type,
    stem: row.stem,
    options: row.body.options,
    correct: row.body.correct,
    judge: row.body.judge,
    blanks: row.body.blanks,
    reference: row.body.reference,
    analysis: row.analysis,
    difficulty: row.difficulty,
    tags: row.tags,
    score: row.score,
  };
}

function detailOf(row: QuestionRecord): QuestionDetail {
  return {
    ...draftOf(row),
    id: row.id,
    courseId: row.courseId,
    updatedAt: row.updatedAt.toISOString(),
    version: String(row.revision),
  };
}

/**
 * The courses whose bank the account keeps, by title, with how many questions each holds.
 * @example
 * const choices = await questionCourses(db, user);
 */
export async function questionCourses(db: Database, user: UserRow): Promise<QuestionCourse[]> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      questionCount: sql<number>`(SELECT count(*)::int FROM questions q WHERE q.course_id = courses.id)`,
    })
    .from(courses)
    .where(bankCourses(user))
    .orderBy(courses.title, courses.id);
  return rows.map((row) => ({ ...row, questionCount: Number(row.questionCount) }));
}

/** The list's and the export's filters over one course's questions. */
export function questionFilter(query: Omit<QuestionExportQuery, 'format'>): SQL | undefined {
  const keyword = query.keyword?.trim();
  const tag = query.tag?.trim();
  return and(
    eq(questions.courseId, query.courseId),
    keyword ? ilike(questions.stemText, likePattern(keyword)) : undefined,
    query.type ? eq(questions.type, query.type) : undefined,
    query.difficulty ? eq(questions.difficulty, query.difficulty) : undefined,
    tag ? sql`${questions.tags} @> ${JSON.stringify([tag])}::jsonb` : undefined,
  );
}

/**
 * One page of a course's questions, newest first, filtered by text, type, difficulty and tag.
 * @example
 * const page = await listQuestions(db, user, { courseId: 3, type: 'single', pageNum: 1 });
 */
export async function listQuestions(
  db: Database,
  user: UserRow,
  query: QuestionListQuery,
): Promise<Paged<QuestionRow>> {
  await bankCourse(db, user, query.courseId);
  const where = questionFilter(query);
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(questions).where(where);
  return { total: total?.n ?? 0, rows: await questionRows(db, where, { limit, offset }) };
}

/**
 * Questions as the bank lists them (newest first), with who saved each last.
 * @example
 * const rows = await questionRows(db, inArray(questions.id, [3, 4]), { limit: 2, offset: 0 });
 */
export async function questionRows(
  db: Database,
  where: SQL | undefined,
  window: { limit: number; offset: number },
): Promise<QuestionRow[]> {
  const found = await db
    .select({
      row: questions,
      realName: users.realName,
      nickname: users.nickname,
      username: users.username,
    })
    .from(questions)
    .leftJoin(users, eq(users.id, questions.updatedBy))
    .where(where)
    .orderBy(desc(questions.id))
    .limit(window.limit)
    .offset(window.offset);
  return found.map(({ row, realName, nickname, username }) => ({
    id: row.id,
    courseId: row.courseId,
    type: row.type,
    stemText: row.stemText,
    difficulty: row.difficulty,
    tags: row.tags,
    score: row.score,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: realName || nickname || username || '',
  }));
}

/**
 * The 知识点 used in a course's bank, in order (the tag filter's and the form's suggestions).
 * @example
 * const tags = await questionTags(db, user, 3);
 */
export async function questionTags(
  db: Database,
  user: UserRow,
  courseId: number,
): Promise<string[]> {
  await bankCourse(db, user, courseId);
  const result = await db.execute(sql`
    SELECT DISTINCT tag FROM ${questions}, jsonb_array_elements_text(${questions.tags}) AS tag
    WHERE ${questions.courseId} = ${courseId} ORDER BY tag LIMIT 500`);
  return (result as unknown as { rows: { tag: string }[] }).rows.map((row) => row.tag);
}

/** The question, after checking the account keeps its course's bank. */
async function questionKeptBy(
  db: Database,
  user: UserRow,
  id: number,
  forUpdate = false,
): Promise<QuestionRecord> {
  const query = db.select().from(questions).where(eq(questions.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  await bankCourse(db, user, row.courseId);
  return row;
}

/**
 * One question as its form opens it (with its key and 解析: only the bank's teachers call this).
 * @example
 * const opened = await questionDetail(db, user, 12);
 */
export async function questionDetail(
  db: Database,
  user: UserRow,
  id: number,
): Promise<QuestionDetail> {
  return detailOf(await questionKeptBy(db, user, id));
}

const audit = auditorOf('question');

/**
 * After a change to a course's bank, in its transaction: refused (and so undone) when it would
 * break a published quiz of the course (see quizBrokenByBank).
 * @example
 * await keepPublishedQuizzes(tx, courseId, 'question');
 */
export async function keepPublishedQuizzes(
  tx: Database,
  courseId: number,
  field: string,
): Promise<void> {
  const refusal = await quizBrokenByBank(
    tx,
    courseId,
    async () =>
      (await tx.select().from(questions).where(eq(questions.courseId, courseId))).map((row) => ({
        id: row.id,
        question: draftOf(row),
      })),
    field,
  );
  if (refusal) throw new ApiError(refusal);
}

/** Inserts drafts already checked, in order, for one course; returns the new rows. */
export async function insertQuestions(
  tx: Database,
  user: UserRow,
  now: Date,
  courseId: number,
  drafts: readonly QuestionDraft[],
): Promise<QuestionRecord[]> {
  if (drafts.length === 0) return [];
  return tx
    .insert(questions)
    .values(
      drafts.map((draft) => ({
        ...columnsOf(draft),
        courseId,
        createdBy: user.id,
        updatedBy: user.id,
        createdAt: now,
        updatedAt: now,
      })),
    )
    .returning();
}

/**
 * Creates a question in a course's bank (no id) or updates one against the version opened (its
 * course stays).
 * @example
 * const saved = await saveQuestion(db, user, now, { courseId: 3, question: draft });
 */
export async function saveQuestion(
  db: Database,
  user: UserRow,
  now: Date,
  body: QuestionSaveBody,
): Promise<QuestionDetail> {
  // who may write comes first: a stranger learns nothing from the checks of the question
  return db.transaction(async (tx) => {
    if (body.id === undefined) {
      await bankCourse(tx, user, body.courseId);
      const draft = checkedDraft(body.question);
      const [created] = await insertQuestions(tx, user, now, body.courseId, [draft]);
      if (!created) throw new Error('insert into questions returned no row');
      await keepPublishedQuizzes(tx, body.courseId, 'question');
      await audit(tx, user, now, 'question.create', created.id, null, draftOf(created));
      return detailOf(created);
    }
    if (body.version === undefined) throw new ApiError('参数错误：version 修改题目时必须提供');
    const locked = checkRevision(await questionKeptBy(tx, user, body.id, true), body.version);
    const draft = checkedDraft(body.question);
    if (body.courseId !== locked.courseId)
      throw new ApiError('参数错误：courseId 不能修改（题目属于它所在课程的题库）');
    const [updated] = await tx
      .update(questions)
      .set({
        ...columnsOf(draft),
        updatedBy: user.id,
        updatedAt: now,
        revision: locked.revision + 1,
      })
      .where(eq(questions.id, locked.id))
      .returning();
    if (!updated) throw new ApiError(MSG_NOT_FOUND_CONTENT);
    await keepPublishedQuizzes(tx, locked.courseId, 'question');
    await audit(tx, user, now, 'question.update', locked.id, draftOf(locked), draftOf(updated));
    return detailOf(updated);
  });
}

/**
 * A copy of a question in the same bank (复制), to be edited into a variant.
 * @example
 * const copy = await copyQuestion(db, user, now, 12);
 */
export async function copyQuestion(
  db: Database,
  user: UserRow,
  now: Date,
  id: number,
): Promise<QuestionDetail> {
  return db.transaction(async (tx) => {
    const source = await questionKeptBy(tx, user, id);
    const [created] = await insertQuestions(tx, user, now, source.courseId, [draftOf(source)]);
    if (!created) throw new Error('insert into questions returned no row');
    await keepPublishedQuizzes(tx, source.courseId, 'id');
    await audit(
      tx,
      user,
      now,
      'question.copy',
      created.id,
      { copiedFrom: source.id },
      draftOf(created),
    );
    return detailOf(created);
  });
}

/**
 * Deletes questions of one course's bank; ids of other courses or of none are refused by name.
 * @example
 * const { deleted } = await deleteQuestions(db, user, now, { courseId: 3, ids: [12, 13] });
 */
export async function deleteQuestions(
  db: Database,
  user: UserRow,
  now: Date,
  body: QuestionIdsBody,
): Promise<{ deleted: number }> {
  const ids = [...new Set(body.ids)];
  return db.transaction(async (tx) => {
    await bankCourse(tx, user, body.courseId);
    const found = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.courseId, body.courseId), inArray(questions.id, ids)))
      .for('update');
    const missing = ids.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0)
      throw new ApiError(`参数错误：ids 中的 ${missing.join('、')} 不是这门课程题库中的题目`);
    await tx.delete(questions).where(inArray(questions.id, ids));
    await keepPublishedQuizzes(tx, body.courseId, 'ids');
    for (const row of found)
      await audit(tx, user, now, 'question.delete', row.id, draftOf(row), null);
    return { deleted: found.length };
  });
}
