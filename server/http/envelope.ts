/** The response envelope of every /api answer, and the error a route throws to fail politely. */
import { CODE_FAIL, CODE_OK } from '../../src/core/api/contract';
import type { Envelope } from '../../src/core/api/contract';

export const MSG_OK = 'ok';
export const MSG_INTERNAL_ERROR = '服务器内部错误';
/** The database cannot be reached for now (see db/database-unavailable.ts). */
export const MSG_SERVICE_UNAVAILABLE = '服务暂时不可用，请稍后再试';
export const MSG_NOT_FOUND = '接口不存在';
/** Rate limited with no known wait; tooManyRequestsMessage says how long when it is known. */
export const MSG_TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';
export const MSG_MALFORMED_JSON = '参数错误：请求体不是合法的 JSON';
export const MSG_NOT_JSON = '参数错误：请求体必须是 JSON（Content-Type: application/json）';
export const MSG_BAD_REQUEST = '参数错误：请求无效';
export const MSG_BAD_URL = '参数错误：请求地址不合法';

/**
 * The 429 message with the wait as a person would write it: seconds up to a minute and a half,
 * then whole minutes, then whole hours (rounded up, so waiting that long always suffices).
 * @example
 * tooManyRequestsMessage(30); // '请求过于频繁，请 30 秒后再试'
 * tooManyRequestsMessage(600); // '请求过于频繁，请 10 分钟后再试'
 */
export function tooManyRequestsMessage(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds <= 0) {
    return MSG_TOO_MANY_REQUESTS;
  }
  const whole = Math.ceil(seconds);
  const wait =
    whole <= 90
      ? `${whole} 秒`
      : whole <= 90 * 60
        ? `${Math.ceil(whole / 60)} 分钟`
        : `${Math.ceil(whole / 3600)} 小时`;
  return `请求过于频繁，请 ${wait}后再试`;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: CODE_OK, msg: MSG_OK, data };
}

export function failure(msg: string): Envelope<never> {
  return { code: CODE_FAIL, msg };
}

/** An expected failure: answered as `{code: 500, msg}` with HTTP 200, not logged as an error. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(message: string) {
    super(message);
  }
}
