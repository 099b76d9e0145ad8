/**
 * A console bulk action: each selected record is changed on its own (its own transaction,
 * revision and audit entry, exactly as one by one), so a refusal leaves the others done and the
 * answer says which were refused and why.
 */
import type { AdminBulkResult } from '../../src/core/api/admin-contract';
import { ApiError } from '../http/envelope';

/**
 * @example
 * return eachOnItsOwn(body.ids, titles, (id) => publishArticle(db, staff, now, id, true));
 */
export async function eachOnItsOwn(
  ids: readonly number[],
  /** What each record is called in a refusal ('' when it does not exist). */
  names: ReadonlyMap<number, string>,
  change: (id: number) => Promise<unknown>,
): Promise<AdminBulkResult> {
  const result: AdminBulkResult = { done: [], refused: [] };
  for (const id of new Set(ids)) {
    try {
      await change(id);
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.refused.push({ id, title: names.get(id) ?? '', reason: error.message });
    }
  }
  return result;
}
