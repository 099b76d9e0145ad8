/** Resources and 红色资源 in the console: every status, versioned saves, audited changes. */
import { and, asc, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type {
  AdminResource,
  AdminResourceListQuery,
  AdminResourceRow,
  AdminResourceSaveBody,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import { sanitizeRichText } from '../content/sanitize-rich-text';
import type { Database } from '../db/open-database';
import { categories, resources } from '../db/schema';
import { ApiError } from '../http/envelope';
import { likePattern, pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import { checkRevision } from './revision-check';
import type { Staff } from './staff-only';

type ResourceRecord = typeof resources.$inferSelect;

function toRow(row: ResourceRecord, categoryName: string | null): AdminResourceRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    categoryId: row.categoryId,
    categoryName,
    mediaType: row.mediaType,
    published: row.published,
    clickCount: row.clickCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORT_COLUMNS = {
  updatedAt: resources.updatedAt,
  clickCount: resources.clickCount,
  title: resources.title,
} as const;

export async function listAdminResources(
  db: Database,
  query: AdminResourceListQuery,
): Promise<Paged<AdminResourceRow>> {
  const keyword = query.keyword?.trim();
  const where = and(
    eq(resources.kind, query.kind),
    query.status ? eq(resources.published, query.status === 'published') : undefined,
    query.categoryId ? eq(resources.categoryId, query.categoryId) : undefined,
    keyword ? ilike(resources.title, likePattern(keyword)) : undefined,
  );
  const column = SORT_COLUMNS[query.sort ?? 'updatedAt'];
  const direction = query.order === 'asc' ? asc : desc;
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(resources).where(where);
  const rows = await db
    .select({ resource: resources, categoryName: categories.name })
    .from(resources)
    .leftJoin(categories, eq(categories.id, resources.categoryId))
    .where(where)
    .orderBy(direction(column), desc(resources.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map((row) => toRow(row.resource, row.categoryName)) };
}

export async function adminResource(db: Database, id: number): Promise<AdminResource> {
  const [row] = await db
    .select({ resource: resources, categoryName: categories.name })
    .from(resources)
    .leftJoin(categories, eq(categories.id, resources.categoryId))
    .where(eq(resources.id, id));
  const resource = checkRevision(row?.resource, undefined);
  return {
    ...toRow(resource, row?.categoryName ?? null),
    cover: resource.cover,
    summary: resource.summary,
    content: resource.content,
    videoUrl: resource.videoUrl,
    attachments: resource.attachments,
    version: String(resource.revision),
  };
}

async function checkCategory(tx: Database, body: AdminResourceSaveBody): Promise<void> {
  if (body.categoryId === null) return;
  const [category] = await tx
    .select({ scope: categories.scope })
    .from(categories)
    .where(eq(categories.id, body.categoryId));
  if (category?.scope !== body.kind) throw new ApiError('参数错误：categoryId 不是该类资源的分类');
}

export async function saveResource(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminResourceSaveBody,
): Promise<AdminResource> {
  const fields = {
    kind: body.kind,
    title: body.title.trim(),
    categoryId: body.categoryId,
    cover: body.cover.trim(),
    summary: body.summary.trim(),
    content: sanitizeRichText(body.content),
    mediaType: body.mediaType,
    videoUrl: body.videoUrl?.trim() || null,
    attachments: body.attachments.map((a) => ({ name: a.name.trim(), url: a.url, size: a.size })),
    published: body.published,
    updatedAt: now,
  };
  const id = await db.transaction(async (tx) => {
    await checkCategory(tx, body);
    if (body.id === undefined) {
      const [created] = await tx
        .insert(resources)
        .values({ ...fields, createdAt: now })
        .returning();
      if (!created) throw new Error('insert into resources returned no row');
      await recordAudit(tx, staff, now, {
        action: 'resource.create',
        entity: 'resource',
        entityId: created.id,
        after: created,
      });
      return created.id;
    }
    const [locked] = await tx
      .select()
      .from(resources)
      .where(eq(resources.id, body.id))
      .for('update');
    const before = checkRevision(locked, body.version);
    const [after] = await tx
      .update(resources)
      .set({ ...fields, revision: sql`${resources.revision} + 1` })
      .where(eq(resources.id, body.id))
      .returning();
    await recordAudit(tx, staff, now, {
      action: 'resource.update',
      entity: 'resource',
      entityId: body.id,
      before,
      after,
    });
    return body.id;
  });
  return adminResource(db, id);
}

export async function publishResource(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  published: boolean,
): Promise<AdminResource> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
    const before = checkRevision(locked, undefined);
    await tx
      .update(resources)
      .set({ published, updatedAt: now, revision: sql`${resources.revision} + 1` })
      .where(eq(resources.id, id));
    await recordAudit(tx, staff, now, {
      action: published ? 'resource.publish' : 'resource.unpublish',
      entity: 'resource',
      entityId: id,
      before: { published: before.published },
      after: { published },
    });
  });
  return adminResource(db, id);
}
