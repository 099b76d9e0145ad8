import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { signOutLocally } from '../../../src/core/store/auth';
import type { AdminIlabStatus } from '../../../src/core/api/admin-contract';
import type { Experiment, LoginData, Paged } from '../../../src/core/api/contract';
import { consoleGo, mountConsole, navLabels, screenOf, signInAs } from '../helpers/console';
import { deepText } from '../helpers/deep-dom';
import { findIn, shadowOf } from '../helpers/dom';
import { ilabMode, ilabTicket, ilabUploads, launchAddress, setIlabTitle } from '../helpers/ilab';
import { apiGet, apiPost, finishOpenExperiment, must } from '../helpers/server-api';
import { PENDULUM_URL } from '../../helpers/pendulum-attempt';

/**
 * The console's 实验空间 screen (issue 14 part 3): the live connection check, the queue, and a
 * report the platform refused, shown with the platform's message and sent again with 重试.
 */
describe('console: 实验空间', function () {
  this.timeout(90000);
  let app: HTMLElement | null = null;
  let adminToken = '';
  let experimentId = 0;

  before(async () => {
    adminToken = (await signInAs('admin1')).token;
    // the 单摆: finishOpenExperiment hands in a real attempt of it
    const catalogue = must(
      await apiGet<Paged<Experiment>>('/api/xnfz/experimentList?pageSize=100'),
    );
    experimentId = catalogue.rows.find((row) => row.launchUrl === PENDULUM_URL)!.id;
    await setIlabTitle(adminToken, experimentId, '控制台测试实验空间项目');
  });
  after(async () => {
    app?.remove();
    await ilabMode('up');
    await setIlabTitle(adminToken, experimentId, '');
    signOutLocally();
  });

  it('shows a refused report with ilab’s message; 重试 sends it once', async () => {
    // an ilab user comes in and finishes an attempt while the platform refuses reports
    const ticket = await ilabTicket('ilab_console_1', '控制台同学');
    const landed = await fetch(launchAddress(experimentId, ticket));
    const login = new URL(landed.url).searchParams.get('token');
    const user = must(await apiPost<LoginData>('/api/xnfz/exchangeTicket', { ticket: login }));
    await ilabMode('refuse-upload');
    await finishOpenExperiment(user.token, { score: 77 });
    let failedOrigin = '';
    await waitUntil(
      async () => {
        const status = must(await apiGet<AdminIlabStatus>('/api/admin/ilabStatus', adminToken));
        const row = status.problems.find(
          (problem) => problem.state === 'failed' && problem.username === 'ilab_console_1',
        );
        failedOrigin = row?.originId ?? '';
        return row;
      },
      'the refused report is failed',
      { timeout: 30000, interval: 500 },
    );

    app = await mountConsole('#/');
    await consoleGo('#/ilab');
    expect(navLabels(app)).to.include('实验空间');
    const screen = await screenOf(
      app,
      'xnfz-admin-ilab',
      `tr[data-origin-id="${failedOrigin}"]`,
      30000,
    );
    const root = shadowOf(screen);
    expect(deepText(root.querySelector('.connection')!)).to.include('正常');
    const row = root.querySelector(`tr[data-origin-id="${failedOrigin}"]`)!;
    expect(deepText(row)).to.include('平台维护中，暂不接收实验数据');
    expect(deepText(row)).to.include('失败');
    expect(Number(root.querySelector('.failed strong')!.textContent)).to.be.greaterThan(0);

    await ilabMode('up');
    (row.querySelector('button.retry-one') as HTMLButtonElement).click();
    await waitUntil(
      async () => (await ilabUploads()).some((upload) => upload.body.originId === failedOrigin),
      'the report arrives after 重试',
      { timeout: 30000, interval: 300 },
    );
    await waitUntil(
      async () => {
        const status = must(await apiGet<AdminIlabStatus>('/api/admin/ilabStatus', adminToken));
        return !status.problems.some((problem) => problem.originId === failedOrigin);
      },
      'no longer a problem',
      { timeout: 30000, interval: 500 },
    );
    (root.querySelector('button.refresh') as HTMLButtonElement).click();
    await waitUntil(() => !root.querySelector(`tr[data-origin-id="${failedOrigin}"]`), 'row gone', {
      timeout: 15000,
    });
    await findIn(screen, '.last-success');
    expect(deepText(root.querySelector('.last-success')!)).to.not.include('暂无');
    const arrived = (await ilabUploads()).filter((upload) => upload.body.originId === failedOrigin);
    expect(arrived.length).to.equal(1);
    expect(arrived[0]!.body.title).to.equal('控制台测试实验空间项目');
  });

  it('实验登记 sets the ilab project titles of a built-in experiment', async () => {
    await consoleGo('#/experiments');
    const screen = await screenOf(app!, 'xnfz-admin-experiments', 'tbody tr');
    const row = await findIn(screen, `tr[data-experiment-id="${experimentId}"]`);
    (row.querySelector('button.edit-ilab') as HTMLButtonElement).click();
    const title = await findIn<HTMLInputElement>(screen, '#ilab-title');
    expect(title.value).to.equal('控制台测试实验空间项目');
    const launch = shadowOf(screen).querySelector('.launch-address')!;
    expect(launch.textContent).to.include(`/api/ilab/launch?experiment=${experimentId}`);
  });
});
