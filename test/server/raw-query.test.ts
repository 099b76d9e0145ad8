/**
 * The hot statements sent straight to the driver (server/db/raw-query.ts): prepared once under
 * their name, they answer as the driver's own queries do, arrays of awkward text included; on PGlite's
 * single session they never slip into another caller's open transaction, and a failing call
 * leaves the session usable.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { rawQuery } from '../../server/db/raw-query';
import { createTestDatabase } from './helpers/test-app';
import type { TestDatabase } from './helpers/test-app';

const INSERT = `
INSERT INTO raw_query_probe (label, amount, total, seen_at, day)
SELECT * FROM unnest($1::text[], $2::int[], $3::bigint[], $4::timestamptz[], $5::date[])
RETURNING label, amount, total, seen_at, day`;

const AWKWARD = ['a"b', 'c\\d', 'e,f', '{g}', ' h ', '', 'NULL', '甲 乙', null];

interface DriverClient {
  query(text: string): Promise<{ rows: ProbeRow[] }>;
}

interface ProbeRow {
  label: string | null;
  amount: number;
  total: number | string;
  seen_at: Date;
  day: string | Date;
}

describe('raw queries: prepared hot statements', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.execute(
      sql.raw(`CREATE TABLE raw_query_probe (
        label text, amount int NOT NULL CHECK (amount >= 0), total bigint NOT NULL,
        seen_at timestamptz NOT NULL, day date NOT NULL)`),
    );
  });
  after(() => database.close());

  /** The table as the driver's own query() reads it (what rawQuery promises to match). */
  async function stored(): Promise<ProbeRow[]> {
    const client = (database.db as unknown as { $client: DriverClient }).$client;
    const result = await client.query(
      'SELECT label, amount, total, seen_at, day FROM raw_query_probe ORDER BY amount',
    );
    return result.rows;
  }

  it('answers with the rows and types the driver reads, awkward text and NULL included', async () => {
    const insert = rawQuery(database.db, 'raw-query-probe-insert', INSERT);
    const seenAt = new Date('2026-11-24T08:30:15.250Z');
    const returned = await insert<ProbeRow>([
      AWKWARD,
      AWKWARD.map((_, index) => index),
      AWKWARD.map((_, index) => 9_000_000_000 + index),
      AWKWARD.map(() => seenAt),
      AWKWARD.map(() => '2026-11-24'),
    ]);
    assert.deepEqual(
      returned.map((row) => row.label),
      AWKWARD,
    );
    assert.equal(returned[3]?.seen_at.getTime(), seenAt.getTime());
    assert.equal(Number(returned[2]?.total), 9_000_000_002);
    const rows = await stored();
    assert.deepEqual(
      rows.map((row) => row.label),
      AWKWARD,
    );
    assert.deepEqual(
      returned.map((row) => ({ ...row, total: Number(row.total) })),
      rows.map((row) => ({ ...row, total: Number(row.total) })),
      'the same values, parsed alike',
    );
  });

  it('prepares the statement once, not on every call (PGlite)', async (context) => {
    if (database.kind !== 'pglite') {
      context.skip('PostgreSQL prepares per pooled connection; pg does that itself');
      return;
    }
    const count = rawQuery(
      database.db,
      'raw-query-probe-count',
      'SELECT count(*)::int AS n FROM raw_query_probe',
    );
    for (let call = 0; call < 3; call += 1) await count<{ n: number }>([]);
    const prepared = await database.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name = 'raw-query-probe-count'`,
    );
    assert.deepEqual((prepared as unknown as { rows: { n: number }[] }).rows, [{ n: 1 }]);
  });

  it('never joins a transaction another caller has open: it waits, and a rollback there keeps its write', async () => {
    await database.db.execute(sql.raw('DELETE FROM raw_query_probe'));
    const insert = rawQuery(database.db, 'raw-query-probe-insert', INSERT);
    const row = (label: string, amount: number) => [
      [label],
      [amount],
      [1],
      [new Date()],
      ['2026-11-24'],
    ];
    let inside!: () => void;
    const opened = new Promise<void>((resolve) => (inside = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql.raw(`INSERT INTO raw_query_probe VALUES ('rolled back', 1, 1, now(), '2026-11-24')`),
        );
        inside();
        await held;
        tx.rollback();
      })
      .catch((error: unknown) => error);
    await opened;
    const outside = insert(row('outside', 2));
    // give the raw statement every chance to run between the transaction's statements
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    await outside;
    assert.deepEqual(
      (await stored()).map((stored) => stored.label),
      ['outside'],
    );
  });

  it('a failing call rejects with the database error and the next call works', async () => {
    await database.db.execute(sql.raw('DELETE FROM raw_query_probe'));
    const insert = rawQuery(database.db, 'raw-query-probe-insert', INSERT);
    await assert.rejects(
      insert([['negative'], [-1], [1], [new Date()], ['2026-11-24']]),
      /raw_query_probe_amount_check/,
    );
    await assert.rejects(insert([['bad day'], [1], [1], [new Date()], ['not a day']]), /date/);
    await insert([['after'], [3], [1], [new Date()], ['2026-11-24']]);
    assert.deepEqual(
      (await stored()).map((stored) => stored.label),
      ['after'],
    );
  });
});
