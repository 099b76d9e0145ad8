/**
 * Group commit for the hot counters (page visits, detail clicks): increments that arrive while a
 * batch is being written are summed per counter row and written by one statement; every caller is
 * answered only after that statement committed, so nothing acknowledged is lost, and a failed
 * write fails every caller of its batch.
 */
import { createGroupCommit } from '../db/group-commit';
import type { Database } from '../db/open-database';
import { rawQuery, type RawQuery } from '../db/raw-query';
import type { dailyCounters } from '../db/schema';
import { removeEndedWindows, type WindowPlace } from '../http/rate-limit-store';
import { counterKey, counterTotalSplit } from './daily-counters';
import type { CounterIncrement, Metric } from './daily-counters';
import {
  LIMITED_BATCH_STATEMENT,
  writeLimitedBatch,
  type CounterLimit,
  type LimitedBatchResult,
} from './limited-counter-batch';

interface CounterAdd {
  increment: CounterIncrement;
  /** The metric whose total the caller wants after its batch. */
  totalOf: Metric | null;
  limit: CounterLimit | null;
}

/** What a limited increment (`addLimited`) is answered. */
export interface LimitedAnswer {
  /** False: over its limit, not counted. */
  admitted: boolean;
  /** The total of `totalOf` after the batch (null when not admitted). */
  total: number | null;
  /** Its window: its place among the window's hits and the milliseconds left. */
  window: WindowPlace;
}

interface AddResult {
  admitted: boolean;
  total: number | null;
  window: WindowPlace | null;
}

export interface CounterBatcher {
  /**
   * Adds one increment; resolves once its batch is committed, with the total of `totalOf` read
   * after that commit (null without it).
   * @example
   * const total = await ctx.counters.add({ day, metric: METRICS.pageVisit, identity }, METRICS.pageVisit);
   */
  add(increment: CounterIncrement, totalOf?: Metric): Promise<number | null>;
  /**
   * Adds one increment that counts against a rate-limit window in the database: the window and
   * the counter are written by the batch's one statement, and the increment is counted only when
   * within the limit.
   * @example
   * const answer = await ctx.counters.addLimited(visit, METRICS.pageVisit, { key, max: 300, windowMs: 60_000 });
   */
  addLimited(
    increment: CounterIncrement,
    totalOf: Metric,
    limit: CounterLimit,
  ): Promise<LimitedAnswer>;
  /** Writes what is gathered now and waits for every batch in flight. */
  flush(): Promise<void>;
  /** Batches written so far (for tests and the bench). */
  batches(): number;
}

/** How long a process keeps the sum of the days before a batch's day (see allTimeTotals). */
const PAST_DAYS_KEPT_MS = 60_000;

/**
 * All-time totals without summing every day after each batch: the days before the batch's day no
 * longer change, so each process keeps their sum, and the batch's statement sums only the rows
 * from that day on. Kept for a minute, so a visit of yesterday written just after midnight (by
 * another process, say) is in the totals within that minute.
 */
function pastDaysTotals(db: Database) {
  const kept = new Map<Metric, { day: string; total: number; readAt: number }>();
  return async (metric: Metric, day: string): Promise<number> => {
    let past = kept.get(metric);
    if (!past || past.day !== day || Date.now() - past.readAt > PAST_DAYS_KEPT_MS) {
      past = { day, total: await counterTotalSplit(db, metric, 'before', day), readAt: Date.now() };
      kept.set(metric, past);
    }
    return past.total;
  };
}

/** The batch's increments summed per counter row, in key order (two processes lock alike). */
function counterRows(adds: CounterAdd[]): (typeof dailyCounters.$inferInsert)[] {
  const rows = new Map<string, typeof dailyCounters.$inferInsert>();
  for (const { increment } of adds) {
    const key = counterKey(increment);
    const row = rows.get(key);
    if (row) row.value = (row.value ?? 0) + (increment.amount ?? 1);
    else
      rows.set(key, {
        day: increment.day,
        metric: increment.metric,
        identity: increment.identity,
        subjectId: increment.subjectId ?? 0,
        value: increment.amount ?? 1,
      });
  }
  return [...rows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row);
}

/**
 * One statement for every batch, whatever its size: the upsert of the batch's rows (given as
 * arrays, inserted in key order) and the sums, from the batch's first day on, of the metrics whose
 * totals are asked for. The sums see the table as it was when the statement began, so the batch's
 * own increments are added to them here. Its text never changes: PostgreSQL prepares it once.
 */
