import { callApi } from './client';
import type {
  CaptchaData,
  LoginBody,
  LoginData,
  RegisterBody,
  TicketConfirmation,
  User,
} from './contract';

/**
 * A fresh single-use captcha.
 * @example
 * const { captchaKey, image } = await getCaptcha();
 */
export function getCaptcha(): Promise<CaptchaData> {
  return callApi('/api/comm/v1/captcha', {});
}

/**
 * Logs in; the caller stores the token (see `core/session`).
 * @example
 * const { token, user } = await login({ username, password, captchaKey, captchaCode });
 */
export function login(body: LoginBody): Promise<LoginData> {
  return callApi('/api/xnfz/login', body);
}

/** Registers and logs in at once. */
export function register(body: RegisterBody): Promise<LoginData> {
  return callApi('/api/xnfz/register', body);
}

/** Revokes the held token on the server (or the given one, which the page does not hold). */
export function logout(token?: string): Promise<null> {
  return callApi('/api/xnfz/logout', {}, token === undefined ? {} : { token });
}

/**
 * Exchanges a one-time login ticket (from a link's `?token=`) for a token of its own — or, for a
 * ticket the server did not send to this browser, tells whose it is (`confirm`) and uses nothing.
 * @example
 * const answer = await exchangeTicket('…');
 * if ('confirm' in answer) askFirst(answer.confirm.username);
 */
export function exchangeTicket(ticket: string): Promise<LoginData | TicketConfirmation> {
  return callApi('/api/xnfz/exchangeTicket', { ticket });
}

/**
 * Exchanges a login ticket whose account the person has confirmed.
 * @example
 * const { token, user } = await exchangeConfirmedTicket('…');
 */
export function exchangeConfirmedTicket(ticket: string): Promise<LoginData> {
  return callApi('/api/xnfz/exchangeTicket', { ticket, confirmed: true }) as Promise<LoginData>;
}

/**
 * The logged-in user's info.
 * @example
 * const user = await getUserInfo();
 */
export function getUserInfo(): Promise<User> {
  return callApi('/api/xnfz/userInfo', {});
}
