/**
 * Issue 31, import for a new term: a mode that updates existing accounts (姓名, 身份, 院系, 班级)
 * instead of refusing them as 用户名已被注册, a dry run that says which rows are created, updated,
 * unchanged or refused, an .xlsx error report of the refused rows with a 错误原因 column, and a
 * template (.xlsx) with an example row the import refuses if it is left in. Passwords, roles and
 * e-mail addresses of existing accounts never change; every update is audited.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type {
  AdminExportFile,
  AdminImportRow,
  AdminUserImportResult,
} from '../../src/core/api/admin-contract';
import { auditLog, users } from '../../server/db/schema';
import { createConsoleFixture } from './helpers/console-fixture';
import { call, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import {
  assertTextCell,
  columnCells,
  headersOf,
  readWorkbook,
  sheetObjects,
} from './helpers/workbook';

let t: TestApp;
let admin = '';
let editor = '';

const HEADER = ['学号', '姓名', '身份', '院系', '班级', '邮箱'];

async function xlsx(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('名单');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function runImport(
  contentBase64: string,
  options: { dryRun?: boolean; updateExisting?: boolean; fileName?: string } = {},
) {
  const result = await call<AdminUserImportResult>(t, 'POST', '/api/admin/userImport', {
    token: admin,
    body: {
      fileName: options.fileName ?? '新学期名单.xlsx',
      contentBase64,
      initialPassword: 'Start2026',
      dryRun: options.dryRun ?? true,
      ...(options.updateExisting === undefined ? {} : { updateExisting: options.updateExisting }),
    },
  });
  assert.equal(result.body.code, 0, result.body.msg);
  return result.body.data!;
}

const accounts = async (names: string[]) =>
  t.db
    .select()
    .from(users)
    .where(
      inArray(
        sql`lower(${users.username})`,
        names.map((name) => name.toLowerCase()),
      ),
    )
    .orderBy(users.id);

const line = (result: AdminUserImportResult, n: number): AdminImportRow =>
  result.rows.find((row) => row.line === n) ?? assert.fail(`no line ${n}`);

before(async () => {
  ({ t } = await createConsoleFixture());
  admin = await loginToken(t, 'admin1');
  editor = await loginToken(t, 'editor1');
  // last term's accounts
  const first = await runImport(
    await xlsx([
      ['0031001', '欧阳娜娜', '学生', '护理学院', '护理2301', ''],
      ['0031002', '王小明', '学生', '护理学院', '护理2301', 'old.wang@example.edu.cn'],
      ['0031003', '陈晨', '学生', '医学院', '临床2302', ''],
      ['T0042', '赵老师', '教师', '医学院', '', ''],
    ]),
    { dryRun: false },
  );
  assert.equal(first.imported, 4);
  // since then: 王小明 chose his own password, 赵老师 became a teacher in the console
  await t.db
    .update(users)
    .set({ mustChangePassword: false, passwordHash: 'scrypt$own-password' })
    .where(eq(users.username, '0031002'));
  await t.db.update(users).set({ role: 'teacher' }).where(eq(users.username, 'T0042'));
});

after(() => t.close());

const NEW_TERM = [
  ['0031001', '欧阳娜娜', '学生', '护理学院', '护理2301', ''], // 2: unchanged
  ['0031002', '王小明', '学生', '护理学院', '护理2401', 'new.wang@example.edu.cn'], // 3: 班级
  ['0031003', '陈晨辰', '学生', '临床医学院', '临床2402', ''], // 4: 姓名, 院系, 班级
  ['t0042', '赵老师', '教师', '护理学院', '', ''], // 5: 院系 (the username in other case)
  ['0031005', '新同学', '学生', '护理学院', '护理2401', ''], // 6: new
  ['0031001', '欧阳娜娜', '学生', '护理学院', '护理2301', ''], // 7: twice in the file
  ['0012345', '（示例）张三', '学生', '护理学院', '护理2401', ''], // 8: the template's example
];

describe('import for a new term', () => {
  it('without the mode, existing accounts are refused as before', async () => {
    const result = await runImport(await xlsx(NEW_TERM));
    for (const n of [2, 3, 4, 5]) {
      assert.equal(line(result, n).action, 'refuse', `line ${n}`);
      assert.match(line(result, n).problems.join(), /用户名已被注册/);
    }
    assert.equal(line(result, 6).action, 'create');
  });

  it('the dry run with the mode says which rows are created, updated, unchanged and refused', async () => {
    const result = await runImport(await xlsx(NEW_TERM), { updateExisting: true });
    assert.deepEqual(
      result.rows.map((row) => [row.line, row.action]),
      [
        [2, 'unchanged'],
        [3, 'update'],
        [4, 'update'],
        [5, 'update'],
        [6, 'create'],
        [7, 'refuse'],
        [8, 'refuse'],
      ],
    );
    assert.deepEqual(result.plan, { create: 1, update: 3, unchanged: 1, refuse: 2 });
    assert.deepEqual(line(result, 3).changes, [
      { field: 'className', before: '护理2301', after: '护理2401' },
    ]);
    assert.deepEqual(line(result, 4).changes, [
      { field: 'realName', before: '陈晨', after: '陈晨辰' },
      { field: 'department', before: '医学院', after: '临床医学院' },
      { field: 'className', before: '临床2302', after: '临床2402' },
    ]);
    assert.deepEqual(line(result, 5).changes, [
      { field: 'department', before: '医学院', after: '护理学院' },
    ]);
    assert.match(line(result, 7).problems.join(), /与第 2 行重复/);
    assert.match(line(result, 8).problems.join(), /示例/);
    assert.equal(result.imported, 0);
    assert.equal(result.updated, 0);
  });

  it('the error report is an .xlsx of the refused rows with a 错误原因 column, 学号 as text', async () => {
    const result = await runImport(await xlsx(NEW_TERM), { updateExisting: true });
    const report = result.errorReport ?? assert.fail('no error report');
    assert.match(report.fileName, /^导入错误报告-新学期名单-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/);
    const workbook = await readWorkbook(report);
    const sheet = workbook.worksheets[0]!;
    assert.deepEqual(headersOf(sheet), ['行号', ...HEADER, '错误原因']);
    const rows = sheetObjects(sheet);
    assert.deepEqual(
      rows.map((row) => row['行号']),
      [7, 8],
    );
    assert.match(String(rows[0]!['错误原因']), /与第 2 行重复/);
    assert.match(String(rows[1]!['错误原因']), /示例/);
    assertTextCell(columnCells(sheet, '学号')[0]!, '0031001', '学号');
    // a clean file has no report
    const clean = await runImport(await xlsx(NEW_TERM.slice(0, 5)), { updateExisting: true });
    assert.equal(clean.errorReport, null);
  });

  it('imports all or nothing; the fixed file updates 3, creates 1, and changes no password, role or e-mail', async () => {
    const before = await accounts(['0031001', '0031002', '0031003', 'T0042']);
    const refused = await runImport(await xlsx(NEW_TERM), { updateExisting: true, dryRun: false });
    assert.deepEqual([refused.imported, refused.updated], [0, 0]);
    assert.deepEqual(await accounts(['0031001', '0031002', '0031003', 'T0042']), before);

    const done = await runImport(await xlsx(NEW_TERM.slice(0, 5)), {
      updateExisting: true,
      dryRun: false,
    });
    assert.deepEqual([done.imported, done.updated], [1, 3]);
    const after = new Map(
      (await accounts(['0031001', '0031002', '0031003', 'T0042', '0031005'])).map((row) => [
        row.username,
        row,
      ]),
    );
    const was = new Map(before.map((row) => [row.username, row]));
    assert.equal(after.get('0031002')?.className, '护理2401');
    assert.equal(after.get('0031002')?.email, 'old.wang@example.edu.cn', 'e-mail unchanged');
    assert.equal(after.get('0031003')?.realName, '陈晨辰');
    assert.equal(after.get('0031003')?.department, '临床医学院');
    assert.equal(after.get('T0042')?.department, '护理学院');
    assert.equal(after.get('T0042')?.role, 'teacher');
    assert.equal(after.get('T0042')?.username, 'T0042', 'the username keeps its case');
    for (const name of ['0031001', '0031002', '0031003', 'T0042']) {
      assert.equal(after.get(name)?.passwordHash, was.get(name)?.passwordHash, `${name} password`);
      assert.equal(after.get(name)?.mustChangePassword, was.get(name)?.mustChangePassword);
      assert.equal(after.get(name)?.role, was.get(name)?.role, `${name} role`);
    }
    assert.deepEqual(after.get('0031001'), was.get('0031001'), 'unchanged: not touched at all');
    assert.equal(after.get('0031005')?.mustChangePassword, true);
    assert.equal(after.get('0031005')?.className, '护理2401');

    // one audit entry per updated account, with the fields that changed
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user.importUpdate'), eq(auditLog.entity, 'user')));
    const byId = new Map(entries.map((entry) => [Number(entry.entityId), entry]));
    assert.equal(entries.length, 3);
    const chen = byId.get(after.get('0031003')!.id) ?? assert.fail('no entry for 0031003');
    assert.deepEqual(chen.before, {
      realName: '陈晨',
      department: '医学院',
      className: '临床2302',
    });
    assert.deepEqual(chen.after, {
      realName: '陈晨辰',
      department: '临床医学院',
      className: '临床2402',
    });
    assert.equal(chen.actorName, 'admin1');
  });

  it('refuses a bad updateExisting with 参数错误 naming it', async () => {
    const result = await call(t, 'POST', '/api/admin/userImport', {
      token: admin,
      body: {
        fileName: 'a.csv',
        contentBase64: Buffer.from('学号,姓名,身份\r\nx_1,张三,学生\r\n').toString('base64'),
        initialPassword: 'Start2026',
        dryRun: true,
        updateExisting: 'yes',
      },
    });
    assert.match(result.body.msg, /^参数错误：updateExisting/);
  });
});

describe('the import template', () => {
  it('is an .xlsx with the header, a text 学号 column and an example row the import refuses', async () => {
    const answer = await call<AdminExportFile>(t, 'GET', '/api/admin/importTemplate', {
      token: admin,
    });
    assert.equal(answer.body.code, 0, answer.body.msg);
    const file = answer.body.data!;
    assert.equal(file.fileName, '批量导入模板.xlsx');
    const workbook = await readWorkbook(file);
    const sheet = workbook.worksheets[0]!;
    assert.deepEqual(headersOf(sheet), HEADER);
    const example = sheetObjects(sheet)[0]!;
    assert.match(String(example['姓名']), /^（示例）/);
    assertTextCell(columnCells(sheet, '学号')[0]!, '0012345', '学号');
    assert.equal(sheet.getColumn(1).numFmt, '@', 'a 学号 typed into the template stays text');

    const left = await runImport(file.contentBase64, { fileName: '批量导入模板.xlsx' });
    assert.equal(left.rows.length, 1);
    assert.equal(left.rows[0]!.action, 'refuse');
    assert.match(left.rows[0]!.problems.join(), /示例行/);

    const refused = await call(t, 'GET', '/api/admin/importTemplate', { token: editor });
    assert.match(refused.body.msg, /无权限/);
  });
});
