/**
 * A class roster from .xlsx or .csv (学号 and 姓名 columns; every cell read as text, so 学号 keep
 * their zeros): each row is matched to an account by 学号 (its 学号 field, else its username) and
 * checked against the account's 姓名. A dry run stores nothing and says what each row would do;
 * the import then adds the matched accounts and skips the rows it named. Moving students to
 * another class of the same course (分班调整) is here too.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';
import type {
  ClassMemberMoveBody,
  ClassRosterAction,
  ClassRosterBody,
  ClassRosterResult,
  ClassRosterRow,
} from '../../../src/core/api/teaching-contract';
import { recordAuditBy } from '../../admin/audit-log';
import { EXAMPLE_MARK } from '../../admin/spreadsheets/user-import';
import {
  IMPORT_MAX_ROWS,
  MSG_TOO_MANY_ROWS,
  readImportFile,
} from '../../admin/spreadsheets/import-file';
import {
  buildWorkbook,
  column,
  sheet,
  xlsxFile,
  type ExportClock,
} from '../../admin/spreadsheets/workbook-file';
import type { Database } from '../../db/open-database';
import { classMembers, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy } from './class-access';

const NUMBER_HEADERS = ['学号', '学号/工号', '用户名', '账号'];
const NAME_HEADERS = ['姓名', '真实姓名'];
const EXAMPLE = /^[（(]示例[)）]/;

function parseRoster(table: string[][]): ClassRosterRow[] {
  const [header, ...body] = table;
  if (!header) throw new ApiError('参数错误：文件是空的');
  const names = header.map((cell) => cell.replace(/\s/g, ''));
  const numberAt = names.findIndex((cell) => NUMBER_HEADERS.includes(cell));
  const nameAt = names.findIndex((cell) => NAME_HEADERS.includes(cell));
  if (numberAt < 0 || nameAt < 0) throw new ApiError('参数错误：表头必须包含 学号、姓名 两列');
  const rows: ClassRosterRow[] = [];
  body.forEach((row, i) => {
    if (row.every((cell) => cell === '')) return;
    rows.push({
      line: i + 2,
      studentNumber: (row[numberAt] ?? '').trim(),
      name: (row[nameAt] ?? '').trim(),
      account: null,
      action: 'add',
      problems: [],
    });
  });
  if (rows.length === 0) throw new ApiError('参数错误：文件里没有数据行');
  if (rows.length > IMPORT_MAX_ROWS) throw new ApiError(MSG_TOO_MANY_ROWS);
  return rows;
}

type Candidate = { id: number; username: string; realName: string; studentNumber: string };

/** Every row's account, action and problems (in place); the ids of the accounts to add. */
async function planRoster(
  db: Database,
  classId: number,
  rows: ClassRosterRow[],
): Promise<Map<ClassRosterRow, number>> {
  const numbers = [...new Set(rows.map((row) => row.studentNumber).filter(Boolean))];
  const found: Candidate[] = numbers.length
    ? await db
        .select({
          id: users.id,
          username: users.username,
          realName: users.realName,
          studentNumber: users.studentNumber,
        })
        .from(users)
        .where(
          or(
            inArray(users.studentNumber, numbers),
            inArray(
              sql`lower(${users.username})`,
              numbers.map((number) => number.toLowerCase()),
            ),
          ),
        )
    : [];
  const inClass = new Set(
    (
      await db
        .select({ userId: classMembers.userId })
        .from(classMembers)
        .where(eq(classMembers.classId, classId))
    ).map((row) => row.userId),
  );
  const seen = new Map<string, number>();
  const toAdd = new Map<ClassRosterRow, number>();
  for (const row of rows) {
    if (EXAMPLE.test(row.name) || row.name.startsWith(EXAMPLE_MARK)) {
      row.problems.push('这是模板中的示例行，请删除后再导入');
    } else if (!row.studentNumber) {
      row.problems.push('学号不能为空');
    } else if (!row.name) {
      // the name is what tells a wrong 学号 from the right one
      row.problems.push('姓名不能为空');
    } else if (seen.has(row.studentNumber)) {
      row.problems.push(`学号与第 ${seen.get(row.studentNumber)} 行重复`);
    } else {
      seen.set(row.studentNumber, row.line);
      // the 学号 field first; an account whose username is the number only when none has it
      const byNumber = found.filter((user) => user.studentNumber === row.studentNumber);
      const matches = byNumber.length
        ? byNumber
        : found.filter((user) => user.username.toLowerCase() === row.studentNumber.toLowerCase());
      const [account] = matches;
      if (!account)
        row.problems.push(
          `没有学号为 ${row.studentNumber} 的账号（请先在用户管理中导入或让学生注册）`,
        );
      else if (matches.length > 1)
        row.problems.push(`学号 ${row.studentNumber} 对应多个账号，请在用户管理中核对`);
      else {
        row.account = account.username;
        if (row.name && account.realName && row.name !== account.realName)
          row.problems.push(`姓名不符：该学号的账号姓名是“${account.realName}”`);
        else if (inClass.has(account.id)) row.action = 'already';
        else toAdd.set(row, account.id);
      }
    }
    if (row.problems.length) row.action = 'refuse';
  }
  return toAdd;
}

