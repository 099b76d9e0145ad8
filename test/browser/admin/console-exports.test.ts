import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminExperiment } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import {
  chooseIn,
  consoleGo,
  mountConsole,
  navLabels,
  screenOf,
  signInAs,
} from '../helpers/console';
import { shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads, isZip, type CaughtDownload } from '../helpers/downloads';
import { clearFault, injectFault } from '../helpers/faults';
import { apiGet, apiPost, finishOpenExperiment, must, registerUser } from '../helpers/server-api';
import { xlsxSheets, type XlsxCell } from '../helpers/xlsx-rows';
import type { AdminExperimentAttemptRow } from '../../../src/core/api/admin-contract';

/** `yyyy-mm-dd hh:mm` of an instant on Beijing's wall clock (the server's TIME_ZONE). */
function beijing(instant: string | number): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** The cells of a sheet's column, by header (the header row first). */
function columnOf(rows: (XlsxCell | undefined)[][], header: string): (XlsxCell | undefined)[] {
  const at = rows[0]?.findIndex((cell) => cell?.text === header) ?? -1;
  expect(at, `column ${header}`).to.be.greaterThan(-1);
  return rows.slice(1).map((row) => row[at]);
}

/** Clicks an export button and returns the file the console handed to the browser. */
async function download(screen: HTMLElement, selector: string): Promise<CaughtDownload> {
  const caught = catchDownloads();
  try {
    (shadowOf(screen).querySelector(selector) as HTMLButtonElement).click();
    await waitUntil(() => caught.files.length === 1, `download of ${selector}`, {
      timeout: 20000,
    });
  } finally {
    caught.stop();
  }
  return caught.files[0] as CaughtDownload;
}

async function expectXlsx(file: CaughtDownload): Promise<void> {
  expect(file.fileName).to.match(/\.xlsx$/);
  expect(file.blob.size).to.be.greaterThan(1000);
  expect(await isZip(file.blob)).to.equal(true);
}

/** Every control is native, in the Tab order and has a name. */
function expectKeyboardReady(screen: HTMLElement): void {
  const root = shadowOf(screen);
  const controls = [...root.querySelectorAll<HTMLElement>('button, a, input, select, textarea')];
  expect(controls.length).to.be.greaterThan(0);
  for (const control of controls) {
    expect(control.tabIndex, control.outerHTML.slice(0, 80)).to.equal(0);
    const named =
      control.getAttribute('aria-label') ||
      control.textContent?.trim() ||
      (control.id && root.querySelector(`label[for="${control.id}"]`));
    expect(Boolean(named), control.outerHTML.slice(0, 80)).to.equal(true);
  }
}

