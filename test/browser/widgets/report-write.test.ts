/**
 * 实验报告, the student's side, against the real server at 375 px: a class of the 单摆's course
 * (staff saves the template), a student who finished the 单摆 opens 撰写实验报告 from 学习记录, the
 * record blocks equal the server's record, a section typed is saved to the server and comes back
 * after a reload, 提交 asks first (naming the empty sections) and leaves the report read only; the
 * teacher returns it through the API, the student sees the message, revises and resubmits (two
 * versions); the teacher grades and releases, and the student sees score, the rubric's levels and
 * the comments; 个人中心 → 我的实验报告 lists it.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, setViewport } from '@web/test-runner-commands';
import '../../../src/widgets/personal-center/personal-center.element';
import '../../../src/widgets/report-write/report-write.element';
import type { Experiment, Paged } from '../../../src/core/api/contract';
import {
  DEFAULT_REPORT_SECTIONS,
  DEFAULT_RUBRIC,
  type MyReportDetail,
  type ReportDetail,
  type ReportTemplateDetail,
  type ReportTemplateDraft,
} from '../../../src/core/api/report-contract';
import type { ClassDetail, MyClassRow } from '../../../src/core/api/teaching-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { clearFault, injectFault } from '../helpers/faults';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { PHONE, stickingOut } from '../helpers/layout';
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
import { pendulumPeriod } from '../../../src/experiments/pendulum/pendulum-physics';
import { scorePendulum, trialG } from '../../../src/experiments/pendulum/pendulum-scoring';
import { PENDULUM_URL } from '../../helpers/pendulum-attempt';

const SLOW = { timeout: 20000 };

/** 实验原理 renamed, 思考题 left out, the default rubric. */
const TEMPLATE: ReportTemplateDraft = {
  sections: DEFAULT_REPORT_SECTIONS.map((section) =>
    section.key === 'questions' ? { ...section, enabled: false } : { ...section },
  ),
  wordHint: 800,
  rubric: DEFAULT_RUBRIC.map((criterion) => ({
    ...criterion,
    levels: criterion.levels.map((level) => ({ ...level })),
  })),
};

const $ = (root: HTMLElement, selector: string) => shadowOf(root).querySelector(selector);
const $$ = (root: HTMLElement, selector: string) => [...shadowOf(root).querySelectorAll(selector)];

/** Types into a section's editor as the keyboard does (ProseMirror reads the DOM input). */
async function typeInSection(screen: HTMLElement, key: string, text: string): Promise<void> {
  const editable = await findIn<HTMLElement>(
    screen,
    `[data-section="${key}"] .ProseMirror[contenteditable=true]`,
    `the editor of ${key}`,
  );
  editable.focus();
  document.execCommand('insertText', false, text);
  await waitUntil(() => editable.textContent?.includes(text), 'text in the editor');
}

const myReport = async (id: number, token: string) =>
  must(await apiGet<MyReportDetail>(`/api/teaching/myReport?id=${id}`, token));

async function openScreen(id: number): Promise<HTMLElement> {
  const screen = await fixture<HTMLElement>(
    html`<xnfz-report-write report-id=${id}></xnfz-report-write>`,
  );
  await findIn(screen, '[data-report-id]', 'the report opened');
  return screen;
}

const statusOf = (screen: HTMLElement) =>
  $(screen, '[data-report-id]')?.getAttribute('data-status');

