import { subscribe } from 'valtio/vanilla';
import * as account from './api/account';
import type { LoginBody, LoginData, RegisterBody, TicketConfirmation, User } from './api/contract';
import { emit } from './events/events';
import { t } from './i18n/translate';
import { auth, setUser, signIn, signOutLocally, syncTokenFromStorage } from './store/auth';
import { askAccountChoice, pushNotice } from './store/notices';
import { onPortalPage, tokenKey } from './store/token-storage';

let started = false;
let userRequest: Promise<User | null> | null = null;
/** The token last seen by the session watcher; a deliberate logout clears it first. */
let heldToken: string | null = null;

/**
 * Fetches the logged-in user's info into the store (unless the token changed meanwhile); the
 * failure is the caller's, for a screen that shows it with a retry.
 * @example
 * const user = await fetchCurrentUser();
 */
export async function fetchCurrentUser(): Promise<User> {
  const tokenAsked = auth.token;
  const user = await account.getUserInfo();
  if (auth.token === tokenAsked) setUser(user);
  return user;
}

/**
 * Fetches the logged-in user's info into the store (once at a time); null when logged out or
 * when it cannot be had.
 * @example
 * const user = await loadCurrentUser();
 */
export function loadCurrentUser(): Promise<User | null> {
  if (!auth.token) return Promise.resolve(null);
  userRequest ??= fetchCurrentUser()
    .catch(() => null)
    .finally(() => {
      userRequest = null;
    });
  return userRequest;
}

/**
 * Logs in with the login form's fields and keeps the token (localStorage when remembered).
 * @example
 * await loginWithPassword({ username, password, captchaKey, captchaCode }, { remember: true });
 */
export async function loginWithPassword(
  body: LoginBody,
  { remember = true, source }: { remember?: boolean; source?: EventTarget } = {},
): Promise<User> {
  const { token, user } = await account.login(body);
  return completeLogin(token, user, { remember, source, notice: t('auth.loginSuccess') });
}

/**
 * Registers an account; the server logs the new user in at once.
 * @example
 * await registerAccount({ username, password, nickname, identity: 'student', email, captchaKey, captchaCode });
 */
export async function registerAccount(
  body: RegisterBody,
  { source }: { source?: EventTarget } = {},
): Promise<User> {
  const { token, user } = await account.register(body);
  return completeLogin(token, user, { remember: true, source, notice: t('register.success') });
}

function completeLogin(
  token: string,
  user: User,
  { remember, source, notice }: { remember: boolean; source?: EventTarget; notice: string },
): User {
  signIn(token, user, { remember });
  pushNotice('success', notice);
  emit(source ?? window, 'xnfz-login', { user });
  return user;
}

/**
 * Logs out: revokes the token on the server (best effort) and forgets it on this page.
 * @example
 * await logoutEverywhere();
 */
export async function logoutEverywhere({ source }: { source?: EventTarget } = {}): Promise<void> {
  if (auth.token) await account.logout().catch(() => undefined);
  heldToken = null;
  signOutLocally();
  pushNotice('info', t('auth.logoutSuccess'));
  emit(source ?? window, 'xnfz-logout', { reason: 'user' });
}

/** Marks a return address the campus sign-in brings back with its ticket as `token`. */
export const SSO_RETURN_MARK = 'xnfz-sso';

/**
 * Takes the login ticket (of the page's query or of the hash route's) out of the address: the
 * spec's `token` on the portal's own page; on any other page only what the portal put there —
 * `xnfz-token`, or `token` beside the campus sign-in's SSO_RETURN_MARK — so a site's own
 * `?token=` is never read nor removed.
 */
function takeTokenFromAddress(): string | null {
  const url = new URL(window.location.href);
  const hash = url.hash;
  const hashQueryStart = hash.indexOf('?');
  const hashQuery = new URLSearchParams(hashQueryStart >= 0 ? hash.slice(hashQueryStart + 1) : '');
  const name = onPortalPage() || url.searchParams.has(SSO_RETURN_MARK) ? 'token' : 'xnfz-token';
  const token = url.searchParams.get(name) ?? hashQuery.get(name);
  if (!token) return null;
  url.searchParams.delete(name);
  url.searchParams.delete(SSO_RETURN_MARK);
  hashQuery.delete(name);
  if (hashQueryStart >= 0) {
    const rest = hashQuery.toString();
    url.hash = hash.slice(0, hashQueryStart) + (rest ? `?${rest}` : '');
  }
  history.replaceState(history.state, '', url.toString());
  return token;
}

function accountName(user: Pick<User, 'nickname' | 'username'>): string {
  return user.nickname && user.nickname !== user.username
    ? `${user.nickname}（${user.username}）`
    : user.username;
}

/**
 * The spec's start-up rule with login tickets: a `token` query parameter leaves the address at
 * once; it is a one-time ticket the server exchanges for a token of its own (a session token in a
 * link no longer logs anybody in). A ticket the server sent to this very browser (campus sign-in,
 * 实验空间) logs in at once; any other link first asks 以 X 登录？ (a stranger's link must not log
 * the reader into the stranger's account unasked). With a live login of the same account nothing
 * changes; with another account the user chooses which to keep, and the one not kept is revoked.
 */
export async function adoptLoginLink(): Promise<void> {
  const ticket = takeTokenFromAddress();
  if (!ticket) return;
  let answer: LoginData | TicketConfirmation;
  try {
    answer = await account.exchangeTicket(ticket);
  } catch {
    return; // the server's refusal is shown at the top by the client
  }
  const unconfirmed = 'confirm' in answer;
  const dropNewToken = () =>
    'token' in answer ? account.logout(answer.token).catch(() => undefined) : undefined;
  const held = auth.token ? await loadCurrentUser() : null;
  const incoming = 'confirm' in answer ? answer.confirm : answer.user;
  if (held && held.username === incoming.username) {
    await dropNewToken();
    pushNotice('success', t('auth.loginSuccess'));
    return;
  }
  if (unconfirmed || held) {
    const accepted = await askAccountChoice({
      current: held ? accountName(held) : null,
      incoming: accountName(incoming),
    });
    if (!accepted) {
      await dropNewToken();
      if (held) pushNotice('info', t('auth.keptCurrent', { name: accountName(held) }));
      return;
    }
  }
  let data: LoginData;
  try {
    data = 'token' in answer ? answer : await account.exchangeConfirmedTicket(ticket);
  } catch {
    return;
  }
  if (held) await account.logout().catch(() => undefined);
  completeLogin(data.token, data.user, { remember: true, notice: t('auth.loginSuccess') });
}

/** Settles when the start-up exchange of a login link (`?token=<ticket>`) is over (at once without one). */
export let loginLinkDone: Promise<void> = Promise.resolve();

/**
 * Starts the page-wide session once, whatever element comes first: reads a token from the
 * address, follows logins and logouts of other tabs, and fetches the user's info.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  loginLinkDone = adoptLoginLink().catch(() => undefined);
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== tokenKey()) return;
    if (syncTokenFromStorage()) void loadCurrentUser();
  });
  heldToken = auth.token;
  subscribe(auth, () => {
    if (heldToken && !auth.token) emit(window, 'xnfz-logout', { reason: 'expired' });
    heldToken = auth.token;
    if (auth.token && !auth.user) void loadCurrentUser();
  });
  void loadCurrentUser();
}
