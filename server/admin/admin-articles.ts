/**
 * Articles in the console: every status, with the revision that makes a save of a stale copy an
 * edit conflict instead of a silent overwrite, and the working copy of a published article
 * (content/working-copy.ts): 保存草稿 never takes it offline. Every change is audited in its own
 * transaction.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  MSG_ARTICLE_IN_BIN,
  MSG_ARTICLE_NOT_IN_BIN,
  type AdminArticle,
  type AdminArticleListQuery,
  type AdminArticleRow,
  type AdminArticleSaveBody,
  type ArticleStatus,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { articles, type ArticleCopy } from '../db/schema';
import { publicArticle } from '../content/article-queries';
import { checkedRichText } from '../content/sanitize-rich-text';
import {
  discardedColumns,
  publishedColumns,
  saveAction,
  savedColumns,
  workingCopyOf,
  type CopyRules,
  draftTitleOf,
} from '../content/working-copy';
import { liveOrDraftLike } from '../content/working-copy-search';
import { ApiError } from '../http/envelope';
import { instantOf } from './admin-schemas';
import { likePattern, pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import { checkRevision, savedByOf } from './revision-check';
import type { Staff } from './staff-only';
import { recordVersion } from './version-store';

export type ArticleRecord = typeof articles.$inferSelect;

/** The live columns of an article's working copy. */
const articleColumns = (copy: ArticleCopy) => ({
  ...copy,
  pinnedUntil: copy.pinnedUntil ? new Date(copy.pinnedUntil) : null,
  publishedAt: new Date(copy.publishedAt),
});

/** An article's working copy: every field the editor edits. */
export const ARTICLE_COPY: CopyRules<ArticleRecord, ArticleCopy> = {
  copyOf: (row) => ({
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    author: row.author,
    source: row.source,
    content: row.content,
    attachments: row.attachments,
    pinned: row.pinned,
    pinnedUntil: row.pinnedUntil?.toISOString() ?? null,
    publishedAt: row.publishedAt.toISOString(),
  }),
  columnsOf: articleColumns,
};

const SORT_COLUMNS = {
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  clickCount: articles.clickCount,
  title: articles.title,
} as const;

function statusOf(row: ArticleRecord, now: Date): ArticleStatus {
  if (!row.published) return 'draft';
  return row.publishedAt > now ? 'scheduled' : 'published';
}

export function toRow(row: ArticleRecord, now: Date): AdminArticleRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    author: row.author,
    pinned: row.pinned,
    pinnedUntil: row.pinnedUntil?.toISOString() ?? null,
    pinnedNow: row.pinned && (row.pinnedUntil === null || row.pinnedUntil > now),
    published: row.published,
    status: statusOf(row, now),
    hasDraft: row.draft !== null,
    draftTitle: draftTitleOf(row),
    publishedAt: row.publishedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    clickCount: row.clickCount,
    deletedAt: row.deletedAt?.toISOString() ?? null,
    purgeAt: row.purgeAt?.toISOString() ?? null,
  };
}

/** The article as the editor opens it: the working copy's fields, the live status. */
async function toArticle(db: Database, row: ArticleRecord, now: Date): Promise<AdminArticle> {
  const copy = workingCopyOf(ARTICLE_COPY, row);
  return {
    ...toRow(row, now),
    ...copy,
    // a working copy saved before 置顶截止 existed has none
    pinnedUntil: copy.pinnedUntil ?? null,
    version: String(row.revision),
    savedBy: await savedByOf(db, row.updatedBy),
  };
}

/** What the audit log keeps of an article: everything but the counters. */
export function audited(row: ArticleRecord): Partial<ArticleRecord> {
  const kept: Partial<ArticleRecord> = { ...row };
  delete kept.clickCount;
  delete kept.createdAt;
  return kept;
}

function statusCondition(status: ArticleStatus | undefined, now: Date): SQL | undefined {
  if (status === 'draft') return eq(articles.published, false);
  if (status === 'published') return publicArticle(now);
  if (status === 'scheduled')
    return sql`(${articles.published} AND ${articles.publishedAt} > ${now.toISOString()})`;
  return undefined;
}

export async function listAdminArticles(
  db: Database,
  query: AdminArticleListQuery,
  now: Date,
): Promise<Paged<AdminArticleRow>> {
  const keyword = query.keyword?.trim();
  const where = and(
    query.bin ? isNotNull(articles.deletedAt) : isNull(articles.deletedAt),
    query.kind ? eq(articles.kind, query.kind) : undefined,
    statusCondition(query.status, now),
    keyword
      ? liveOrDraftLike(articles.title, articles.draft, 'title', likePattern(keyword))
      : undefined,
  );
  const column = query.bin ? articles.deletedAt : SORT_COLUMNS[query.sort ?? 'updatedAt'];
  const direction = query.order === 'asc' && !query.bin ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select()
    .from(articles)
    .where(where)
    .orderBy(direction(column), desc(articles.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map((row) => toRow(row, now)) };
}

export async function adminArticle(db: Database, id: number, now: Date): Promise<AdminArticle> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return toArticle(db, row, now);
}

