// Every screen of the portal when its API calls fail for real — held past the client's timeout,
// refused with 未登录或登录超时, or dropped without an answer (the test runner's proxy injects
// the fault, see web-test-runner.config.mjs): the screen shows 加载失败，点击重试 with what went
// wrong, and once the fault is gone the retry shows the server's data.
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { MSG_NOT_LOGGED_IN } from '../../../src/core/api/contract';
import type { ArticleKind, Paged, ResourceKind } from '../../../src/core/api/contract';
import { configure, DEFAULT_TIMEOUT_MS } from '../../../src/core/config/config';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import { router } from '../../../src/core/router/router';
import { dismissNotice, notices } from '../../../src/core/store/notices';
import { subscribe } from 'valtio/vanilla';
import { go, mountPortal, serverPage } from '../helpers/content';
import { courseWithLessons, serverCourses } from '../helpers/courses';
import { deepQueryAll, deepText } from '../helpers/deep-dom';
import { typeInto } from '../helpers/dom';
import { clearFault, injectFault } from '../helpers/faults';
import type { ApiFault } from '../helpers/faults';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';

/** The client timeout while calls are held: short, so a stalled call fails in a blink. */
const STALL_TIMEOUT_MS = 400;
const RETRY_TEXT = '加载失败，点击重试';
const CAPTCHA_FAILED = '验证码加载失败，点击重试';
const FAULT_DETAIL: Record<ApiFault, string> = {
  stall: '请求超时，请稍后重试',
  down: '网络连接失败，请检查网络后重试',
  unauth: MSG_NOT_LOGGED_IN,
};

/** Records of the demo data the screens show, read from the server before the tests. */
interface Known {
  article: Record<ArticleKind, number>;
  resource: Record<ResourceKind, number>;
  newestCourse: number;
  course: number;
  lesson: number;
  experiment: number;
}

interface ScreenCase {
  name: string;
  hash: (known: Known) => string;
  /** How many areas of the screen load on their own: each must show the failure. */
  areas: number;
  /** Selectors (searched through every shadow root) that only match the server's data. */
  shows: (known: Known) => string[];
  /**
   * `personal`: needs a login, held during every fault (未登录或登录超时 then leads to the login
   * form, and logging in again to the data). `form`: the failure shows on the captcha image.
   */
  kind?: 'personal' | 'form';
}

