/**
 * 我的收藏: collect and uncollect a course or resource (both idempotent), and the paged list with
 * each target's title and cover. Collecting needs a published target; uncollecting only an
 * existing one (so a collection of a since-unpublished resource can still be removed).
 * Collections whose target was deleted are not listed.
 */
import { and, count, desc, eq, or, isNotNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CollectTargetType, Paged, UserCollectRow } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { collections, courses, resources } from '../db/schema';

export async function targetExists(
  db: Database,
  targetType: CollectTargetType,
  targetId: number,
  publishedOnly: boolean,
): Promise<boolean> {
  const table = targetType === 'course' ? courses : resources;
  const conditions: SQL[] = [eq(table.id, targetId)];
  if (publishedOnly) conditions.push(eq(table.published, true));
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function collect(
  db: Database,
  userId: number,
  targetType: CollectTargetType,
  targetId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(collections)
    .values({ userId, targetType, targetId, createdAt: now })
    .onConflictDoNothing();
}

export async function uncollect(
  db: Database,
  userId: number,
  targetType: CollectTargetType,
  targetId: number,
): Promise<void> {
  await db
    .delete(collections)
    .where(
      and(
        eq(collections.userId, userId),
        eq(collections.targetType, targetType),
        eq(collections.targetId, targetId),
      ),
    );
}

export async function listCollections(
  db: Database,
  userId: number,
  filter: { targetType?: CollectTargetType; limit: number; offset: number },
): Promise<Paged<UserCollectRow>> {
  const where = and(
    eq(collections.userId, userId),
    filter.targetType === undefined ? undefined : eq(collections.targetType, filter.targetType),
    or(isNotNull(courses.id), isNotNull(resources.id)),
  );
  const joinCourse = and(
    eq(collections.targetType, 'course'),
    eq(courses.id, collections.targetId),
  );
  const joinResource = and(
    eq(collections.targetType, 'resource'),
    eq(resources.id, collections.targetId),
  );
  const [total] = await db
    .select({ n: count() })
    .from(collections)
    .leftJoin(courses, joinCourse)
    .leftJoin(resources, joinResource)
    .where(where);
  const rows = await db
    .select({
      id: collections.id,
      targetType: collections.targetType,
      targetId: collections.targetId,
      title: sql<string>`COALESCE(${courses.title}, ${resources.title}, '')`,
      cover: sql<string>`COALESCE(${courses.cover}, ${resources.cover}, '')`,
      createdAt: collections.createdAt,
    })
    .from(collections)
    .leftJoin(courses, joinCourse)
    .leftJoin(resources, joinResource)
    .where(where)
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
  };
}
