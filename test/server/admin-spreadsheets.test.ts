/**
 * The console's spreadsheets: the bulk import of accounts (dry run first, all or nothing) and
 * the .xlsx exports, read back with exceljs and compared with what the API answers.
 */
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import iconv from 'iconv-lite';
import type {
  AdminCourseLearnerRow,
  AdminExperimentAttemptRow,
  AdminExportFile,
  AdminUserImportResult,
} from '../../src/core/api/admin-contract';
import type { CensusTotal, LoginData, Paged, WebMonthClicks } from '../../src/core/api/contract';
import { IMPORT_MAX_ROWS } from '../../server/admin/spreadsheets/user-import';
import { users } from '../../server/db/schema';
import { createConsoleFixture, studyLesson } from './helpers/console-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { handInBuiltInAttempt } from './helpers/experiment-attempt';
import { scorePendulum } from '../../src/experiments/pendulum/pendulum-scoring';
import { call, login } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { durationSeconds, readWorkbook, sheetObjects, worksheet } from './helpers/workbook';
import { statistics as labels } from '../../src/core/i18n/zh-cn/statistics';

let t: TestApp;
let fixture: CourseFixture;
let experimentId = 0;
let tokens: Record<string, string>;
const token = (name: string): string => tokens[name] ?? assert.fail(`no token for ${name}`);

before(async () => {
  ({ t, fixture, experimentId, tokens } = await createConsoleFixture());
});

after(() => t.close());

async function adminGet<T>(path: string, query: Record<string, string>, token: string) {
  const result = await call<T>(t, 'GET', path, { query, token });
  assert.equal(result.body.code, 0, result.body.msg);
  return result.body.data as T;
}