const SCREENS: ScreenCase[] = [
  {
    name: '首页',
    areas: 7,
    hash: () => '#/',
    shows: (k) => [
      '[data-figure]',
      `[data-article-id="${k.article.news}"]`,
      '[data-course-id]',
      '[data-experiment-id]',
    ],
  },
  {
    name: '课程中心',
    areas: 2,
    hash: () => '#/courselist',
    shows: (k) => [`[data-course-id="${k.newestCourse}"]`, '[data-category-id]'],
  },
  {
    name: '课程目录',
    areas: 1,
    hash: (k) => `#/coursecatalog?id=${k.course}`,
    shows: (k) => [`[data-lesson-id="${k.lesson}"]`],
  },
  {
    name: '视频学习',
    areas: 1,
    hash: (k) => `#/videodetail?id=${k.lesson}`,
    shows: (k) => [`[data-lesson-id="${k.lesson}"]`],
  },
  {
    name: '资源中心',
    areas: 2,
    hash: () => '#/resourceslist',
    shows: (k) => [`[data-resource-id="${k.resource.resource}"]`, '[data-category-id]'],
  },
  {
    name: '资源详情',
    areas: 1,
    hash: (k) => `#/resourcesdetail?id=${k.resource.resource}`,
    shows: () => ['[part=title]'],
  },
  {
    name: '红色资源',
    areas: 2,
    hash: () => '#/redlist',
    shows: (k) => [`[data-resource-id="${k.resource.red}"]`, '[data-category-id]'],
  },
  {
    name: '红色资源详情',
    areas: 1,
    hash: (k) => `#/redshow?id=${k.resource.red}`,
    shows: () => ['[part=title]'],
  },
  {
    name: '新闻动态',
    areas: 1,
    hash: () => '#/newslist',
    shows: (k) => [`[data-article-id="${k.article.news}"]`],
  },
  {
    name: '新闻详情',
    areas: 1,
    hash: (k) => `#/newsdetail?id=${k.article.news}`,
    shows: (k) => [`article[data-article-id="${k.article.news}"]`],
  },
  {
    name: '通知公告',
    areas: 1,
    hash: () => '#/notice',
    shows: (k) => [`[data-article-id="${k.article.notice}"]`],
  },
  {
    name: '通知详情',
    areas: 1,
    hash: (k) => `#/noticedetail?id=${k.article.notice}`,
    shows: (k) => [`article[data-article-id="${k.article.notice}"]`],
  },
  {
    name: '研究中心',
    areas: 1,
    hash: () => '#/researchcenter',
    shows: (k) => [`[data-article-id="${k.article.research}"]`],
  },
  {
    name: '研究详情',
    areas: 1,
    hash: (k) => `#/researchdetail?id=${k.article.research}`,
    shows: (k) => [`article[data-article-id="${k.article.research}"]`],
  },
  {
    name: '数据统计',
    areas: 9,
    hash: () => '#/datastatistics',
    shows: () => ['[data-figure]', '[data-course-id]', 'canvas'],
  },
  {
    name: '虚拟实验',
    areas: 1,
    hash: () => '#/experiment',
    shows: (k) => [`[data-experiment-id="${k.experiment}"]`],
  },
  {
    name: '联系我们',
    areas: 1,
    hash: () => '#/contactus',
    shows: () => ['[data-field]'],
  },
  {
    name: '个人中心·我的收藏',
    areas: 1,
    hash: () => '#/personalcenter?tab=collection',
    shows: (k) => [`[data-target="course-${k.course}"]`],
    kind: 'personal',
  },
  {
    name: '个人中心·我的学习',
    areas: 1,
    hash: () => '#/personalcenter?tab=learning',
    shows: (k) => [`[data-course-id="${k.course}"]`],
    kind: 'personal',
  },
  {
    name: '个人中心·学习记录',
    areas: 2,
    hash: () => '#/personalcenter?tab=records',
    shows: () => ['[data-records=lessons] [data-record-id]'],
    kind: 'personal',
  },
  {
    name: '个人中心·个人资料',
    areas: 1,
    hash: () => '#/personalcenter?tab=profile',
    shows: () => ['input[name=nickname]'],
    kind: 'personal',
  },
  {
    name: '登录',
    areas: 1,
    hash: () => '#/login',
    shows: () => ['[part=captcha] img'],
    kind: 'form',
  },
  {
    name: '注册',
    areas: 1,
    hash: () => '#/register',
    shows: () => ['[part=captcha] img'],
    kind: 'form',
  },
  {
    name: '忘记密码',
    areas: 1,
    hash: () => '#/forgotpassword',
    shows: () => ['[part=captcha] img'],
    kind: 'form',
  },
];

const FAULTS: ApiFault[] = ['stall', 'unauth', 'down'];

async function firstId(path: string, query: Record<string, string | number>): Promise<number> {
  const page = await serverPage<{ id: number }>(path, { ...query, pageSize: 1 });
  const id = page.rows[0]?.id;
  if (id === undefined) throw new Error(`${path} ${JSON.stringify(query)}: no rows`);
  return id;
}

async function knownRecords(): Promise<Known> {
  const { course, lessonIds } = await courseWithLessons();
  const experiments = must(
    await apiGet<Paged<{ id: number }>>('/api/xnfz/experimentList?pageSize=1'),
  );
  return {
    article: {
      news: await firstId('/api/xnfz/articleList', { kind: 'news' }),
      notice: await firstId('/api/xnfz/articleList', { kind: 'notice' }),
      research: await firstId('/api/xnfz/articleList', { kind: 'research' }),
    },
    resource: {
      resource: await firstId('/api/xnfz/resourceList', { kind: 'resource' }),
      red: await firstId('/api/xnfz/resourceList', { kind: 'red' }),
    },
    newestCourse: (await serverCourses({ pageSize: 1, sort: 'new' })).rows[0]!.id,
    course: course.id,
    lesson: lessonIds[0]!,
    experiment: experiments.rows[0]!.id,
  };
}

