import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { seedSteps, users } from '../../server/db/schema';
import { runSeed } from '../../server/seed/run-seed';
import { DEMO_USERS } from '../../server/seed/demo-users';
import { createTestApp, createTestDatabase, login, testSeedSteps } from './helpers/test-app';
import type { TestDatabase } from './helpers/test-app';

async function userCount(database: TestDatabase): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

describe('database and seed', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase({ seed: false });
  });
  after(() => database.close());

  it('has every table of the schema after the migrations', async () => {
    const result = await database.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    const tables = (result as unknown as { rows: { table_name: string }[] }).rows.map(
      (row) => row.table_name,
    );
    for (const table of [
      'users',
      'sessions',
      'captchas',
      'verification_codes',
      'outbox',
      'categories',
      'courses',
      'chapters',
      'lessons',
      'resources',
      'articles',
      'experiments',
      'experiment_sessions',
      'collections',
      'course_learners',
      'learn_progress',
      'learn_records',
      'ratings',
      'feedback',
      'banners',
      'site_settings',
      'daily_counters',
      'seed_steps',
    ]) {
      assert.ok(tables.includes(table), `table ${table}`);
    }
  });

  it('returns bigint values as numbers (same on PGlite and pg)', async () => {
    const result = await database.db.execute(
      sql`SELECT 9007199254740991::int8 AS big, COUNT(*) AS n FROM ${users}`,
    );
    const row = (result as unknown as { rows: { big: unknown; n: unknown }[] }).rows[0]!;
    assert.equal(row.big, 9007199254740991);
    assert.equal(typeof row.n, 'number');
  });

  it('seeds nothing with demo data off', async () => {
    assert.deepEqual(await runSeed(database.db, { demo: false }), []);
    assert.equal(await userCount(database), 0);
  });

  it('seeds the demo users once, even when run twice at the same time', async () => {
    // The demo content steps are tested in demo-content.test.ts.
    const userSteps = testSeedSteps();
    const [first, second] = await Promise.all([
      runSeed(database.db, { demo: true, steps: userSteps }),
      runSeed(database.db, { demo: true, steps: userSteps }),
    ]);
    assert.deepEqual([...first!, ...second!], ['demo-users-v1']);
    assert.equal(await userCount(database), DEMO_USERS.length);
    assert.deepEqual(await runSeed(database.db, { demo: true, steps: userSteps }), []);
    assert.equal(await userCount(database), DEMO_USERS.length);
    const [steps] = await database.db.select({ n: count() }).from(seedSteps);
    assert.equal(steps!.n, 1);
  });

  it('creates one demo user of each identity, with Chinese names, who can log in with Demo@1234', async () => {
    const rows = await database.db.select().from(users).orderBy(users.id);
    assert.deepEqual(
      rows.map((row) => [row.username, row.identity]),
      [
        ['student1', 'student'],
        ['teacher1', 'teacher'],
        ['public1', 'public'],
      ],
    );
    for (const row of rows) assert.match(row.realName, /^[\u4e00-\u9fa5]{2,4}$/);
    const t = await createTestApp({ database });
    try {
      for (const row of rows) {
        const response = await login(t, row.username, 'Demo@1234');
        assert.equal(response.body.code, 0, response.raw);
        assert.equal(response.body.data!.user.identity, row.identity);
      }
    } finally {
      await t.close();
    }
  });
});
