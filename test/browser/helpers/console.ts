// The management console in a browser test: one <xnfz-admin-app>, navigation by hash, and the
// screen element of the current route.
import { notices } from '../../../src/core/store/notices';
import { waitUntil } from './wait-until';
import type { LoginData } from '../../../src/core/api/contract';
import { consoleRoute } from '../../../src/core/router/console-router';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { deepText } from './deep-dom';
import { shadowOf } from './dom';
import { DEMO_PASSWORD, loginAs } from './server-api';
import { expect } from '@open-wc/testing';
import { atWidths, settled, stickingOut } from './layout';

/** Mounts the console host (logged out unless a login is held) and returns it. */
export async function mountConsole(hash = '#/'): Promise<HTMLElement> {
  await waitUntil(() => document.readyState === 'complete', 'test page loaded', {
    timeout: 20000,
  });
  await import('../../../src/admin/admin-app.element');
  history.replaceState(null, '', hash);
  const app = document.createElement('xnfz-admin-app');
  document.body.append(app);
  await waitUntil(() => app.shadowRoot?.querySelector('.xnfz-root'), 'console rendered');
  return app;
}

/** Logs the page in as a demo (or other) account through the real login call. */
export async function signInAs(username: string, password = DEMO_PASSWORD): Promise<LoginData> {
  signOutLocally();
  const data = await loginAs(username, password);
  signIn(data.token, data.user, { remember: false });
  return data;
}

/** Sets the hash and waits until the console router has taken it (nothing when it is there). */
export async function consoleGo(hash: string): Promise<void> {
  if (location.hash === hash) return;
  const expected = consoleRoute.navigations + 1;
  location.hash = hash;
  await waitUntil(() => consoleRoute.navigations >= expected, `navigation to ${hash}`);
}

/** The screen element (`xnfz-admin-…`) the console shows, once it has rendered `selector`. */
export async function screenOf(
  app: HTMLElement,
  tag: string,
  selector = 'h1',
  timeout = 15000,
): Promise<HTMLElement> {
  try {
    await waitUntil(
      () => app.shadowRoot?.querySelector(tag)?.shadowRoot?.querySelector(selector),
      `${tag} ${selector}`,
      { timeout },
    );
  } catch (error) {
    const shown = deepText(app.shadowRoot?.querySelector(tag)?.shadowRoot ?? shadowOf(app));
    throw new Error(`${String(error)}; shown: ${shown.slice(0, 400)}`);
  }
  return shadowOf(app).querySelector(tag) as HTMLElement;
}

/** The side navigation an editor sees, in order (no 用户管理, 批量导入, 操作日志). */
export const EDITOR_NAV = [
  '文章管理',
  '留言反馈',
  '站点信息',
  '课程与学员',
  '教学班',
  '题库',
  '测验',
  '成绩册',
  '实验报告',
  '分类管理',
  '媒体库',
  '资源管理',
  '轮播图',
  '实验登记',
  '实验成绩',
  '数据导出',
] as const;

/** The side navigation an admin sees: the editor's areas, 实验空间 and the people areas. */
export const ADMIN_NAV = [
  ...EDITOR_NAV.slice(0, -1),
  '实验空间',
  '数据导出',
  '用户管理',
  '批量导入',
  '操作日志',
] as const;

/** The side navigation a teacher sees. */
export const TEACHER_NAV = [
  '课程与学员',
  '教学班',
  '题库',
  '测验',
  '成绩册',
  '实验报告',
  '媒体库',
  '实验成绩',
] as const;

/** The labels of the side navigation. */
export function navLabels(app: HTMLElement): string[] {
  return [...shadowOf(app).querySelectorAll('nav.side a')].map((a) => a.textContent ?? '');
}

/** Selects an option of a React-controlled select the way a user does. */
export function chooseIn(select: HTMLSelectElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;
  setter?.call(select, value);
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Types into a React-controlled textarea. */
export function typeIntoArea(area: HTMLTextAreaElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  setter?.call(area, value);
  area.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Waits for a notice at the top of the console (the page's one notice store) that says `text`. */
export async function noticeShown(text: string, timeout = 15000): Promise<void> {
  await waitUntil(
    () => notices.items.some((notice) => notice.text.includes(text)),
    `the notice 「${text}」`,
    { timeout },
  );
}

/**
 * Leaves a screen with unsaved changes for `hash`: the console asks first (离开这个页面？), and
 * 放弃修改并离开 lets the navigation through.
 */
export async function consoleLeave(app: HTMLElement, hash: string): Promise<void> {
  const expected = consoleRoute.navigations + 1;
  location.hash = hash;
  const leave = await waitUntil(
    () => shadowOf(app).querySelector<HTMLButtonElement>('button.confirm-leave'),
    'the console asks before unsaved changes are dropped',
  ).then(() => shadowOf(app).querySelector<HTMLButtonElement>('button.confirm-leave')!);
  leave.click();
  await waitUntil(() => consoleRoute.navigations >= expected, `navigation to ${hash}`);
}

/**
 * At 375 and 1440 px nothing of the console sticks out sideways (a phone never scrolls so); the
 * column headers a phone's card rows hide (a clipped 1 px box, console-styles.ts) do not count.
 * The screen's tables fit too — on a phone, where rows are cards, always; at 1440 px unless
 * `wideTables` (a grade book's many columns scroll in their own frame).
 */
export async function consoleFits(
  app: HTMLElement,
  screenTag: string,
  what: string,
  { wideTables = false } = {},
): Promise<void> {
  await atWidths(async (width) => {
    await settled(app);
    const out = stickingOut(document.body, width).filter((entry) => !entry.startsWith('th.'));
    expect(out, `${what} at ${width}px`).to.deep.equal([]);
    if (wideTables && width > 400) return;
    for (const wrap of shadowOf(app)
      .querySelector(screenTag)!
      .shadowRoot!.querySelectorAll('.table-wrap'))
      expect(wrap.scrollWidth, `${what}: a table scrolls sideways`).to.be.at.most(
        wrap.clientWidth + 1,
      );
  });
}
