/**
 * Issue 31, Major 1 and 2: what the console's spreadsheets hold cell by cell. 学号/工号 and
 * usernames are text on the way in (csv, GBK csv, .xlsx numeric cells included) and on the way out;
 * times are real Excel dates on Beijing's wall clock, durations 时:分:秒, file names dated in the
 * centre's time zone; a course without ratings has a blank 评分. The test clock stands at
 * 2026-11-25T16:34:34Z, 00:34 on the 26th in Beijing, when the day in UTC is still the 25th.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type {
  AdminCourseLearnerRow,
  AdminExperimentAttemptRow,
  AdminExportFile,
  AdminUserImportResult,
  AdminUserRow,
} from '../../src/core/api/admin-contract';
import type { LoginData, Paged } from '../../src/core/api/contract';
import { readImportFile } from '../../server/admin/spreadsheets/import-file';
import { users } from '../../server/db/schema';
import { createConsoleFixture, studyLesson } from './helpers/console-fixture';
import type { StaffName } from './helpers/console-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { handInBuiltInAttempt } from './helpers/experiment-attempt';
import { call, login, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import {
  assertDateCell,
  assertDurationCell,
  assertExportRules,
  assertTextCell,
  columnCells,
  moveClockTo,
  sheetObjects,
  worksheet,
} from './helpers/workbook';

const NOW = '2026-11-25T16:34:34.409Z';
const STAMP = '2026-11-26-003434';

let t: TestApp;
let fixture: CourseFixture;
let experimentId = 0;
const tokens = {} as Record<StaffName, string>;

before(async () => {
  ({ t, fixture, experimentId } = await createConsoleFixture());
  // 15 s of study and a 10-minute attempt end exactly at NOW
  moveClockTo(t, '2026-11-25T16:24:19.409Z');
  for (const name of ['student1', 'teacher1', 'editor1', 'admin1'] as const) {
    tokens[name] = await loginToken(t, name);
  }
  await t.db
    .update(users)
    .set({ studentNumber: '0031009', department: '护理学院' })
    .where(eq(users.username, 'student1'));
  await studyLesson(t, tokens.student1, fixture.lesson.L1, 15);
  await handInBuiltInAttempt(t, tokens.student1);
  assert.equal(t.clock.now().toISOString(), NOW);
});

after(() => t.close());

async function adminGet<T>(path: string, query: Record<string, string>, as: StaffName) {
  const result = await call<T>(t, 'GET', path, { query, token: tokens[as] });
  assert.equal(result.body.code, 0, result.body.msg);
  return result.body.data as T;
}

async function dryRun(fileName: string, content: Buffer, dryRun = true) {
  const result = await call<AdminUserImportResult>(t, 'POST', '/api/admin/userImport', {
    token: tokens.admin1,
    body: {
      fileName,
      contentBase64: content.toString('base64'),
      initialPassword: 'Start2026',
      dryRun,
    },
  });
  assert.equal(result.body.code, 0, result.body.msg);
  return result.body.data!;
}

// ---------------------------------------------------------------- import: text stays text

describe('import: 学号/工号 and usernames are read as text', () => {
  it('a CSV (UTF-8 and GBK) keeps 0031001 with its zeros', async () => {
    const csv =
      '学号,姓名,身份,院系\r\n0031001,欧阳娜娜,学生,护理学院\r\n00420,李四,教师,医学院\r\n';
    for (const bytes of [Buffer.from(`\uFEFF${csv}`), iconv.encode(csv, 'gbk')]) {
      const result = await dryRun('名单.csv', bytes);
      assert.deepEqual(
        result.rows.map((row) => [row.username, row.realName, row.department]),
        [
          ['0031001', '欧阳娜娜', '护理学院'],
          ['00420', '李四', '医学院'],
        ],
      );
    }
  });

  it('an .xlsx numeric cell comes back as the text it shows: 31001 formatted 0000000 is 0031001', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名单');
    sheet.addRow(['学号', '姓名', '身份']);
    const rows: [ExcelJS.CellValue, string | undefined][] = [
      [31001, '0000000'], // → 0031001
      [20260001, undefined], // a plain number → 20260001, no ".0"
      [202600010002000, undefined], // 15 digits, no 2.026E+14
      ['0031004', '@'], // a text cell
      [31005, '"S"0000000'], // a literal in the format → S0031005
      [{ formula: '31006', result: 31006 }, '0000000'], // a formula's result, formatted
    ];
    rows.forEach(([value, numFmt], i) => {
      const row = sheet.addRow([null, `学生${i + 1}`, '学生']);
      const cell = row.getCell(1);
      cell.value = value;
      if (numFmt) cell.numFmt = numFmt;
    });
    const result = await dryRun('名单.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()));
    assert.deepEqual(
      result.rows.map((row) => row.username),
      ['0031001', '20260001', '202600010002000', '0031004', 'S0031005', '0031006'],
    );
    assert.deepEqual(
      result.rows.map((row) => row.problems),
      rows.map(() => []),
    );
  });

  it('a 学号 Excel saved as 2.026E+14 is refused, saying why', async () => {
    const result = await dryRun(
      '名单.csv',
      Buffer.from('学号,姓名,身份\r\n2.026E+14,张三,学生\r\n'),
    );
    assert.match(result.rows[0]!.problems.join(), /科学计数法/);
  });

  it('a workbook this server wrote reads back the same every time (the template, an export uploaded again)', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('名单');
    sheet.addRow(['学号', '姓名']);
    sheet.addRow(['0031001', '张三']);
    sheet.addRow([31002, '李四']);
    sheet.getCell('A3').numFmt = '0000000';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const expected = [
      ['学号', '姓名'],
      ['0031001', '张三'],
      ['0031002', '李四'],
    ];
    // exceljs' stream reader lost the last entries of such a file about once in 250 reads
    for (let attempt = 1; attempt <= 300; attempt += 1)
      assert.deepEqual(await readImportFile('名单.xlsx', bytes), expected, `read ${attempt}`);
  });

  it('imported, 0031001 is the account and the 学号: the student logs in with it and is found by it', async () => {
    const csv = '\uFEFF学号,姓名,身份,院系\r\n0031001,欧阳娜娜,学生,护理学院\r\n';
    const result = await dryRun('名单.csv', Buffer.from(csv), false);
    assert.equal(result.imported, 1);
    const loggedIn = (await login(t, '0031001', 'Start2026')).body.data as LoginData;
    assert.equal(loggedIn.user.username, '0031001');
    assert.equal(loggedIn.user.studentNumber, '0031001');
    const found = await adminGet<Paged<AdminUserRow>>(
      '/api/admin/userList',
      { keyword: '0031001' },
      'admin1',
    );
    assert.deepEqual(
      found.rows.map((row) => row.username),
      ['0031001'],
    );
  });
});

// ---------------------------------------------------------------- exports: typed cells

describe('exports: typed cells in Beijing time, dated file names', () => {
  it("a course's learners: 学号 as text, times as Beijing dates, 学习时长 as 时:分:秒, 进度 as a percent", async () => {
    const list = await adminGet<Paged<AdminCourseLearnerRow>>(
      '/api/admin/courseLearners',
      { courseId: String(fixture.course.c1) },
      'teacher1',
    );
    const learner = list.rows[0]!;
    const file = await adminGet<AdminExportFile>(
      '/api/admin/exportCourseLearners',
      { courseId: String(fixture.course.c1) },
      'teacher1',
    );
    assert.equal(file.fileName, `课程学员-机械制图基础-${STAMP}.xlsx`);
    const sheet = worksheet(await assertExportRules(file), '学员与进度');
    assertTextCell(columnCells(sheet, '用户名')[0]!, 'student1', '用户名');
    assertTextCell(columnCells(sheet, '学号/工号')[0]!, '0031009', '学号/工号');
    assertDateCell(columnCells(sheet, '开始学习')[0]!, learner.startedAt, '开始学习');
    assertDateCell(columnCells(sheet, '最近学习')[0]!, learner.lastLearnAt, '最近学习');
    assertDurationCell(columnCells(sheet, '学习时长')[0]!, learner.learnedSeconds, '学习时长');
    const progress = columnCells(sheet, '学习进度')[0]!;
    assert.equal(progress.numFmt, '0%');
    assert.equal(progress.value, learner.progress / 100);
  });

  it("an experiment's results and every step: dates on Beijing's day (the 26th), durations 时:分:秒", async () => {
    const list = await adminGet<Paged<AdminExperimentAttemptRow>>(
      '/api/admin/experimentAttempts',
      { experimentId: String(experimentId) },
      'teacher1',
    );
    const attempt = list.rows[0]!;
    assert.equal(attempt.finishedAt, NOW);
    const file = await adminGet<AdminExportFile>(
      '/api/admin/exportExperimentAttempts',
      { experimentId: String(experimentId) },
      'admin1',
    );
    assert.equal(file.fileName, `实验成绩-单摆测重力加速度-${STAMP}.xlsx`);
    const workbook = await assertExportRules(file);
    const results = worksheet(workbook, '实验成绩');
    const finished = columnCells(results, '完成时间')[0]!;
    assertDateCell(finished, NOW, '完成时间');
    assert.equal((finished.value as Date).toISOString(), '2026-11-26T00:34:34.409Z');
    assertDateCell(columnCells(results, '开始时间')[0]!, attempt.startedAt, '开始时间');
    assertDurationCell(columnCells(results, '用时')[0]!, attempt.durationSeconds, '用时');
    assertTextCell(columnCells(results, '学号/工号')[0]!, '0031009', '学号/工号');

    const steps = worksheet(workbook, '实验步骤');
    const expected = attempt.steps!;
    assert.equal(steps.rowCount - 1, expected.length);
    expected.forEach((step, i) => {
      assertDateCell(
        columnCells(steps, '开始时间')[i]!,
        new Date(step.startTime),
        `步骤 ${i + 1} 开始`,
      );
      assertDateCell(
        columnCells(steps, '结束时间')[i]!,
        new Date(step.endTime),
        `步骤 ${i + 1} 结束`,
      );
      assertDurationCell(columnCells(steps, '用时')[i]!, step.timeUsed, `步骤 ${i + 1} 用时`);
      assertDurationCell(columnCells(steps, '期望用时')[i]!, step.expectTime, `步骤 ${i + 1} 期望`);
    });
  });

  it('statistics: named on Beijing’s day, 累计学习时长 as 时:分:秒, a course without ratings has a blank 评分', async () => {
    const file = await adminGet<AdminExportFile>('/api/admin/exportStatistics', {}, 'editor1');
    assert.equal(file.fileName, `数据统计-${STAMP}.xlsx`);
    const workbook = await assertExportRules(file);
    const totals = sheetObjects(worksheet(workbook, '平台数据总览'));
    const learnTime = totals.find((row) => row['指标'] === '累计学习时长');
    assert.ok(learnTime, '累计学习时长 in 总量');
    const cell = columnCells(worksheet(workbook, '平台数据总览'), '数值')[
      totals.indexOf(learnTime)
    ]!;
    assert.equal(cell.numFmt, '[h]:mm:ss');
    const ranking = sheetObjects(worksheet(workbook, '课程排行榜'));
    const unrated = ranking.find((row) => row['课程编号'] === fixture.course.c4);
    assert.ok(unrated, 'c4 (no ratings) is ranked');
    assert.equal(unrated['评分'], null, 'blank, not 0');
    assert.equal(unrated['评分人数'], 0);
    const rated = ranking.find((row) => row['课程编号'] === fixture.course.c1);
    assert.equal(rated?.['评分'], 4.5);
  });

  it('two exports a second apart have two names', async () => {
    const first = await adminGet<AdminExportFile>('/api/admin/exportStatistics', {}, 'editor1');
    t.clock.advance(1);
    const second = await adminGet<AdminExportFile>('/api/admin/exportStatistics', {}, 'editor1');
    assert.notEqual(first.fileName, second.fileName);
  });
});
