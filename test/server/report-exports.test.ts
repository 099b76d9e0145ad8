/**
 * Exporting 实验报告 through the real calls and database: one report as .docx (opened here: its
 * word/document.xml holds the title, every section's heading, the server's step table and
 * readings exactly as stored, a chart image, the rubric with the chosen levels marked, the
 * comments), the class's handed-in reports as a .zip of one .docx per report named
 * 学号_姓名_实验名, the grading sheet as .xlsx (学号 as text, scores as the database's numbers,
 * times as dates in Beijing), a student's own .docx without the grade before release and with it
 * after; others are refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { experimentSessions, reports } from '../../server/db/schema';
import { MSG_FORBIDDEN, type AdminExportFile } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import { MSG_REPORT_NONE_SUBMITTED, type ReportDetail } from '../../src/core/api/report-contract';
import type { ClassDetail } from '../../src/core/api/teaching-contract';
import { okData as ok } from './helpers/article-body';
import type { ConsoleFixture } from './helpers/console-fixture';
import {
  attemptedStudent,
  createReportFixture,
  draftReport,
  reportTemplate,
  saveReportTemplate,
  submitReport,
  type AttemptedStudent,
  type ReportCalls,
} from './helpers/report-fixture';
import {
  assertDateCell,
  assertExportRules,
  assertTextCell,
  columnCells,
  headersOf,
  worksheet,
} from './helpers/workbook';

let f: ConsoleFixture;
let calls: ReportCalls;
let klass: ClassDetail;
let coTeacher = '';
let stranger = '';
const students: (AttemptedStudent & { number: string; name: string })[] = [];
/** The graded report (student 0) and the submitted, ungraded one (student 1). */
let gradedId = 0;
let submittedId = 0;

const owner = () => f.tokens.teacher1;

/** 实验原理 renamed, 思考题 left out. */
const TEMPLATE = reportTemplate(null);

const SECTIONS = {
  purpose: '<p>测量本地重力加速度 g。</p>',
  principle: '<h2>单摆周期</h2><p>小角度下 <strong>T = 2π√(L/g)</strong>。</p>',
  procedure: '<ol><li>测量摆长</li><li>计时 20 个周期</li></ol>',
  data: '<table><tbody><tr><th>次数</th><th>时间</th></tr><tr><td>1</td><td>40.1 s</td></tr></tbody></table>',
  analysis: '<p>误差主要来自计时反应。</p><p><img src="/media/a.png" alt="误差示意"></p>',
};
const COMMENT = '数据完整，分析清楚。';
const SECTION_COMMENT = '误差分析可以再具体些。';
const ADJUST_REASON = '格式不规范';

// ---------------------------------------------------------------- reading a .docx

const fileBytes = (file: AdminExportFile) => Buffer.from(file.contentBase64, 'base64');

interface DocxContent {
  /** Every paragraph outside tables: its style and text. */
  paragraphs: { style: string; text: string }[];
  /** Every table: rows of cell texts (a cell's paragraphs joined by a line break). */
  tables: string[][][];
  text: string;
  media: string[];
  zip: JSZip;
}

const textOf = (xml: string) =>
  [...xml.matchAll(/<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:br\/>/g)]
    .map((m) => (m[0] === '<w:br/>' ? '\n' : m[1]!))
    .join('')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

async function openDocx(bytes: Buffer): Promise<DocxContent> {
  const zip = await JSZip.loadAsync(bytes);
  const xml = await zip.file('word/document.xml')!.async('string');
  const tables: string[][][] = [];
  const outside = xml.replace(/<w:tbl>[\s\S]*?<\/w:tbl>/g, (table) => {
    tables.push(
      [...table.matchAll(/<w:tr[ >][\s\S]*?<\/w:tr>/g)].map((row) =>
        [...row[0].matchAll(/<w:tc>[\s\S]*?<\/w:tc>/g)].map((cell) =>
          [...cell[0].matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((p) => textOf(p[0])).join('\n'),
        ),
      ),
    );
    return '';
  });
  const paragraphs = [...outside.matchAll(/<w:p[ >][\s\S]*?<\/w:p>|<w:p\/>/g)].map((p) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(p[0])?.[1] ?? '',
    text: textOf(p[0]),
  }));
  return {
    paragraphs,
    tables,
    text: textOf(xml),
    media: Object.keys(zip.files).filter((name) => name.startsWith('word/media/')),
    zip,
  };
}

