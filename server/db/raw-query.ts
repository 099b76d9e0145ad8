/**
 * A statement sent straight to the driver, for the few hot statements whose text never changes
 * (the group commits of the counters and of the rate-limit store): drizzle would build the SQL and a query object again for every
 * batch, and hand PGlite its value parsers, which PGlite copies on every query. The statement is
 * prepared once under its name: per connection on PostgreSQL, once on PGlite (pglite-prepared.ts).
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Database } from './open-database';
import { pglitePrepared } from './pglite-prepared';

export type RawQuery = <Row>(values: unknown[]) => Promise<Row[]>;

/**
 * @param name the prepared statement's name on PostgreSQL (one per text)
 * @example
 * const countBatch = rawQuery(db, 'counter-batch', 'SELECT …');
 * const rows = await countBatch<{ total: number }>([day, metric]);
 */
export function rawQuery(db: Database, name: string, text: string): RawQuery {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if ('waitReady' in client) {
    const prepared = pglitePrepared(client, name, text);
    return async <Row>(values: unknown[]) =>
      (await prepared<Row>(values)) ?? (await client.query<Row>(text, values)).rows;
  }
  return async <Row>(values: unknown[]) =>
    (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows;
}
