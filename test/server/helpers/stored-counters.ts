// What the counters' table holds, read straight from it (censusTotal may answer from a cache).
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../server/db/open-database';
import { dailyCounters } from '../../../server/db/schema';

/** Page visits in the table, all days and identities. */
export async function storedVisits(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`COALESCE(SUM(${dailyCounters.value}), 0)::int`.mapWith(Number) })
    .from(dailyCounters)
    .where(eq(dailyCounters.metric, 'page_visit'));
  return row?.total ?? 0;
}

/** The rows of `db.execute(…)`, which PGlite and node-postgres shape differently. */
export function executedRows(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
}
