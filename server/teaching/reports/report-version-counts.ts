/**
 * How many versions each report has (the grading queue and the grading sheet show it). One
 * grouped count over report_versions, every column qualified by its table: an unqualified `id`
 * once made the count cover every report's versions instead of each one's own.
 */
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { reportVersions } from '../../db/schema';

/**
 * The number of versions of each of the reports (a report with none is absent: read it as 0).
 * @example
 * const counts = await versionCountsOf(db, [5, 6]);
 * counts.get(5) ?? 0; // 2
 */
export async function versionCountsOf(
  db: Database,
  reportIds: readonly number[],
): Promise<Map<number, number>> {
  if (!reportIds.length) return new Map();
  const rows = await db
    .select({ reportId: reportVersions.reportId, n: count() })
    .from(reportVersions)
    .where(inArray(reportVersions.reportId, [...reportIds]))
    .groupBy(reportVersions.reportId);
  return new Map(rows.map((row) => [row.reportId, Number(row.n)]));
}
