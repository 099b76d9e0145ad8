/**
 * Articles in the console: every status, with the revision that makes a save of a stale copy an
 * edit conflict instead of a silent overwrite. Every change is audited in its own transaction.
 */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  type AdminArticle,
  type AdminArticleListQuery,
  type AdminArticleRow,
  type AdminArticleSaveBody,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { articles } from '../db/schema';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import { ApiError } from '../http/envelope';
import { likePattern, pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import { checkRevision } from './revision-check';
import type { Staff } from './staff-only';

type ArticleRecord = typeof articles.$inferSelect;

const SORT_COLUMNS = {
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  clickCount: articles.clickCount,
  title: articles.title,
} as const;

function toRow(row: ArticleRecord): AdminArticleRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    author: row.author,
    pinned: row.pinned,
    published: row.published,
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    clickCount: row.clickCount,
  };
}

function toArticle(row: ArticleRecord): AdminArticle {
  return {
    ...toRow(row),
    summary: row.summary,
    cover: row.cover,
    source: row.source,
    content: row.content,
    attachments: row.attachments,
    version: String(row.revision),
  };
}

/** What the audit log keeps of an article: everything but the counters. */
function audited(row: ArticleRecord): Partial<ArticleRecord> {
  const kept: Partial<ArticleRecord> = { ...row };
  delete kept.clickCount;
  delete kept.createdAt;
  return kept;
}

export async function listAdminArticles(
  db: Database,
  query: AdminArticleListQuery,
): Promise<Paged<AdminArticleRow>> {
  const keyword = query.keyword?.trim();
  const where = and(
    query.kind ? eq(articles.kind, query.kind) : undefined,
    query.status ? eq(articles.published, query.status === 'published') : undefined,
    keyword ? ilike(articles.title, likePattern(keyword)) : undefined,
  );
  const column = SORT_COLUMNS[query.sort ?? 'updatedAt'];
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(direction(column), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map(toRow) };
}

async function findArticle(db: Database, id: number): Promise<ArticleRecord | undefined> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  return row;
}

export async function adminArticle(db: Database, id: number): Promise<AdminArticle> {
  const row = await findArticle(db, id);
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return toArticle(row);
}

function storedFields(body: AdminArticleSaveBody, now: Date) {
  return {
    kind: body.kind,
    title: body.title.trim(),
    summary: body.summary.trim(),
    cover: body.cover.trim(),
    author: body.author.trim(),
    source: body.source.trim(),
    content: sanitizeRichText(body.content),
    attachments: body.attachments.map((a) => ({ name: a.name.trim(), url: a.url, size: a.size })),
    pinned: body.pinned,
    published: body.published,
    publishedAt: new Date(body.publishedAt),
    updatedAt: now,
  };
}

/**
 * Creates an article (no id) or updates one whose revision is still `version`.
 * @example
 * const saved = await saveArticle(db, staff, now, { ...opened, title: '新标题', version: opened.version });
 */
export async function saveArticle(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminArticleSaveBody,
): Promise<AdminArticle> {
  const fields = storedFields(body, now);
  return db.transaction(async (tx) => {
    if (body.id === undefined) {
      const [created] = await tx
        .insert(articles)
        .values({ ...fields, createdAt: now })
        .returning();
      if (!created) throw new Error('insert into articles returned no row');
      await recordAudit(tx, staff, now, {
        action: 'article.create',
        entity: 'article',
        entityId: created.id,
        after: audited(created),
      });
      return toArticle(created);
    }
    return updateRevision(tx, staff, now, body.id, body.version, fields, 'article.update');
  });
}

/** Publishes or withdraws an article (a new revision: an editor's open copy is then stale). */
export async function publishArticle(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  published: boolean,
): Promise<AdminArticle> {
  return db.transaction((tx) =>
    updateRevision(
      tx,
      staff,
      now,
      id,
      undefined,
      { published, updatedAt: now },
      published ? 'article.publish' : 'article.unpublish',
    ),
  );
}

async function updateRevision(
  tx: Database,
  staff: Staff,
  now: Date,
  id: number,
  version: string | undefined,
  fields: Partial<ArticleRecord>,
  action: string,
): Promise<AdminArticle> {
  const [locked] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  const before = checkRevision(locked, version);
  const [after] = await tx
    .update(articles)
    .set({ ...fields, revision: sql`${articles.revision} + 1` })
    .where(eq(articles.id, id))
    .returning();
  if (!after) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  await recordAudit(tx, staff, now, {
    action,
    entity: 'article',
    entityId: id,
    before: audited(before),
    after: audited(after),
  });
  return toArticle(after);
}