const figure = (n: number) => String(Number(n.toFixed(4)));
const durationText = (seconds: number) => {
  const s = Math.round(seconds);
  const m = Math.floor(s / 60);
  return m ? `${m} 分 ${s % 60} 秒` : `${s} 秒`;
};

/** The table whose first row is this header. */
function tableWithHeader(doc: DocxContent, header: string[]): string[][] {
  const found = doc.tables.find((table) => table[0]?.join('|') === header.join('|'));
  assert.ok(
    found,
    `a table headed ${header.join(' | ')}; tables: ${doc.tables.map((t) => t[0]?.join('|')).join(' / ')}`,
  );
  return found;
}

const detail = async (id: number) =>
  ok(await calls.get<ReportDetail>('/api/teaching/reportDetail', { id }, owner()));

async function writeAndSubmit(student: (typeof students)[number], submit = true) {
  const id = await draftReport({ calls, klass }, student, SECTIONS);
  if (submit) ok(await submitReport(calls, id, student.token));
  return id;
}

before(async () => {
  const fixture = await createReportFixture('export', '物理实验 2402 班');
  ({ f, calls, klass } = fixture);
  coTeacher = fixture.coTeacher.token;
  stranger = fixture.stranger.token;
  await saveReportTemplate(fixture, TEMPLATE);
  // the second student's name has a character no file system takes
  const names = ['导出学生甲', '导出/学生乙', '导出学生丙'];
  for (const [n, name] of names.entries()) {
    const number = `2024200${n}`;
    const student = await attemptedStudent(fixture, {
      username: `export_student_${n}`,
      studentNumber: number,
      realName: name,
    });
    students.push({ ...student, number, name });
  }
});
after(() => f.t.close());

describe('exports before any report is handed in', () => {
  it('the .zip of a class with no submitted report is refused with a message', async () => {
    await writeAndSubmit(students[2]!, false); // a draft only: never exported in the .zip
    calls.refused(
      await calls.get(
        '/api/teaching/reportZip',
        { classId: klass.id, experimentId: f.experimentId },
        owner(),
      ),
      MSG_REPORT_NONE_SUBMITTED,
    );
  });
});

