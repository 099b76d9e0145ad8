// Statistics cost against traffic: the same calls with 10 000 and with 10 000 000 stored visit
// events. Visits are stored as counters per day and identity (that is the design under test), so
// the events are generated in bulk straight into those counters.
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';
import { runSeed } from '../server/seed/run-seed.ts';

const CALLS = [
  '/api/xnfz/censusTotal',
  '/api/xnfz/webMonthClicks',
  '/api/xnfz/identityMonthClicks',
];
const ROUNDS = 200;

async function fillVisits(db, total) {
  await db.execute(sql`DELETE FROM daily_counters WHERE metric = 'page_visit'`);
  // 365 days × 4 identities, values summing to `total`
  const cells = 365 * 4;
  const each = Math.floor(total / cells);
  const rest = total - each * cells;
  await db.execute(sql`
    INSERT INTO daily_counters (day, metric, identity, subject_id, value)
    SELECT (CURRENT_DATE - d)::date, 'page_visit', i, 0, ${each}::bigint + CASE WHEN d = 0 AND i = 'visitor' THEN ${rest}::bigint ELSE 0 END
    FROM generate_series(0, 364) AS d, unnest(ARRAY['student', 'teacher', 'public', 'visitor']) AS i`);
}

async function medianLatency(app, url) {
  const times = [];
  for (let i = 0; i < ROUNDS; i++) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ method: 'GET', url });
    if (response.json().code !== 0) throw new Error(`${url} 失败：${response.body}`);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

export async function measureScale() {
  const database = await openDatabase({
    memory: true,
    afterMigrate: (db) => runSeed(db, { demo: true }),
  });
  const app = await buildApp({
    db: database.db,
    config: {
      ...loadConfig({ NODE_ENV: 'test' }),
      rateLimit: { authMax: 1e6, captchaMax: 1e6, windowSeconds: 60 },
    },
  });
  try {
    const result = [];
    for (const total of [10_000, 10_000_000]) {
      await fillVisits(database.db, total);
      const census = (await app.inject({ url: '/api/xnfz/censusTotal' })).json().data;
      const latencies = {};
      for (const url of CALLS) latencies[url] = Number((await medianLatency(app, url)).toFixed(3));
      result.push({ events: total, totalClicksReported: census.totalClicks, medianMs: latencies });
    }
    const [small, large] = result;
    const ratios = Object.fromEntries(
      CALLS.map((url) => [url, Number((large.medianMs[url] / small.medianMs[url]).toFixed(2))]),
    );
    return { rounds: ROUNDS, runs: result, ratioLargeToSmall: ratios };
  } finally {
    await app.close();
    await database.close();
  }
}
