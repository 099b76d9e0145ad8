import { expect } from '@open-wc/testing';
import { DEMO_PASSWORD, loginAs } from '../helpers/server-api';
import { deepText } from '../helpers/deep-dom';
import { builtInExperiment, ilabTicket, launchAddress, setIlabTitle } from '../helpers/ilab';
import { closeFrame, find, openFrame, page, view, waitUntil } from '../helpers/sso-frame';

/**
 * 实验空间 (ilab-x, issue 14 part 3) through the real portal page: the address registered on
 * ilab-x, with the ticket ilab adds, logs the ilab user in (a new account on the first launch) and
 * lands in that experiment on /PC/; a used ticket shows a Chinese page and logs nobody in.
 */
describe('launch from 实验空间 on the portal page', function () {
  this.timeout(90000);
  let adminToken = '';
  let experimentId = 0;
  let experimentTitle = '';

  before(async () => {
    adminToken = (await loginAs('admin1', DEMO_PASSWORD)).token;
    const experiment = await builtInExperiment(0);
    experimentId = experiment.id;
    experimentTitle = experiment.title;
    await setIlabTitle(adminToken, experimentId, '浏览器测试实验空间项目');
  });
  after(async () => {
    closeFrame();
    localStorage.clear();
    await setIlabTitle(adminToken, experimentId, '');
  });

  it('logs the ilab user in and opens the experiment, no ticket left in the address', async () => {
    localStorage.clear();
    const ticket = await ilabTicket('ilab_browser_1', '实验空间同学');
    openFrame(launchAddress(experimentId, ticket));
    await waitUntil(
      () =>
        view().location.pathname === '/PC/' &&
        view().location.hash === `#/experiment?id=${experimentId}` &&
        !view().location.search.includes('token=') &&
        localStorage.getItem('token') &&
        deepText(page().body).includes('实验空间同学'),
      'logged in on the experiment page',
    );
    await waitUntil(
      () => deepText(page().body).includes(experimentTitle),
      `the experiment ${experimentTitle} is shown`,
    );
    const held = JSON.parse(localStorage.getItem('token')!) as { token: string };
    const me = (await (await fetch('/api/xnfz/userInfo', { headers: { token: held.token } })).json()) as {
      data: { username: string; identity: string; nickname: string };
    };
    expect(me.data.username).to.equal('ilab_browser_1');
    expect(me.data.identity).to.equal('public');
    expect(me.data.nickname).to.equal('实验空间同学');
  });

  it('a used ticket shows why, in Chinese, and logs nobody in', async () => {
    localStorage.clear();
    const ticket = await ilabTicket('ilab_browser_2', '第二位同学');
    const first = await fetch(launchAddress(experimentId, ticket), { redirect: 'follow' });
    expect(first.url).to.include('/PC/?token=');
    openFrame(launchAddress(experimentId, ticket));
    await waitUntil(() => find('#reason'), 'the error page');
    expect(find('h1')!.textContent).to.equal('从实验空间进入实验失败');
    expect(find('#reason')!.textContent).to.include('ticket 无效或已使用');
    expect(localStorage.getItem('token')).to.equal(null);
  });
});
