/**
 * How many versions each report has (the grading queue and the grading sheet show it), and the
 * latest of one report. One grouped count over report_versions, every column qualified by its
 * table: an unqualified `id` once made the count cover every report's versions instead of each
 * one's own.
 */
import { count, desc, eq, inArray } from 'drizzle-orm';
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

/**
 * The report's latest version: its number and the attachments it was handed in with (none when
 * the report was never submitted).
 * @example
 * const latest = await latestVersionOf(db, 5); // { number: 2, attachments: [7] }
 */
export async function latestVersionOf(
  db: Database,
  reportId: number,
): Promise<{ number: number; attachments: number[] } | undefined> {
  const [latest] = await db
    .select({ number: reportVersions.number, attachments: reportVersions.attachments })
    .from(reportVersions)
    .where(eq(reportVersions.reportId, reportId))
    .orderBy(desc(reportVersions.number))
    .limit(1);
  return latest;
}