describe('<xnfz-report-write>: the student writes, submits, revises and reads the grade', function () {
  this.timeout(180000);
  let staff = '';
  let student = { token: '' };
  let classId = 0;
  let joinCode = '';
  let sessionId = '';

  before(async () => {
    staff = (await loginAs('admin1', DEMO_PASSWORD)).token;
    const catalogue = must(
      await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageSize=100'),
    );
    const pendulum = catalogue.rows.find((row) => row.launchUrl === PENDULUM_URL)!;
    const stamp = Date.now().toString(36).slice(-5);
    const created = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: pendulum.courseId,
          name: `报告 ${stamp} 班`,
          term: '2026-2027 第一学期',
          coTeacherIds: [],
        },
        staff,
      ),
    );
    classId = created.id;
    let klass = must(
      await apiPost<ClassDetail>('/api/teaching/classCode', { id: classId, action: 'open' }, staff),
    );
    if (!klass.joinCode)
      klass = must(
        await apiPost<ClassDetail>(
          '/api/teaching/classCode',
          { id: classId, action: 'regenerate' },
          staff,
        ),
      );
    const opened = must(
      await apiGet<ReportTemplateDetail>(
        `/api/teaching/reportTemplate?experimentId=${pendulum.id}`,
        staff,
      ),
    );
    must(
      await apiPost(
        '/api/teaching/reportTemplateSave',
        { experimentId: pendulum.id, template: TEMPLATE, version: opened.version },
        staff,
      ),
    );
    joinCode = klass.joinCode ?? '';
    student = await registerUser('student');
    must(
      await apiPost<MyClassRow>('/api/teaching/classJoin', { code: klass.joinCode }, student.token),
    );
    sessionId = (await finishOpenExperiment(student.token, { score: 70 })).sessionId;
  });

  afterEach(async () => {
    await clearFault();
    signOutLocally();
    await setViewport({ width: 800, height: 600 });
  });

  it('from 学习记录 to a graded report, at 375 px', async () => {
    signIn(student.token);
    await setViewport(PHONE);

    // 学习记录 → 撰写实验报告: the server starts the report, the screen is asked to open it
    const center = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="records"></xnfz-personal-center>`,
    );
    const start = await findIn<HTMLButtonElement>(
      center,
      `[data-report-start="${sessionId}"] button.write-report`,
      '撰写实验报告 beside the attempt',
    );
    expect(start.textContent).to.include('撰写实验报告');
    const asked: { route: string; params: Record<string, unknown> }[] = [];
    const hold = (event: Event) => {
      event.preventDefault();
      asked.push((event as CustomEvent<{ route: string; params: Record<string, unknown> }>).detail);
    };
    window.addEventListener('xnfz-navigate', hold);
    start.click();
    await waitUntil(() => asked.length > 0, 'the report screen asked for');
    window.removeEventListener('xnfz-navigate', hold);
    expect(asked[0]!.route).to.equal('/report');
    const id = Number(asked[0]!.params.id);
    expect(id).to.be.greaterThan(0);
    center.remove();

    // the record blocks are the server's record of the attempt
    let screen = await openScreen(id);
    const stored = await myReport(id, student.token);
    expect(stored.record.attemptId).to.equal(sessionId);
    const steps = $$(screen, '.record-steps tbody tr');
    expect(steps.length).to.equal(stored.record.steps.length);
    expect(steps.length).to.be.greaterThan(0);
    stored.record.steps.forEach((step, index) => {
      const row = steps[index]!;
      expect(row.querySelector('.step-title')?.textContent).to.equal(step.title);
      expect(row.querySelector('[data-seconds]')?.getAttribute('data-seconds')).to.equal(
        String(step.timeUsed),
      );
      expect(row.querySelector('[data-score]')?.textContent).to.equal(
        `${step.score} / ${step.maxScore}`,
      );
    });
    const readings = stored.record.readings as {
      trials: Record<string, number>[];
      reportedG: number;
    };
    const trialRows = $$(screen, '[data-reading="trials"] tbody tr');
    expect(trialRows.length).to.equal(readings.trials.length);
    readings.trials.forEach((trial, index) => {
      const cells = [...trialRows[index]!.querySelectorAll('td')].map((cell) => cell.textContent);
      expect(cells).to.deep.equal(Object.values(trial).map(String));
    });
    expect($(screen, 'tr[data-reading="reportedG"] td')?.textContent).to.equal(
      String(readings.reportedG),
    );
    // one editor per enabled section, with its title, prompt and the word-count hint
    const sectionKeys = $$(screen, '.sections [data-section]').map((el) =>
      el.getAttribute('data-section'),
    );
    expect(sectionKeys).to.deep.equal(['purpose', 'principle', 'procedure', 'data', 'analysis']);
    expect($(screen, '[data-section="purpose"] .section-prompt')?.textContent).to.include(
      '建议字数：约 800 字',
    );
    const editable = await findIn<HTMLElement>(
      screen,
      '[data-section="purpose"] .ProseMirror[contenteditable=true]',
      'the editor',
    );
    expect(editable.getAttribute('role')).to.equal('textbox');
    expect(
      shadowOf(screen).getElementById(editable.getAttribute('aria-labelledby')!)?.textContent,
    ).to.equal('实验目的');
    expect(stickingOut(screen.parentElement!, PHONE.width), 'fits 375 px').to.deep.equal([]);
    await expect(screen).to.be.accessible();

    // typing is saved to the server (已保存), and a reload continues from the server's text
    await typeInSection(screen, 'purpose', '测量本地重力加速度');
    await waitUntil(
      () => $(screen, '[part~=save-state]')?.getAttribute('data-state') === 'saved',
      '已保存',
      SLOW,
    );
    expect($(screen, '[part~=save-state]')?.textContent).to.include('已保存');
    expect((await myReport(id, student.token)).sections.purpose).to.include('测量本地重力加速度');
    // the connection drops: 保存失败, and 重新保存 sends it once it is back
    await injectFault('down', ['/api/teaching/reportDraft']);
    await typeInSection(screen, 'procedure', '先测摆长再计时');
    await waitUntil(
      () => $(screen, '[part~=save-state]')?.getAttribute('data-state') === 'failed',
      '保存失败',
      SLOW,
    );
    expect($(screen, '[part~=save-state]')?.textContent).to.include('保存失败');
    await clearFault();
    ($(screen, '.save-retry') as HTMLButtonElement).click();
    await waitUntil(
      () => $(screen, '[part~=save-state]')?.getAttribute('data-state') === 'saved',
      '已保存 again',
      SLOW,
    );
    expect((await myReport(id, student.token)).sections.procedure).to.include('先测摆长再计时');
    // more text, then the screen goes away before the pause is over: it is saved on leaving
    await typeInSection(screen, 'principle', '小角度下 T = 2π√(L/g)');
    screen.remove();
    await waitUntil(
      async () =>
        ((await myReport(id, student.token)).sections.principle ?? '').includes('2π√(L/g)'),
      'saved on leaving',
      SLOW,
    );
    screen = await openScreen(id);
    const reopened = await findIn<HTMLElement>(
      screen,
      '[data-section="principle"] .ProseMirror',
      'the editor again',
    );
    expect(reopened.textContent).to.include('2π√(L/g)');
    expect($(screen, '[data-section="purpose"] .ProseMirror')?.textContent).to.include(
      '测量本地重力加速度',
    );

    // 提交: the dialog names the empty sections; after it the report is read only
    ($(screen, '.submit-report') as HTMLButtonElement).click();
    const dialog = await findIn<HTMLDialogElement>(screen, 'dialog.confirm', 'the confirmation');
    expect(dialog.open).to.equal(true);
    expect(dialog.querySelector('.confirm-empty')?.textContent).to.include(
      '数据记录与处理、结果与分析',
    );
    await expect(screen).to.be.accessible();
    (dialog.querySelector('.confirm-submit') as HTMLButtonElement).click();
    await waitUntil(() => statusOf(screen) === 'submitted', '待批改');
    expect($(screen, '.report-status')?.textContent).to.include('待批改');
    expect($(screen, '.ProseMirror')).to.equal(null);
    expect($(screen, '.submit-report')).to.equal(null);
    expect((await myReport(id, student.token)).status).to.equal('submitted');
    screen.remove();

    // the teacher returns it: the message shows, the student revises and resubmits
    let detail = must(await apiGet<ReportDetail>(`/api/teaching/reportDetail?id=${id}`, staff));
    must(
      await apiPost(
        '/api/teaching/reportReturn',
        { id, message: '请补充数据处理过程。', version: detail.version },
        staff,
      ),
    );
    screen = await openScreen(id);
    expect(statusOf(screen)).to.equal('returned');
    expect($(screen, '[part~=returned]')?.textContent).to.include('请补充数据处理过程。');
    await typeInSection(screen, 'data', '三次测量取平均');
    await typeInSection(screen, 'analysis', '误差主要来自计时');
    ($(screen, '.submit-report') as HTMLButtonElement).click();
    const again = await findIn<HTMLDialogElement>(screen, 'dialog.confirm', 'the confirmation');
    expect(again.querySelector('.confirm-empty')?.textContent).to.include('所有栏目都已填写');
    (again.querySelector('.confirm-submit') as HTMLButtonElement).click();
    await waitUntil(() => statusOf(screen) === 'submitted', 'resubmitted');
    const twice = await myReport(id, student.token);
    expect(twice.versions.map((version) => version.number)).to.deep.equal([1, 2]);
    expect(twice.sections.data).to.include('三次测量取平均');
    expect($$(screen, '.history-item').length).to.equal(2);
    screen.remove();

    // graded and released: score, the levels with their descriptions, the comments
    detail = must(await apiGet<ReportDetail>(`/api/teaching/reportDetail?id=${id}`, staff));
    const graded = must(
      await apiPost<ReportDetail>(
        '/api/teaching/reportGrade',
        {
          id,
          levels: { data: 'A', analysis: 'B', writing: 'A' },
          adjustment: 0,
          adjustReason: '',
          comment: '数据完整，分析清楚。',
          sectionComments: { analysis: '误差分析可以再具体些。' },
          version: detail.version,
        },
        staff,
      ),
    );
    expect(graded.grade?.score).to.equal(90);
    // not released yet: the student sees no grade
    screen = await openScreen(id);
    expect($(screen, '[part~=grade]')).to.equal(null);
    screen.remove();
    must(await apiPost('/api/teaching/reportRelease', { id, version: graded.version }, staff));
    screen = await openScreen(id);
    const grade = await findIn(screen, '[part~=grade]', 'the released grade');
    expect(grade.querySelector('.grade-score')?.textContent).to.equal('90 / 100');
    const levels = [...grade.querySelectorAll('.rubric-table tbody tr')].map((row) => [
      row.getAttribute('data-criterion'),
      row.getAttribute('data-level'),
      row.querySelector('.rubric-description')?.textContent,
    ]);
    expect(levels).to.deep.equal([
      ['data', 'A', '完整、准确、规范'],
      ['analysis', 'B', '基本完整，有少量错误'],
      ['writing', 'A', '完整、准确、规范'],
    ]);
    expect(grade.textContent).to.include('数据完整，分析清楚。');
    expect($(screen, '[data-comment="analysis"]')?.textContent).to.include(
      '误差分析可以再具体些。',
    );
    // each version is readable
    const toggle = $(screen, '[data-version="1"] .history-toggle') as HTMLButtonElement;
    toggle.click();
    await waitForText(screen, '小角度下 T = 2π√(L/g)');
    expect(stickingOut(screen.parentElement!, PHONE.width), 'fits 375 px').to.deep.equal([]);
    await expect(screen).to.be.accessible();
    screen.remove();

    // 个人中心 → 我的实验报告
    const list = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="reports"></xnfz-personal-center>`,
    );
    const row = await findIn(list, `[data-report-id="${id}"]`, 'the report in 我的实验报告');
    expect(row.getAttribute('data-status')).to.equal('graded');
    expect(row.textContent).to.include('已批改');
    expect(row.textContent).to.include('单摆');
    expect(row.querySelector('.report-versions')?.textContent).to.equal('已提交 2 次');
    expect(row.querySelector('.report-score')?.textContent).to.equal('成绩：90 / 100');
    expect(row.querySelector('a.report-action')?.getAttribute('href')).to.equal(
      `#/report?id=${id}`,
    );
    expect(stickingOut(list.parentElement!, PHONE.width), 'fits 375 px').to.deep.equal([]);
    await expect(list).to.be.accessible();
  });

  it('draws the chart of the readings the server chose, and prints only the report', async () => {
    const writer = await registerUser('student');
    must(await apiPost<MyClassRow>('/api/teaching/classJoin', { code: joinCode }, writer.token));
    // one swing timed at each of two lengths (the server wants an attempt to last as long as its
    // timings: the careful readings' 20 swings would take minutes)
    const trials = [0.25, 0.36].map((lengthM) => ({
      lengthM,
      angleDeg: 5,
      oscillations: 1,
      timeS: Math.round(pendulumPeriod(lengthM, 5) * 100) / 100,
    }));
    const reportedG =
      Math.round((trials.reduce((sum, trial) => sum + trialG(trial), 0) / trials.length) * 100) /
      100;
    const attempt = await finishOpenExperiment(writer.token, {
      score: scorePendulum(trials, reportedG).total,
      readings: { trials, reportedG },
    });
    const opened = must(
      await apiPost<MyReportDetail>(
        '/api/teaching/reportCreate',
        { classId, attemptId: attempt.sessionId },
        writer.token,
      ),
    );
    const chart = opened.record.chart!;
    expect(chart, 'the server sent a chart').to.not.equal(null);
    const rows = (opened.record.readings as { trials: unknown[] }).trials;
    expect(chart.points.length).to.equal(rows.length);
    signIn(writer.token);
    await setViewport(PHONE);
    const screen = await openScreen(opened.id);

    // one point per row of the table, in order across; the columns' names on the axes
    const svg = await findIn<SVGSVGElement>(screen, 'svg.readings-chart', 'the chart');
    expect($$(screen, '[data-reading="trials"] tbody tr').length).to.equal(rows.length);
    const points = [...svg.querySelectorAll('circle')].map((dot) => Number(dot.getAttribute('cx')));
    expect(points.length).to.equal(rows.length);
    expect([...points].sort((a, b) => a - b)).to.deep.equal(points);
    const NAMES: Record<string, string> = { lengthM: '摆长 L（m）', timeS: '总时间 t（s）' };
    expect(svg.getAttribute('role')).to.equal('img');
    expect(svg.getAttribute('aria-label')).to.equal(
      `实验数据图：${NAMES[chart.y]} 随 ${NAMES[chart.x]} 变化`,
    );
    expect(svg.textContent).to.include(NAMES[chart.x]).and.include(NAMES[chart.y]);
    expect(svg.getBoundingClientRect().width).to.be.greaterThan(200);
    expect(stickingOut(screen.parentElement!, PHONE.width), 'fits 375 px').to.deep.equal([]);
    await expect(screen).to.be.accessible();

    // 打印 asks the browser to print
    await findIn(screen, '[data-section="purpose"] .ProseMirror', 'the editor');
    const print = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      ($(screen, '.print-report') as HTMLButtonElement).click();
    } finally {
      window.print = print;
    }
    expect(printed).to.equal(1);

    // on paper: the record, the chart and the sections' text; no buttons, toolbars or bars
    const display = (selector: string) => {
      const node = $(screen, selector);
      expect(node, selector).to.not.equal(null);
      return getComputedStyle(node!).display;
    };
    const hidden = [
      '.print-report',
      '.write-bar',
      '.submit-report',
      '[role="toolbar"]',
      '.history',
    ];
    const shown = ['.report-record', 'svg.readings-chart', '.sections', '.ProseMirror'];
    expect(hidden.map(display)).to.not.include('none');
    await emulateMedia({ media: 'print' });
    try {
      expect(hidden.map(display)).to.deep.equal(hidden.map(() => 'none'));
      expect(shown.map(display)).to.not.include('none');
      expect(getComputedStyle($(screen, '.record-table tbody tr')!).breakInside).to.equal('avoid');
      expect(getComputedStyle(svg).breakInside).to.equal('avoid');
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('says an empty list in words, and shows a refusal as the server words it', async () => {
    const other = await registerUser('student');
    signIn(other.token);
    const list = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="reports"></xnfz-personal-center>`,
    );
    await waitForText(list, '你还没有写过实验报告');
    list.remove();
    const screen = await fixture<HTMLElement>(
      html`<xnfz-report-write
        class-id=${classId}
        attempt-id="no-such-attempt"
      ></xnfz-report-write>`,
    );
    const error = await findIn(screen, '[part~=state-error]', 'the refusal');
    // not a student of the class: the server's own words, beside the retry
    expect(error.textContent).to.include('无权限：当前账号不能进行此操作');
  });
});
