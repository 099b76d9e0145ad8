import { callApi } from './client';
import type { CaptchaData, LoginBody, LoginData, RegisterBody, User } from './contract';

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
 * Exchanges a one-time login ticket (from a link's `?token=`) for a token of its own.
 * @example
 * const { token, user } = await exchangeTicket('…');
 */
export function exchangeTicket(ticket: string): Promise<LoginData> {
  return callApi('/api/xnfz/exchangeTicket', { ticket });
}

/**
 * The logged-in user's info.
 * @example
 * const user = await getUserInfo();
 */
export function getUserInfo(): Promise<User> {
  return callApi('/api/xnfz/userInfo', {});
}
