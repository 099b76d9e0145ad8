/**
 * Group commit for the hot counters (page visits, detail clicks): increments that arrive while a
 * batch is being written are summed per counter row and written by one statement; every caller is
 * answered only after that statement committed, so nothing acknowledged is lost, and a failed
 * write fails every caller of its batch.
 */
import { sql } from 'drizzle-orm';
import { createGroupCommit } from '../db/group-commit';
import type { Database } from '../db/open-database';
import { dailyCounters } from '../db/schema';
import { counterTotal } from './daily-counters';
import type { CounterIncrement, Metric } from './daily-counters';

interface CounterAdd {
  increment: CounterIncrement;
  /** The metric whose total the caller wants after its batch. */
  totalOf: Metric | null;
}

export interface CounterBatcher {
  /**
   * Adds one increment; resolves once its batch is committed, with the total of `totalOf` read
   * after that commit (null without it).
   * @example
   * const total = await ctx.counters.add({ day, metric: METRICS.pageVisit, identity }, METRICS.pageVisit);
   */
  add(increment: CounterIncrement, totalOf?: Metric): Promise<number | null>;
  /** Writes what is gathered now and waits for every batch in flight. */
  flush(): Promise<void>;
  /** Batches written so far (for tests and the bench). */
  batches(): number;
}

function keyOf(increment: CounterIncrement): string {
  return `${increment.day}|${increment.metric}|${increment.identity}|${increment.subjectId ?? 0}`;
}

/** One upsert for the batch, its increments summed per counter row; then the totals asked for. */
async function writeCounters(db: Database, adds: CounterAdd[]): Promise<(number | null)[]> {
  const rows = new Map<string, typeof dailyCounters.$inferInsert>();
  for (const { increment } of adds) {
    const key = keyOf(increment);
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
  await db
    .insert(dailyCounters)
    // in key order: two processes locking the same rows take them in the same order
    .values([...rows].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, row]) => row))
    .onConflictDoUpdate({
      target: [
        dailyCounters.day,
        dailyCounters.metric,
        dailyCounters.identity,
        dailyCounters.subjectId,
      ],
      set: { value: sql`${dailyCounters.value} + excluded.value` },
    });
  const totals = new Map<Metric, number>();
  for (const metric of new Set(adds.map((add) => add.totalOf))) {
    if (metric !== null) totals.set(metric, await counterTotal(db, metric));
  }
  return adds.map((add) => (add.totalOf === null ? null : (totals.get(add.totalOf) ?? 0)));
}

/**
 * One batcher per server process, on the app context.
 * @param windowMs how long the first increment after a quiet period waits for others (0: the next
 * turn of the event loop); while a batch is written, what arrives gathers into the next anyway
 * @example
 * const counters = createCounterBatcher(db, 0);
 */
export function createCounterBatcher(db: Database, windowMs: number): CounterBatcher {
  const group = createGroupCommit((adds: CounterAdd[]) => writeCounters(db, adds), windowMs);
  return {
    add: (increment, totalOf) => group.add({ increment, totalOf: totalOf ?? null }),
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
