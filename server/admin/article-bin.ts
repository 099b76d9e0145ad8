/**
 * The articles' recycle bin (回收站): 删除 takes an article offline into the bin, where it stays
 * restorable for RECYCLE_BIN_DAYS (the deadline is fixed when it is deleted, as the editor was
 * told); 恢复 brings it back unpublished; 永久删除, or the deadline passing, deletes it for good.
 * Expired articles are deleted whenever the bin is used (listed, or an article deleted), in the
 * audit log by 回收站到期清理.
 */
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { MSG_ARTICLE_NOT_IN_BIN, type AdminArticleRow } from '../../src/core/api/admin-contract';
import { auditT } from '../../src/core/i18n/zh-cn/admin-audit';
import type { Database } from '../db/open-database';
import { articles } from '../db/schema';
import { ARTICLE_COPY, audited, toRow, updateArticleRevision } from './admin-articles';
import { publishedColumns } from '../content/working-copy';
import { ApiError } from '../http/envelope';
import { recordAudit, recordAuditBy } from './audit-log';
import { checkRevision } from './revision-check';
import type { Staff } from './staff-only';
import { dropVersions } from './version-store';

const DAY_MS = 86_400_000;

/**
 * 删除: offline (a working copy is kept, as 撤回发布 keeps it) and into the bin until `binDays`
 * from now.
 * @example
 * const row = await deleteArticle(db, staff, now, 30, id, opened.version);
 */
export async function deleteArticle(
  db: Database,
  staff: Staff,
  now: Date,
  binDays: number,
  id: number,
  version?: string,
): Promise<AdminArticleRow> {
  await purgeExpiredArticles(db, now);
  const deleted = await db.transaction((tx) =>
    updateArticleRevision(tx, staff, now, id, version, (locked) => ({
      columns: {
        ...publishedColumns(ARTICLE_COPY, locked, false),
        deletedAt: now,
        purgeAt: new Date(now.getTime() + binDays * DAY_MS),
      },
      action: 'article.delete',
    })),
  );
  return toRow(deleted, now);
}

/** 恢复: out of the bin, unpublished (published again only when someone publishes it). */
export async function restoreArticle(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<AdminArticleRow> {
  const restored = await db.transaction((tx) =>
    updateArticleRevision(
      tx,
      staff,
      now,
      id,
      undefined,
      () => ({ columns: { deletedAt: null, purgeAt: null }, action: 'article.restore' }),
      'required',
    ),
  );
  return toRow(restored, now);
}

/** 永久删除 of an article in the bin: the row is gone; the audit log keeps what it was. */
export async function purgeArticle(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<null> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
    const before = checkRevision(locked, undefined);
    if (before.deletedAt === null) throw new ApiError(MSG_ARTICLE_NOT_IN_BIN);
    await tx.delete(articles).where(eq(articles.id, id));
    await dropVersions(tx, { entity: 'article', entityId: String(id) });
    await recordAudit(tx, staff, now, {
      action: 'article.purge',
      entity: 'article',
      entityId: id,
      before: audited(before),
    });
  });
  return null;
}

/** Deletes for good every article whose time in the bin is over. */
export async function purgeExpiredArticles(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(articles)
      .where(and(isNotNull(articles.deletedAt), lte(articles.purgeAt, now)))
      .returning();
    for (const row of gone) {
      await dropVersions(tx, { entity: 'article', entityId: String(row.id) });
      await recordAuditBy(tx, { id: null, name: auditT('audit.binExpiry') }, now, {
        action: 'article.purge',
        entity: 'article',
        entityId: row.id,
        before: audited(row),
      });
    }
    return gone.length;
  });
}