function describeScreen(portal: HTMLElement): string {
  const root = portal.shadowRoot!;
  const parts = deepQueryAll(root, '[part^=state]').map(
    (node) => `${node.getAttribute('part')}「${node.textContent?.slice(0, 40)}」`,
  );
  return `${location.hash} · ${parts.join(' · ') || deepText(root).slice(0, 300)}`;
}

/** Waits until every area of the screen shows its error state and nothing is loading. */
async function errorStates(portal: HTMLElement, areas: number): Promise<HTMLElement[]> {
  const root = portal.shadowRoot!;
  await waitUntil(
    () =>
      deepQueryAll(root, '[part=state-error]').length === areas &&
      deepQueryAll(root, '[part=state-loading]').length === 0,
    'the screen settles on its error states',
    { timeout: 15000 },
  ).catch(() => {
    throw new Error(`not ${areas} error states: ${describeScreen(portal)}`);
  });
  return deepQueryAll(root, '[part=state-error]');
}

/** Waits until the screen shows the server's data and no error or spinner is left. */
async function showsData(portal: HTMLElement, selectors: string[]): Promise<void> {
  const root = portal.shadowRoot!;
  await waitUntil(
    () =>
      deepQueryAll(root, '[part=state-error], [part=state-loading]').length === 0 &&
      selectors.every((selector) => deepQueryAll(root, selector).length > 0),
    'the data after the retry',
    { timeout: 10000 },
  ).catch(() => {
    const missing = selectors.filter((selector) => deepQueryAll(root, selector).length === 0);
    throw new Error(`after retry, missing ${missing.join(', ')}: ${describeScreen(portal)}`);
  });
}

