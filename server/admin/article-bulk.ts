/** Bulk 发布, 撤回发布 and 删除 of the console's selected articles (bulk-each.ts). */
import { inArray } from 'drizzle-orm';
import type { AdminArticleBulkBody, AdminBulkResult } from '../../src/core/api/admin-contract';
import type { Database } from '../db/open-database';
import { articles } from '../db/schema';
import { publishArticle } from './admin-articles';
import { deleteArticle } from './article-bin';
import { eachOnItsOwn } from './bulk-each';
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
  const titles = new Map(
    (
      await db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(inArray(articles.id, body.ids))
    ).map((row) => [row.id, row.title]),
  );
  return eachOnItsOwn(body.ids, titles, (id) =>
    body.action === 'delete'
      ? deleteArticle(db, staff, now, binDays, id)
      : publishArticle(db, staff, now, id, body.action === 'publish'),
  );
}
