/**
 * Group commit for the hot counters (page visits, detail clicks): increments that arrive within a
 * few milliseconds are summed per counter row and written by one statement; every caller is
 * answered only after that statement committed, so nothing acknowledged is lost, and a failed
 * write fails every caller of its batch.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { dailyCounters } from '../db/schema';
import { counterTotal } from './daily-counters';
import type { CounterIncrement, Metric } from './daily-counters';

interface Waiter {
  resolve: (total: number | null) => void;
  reject: (error: unknown) => void;
  /** The metric whose total the caller wants after its batch. */
  total: Metric | null;
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

/**
 * One batcher per server process, on the app context.
 * @example
 * const counters = createCounterBatcher(db, 5);
 */
export function createCounterBatcher(db: Database, windowMs: number): CounterBatcher {
  let pending = new Map<string, Required<CounterIncrement>>();
  let waiters: Waiter[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  // one batch in flight at a time: what arrives meanwhile gathers into the next
  let inFlight: Promise<void> = Promise.resolve();
  let written = 0;

  async function write(rows: Required<CounterIncrement>[], batch: Waiter[]): Promise<void> {
    try {
      await db
        .insert(dailyCounters)
        .values(
          rows.map((row) => ({
            day: row.day,
            metric: row.metric,
            identity: row.identity,
            subjectId: row.subjectId,
            value: row.amount,
          })),
        )
        .onConflictDoUpdate({
          target: [
            dailyCounters.day,
            dailyCounters.metric,
            dailyCounters.identity,
            dailyCounters.subjectId,
          ],
          set: { value: sql`${dailyCounters.value} + excluded.value` },
        });
      written += 1;
      const totals = new Map<Metric, number>();
      for (const metric of new Set(batch.map((waiter) => waiter.total))) {
        if (metric !== null) totals.set(metric, await counterTotal(db, metric));
      }
      for (const waiter of batch)
        waiter.resolve(waiter.total === null ? null : (totals.get(waiter.total) ?? 0));
    } catch (error) {
      for (const waiter of batch) waiter.reject(error);
    }
  }

  function flush(): Promise<void> {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (waiters.length > 0) {
      const rows = [...pending.values()];
      const batch = waiters;
      pending = new Map();
      waiters = [];
      inFlight = inFlight.then(() => write(rows, batch));
    }
    return inFlight;
  }

  return {
    add(increment, totalOf) {
      const key = keyOf(increment);
      const row = pending.get(key);
      if (row) row.amount += increment.amount ?? 1;
      else
        pending.set(key, {
          day: increment.day,
          metric: increment.metric,
          identity: increment.identity,
          subjectId: increment.subjectId ?? 0,
          amount: increment.amount ?? 1,
        });
      const done = new Promise<number | null>((resolve, reject) => {
        waiters.push({ resolve, reject, total: totalOf ?? null });
      });
      timer ??= setTimeout(() => void flush(), windowMs);
      return done;
    },
    flush,
    batches: () => written,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's counter group commit (tests and the bench read `batches()`). */
    counters: CounterBatcher;
  }
}