/**
 * 导入名单 of a class: a dry run says what each row would do; otherwise the matched accounts are
 * added (`via` teacher) and the rows with problems skipped, as the dry run showed.
 * @example
 * const plan = await importClassRoster(db, user, now, { classId: 7, fileName: '名单.xlsx', contentBase64, dryRun: true });
 */
export async function importClassRoster(
  db: Database,
  user: UserRow,
  now: Date,
  body: ClassRosterBody,
): Promise<ClassRosterResult> {
  const rows = parseRoster(
    await readImportFile(body.fileName, Buffer.from(body.contentBase64, 'base64')),
  );
  return db.transaction(async (tx) => {
    const locked = await classManagedBy(tx, user, body.classId, {
      forUpdate: true,
      writable: true,
    });
    const toAdd = await planRoster(tx, locked.id, rows);
    const plan: Record<ClassRosterAction, number> = { add: 0, already: 0, refuse: 0 };
    for (const row of rows) plan[row.action] += 1;
    let added = 0;
    if (!body.dryRun && toAdd.size > 0) {
      const inserted = await tx
        .insert(classMembers)
        .values(
          [...toAdd.values()].map((userId) => ({
            classId: locked.id,
            userId,
            joinedAt: now,
            via: 'teacher',
          })),
        )
        .onConflictDoNothing()
        .returning({ userId: classMembers.userId });
      added = inserted.length;
      await recordAuditBy(tx, { id: user.id, name: user.username }, now, {
        action: 'class.roster',
        entity: 'class',
        entityId: locked.id,
        after: { added: [...toAdd.keys()].map((row) => row.account), file: body.fileName },
      });
    }
    return { total: rows.length, rows, plan, added };
  });
}

interface TemplateRow {
  studentNumber: string;
  name: string;
}

/**
 * The roster template: 学号 and 姓名 as text columns, one example row the import refuses if left in.
 * @example
 * const file = await classRosterTemplate(clock);
 */
export async function classRosterTemplate(clock: ExportClock): Promise<AdminExportFile> {
  const workbook = buildWorkbook(clock, [
    sheet(
      '名单',
      [
        column<TemplateRow>('学号', 'text', (row) => row.studentNumber),
        column<TemplateRow>('姓名', 'text', (row) => row.name),
      ],
      [{ studentNumber: '0012345', name: `${EXAMPLE_MARK}张三` }],
    ),
  ]);
  const example = workbook.worksheets[0]!.getRow(2);
  example.font = { italic: true, color: { argb: 'FF808080' } };
  example.getCell(2).note =
    '示例行：导入前请删除。学号按文本填写，开头的 0 会保留；姓名须与账号上的姓名一致。';
  return xlsxFile('班级名单模板.xlsx', workbook);
}

/**
 * 分班调整: moves students to another class of the same course (both managed by the account, neither
 * archived); a student already in the target class just leaves the source.
 * @example
 * await moveClassMembers(db, user, now, { classId: 7, userIds: [12], toClassId: 8 });
 */
export async function moveClassMembers(
  db: Database,
  user: UserRow,
  now: Date,
  body: ClassMemberMoveBody,
): Promise<{ moved: number }> {
  if (body.toClassId === body.classId) throw new ApiError('参数错误：toClassId 不能是同一个班级');
  return db.transaction(async (tx) => {
    // locked in id order: two opposite moves cannot deadlock
    const [first, second] = [body.classId, body.toClassId].sort((a, b) => a - b);
    const a = await classManagedBy(tx, user, first!, { forUpdate: true, writable: true });
    const b = await classManagedBy(tx, user, second!, { forUpdate: true, writable: true });
    const [source, target] = a.id === body.classId ? [a, b] : [b, a];
    if (source.courseId !== target.courseId)
      throw new ApiError('参数错误：toClassId 必须是同一门课程的班级');
    const leaving = await tx
      .delete(classMembers)
      .where(and(eq(classMembers.classId, source.id), inArray(classMembers.userId, body.userIds)))
      .returning();
    if (leaving.length) {
      await tx
        .insert(classMembers)
        .values(leaving.map((row) => ({ ...row, classId: target.id })))
        .onConflictDoNothing();
      await recordAuditBy(tx, { id: user.id, name: user.username }, now, {
        action: 'class.memberMove',
        entity: 'class',
        entityId: source.id,
        after: {
          toClass: target.name,
          members: (
            await tx
              .select({ username: users.username })
              .from(users)
              .where(
                inArray(
                  users.id,
                  leaving.map((row) => row.userId),
                ),
              )
          ).map((row) => row.username),
        },
      });
    }
    return { moved: leaving.length };
  });
}
