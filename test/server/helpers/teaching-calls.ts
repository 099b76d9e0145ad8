/**
 * The teaching calls of a test app as a test makes them: typed paths, queries written as plain
 * values, and a refusal checked by its message.
 */
import assert from 'node:assert/strict';
import type { TeachingPath } from '../../../src/core/api/teaching-contract';
import { call, type CallResult, type TestApp } from './test-app';

type Query = Record<string, string | number | boolean>;

/**
 * @example
 * const { post, get, refused } = teachingCalls(f.t);
 * refused(await post('/api/teaching/quizSave', { quiz }, token), /^参数错误：quiz\.title/);
 */
export function teachingCalls(t: TestApp) {
  const post = <T = unknown>(path: TeachingPath, body: object, token: string) =>
    call<T>(t, 'POST', path, { token, body });
  const get = <T = unknown>(path: TeachingPath, query: Query, token: string) =>
    call<T>(t, 'GET', path, {
      token,
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
  const refused = (result: CallResult<unknown>, pattern: RegExp | string) => {
    assert.notEqual(result.body.code, 0, 'refused');
    if (typeof pattern === 'string') assert.equal(result.body.msg, pattern);
    else assert.match(result.body.msg, pattern);
  };
  return { post, get, refused };
}
