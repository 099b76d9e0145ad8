/**
 * 实验报告 in the console end to end against the real server and database: admin1 makes a class of
 * the 单摆 experiment's course with teacher1 as its co-teacher and sets the template; two students
 * finish the 单摆 and submit reports through the student calls. teacher1 opens 实验报告: the
 * template is read-only for a co-teacher; sets the class's deadline and late rule; the queue counts
 * 待批改; grades a report with the rubric (the score shown is the server's), an adjustment needs
 * its reason, releases it; a second grade saved meanwhile by another teacher shows the
 * edit-conflict panel with that teacher's levels; returns a report with a message; each screen
 * fits at 375 and 1440 px.
 */
import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import type { AdminCourseRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import {
  DEFAULT_REPORT_SECTIONS,
  DEFAULT_RUBRIC,
  type MyReportDetail,
  type ReportClassExperiment,
  type ReportDetail,
  type ReportTemplateDetail,
} from '../../../src/core/api/report-contract';
import type { ClassDetail } from '../../../src/core/api/teaching-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import {
  consoleFits,
  consoleGo,
  mountConsole,
  navLabels,
  noticeShown,
  screenOf,
  signInAs,
  TEACHER_NAV,
  typeIntoArea,
} from '../helpers/console';
import { shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads, isZip } from '../helpers/downloads';
import {
  apiGet,
  apiPost,
  DEMO_PASSWORD,
  finishOpenExperiment,
  loginAs,
  must,
  registerUser,
} from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';

const TAG = 'xnfz-admin-reports';
const SLOW = { timeout: 15000 };

const root = (app: HTMLElement) => shadowOf(shadowOf(app).querySelector(TAG)!);
const el = <E extends Element = HTMLElement>(app: HTMLElement, selector: string) =>
  root(app).querySelector(selector) as E;
/** Waits until the screen shows `selector`, and returns it. */
async function found<E extends Element = HTMLElement>(
  app: HTMLElement,
  selector: string,
  what: string,
): Promise<E> {
  await waitUntil(() => el(app, selector), what, SLOW);
  return el<E>(app, selector);
}

/** A student of the class who finished the 单摆 and submitted a report for that attempt. */
async function studentWithReport(
  classCode: string,
  classId: number,
  analysis: string,
  sections: Record<string, string> = { purpose: '<p>测量本地重力加速度。</p>' },
) {
  const student = await registerUser('student');
  must(await apiPost('/api/teaching/classJoin', { code: classCode }, student.token));
  const { sessionId } = await finishOpenExperiment(student.token, { score: 80 });
  const report = must(
    await apiPost<MyReportDetail>(
      '/api/teaching/reportCreate',
      { classId, attemptId: sessionId },
      student.token,
    ),
  );
  must(
    await apiPost(
      '/api/teaching/reportDraft',
      {
        id: report.id,
        sections: { ...sections, analysis: `<p>${analysis}</p>` },
      },
      student.token,
    ),
  );
  must(await apiPost('/api/teaching/reportSubmit', { id: report.id }, student.token));
  return { ...student, reportId: report.id };
}

