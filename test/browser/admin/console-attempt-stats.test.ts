import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { signOutLocally } from '../../../src/core/store/auth';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads, type CaughtDownload } from '../helpers/downloads';
import { finishOpenExperiment, registerUser } from '../helpers/server-api';
import { xlsxSheets } from '../helpers/xlsx-rows';

/** The figures of the 成绩统计 card by their label. */
function figures(screen: HTMLElement): Record<string, string> {
  const root = shadowOf(screen);
  return Object.fromEntries(
    [...root.querySelectorAll('.attempt-stats dl .stat')].map((stat) => [
      stat.querySelector('dt')?.textContent ?? '',
      stat.querySelector('dd')?.textContent ?? '',
    ]),
  );
}

/** The score bands as the table reads them: band, count, share. */
function bands(screen: HTMLElement): string[][] {
  return [...shadowOf(screen).querySelectorAll('.score-bands tbody tr')].map((row) =>
    [...row.children].map((cell) => cell.textContent?.trim() ?? ''),
  );
}

function submitFilters(screen: HTMLElement): void {
  (
    shadowOf(screen).querySelector('.attempt-filters button[type=submit]') as HTMLButtonElement
  ).click();
}

describe('the console: 实验成绩 statistics and filters', () => {
  let app: HTMLElement;
  let experimentId = 0;
  // a mark in the usernames of this run's learners: the filter finds only them
  const mark = `st${Date.now().toString(36)}`;
  before(async () => {
    const [first, second] = await Promise.all([
      registerUser('student', {}, `${mark}_a`),
      registerUser('student', {}, `${mark}_b`),
    ]);
    const done = await Promise.all([
      finishOpenExperiment(first.token, { score: 78 }),
      finishOpenExperiment(first.token, { score: 55 }),
      finishOpenExperiment(second.token, { score: 63 }),
    ]);
    experimentId = done[0].experiment.id;
    await signInAs('admin1');
    app = await mountConsole('#/experiments/attempts');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('filtered by learner: average, median, extremes, pass rate and score bands of every matching attempt, as text', async () => {
    await consoleGo('#/experiments/attempts');
    const screen = await screenOf(app, 'xnfz-admin-experiment-attempts', '#attempts-experiment');
    chooseIn(
      shadowOf(screen).getElementById('attempts-experiment') as HTMLSelectElement,
      String(experimentId),
    );
    await waitUntil(() => shadowOf(screen).querySelector('.attempt-stats'), 'statistics', {
      timeout: 15000,
    });
    typeInto(shadowOf(screen).getElementById('attempts-student') as HTMLInputElement, mark);
    submitFilters(screen);
    await waitUntil(() => figures(screen)['记录数'] === '3', 'three attempts of this run', {
      timeout: 15000,
    });
    // 78, 55, 63: worked out by hand
    expect(figures(screen)).to.deep.equal({
      记录数: '3',
      平均分: '65.33',
      中位数: '63',
      最高分: '78',
      最低分: '55',
      '及格率（≥60 分）': '66.7%（2/3）',
    });
    expect(bands(screen)).to.deep.equal([
      ['0–59 分', '1', '33.3%'],
      ['60–69 分', '1', '33.3%'],
      ['70–79 分', '1', '33.3%'],
      ['80–89 分', '0', '0%'],
      ['90–100 分', '0', '0%'],
    ]);
    expect(shadowOf(screen).querySelector('.score-bands caption')?.textContent).to.equal(
      '分数段分布',
    );
    await waitForText(screen, '统计筛选出的全部 3 条记录');
    expect(shadowOf(screen).querySelectorAll('tbody tr[data-attempt]').length).to.equal(3);

    // one learner
    typeInto(shadowOf(screen).getElementById('attempts-student') as HTMLInputElement, `${mark}_b`);
    submitFilters(screen);
    await waitUntil(() => figures(screen)['记录数'] === '1', 'one attempt', { timeout: 15000 });
    expect(figures(screen)['平均分']).to.equal('63');
    await expect(app).to.be.accessible();
  });

  it('a date range: a reversed one is refused at the field; one with no attempt shows the empty state', async () => {
    const screen = await screenOf(app, 'xnfz-admin-experiment-attempts', '.attempt-filters');
    const root = shadowOf(screen);
    typeInto(root.getElementById('attempts-student') as HTMLInputElement, mark);
    typeInto(root.getElementById('attempts-start') as HTMLInputElement, '2030-01-02');
    typeInto(root.getElementById('attempts-end') as HTMLInputElement, '2030-01-01');
    await waitForText(screen, '起始日期不能晚于截止日期');
    expect(
      (root.querySelector('.attempt-filters button[type=submit]') as HTMLButtonElement).disabled,
    ).to.equal(true);
    expect((root.querySelector('button.export-attempts') as HTMLButtonElement).disabled).to.equal(
      true,
    );
    typeInto(root.getElementById('attempts-end') as HTMLInputElement, '2030-01-31');
    await waitUntil(() => root.querySelector('.attempts-empty'), 'empty state', { timeout: 15000 });
    expect(root.querySelector('.attempts-empty')?.textContent).to.include(
      '没有符合筛选条件的实验记录',
    );
    expect(root.querySelector('.attempt-stats')).to.equal(null);
    expect(root.querySelector('tbody tr[data-attempt]')).to.equal(null);
    await expect(app).to.be.accessible();

    (root.querySelector('button.clear-filters') as HTMLButtonElement).click();
    await waitUntil(() => root.querySelector('.attempt-stats'), 'statistics again', {
      timeout: 15000,
    });
    expect((root.getElementById('attempts-student') as HTMLInputElement).value).to.equal('');
    expect(Number(figures(screen)['记录数'])).to.be.at.least(3);
  });

  it('the export holds the attempts of the filter on screen, and its statistics', async () => {
    const screen = await screenOf(app, 'xnfz-admin-experiment-attempts', '.attempt-filters');
    const root = shadowOf(screen);
    typeInto(root.getElementById('attempts-student') as HTMLInputElement, mark);
    submitFilters(screen);
    await waitUntil(() => figures(screen)['记录数'] === '3', 'filtered', { timeout: 15000 });
    const caught = catchDownloads();
    try {
      (root.querySelector('button.export-attempts') as HTMLButtonElement).click();
      await waitUntil(() => caught.files.length === 1, 'download', { timeout: 20000 });
    } finally {
      caught.stop();
    }
    const sheets = await xlsxSheets((caught.files[0] as CaughtDownload).blob);
    const results = sheets.get('实验成绩') ?? [];
    expect(results.length - 1, 'data rows').to.equal(3);
    const users = results[0]?.findIndex((cell) => cell?.text === '用户名') ?? -1;
    expect(results.slice(1).every((row) => row[users]?.text.startsWith(mark))).to.equal(true);
    const stats = Object.fromEntries(
      (sheets.get('成绩统计') ?? []).slice(1).map((row) => [row[0]?.text, row[1]?.text]),
    );
    expect(stats['记录数']).to.equal('3');
    expect(stats['学员']).to.equal(mark);
  });
});
