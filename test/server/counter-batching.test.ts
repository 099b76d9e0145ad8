/**
 * Group commit of the hot counters (issue 17, goal 3): concurrent visits and detail clicks are
 * written in a few batches, each request is answered only after its batch is committed, and the
 * counts stay exact.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { articles, dailyCounters } from '../../server/db/schema';
import type { WebClicksAddData } from '../../src/core/api/contract';
import { storedVisits } from './helpers/stored-counters';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const VISITS = 120;

describe('counters: group commit', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ config: { visitRateMax: 100_000, counterBatchMs: 5 } });
  });
  after(() => t.close());

  it('concurrent visits are written in a few batches, each answered only after its batch is stored, and none is lost', async () => {
    const before = await storedVisits(t.db);
    const batchesBefore = t.app.counters.batches();
    let answered = 0;
    const checks: Promise<void>[] = [];
    const totals = await Promise.all(
      Array.from({ length: VISITS }, async () => {
        const response = await t.app.inject({ method: 'GET', url: '/api/xnfz/webClicksAdd' });
        const body = response.json<{ code: number; data: WebClicksAddData }>();
        assert.equal(body.code, 0);
        answered += 1;
        const acknowledged = answered;
        // what was acknowledged is already in the table
        checks.push(
          storedVisits(t.db).then((stored) =>
            assert.ok(stored - before >= acknowledged, `${stored - before} < ${acknowledged}`),
          ),
        );
        return body.data.total;
      }),
    );
    await Promise.all(checks);
    assert.equal(await storedVisits(t.db), before + VISITS, 'exact count');
    const batches = t.app.counters.batches() - batchesBefore;
    assert.ok(batches >= 1 && batches <= VISITS / 4, `${VISITS} visits in ${batches} batches`);
    assert.equal(Math.max(...totals), before + VISITS, 'the last batch answers the full total');
    for (const total of totals) assert.ok(total > before && total <= before + VISITS);
  });

  it('detail clicks are batched too and counted exactly per record', async () => {
    const [article] = await t.db
      .insert(articles)
      .values({
        kind: 'news',
        title: '批量计数测试',
        content: '<p>正文</p>',
        publishedAt: new Date(t.clock.now()),
      })
      .returning({ id: articles.id });
    const id = article!.id;
    const batchesBefore = t.app.counters.batches();
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.app.inject({ method: 'GET', url: `/api/xnfz/articleDetail?id=${id}` }),
      ),
    );
    for (const answer of answers) assert.equal(answer.json<{ code: number }>().code, 0);
    const [row] = await t.db
      .select({ total: sql<number>`SUM(${dailyCounters.value})::int`.mapWith(Number) })
      .from(dailyCounters)
      .where(and(eq(dailyCounters.metric, 'article_click'), eq(dailyCounters.subjectId, id)));
    assert.equal(row?.total, 40);
    assert.ok(t.app.counters.batches() - batchesBefore <= 10);
  });
});