describe('one report as .docx', () => {
  before(async () => {
    gradedId = await writeAndSubmit(students[0]!);
    submittedId = await writeAndSubmit(students[1]!);
    const opened = await detail(gradedId);
    ok(
      await calls.post(
        '/api/teaching/reportGrade',
        {
          id: gradedId,
          levels: { data: 'A', analysis: 'B', writing: 'C' },
          adjustment: -2,
          adjustReason: ADJUST_REASON,
          comment: COMMENT,
          sectionComments: { analysis: SECTION_COMMENT },
          version: opened.version,
        },
        owner(),
      ),
    );
  });

  it('holds the title, the student, every section heading and its text', async () => {
    const file = ok(
      await calls.get<AdminExportFile>('/api/teaching/reportDocx', { id: gradedId }, coTeacher),
    );
    const [first] = students;
    assert.equal(file.fileName, `${first!.number}_${first!.name}_单摆测重力加速度.docx`);
    assert.equal(
      file.mimeType,
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    const doc = await openDocx(fileBytes(file));
    assert.deepEqual(
      doc.paragraphs.find((p) => p.style === 'Title')?.text,
      '单摆测重力加速度 实验报告',
    );
    const facts = tableWithHeader(doc, ['项目', '内容']);
    assert.deepEqual(facts.slice(1, 4), [
      ['姓名', first!.name],
      ['学号', first!.number],
      ['班级', klass.name],
    ]);
    const headings = doc.paragraphs.filter((p) => p.style === 'Heading1').map((p) => p.text);
    const enabled = TEMPLATE.sections.filter((s) => s.enabled).map((s) => s.title);
    for (const title of enabled)
      assert.ok(headings.includes(title), `heading ${title} in ${headings.join(', ')}`);
    assert.ok(!headings.includes('思考题'), 'a left-out section is not exported');
    assert.ok(headings.includes('实验原理与公式'), 'the renamed title');
    // the sections' HTML: a heading, bold text, a numbered list, a table, an image as a note
    assert.ok(
      doc.paragraphs.some((p) => p.style === 'Heading3' && p.text === '单摆周期'),
      'the section’s h2 as a heading',
    );
    assert.ok(
      doc.paragraphs.some((p) => p.text === '小角度下 T = 2π√(L/g)。'),
      'bold text as a run',
    );
    assert.ok(
      doc.paragraphs.some((p) => p.text === '1. 测量摆长'),
      'an ordered list item, numbered',
    );
    assert.ok(
      doc.paragraphs.some((p) => p.text === '2. 计时 20 个周期'),
      'the second item',
    );
    assert.deepEqual(tableWithHeader(doc, ['次数', '时间']), [
      ['次数', '时间'],
      ['1', '40.1 s'],
    ]);
    assert.ok(doc.text.includes('〔图片：误差示意'), 'an image is named in a note');
  });

  it('the step table and the readings equal what the server stored; the chart is an image', async () => {
    const file = ok(
      await calls.get<AdminExportFile>('/api/teaching/reportDocx', { id: gradedId }, owner()),
    );
    const doc = await openDocx(fileBytes(file));
    const [stored] = await f.t.db
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, students[0]!.attemptId));
    assert.ok(
      stored?.steps?.length && stored.readings,
      'the attempt’s steps and readings are stored',
    );
    const steps = tableWithHeader(doc, ['序号', '步骤', '用时', '得分/满分']);
    assert.deepEqual(
      steps.slice(1),
      stored.steps.map((step) => [
        String(step.seq),
        step.title,
        durationText(step.timeUsed),
        `${figure(step.score)}/${figure(step.maxScore)}`,
      ]),
    );
    const readings = stored.readings as {
      trials: Record<string, number>[];
      reportedG: number;
    };
    const keys = Object.keys(readings.trials[0]!);
    const trials = tableWithHeader(doc, ['序号', ...keys]);
    assert.deepEqual(
      trials.slice(1),
      readings.trials.map((trial, i) => [String(i + 1), ...keys.map((k) => figure(trial[k]!))]),
    );
    assert.deepEqual(tableWithHeader(doc, ['项目', '数值']).slice(1), [
      ['reportedG', figure(readings.reportedG)],
    ]);
    const attempt = tableWithHeader(doc, ['实验', '开始时间', '结束时间', '用时', '实验得分']);
    assert.equal(attempt[1]![4], figure(stored.score!));
    // Beijing's wall clock
    const started = new Date(stored.startedAt.getTime() + 8 * 3600_000).toISOString();
    assert.equal(attempt[1]![1], `${started.slice(0, 10)} ${started.slice(11, 16)}`);
    assert.equal(doc.media.length, 1, 'one chart image');
    const png = await doc.zip.file(doc.media[0]!)!.async('nodebuffer');
    assert.deepEqual([...png.subarray(0, 4)], [0x89, 0x50, 0x4e, 0x47], 'a PNG');
    assert.ok(doc.text.includes('图：数据表 trials'), 'the chart’s caption');
  });

  it('the rubric with the chosen level marked, the adjustment, the score and the comments', async () => {
    const file = ok(
      await calls.get<AdminExportFile>('/api/teaching/reportDocx', { id: gradedId }, owner()),
    );
    const doc = await openDocx(fileBytes(file));
    const [row] = await f.t.db.select().from(reports).where(eq(reports.id, gradedId));
    const grade = row!.grade!;
    const rubric = tableWithHeader(doc, ['评分项', '等级（☑ 为所选）', '得分']);
    assert.equal(rubric.length, TEMPLATE.rubric.length + 1);
    for (const [i, criterion] of TEMPLATE.rubric.entries()) {
      const cells = rubric[i + 1]!;
      assert.ok(cells[0]!.startsWith(criterion.title), 'the criterion’s title');
      const marked = cells[1]!.split('\n').filter((line) => line.startsWith('☑'));
      const chosen = criterion.levels.find((level) => level.key === grade.levels[criterion.key])!;
      assert.deepEqual(marked, [
        `☑ ${chosen.title}（${figure(chosen.points)} 分）：${chosen.description}`,
      ]);
      assert.equal(cells[2], `${chosen.title} ${figure(chosen.points)}`);
    }
    const summary = Object.fromEntries(
      doc.tables
        .filter((table) => table[0]!.join('|') === '项目|内容')
        .flatMap((table) => table.slice(1).map((cells) => [cells[0], cells[1]])),
    );
    assert.equal(summary['成绩'], `${figure(grade.score)} / ${figure(grade.total)}`);
    assert.equal(summary['评分标准得分'], `${figure(grade.rubricScore)} / ${figure(grade.total)}`);
    assert.equal(summary['调整'], `${figure(grade.adjustment)}（理由：${ADJUST_REASON}）`);
    assert.equal(grade.score, 78, '40 + 30 + 10, less 2');
    assert.ok(
      doc.paragraphs.some((p) => p.text === COMMENT),
      'the overall comment',
    );
    // the section's comment comes right after its section, before the next heading
    const at = doc.paragraphs.findIndex((p) => p.text === `教师批注：${SECTION_COMMENT}`);
    assert.ok(at > 0, 'the section comment');
    const lastHeading = doc.paragraphs
      .slice(0, at)
      .filter((p) => p.style === 'Heading1')
      .pop();
    assert.equal(lastHeading?.text, '结果与分析');
  });

  it('an ungraded report says so; another teacher and a student are refused', async () => {
    const file = ok(
      await calls.get<AdminExportFile>('/api/teaching/reportDocx', { id: submittedId }, owner()),
    );
    const doc = await openDocx(fileBytes(file));
    assert.ok(
      doc.paragraphs.some((p) => p.text === '尚未批改'),
      'said ungraded',
    );
    assert.ok(!doc.text.includes('☑'), 'no level marked');
    assert.equal(file.fileName, `${students[1]!.number}_导出_学生乙_单摆测重力加速度.docx`);
    calls.refused(
      await calls.get('/api/teaching/reportDocx', { id: gradedId }, stranger),
      MSG_FORBIDDEN,
    );
    calls.refused(
      await calls.get('/api/teaching/reportDocx', { id: gradedId }, students[0]!.token),
      MSG_FORBIDDEN,
    );
    calls.refused(
      await calls.get('/api/teaching/reportDocx', { id: 999_999 }, owner()),
      MSG_NOT_FOUND_CONTENT,
    );
  });
});

