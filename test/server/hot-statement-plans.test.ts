/**
 * The hot statements (counter batches, rate-limit windows: db/raw-query.ts) are prepared once and
 * run with one generic plan for every batch: planning them again for each batch cost PostgreSQL
 * more than running them. A generic plan does not see the values, so each statement must be
 * written so that its plan stays on the primary key whatever the values — on a table of years of
 * counters too, where a sequential scan per batch would take tens of milliseconds.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { HITS_STATEMENT } from '../../server/http/rate-limit-store';
import { BATCH_STATEMENT } from '../../server/statistics/counter-batcher';
import { LIMITED_BATCH_STATEMENT } from '../../server/statistics/limited-counter-batch';
import { executedRows } from './helpers/stored-counters';
import { createTestDatabase } from './helpers/test-app';
import type { TestDatabase } from './helpers/test-app';

const TODAY = '2026-11-25';
const array = (values: (string | number)[]) => `'{${values.join(',')}}'`;

/** EXECUTE arguments as literals (a utility statement takes no bind parameters). */
const ARGUMENTS = {
  plain: [
    array([TODAY]),
    array(['page_visit']),
    array(['visitor']),
    array([0]),
    array([3]),
    array(['page_visit']),
    `'${TODAY}'`,
  ],
  limited: [
    array([TODAY, TODAY]),
    array(['page_visit', 'page_visit']),
    array(['visitor', 'student']),
    array([0, 0]),
    array([1, 1]),
    array(['"GET /v|10.0.0.1"', '"GET /v|10.0.0.1"']),
    array([1, 2]),
    array(['page_visit']),
    `'${TODAY}'`,
    array(['"GET /v|10.0.0.1"']),
    array([2]),
    array([`"${TODAY}T12:01:00Z"`]),
    array([300]),
    `'${TODAY}T12:00:00Z'`,
  ],
  hits: [
    array(['"GET /v|10.0.0.1"']),
    array([1]),
    array([`"${TODAY}T12:01:00Z"`]),
    `'${TODAY}T12:00:00Z'`,
  ],
};

describe('hot statements: one generic plan that stays on the primary key', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase({ seed: false });
    // about four years of counters: three metrics, three identities, thirty records a day
    await database.db.execute(sql`
      INSERT INTO daily_counters (day, metric, identity, subject_id, value)
      SELECT d::date, m, i, s, 1
      FROM generate_series('2023-01-01'::date, ${TODAY}::date, '1 day') d,
        unnest(ARRAY['page_visit', 'course_click', 'learn_seconds']) m,
        unnest(ARRAY['visitor', 'student', 'teacher']) i,
        generate_series(0, 29) s
      WHERE m <> 'page_visit' OR s = 0`);
    await database.db.execute(sql`
      INSERT INTO rate_limit_hits (key, hits, window_ends_at)
      SELECT 'GET /v|10.1.' || n, 1, now() FROM generate_series(1, 20000) n`);
    await database.db.execute(sql`ANALYZE daily_counters`);
    await database.db.execute(sql`ANALYZE rate_limit_hits`);
  });
  after(() => database.close());

  it("the database's sessions plan prepared statements once (generic plans)", async () => {
    const rows = await database.db.execute(sql.raw('SHOW plan_cache_mode'));
    assert.equal(executedRows(rows)[0]?.plan_cache_mode, 'force_generic_plan');
  });

  // the batches read sums with a WHERE on parameters, which a generic plan shows as $n
  const statements = [
    ['the counter batch', BATCH_STATEMENT, ARGUMENTS.plain, true],
    ['the limited counter batch (visits)', LIMITED_BATCH_STATEMENT, ARGUMENTS.limited, true],
    ['the rate-limit windows', HITS_STATEMENT, ARGUMENTS.hits, false],
  ] as const;

  for (const [name, text, values, filtersOnParameters] of statements) {
    it(`${name}: no sequential scan in its generic plan`, async () => {
      const plan = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw('SET LOCAL plan_cache_mode = force_generic_plan'));
        await tx.execute(sql.raw(`PREPARE hot_statement AS ${text}`));
        const rows = await tx.execute(
          sql.raw(`EXPLAIN EXECUTE hot_statement(${values.join(', ')})`),
        );
        await tx.execute(sql.raw('DEALLOCATE hot_statement'));
        return executedRows(rows)
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      });
      if (process.env.SHOW_PLANS) process.stderr.write(`${plan}\n`);
      assert.doesNotMatch(plan, /Seq Scan on (daily_counters|rate_limit_hits)/, plan);
      if (filtersOnParameters) assert.match(plan, /\$\d/, 'the generic plan (it shows parameters)');
      assert.match(plan, /Conflict Arbiter Indexes: (daily_counters|rate_limit_hits)_pkey/);
    });
  }
});