function sheetRows(workbook: ExcelJS.Workbook, name: string): unknown[][] {
  const sheet = workbook.getWorksheet(name);
  assert.ok(sheet, `sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

// ---------------------------------------------------------------- import

const HEADER = ['学号', '姓名', '身份', '院系', '邮箱'];

function studentRows(n: number): string[][] {
  return Array.from({ length: n }, (_, i) => {
    const number = `2026${String(i + 1).padStart(4, '0')}`;
    return [
      number,
      `学生${i + 1}`,
      i % 10 === 0 ? '教师' : '学生',
      '机械工程学院',
      `s${number}@example.edu.cn`,
    ];
  });
}

async function xlsxBase64(rows: string[][]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('名单');
  sheet.addRow(HEADER);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}

async function importFile(body: Record<string, unknown>, as = token('admin1')) {
  return call<AdminUserImportResult>(t, 'POST', '/api/admin/userImport', {
    token: as,
    body: { initialPassword: 'Start2026', dryRun: true, fileName: '名单.xlsx', ...body },
  });
}

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('bulk import of students and teachers', () => {
  it('a dry run of 200 rows finds the 3 bad ones; nothing is written, even without the dry run', async () => {
    const rows = studentRows(200);
    rows[10]![0] = 'a b'; // line 12: bad username
    rows[50]![0] = rows[49]![0]!; // line 52: duplicate of line 51
    rows[120]![4] = 'not-an-email'; // line 122
    const contentBase64 = await xlsxBase64(rows);
    const before = await userCount();
    const dry = (await importFile({ contentBase64 })).body.data!;
    assert.equal(dry.total, 200);
    assert.equal(dry.valid, 197);
    assert.equal(dry.imported, 0);
    const bad = dry.rows.filter((row) => row.problems.length > 0);
    assert.deepEqual(
      bad.map((row) => row.line),
      [12, 52, 122],
    );
    assert.match(bad[0]!.problems[0]!, /用户名/);
    assert.match(bad[1]!.problems[0]!, /与第 51 行重复/);
    assert.match(bad[2]!.problems[0]!, /邮箱/);
    const real = (await importFile({ contentBase64, dryRun: false })).body.data!;
    assert.equal(real.imported, 0, 'all or nothing');
    assert.equal(await userCount(), before);
  });

  it('the fixed file imports all 200, and an imported student logs in and must change the password', async () => {
    const contentBase64 = await xlsxBase64(studentRows(200));
    const before = await userCount();
    const dry = (await importFile({ contentBase64 })).body.data!;
    assert.equal(dry.valid, 200);
    const real = (await importFile({ contentBase64, dryRun: false })).body.data!;
    assert.equal(real.imported, 200);
    assert.equal(await userCount(), before + 200);
    const loggedIn = await login(t, '20260002', 'Start2026');
    const data = loggedIn.body.data as LoginData;
    assert.equal(data.user.realName, '学生2');
    assert.equal(data.user.identity, 'student');
    assert.equal(data.user.department, '机械工程学院');
    assert.equal(data.user.mustChangePassword, true);
    assert.equal(data.user.studentNumber, '20260002', 'the 学号 column is also the 学号/工号');
    const [teacher] = await t.db.select().from(users).where(eq(users.username, '20260001'));
    assert.equal(teacher?.identity, 'teacher');
    // a second import of the same file: every row is now taken
    const again = (await importFile({ contentBase64 })).body.data!;
    assert.equal(again.valid, 0);
    assert.match(again.rows[0]!.problems.join(), /已被注册/);
  });

  it('reads a CSV saved by Excel in GBK and English headers too', async () => {
    const csv =
      'username,name,identity,department,email\r\nzhang_san,张三,社会学习者,继续教育学院,\r\n';
    const gbk = iconv.encode(csv, 'gbk').toString('base64');
    const result = (await importFile({ fileName: 'list.csv', contentBase64: gbk })).body.data!;
    assert.deepEqual(result.rows[0], {
      line: 2,
      username: 'zhang_san',
      realName: '张三',
      identity: 'public',
      department: '继续教育学院',
      className: '',
      email: '',
      problems: [],
      action: 'create',
      changes: [],
    });
  });

  it('refuses unreadable files, missing columns and weak initial passwords with 参数错误', async () => {
    const before = await userCount();
    for (const [body, pattern] of [
      [{ contentBase64: Buffer.from('这不是表格').toString('base64') }, /^参数错误：contentBase64/],
      [{ fileName: 'list.txt', contentBase64: 'AAAA' }, /^参数错误：fileName/],
      [
        {
          fileName: 'a.csv',
          contentBase64: Buffer.from('姓名,邮箱\r\n张三,\r\n').toString('base64'),
        },
        /表头必须包含/,
      ],
      [{ contentBase64: 'AAAA', initialPassword: '123' }, /^参数错误：initialPassword/],
      [{ contentBase64: '@@@' }, /^参数错误：contentBase64/],
    ] as const) {
      const result = await importFile({ dryRun: false, ...body });
      assert.equal(result.body.code, 500);
      assert.match(result.body.msg, pattern);
    }
    assert.equal(await userCount(), before);
  });
});

describe('import bombs: the limits hold before anything is inflated or parsed whole', () => {
  /** A real .xlsx whose sheet inflates to `megabytes` MB (a few hundred KB on the wire). */
  async function xlsxBomb(megabytes: number): Promise<Buffer> {
    const zip = await JSZip.loadAsync(Buffer.from(await xlsxBase64(studentRows(1)), 'base64'));
    // the same row over and over (row and cell references are optional): it compresses ~1000:1
    const cell = (text: string) => `<c t="inlineStr"><is><t>${text}</t></is></c>`;
    const header = `<row>${cell('学号')}${cell('姓名')}${cell('身份')}</row>`;
    const row = `<row>${cell('20260001')}${cell('学生')}${cell('学生')}</row>`;
    const rows = row.repeat(Math.ceil((megabytes * 1024 * 1024) / row.length));
    const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${header}${rows}</sheetData></worksheet>`;
    zip.file('xl/worksheets/sheet1.xml', sheet);
    return zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
  }

  /** The same file with every size in its central directory claiming 1 000 bytes. */
  function lyingSizes(zip: Buffer): Buffer {
    const copy = Buffer.from(zip);
    for (let at = 0; at + 46 <= copy.length; at += 1) {
      if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt32LE(1000, at + 24);
    }
    return copy;
  }

  /** /healthz's slowest answer while `work` runs, polled every 50 ms. */
  async function slowestHealthzDuring<T>(base: string, work: Promise<T>): Promise<[T, number]> {
    let slowest = 0;
    let done = false;
    const poll = (async () => {
      while (!done) {
        const sent = performance.now();
        await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
        slowest = Math.max(slowest, performance.now() - sent);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const result = await work.finally(() => {
      done = true;
    });
    await poll;
    return [result, slowest];
  }

  it('a zip bomb is refused by its inflated size, even when its directory lies, and the server stays responsive', async () => {
    const bomb = await xlsxBomb(60);
    assert.ok(bomb.length < 1_000_000, `${bomb.length} bytes on the wire`);
    const before = await userCount();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    for (const file of [bomb, lyingSizes(bomb)]) {
      const request = fetch(`${base}/api/admin/userImport`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: token('admin1') },
        body: JSON.stringify({
          fileName: '名单.xlsx',
          contentBase64: file.toString('base64'),
          initialPassword: 'Start2026',
          dryRun: true,
        }),
      }).then((response) => response.json() as Promise<{ code: number; msg: string }>);
      const [answer, slowest] = await slowestHealthzDuring(base, request);
      assert.equal(answer.code, 500);
      assert.match(answer.msg, /^参数错误：contentBase64 解压后超过 8 MB/);
      // it took 8.7 s when the whole file was inflated and parsed on the event loop
      assert.ok(slowest < 2000, `/healthz waited ${Math.round(slowest)} ms during the import`);
    }
    assert.equal(await userCount(), before);
  });

  it('more rows than the limit stop the reading at the limit, in .xlsx and in .csv', async () => {
    const many = studentRows(IMPORT_MAX_ROWS + 1);
    const xlsx = await importFile({ contentBase64: await xlsxBase64(many) });
    assert.equal(xlsx.body.msg, `参数错误：一次最多导入 ${IMPORT_MAX_ROWS} 行`);
    // 200 000 short lines of CSV (4.2 MB): refused by counting lines, before any parsing
    const csv = Buffer.from(`学号,姓名,身份\r\n${'20260001,张,学生\r\n'.repeat(200_000)}`);
    const sent = performance.now();
    const big = await importFile({ fileName: 'a.csv', contentBase64: csv.toString('base64') });
    assert.equal(big.body.msg, `参数错误：一次最多导入 ${IMPORT_MAX_ROWS} 行`);
    // parsed whole, a file like this took minutes (236 s for 330 000 rows)
    const seconds = (performance.now() - sent) / 1000;
    assert.ok(seconds < 15, `answered after ${seconds.toFixed(1)} s`);
    const exact = await importFile({
      fileName: 'a.csv',
      contentBase64: Buffer.from(
        [HEADER, ...studentRows(IMPORT_MAX_ROWS), []].map((row) => row.join(',')).join('\r\n'),
      ).toString('base64'),
    });
    assert.equal(exact.body.code, 0, `exactly ${IMPORT_MAX_ROWS} rows are read: ${exact.body.msg}`);
  });
});

