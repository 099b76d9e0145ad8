/**
 * News, notices and research articles. List order: pinned first (while the pin lasts: 置顶截止),
 * then newest first (id breaks ties); prevId/nextId are the neighbours in that order within the
 * same kind.
 */
import { and, asc, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  ArticleDetail,
  ArticleKind,
  ArticleSummary,
  Paged,
} from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { articles } from '../db/schema';
import { likePattern } from '../http/paging';

export interface ArticleFilter {
  kind: ArticleKind;
  /** The server's clock: articles scheduled for later (定时发布) stay hidden until then. */
  now: Date;
  keyword?: string;
  limit: number;
  offset: number;
}

type ArticleRow = typeof articles.$inferSelect;

/** Pinned at `now`: pinned, and its 置顶截止 (if any) not come. */
export function pinnedAt(now: Date): SQL<boolean> {
  return sql<boolean>`(${articles.pinned} AND (${articles.pinnedUntil} IS NULL OR ${articles.pinnedUntil} > ${now.toISOString()}))`;
}

const listOrder = (now: Date) => [
  desc(pinnedAt(now)),
  desc(articles.publishedAt),
  desc(articles.id),
];

const summaryColumns = (now: Date) => ({
  id: articles.id,
  kind: articles.kind,
  title: articles.title,
  summary: articles.summary,
  cover: articles.cover,
  author: articles.author,
  source: articles.source,
  publishedAt: articles.publishedAt,
  clickCount: articles.clickCount,
  pinned: pinnedAt(now).mapWith(Boolean),
});

type SummaryRow = Omit<Pick<ArticleRow, keyof ReturnType<typeof summaryColumns>>, 'pinned'> & {
  pinned: boolean;
};

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    cover: row.cover,
    author: row.author,
    source: row.source,
    publishedAt: row.publishedAt.toISOString(),
    clickCount: row.clickCount,
    pinned: row.pinned,
  };
}

/**
 * What a visitor may see: published, and its publication time come (定时发布 keeps a published
 * article with a later time out of every public answer until then).
 * @example
 * db.select().from(articles).where(and(publicArticle(now), eq(articles.id, id)));
 */
export function publicArticle(now: Date): SQL {
  return sql`(${articles.published} AND ${articles.publishedAt} <= ${now.toISOString()})`;
}

function listCondition(filter: Pick<ArticleFilter, 'kind' | 'keyword' | 'now'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [publicArticle(filter.now), eq(articles.kind, filter.kind)];
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    parts.push(or(ilike(articles.title, pattern), ilike(articles.summary, pattern)));
  }
  return and(...parts);
}

export async function listArticles(
  db: Database,
  filter: ArticleFilter,
): Promise<Paged<ArticleSummary>> {
  const where = listCondition(filter);
  const [totalRow] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select(summaryColumns(filter.now))
    .from(articles)
    .where(where)
    .orderBy(...listOrder(filter.now))
    .limit(filter.limit)
    .offset(filter.offset);
  return { total: totalRow?.n ?? 0, rows: rows.map(toSummary) };
}

/**
 * The next time after `now` a public list of articles (of the kind, or of all kinds) changes by
 * the clock alone — a scheduled article's publication (定时发布) or the end of a pin (置顶截止) —
 * or null: the public cache keeps such a list no longer (http/public-cache.ts).
 */
export async function nextArticleChange(db: Database, now: Date, kind?: ArticleKind) {
  const at = now.toISOString();
  const [row] = await db
    .select({
      publish: sql<
        string | Date | null
      >`min(${articles.publishedAt}) FILTER (WHERE ${articles.publishedAt} > ${at})`,
      unpin: sql<string | Date | null>`min(${articles.pinnedUntil}) FILTER (WHERE ${articles.pinned}
        AND ${articles.pinnedUntil} > ${at} AND ${articles.publishedAt} <= ${at})`,
    })
    .from(articles)
    .where(and(eq(articles.published, true), kind ? eq(articles.kind, kind) : undefined));
  const times = [row?.publish, row?.unpin]
    .filter((value) => value !== null && value !== undefined)
    .map((value) => new Date(value as string | Date).getTime());
  return times.length ? new Date(Math.min(...times)) : null;
}

/** The article right before (`before`) or after the given one in list order: id and title. */
async function neighbour(
  db: Database,
  row: ArticleRow,
  now: Date,
  before: boolean,
): Promise<{ id: number; title: string } | null> {
  const position = sql`(${pinnedAt(now)}, ${articles.publishedAt}, ${articles.id})`;
  // Read from the row itself: a JS Date would cut the stored microseconds.
  const current = sql`(SELECT ${pinnedAt(now)}, ${articles.publishedAt}, ${articles.id} FROM ${articles} WHERE ${articles.id} = ${row.id})`;
  const [hit] = await db
    .select({ id: articles.id, title: articles.title })
    .from(articles)
    .where(
      and(
        listCondition({ kind: row.kind, now }),
        before ? sql`${position} > ${current}` : sql`${position} < ${current}`,
      ),
    )
    .orderBy(
      ...(before
        ? [asc(pinnedAt(now)), asc(articles.publishedAt), asc(articles.id)]
        : listOrder(now)),
    )
    .limit(1);
  return hit ?? null;
}

/** The public article with one more click counted, or null. */
export async function viewArticle(
  db: Database,
  id: number,
  now: Date,
): Promise<ArticleDetail | null> {
  const [row] = await db
    .update(articles)
    .set({ clickCount: sql`${articles.clickCount} + 1` })
    .where(and(eq(articles.id, id), publicArticle(now)))
    .returning();
  if (!row) return null;
  const [prev, next] = [await neighbour(db, row, now, true), await neighbour(db, row, now, false)];
  return {
    ...toSummary({ ...row, pinned: row.pinned && (!row.pinnedUntil || row.pinnedUntil > now) }),
    content: row.content,
    attachments: row.attachments,
    prevId: prev?.id ?? null,
    nextId: next?.id ?? null,
    prevTitle: prev?.title ?? null,
    nextTitle: next?.title ?? null,
  };
}
