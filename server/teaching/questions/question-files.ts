/**
 * Questions in and out of a course's bank as files: the .xlsx template and Moodle's GIFT text.
 * An import is checked question by question (the format's reading, then the rules every question
 * obeys); a dry run lists the problems by row and field; the real import stores the whole file in
 * one transaction, and refuses it while any question has a problem, so a corrected file can be
 * imported again without doubling the questions that were right the first time.
 */
import { desc } from 'drizzle-orm';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';
import {
  QUESTION_LIMITS,
  type QuestionDraft,
  type QuestionExportQuery,
  type QuestionFileFormat,
  type QuestionImportBody,
  type QuestionImportResult,
  type QuestionImportRow,
} from '../../../src/core/api/question-contract';
import type { QuestionExportFile } from '../../../src/core/api/teaching-contract';
import { recordAuditBy } from '../../admin/audit-log';
import { fileNamePart, fileStamp } from '../../admin/spreadsheets/workbook-file';
import type { ExportClock } from '../../admin/spreadsheets/workbook-file';
import type { Database } from '../../db/open-database';
import { questions } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { readGift } from './formats/gift-read';
import { writeGift } from './formats/gift-write';
import type { ReadQuestion } from './formats/read-question';
import { questionTemplate, readQuestionXlsx, writeQuestionXlsx } from './formats/question-xlsx';
import { bankCourse } from './question-access';
import { checkDraft, problemInRow } from './question-draft';
import { draftOf, insertQuestions, questionFilter, keepPublishedQuizzes } from './question-store';

/** Rows the dry run shows: every problem row, then good ones up to this many in all. */
const SHOWN_ROWS = 200;
/** The most questions one export holds. */
const EXPORT_MAX = 10_000;

const GIFT_MIME = 'text/plain; charset=utf-8';

const MSG_GIFT_SEVERAL_BLANKS =
  '多空填空题：本平台可以读回，Moodle 的 GIFT 每题只有一个空，导入 Moodle 时会出错';

/** The format's reading of the file. */
async function readFile(format: QuestionFileFormat, bytes: Buffer): Promise<ReadQuestion[]> {
  if (format === 'xlsx') return readQuestionXlsx(bytes);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new ApiError('参数错误：contentBase64 GIFT 文件必须是 UTF-8 编码的文本');
  }
  return readGift(text);
}

interface Checked {
  row: QuestionImportRow;
  draft: QuestionDraft | null;
}

function checkRead(read: ReadQuestion): Checked {
  const row = {
    line: read.line,
    type: read.type,
    stemText: read.stemText,
    problems: read.problems,
  };
  if (!read.draft || read.problems.length > 0) return { row, draft: null };
  const { draft, problems } = checkDraft(read.draft);
  if (problems.length > 0)
    return { row: { ...row, problems: problems.map(problemInRow) }, draft: null };
  return { row, draft };
}

/**
 * Checks an import file and, unless it is a dry run, stores all its questions (refused while any
 * has a problem). Audited as one `question.import` with the file's name and count.
 * @example
 * const plan = await importQuestions(db, user, now, { courseId: 3, format: 'gift', fileName: 'q.txt', contentBase64, dryRun: true });
 */
export async function importQuestions(
  db: Database,
  user: UserRow,
  now: Date,
  body: QuestionImportBody,
): Promise<QuestionImportResult> {
  await bankCourse(db, user, body.courseId);
  const wanted = body.format === 'xlsx' ? /\.xlsx$/i : /\.(txt|gift)$/i;
  if (!wanted.test(body.fileName))
    throw new ApiError(
      `参数错误：fileName ${body.format === 'xlsx' ? '请选择 .xlsx 文件' : '请选择 .txt 或 .gift 文件'}`,
    );
  const read = await readFile(body.format, Buffer.from(body.contentBase64, 'base64'));
  if (read.length === 0) throw new ApiError('参数错误：contentBase64 文件中没有题目');
  if (read.length > QUESTION_LIMITS.importRows)
    throw new ApiError(`参数错误：contentBase64 一次最多导入 ${QUESTION_LIMITS.importRows} 题`);
  const checked = read.map(checkRead);
  const bad = checked.filter((item) => item.draft === null);
  const good = checked.filter((item) => item.draft !== null);
  const result: QuestionImportResult = {
    total: checked.length,
    rows: [...bad, ...good].slice(0, Math.max(SHOWN_ROWS, bad.length)).map((item) => item.row),
    valid: good.length,
    invalid: bad.length,
    imported: 0,
  };
  if (body.dryRun) return result;
  if (bad.length > 0)
    throw new ApiError(
      `参数错误：contentBase64 文件中有 ${bad.length} 题有问题，请按预检结果修改后再导入（这次没有导入任何题目）`,
    );
  const drafts = good.flatMap((item) => (item.draft ? [item.draft] : []));
  await db.transaction(async (tx) => {
    const created = await insertQuestions(tx, user, now, body.courseId, drafts);
    await keepPublishedQuizzes(tx, body.courseId, 'contentBase64');
    await recordAuditBy(tx, { id: user.id, name: user.username }, now, {
      action: 'question.import',
      entity: 'question',
      entityId: body.courseId,
      before: null,
      after: { fileName: body.fileName, format: body.format, count: created.length },
    });
  });
  return { ...result, imported: drafts.length };
}

/**
 * The course's questions the list's filters select, oldest first, as .xlsx or GIFT text, named
 * `题库-<课程>-<day>-<time>` in the centre's time zone.
 * @example
 * const file = await exportQuestions(db, user, clock, { courseId: 3, format: 'xlsx' });
 */
export async function exportQuestions(
  db: Database,
  user: UserRow,
  clock: ExportClock,
  query: QuestionExportQuery,
): Promise<QuestionExportFile> {
  const course = await bankCourse(db, user, query.courseId);
  const found = await db
    .select()
    .from(questions)
    .where(questionFilter(query))
    .orderBy(desc(questions.id))
    .limit(EXPORT_MAX + 1);
  if (found.length === 0) throw new ApiError('参数错误：没有符合筛选条件的题目可导出');
  if (found.length > EXPORT_MAX)
    throw new ApiError(`参数错误：一次最多导出 ${EXPORT_MAX} 题，请先筛选`);
  const drafts = found.reverse().map(draftOf);
  const baseName = `题库-${fileNamePart(course.title)}-${fileStamp(clock)}`;
  if (query.format === 'xlsx') {
    const file: AdminExportFile = await writeQuestionXlsx(drafts, `${baseName}.xlsx`);
    return { ...file, skipped: [], warnings: [] };
  }
  const written = writeGift(drafts);
  return {
    fileName: `${baseName}.txt`,
    mimeType: GIFT_MIME,
    contentBase64: Buffer.from(written.file, 'utf8').toString('base64'),
    skipped: written.skipped,
    warnings: drafts.flatMap((draft, index) =>
      draft.type === 'fill' && draft.blanks.length > 1
        ? [{ index, reason: MSG_GIFT_SEVERAL_BLANKS }]
        : [],
    ),
  };
}

/** The import template (see formats/question-xlsx.ts). */
export { questionTemplate };
