import { proxy } from 'valtio/vanilla';

export type NoticeKind = 'success' | 'warning' | 'info';

export interface Notice {
  id: number;
  kind: NoticeKind;
  text: string;
}

export const NOTICE_DURATION_MS = 4000;
/** Why the login screen opened (请先登录后收藏): it stays while the user reads the next screen. */
export const LOGIN_REASON_MS = 8000;

/**
 * Two accounts a page could go on with: the one it holds and the one a login link brings; with
 * no login held (`current` null), whether to log in with the link's account at all.
 */
export interface AccountChoice {
  current: string | null;
  incoming: string;
}

/** Messages shown at the top of the page, and the account question of a login link. */
export const notices = proxy<{ items: Notice[]; choice: AccountChoice | null }>({
  items: [],
  choice: null,
});

let answerChoice: ((switchAccount: boolean) => void) | null = null;

/**
 * Asks, at the top of the page, which account to keep (or, with none held, whether to log in);
 * resolves true to switch to `incoming`.
 * @example
 * if (await askAccountChoice({ current: '张三', incoming: '李四' })) signIn(newToken);
 */
export function askAccountChoice(choice: AccountChoice): Promise<boolean> {
  answerChoice?.(false);
  notices.choice = choice;
  return new Promise((resolve) => {
    answerChoice = resolve;
  });
}

/** The user's answer to askAccountChoice. */
export function answerAccountChoice(switchAccount: boolean): void {
  notices.choice = null;
  const resolve = answerChoice;
  answerChoice = null;
  resolve?.(switchAccount);
}

let nextId = 1;

/**
 * Shows a message at the top of the page; it goes away by itself.
 * @example
 * pushNotice('warning', '未登录或登录超时');
 */
export function pushNotice(
  kind: NoticeKind,
  text: string,
  durationMs = NOTICE_DURATION_MS,
): number {
  const id = nextId++;
  // the same text twice in a row (several calls failing at once) is shown once
  const last = notices.items.at(-1);
  if (last && last.text === text && last.kind === kind) return last.id;
  notices.items.push({ id, kind, text });
  if (durationMs > 0) setTimeout(() => dismissNotice(id), durationMs);
  return id;
}

/** Removes one message. */
export function dismissNotice(id: number): void {
  const index = notices.items.findIndex((notice) => notice.id === id);
  if (index >= 0) notices.items.splice(index, 1);
}

/**
 * Takes back the newest message of this kind and text, if it is still shown (a console screen
 * that shows a refusal where the user looks: the same sentence is then not shown twice).
 */
export function dismissNoticeText(kind: NoticeKind, text: string): void {
  const found = notices.items.findLast((notice) => notice.kind === kind && notice.text === text);
  if (found) dismissNotice(found.id);
}
