/**
 * The saved versions of versioned content (articles, courses, site information): every change of
 * the fields an editor edits leaves a numbered version. Written by the editors' save paths inside
 * their transaction, under the item's lock (so numbers never collide); read by content-versions.ts.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminVersionRow, VersionedEntity } from '../../src/core/api/admin-contract';
import type { Paged, PageQuery } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { contentVersions, users } from '../db/schema';
import { pageWindow } from '../http/paging';
import { sameFields } from '../content/same-fields';
import type { Staff } from './staff-only';

export type VersionRecord = typeof contentVersions.$inferSelect;

/** The action of the version kept for the state an item was in when history began. */
export const BASELINE_ACTION = 'baseline';

/** One item: an article's or course's id, or the site information's key. */
export interface VersionedItem {
  entity: VersionedEntity;
  entityId: string;
}

export interface VersionChange extends VersionedItem {
  /** The audit action of the change (`article.draft`, `site.restore`, …). */
  action: string;
  /** The fields after the change (what the editor now opens). */
  fields: unknown;
  /** The state before the change, kept as the first version when the item has none yet. */
  before?: { fields: unknown; at: Date; by: number | null };
}

const itemIs = (item: VersionedItem) =>
  and(eq(contentVersions.entity, item.entity), eq(contentVersions.entityId, item.entityId));

/** jsonb equality: the same fields whatever their key order. */
const fieldsAre = (fields: unknown) =>
  sql`${contentVersions.fields} = ${JSON.stringify(fields)}::jsonb`;

async function usernameOf(tx: Database, id: number | null): Promise<string> {
  if (id === null) return '';
  const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.id, id));
  return user?.username ?? '';
}

/**
 * Records the item's fields after a change as its next version, unless they equal its newest
 * version (a publish, a withdrawal or an outline change leaves the fields as they were). An item
 * changed for the first time since versions were kept gets its earlier state first (`baseline`).
 * @example
 * await recordVersion(tx, staff, now, { entity: 'article', entityId: '7', action: 'article.draft', fields, before });
 */
export async function recordVersion(
  tx: Database,
  staff: Staff,
  now: Date,
  change: VersionChange,
): Promise<void> {
  const [newest] = await tx
    .select({ number: contentVersions.number, same: fieldsAre(change.fields).mapWith(Boolean) })
    .from(contentVersions)
    .where(itemIs(change))
    .orderBy(desc(contentVersions.number))
    .limit(1);
  if (newest?.same) return;
  let number = newest?.number ?? 0;
  const { before } = change;
  if (!newest && before) {
    // the fields did not change (a publish, a withdrawal): still no history to keep
    if (sameFields(before.fields, change.fields)) return;
    await tx.insert(contentVersions).values({
      entity: change.entity,
      entityId: change.entityId,
      number: ++number,
      action: BASELINE_ACTION,
      fields: before.fields,
      actorId: before.by,
      actorName: await usernameOf(tx, before.by),
      createdAt: before.at,
    });
  }
  await tx.insert(contentVersions).values({
    entity: change.entity,
    entityId: change.entityId,
    number: number + 1,
    action: change.action,
    fields: change.fields,
    actorId: staff.user.id,
    actorName: staff.user.username,
    createdAt: now,
  });
}

/**
 * The newest version of the item holding exactly these fields (the one an editor opens, the one
 * visitors see), or null.
 * @example
 * const live = await versionHolding(db, item, ARTICLE_COPY.copyOf(row));
 */
export async function versionHolding(
  db: Database,
  item: VersionedItem,
  fields: unknown,
): Promise<number | null> {
  const [row] = await db
    .select({ number: contentVersions.number })
    .from(contentVersions)
    .where(and(itemIs(item), fieldsAre(fields)))
    .orderBy(desc(contentVersions.number))
    .limit(1);
  return row?.number ?? null;
}

/**
 * One version of the item, or null.
 * @example
 * const version = await findVersion(db, { entity: 'course', entityId: '3' }, 2);
 */
export async function findVersion(
  db: Database,
  item: VersionedItem,
  number: number,
): Promise<VersionRecord | null> {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(itemIs(item), eq(contentVersions.number, number)))
    .limit(1);
  return row ?? null;
}

/** Which versions the editor opens now and visitors see. */
export interface VersionMarks {
  current: number | null;
  live: number | null;
}

/** The display names of the accounts that saved these versions, read once. */
async function saverNames(
  db: Database,
  rows: readonly VersionRecord[],
): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.actorId === null ? [] : [row.actorId])))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: users.id, realName: users.realName, nickname: users.nickname })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((user) => [user.id, user.realName || user.nickname]));
}

function toVersionRow(
  row: VersionRecord,
  marks: VersionMarks,
  names: ReadonlyMap<number, string>,
): AdminVersionRow {
  const name = (row.actorId !== null && names.get(row.actorId)) || row.actorName;
  return {
    number: row.number,
    action: row.action,
    savedBy: row.actorName ? { username: row.actorName, name } : null,
    createdAt: row.createdAt.toISOString(),
    current: marks.current === row.number,
    live: marks.live === row.number,
  };
}

/**
 * A version as listed: who saved it (name and account), and whether it is the current or the
 * live one.
 */
export async function versionRow(
  db: Database,
  row: VersionRecord,
  marks: VersionMarks,
): Promise<AdminVersionRow> {
  return toVersionRow(row, marks, await saverNames(db, [row]));
}

/**
 * One page of the item's versions, newest first.
 * @example
 * const page = await listVersions(db, { entity: 'site', entityId: 'site_info' }, { page: 1 }, marks);
 */
export async function listVersions(
  db: Database,
  item: VersionedItem,
  query: PageQuery,
  marks: VersionMarks,
): Promise<Paged<AdminVersionRow>> {
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(contentVersions).where(itemIs(item));
  const rows = await db
    .select()
    .from(contentVersions)
    .where(itemIs(item))
    .orderBy(desc(contentVersions.number))
    .limit(limit)
    .offset(offset);
  const names = await saverNames(db, rows);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => toVersionRow(row, marks, names)),
  };
}

/**
 * Drops an item's versions (the item itself is deleted for good).
 * @example
 * await dropVersions(tx, { entity: 'article', entityId: String(id) });
 */
export async function dropVersions(tx: Database, item: VersionedItem): Promise<void> {
  await tx.delete(contentVersions).where(itemIs(item));
}
