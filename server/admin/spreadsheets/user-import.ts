/**
 * Bulk import of students and teachers from .xlsx or .csv (import-file.ts reads every cell as
 * the text Excel shows, so a 学号 keeps its leading zeros). Columns are found by their header
 * (用户名/学号/工号, 姓名, 身份, 院系/部门, 班级, 邮箱, or the English field names). Every row is
 * checked — fields, duplicates within the file and against existing accounts — and the import is
 * all or nothing, in one transaction.
 *
 * Import for a new term (`updateExisting`): a row whose username exists updates that account's
 * 姓名, 身份, 院系 and 班级 instead of being refused; never its password, role or e-mail. A blank
 * 院系 or 班级 cell (or a file without that column) leaves the account's value as it is.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import type {
  AdminExportFile,
  AdminImportAction,
  AdminImportChange,
  AdminImportField,
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
import { identityName } from './account-columns';
import { IMPORT_MAX_ROWS, MSG_TOO_MANY_ROWS, readImportFile } from './import-file';
import { buildWorkbook, column, sheet, workbookFile, xlsxFile } from './workbook-file';
import type { ExportClock } from './workbook-file';

export { IMPORT_MAX_ROWS };

type ImportColumn = 'username' | 'realName' | 'identity' | 'department' | 'className' | 'email';

const COLUMN_NAMES: Record<ImportColumn, string[]> = {
  username: ['用户名', '学号', '工号', '学号/工号', '账号', 'username'],
  realName: ['姓名', '真实姓名', 'name', 'realname'],
  identity: ['身份', '类型', 'identity'],
  department: ['院系', '部门', '学院', '院系/部门', 'department'],
  className: ['班级', '行政班', '班级名称', 'class', 'classname'],
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
/** How Excel writes a long number it was not told is text: 2.026E+14. */
const SCIENTIFIC = /^\d+(\.\d+)?E\+?\d+$/i;
/** The template's example row is named so: the import refuses it if it is left in. */
export const EXAMPLE_MARK = '（示例）';
const EXAMPLE = /^[（(]示例[)）]/;
const MAX_DEPARTMENT = 64;
const MAX_CLASS_NAME = 64;

/** The template's header, in the order the template and the error report write it. */
const TEMPLATE_HEADERS: Record<ImportColumn, string> = {
  username: '学号',
  realName: '姓名',
  identity: '身份',
  department: '院系',
  className: '班级',
  email: '邮箱',
};

/** A row as read, with what the file said for the identity (kept for the error report). */
interface ReadRow extends AdminImportRow {
  identityText: string;
}

function columnIndexes(header: string[]): Record<ImportColumn, number> {
  const normalised = header.map((name) => name.replace(/\s/g, '').toLowerCase());
  const index = {} as Record<ImportColumn, number>;
  for (const [field, names] of Object.entries(COLUMN_NAMES) as [ImportColumn, string[]][]) {
    index[field] = normalised.findIndex((name) => names.includes(name));
  }
  if (index.username < 0 || index.realName < 0 || index.identity < 0) {
    throw new ApiError('参数错误：表头必须包含 用户名（或学号/工号）、姓名、身份 三列');
  }
  return index;
}

function parseRows(table: string[][]): ReadRow[] {
  const [header, ...body] = table;
  if (!header) throw new ApiError('参数错误：文件是空的');
  const index = columnIndexes(header);
  const at = (row: string[], i: number) => (i >= 0 ? (row[i] ?? '') : '');
  const rows: ReadRow[] = [];
  body.forEach((row, i) => {
    if (row.every((cell) => cell === '')) return;
    const identityText = at(row, index.identity);
    rows.push({
      line: i + 2,
      username: at(row, index.username),
      realName: at(row, index.realName),
      identity: IDENTITY_WORDS[identityText.toLowerCase()] ?? '',
      department: at(row, index.department),
      className: at(row, index.className),
      email: at(row, index.email).toLowerCase(),
      problems:
        identityText && !IDENTITY_WORDS[identityText.toLowerCase()]
          ? [`身份“${identityText}”必须是 学生、教师 或 社会学习者`]
          : [],
      action: 'create',
      changes: [],
      identityText,
    });
  });
  if (rows.length === 0) throw new ApiError('参数错误：文件里没有数据行');
  if (rows.length > IMPORT_MAX_ROWS) throw new ApiError(MSG_TOO_MANY_ROWS);
  return rows;
}

