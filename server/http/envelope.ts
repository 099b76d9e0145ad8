/** The response envelope of every /api answer, and the error a route throws to fail politely. */
import { CODE_FAIL, CODE_OK } from '../../src/core/api/contract';
import type { Envelope } from '../../src/core/api/contract';

export const MSG_OK = 'ok';
export const MSG_INTERNAL_ERROR = '服务器内部错误';
/** The database cannot be reached for now (see db/database-unavailable.ts). */
export const MSG_SERVICE_UNAVAILABLE = '服务暂时不可用，请稍后再试';
export const MSG_NOT_FOUND = '接口不存在';
export const MSG_TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';
export const MSG_MALFORMED_JSON = '参数错误：请求体不是合法的 JSON';
export const MSG_NOT_JSON = '参数错误：请求体必须是 JSON（Content-Type: application/json）';
export const MSG_BAD_REQUEST = '参数错误：请求无效';
export const MSG_BAD_URL = '参数错误：请求地址不合法';

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
