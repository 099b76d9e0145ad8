import { allVisitsAnswered, visitsSent } from '../helpers/visit-answers';
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/host/portal.element';
import { router } from '../../../src/core/router/router';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { loading } from '../../../src/core/store/loading';
import { SCREEN_TABLE } from '../../../src/host/screen-table';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { DEMO_PASSWORD, registerUser, webClicksTotal } from '../helpers/server-api';

const NAV_LABELS = [
  '首页',
  '课程中心',
  '红色资源',
  '资源中心',
  '虚拟实验',
  '新闻动态',
  '通知公告',
  '研究中心',
  '数据统计',
  '联系我们',
];

async function go(hash: string) {
  let expected = router.navigations + 1;
  if (location.hash === hash) {
    location.hash = '#/__elsewhere';
    expected += 1;
  }
  location.hash = hash;
  await waitUntil(() => router.navigations >= expected, `navigation to ${hash}`);
}

describe('<xnfz-portal> host page', () => {
  let portal: HTMLElement;

  // one portal for the whole file (fixture() would remove it after each test)
  before(async () => {
    history.replaceState(null, '', '#/');
    portal = document.createElement('xnfz-portal');
    document.body.append(portal);
    await findIn(portal, 'nav');
  });
  after(() => portal.remove());
  afterEach(() => signOutLocally());

  it('shows the Chinese navigation in the order of the UI guide, as real links', () => {
    const links = [...shadowOf(portal).querySelectorAll<HTMLAnchorElement>('.nav-link')];
    expect(links.map((link) => link.textContent)).to.deep.equal(NAV_LABELS);
    expect(links[1]?.getAttribute('href')).to.equal('#/courselist');
  });

  it('home shows the census figures from the server', async () => {
    await go('#/');
    const home = await findIn(portal, 'xnfz-home');
    const census = await findIn(home, 'xnfz-census-total');
    await findIn(census, '.card');
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '首页',
    );
  });

  it('marks the current area and mounts the element of each screen with its record', async () => {
    await go('#/newslist');
    await findIn(portal, 'xnfz-article-list[kind=news]');
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '新闻动态',
    );
    await go('#/newsdetail?id=3');
    const detail = await findIn(portal, 'xnfz-article-detail');
    expect(detail.getAttribute('article-id')).to.equal('3');
    expect(document.title).to.include('新闻详情');
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '新闻动态',
    );
  });

  it('has a real screen for every route of the spec: nothing says 该栏目正在建设中', async () => {
    const screens: [string, string][] = [
      ['#/courselist/2', 'xnfz-course-list'],
      ['#/redlist', 'xnfz-resource-list[kind=red]'],
      ['#/resourceslist', 'xnfz-resource-list[kind=resource]'],
      ['#/researchcenter', 'xnfz-article-list[kind=research]'],
      ['#/notice', 'xnfz-article-list[kind=notice]'],
      ['#/noticedetail?id=1', 'xnfz-article-detail'],
      ['#/researchdetail?id=1', 'xnfz-article-detail'],
      ['#/coursecatalog?id=1', 'xnfz-course-catalog'],
      ['#/redshow?id=1', 'xnfz-resource-detail'],
      ['#/resourcesdetail?id=1', 'xnfz-resource-detail'],
      ['#/videodetail?id=1', 'xnfz-video-detail'],
      ['#/contactus', 'xnfz-contact-us'],
      ['#/personalcenter', 'xnfz-login'],
      ['#/register', 'xnfz-register'],
      ['#/forgotpassword', 'xnfz-forgot-password'],
      ['#/experiment', 'xnfz-experiment-center'],
    ];
    for (const [hash, selector] of screens) {
      await go(hash);
      await findIn(portal, selector, `${hash} → ${selector}`);
      expect(shadowOf(portal).textContent, hash).to.not.include('该栏目正在建设中');
    }
  });

  it('data statistics shows real content', async () => {
    await go('#/datastatistics');
    const census = await findIn(portal, 'xnfz-census-total');
    await findIn(census, '.card');
    expect(shadowOf(portal).querySelector('h1')?.textContent).to.equal('数据统计');
  });

  it('counts one visit per navigation', async () => {
    // the earlier navigations' visits may still be on their way: start from their answers
    await allVisitsAnswered();
    const before = await webClicksTotal();
    const sentBefore = visitsSent();
    await go('#/notice');
    await go('#/contactus');
    expect(visitsSent() - sentBefore, 'one count sent per navigation').to.equal(2);
    // a visit is answered once the server committed it
    await allVisitsAnswered();
    expect(await webClicksTotal()).to.equal(before + 2);
  });

  it('loads a screen on demand under the loading overlay', async () => {
    const count = loading.count;
    await go('#/login');
    await findIn(portal, 'xnfz-login');
    expect(loading.count).to.be.greaterThan(count);
    expect(loading.flag).to.equal(false);
    // top level: no site navigation around the login form
    expect(shadowOf(portal).querySelector('nav')).to.equal(null);
  });

  it('logs in on /login and returns to the page the user came from', async () => {
    await go('#/login?redirect=%2Fnotice');
    const login = await findIn(portal, 'xnfz-login');
    await findIn(login, '.captcha-image img');
    const root = shadowOf(login);
    typeInto(root.querySelector('input[name=username]') as HTMLInputElement, 'public1');
    typeInto(root.querySelector('input[name=password]') as HTMLInputElement, DEMO_PASSWORD);
    typeInto(
      root.querySelector('input[name=captchaCode]') as HTMLInputElement,
      XNFZ_TEST_CAPTCHA_CODE,
    );
    (root.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(() => router.current?.route.path === '/notice', 'back on /notice');
    const status = await findIn(portal, 'xnfz-user-status');
    await waitForText(status, '退出登录');
    const noticeBar = await findIn(portal, 'xnfz-notice-bar');
    await waitForText(noticeBar, '登录成功');
  });

  it('sends /login home while a token is held', async () => {
    const { token } = await registerUser();
    signIn(token);
    await go('#/login');
    await waitUntil(() => router.current?.route.path === '/', 'redirected');
    expect(auth.token).to.equal(token);
  });

  it('shows 页面不存在 for an unknown address', async () => {
    await go('#/nowhere');
    await waitForText(portal, '页面不存在');
  });

  it('folds the navigation into a 菜单 drawer on phones that Escape closes', async () => {
    await go('#/');
    const menu = shadowOf(portal).querySelector('.menu-button') as HTMLButtonElement;
    portal.style.display = 'block';
    const narrow = window.matchMedia('(max-width: 1100px)').matches;
    if (!narrow) {
      // desktop window: the button exists but is hidden; its behaviour is the same
      expect(getComputedStyle(menu).display).to.equal('none');
    }
    menu.click();
    await waitUntil(() => menu.getAttribute('aria-expanded') === 'true', 'drawer open');
    expect(shadowOf(portal).querySelector('nav')?.classList.contains('open')).to.equal(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await waitUntil(() => menu.getAttribute('aria-expanded') === 'false', 'drawer closed');
  });
  it('offers a retry when a screen fails to load, and shows the screen once it loads on a later visit', async () => {
    const entry = SCREEN_TABLE['contact-us'];
    const realLoad = entry.load;
    entry.load = () => Promise.reject(new Error('chunk failed'));
    try {
      await go('#/contactus');
      const retry = await findIn<HTMLButtonElement>(portal, 'main [role=alert] button');
      expect(retry.textContent).to.equal('加载失败，点击重试');
      expect(loading.flag, 'the overlay is off').to.equal(false);
      await go('#/');
      entry.load = realLoad;
      await go('#/contactus');
      await findIn(portal, 'main xnfz-contact-us');
      expect(shadowOf(portal).querySelector('main [role=alert]')).to.equal(null);
    } finally {
      entry.load = realLoad;
    }
  });
});
