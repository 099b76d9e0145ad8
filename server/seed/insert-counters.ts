/**
 * Bulk insert of daily counters for the seed: one statement with the rows as a JSON parameter
 * (jsonb_to_recordset), in chunks, adding to rows that already exist.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';

const CHUNK = 20_000;

/** Keys are `day|metric|identity|subjectId` (see history-steps.ts). */
export async function insertCounters(tx: Database, counters: Map<string, number>): Promise<void> {
  const rows = [...counters].map(([key, value]) => {
    const [day, metric, identity, subject] = key.split('|');
    return { day, metric, identity, subject_id: Number(subject), value };
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await tx.execute(sql`
      INSERT INTO daily_counters (day, metric, identity, subject_id, value)
      SELECT day, metric, identity, subject_id, value
      FROM jsonb_to_recordset(${json}::jsonb)
        AS x(day date, metric text, identity text, subject_id integer, value bigint)
      ON CONFLICT (day, metric, identity, subject_id)
      DO UPDATE SET value = daily_counters.value + excluded.value`);
  }
}
