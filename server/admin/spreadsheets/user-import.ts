/**
 * Bulk import of students and teachers from .xlsx or .csv (UTF-8 or GBK, as Excel saves it in
 * China). Columns are found by their header (用户名/学号/工号, 姓名, 身份, 院系/部门, 邮箱, or the
 * English field names). Every row is checked — fields, duplicates within the file and against
 * existing accounts — and the import is all or nothing, in one transaction.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { inArray, sql } from 'drizzle-orm';
import type {
  AdminImportRow,
  AdminUserImportBody,
  AdminUserImportResult,
} from '../../../src/core/api/admin-contract';
import type { Identity } from '../../../src/core/api/contract';
import { hashPassword } from '../../auth/password-hash';
import type { Database } from '../../db/open-database';
import { users } from '../../db/schema';
import { uniqueViolation } from '../../db/unique-violation';
import { ApiError } from '../../http/envelope';
import { recordAudit } from '../audit-log';
import type { Staff } from '../staff-only';
import { zipVerdict } from './zip-budget';

export const IMPORT_MAX_ROWS = 5000;

const COLUMN_NAMES: Record<keyof Omit<AdminImportRow, 'line' | 'problems'>, string[]> = {
  username: ['用户名', '学号', '工号', '学号/工号', '账号', 'username'],
  realName: ['姓名', '真实姓名', 'name', 'realname'],
  identity: ['身份', '类型', 'identity'],
  department: ['院系', '部门', '学院', '院系/部门', 'department'],
  email: ['邮箱', '电子邮箱', 'email', 'e-mail'],
};

const IDENTITY_WORDS: Record<string, Identity> = {
  学生: 'student',
  student: 'student',
  教师: 'teacher',
  老师: 'teacher',
  teacher: 'teacher',
  社会学习者: 'public',
  public: 'public',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9_]{3,32}$/;

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text.trim();
    if ('result' in value) return String(value.result ?? '').trim();
    if ('richText' in value)
      return value.richText
        .map((part) => part.text)
        .join('')
        .trim();
    if (value instanceof Date) return value.toISOString();
  }
  return String(value).trim();
}

/** CSV bytes as text: UTF-8 (with or without BOM), else GBK. */
function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/** An .xlsx may inflate to this much in all: a real list of 5 000 rows is well under 2 MB. */
const XLSX_MAX_INFLATED_BYTES = 8 * 1024 * 1024;
const MSG_TOO_MANY_ROWS = `参数错误：一次最多导入 ${IMPORT_MAX_ROWS} 行`;
const MSG_UNREADABLE = '参数错误：contentBase64 不是可读取的 .xlsx 或 .csv 文件';
/** Header plus the most data rows: reading stops past this. */
const MAX_LINES = IMPORT_MAX_ROWS + 1;

/** Refuses a CSV with more non-blank lines than an import takes, before parsing it. */
function checkCsvLines(text: string): void {
  let lines = 0;
  for (let start = 0; start < text.length;) {
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : newline;
    if (/[^\s,;]/.test(text.slice(start, end))) {
      lines += 1;
      if (lines > MAX_LINES) throw new ApiError(MSG_TOO_MANY_ROWS);
    }
    start = end + 1;
  }
}

async function readCsv(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const text = csvText(bytes);
  checkCsvLines(text);
  return new ExcelJS.Workbook().csv.read(Readable.from([text]));
}

/**
 * The first sheet's rows, read as a stream that stops past the row limit; the file's inflated
 * size is checked first (zip-budget.ts).
 */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const verdict = zipVerdict(bytes, XLSX_MAX_INFLATED_BYTES);
  if (verdict === 'too-large') {
    throw new ApiError(
      `参数错误：contentBase64 解压后超过 ${XLSX_MAX_INFLATED_BYTES / 1024 / 1024} MB，不是一份正常的名单（一次最多导入 ${IMPORT_MAX_ROWS} 行）`,
    );
  }
  if (verdict === 'unreadable') throw new ApiError(MSG_UNREADABLE);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([bytes]), {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const rows: string[][] = [];
  let read = 0;
  for await (const sheet of reader) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows[row.number - 1] = values.map((value) => cellText(value as ExcelJS.CellValue));
      read += 1;
      if (read > MAX_LINES) throw new ApiError(MSG_TOO_MANY_ROWS);
    }
    break; // the first sheet only
  }
  return Array.from(rows, (row) => row ?? []);
}

async function readSheet(fileName: string, bytes: Buffer): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  if (!lower.endsWith('.csv') && !lower.endsWith('.xlsx'))
    throw new ApiError('参数错误：fileName 必须是 .xlsx 或 .csv 文件');
  try {
    if (lower.endsWith('.xlsx')) return await readXlsx(bytes);
    const sheet = await readCsv(bytes);
    const rows: string[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      rows[rowNumber - 1] = values.map((value) => cellText(value as ExcelJS.CellValue));
    });
    return Array.from(rows, (row) => row ?? []);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(MSG_UNREADABLE);
  }
}

function columnIndexes(header: string[]) {
  const normalised = header.map((name) => name.replace(/\s/g, '').toLowerCase());
  const index = {} as Record<keyof typeof COLUMN_NAMES, number>;
  for (const [field, names] of Object.entries(COLUMN_NAMES) as [
    keyof typeof COLUMN_NAMES,
    string[],
  ][]) {
    index[field] = normalised.findIndex((name) => names.includes(name));
  }
  if (index.username < 0 || index.realName < 0 || index.identity < 0) {
    throw new ApiError('参数错误：表头必须包含 用户名（或学号/工号）、姓名、身份 三列');
  }
  return index;
}

