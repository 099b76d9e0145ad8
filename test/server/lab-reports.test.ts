/**
 * 实验报告 through the real calls and database: the course's teacher sets a template and rubric,
 * the class a deadline and late rule; a student writes a report for their own finished attempt
 * (the record blocks are the server's: what the browser sends never changes them), drafts and
 * submits; the teacher grades with the rubric, returns, the student revises and resubmits (both
 * versions kept), the teacher grades and releases; the student sees the grade only then and the
 * grade book shows it. Late submissions follow the class's rule; bad input names its field and
 * changes nothing; two teachers grading at once: the second gets the edit conflict; every grade
 * change and release is audited.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  experimentSessions,
  reportTemplates,
  reportVersions,
  reports,
} from '../../server/db/schema';
import { MSG_EDIT_CONFLICT, MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../src/core/api/contract';
import type { Gradebook, MyGradeRow } from '../../src/core/api/gradebook-contract';
import {
  MSG_REPORT_LATE_REFUSED,
  MSG_REPORT_NO_TEMPLATE,
  MSG_REPORT_NOT_EDITABLE,
  type MyReportDetail,
  type MyReportRow,
  type ReportClassExperiment,
  type ReportDetail,
  type ReportQueue,
  type ReportTemplateDetail,
} from '../../src/core/api/report-contract';
import type { ClassDetail } from '../../src/core/api/teaching-contract';
import { okData as ok } from './helpers/article-body';
import type { ConsoleFixture } from './helpers/console-fixture';
import {
  attemptedStudent,
  createReportFixture,
  draftReport,
  reportTemplate,
  submitReport,
  type AttemptedStudent,
  type ReportCalls,
} from './helpers/report-fixture';
import { newUser, register } from './helpers/test-app';

let f: ConsoleFixture;
let calls: ReportCalls;
let klass: ClassDetail;
let coTeacher = '';
let stranger = '';
const students: AttemptedStudent[] = [];

const owner = () => f.tokens.teacher1;

/** The template: 实验原理 renamed, 思考题 left out, the default 100-point rubric. */
const TEMPLATE = reportTemplate(1500);

const SECTIONS = {
  purpose: '<p>测量本地重力加速度 g，学会用单摆测量周期。</p>',
  principle: '<p>小角度下 T = 2π√(L/g)，由 L 与 T 求 g。</p>',
  data: '<p>三次测量 20 个周期的时间，取平均后计算 g。</p>',
  analysis: '<p>g 的测量值与公认值相差不到 1%，误差主要来自计时反应。</p>',
};

const settingsOf = async (token = owner()) =>
  ok(
    await calls.get<ReportClassExperiment[]>(
      '/api/teaching/reportSettings',
      { classId: klass.id },
      token,
    ),
  ).find((row) => row.experimentId === f.experimentId)!;

async function saveSettings(settings: ReportClassExperiment['settings']) {
  const opened = await settingsOf();
  return ok(
    await calls.post<ReportClassExperiment>(
      '/api/teaching/reportSettingsSave',
      { classId: klass.id, experimentId: f.experimentId, settings, version: opened.version },
      owner(),
    ),
  );
}

const detail = async (id: number, token = owner()) =>
  ok(await calls.get<ReportDetail>('/api/teaching/reportDetail', { id }, token));
const mine = async (id: number, token: string) =>
  ok(await calls.get<MyReportDetail>('/api/teaching/myReport', { id }, token));

/** The student opens a report for their attempt, fills every section and submits it. */
async function writeAndSubmit(student: (typeof students)[number]) {
  const id = await draftReport({ calls, klass }, student, SECTIONS);
  return submitReport(calls, id, student.token);
}

const gradeBody = (report: ReportDetail, levels: Record<string, string>) => ({
  id: report.id,
  levels,
  adjustment: 0,
  adjustReason: '',
  comment: '数据完整，分析清楚。',
  sectionComments: { analysis: '误差分析可以再具体些。' },
  version: report.version,
});

before(async () => {
  const fixture = await createReportFixture('report', '物理实验 2401 班');
  ({ f, calls, klass } = fixture);
  coTeacher = fixture.coTeacher.token;
  stranger = fixture.stranger.token;
  for (const n of [0, 1, 2])
    students.push(
      await attemptedStudent(fixture, {
        username: `report_student_${n}`,
        studentNumber: `2024100${n}`,
        realName: `报告学生${n + 1}`,
      }),
    );
});
after(() => f.t.close());

