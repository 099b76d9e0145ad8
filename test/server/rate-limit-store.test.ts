/**
 * The rate limits' store in the database (what several server processes share, issue 17 goal 4)
 * under a crowd: hits that arrive together are counted by one statement per batch (group commit),
 * each hit still gets its own exact count, and the route refuses exactly the hits over its limit.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, like } from 'drizzle-orm';
import { rateLimitHits } from '../../server/db/schema';
import { databaseRateLimitStore, removeEndedWindows } from '../../server/http/rate-limit-store';
import { countQueries } from './helpers/query-counter';
import { storedVisits } from './helpers/stored-counters';
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

describe('rate limits: a visit on the database store is one statement, its window and its count', () => {
  const LIMIT = 7;
  let t: TestApp;
  before(async () => {
    t = await createTestApp({
      config: { rateLimitStore: 'database', visitRateMax: LIMIT, counterBatchMs: 5 },
    });
  });
  after(() => t.close());

  const visit = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/xnfz/webClicksAdd', remoteAddress });

  it('counts exactly the visits under the limit, refuses the rest with a wait, and writes each batch once', async () => {
    const before = await storedVisits(t.db);
    const storeBatches = t.app.rateLimitStore!.batches();
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () => visit('10.20.0.1')),
      ...Array.from({ length: 3 }, () => visit('10.20.0.2')),
    ]);
    const crowd = answers.slice(0, 20);
    const admitted = crowd.filter((answer) => answer.statusCode === 200);
    const refused = crowd.filter((answer) => answer.statusCode === 429);
    assert.equal(admitted.length, LIMIT);
    assert.equal(refused.length, 20 - LIMIT);
    for (const answer of answers.slice(20)) assert.equal(answer.statusCode, 200, 'another address');
    assert.equal(await storedVisits(t.db), before + LIMIT + 3, 'only admitted visits are counted');

    assert.deepEqual(
      admitted.map((answer) => Number(answer.headers['x-ratelimit-remaining'])).sort(),
      Array.from({ length: LIMIT }, (_, index) => index),
      'each admitted visit has its own place in the window',
    );
    for (const answer of admitted) {
      assert.equal(answer.headers['x-ratelimit-limit'], String(LIMIT));
      const reset = Number(answer.headers['x-ratelimit-reset']);
      assert.ok(reset > 0 && reset <= 60, `x-ratelimit-reset ${reset}`);
    }
    for (const answer of refused) {
      const wait = Number(answer.headers['retry-after']);
      assert.ok(wait > 0 && wait <= 60, `retry-after ${wait}`);
      assert.deepEqual(answer.json(), { code: 500, msg: `请求过于频繁，请 ${wait} 秒后再试` });
      assert.equal(answer.headers['x-ratelimit-remaining'], '0');
    }
    assert.equal(
      t.app.rateLimitStore!.batches(),
      storeBatches,
      'no second statement in the rate-limit store: the window is written with the count',
    );
    const [row] = await t.db
      .select({ hits: rateLimitHits.hits })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'GET /api/xnfz/webClicksAdd|10.20.0.1'));
    assert.equal(row?.hits, 20, 'the window counts refused visits too, as the plugin does');
  });

  it('a visit answered 200 is in the table, and a refused one never is, one at a time too', async () => {
    const before = await storedVisits(t.db);
    for (let i = 0; i < LIMIT; i += 1) {
      const answer = await visit('10.20.0.3');
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.headers['x-ratelimit-remaining'], String(LIMIT - i - 1));
      assert.equal(await storedVisits(t.db), before + i + 1);
    }
    assert.equal((await visit('10.20.0.3')).statusCode, 429);
    assert.equal(await storedVisits(t.db), before + LIMIT);
  });
});

describe('rate limits: windows that ended long ago are removed', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { rateLimitStore: 'database', visitRateMax: 3 } });
  });
  after(() => t.close());

  const plantWindows = async () => {
    const now = Date.now();
    await t.db.insert(rateLimitHits).values([
      { key: 'GET /old|10.30.0.1', hits: 4, windowEndsAt: new Date(now - 2 * 3_600_000) },
      { key: 'GET /recent|10.30.0.1', hits: 4, windowEndsAt: new Date(now - 600_000) },
    ]);
  };
  const plantedLeft = async () =>
    (
      await t.db
        .select({ key: rateLimitHits.key })
        .from(rateLimitHits)
        .where(like(rateLimitHits.key, '%|10.30.0.1'))
    )
      .map((row) => row.key)
      .sort();

  it('once every 500 hits, those that ended an hour ago or more; the others stay', async () => {
    await plantWindows();
    const ended = removeEndedWindows(t.db);
    await ended.afterHits(499);
    assert.deepEqual(await plantedLeft(), ['GET /old|10.30.0.1', 'GET /recent|10.30.0.1']);
    await ended.afterHits(1);
    assert.deepEqual(await plantedLeft(), ['GET /recent|10.30.0.1']);
  });

  it('the visits, whose windows their counter batches write, remove them too', async () => {
    await t.db.delete(rateLimitHits);
    await plantWindows();
    const answers = await Promise.all(
      Array.from({ length: 500 }, () =>
        t.app.inject({ method: 'GET', url: '/api/xnfz/webClicksAdd', remoteAddress: '10.30.0.9' }),
      ),
    );
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 3);
    assert.deepEqual(await plantedLeft(), ['GET /recent|10.30.0.1']);
  });
});