// ---------------------------------------------------------------- exports

describe('exports', () => {
  it('the statistics workbook holds exactly the numbers of the statistics calls', async () => {
    await call(t, 'GET', '/api/xnfz/webClicksAdd');
    const file = await adminGet<AdminExportFile>(
      '/api/admin/exportStatistics',
      {},
      token('editor1'),
    );
    const workbook = await readWorkbook(file);
    const census = await adminGet<CensusTotal>('/api/xnfz/censusTotal', {}, token('editor1'));
    const totals = new Map(
      sheetRows(workbook, labels['census.title'])
        .slice(1)
        .map(([k, v]) => [k, v]),
    );
    assert.equal(totals.get(labels['census.userCount']), census.userCount);
    assert.equal(totals.get(labels['census.courseCount']), census.courseCount);
    assert.equal(totals.get(labels['census.totalClicks']), census.totalClicks);
    assert.equal(census.totalClicks, 1);
    const monthly = await adminGet<WebMonthClicks>(
      '/api/xnfz/webMonthClicks',
      {},
      token('editor1'),
    );
    assert.deepEqual(
      sheetRows(workbook, labels['stats.webMonthClicks']).slice(1),
      monthly.months.map((month, i) => [month, monthly.data[i]]),
    );
    const bad = await call(t, 'GET', '/api/admin/exportStatistics', {
      token: token('editor1'),
      query: { startDate: '2026-02-30' },
    });
    assert.match(bad.body.msg, /^参数错误：startDate/);
  });

  it("a course's learners export matches the learners list, and a teacher exports only their own", async () => {
    await studyLesson(t, token('student1'), fixture.lesson.L1, 15);
    await t.db
      .update(users)
      .set({ studentNumber: '20260101', department: '物理学院' })
      .where(eq(users.username, 'student1'));
    const list = await adminGet<Paged<AdminCourseLearnerRow>>(
      '/api/admin/courseLearners',
      { courseId: String(fixture.course.c1) },
      token('teacher1'),
    );
    assert.equal(list.total, 1);
    const file = await adminGet<AdminExportFile>(
      '/api/admin/exportCourseLearners',
      { courseId: String(fixture.course.c1) },
      token('teacher1'),
    );
    const rows = sheetObjects(worksheet(await readWorkbook(file), '学员与进度'));
    assert.equal(rows.length, 1);
    const [learner] = list.rows;
    const row = rows[0]!;
    assert.deepEqual(
      [
        row['用户名'],
        row['姓名'],
        row['昵称'],
        row['身份'],
        row['学习进度'],
        row['已学完课时'],
        row['课时数'],
        durationSeconds(row['学习时长']),
      ],
      [
        learner!.username,
        learner!.realName,
        learner!.nickname,
        '学生',
        learner!.progress / 100,
        learner!.finishedLessons,
        learner!.lessonCount,
        learner!.learnedSeconds,
      ],
    );
    // 学号/工号 and 院系 as the list gives them
    assert.deepEqual([row['学号/工号'], row['院系']], ['20260101', '物理学院']);
    assert.deepEqual([learner!.studentNumber, learner!.department], ['20260101', '物理学院']);
    const other = await call(t, 'GET', '/api/admin/exportCourseLearners', {
      token: token('teacher1'),
      query: { courseId: String(fixture.course.c2) },
    });
    assert.match(other.body.msg, /^无权限/);
  });

  it("an experiment's attempts export matches the attempts list with the scores stored", async () => {
    // two attempts of the built-in 单摆 (scored by the server): a careful one and a poor one
    const poor = {
      trials: [{ lengthM: 1, angleDeg: 12, oscillations: 5, timeS: 10.3 }],
      reportedG: 9.5,
    };
    for (const readings of [undefined, poor]) {
      await handInBuiltInAttempt(t, token('student1'), readings ? { readings } : {});
    }
    const list = await adminGet<Paged<AdminExperimentAttemptRow>>(
      '/api/admin/experimentAttempts',
      { experimentId: String(experimentId) },
      token('teacher1'),
    );
    assert.equal(list.total, 2);
    assert.deepEqual(
      list.rows.map((row) => row.score).sort(),
      [100, scorePendulum(poor.trials, poor.reportedG).total].sort(),
    );
    const file = await adminGet<AdminExportFile>(
      '/api/admin/exportExperimentAttempts',
      { experimentId: String(experimentId) },
      token('admin1'),
    );
    const rows = sheetObjects(worksheet(await readWorkbook(file), '实验成绩'));
    assert.deepEqual(
      rows.map((row) => [
        row['记录编号'],
        row['用户名'],
        row['成绩'],
        durationSeconds(row['用时']),
        row['学号/工号'],
      ]),
      list.rows.map((row) => [
        row.attemptId,
        row.username,
        row.score,
        row.durationSeconds,
        row.studentNumber,
      ]),
    );
    // the steps sheet: one row per step of every attempt, as the console's step table
    const steps = sheetObjects(worksheet(await readWorkbook(file), '实验步骤'));
    assert.equal(steps.length, 20);
    const first = list.rows[0]!;
    assert.deepEqual(
      steps
        .filter((row) => row['记录编号'] === first.attemptId)
        .map((row) => [row['序号'], row['步骤'], row['得分']]),
      first.steps!.map((step) => [step.seq, step.title, step.score]),
    );
  });
});