describe('report templates and class settings', () => {
  it('a report cannot be started before the teacher sets a template', async () => {
    const [first] = students;
    calls.refused(
      await calls.post(
        '/api/teaching/reportCreate',
        { classId: klass.id, attemptId: first!.attemptId },
        first!.token,
      ),
      MSG_REPORT_NO_TEMPLATE,
    );
    assert.equal((await f.t.db.select().from(reports)).length, 0);
  });

  it('the course’s teacher saves a template; a bad one names its field; others may not change it', async () => {
    const opened = ok(
      await calls.get<ReportTemplateDetail>(
        '/api/teaching/reportTemplate',
        { experimentId: f.experimentId },
        owner(),
      ),
    );
    assert.equal(opened.saved, false);
    assert.equal(opened.total, 100);
    const twice = {
      ...TEMPLATE,
      sections: [...TEMPLATE.sections, { ...TEMPLATE.sections[0]! }],
    };
    calls.refused(
      await calls.post(
        '/api/teaching/reportTemplateSave',
        { experimentId: f.experimentId, template: twice, version: opened.version },
        owner(),
      ),
      /^参数错误：template\.sections\[6\]\.key/,
    );
    const badLevel = structuredClone(TEMPLATE);
    badLevel.rubric[0]!.levels[0]!.points = 101;
    calls.refused(
      await calls.post(
        '/api/teaching/reportTemplateSave',
        { experimentId: f.experimentId, template: badLevel, version: opened.version },
        owner(),
      ),
      /^参数错误：template\.rubric\/0\/levels\/0\/points|^参数错误：template\.rubric\[0\]\.levels\[0\]\.points/,
    );
    assert.equal((await f.t.db.select().from(reportTemplates)).length, 0, 'nothing stored');
    calls.refused(
      await calls.post(
        '/api/teaching/reportTemplateSave',
        { experimentId: f.experimentId, template: TEMPLATE, version: opened.version },
        stranger,
      ),
      MSG_FORBIDDEN,
    );
    const saved = ok(
      await calls.post<ReportTemplateDetail>(
        '/api/teaching/reportTemplateSave',
        { experimentId: f.experimentId, template: TEMPLATE, version: opened.version },
        owner(),
      ),
    );
    assert.equal(saved.saved, true);
    assert.equal(saved.sections.find((s) => s.key === 'principle')?.title, '实验原理与公式');
    // a second save against the first version is an edit conflict
    calls.refused(
      await calls.post(
        '/api/teaching/reportTemplateSave',
        { experimentId: f.experimentId, template: TEMPLATE, version: opened.version },
        owner(),
      ),
      MSG_EDIT_CONFLICT,
    );
  });

  it('the class sets a deadline and a late rule; a deduction with refusal is refused', async () => {
    const deadline = new Date(f.t.clock.now().getTime() + 86_400_000).toISOString();
    const opened = await settingsOf();
    assert.equal(opened.hasTemplate, true);
    calls.refused(
      await calls.post(
        '/api/teaching/reportSettingsSave',
        {
          classId: klass.id,
          experimentId: f.experimentId,
          settings: { deadlineAt: deadline, late: 'refuse', lateDeductionPercent: 10 },
          version: opened.version,
        },
        owner(),
      ),
      /^参数错误：settings\.lateDeductionPercent/,
    );
    const saved = await saveSettings({
      deadlineAt: deadline,
      late: 'accept',
      lateDeductionPercent: 10,
    });
    assert.equal(saved.settings.deadlineAt, deadline);
    assert.equal(saved.settings.lateDeductionPercent, 10);
    const audited = await f.t.db
      .select({ entity: auditLog.entity, entityId: auditLog.entityId, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'class.reportSettings'));
    assert.deepEqual(audited, [
      { entity: 'class', entityId: String(klass.id), action: 'class.reportSettings' },
    ]);
    const [template] = await f.t.db
      .select({ entityId: auditLog.entityId })
      .from(auditLog)
      .where(
        and(eq(auditLog.entity, 'experiment'), eq(auditLog.action, 'experiment.reportTemplate')),
      );
    assert.equal(template?.entityId, String(f.experimentId));
  });
});

