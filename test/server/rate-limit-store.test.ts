/**
 * The rate limits' store in the database (what several server processes share, issue 17 goal 4)
 * under a crowd: hits that arrive together are counted by one statement per batch (group commit),
 * each hit still gets its own exact count, and the route refuses exactly the hits over its limit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { rateLimitHits } from '../../server/db/schema';
import { databaseRateLimitStore } from '../../server/http/rate-limit-store';
import { countQueries } from './helpers/query-counter';
import { createTestApp, createTestDatabase } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

const CROWD = 60;

function incr(
  store: ReturnType<InstanceType<ReturnType<typeof databaseRateLimitStore>>['child']>,
  key: string,
): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => {
    store.incr(
      key,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      60_000,
      CROWD * 2,
    );
  });
}

describe('rate limits: the database store under a crowd', () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase({ seed: false });
  });
  after(() => database.close());

  it('counts concurrent hits exactly, each with its own count, in far fewer statements than hits', async () => {
    const counted = countQueries(database.db);
    const Store = databaseRateLimitStore(counted.db);
    const store = new Store({}).child({
      routeInfo: { method: 'GET', url: '/crowd' },
    } as never);
    const results = await Promise.all([
      ...Array.from({ length: CROWD }, () => incr(store, '10.0.0.1')),
      ...Array.from({ length: 5 }, () => incr(store, '10.0.0.2')),
    ]);
    const first = results.slice(0, CROWD).map((result) => result.current);
    assert.deepEqual(
      [...first].sort((a, b) => a - b),
      Array.from({ length: CROWD }, (_, index) => index + 1),
      'every hit of the crowd has its own place in the window',
    );
    assert.deepEqual(
      results
        .slice(CROWD)
        .map((result) => result.current)
        .sort(),
      [1, 2, 3, 4, 5],
      'another address counts on its own',
    );
    for (const result of results) assert.ok(result.ttl > 0 && result.ttl <= 60_000);
    const [row] = await database.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'GET /crowd|10.0.0.1'));
    assert.equal(row?.hits, CROWD);
    const statements = Store.batches() + counted.count();
    assert.ok(
      Store.batches() >= 1 && statements <= CROWD / 4,
      `${CROWD + 5} hits took ${statements} statements`,
    );
    // the next hit continues the window
    assert.equal((await incr(store, '10.0.0.1')).current, CROWD + 1);
  });
});

describe('rate limits: a route on the database store refuses exactly what is over its limit', () => {
  const LIMIT = 25;
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { rateLimitStore: 'database', visitRateMax: LIMIT } });
  });
  after(() => t.close());

  it(`${CROWD} visits at once from one address: ${LIMIT} are counted, the rest get 429`, async () => {
    const answers = await Promise.all(
      Array.from({ length: CROWD }, () =>
        t.app.inject({ method: 'GET', url: '/api/xnfz/webClicksAdd' }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, LIMIT);
    assert.equal(statuses.filter((status) => status === 429).length, CROWD - LIMIT);
  });
});
