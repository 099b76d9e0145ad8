/**
 * Rating stars by keyboard and the way to the login screen from a course (issue 18 · 11, 12),
 * against the real server: the arrow keys move the choice without saving, Enter or Space saves
 * it once; an anonymous 收藏 or 评分 says why the login screen opens (请先登录后收藏 /
 * 请先登录后评分), and logging in there comes back to the same course.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { sendKeys } from '@web/test-runner-commands';
import { router } from '../../../src/core/router/router';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import '../../../src/widgets/course-catalog/course-catalog.element';
import { deepText } from '../helpers/deep-dom';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { watchCalls } from '../helpers/content';
import { courseWithLessons, serverCourse } from '../helpers/courses';
import { go, mountPortal } from '../helpers/portal';
import { registerUser } from '../helpers/server-api';

describe('rating stars by keyboard', () => {
  afterEach(() => signOutLocally());

  it('arrows move the choice and save nothing; Enter saves it, and Space after more arrows', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course } = await courseWithLessons();
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    await findIn(element, '[part=rate] input[type=radio]');
    const radios = [
      ...shadowOf(element).querySelectorAll<HTMLInputElement>('[part=rate] input[type=radio]'),
    ];
    const calls = watchCalls('/api/xnfz/rateCourse');
    try {
      radios[0]?.focus();
      // Tab-focus on an unchecked group checks nothing; the first arrow picks the next star
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await sendKeys({ press: 'ArrowRight' });
      await waitUntil(() => radios.some((radio) => radio.checked), 'a star chosen');
      const chosen = radios.findIndex((radio) => radio.checked) + 1;
      await waitForText(element, `选择 ${chosen} 星，按回车或空格键保存`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls.calls, 'nothing saved by the arrows').to.deep.equal([]);
      expect((await serverCourse(course.id, token)).myRating).to.equal(null);

      await sendKeys({ press: 'Enter' });
      await waitForText(element, `我的评分：${chosen} 星`);
      await waitUntil(
        async () => (await serverCourse(course.id, token)).myRating === chosen,
        'saved',
      );
      expect(calls.calls.length, 'one save').to.equal(1);

      await sendKeys({ press: 'ArrowLeft' });
      await sendKeys({ press: 'ArrowLeft' });
      await waitForText(element, `选择 ${chosen - 2} 星`);
      expect(calls.calls.length).to.equal(1);
      await sendKeys({ press: ' ' });
      await waitForText(element, `我的评分：${chosen - 2} 星`);
      await waitUntil(
        async () => (await serverCourse(course.id, token)).myRating === chosen - 2,
        'saved by Space',
      );
      expect(calls.calls.length, 'two saves in all').to.equal(2);
    } finally {
      calls.stop();
    }
  });
});

describe('collect or rate while logged out, in the portal', function () {
  this.timeout(60000);
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => signOutLocally());

  for (const [part, reason] of [
    ['collect', '请先登录后收藏'],
    ['rate', '请先登录后评分'],
  ] as const) {
    it(`${part}: says ${reason} on the login screen and comes back to the course after login`, async () => {
      signOutLocally();
      const { username, password } = await registerUser();
      const { course } = await courseWithLessons();
      await go(`#/coursecatalog?id=${course.id}`);
      const catalog = await findIn<HTMLElement>(portal, 'xnfz-course-catalog');
      if (part === 'collect') (await findIn<HTMLButtonElement>(catalog, '[part=collect]')).click();
      else (await findIn<HTMLInputElement>(catalog, '[part=rate] input[value="4"]')).click();
      await waitUntil(() => router.current?.route.path === '/login', 'on /login');
      const login = await findIn<HTMLElement>(portal, 'xnfz-login');
      await waitUntil(() => deepText(portal).includes(reason), `${reason} shown`);
      await findIn(login, '.captcha-image img', 'captcha image');
      const root = shadowOf(login);
      typeInto(root.querySelector('input[name=username]') as HTMLInputElement, username);
      typeInto(root.querySelector('input[name=password]') as HTMLInputElement, password);
      typeInto(
        root.querySelector('input[name=captchaCode]') as HTMLInputElement,
        XNFZ_TEST_CAPTCHA_CODE,
      );
      (root.querySelector('button[type=submit]') as HTMLButtonElement).click();
      await waitUntil(() => auth.token !== null, 'logged in');
      await waitUntil(
        () => router.current?.href === `/coursecatalog?id=${course.id}`,
        `back at the course, now ${location.hash}`,
        { timeout: 10000 },
      );
    });
  }
});