describe('writing a report', () => {
  let reportId = 0;

  it('opens with the server’s record of the attempt: the step table and the readings as stored', async () => {
    const [first] = students;
    const opened = ok(
      await calls.post<MyReportDetail>(
        '/api/teaching/reportCreate',
        { classId: klass.id, attemptId: first!.attemptId },
        first!.token,
      ),
    );
    reportId = opened.id;
    const [stored] = await f.t.db
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, first!.attemptId));
    assert.ok(stored?.readings, 'the server stored the attempt’s readings');
    assert.deepEqual(opened.record.readings, stored.readings);
    assert.equal(opened.record.score, stored.score);
    assert.equal(opened.record.steps.length, stored.steps!.length);
    assert.deepEqual(
      opened.record.steps.map((step) => [step.title, step.timeUsed, step.score]),
      stored.steps!.map((step) => [step.title, step.timeUsed, step.score]),
    );
    assert.deepEqual(
      opened.template.sections.filter((s) => s.enabled).map((s) => s.key),
      ['purpose', 'principle', 'procedure', 'data', 'analysis'],
    );
  });

  it('refuses another student’s attempt, an unfinished one, and a student outside the class', async () => {
    const [first, second] = students;
    calls.refused(
      await calls.post(
        '/api/teaching/reportCreate',
        { classId: klass.id, attemptId: first!.attemptId },
        second!.token,
      ),
      /^参数错误：attemptId/,
    );
    const outsider = (await register(f.t, newUser({ username: 'report_outsider' }))).body.data!;
    calls.refused(
      await calls.post(
        '/api/teaching/reportCreate',
        { classId: klass.id, attemptId: first!.attemptId },
        outsider.token,
      ),
      MSG_FORBIDDEN,
    );
    calls.refused(
      await calls.get('/api/teaching/myReport', { id: reportId }, second!.token),
      MSG_NOT_FOUND_CONTENT,
    );
  });

  it('drafts are sanitised and kept; bad sections name their field; a forged record changes nothing', async () => {
    const [first] = students;
    const before = await mine(reportId, first!.token);
    calls.refused(
      await calls.post(
        '/api/teaching/reportDraft',
        { id: reportId, sections: { questions: '<p>思考题</p>' } },
        first!.token,
      ),
      /^参数错误：sections\.questions/,
    );
    calls.refused(
      await calls.post(
        '/api/teaching/reportDraft',
        { id: reportId, sections: { purpose: `<p>${'长'.repeat(20_001)}</p>` } },
        first!.token,
      ),
      /^参数错误：sections\.purpose/,
    );
    const forged = await calls.post<MyReportDetail>(
      '/api/teaching/reportDraft',
      {
        id: reportId,
        sections: { purpose: '<p>伪造</p>' },
        record: { ...before.record, score: 100, readings: { forged: true } },
      },
      first!.token,
    );
    // an unknown property is dropped, as on every call: the record stays the server's
    assert.deepEqual(ok(forged).record, before.record);
    const [stored] = await f.t.db
      .select({ readings: experimentSessions.readings, score: experimentSessions.score })
      .from(experimentSessions)
      .where(eq(experimentSessions.id, first!.attemptId));
    assert.deepEqual(stored, { readings: before.record.readings, score: before.record.score });
    const saved = ok(
      await calls.post<MyReportDetail>(
        '/api/teaching/reportDraft',
        {
          id: reportId,
          sections: { ...SECTIONS, purpose: `${SECTIONS.purpose}<script>alert(1)</script>` },
        },
        first!.token,
      ),
    );
    assert.ok(!saved.sections.purpose!.includes('<script'), 'sanitised');
    // a reload (another device) reads the draft from the server; the record is still the server's
    const reread = await mine(reportId, first!.token);
    assert.equal(reread.sections.analysis, SECTIONS.analysis);
    assert.deepEqual(reread.record, before.record);
    assert.equal(reread.status, 'draft');
  });

  it('submits as version 1; after that the text cannot change until it is returned', async () => {
    const [first] = students;
    const submitted = ok(
      await calls.post<MyReportDetail>(
        '/api/teaching/reportSubmit',
        { id: reportId },
        first!.token,
      ),
    );
    assert.equal(submitted.status, 'submitted');
    assert.equal(submitted.late, false);
    assert.equal(submitted.versions.length, 1);
    calls.refused(
      await calls.post(
        '/api/teaching/reportDraft',
        { id: reportId, sections: { purpose: '<p>改</p>' } },
        first!.token,
      ),
      MSG_REPORT_NOT_EDITABLE,
    );
  });
});