describe('a class’s reports', () => {
  it('the .zip holds one .docx per handed-in report, named 学号_姓名_实验名', async () => {
    const file = ok(
      await calls.get<AdminExportFile>(
        '/api/teaching/reportZip',
        { classId: klass.id, experimentId: f.experimentId },
        coTeacher,
      ),
    );
    assert.equal(file.mimeType, 'application/zip');
    assert.match(
      file.fileName,
      /^实验报告-物理实验 2402 班-单摆测重力加速度-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/,
    );
    const zip = await JSZip.loadAsync(fileBytes(file));
    const names = Object.keys(zip.files).sort();
    const handedIn = await f.t.db.select().from(reports).where(eq(reports.classId, klass.id));
    assert.equal(handedIn.filter((row) => row.status !== 'draft').length, 2);
    assert.deepEqual(names, [
      `${students[0]!.number}_${students[0]!.name}_单摆测重力加速度.docx`,
      `${students[1]!.number}_导出_学生乙_单摆测重力加速度.docx`,
    ]);
    for (const [i, name] of names.entries()) {
      const doc = await openDocx(await zip.file(name)!.async('nodebuffer'));
      assert.equal(tableWithHeader(doc, ['项目', '内容'])[1]![1], students[i]!.name);
    }
    calls.refused(
      await calls.get(
        '/api/teaching/reportZip',
        { classId: klass.id, experimentId: f.experimentId },
        stranger,
      ),
      MSG_FORBIDDEN,
    );
  });

  it('the grading sheet: 学号 as text, levels, scores as the database’s numbers, times as dates', async () => {
    const file = ok(
      await calls.get<AdminExportFile>(
        '/api/teaching/reportSheet',
        { classId: klass.id, experimentId: f.experimentId },
        owner(),
      ),
    );
    const book = await assertExportRules(file);
    const sheet = worksheet(book, '评分表');
    const headers = headersOf(sheet);
    for (const header of [
      '学号',
      '用户名',
      '姓名',
      '状态',
      '迟交',
      '提交时间',
      '版本数',
      '调整',
      '扣分（%）',
      '成绩',
      '是否公布',
    ])
      assert.ok(headers.includes(header), `column ${header}`);
    const rows = await f.t.db.select().from(reports).where(eq(reports.classId, klass.id));
    const byUser = new Map(rows.map((row) => [row.userId, row]));
    const numbers = columnCells(sheet, '学号');
    assert.equal(numbers.length, 3, 'every member');
    for (const [i, student] of students.entries()) {
      assertTextCell(numbers[i]!, student.number, `学号 of ${student.name}`);
      const report = byUser.get(student.id)!;
      const score = columnCells(sheet, '成绩')[i]!;
      if (report.score === null) assert.equal(score.value, null, 'no grade: a blank cell');
      else {
        assert.equal(score.type, ExcelJS.ValueType.Number);
        assert.equal(score.value, report.score);
      }
      const submitted = columnCells(sheet, '提交时间')[i]!;
      if (report.submittedAt)
        assertDateCell(submitted, report.submittedAt, `提交时间 of ${student.name}`);
      else assert.equal(submitted.value, null);
    }
    const graded = byUser.get(students[0]!.id)!;
    assert.equal(columnCells(sheet, '状态')[0]!.value, '已批改');
    assert.equal(columnCells(sheet, '状态')[1]!.value, '待批改');
    assert.equal(columnCells(sheet, '状态')[2]!.value, '未提交');
    assert.equal(columnCells(sheet, '版本数')[0]!.value, 1);
    for (const criterion of TEMPLATE.rubric) {
      const chosen = criterion.levels.find((l) => l.key === graded.grade!.levels[criterion.key])!;
      assert.equal(columnCells(sheet, `${criterion.title} 等级`)[0]!.value, chosen.title);
      const points = columnCells(sheet, `${criterion.title} 得分`)[0]!;
      assert.equal(points.type, ExcelJS.ValueType.Number);
      assert.equal(points.value, chosen.points);
    }
    assert.equal(columnCells(sheet, '调整')[0]!.value, -2);
    assert.equal(columnCells(sheet, '调整理由')[0]!.value, ADJUST_REASON);
    assert.equal(columnCells(sheet, '是否公布')[0]!.value, '否');
    calls.refused(
      await calls.get(
        '/api/teaching/reportSheet',
        { classId: klass.id, experimentId: f.experimentId },
        stranger,
      ),
      MSG_FORBIDDEN,
    );
  });
});

