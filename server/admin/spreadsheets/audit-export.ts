/**
 * The audit log as an .xlsx: the entries the console's filters select, as readable as on screen
 * (the same rendering, audit-readable.ts) — the time a real date cell on the centre's wall clock,
 * usernames as text, and each changed field on a line of its own.
 */
import { count } from 'drizzle-orm';
import type {
  AdminAuditExportQuery,
  AdminAuditRow,
  AdminExportFile,
} from '../../../src/core/api/admin-contract';
import { auditT } from '../../../src/core/i18n/zh-cn/admin-audit';
import type { Database } from '../../db/open-database';
import { auditLog } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { auditBatches, auditWhere } from '../audit-log';
import {
  buildWorkbook,
  column,
  fileNamePart,
  fileStamp,
  sheet,
  xlsxFile,
  type ExportClock,
} from './workbook-file';

/** The most entries one export holds; a wider filter is refused (it says how to narrow it). */
export const AUDIT_EXPORT_MAX = 50_000;

export const MSG_AUDIT_EXPORT_TOO_MANY = `要导出的操作日志超过 ${AUDIT_EXPORT_MAX} 条，请缩小日期范围或按操作人、对象类型筛选后再导出`;

function changeLines(row: AdminAuditRow): string {
  const nothing = auditT('audit.nothing');
  return row.changes
    .map((change) =>
      auditT('audit.changeLine', {
        label: change.label,
        before: change.before ?? nothing,
        after: change.after ?? nothing,
      }),
    )
    .join('\n');
}

function highlightText(row: AdminAuditRow): string {
  if (row.highlight === 'adminGranted') return auditT('audit.grantAdmin');
  if (row.highlight === 'adminRemoved') return auditT('audit.removeAdmin');
  return '';
}

const COLUMNS = [
  column<AdminAuditRow>(auditT('audit.column.time'), 'datetime', (row) => row.createdAt),
  column<AdminAuditRow>(auditT('audit.column.actor'), 'text', (row) => row.actor),
  column<AdminAuditRow>(auditT('audit.column.username'), 'text', (row) => row.actorName),
  column<AdminAuditRow>(auditT('audit.column.action'), 'text', (row) =>
    [row.actionName, highlightText(row)].filter(Boolean).join(' · '),
  ),
  column<AdminAuditRow>(auditT('audit.column.entity'), 'text', (row) => row.entityName),
  column<AdminAuditRow>(auditT('audit.column.entityId'), 'text', (row) => row.entityId),
  column<AdminAuditRow>(auditT('audit.column.object'), 'text', (row) => row.objectName),
  column<AdminAuditRow>(auditT('audit.column.changes'), 'text', changeLines),
];

/**
 * The .xlsx of every entry the filter selects (refused beyond AUDIT_EXPORT_MAX entries).
 * @example
 * const file = await auditExport(db, { entity: 'user' }, { now, timeZone: 'Asia/Shanghai' });
 */
export async function auditExport(
  db: Database,
  query: AdminAuditExportQuery,
  clock: ExportClock,
): Promise<AdminExportFile> {
  const [total] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(auditWhere(query, clock.timeZone));
  if ((total?.n ?? 0) > AUDIT_EXPORT_MAX) throw new ApiError(MSG_AUDIT_EXPORT_TOO_MANY);
  const rows: AdminAuditRow[] = [];
  for await (const batch of auditBatches(db, query, clock.timeZone)) rows.push(...batch);
  const workbook = buildWorkbook(clock, [sheet(auditT('audit.sheet'), COLUMNS, rows)]);
  // the changes: one field a line, shown as lines
  const changes = workbook.worksheets[0]?.getColumn(COLUMNS.length);
  if (changes) changes.alignment = { wrapText: true, vertical: 'top' };
  const fileName = `${fileNamePart(auditT('audit.exportName'))}-${fileStamp(clock)}.xlsx`;
  return xlsxFile(fileName, workbook);
}