describe('grading, returning and releasing', () => {
  let reportId = 0;

  before(async () => {
    const [row] = await f.t.db.select().from(reports).where(eq(reports.userId, students[0]!.id));
    reportId = row!.id;
  });

  it('the queue counts 待批改 and 未提交; another teacher is refused', async () => {
    const queue = ok(
      await calls.get<ReportQueue>(
        '/api/teaching/reportQueue',
        { classId: klass.id, experimentId: f.experimentId },
        coTeacher,
      ),
    );
    assert.equal(queue.counts.submitted, 1);
    assert.equal(queue.counts.unsubmitted, 2);
    assert.equal(queue.rubricTotal, 100);
    calls.refused(
      await calls.get('/api/teaching/reportDetail', { id: reportId }, stranger),
      MSG_FORBIDDEN,
    );
  });

  it('bad grades name their field and change nothing', async () => {
    const report = await detail(reportId);
    const all = { data: 'A', analysis: 'B', writing: 'A' };
    calls.refused(
      await calls.post(
        '/api/teaching/reportGrade',
        gradeBody(report, { ...all, data: 'Z' }),
        owner(),
      ),
      /^参数错误：levels\.data/,
    );
    calls.refused(
      await calls.post(
        '/api/teaching/reportGrade',
        gradeBody(report, { data: 'A', analysis: 'B' }),
        owner(),
      ),
      /^参数错误：levels\.writing/,
    );
    calls.refused(
      await calls.post(
        '/api/teaching/reportGrade',
        { ...gradeBody(report, all), adjustment: 20, adjustReason: '加分' },
        owner(),
      ),
      /^参数错误：adjustment/,
    );
    calls.refused(
      await calls.post(
        '/api/teaching/reportGrade',
        { ...gradeBody(report, all), adjustment: -5 },
        owner(),
      ),
      /^参数错误：adjustReason/,
    );
    const [row] = await f.t.db.select().from(reports).where(eq(reports.id, reportId));
    assert.equal(row!.status, 'submitted');
    assert.equal(row!.grade, null);
  });

  it('the rubric computes the score; the second of two teachers gets the edit conflict; the student sees nothing yet', async () => {
    const opened = await detail(reportId);
    const graded = ok(
      await calls.post<ReportDetail>(
        '/api/teaching/reportGrade',
        {
          ...gradeBody(opened, { data: 'A', analysis: 'B', writing: 'A' }),
          adjustment: -2,
          adjustReason: '格式不规范',
        },
        owner(),
      ),
    );
    // 40 + 30 + 20, less 2
    assert.equal(graded.grade?.rubricScore, 90);
    assert.equal(graded.grade?.score, 88);
    calls.refused(
      await calls.post<ReportDetail>(
        '/api/teaching/reportGrade',
        gradeBody(opened, { data: 'C', analysis: 'C', writing: 'C' }),
        coTeacher,
      ),
      MSG_EDIT_CONFLICT,
    );
    const reopened = await detail(reportId, coTeacher);
    assert.equal(reopened.grade?.score, 88, 'the co-teacher sees the first grade');
    const seen = await mine(reportId, students[0]!.token);
    assert.equal(seen.grade, null, 'not released');
    assert.equal(seen.status, 'graded');
  });

  it('returned with a message, revised and resubmitted as version 2, graded again and released', async () => {
    const [first] = students;
    const opened = await detail(reportId);
    calls.refused(
      await calls.post(
        '/api/teaching/reportReturn',
        { id: reportId, message: ' ', version: opened.version },
        owner(),
      ),
      /^参数错误：message/,
    );
    ok(
      await calls.post(
        '/api/teaching/reportReturn',
        { id: reportId, message: '请补充误差分析', version: opened.version },
        owner(),
      ),
    );
    const returned = await mine(reportId, first!.token);
    assert.equal(returned.status, 'returned');
    assert.equal(returned.versions[0]!.returnMessage, '请补充误差分析');
    const revised = `${SECTIONS.analysis}<p>计时误差约 0.2 s，摆长测量误差约 1 mm。</p>`;
    ok(
      await calls.post(
        '/api/teaching/reportDraft',
        { id: reportId, sections: { analysis: revised } },
        first!.token,
      ),
    );
    const resubmitted = ok(
      await calls.post<MyReportDetail>(
        '/api/teaching/reportSubmit',
        { id: reportId },
        first!.token,
      ),
    );
    assert.equal(resubmitted.versions.length, 2);
    assert.equal(resubmitted.versions[0]!.sections.analysis, SECTIONS.analysis, 'version 1 kept');
    assert.equal(resubmitted.versions[1]!.sections.analysis, revised);
    const second = await detail(reportId, coTeacher);
    const graded = ok(
      await calls.post<ReportDetail>(
        '/api/teaching/reportGrade',
        gradeBody(second, { data: 'A', analysis: 'A', writing: 'B' }),
        coTeacher,
      ),
    );
    assert.equal(graded.grade?.score, 95);
    ok(
      await calls.post(
        '/api/teaching/reportRelease',
        { id: reportId, version: graded.version },
        coTeacher,
      ),
    );
    const seen = await mine(reportId, first!.token);
    assert.equal(seen.grade?.score, 95);
    assert.deepEqual(seen.grade?.levels, { data: 'A', analysis: 'A', writing: 'B' });
    assert.equal(seen.grade?.sectionComments.analysis, '误差分析可以再具体些。');
    const listed = ok(
      await calls.get<Paged<MyReportRow>>('/api/teaching/myReports', {}, first!.token),
    );
    assert.deepEqual(
      listed.rows.map((row) => [row.id, row.score, row.versionCount]),
      [[reportId, 95, 2]],
    );
  });

  it('the grade book shows the released score as the report item; the student’s own row too', async () => {
    const book = ok(
      await calls.get<Gradebook>('/api/teaching/gradebook', { classId: klass.id }, owner()),
    );
    const index = book.items.findIndex((item) => item.key === `report:${f.experimentId}`);
    assert.ok(index >= 0, 'a report item');
    assert.equal(book.items[index]!.kind, 'report');
    assert.equal(book.items[index]!.total, 100);
    const scores = (userId: number) => book.rows.find((row) => row.userId === userId)!.scores;
    assert.equal(scores(students[0]!.id)[index], 95);
    assert.equal(scores(students[1]!.id)[index], null);
    const own = ok(
      await calls.get<Paged<MyGradeRow>>('/api/teaching/myGrades', {}, students[0]!.token),
    ).rows.find((row) => row.classId === klass.id)!;
    const ownIndex = own.items.findIndex((item) => item.kind === 'report');
    assert.equal(own.row.scores[ownIndex], 95);
  });

  it('every grade, return and release is in the audit log', async () => {
    const actions = (
      await f.t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'report'), eq(auditLog.entityId, String(reportId))))
    ).map((row) => row.action);
    assert.deepEqual(actions.sort(), [
      'report.grade',
      'report.grade',
      'report.release',
      'report.return',
    ]);
  });
});

