import { sql } from 'drizzle-orm';
import type { Database } from './open-database';

/**
 * Runs a console list's statements planned for their values. The sessions plan every statement
 * once for any values (plan_cache_mode = force_generic_plan, see open-database.ts), which suits
 * the hot counters but not a page of a list: planned blind, `LIMIT $1` is taken for a tenth of the
 * table, so the page's 50 keys were hash-joined against a scan of all 100 000 accounts (76 ms
 * where the planned-for-values join takes 2 ms), and a two-character name (no trigram in it) read
 * the whole trigram index (190 ms) where its own plan scans the table (70 ms). `fn` gets the
 * transaction to run them in.
 * @example
 * const page = await plannedForValues(db, (tx) => userPage(tx, query));
 */
export function plannedForValues<T>(db: Database, fn: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL plan_cache_mode = force_custom_plan`);
    return fn(tx as unknown as Database);
  });
}
