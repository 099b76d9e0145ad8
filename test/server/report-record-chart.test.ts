/**
 * The chart of a report's record (issue #29): the server chooses it from the readings it stored
 * (server/teaching/reports/report-chart.ts, the rule the .docx draws by) and sends it with the
 * record, so the report pages draw it without choosing. A finished built-in 单摆 attempt: one
 * point per row of its measurement table, 摆长 and time (the two columns that vary), in order
 * across, the same for the student and the teacher; an attempt whose readings have no two numeric columns that vary
 * (one measurement, words only, or nothing stored) has none.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { experimentSessions } from '../../server/db/schema';
import type { AdminExportFile } from '../../src/core/api/admin-contract';
import {
  DEFAULT_REPORT_SECTIONS,
  DEFAULT_RUBRIC,
  type MyReportDetail,
  type ReportDetail,
  type ReportTemplateDetail,
} from '../../src/core/api/report-contract';
import type { ClassDetail } from '../../src/core/api/teaching-contract';
import { pendulumReadingsWorth } from '../helpers/pendulum-attempt';
import { okData as ok } from './helpers/article-body';
import { createConsoleFixture, type ConsoleFixture } from './helpers/console-fixture';
import { handInBuiltInAttempt } from './helpers/experiment-attempt';
import { teachingCalls } from './helpers/teaching-calls';
import { newUser, register } from './helpers/test-app';

let f: ConsoleFixture;
let calls: ReturnType<typeof teachingCalls>;
let klass: ClassDetail;

/** A new student of the class who hands in a 单摆 attempt (careful readings unless given). */
async function studentWithAttempt(
  username: string,
  readings?: Parameters<typeof handInBuiltInAttempt>[2],
) {
  const { token } = (await register(f.t, newUser({ username }))).body.data!;
  ok(await calls.post('/api/teaching/classJoin', { code: klass.joinCode }, token));
  return { token, attemptId: await handInBuiltInAttempt(f.t, token, readings) };
}

const openReport = async (student: { token: string; attemptId: string }) =>
  ok(
    await calls.post<MyReportDetail>(
      '/api/teaching/reportCreate',
      { classId: klass.id, attemptId: student.attemptId },
      student.token,
    ),
  );

/** The report submitted, then its .docx as the teacher exports it: the images and the text. */
async function submittedDocx(report: MyReportDetail, token: string) {
  ok(
    await calls.post(
      '/api/teaching/reportDraft',
      { id: report.id, sections: { purpose: '<p>测量重力加速度。</p>' } },
      token,
    ),
  );
  ok(await calls.post('/api/teaching/reportSubmit', { id: report.id }, token));
  const file = ok(
    await calls.get<AdminExportFile>(
      '/api/teaching/reportDocx',
      { id: report.id },
      f.tokens.teacher1,
    ),
  );
  const zip = await JSZip.loadAsync(Buffer.from(file.contentBase64, 'base64'));
  return {
    media: Object.keys(zip.files).filter((name) => name.startsWith('word/media/')),
    xml: await zip.file('word/document.xml')!.async('string'),
  };
}

before(async () => {
  f = await createConsoleFixture();
  calls = teachingCalls(f.t);
  klass = ok(
    await calls.post<ClassDetail>(
      '/api/teaching/classSave',
      {
        courseId: f.fixture.course.c1,
        name: '物理实验 2409 班',
        term: '2026-2027 第一学期',
        coTeacherIds: [],
      },
      f.tokens.teacher1,
    ),
  );
  const opened = ok(
    await calls.get<ReportTemplateDetail>(
      '/api/teaching/reportTemplate',
      { experimentId: f.experimentId },
      f.tokens.teacher1,
    ),
  );
  ok(
    await calls.post(
      '/api/teaching/reportTemplateSave',
      {
        experimentId: f.experimentId,
        template: { sections: DEFAULT_REPORT_SECTIONS, wordHint: null, rubric: DEFAULT_RUBRIC },
        version: opened.version,
      },
      f.tokens.teacher1,
    ),
  );
});
after(() => f.t.close());

describe('the chart of a report’s record', () => {
  it('a finished 单摆: one point per measurement, 摆长 against time, for student and teacher', async () => {
    const student = await studentWithAttempt('chart_student_full');
    const report = await openReport(student);
    const [stored] = await f.t.db
      .select({ readings: experimentSessions.readings })
      .from(experimentSessions)
      .where(eq(experimentSessions.id, student.attemptId));
    const trials = (stored?.readings as { trials: Record<string, number>[] } | null)?.trials;
    assert.ok(trials && trials.length >= 2, 'the server stored several measurements');
    const { chart } = report.record;
    assert.ok(chart, 'the record has a chart');
    assert.equal(chart.table, 'trials');
    // angleDeg and oscillations are the same in every row: the two columns that vary (which of
    // them goes across follows the stored key order, the same in the .docx)
    assert.deepEqual([chart.x, chart.y].sort(), ['lengthM', 'timeS']);
    assert.equal(chart.points.length, trials.length);
    assert.deepEqual(
      chart.points,
      trials.map((trial) => ({ x: trial[chart.x]!, y: trial[chart.y]! })).sort((a, b) => a.x - b.x),
    );
    // the teacher's detail carries the same record, chart and all
    const detail = ok(
      await calls.get<ReportDetail>(
        '/api/teaching/reportDetail',
        { id: report.id },
        f.tokens.teacher1,
      ),
    );
    assert.deepEqual(detail.record.chart, chart);
    // …and the .docx draws it from the record: one image, captioned with its columns
    const docx = await submittedDocx(report, student.token);
    assert.equal(docx.media.length, 1);
    assert.ok(docx.xml.includes(`图：数据表 trials 中 ${chart.y} 随 ${chart.x} 的变化`));
  });

  it('readings without two numeric columns that vary, or none, give no chart', async () => {
    // one measurement: numbers, but nothing varies
    const student = await studentWithAttempt('chart_student_one', {
      readings: pendulumReadingsWorth(60),
    });
    const report = await openReport(student);
    assert.ok(report.record.readings, 'the readings are stored');
    assert.equal(report.record.chart, null);
    assert.deepEqual((await submittedDocx(report, student.token)).media, [], 'no chart image');
    const mine = async () =>
      ok(
        await calls.get<MyReportDetail>('/api/teaching/myReport', { id: report.id }, student.token),
      ).record;
    // words only (the record is read from the attempt on every call)
    await f.t.db
      .update(experimentSessions)
      .set({ readings: { trials: [{ note: '偏长' }, { note: '偏短' }], remark: '未计时' } })
      .where(eq(experimentSessions.id, student.attemptId));
    let record = await mine();
    assert.deepEqual(record.readings, {
      trials: [{ note: '偏长' }, { note: '偏短' }],
      remark: '未计时',
    });
    assert.equal(record.chart, null);
    // nothing stored
    await f.t.db
      .update(experimentSessions)
      .set({ readings: null })
      .where(eq(experimentSessions.id, student.attemptId));
    record = await mine();
    assert.equal(record.readings, null);
    assert.equal(record.chart, null);
  });
});