describe('late submissions', () => {
  it('after the deadline: accepted and marked 迟交 with the deduction, or refused, as the class’s rule says', async () => {
    const [, second, third] = students;
    const settings = await settingsOf();
    const past = new Date(f.t.clock.now().getTime() - 60_000).toISOString();
    await saveSettings({ ...settings.settings, deadlineAt: past });
    const late = ok(await writeAndSubmit(second!));
    assert.equal(late.late, true);
    const opened = await detail(late.id);
    const graded = ok(
      await calls.post<ReportDetail>(
        '/api/teaching/reportGrade',
        gradeBody(opened, { data: 'A', analysis: 'A', writing: 'A' }),
        owner(),
      ),
    );
    assert.equal(graded.grade?.deductionPercent, 10);
    assert.equal(graded.grade?.score, 90);
    await saveSettings({ deadlineAt: past, late: 'refuse', lateDeductionPercent: 0 });
    calls.refused(await writeAndSubmit(third!), MSG_REPORT_LATE_REFUSED);
    const [row] = await f.t.db.select().from(reports).where(eq(reports.userId, third!.id));
    assert.equal(row!.status, 'draft', 'nothing submitted');
    assert.equal(
      (await f.t.db.select().from(reportVersions).where(eq(reportVersions.reportId, row!.id)))
        .length,
      0,
    );
  });

  it('release all releases the class’s graded reports at once', async () => {
    const released = ok(
      await calls.post<{ released: number }>(
        '/api/teaching/reportReleaseAll',
        { classId: klass.id, experimentId: f.experimentId },
        owner(),
      ),
    );
    assert.equal(released.released, 1);
    // each member's row counts their own report's versions: 2 (returned once), 1 (late), 0
    const queue = ok(
      await calls.get<ReportQueue>(
        '/api/teaching/reportQueue',
        { classId: klass.id, experimentId: f.experimentId },
        owner(),
      ),
    );
    assert.deepEqual(
      students.map((student) => {
        const row = queue.rows.find((one) => one.userId === student.id)!;
        return [row.state, row.versionCount, row.score, row.released];
      }),
      [
        ['graded', 2, 95, true],
        ['graded', 1, 90, true],
        ['unsubmitted', 0, null, false],
      ],
    );
    assert.deepEqual(queue.counts, { unsubmitted: 1, submitted: 0, graded: 2, returned: 0 });
    const late = await f.t.db.select().from(reports).where(eq(reports.userId, students[1]!.id));
    assert.equal(late[0]!.released, true);
  });
});