describe('a student’s own report', () => {
  it('without the grade before release, with it after; another student’s is not found', async () => {
    const [first, second] = students;
    const before = ok(
      await calls.get<AdminExportFile>(
        '/api/teaching/myReportDocx',
        { id: gradedId },
        first!.token,
      ),
    );
    const hidden = await openDocx(fileBytes(before));
    assert.ok(
      hidden.paragraphs.some((p) => p.text === '成绩尚未公布'),
      'said not released',
    );
    assert.ok(!hidden.text.includes(COMMENT), 'no comment before release');
    assert.ok(!hidden.text.includes(SECTION_COMMENT), 'no section comment before release');
    assert.ok(!hidden.text.includes('☑'), 'no levels before release');
    assert.ok(
      hidden.paragraphs.some((p) => p.style === 'Heading1' && p.text === '实验目的'),
      'the sections are there',
    );
    const opened = await detail(gradedId);
    ok(
      await calls.post(
        '/api/teaching/reportRelease',
        { id: gradedId, version: opened.version },
        owner(),
      ),
    );
    const afterRelease = ok(
      await calls.get<AdminExportFile>(
        '/api/teaching/myReportDocx',
        { id: gradedId },
        first!.token,
      ),
    );
    const shown = await openDocx(fileBytes(afterRelease));
    assert.ok(shown.text.includes(COMMENT), 'the comment after release');
    assert.ok(
      shown.text.includes(`教师批注：${SECTION_COMMENT}`),
      'the section comment after release',
    );
    assert.ok(shown.text.includes('☑ 优秀（40 分）'), 'the chosen level after release');
    calls.refused(
      await calls.get('/api/teaching/myReportDocx', { id: gradedId }, second!.token),
      MSG_NOT_FOUND_CONTENT,
    );
    calls.refused(
      await calls.get('/api/teaching/myReportDocx', { id: 999_999 }, second!.token),
      MSG_NOT_FOUND_CONTENT,
    );
  });
});