export const BATCH_STATEMENT = `
WITH input AS (
  SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::int[], $5::bigint[])
    WITH ORDINALITY AS rows (day, metric, identity, subject_id, value, place)
), written AS (
  INSERT INTO daily_counters (day, metric, identity, subject_id, value)
  SELECT day, metric, identity, subject_id, value FROM input ORDER BY place
  ON CONFLICT (day, metric, identity, subject_id)
  DO UPDATE SET value = daily_counters.value + excluded.value
)
SELECT metric, COALESCE(SUM(value), 0)::bigint AS total FROM daily_counters
WHERE metric = ANY($6::text[]) AND day >= $7::date
GROUP BY metric`;

/** The batch without limits: its rows summed per counter row, and the sums as the statement began. */
async function writePlainBatch(
  writeBatch: RawQuery,
  adds: CounterAdd[],
  wanted: Metric[],
  firstDay: string,
): Promise<Map<Metric, number>> {
  const rows = counterRows(adds);
  const sums = await writeBatch<{ metric: Metric; total: number | string }>([
    rows.map((row) => row.day),
    rows.map((row) => row.metric),
    rows.map((row) => row.identity),
    rows.map((row) => row.subjectId),
    rows.map((row) => row.value),
    wanted,
    firstDay,
  ]);
  return new Map(sums.map((row) => [row.metric, Number(row.total)]));
}

interface BatchStatements {
  plain: RawQuery;
  limited: RawQuery;
}

async function writeCounters(
  statements: BatchStatements,
  adds: CounterAdd[],
  pastTotal: (metric: Metric, day: string) => Promise<number>,
): Promise<AddResult[]> {
  const wanted = [...new Set(adds.map((add) => add.totalOf))].filter(
    (metric): metric is Metric => metric !== null,
  );
  const firstDay = adds.map((add) => add.increment.day).sort()[0] ?? '';
  const {
    admitted,
    windows,
    sums: before,
  }: LimitedBatchResult = adds.some((add) => add.limit)
    ? await writeLimitedBatch(statements.limited, adds, wanted, firstDay, new Date())
    : {
        admitted: adds.map(() => true),
        windows: adds.map(() => null),
        sums: await writePlainBatch(statements.plain, adds, wanted, firstDay),
      };
  const totals = new Map<Metric, number>();
  for (const metric of wanted) {
    const added = adds
      .filter((add, index) => admitted[index] && add.increment.metric === metric)
      .reduce((sum, add) => sum + (add.increment.amount ?? 1), 0);
    totals.set(metric, (await pastTotal(metric, firstDay)) + (before.get(metric) ?? 0) + added);
  }
  return adds.map((add, index) => {
    const counted = admitted[index] ?? false;
    return {
      admitted: counted,
      total: add.totalOf === null || !counted ? null : (totals.get(add.totalOf) ?? 0),
      window: windows[index] ?? null,
    };
  });
}

/**
 * One batcher per server process, on the app context.
 * @param windowMs how long the first increment after a quiet period waits for others (0: the next
 * turn of the event loop); while a batch is written, what arrives gathers into the next anyway
 * @example
 * const counters = createCounterBatcher(db, 0);
 */
export function createCounterBatcher(db: Database, windowMs: number): CounterBatcher {
  const pastTotal = pastDaysTotals(db);
  const statements: BatchStatements = {
    plain: rawQuery(db, 'xnfz-counter-batch', BATCH_STATEMENT),
    limited: rawQuery(db, 'xnfz-limited-counter-batch', LIMITED_BATCH_STATEMENT),
  };
  const endedWindows = removeEndedWindows(db);
  const group = createGroupCommit(async (adds: CounterAdd[]) => {
    const results = await writeCounters(statements, adds, pastTotal);
    await endedWindows.afterHits(adds.filter((add) => add.limit !== null).length);
    return results;
  }, windowMs);
  return {
    add: async (increment, totalOf) =>
      (await group.add({ increment, totalOf: totalOf ?? null, limit: null })).total,
    addLimited: async (increment, totalOf, limit) => {
      const result = await group.add({ increment, totalOf, limit });
      return {
        admitted: result.admitted,
        total: result.total,
        window: result.window ?? { current: limit.max + 1, ttl: limit.windowMs },
      };
    },
    flush: group.flush,
    batches: group.batches,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's counter group commit (tests and the bench read `batches()`). */
    counters: CounterBatcher;
  }
}