describe('the console: exports and experiment results', () => {
  let app: HTMLElement;
  let experiment: AdminExperiment;
  let adminToken = '';
  before(async () => {
    const student = await registerUser();
    const finished = await finishOpenExperiment(student.token, { score: 77 });
    const { token } = await signInAs('admin1');
    adminToken = token;
    const list = must(
      await apiGet<Paged<AdminExperiment>>('/api/admin/experimentList?pageSize=100', token),
    );
    experiment = list.rows.find((row) => row.id === finished.experiment.id) as AdminExperiment;
    app = await mountConsole('#/exports');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('数据导出: the statistics .xlsx, for a date range; a reversed range is refused at the field', async () => {
    await consoleGo('#/exports');
    const screen = await screenOf(app, 'xnfz-admin-exports', 'button.export-statistics');
    const root = shadowOf(screen);
    const start = root.getElementById('exports-start') as HTMLInputElement;
    const end = root.getElementById('exports-end') as HTMLInputElement;
    typeInto(start, '2026-11-20');
    typeInto(end, '2026-11-01');
    await waitForText(screen, '开始日期不能晚于结束日期');
    expect((root.querySelector('button.export-statistics') as HTMLButtonElement).disabled).to.equal(
      true,
    );
    typeInto(end, '2026-11-30');
    await waitUntil(
      () => !(root.querySelector('button.export-statistics') as HTMLButtonElement).disabled,
      'enabled again',
    );
    await expectXlsx(await download(screen, 'button.export-statistics'));
    typeInto(start, '');
    typeInto(end, '');
    const days = [beijing(Date.now()).slice(0, 10)];
    const statistics = await download(screen, 'button.export-statistics');
    days.push(beijing(Date.now()).slice(0, 10));
    await expectXlsx(statistics);
    // named on Beijing's day, with the time: two exports never share a name
    const named = /^数据统计-(\d{4}-\d{2}-\d{2})-\d{6}\.xlsx$/.exec(statistics.fileName);
    expect(named, statistics.fileName).to.not.equal(null);
    expect(days).to.include(named?.[1]);
    await expect(app).to.be.accessible();
    expectKeyboardReady(screen);
  });

  it('实验成绩: an attempt with its score, paging, and the .xlsx of the attempts', async () => {
    await consoleGo('#/experiments/attempts');
    const screen = await screenOf(app, 'xnfz-admin-experiment-attempts', '#attempts-experiment');
    const select = shadowOf(screen).getElementById('attempts-experiment') as HTMLSelectElement;
    expect(
      shadowOf(screen).querySelector(`label[for="attempts-experiment"]`)?.textContent,
    ).to.equal('实验');
    chooseIn(select, String(experiment.id));
    await waitUntil(
      () => shadowOf(screen).querySelector('tbody tr[data-attempt]'),
      'attempt rows',
      { timeout: 15000 },
    );
    const scores = [...shadowOf(screen).querySelectorAll('tbody tr td.num')].map(
      (cell) => cell.textContent,
    );
    expect(scores).to.include('77');
    const file = await download(screen, 'button.export-attempts');
    await expectXlsx(file);
    expect(file.fileName).to.match(/^实验成绩-.+-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/);
    // as Excel shows them: the time on Beijing's clock as a date cell, 用时 in 时:分:秒, names as text
    const attempts = must(
      await apiGet<Paged<AdminExperimentAttemptRow>>(
        `/api/admin/experimentAttempts?experimentId=${experiment.id}&pageSize=100`,
        adminToken,
      ),
    );
    const results = (await xlsxSheets(file.blob)).get('实验成绩') ?? [];
    const ids = columnOf(results, '记录编号').map((cell) => cell?.text);
    const mine = attempts.rows.find((row) => row.score === 77) as AdminExperimentAttemptRow;
    const at = ids.indexOf(mine.attemptId);
    expect(at).to.be.greaterThan(-1);
    expect(columnOf(results, '完成时间')[at]).to.include({
      type: 'number',
      numFmt: 'yyyy-mm-dd hh:mm',
      text: beijing(mine.finishedAt),
    });
    expect(columnOf(results, '用时')[at]?.numFmt).to.equal('[h]:mm:ss');
    expect(columnOf(results, '用户名')[at]).to.include({ type: 'text', numFmt: '@' });
    await expect(app).to.be.accessible();
    expectKeyboardReady(screen);
  });

  it('a failed export says why beside its button, and pressing it again retries', async () => {
    await consoleGo('#/exports');
    const screen = await screenOf(app, 'xnfz-admin-exports', 'button.export-statistics');
    const exportButton = shadowOf(screen).querySelector(
      'button.export-statistics',
    ) as HTMLButtonElement;
    await injectFault('down', ['/api/admin/exportStatistics']);
    try {
      exportButton.click();
      await waitUntil(
        () => shadowOf(screen).querySelector('.export-error[role=alert]'),
        'export error',
        { timeout: 20000 },
      );
      expect(shadowOf(screen).querySelector('.export-error')?.textContent).to.include('导出失败');
      expect(exportButton.disabled).to.equal(false);
    } finally {
      await clearFault();
    }
    await expectXlsx(await download(screen, 'button.export-statistics'));
    expect(shadowOf(screen).querySelector('.export-error')).to.equal(null);
  });

  it('the attempts list shows 加载失败 with a retry when the server cannot be reached', async () => {
    await consoleGo('#/experiments/attempts');
    const screen = await screenOf(app, 'xnfz-admin-experiment-attempts', '#attempts-experiment');
    await injectFault('down', ['/api/admin/experimentAttempts']);
    try {
      chooseIn(
        shadowOf(screen).getElementById('attempts-experiment') as HTMLSelectElement,
        String(experiment.id),
      );
      await waitUntil(
        () => shadowOf(screen).querySelector('[part=state-error] button'),
        'error state',
        { timeout: 20000 },
      );
    } finally {
      await clearFault();
    }
    (shadowOf(screen).querySelector('[part=state-error] button') as HTMLButtonElement).click();
    await waitUntil(
      () => shadowOf(screen).querySelector('tbody tr[data-attempt]'),
      'rows after retry',
      { timeout: 15000 },
    );
  });

  it('批量导入 has no axe violations, before and after a dry run with problems', async () => {
    await consoleGo('#/users/import');
    const screen = await screenOf(app, 'xnfz-admin-import', '#import-file');
    await expect(app).to.be.accessible();
    expectKeyboardReady(screen);
    const input = shadowOf(screen).getElementById('import-file') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(['\uFEFF学号,姓名,身份\r\nax1,,学生\r\nadmin1,管理员,学生\r\n'], 'a.csv'),
    );
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    typeInto(shadowOf(screen).getElementById('import-password') as HTMLInputElement, 'Start2026x');
    // Enter in a field submits the form: the dry run
    (shadowOf(screen).querySelector('form') as HTMLFormElement).requestSubmit();
    await waitForText(screen, '共 2 行：新建 0 行，更新 0 行，无变化 0 行，不能导入 2 行', 15000);
    await waitForText(screen, '用户名已被注册');
    await expect(app).to.be.accessible();
    expectKeyboardReady(screen);
  });

  it('an editor exports statistics but imports nobody; a teacher exports their course learners and sees 实验成绩', async () => {
    await signInAs('editor1');
    await waitUntil(() => navLabels(app).includes('数据导出'), 'editor navigation');
    expect(navLabels(app)).to.not.include('批量导入');
    await consoleGo('#/users/import');
    await waitForText(app, '无权限');
    expect(shadowOf(app).querySelector('xnfz-admin-import')).to.equal(null);

    const { token } = await signInAs('teacher1');
    // an experiment linked to a course of the teacher's, whatever the files before this one left
    const teacherCourses = must(
      await apiGet<Paged<{ id: number }>>('/api/admin/courseList?pageSize=1', token),
    );
    const course = teacherCourses.rows[0];
    if (!course) throw new Error('演示数据中 teacher1 没有课程');
    const made = must(
      await apiPost<AdminExperiment>(
        '/api/admin/experimentSave',
        {
          title: `教师课程的实验 ${Date.now()}`,
          cover: '',
          summary: '',
          courseId: course.id,
          durationMinutes: 30,
          published: false,
          launchUrl: 'https://lab.example.edu.cn/teacher/start',
          resultOrigin: 'https://lab.example.edu.cn',
        },
        adminToken,
      ),
    );
    await waitUntil(() => navLabels(app).includes('实验成绩'), 'teacher navigation');
    expect(navLabels(app)).to.not.include('数据导出');
    await consoleGo('#/courses');
    const courses = await screenOf(app, 'xnfz-admin-courses', 'tbody tr[data-course-id]');
    (shadowOf(courses).querySelector('a.view-learners') as HTMLAnchorElement).click();
    const learners = await screenOf(app, 'xnfz-admin-courses', 'button.export-learners');
    const exportButton = shadowOf(learners).querySelector('button.export-learners') as HTMLElement;
    expect(exportButton.textContent).to.equal('导出学员');
    expect(exportButton.getAttribute('aria-label')).to.include('导出学员');
    await expectXlsx(await download(learners, 'button.export-learners'));
    await expect(app).to.be.accessible();

    await consoleGo('#/experiments/attempts');
    const attempts = await screenOf(
      app,
      'xnfz-admin-experiment-attempts',
      '#attempts-experiment, [part=state-empty]',
    );
    // the teacher's token, taken without signing in again (that would sign the console out and back in)
    const own = must(
      await apiGet<Paged<AdminExperiment>>('/api/admin/experimentList?pageSize=100', token),
    );
    const options = () =>
      [...shadowOf(attempts).querySelectorAll<HTMLOptionElement>('#attempts-experiment option')]
        .map((option) => option.value)
        .filter(Boolean);
    expect(own.rows.map((row) => row.id)).to.include(made.id);
    await waitUntil(() => options().length > 0, "the teacher's experiments as options");
    expect(options()).to.deep.equal(own.rows.map((row) => String(row.id)));
    await expect(app).to.be.accessible();
  });
});