describe('实验报告 in the console', function () {
  this.timeout(120000);
  let app: HTMLElement | undefined;
  afterEach(() => {
    app?.remove();
    app = undefined;
    signOutLocally();
  });

  it('a co-teacher sets the deadline, grades with the rubric, releases and returns reports', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const admin = await loginAs('admin1', DEMO_PASSWORD);
    const teacher = await loginAs('teacher1', DEMO_PASSWORD);
    const course = must(
      await apiGet<Paged<AdminCourseRow>>(
        `/api/admin/courseList?pageSize=100&keyword=${encodeURIComponent('大学物理实验')}`,
        admin.token,
      ),
    ).rows.find((row) => row.title === '大学物理实验');
    if (!course) throw new Error('演示数据中没有“大学物理实验”课程');
    const klass = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: course.id,
          name: `报告 ${stamp} 班`,
          term: '2026-2027 第一学期',
          coTeacherIds: [teacher.user.id],
        },
        admin.token,
      ),
    );
    const experiments = must(
      await apiGet<ReportClassExperiment[]>(
        `/api/teaching/reportSettings?classId=${klass.id}`,
        admin.token,
      ),
    );
    const pendulum = experiments.find((row) => row.title === '单摆测重力加速度')!;
    // another test file may have set the template already (and graded with it): keep it then
    const template = must(
      await apiGet<ReportTemplateDetail>(
        `/api/teaching/reportTemplate?experimentId=${pendulum.experimentId}`,
        admin.token,
      ),
    );
    const rubric = template.saved ? template.rubric : DEFAULT_RUBRIC;
    if (!template.saved)
      must(
        await apiPost(
          '/api/teaching/reportTemplateSave',
          {
            experimentId: pendulum.experimentId,
            template: { sections: DEFAULT_REPORT_SECTIONS, wordHint: 1500, rubric },
            version: template.version,
          },
          admin.token,
        ),
      );
    const first = await studentWithReport(klass.joinCode!, klass.id, '误差来自计时的反应时间。');
    const second = await studentWithReport(klass.joinCode!, klass.id, '摆角偏大使周期偏长。');

    await signInAs('teacher1');
    app = await mountConsole('#/courses');
    expect(navLabels(app)).to.deep.equal([...TEACHER_NAV]);

    // the class's experiments: the template is set; the deadline and late rule are saved
    await consoleGo(`#/reports?class=${klass.id}`);
    await screenOf(
      app,
      TAG,
      `tr[data-experiment-id="${pendulum.experimentId}"] .template-state`,
      20000,
    );
    const row = () => el(app!, `tr[data-experiment-id="${pendulum.experimentId}"]`);
    expect(row().querySelector('.template-state')!.textContent).to.equal('已设置');
    await consoleFits(app, TAG, 'the class’s experiments');
    await expect(shadowOf(app).querySelector(TAG)!).to.be.accessible();
    row().querySelector<HTMLButtonElement>('button.edit-settings')!.click();
    const deadline = await found<HTMLInputElement>(app, '#report-deadline', 'the dialog');
    typeInto(deadline, '2099-12-30T23:59');
    typeInto(el<HTMLInputElement>(app, '#report-deduction'), '10');
    el<HTMLFormElement>(app, 'form#report-settings-form').requestSubmit();
    await noticeShown('已保存“单摆测重力加速度”的截止时间与迟交规则');
    await waitUntil(
      () => row().querySelector('.report-deadline')?.textContent === '2099-12-30 23:59',
      'the deadline shown on the centre’s clock',
      SLOW,
    );
    expect(row().querySelector('.report-late')!.textContent).to.equal('接收并标记迟交，扣 10%');
    const saved = must(
      await apiGet<ReportClassExperiment[]>(
        `/api/teaching/reportSettings?classId=${klass.id}`,
        teacher.token,
      ),
    ).find((one) => one.experimentId === pendulum.experimentId)!;
    expect(saved.settings).to.deep.equal({
      deadlineAt: '2099-12-30T15:59:00.000Z',
      late: 'accept',
      lateDeductionPercent: 10,
    });

    // the template is the course owner's: a co-teacher reads it
    await consoleGo(`#/reports/template?id=${pendulum.experimentId}&class=${klass.id}`);
    await screenOf(app, TAG, 'form.template-form');
    await waitForText(shadowOf(app).querySelector(TAG)!, '只有课程负责教师可以修改这个模板');
    expect(el(app, 'button.save-template')).to.equal(null);
    await expect(shadowOf(app).querySelector(TAG)!).to.be.accessible();

    // the queue: two reports to grade
    await consoleGo(`#/reports/queue?class=${klass.id}&experiment=${pendulum.experimentId}`);
    await screenOf(app, TAG, `tr[data-state="submitted"]`);
    await waitUntil(
      () => el(app!, 'button.state-submitted')?.textContent === '待批改（2）',
      'two to grade',
    );
    const downloads = catchDownloads();
    try {
      el<HTMLButtonElement>(app, 'button.export-sheet').click();
      el<HTMLButtonElement>(app, 'button.export-zip').click();
      await waitUntil(() => downloads.files.length === 2, 'the sheet and the zip', SLOW);
      const names = downloads.files.map((file) => file.fileName);
      expect(
        names.some((name) => /^评分表-.*\.xlsx$/.test(name)),
        names.join(),
      ).to.equal(true);
      expect(
        names.some((name) => /^实验报告-.*\.zip$/.test(name)),
        names.join(),
      ).to.equal(true);
      for (const file of downloads.files) expect(await isZip(file.blob)).to.equal(true);
    } finally {
      downloads.stop();
    }
    await consoleFits(app, TAG, 'the grading queue');
    await expect(shadowOf(app).querySelector(TAG)!).to.be.accessible();

    // grading the first: the record is the server's; an adjustment needs its reason
    await consoleGo(`#/reports/grade?id=${first.reportId}`);
    await screenOf(app, TAG, 'form.grade-form');
    const detail = must(
      await apiGet<ReportDetail>(`/api/teaching/reportDetail?id=${first.reportId}`, teacher.token),
    );
    const shownSteps = [...root(app).querySelectorAll('.record-steps tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.getAttribute('data-score') ?? td.textContent),
    );
    expect(shownSteps.map((cells) => cells[1])).to.deep.equal(
      detail.record.steps.map((step) => step.title),
    );
    expect(shownSteps.map((cells) => Number(cells[3]))).to.deep.equal(
      detail.record.steps.map((step) => step.score),
    );
    const trials = root(app).querySelectorAll('table[data-reading="trials"] tbody tr');
    expect(trials.length).to.equal((detail.record.readings!.trials as unknown[]).length);
    await waitForText(shadowOf(app).querySelector(TAG)!, '误差来自计时的反应时间。');
    const [top, middle] = [rubric.map((c) => c.levels[0]!), rubric.map((c) => c.levels[1]!)];
    rubric.forEach((criterion, i) => {
      const level = i === 0 ? middle[i]! : top[i]!;
      el<HTMLInputElement>(
        app!,
        `fieldset[data-criterion="${criterion.key}"] input[value="${level.key}"]`,
      ).click();
    });
    typeInto(el<HTMLInputElement>(app, '#grade-adjustment'), '-2');
    typeIntoArea(el<HTMLTextAreaElement>(app, '#grade-comment'), '数据完整，误差分析清楚。');
    typeIntoArea(el<HTMLTextAreaElement>(app, '#section-comment-analysis'), '可以定量估计误差。');
    el<HTMLFormElement>(app, 'form.grade-form').requestSubmit();
    await waitForText(shadowOf(app).querySelector(TAG)!, '调整分数时请说明理由');
    typeInto(el<HTMLInputElement>(app, '#grade-adjust-reason'), '格式不规范');
    const expected =
      rubric.reduce((sum, c, i) => sum + (i === 0 ? middle[i]! : top[i]!).points, 0) - 2;
    await waitUntil(
      () => el(app!, '.score-line')?.textContent?.includes(`成绩 ${expected} /`),
      'the score worked out before saving',
    );
    el<HTMLFormElement>(app, 'form.grade-form').requestSubmit();
    await noticeShown('已保存批改');
    const graded = must(
      await apiGet<ReportDetail>(`/api/teaching/reportDetail?id=${first.reportId}`, teacher.token),
    );
    expect(graded.grade?.score).to.equal(expected);
    expect(graded.grade?.sectionComments).to.deep.equal({ analysis: '可以定量估计误差。' });
    (await found<HTMLButtonElement>(app, 'button.release-report', 'release')).click();
    await noticeShown('已向学生公布成绩');
    const seen = must(
      await apiGet<MyReportDetail>(`/api/teaching/myReport?id=${first.reportId}`, first.token),
    );
    expect(seen.grade?.score).to.equal(expected);
    const docx = catchDownloads();
    try {
      el<HTMLButtonElement>(app, 'button.export-docx').click();
      await waitUntil(() => docx.files.length === 1, 'the report as .docx', SLOW);
      expect(docx.files[0]!.fileName).to.match(/单摆测重力加速度\.docx$/);
      expect(await isZip(docx.files[0]!.blob)).to.equal(true);
    } finally {
      docx.stop();
    }
    await consoleFits(app, TAG, 'the grading page');
    await expect(shadowOf(app).querySelector(TAG)!).to.be.accessible();
    // the chart is drawn when the server sent one (these readings have one timing: none)
    expect(!!el(app, 'svg.readings-chart')).to.equal(detail.record.chart !== null);
    // 打印: on paper the record, the text and the grade, without the console's chrome or buttons
    const print = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      el<HTMLButtonElement>(app, 'button.print-report').click();
    } finally {
      window.print = print;
    }
    expect(printed).to.equal(1);
    const shell = (selector: string) => shadowOf(app!).querySelector(selector)!;
    const display = (node: Element | null) => (node ? getComputedStyle(node).display : 'missing');
    await emulateMedia({ media: 'print' });
    try {
      expect(
        [
          shell('.header'),
          shell('.side'),
          el(app, 'button.print-report'),
          el(app, 'a.back'),
          el(app, 'button.save-grade'),
        ].map(display),
      ).to.deep.equal(['none', 'none', 'none', 'none', 'none']);
      expect(
        [
          el(app, '.report-record'),
          el(app, '.report-sections'),
          el(app, 'form.grade-form'),
          el(app, '#grade-comment'),
        ]
          .map(display)
          .filter((shown) => shown === 'none' || shown === 'missing'),
      ).to.deep.equal([]);
      expect(getComputedStyle(el(app, '.record-table tbody tr')).breakInside).to.equal('avoid');
    } finally {
      await emulateMedia({ media: 'screen' });
    }

    // the second: admin1 grades it meanwhile; saving shows both grades, theirs can be taken
    await consoleGo(`#/reports/grade?id=${second.reportId}`);
    await screenOf(app, TAG, 'form.grade-form');
    const opened = must(
      await apiGet<ReportDetail>(`/api/teaching/reportDetail?id=${second.reportId}`, admin.token),
    );
    const theirs = Object.fromEntries(rubric.map((c) => [c.key, c.levels.at(-1)!.key]));
    must(
      await apiPost(
        '/api/teaching/reportGrade',
        {
          id: second.reportId,
          levels: theirs,
          adjustment: 0,
          adjustReason: '',
          comment: '请重写分析',
          version: opened.version,
        },
        admin.token,
      ),
    );
    rubric.forEach((criterion) =>
      el<HTMLInputElement>(
        app!,
        `fieldset[data-criterion="${criterion.key}"] input[value="${criterion.levels[0]!.key}"]`,
      ).click(),
    );
    el<HTMLFormElement>(app, 'form.grade-form').requestSubmit();
    const conflict = await found(app, '.conflict', 'the edit-conflict panel');
    expect(conflict.textContent).to.include('请重写分析');
    conflict.querySelectorAll<HTMLButtonElement>('button')[1]!.click();
    await waitUntil(
      () =>
        rubric.every(
          (c) =>
            el<HTMLInputElement>(
              app!,
              `fieldset[data-criterion="${c.key}"] input[value="${c.levels.at(-1)!.key}"]`,
            )?.checked,
        ),
      'the other teacher’s levels in the form',
    );

    // returned with a message: the student can revise
    el<HTMLButtonElement>(app, 'button.return-report').click();
    const message = await found<HTMLTextAreaElement>(app, '#return-message', 'the return dialog');
    typeIntoArea(message, '请补充摆角对周期影响的分析');
    el<HTMLFormElement>(app, 'form#return-form').requestSubmit();
    await noticeShown('已退回，学生可以修改后重新提交');
    const returned = must(
      await apiGet<MyReportDetail>(`/api/teaching/myReport?id=${second.reportId}`, second.token),
    );
    expect(returned.status).to.equal('returned');
    expect(returned.versions.at(-1)!.returnMessage).to.equal('请补充摆角对周期影响的分析');
  });

  it('the course’s teacher (here an admin) sets a template: sections, word hint and rubric', async () => {
    const catalogue = must(
      await apiGet<Paged<{ id: number; launchUrl: string; title: string }>>(
        '/api/xnfz/experimentList?pageSize=100',
      ),
    );
    const ohm = catalogue.rows.find((row) => row.launchUrl.includes('ohms-law'))!;
    const admin = await signInAs('admin1');
    app = await mountConsole(`#/reports/template?id=${ohm.id}`);
    await screenOf(app, TAG, 'form.template-form');
    await waitForText(shadowOf(app).querySelector(TAG)!, '这个实验还没有报告模板');
    el<HTMLInputElement>(app, '#section-questions-enabled').click();
    typeInto(el<HTMLInputElement>(app, '#section-principle-title'), '实验原理与电路');
    typeInto(el<HTMLInputElement>(app, '#template-word-hint'), '2000');
    typeInto(el<HTMLInputElement>(app, '#criterion-0-level-0-points'), '四十');
    el<HTMLButtonElement>(app, 'button.add-criterion').click();
    const added = DEFAULT_RUBRIC.length;
    await found(app, `#criterion-${added}-title`, 'the new criterion');
    typeInto(el<HTMLInputElement>(app, `#criterion-${added}-title`), '安全操作');
    typeInto(el<HTMLInputElement>(app, `#criterion-${added}-level-0-title`), '规范');
    el<HTMLFormElement>(app, 'form.template-form').requestSubmit();
    await waitForText(shadowOf(app).querySelector(TAG)!, '分数须在 0 到 100 之间');
    typeInto(el<HTMLInputElement>(app, '#criterion-0-level-0-points'), '30');
    await waitUntil(
      () => el(app!, '.rubric-total')?.textContent === '满分 100 分（各评分项最高等级分数之和）',
      'the total follows the points typed',
    );
    await consoleFits(app, TAG, 'the template form');
    await expect(shadowOf(app).querySelector(TAG)!).to.be.accessible();
    el<HTMLFormElement>(app, 'form.template-form').requestSubmit();
    await noticeShown('已保存“欧姆定律验证”的报告模板');
    const saved = must(
      await apiGet<ReportTemplateDetail>(
        `/api/teaching/reportTemplate?experimentId=${ohm.id}`,
        admin.token,
      ),
    );
    expect(saved.saved).to.equal(true);
    expect(saved.wordHint).to.equal(2000);
    expect(saved.sections.find((one) => one.key === 'questions')!.enabled).to.equal(false);
    expect(saved.sections.find((one) => one.key === 'principle')!.title).to.equal('实验原理与电路');
    expect(saved.rubric.map((one) => one.title)).to.deep.equal([
      ...DEFAULT_RUBRIC.map((one) => one.title),
      '安全操作',
    ]);
    expect(saved.rubric[0]!.levels[0]!.points).to.equal(30);
    expect(saved.total).to.equal(100);
  });

  it('查重 lists a copied pair with the shared passages marked side by side', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const admin = await loginAs('admin1', DEMO_PASSWORD);
    const course = must(
      await apiGet<Paged<AdminCourseRow>>(
        `/api/admin/courseList?pageSize=100&keyword=${encodeURIComponent('大学物理实验')}`,
        admin.token,
      ),
    ).rows.find((row) => row.title === '大学物理实验')!;
    const klass = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: course.id,
          name: `查重 ${stamp} 班`,
          term: '2026-2027 第一学期',
          coTeacherIds: [],
        },
        admin.token,
      ),
    );
    const principle =
      '<p>单摆在摆角很小的时候近似做简谐振动，它的周期只和摆长以及当地的重力加速度有关，与摆球的质量无关。我们测出摆长和周期，就能算出重力加速度。</p>';
    const copied =
      '<p>单摆在摆角很小的时候近似做简谐振动，它的周期只与摆长以及当地重力加速度有关，与摆球质量无关。我们测出摆长和周期，就能算出重力加速度。</p>';
    const original = await studentWithReport(
      klass.joinCode!,
      klass.id,
      '三次测量的结果相差很小，说明计时比较稳定；误差的主要来源是按下秒表时的反应时间以及摆长测量时读数的视差。',
      { principle },
    );
    const copy = await studentWithReport(
      klass.joinCode!,
      klass.id,
      '三次测量的结果相差很小，说明计时比较稳定；误差主要来源是按秒表时的反应时间以及测摆长时读数的视差。',
      { principle: copied },
    );
    await studentWithReport(
      klass.joinCode!,
      klass.id,
      '我们发现摆角超过十度以后周期明显变长，所以后面几组都把摆角控制在五度以内，并且每次数五十个周期再取平均值。',
      {
        principle:
          '<p>根据简谐运动的规律推导周期公式，再把公式变形，用测得的周期平方与摆长之比求 g。</p>',
      },
    );
    const experimentId = must(
      await apiGet<ReportClassExperiment[]>(
        `/api/teaching/reportSettings?classId=${klass.id}`,
        admin.token,
      ),
    ).find((row) => row.title === '单摆测重力加速度')!.experimentId;

    await signInAs('admin1');
    app = await mountConsole(`#/reports/queue?class=${klass.id}&experiment=${experimentId}`);
    (await found<HTMLAnchorElement>(app, 'a.open-similarity', 'the 查重 link')).click();
    await screenOf(app, TAG, '.similarity-summary');
    await waitUntil(
      () => root(app!).querySelectorAll('details.similar-pair').length === 1,
      'one pair',
    );
    const pair = el(app, 'details.similar-pair');
    const names = pair.querySelector('.pair-names')!.textContent!;
    expect(names).to.include(original.user.nickname);
    expect(names).to.include(copy.user.nickname);
    const marks = [...pair.querySelectorAll('.similar-section[data-section="principle"] mark')];
    expect(marks.length).to.be.at.least(2);
    expect(marks.map((mark) => mark.textContent).join('')).to.include('近似做简谐振动');
    await consoleFits(app, TAG, '查重');
    await expect(shadowOf(app).querySelector(TAG)!).to.be.accessible();
  });
});
