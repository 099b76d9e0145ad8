/**
 * Bulk actions on the console's selected articles: each article is changed on its own (its own
 * transaction, revision and audit entry, as one by one), so one refusal (in the recycle bin, gone
 * meanwhile) leaves the others done, and the answer says which and why.
 */
import { inArray } from 'drizzle-orm';
import type { AdminArticleBulkBody, AdminBulkResult } from '../../src/core/api/admin-contract';
import type { Database } from '../db/open-database';
import { articles } from '../db/schema';
import { ApiError } from '../http/envelope';
import { publishArticle } from './admin-articles';
import { deleteArticle } from './article-bin';
import type { Staff } from './staff-only';

/**
 * @example
 * const { done, refused } = await bulkArticles(db, staff, now, 30, { ids: [3, 4], action: 'delete' });
 */
export async function bulkArticles(
  db: Database,
  staff: Staff,
  now: Date,
  binDays: number,
  body: AdminArticleBulkBody,
): Promise<AdminBulkResult> {
  const ids = [...new Set(body.ids)];
  const titles = new Map(
    (
      await db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(inArray(articles.id, ids))
    ).map((row) => [row.id, row.title]),
  );
  const result: AdminBulkResult = { done: [], refused: [] };
  for (const id of ids) {
    try {
      if (body.action === 'delete') await deleteArticle(db, staff, now, binDays, id);
      else await publishArticle(db, staff, now, id, body.action === 'publish');
      result.done.push(id);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      result.refused.push({ id, title: titles.get(id) ?? '', reason: error.message });
    }
  }
  return result;
}
