/**
 * The header as a user meets it (issue 18 · 4, 5, 14), at 375 px and 1440 px against the real
 * server: /experiment keeps the portal's header (navigation or 菜单, the user menu, the way home);
 * a long nickname ends in an ellipsis and keeps the desktop header on one row, the menu shows it
 * whole; 退出登录 on 个人中心 lands on the home page, not on the login form.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { router } from '../../../src/core/router/router';
import { findIn, shadowOf } from '../helpers/dom';
import { go, mountPortal, screenElement } from '../helpers/content';
import { DESKTOP, PHONE, atWidths, box } from '../helpers/layout';
import { apiPost, must, registerUser } from '../helpers/server-api';

const LONG_NICKNAME = '欧阳慕容司马长风';

describe('the portal header everywhere', function () {
  this.timeout(60000);
  let portal: HTMLElement;
  const root = () => shadowOf(portal);

  before(async () => {
    portal = await mountPortal();
  });
  afterEach(() => signOutLocally());

  it('#/experiment has the navigation, the user menu and a way home, on the phone and the desktop', async () => {
    const { token, user } = await registerUser();
    signIn(token);
    await atWidths(async (width) => {
      await go('#/experiment');
      await screenElement(portal, 'xnfz-experiment-center');
      const header = root().querySelector('header') as HTMLElement;
      const status = header.querySelector('xnfz-user-status') as HTMLElement;
      expect(status, 'user menu in the header').to.not.equal(null);
      await waitUntil(
        () => shadowOf(status).textContent?.includes(user.nickname),
        'the nickname shows',
      );
      const home = header.querySelector('a[href="#/"]') as HTMLElement;
      expect(home, 'a link home').to.not.equal(null);
      const nav = header.querySelector('nav') as HTMLElement;
      expect(nav.querySelector('[aria-current=page]')?.textContent).to.equal('虚拟实验');
      if (width === PHONE.width) {
        const menu = header.querySelector('.menu-button') as HTMLElement;
        expect(box(menu).width, '菜单 shows on the phone').to.be.above(0);
      } else {
        expect(box(nav.querySelector('a[href="#/"]')).width, '首页 in the row').to.be.above(0);
      }
      expect(root().querySelector('footer'), 'the footer').to.not.equal(null);
    });
  });

  it('a long nickname ends in an ellipsis, the header keeps one row at 1440 px, and the menu shows it whole', async () => {
    const { token } = await registerUser();
    must(await apiPost('/api/xnfz/updateUser', { nickname: LONG_NICKNAME }, token));
    signIn(token);
    await atWidths(async (width) => {
      await go('#/courselist');
      const header = root().querySelector('header .header-inner') as HTMLElement;
      const status = header.querySelector('xnfz-user-status') as HTMLElement;
      const name = await findIn(status, '.name');
      await waitUntil(() => name.textContent?.includes(LONG_NICKNAME), 'nickname shown');
      if (width === DESKTOP.width) {
        const links = [...header.querySelectorAll('.nav-link')];
        const rowTops = new Set(
          [...links, header.querySelector('.brand'), name].map((el) => Math.round(box(el).top / 8)),
        );
        expect(box(header).height, 'one row').to.be.at.most(72);
        expect(rowTops.size, 'brand, links and nickname on one row').to.equal(1);
      }
      const text = shadowOf(status).querySelector('.name-text') as HTMLElement;
      expect(getComputedStyle(text).textOverflow).to.equal('ellipsis');
      expect(text.scrollWidth, 'the nickname is cut').to.be.above(text.clientWidth);
      name.click();
      const whole = await findIn(status, '.menu-user');
      expect(whole.textContent).to.equal(LONG_NICKNAME);
      expect(box(whole).width).to.be.above(0);
      expect(whole.scrollWidth).to.be.at.most(whole.clientWidth + 1);
      name.click();
    });
  });

  it('退出登录 on 个人中心 lands on the home page', async () => {
    const { token } = await registerUser();
    signIn(token);
    await go('#/personalcenter');
    await screenElement(portal, 'xnfz-personal-center');
    const status = root().querySelector('header xnfz-user-status') as HTMLElement;
    const name = await findIn(status, '.name');
    name.click();
    ((await findIn(status, '.logout')) as HTMLButtonElement).click();
    await waitUntil(() => auth.token === null, 'logged out');
    await waitUntil(() => router.current?.route.path === '/', `home, now ${location.hash}`);
    // and it stays there
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(router.current?.route.path).to.equal('/');
    expect(location.hash).to.equal('#/');
  });
});
