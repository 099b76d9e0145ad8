/**
 * Resources and 红色资源 in the console: every status, versioned saves, audited changes, and the
 * working copy of a published resource (content/working-copy.ts): 保存草稿 keeps the live
 * resource for visitors until 发布更新.
 */
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type {
  AdminResource,
  AdminResourceListQuery,
  AdminResourceRow,
  AdminResourceSaveBody,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
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
import type { Database } from '../db/open-database';
import { categories, resources, type ResourceCopy } from '../db/schema';
import { ApiError } from '../http/envelope';
import { likePattern, pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import { checkRevision, savedByOf } from './revision-check';
import type { Staff } from './staff-only';

type ResourceRecord = typeof resources.$inferSelect;

/** A resource's working copy: every field the editor edits. */
export const RESOURCE_COPY: CopyRules<ResourceRecord, ResourceCopy> = {
  copyOf: (row) => ({
    kind: row.kind,
    title: row.title,
    categoryId: row.categoryId,
    cover: row.cover,
    summary: row.summary,
    content: row.content,
    mediaType: row.mediaType,
    videoUrl: row.videoUrl,
    attachments: row.attachments,
  }),
  columnsOf: (copy) => ({ ...copy }),
};

function toRow(row: ResourceRecord, categoryName: string | null): AdminResourceRow {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    categoryId: row.categoryId,
    categoryName,
    mediaType: row.mediaType,
    published: row.published,
    hasDraft: row.draft !== null,
    draftTitle: draftTitleOf(row),
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
    keyword
      ? liveOrDraftLike(resources.title, resources.draft, 'title', likePattern(keyword))
      : undefined,
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

/** The resource as the editor opens it: the working copy's fields, the live status. */
export async function adminResource(db: Database, id: number): Promise<AdminResource> {
  const [row] = await db.select().from(resources).where(eq(resources.id, id));
  const resource = checkRevision(row, undefined);
  const copy = workingCopyOf(RESOURCE_COPY, resource);
  const [category] =
    copy.categoryId === null
      ? []
      : await db
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.id, copy.categoryId));
  return {
    ...toRow(resource, category?.name ?? null),
    ...copy,
    version: String(resource.revision),
    savedBy: await savedByOf(db, resource.updatedBy),
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

function copyOfBody(body: AdminResourceSaveBody): ResourceCopy {
  return {
    kind: body.kind,
    title: body.title.trim(),
    categoryId: body.categoryId,
    cover: body.cover.trim(),
    summary: body.summary.trim(),
    content: checkedRichText(body.content, 'content'),
    mediaType: body.mediaType,
    videoUrl: body.videoUrl?.trim() || null,
    attachments: body.attachments.map((a) => ({ name: a.name.trim(), url: a.url, size: a.size })),
  };
}

/**
 * Creates a resource (no id) or updates one whose revision is still `version`. `published` is
 * the button: 保存草稿 (false) of a published resource saves its working copy, which visitors do
 * not see until 发布更新 (true); it never takes the resource offline (that is 撤回发布).
 */
export async function saveResource(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminResourceSaveBody,
): Promise<AdminResource> {
  const copy = copyOfBody(body);
  const id = await db.transaction(async (tx) => {
    await checkCategory(tx, body);
    if (body.id === undefined) {
      const [created] = await tx
        .insert(resources)
        .values({
          ...copy,
          published: body.published,
          createdAt: now,
          updatedAt: now,
          updatedBy: staff.user.id,
        })
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
      .set({
        ...savedColumns(RESOURCE_COPY, before, copy, body.published),
        updatedAt: now,
        updatedBy: staff.user.id,
        revision: sql`${resources.revision} + 1`,
      })
      .where(eq(resources.id, body.id))
      .returning();
    await recordAudit(tx, staff, now, {
      action: saveAction('resource', before.published, body.published),
      entity: 'resource',
      entityId: body.id,
      before,
      after,
    });
    return body.id;
  });
  return adminResource(db, id);
}

/**
 * 发布 / 发布更新 (the working copy goes live) or 撤回发布 (offline, holding the working copy);
 * with `version`, against the version that was opened.
 */
export async function publishResource(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  published: boolean,
  version?: string,
): Promise<AdminResource> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
    const before = checkRevision(locked, version);
    const [after] = await tx
      .update(resources)
      .set({
        ...publishedColumns(RESOURCE_COPY, before, published),
        updatedAt: now,
        updatedBy: staff.user.id,
        revision: sql`${resources.revision} + 1`,
      })
      .where(eq(resources.id, id))
      .returning();
    await recordAudit(tx, staff, now, {
      action: published ? 'resource.publish' : 'resource.unpublish',
      entity: 'resource',
      entityId: id,
      before,
      after,
    });
  });
  return adminResource(db, id);
}

/** 放弃修改: drops the working copy; the live version is what the editor opens again. */
export async function discardResourceDraft(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  version: string,
): Promise<AdminResource> {
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
    const before = checkRevision(locked, version);
    await tx
      .update(resources)
      .set({
        ...discardedColumns(),
        updatedAt: now,
        updatedBy: staff.user.id,
        revision: sql`${resources.revision} + 1`,
      })
      .where(eq(resources.id, id));
    await recordAudit(tx, staff, now, {
      action: 'resource.discard',
      entity: 'resource',
      entityId: id,
      before: { draft: before.draft },
      after: { draft: null },
    });
  });
  return adminResource(db, id);
}
