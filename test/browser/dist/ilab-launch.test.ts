import { expect } from '@open-wc/testing';
import { DEMO_PASSWORD, loginAs } from '../helpers/server-api';
import { builtInExperiment, ilabTicket, launchAddress, setIlabTitle } from '../helpers/ilab';

/**
 * 实验空间 (ilab-x, issue 14 part 3) through the real portal page: the address registered on
 * ilab-x, with the ticket ilab adds, logs the ilab user in (a new account on the first launch) and
 * lands in that experiment on /PC/; a used ticket shows a Chinese page and logs nobody in.
 */
let frame: HTMLIFrameElement | null = null;

function frameText(root: Node): string {
  const parts: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === 'STYLE' || node.nodeName === 'SCRIPT') return;
    if (node.nodeType === Node.TEXT_NODE) parts.push(node.textContent ?? '');
    const shadow = (node as Element).shadowRoot;
    if (shadow) visit(shadow);
    node.childNodes.forEach(visit);
  };
  visit(root);
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}

async function waitUntil(condition: () => unknown, message: string, timeout = 30000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    try {
      if (condition()) return;
    } catch {
      // a frame between two pages
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  let where = '';
  try {
    where = `${frame?.contentWindow?.location.href ?? '-'}: ${frameText(frame!.contentDocument!.body).slice(0, 600)}`;
  } catch (error) {
    where = String(error);
  }
  throw new Error(`${message} — not within ${timeout} ms; the frame is at ${where}`);
}

function open(src: string): void {
  frame?.remove();
  frame = document.createElement('iframe');
  frame.style.width = '1280px';
  frame.style.height = '900px';
  frame.src = src;
  document.body.append(frame);
}

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
    frame?.remove();
    localStorage.clear();
    await setIlabTitle(adminToken, experimentId, '');
  });

  it('logs the ilab user in and opens the experiment, no ticket left in the address', async () => {
    localStorage.clear();
    const ticket = await ilabTicket('ilab_browser_1', '实验空间同学');
    open(launchAddress(experimentId, ticket));
    await waitUntil(
      () =>
        frame!.contentWindow!.location.pathname === '/PC/' &&
        frame!.contentWindow!.location.hash === `#/experiment?id=${experimentId}` &&
        !frame!.contentWindow!.location.search.includes('token=') &&
        localStorage.getItem('token') &&
        frameText(frame!.contentDocument!.body).includes('实验空间同学'),
      'logged in on the experiment page',
    );
    await waitUntil(
      () => frameText(frame!.contentDocument!.body).includes(experimentTitle),
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
    open(launchAddress(experimentId, ticket));
    await waitUntil(() => frame!.contentDocument?.querySelector('#reason'), 'the error page');
    expect(frame!.contentDocument!.querySelector('h1')!.textContent).to.equal('从实验空间进入实验失败');
    expect(frame!.contentDocument!.querySelector('#reason')!.textContent).to.include('ticket 无效或已使用');
    expect(localStorage.getItem('token')).to.equal(null);
  });
});