describe('each screen when the API fails, and its retry', function () {
  let portal: HTMLElement;
  let known: Known;
  let user: { token: string; username: string; password: string };

  before(async () => {
    known = await knownRecords();
    user = await registerUser();
    // something of the user's own for the personal center to show: a collected course and
    // a learning record of its first lesson
    must(
      await apiPost(
        '/api/xnfz/collect',
        { targetType: 'course', targetId: known.course },
        user.token,
      ),
    );
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId: known.lesson, position: 10, watchedSeconds: 10 },
        user.token,
      ),
    );
    portal = await mountPortal();
  });
  after(() => portal.remove());
  afterEach(async () => {
    shown.stop();
    await clearFault();
    configure({ timeoutMs: DEFAULT_TIMEOUT_MS });
    signOutLocally();
  });

  /**
   * Every warning shown from now on, in the store and in the notice bar: a warning leaves after a
   * few seconds, which a slow run can pass before every area of the screen has failed.
   */
  function recordWarnings(): { store: string[]; bar: string[]; stop: () => void } {
    // a warning still up from the case before would swallow this case's (the same text twice in a
    // row is shown once) and then leave on its own timer
    for (const notice of [...notices.items]) dismissNotice(notice.id);
    const store: string[] = [];
    const bar: string[] = [];
    const [noticeBar] = deepQueryAll(portal.shadowRoot!, 'xnfz-notice-bar');
    const readBar = () => noticeBar && bar.push(deepText(noticeBar));
    const observer = new MutationObserver(readBar);
    if (noticeBar) {
      const options = { subtree: true, childList: true, characterData: true };
      observer.observe(noticeBar, options);
      if (noticeBar.shadowRoot) observer.observe(noticeBar.shadowRoot, options);
    }
    const unsubscribe = subscribe(notices, () =>
      store.push(...notices.items.map((notice) => notice.text)),
    );
    return {
      store,
      bar,
      stop: () => {
        observer.disconnect();
        unsubscribe();
      },
    };
  }
  let shown: ReturnType<typeof recordWarnings> = { store: [], bar: [], stop: () => {} };

  /** Opens the screen afresh while the API fails. */
  async function openUnderFault(screen: ScreenCase, fault: ApiFault): Promise<void> {
    // from a screen without calls of its own, so the screen under test mounts under the fault
    await go('#/__elsewhere');
    shown.stop();
    shown = recordWarnings();
    const holdsToken = screen.kind === 'personal' || (fault === 'unauth' && screen.kind !== 'form');
    if (holdsToken) signIn(user.token);
    await injectFault(fault);
    if (fault === 'stall') configure({ timeoutMs: STALL_TIMEOUT_MS });
    await go(screen.hash(known));
  }

  /** The fault goes away (and the client's timeout is the spec's again). */
  async function faultGone(): Promise<void> {
    await clearFault();
    configure({ timeoutMs: DEFAULT_TIMEOUT_MS });
  }

  /** The spec for 未登录或登录超时 with a token held: the warning at the top, the token gone. */
  function expectLoggedOutWithWarning(): void {
    expect(shown.store).to.include(MSG_NOT_LOGGED_IN);
    expect(shown.bar.some((text) => text.includes(MSG_NOT_LOGGED_IN))).to.equal(true);
    expect(auth.token).to.equal(null);
  }

  async function asyncViewCase(screen: ScreenCase, fault: ApiFault): Promise<void> {
    const failed = await errorStates(portal, screen.areas);
    for (const state of failed) {
      const retry = state.querySelector('button');
      expect(retry?.textContent, describeScreen(portal)).to.equal(RETRY_TEXT);
      expect(state.textContent, describeScreen(portal)).to.include(FAULT_DETAIL[fault]);
    }
    if (fault === 'unauth') expectLoggedOutWithWarning();
    await faultGone();
    for (const state of failed) state.querySelector('button')?.click();
    await showsData(portal, screen.shows(known));
  }

  /** Forms: the captcha image says 验证码加载失败，点击重试, and the click loads one. */
  async function formCase(screen: ScreenCase, fault: ApiFault): Promise<void> {
    const captcha = await captchaButton(CAPTCHA_FAILED);
    // no token held here (a login screen with one sends the user home): only the warning
    if (fault === 'unauth') expect(notices.items.map((n) => n.text)).to.include(MSG_NOT_LOGGED_IN);
    await faultGone();
    captcha.click();
    await showsData(portal, screen.shows(known));
  }

  /** The personal center under 未登录或登录超时: logged out, to the login form, and back after it. */
  async function loginAgainCase(screen: ScreenCase): Promise<void> {
    const back = screen.hash(known).slice(1);
    await waitUntil(() => router.current?.route.path === '/login', 'sent to the login form', {
      timeout: 15000,
    });
    expectLoggedOutWithWarning();
    const captcha = await captchaButton(CAPTCHA_FAILED);
    await faultGone();
    captcha.click();
    await waitUntil(
      () => deepQueryAll(portal.shadowRoot!, '[part=captcha] img').length > 0,
      `a captcha after its retry: ${describeScreen(portal)}`,
      { timeout: 10000 },
    );
    const [form] = deepQueryAll<HTMLFormElement>(portal.shadowRoot!, 'form');
    typeInto(form!.querySelector<HTMLInputElement>('input[name=username]')!, user.username);
    typeInto(form!.querySelector<HTMLInputElement>('input[name=password]')!, user.password);
    typeInto(
      form!.querySelector<HTMLInputElement>('input[name=captchaCode]')!,
      XNFZ_TEST_CAPTCHA_CODE,
    );
    form!.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitUntil(() => router.current?.href === back, `back on ${back}`, { timeout: 10000 });
    await showsData(portal, screen.shows(known));
  }

  async function captchaButton(text: string): Promise<HTMLButtonElement> {
    const find = () =>
      deepQueryAll<HTMLButtonElement>(portal.shadowRoot!, '[part=captcha]').find(
        (button) => button.textContent === text,
      );
    await waitUntil(find, `captcha says ${text}`).catch(() => {
      throw new Error(`no failed captcha: ${describeScreen(portal)}`);
    });
    return find()!;
  }

  for (const screen of SCREENS) {
    for (const fault of FAULTS) {
      const title = `${screen.name} · ${fault}`;
      it(title, async () => {
        await openUnderFault(screen, fault);
        if (screen.kind === 'form') return formCase(screen, fault);
        if (screen.kind === 'personal' && fault === 'unauth') return loginAgainCase(screen);
        return asyncViewCase(screen, fault);
      });
    }
  }
});