/**
 * The working copy a save stores. Its 置顶截止: none when unpinned; absent from the body, the one
 * saved (`savedPinnedUntil`, of the copy the editor opened).
 */
function copyOfBody(body: AdminArticleSaveBody, savedPinnedUntil: string | null): ArticleCopy {
  const pinnedUntil =
    body.pinnedUntil === undefined
      ? savedPinnedUntil
      : body.pinnedUntil && instantOf(body.pinnedUntil, 'pinnedUntil').toISOString();
  return {
    kind: body.kind,
    title: body.title.trim(),
    summary: body.summary.trim(),
    cover: body.cover.trim(),
    author: body.author.trim(),
    source: body.source.trim(),
    content: checkedRichText(body.content, 'content'),
    attachments: body.attachments.map((a) => ({ name: a.name.trim(), url: a.url, size: a.size })),
    pinned: body.pinned,
    pinnedUntil: body.pinned ? pinnedUntil : null,
    publishedAt: new Date(body.publishedAt).toISOString(),
  };
}

/**
 * Creates an article (no id) or updates one whose revision is still `version`. `published` is
 * the button: 保存草稿 (false) of a published article saves its working copy, which visitors do
 * not see until 发布更新 (true); it never takes the article offline (that is 撤回发布).
 * @example
 * const saved = await saveArticle(db, staff, now, { ...opened, title: '新标题', version: opened.version });
 */
export async function saveArticle(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminArticleSaveBody,
): Promise<AdminArticle> {
  // checked before anything is written
  const copy = copyOfBody(body, null);
  const saved = await db.transaction(async (tx) => {
    if (body.id === undefined) {
      const [created] = await tx
        .insert(articles)
        .values({
          ...articleColumns(copy),
          published: body.published,
          createdAt: now,
          updatedAt: now,
          updatedBy: staff.user.id,
        })
        .returning();
      if (!created) throw new Error('insert into articles returned no row');
      await recordAudit(tx, staff, now, {
        action: 'article.create',
        entity: 'article',
        entityId: created.id,
        after: audited(created),
      });
      await recordVersion(tx, staff, now, {
        entity: 'article',
        entityId: String(created.id),
        action: 'article.create',
        fields: workingCopyOf(ARTICLE_COPY, created),
      });
      return created;
    }
    return updateArticleRevision(tx, staff, now, body.id, body.version, (locked) => ({
      columns: savedColumns(
        ARTICLE_COPY,
        locked,
        copyOfBody(body, workingCopyOf(ARTICLE_COPY, locked).pinnedUntil ?? null),
        body.published,
      ),
      action: saveAction('article', locked.published, body.published),
    }));
  });
  return toArticle(db, saved, now);
}

/**
 * 发布 / 发布更新 (the working copy goes live) or 撤回发布 (offline, holding the working copy). A new
 * revision: an editor's open copy is then stale.
 */
export async function publishArticle(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  published: boolean,
  version?: string,
): Promise<AdminArticle> {
  const saved = await db.transaction((tx) =>
    updateArticleRevision(tx, staff, now, id, version, (locked) => ({
      columns: publishedColumns(ARTICLE_COPY, locked, published),
      action: published ? 'article.publish' : 'article.unpublish',
    })),
  );
  return toArticle(db, saved, now);
}

/** 放弃修改: drops the working copy; the live version is what the editor opens again. */
export async function discardArticleDraft(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  version: string,
): Promise<AdminArticle> {
  const saved = await db.transaction((tx) =>
    updateArticleRevision(tx, staff, now, id, version, () => ({
      columns: discardedColumns(),
      action: 'article.discard',
    })),
  );
  return toArticle(db, saved, now);
}

/**
 * Changes one article under its row lock: a stale `version` is an edit conflict, and an article in
 * the recycle bin is changed only by what `inBin` allows (恢复).
 * @example
 * await updateArticleRevision(tx, staff, now, id, version, () => ({ columns, action: 'article.x' }));
 */
export async function updateArticleRevision(
  tx: Database,
  staff: Staff,
  now: Date,
  id: number,
  version: string | undefined,
  change: (locked: ArticleRecord) => { columns: Partial<ArticleRecord>; action: string },
  inBin: 'refused' | 'required' = 'refused',
): Promise<ArticleRecord> {
  const [locked] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  const before = checkRevision(locked, version);
  const deleted = before.deletedAt !== null;
  if (deleted && inBin === 'refused') throw new ApiError(MSG_ARTICLE_IN_BIN);
  if (!deleted && inBin === 'required') throw new ApiError(MSG_ARTICLE_NOT_IN_BIN);
  const { columns, action } = change(before);
  const [after] = await tx
    .update(articles)
    .set({
      ...columns,
      updatedAt: now,
      updatedBy: staff.user.id,
      revision: sql`${articles.revision} + 1`,
    })
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
  await recordVersion(tx, staff, now, {
    entity: 'article',
    entityId: String(id),
    action,
    fields: workingCopyOf(ARTICLE_COPY, after),
    before: {
      fields: workingCopyOf(ARTICLE_COPY, before),
      at: before.updatedAt,
      by: before.updatedBy,
    },
  });
  return after;
}
