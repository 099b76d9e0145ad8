/** Resources and 红色资源: the paged list, the detail (with the caller's collection) and a click. */
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  Paged,
  ResourceDetail,
  ResourceKind,
  ResourceSummary,
} from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { categories, collections, resources } from '../db/schema';
import { likePattern } from '../http/paging';

export interface ResourceFilter {
  kind: ResourceKind;
  /** Only these categories (a category and its sub-categories); undefined: all. */
  categoryIds?: number[];
  keyword?: string;
  limit: number;
  offset: number;
}

const summaryColumns = {
  id: resources.id,
  kind: resources.kind,
  title: resources.title,
  cover: resources.cover,
  summary: resources.summary,
  categoryId: resources.categoryId,
  categoryName: categories.name,
  mediaType: resources.mediaType,
  clickCount: resources.clickCount,
  rating: resources.rating,
  createdAt: resources.createdAt,
};

interface SummaryRow extends Omit<ResourceSummary, 'categoryId' | 'categoryName' | 'createdAt'> {
  categoryId: number | null;
  categoryName: string | null;
  createdAt: Date;
}

function toSummary(row: SummaryRow): ResourceSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    categoryId: row.categoryId ?? 0,
    categoryName: row.categoryName ?? '',
    mediaType: row.mediaType,
    clickCount: row.clickCount,
    rating: row.rating,
    createdAt: row.createdAt.toISOString(),
  };
}

function listCondition(filter: ResourceFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    eq(resources.published, true),
    eq(resources.kind, filter.kind),
  ];
  if (filter.categoryIds) parts.push(inArray(resources.categoryId, filter.categoryIds));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    parts.push(or(ilike(resources.title, pattern), ilike(resources.summary, pattern)));
  }
  return and(...parts);
}

export async function listResources(
  db: Database,
  filter: ResourceFilter,
): Promise<Paged<ResourceSummary>> {
  if (filter.categoryIds?.length === 0) return { total: 0, rows: [] };
  const where = listCondition(filter);
  const [totalRow] = await db.select({ n: count() }).from(resources).where(where);
  const rows = await db
    .select(summaryColumns)
    .from(resources)
    .leftJoin(categories, eq(categories.id, resources.categoryId))
    .where(where)
    .orderBy(asc(resources.sortOrder), desc(resources.createdAt), desc(resources.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { total: totalRow?.n ?? 0, rows: rows.map(toSummary) };
}

/**
 * The published resource with one more click counted, or null. `userId`: the caller, for
 * `collected` (false when anonymous).
 */
export async function viewResource(
  db: Database,
  id: number,
  userId: number | null,
): Promise<ResourceDetail | null> {
  const [clicked] = await db
    .update(resources)
    .set({ clickCount: sql`${resources.clickCount} + 1` })
    .where(and(eq(resources.id, id), eq(resources.published, true)))
    .returning({ id: resources.id });
  if (!clicked) return null;
  const [row] = await db
    .select({
      ...summaryColumns,
      content: resources.content,
      attachments: resources.attachments,
      videoUrl: resources.videoUrl,
    })
    .from(resources)
    .leftJoin(categories, eq(categories.id, resources.categoryId))
    .where(eq(resources.id, id))
    .limit(1);
  if (!row) return null;
  let collected = false;
  if (userId !== null) {
    const [hit] = await db
      .select({ id: collections.id })
      .from(collections)
      .where(
        and(
          eq(collections.userId, userId),
          eq(collections.targetType, 'resource'),
          eq(collections.targetId, id),
        ),
      )
      .limit(1);
    collected = hit !== undefined;
  }
  return {
    ...toSummary(row),
    content: row.content,
    attachments: row.attachments,
    videoUrl: row.videoUrl || null,
    collected,
  };
}
