/** The console's article save body, written out once for the server tests that make articles. */
import assert from 'node:assert/strict';
import type { AdminArticleSaveBody } from '../../../src/core/api/admin-contract';
import { articleSaveBody } from '../../helpers/save-bodies';
import type { CallResult } from './test-app';

let unique = 0;

/**
 * A published news item (published a minute before `now`), titled `${titlePrefix} N` with N
 * unique in the test process.
 * @example
 * const saved = ok(await post('/api/admin/articleSave', newsBody(now, '回收站测试')));
 */
export function newsBody(
  now: Date,
  titlePrefix: string,
  overrides: Partial<AdminArticleSaveBody> = {},
): AdminArticleSaveBody {
  return articleSaveBody(now, `${titlePrefix} ${++unique}`, overrides);
}

/**
 * The data of a call that must have succeeded (the raw answer in the failure message).
 * @example
 * const row = okData(await call<AdminArticle>(t, 'GET', '/api/admin/article', { … }));
 */
export function okData<T>(result: CallResult<T>): T {
  assert.equal(result.body.code, 0, result.raw);
  return result.body.data as T;
}