function parseRows(table: string[][]): AdminImportRow[] {
  const [header, ...body] = table;
  if (!header) throw new ApiError('参数错误：文件是空的');
  const index = columnIndexes(header);
  const at = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '') : '');
  const rows: AdminImportRow[] = [];
  body.forEach((row, i) => {
    if (row.every((cell) => cell === '')) return;
    const identityText = at(row, index.identity);
    rows.push({
      line: i + 2,
      username: at(row, index.username),
      realName: at(row, index.realName),
      identity: IDENTITY_WORDS[identityText.toLowerCase()] ?? '',
      department: at(row, index.department),
      email: at(row, index.email).toLowerCase(),
      problems:
        identityText && !IDENTITY_WORDS[identityText.toLowerCase()]
          ? [`身份“${identityText}”必须是 学生、教师 或 社会学习者`]
          : [],
    });
  });
  if (rows.length === 0) throw new ApiError('参数错误：文件里没有数据行');
  if (rows.length > IMPORT_MAX_ROWS) throw new ApiError(MSG_TOO_MANY_ROWS);
  return rows;
}

function checkFields(row: AdminImportRow): void {
  if (!USERNAME.test(row.username))
    row.problems.push('用户名（学号/工号）必须是 3 到 32 个字母、数字或下划线');
  if (!row.realName) row.problems.push('姓名不能为空');
  else if (row.realName.length > 32) row.problems.push('姓名不能超过 32 个字符');
  // an unknown identity word was reported while reading the row
  if (!row.identity && !row.problems.some((problem) => problem.startsWith('身份')))
    row.problems.push('身份不能为空');
  if (row.department.length > 64) row.problems.push('院系不能超过 64 个字符');
  if (row.email && (!EMAIL.test(row.email) || row.email.length > 254))
    row.problems.push('邮箱格式不正确');
}

function checkDuplicatesInFile(rows: AdminImportRow[]): void {
  const seen = { username: new Map<string, number>(), email: new Map<string, number>() };
  for (const row of rows) {
    const name = row.username.toLowerCase();
    const first = seen.username.get(name);
    if (name && first !== undefined) row.problems.push(`用户名与第 ${first} 行重复`);
    else seen.username.set(name, row.line);
    if (row.email) {
      const firstEmail = seen.email.get(row.email);
      if (firstEmail !== undefined) row.problems.push(`邮箱与第 ${firstEmail} 行重复`);
      else seen.email.set(row.email, row.line);
    }
  }
}

async function checkExisting(db: Database, rows: AdminImportRow[]): Promise<void> {
  const names = rows.map((row) => row.username.toLowerCase()).filter(Boolean);
  const emails = rows.map((row) => row.email).filter(Boolean);
  const takenNames = new Set(
    names.length === 0
      ? []
      : (
          await db
            .select({ name: sql<string>`lower(${users.username})` })
            .from(users)
            .where(inArray(sql`lower(${users.username})`, names))
        ).map((row) => row.name),
  );
  const takenEmails = new Set(
    emails.length === 0
      ? []
      : (
          await db.select({ email: users.email }).from(users).where(inArray(users.email, emails))
        ).map((row) => row.email),
  );
  for (const row of rows) {
    if (takenNames.has(row.username.toLowerCase())) row.problems.push('用户名已被注册');
    if (row.email && takenEmails.has(row.email)) row.problems.push('邮箱已被其他账号使用');
  }
}

/**
 * Checks every row; unless it is a dry run and only when no row has a problem, creates them all.
 * @example
 * const result = await importUsers(db, staff, now, { fileName: 'a.xlsx', contentBase64, initialPassword: 'Start2026', dryRun: true });
 */
export async function importUsers(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminUserImportBody,
): Promise<AdminUserImportResult> {
  const rows = parseRows(await readSheet(body.fileName, Buffer.from(body.contentBase64, 'base64')));
  rows.forEach(checkFields);
  checkDuplicatesInFile(rows);
  await checkExisting(db, rows);
  const valid = rows.filter((row) => row.problems.length === 0).length;
  const result = { total: rows.length, valid, rows, imported: 0 };
  if (body.dryRun || valid !== rows.length) return result;

  // one hash for the shared initial password: the accounts must change it at the first login
  const passwordHash = await hashPassword(body.initialPassword);
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values(
        rows.map((row) => ({
          username: row.username,
          nickname: row.realName,
          realName: row.realName,
          identity: row.identity as Identity,
          // the file's first column is the 学号/工号, which is also the username
          studentNumber: row.username,
          department: row.department,
          email: row.email,
          passwordHash,
          mustChangePassword: true,
          createdAt: now,
          updatedAt: now,
          passwordChangedAt: now,
        })),
      );
      await recordAudit(tx, staff, now, {
        action: 'user.import',
        entity: 'user',
        entityId: '',
        after: {
          fileName: body.fileName,
          count: rows.length,
          usernames: rows.map((row) => row.username),
        },
      });
    });
  } catch (error) {
    // an account registered between the check and the insert: nothing was written
    if (uniqueViolation(error))
      throw new ApiError('导入失败：有账号在导入期间被注册，请重新试导入');
    throw error;
  }
  return { ...result, imported: rows.length };
}
