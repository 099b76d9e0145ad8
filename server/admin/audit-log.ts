/** The audit log: every console change, written in the same transaction as the change itself. */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type {
  AuditEntity,
  AdminAuditExportQuery,
  AdminAuditListQuery,
  AdminAuditRow,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { auditLog } from '../db/schema';
import { likePattern, pageWindow } from '../http/paging';
import { withinDays } from '../statistics/date-range';
import { readableAudit } from './audit-readable';
import { auditable } from './audit-values';
import type { Staff } from './staff-only';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one console change (inside the caller's transaction, so a change and its entry stand or
 * fall together). Secret fields of the records never reach the log (audit-values.ts).
 * @example
 * await recordAudit(tx, staff, now, { action: 'article.publish', entity: 'article', entityId: 7, before, after });
 */
export async function recordAudit(
  tx: Database,
  staff: Staff,
  now: Date,
  entry: AuditEntry,
): Promise<void> {
  await recordAuditBy(tx, { id: staff.user.id, name: staff.user.username }, now, entry);
}

/**
 * The same for a change made outside the console (`npm run admin`): the actor is named, with no
 * account when there is none.
 * @example
 * await recordAuditBy(tx, { id: null, name: auditT('audit.commandLine') }, now, entry);
 */
export async function recordAuditBy(
  tx: Database,
  actor: { id: number | null; name: string },
  now: Date,
  entry: AuditEntry,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: auditable(entry.before ?? null),
    after: auditable(entry.after ?? null),
    createdAt: now,
  });
}

/**
 * The recorder of one kind of record's changes made by a logged-in account (the teaching calls).
 * @example
 * const audit = auditorOf('question');
 * await audit(tx, user, now, 'question.create', created.id, null, after);
 */
export function auditorOf(entity: AuditEntity) {
  return (
    tx: Database,
    user: { id: number; username: string },
    now: Date,
    action: string,
    entityId: string | number,
    before: unknown,
    after: unknown,
  ): Promise<void> =>
    recordAuditBy(tx, { id: user.id, name: user.username }, now, {
      action,
      entity,
      entityId,
      before,
      after,
    });
}

/** The entries a filter selects, newest first. */
export function auditWhere(query: AdminAuditExportQuery, timeZone: string) {
  return and(
    query.actor ? ilike(auditLog.actorName, likePattern(query.actor)) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    withinDays(auditLog.createdAt, query, timeZone),
  );
}

/**
 * One page of the log, each entry readable (audit-readable.ts): Chinese names, only the fields
 * that changed, names instead of ids.
 */
export async function listAudit(
  db: Database,
  query: AdminAuditListQuery,
  timeZone: string,
): Promise<Paged<AdminAuditRow>> {
  const where = auditWhere(query, timeZone);
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: await readableAudit(db, rows, timeZone) };
}

/** Entries an export reads at a time (names are looked up per batch). */
const EXPORT_BATCH = 1000;

/**
 * Every entry the filter selects, newest first, readable — for the export, in batches.
 * @example
 * for await (const rows of auditBatches(db, { entity: 'user' }, 'Asia/Shanghai')) …
 */
export async function* auditBatches(
  db: Database,
  query: AdminAuditExportQuery,
  timeZone: string,
): AsyncGenerator<AdminAuditRow[]> {
  const where = auditWhere(query, timeZone);
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(EXPORT_BATCH)
      .offset(offset);
    if (rows.length === 0) return;
    yield readableAudit(db, rows, timeZone);
    if (rows.length < EXPORT_BATCH) return;
  }
}
