/** The audit log: every console change, written in the same transaction as the change itself. */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { AdminAuditListQuery, AdminAuditRow } from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { auditLog } from '../db/schema';
import { likePattern, pageWindow } from '../http/paging';
import { withinDays } from '../statistics/date-range';
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
  await tx.insert(auditLog).values({
    actorId: staff.user.id,
    actorName: staff.user.username,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: auditable(entry.before ?? null),
    after: auditable(entry.after ?? null),
    createdAt: now,
  });
}

export async function listAudit(
  db: Database,
  query: AdminAuditListQuery,
  timeZone: string,
): Promise<Paged<AdminAuditRow>> {
  const where = and(
    query.actor ? ilike(auditLog.actorName, likePattern(query.actor)) : undefined,
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    withinDays(auditLog.createdAt, query, timeZone),
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