function checkFields(row: AdminImportRow): void {
  if (EXAMPLE.test(row.realName)) {
    row.problems.push('这是模板中的示例行，请删除后再导入');
    return;
  }
  if (SCIENTIFIC.test(row.username))
    row.problems.push(
      `用户名（学号/工号）“${row.username}”被 Excel 写成了科学计数法：请把这一列设为“文本”格式后重新填写`,
    );
  else if (!USERNAME.test(row.username))
    row.problems.push('用户名（学号/工号）必须是 3 到 32 个字母、数字或下划线');
  if (!row.realName) row.problems.push('姓名不能为空');
  else if (row.realName.length > 32) row.problems.push('姓名不能超过 32 个字符');
  // an unknown identity word was reported while reading the row
  if (!row.identity && !row.problems.some((problem) => problem.startsWith('身份')))
    row.problems.push('身份不能为空');
  if (row.department.length > MAX_DEPARTMENT)
    row.problems.push(`院系不能超过 ${MAX_DEPARTMENT} 个字符`);
  if (row.className.length > MAX_CLASS_NAME)
    row.problems.push(`班级不能超过 ${MAX_CLASS_NAME} 个字符`);
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

/** An account a row names: the fields a new term's import may change. */
interface Existing {
  id: number;
  /** The username in lower case. */
  name: string;
  realName: string;
  identity: Identity;
  department: string;
  className: string;
}

const existingColumns = {
  id: users.id,
  name: sql<string>`lower(${users.username})`,
  realName: users.realName,
  identity: users.identity,
  department: users.department,
  className: users.className,
};

/** The accounts the rows name (by username, in any case), by lower-case username. */
async function existingAccounts(db: Database, rows: AdminImportRow[]) {
  const names = [...new Set(rows.map((row) => row.username.toLowerCase()).filter(Boolean))];
  const found = new Map<string, Existing>();
  for (let start = 0; start < names.length; start += 5000) {
    const batch = await db
      .select(existingColumns)
      .from(users)
      .where(inArray(sql`lower(${users.username})`, names.slice(start, start + 5000)));
    for (const account of batch) found.set(account.name, account);
  }
  return found;
}

/** What the row changes on the account (a blank 院系 or 班级 changes nothing). */
function changesOf(row: AdminImportRow, account: Existing): AdminImportChange[] {
  const wanted: Record<AdminImportField, string> = {
    realName: row.realName,
    identity: row.identity,
    department: row.department || account.department,
    className: row.className || account.className,
  };
  return (Object.keys(wanted) as AdminImportField[])
    .filter((field) => wanted[field] !== account[field])
    .map((field) => ({ field, before: account[field], after: wanted[field] }));
}

/** Against the accounts: taken usernames and e-mails, or (a new term) the changes of each row. */
async function checkExisting(
  db: Database,
  rows: AdminImportRow[],
  updateExisting: boolean,
): Promise<Map<number, Existing>> {
  const accounts = await existingAccounts(db, rows);
  const newEmails = [
    ...new Set(
      rows
        .filter((row) => row.email && !accounts.has(row.username.toLowerCase()))
        .map((row) => row.email),
    ),
  ];
  const takenEmails = new Set<string>();
  for (let start = 0; start < newEmails.length; start += 5000) {
    const batch = await db
      .select({ email: users.email })
      .from(users)
      .where(inArray(users.email, newEmails.slice(start, start + 5000)));
    for (const row of batch) takenEmails.add(row.email);
  }
  const byLine = new Map<number, Existing>();
  for (const row of rows) {
    const account = accounts.get(row.username.toLowerCase());
    if (!account) {
      if (row.email && takenEmails.has(row.email)) row.problems.push('邮箱已被其他账号使用');
    } else if (!updateExisting) {
      row.problems.push('用户名已被注册');
    } else {
      // an existing account's e-mail is its own (a sign-in and reset channel): never imported
      byLine.set(row.line, account);
      if (row.problems.length === 0) row.changes = changesOf(row, account);
    }
  }
  return byLine;
}

function actionOf(row: AdminImportRow, existing: boolean): AdminImportAction {
  if (row.problems.length > 0) return 'refuse';
  if (!existing) return 'create';
  return row.changes.length > 0 ? 'update' : 'unchanged';
}

/** The refused rows as an .xlsx: the template's columns (fixable and importable again) and 错误原因. */
function errorReport(
  clock: ExportClock,
  fileName: string,
  rows: ReadRow[],
): Promise<AdminExportFile> {
  const baseName = fileName.replace(/\.(xlsx|csv)$/i, '');
  return workbookFile(clock, `导入错误报告-${baseName}`, [
    sheet(
      '不能导入的行',
      [
        column<ReadRow>('行号', 'integer', (row) => row.line),
        column<ReadRow>(TEMPLATE_HEADERS.username, 'text', (row) => row.username),
        column<ReadRow>(TEMPLATE_HEADERS.realName, 'text', (row) => row.realName),
        column<ReadRow>(TEMPLATE_HEADERS.identity, 'text', (row) =>
          row.identity ? identityName(row.identity) : row.identityText,
        ),
        column<ReadRow>(TEMPLATE_HEADERS.department, 'text', (row) => row.department),
        column<ReadRow>(TEMPLATE_HEADERS.className, 'text', (row) => row.className),
        column<ReadRow>(TEMPLATE_HEADERS.email, 'text', (row) => row.email),
        column<ReadRow>('错误原因', 'text', (row) => row.problems.join('；')),
      ],
      rows,
    ),
  ]);
}

function publicRow({ identityText: _identityText, ...row }: ReadRow): AdminImportRow {
  return row;
}

/**
 * Checks every row; unless it is a dry run and only when no row is refused, creates the new
 * accounts and (a new term) updates the existing ones.
 * @example
 * const result = await importUsers(db, staff, clock, { fileName: 'a.xlsx', contentBase64, initialPassword: 'Start2026', dryRun: true });
 */
export async function importUsers(
  db: Database,
  staff: Staff,
  clock: ExportClock,
  body: AdminUserImportBody,
): Promise<AdminUserImportResult> {
  const now = clock.now;
  const rows = parseRows(
    await readImportFile(body.fileName, Buffer.from(body.contentBase64, 'base64')),
  );
  rows.forEach(checkFields);
  checkDuplicatesInFile(rows);
  const existing = await checkExisting(db, rows, body.updateExisting === true);
  const plan: Record<AdminImportAction, number> = { create: 0, update: 0, unchanged: 0, refuse: 0 };
  for (const row of rows) {
    row.action = actionOf(row, existing.has(row.line));
    plan[row.action] += 1;
  }
  const refused = rows.filter((row) => row.action === 'refuse');
  const result: AdminUserImportResult = {
    total: rows.length,
    valid: rows.length - refused.length,
    rows: rows.map(publicRow),
    plan,
    imported: 0,
    updated: 0,
    errorReport: refused.length > 0 ? await errorReport(clock, body.fileName, refused) : null,
  };
  if (body.dryRun || refused.length > 0) return result;

  const created = rows.filter((row) => row.action === 'create');
  const updates = rows.filter((row) => row.action === 'update');
  if (created.length === 0 && updates.length === 0) return result;
  // one hash for the shared initial password: the new accounts must change it at the first login
  const passwordHash = created.length > 0 ? await hashPassword(body.initialPassword) : '';
  try {
    await db.transaction(async (tx) => {
      if (created.length > 0) {
        await tx.insert(users).values(
          created.map((row) => ({
            username: row.username,
            nickname: row.realName,
            realName: row.realName,
            identity: row.identity as Identity,
            // the file's first column is the 学号/工号, which is also the username
            studentNumber: row.username,
            department: row.department,
            className: row.className,
            email: row.email,
            passwordHash,
            mustChangePassword: true,
            mustChangeReason: 'initial' as const,
            createdAt: now,
            updatedAt: now,
            passwordChangedAt: now,
          })),
        );
      }
      for (const row of updates) {
        const account = existing.get(row.line);
        if (!account) continue;
        const before = Object.fromEntries(row.changes.map((item) => [item.field, item.before]));
        const after = Object.fromEntries(row.changes.map((item) => [item.field, item.after]));
        // only the fields that change: never the password, role or e-mail
        const set: Partial<typeof users.$inferInsert> = { updatedAt: now };
        for (const change of row.changes) {
          if (change.field === 'identity') set.identity = change.after as Identity;
          else set[change.field] = change.after;
        }
        await tx.update(users).set(set).where(eq(users.id, account.id));
        await recordAudit(tx, staff, now, {
          action: 'user.importUpdate',
          entity: 'user',
          entityId: account.id,
          before,
          after,
        });
      }
      await recordAudit(tx, staff, now, {
        action: 'user.import',
        entity: 'user',
        entityId: '',
        after: {
          fileName: body.fileName,
          count: created.length,
          usernames: created.map((row) => row.username),
          updated: updates.map((row) => row.username),
        },
      });
    });
  } catch (error) {
    // an account registered between the check and the insert: nothing was written
    if (uniqueViolation(error))
      throw new ApiError('导入失败：有账号在导入期间被注册，请重新试导入');
    throw error;
  }
  return { ...result, imported: created.length, updated: updates.length };
}

// ---------------------------------------------------------------- the template

/** exceljs keeps a sheet's validations by cell range; its type declarations leave them out. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

interface TemplateRow {
  values: Record<ImportColumn, string>;
}

const TEMPLATE_EXAMPLE: TemplateRow = {
  values: {
    username: '0012345',
    realName: `${EXAMPLE_MARK}张三`,
    identity: '学生',
    department: '护理学院',
    className: '护理2401',
    email: 'zhangsan@example.edu.cn',
  },
};

/**
 * The import template: the header, every column formatted as text (a 学号 typed in keeps its
 * zeros), a list for 身份, and one example row marked （示例） that the import refuses if left in.
 * @example
 * const file = await importTemplate();
 */
export async function importTemplate(clock: ExportClock): Promise<AdminExportFile> {
  const fields = Object.keys(TEMPLATE_HEADERS) as ImportColumn[];
  const workbook = buildWorkbook(clock, [
    sheet(
      '名单',
      fields.map((field) =>
        column<TemplateRow>(TEMPLATE_HEADERS[field], 'text', (row) => row.values[field]),
      ),
      [TEMPLATE_EXAMPLE],
    ),
  ]);
  const worksheet = workbook.worksheets[0]!;
  const example = worksheet.getRow(2);
  example.font = { italic: true, color: { argb: 'FF808080' } };
  example.getCell(fields.indexOf('realName') + 1).note =
    '示例行：请照此格式填写，导入前删除本行（留在文件里会被拒绝）。学号/工号按文本填写，开头的 0 会保留。';
  const identityColumn = String.fromCharCode(65 + fields.indexOf('identity'));
  (worksheet as unknown as RangeValidations).dataValidations.add(
    `${identityColumn}2:${identityColumn}${IMPORT_MAX_ROWS + 1}`,
    {
      type: 'list',
      allowBlank: false,
      formulae: ['"学生,教师,社会学习者"'],
      showErrorMessage: true,
      errorTitle: '身份',
      error: '身份必须是 学生、教师 或 社会学习者',
    },
  );
  return xlsxFile('批量导入模板.xlsx', workbook);
}
