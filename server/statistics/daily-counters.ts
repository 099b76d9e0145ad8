/**
 * Statistics counters aggregated per day, metric and identity (see daily_counters in the schema).
 * Adding is one upsert; reading sums a few rows per day, never raw events.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { TrafficIdentity } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { dailyCounters } from '../db/schema';

/** Metric names stored in daily_counters.metric. */
export const METRICS = {
  /** Page visits (webClicksAdd). */
  pageVisit: 'page_visit',
  /** Seconds of video watched (learnProgress); subject = course id. */
  learnSeconds: 'learn_seconds',
  /** Learners of a course that day: +1 on a user's first credited report of it that day. */
  courseLearnerDay: 'course_learner_day',
  /** Experiment launches (experimentStart); subject = experiment id. */
  experimentLaunch: 'experiment_launch',
  /** Detail views; subject = the record id. */
  courseClick: 'course_click',
  resourceClick: 'resource_click',
  articleClick: 'article_click',
} as const;

export type Metric = (typeof METRICS)[keyof typeof METRICS];

export interface CounterIncrement {
  day: string;
  metric: Metric;
  identity: TrafficIdentity;
  subjectId?: number;
  amount?: number;
}

/** The counter row an increment adds to, as one text (batches sum and order increments by it). */
export function counterKey({ day, metric, identity, subjectId }: CounterIncrement): string {
  return `${day}|${metric}|${identity}|${subjectId ?? 0}`;
}

/** Adds one increment to its counter row (a single write; the hot counters go through counter-batcher.ts). */
export async function addToCounter(db: Database, increment: CounterIncrement): Promise<void> {
  await db
    .insert(dailyCounters)
    .values({
      day: increment.day,
      metric: increment.metric,
      identity: increment.identity,
      subjectId: increment.subjectId ?? 0,
      value: increment.amount ?? 1,
    })
    .onConflictDoUpdate({
      target: [
        dailyCounters.day,
        dailyCounters.metric,
        dailyCounters.identity,
        dailyCounters.subjectId,
      ],
      set: { value: sql`${dailyCounters.value} + excluded.value` },
    });
}

/** Sum of a metric over the days before `day`, or from `day` on. */
export async function counterTotalSplit(
  db: Database,
  metric: Metric,
  part: 'before' | 'from',
  day: string,
): Promise<number> {
  const [row] = await db
    .select({
      total: sql<number>`COALESCE(SUM(${dailyCounters.value}), 0)::bigint`.mapWith(Number),
    })
    .from(dailyCounters)
    .where(
      and(
        eq(dailyCounters.metric, metric),
        part === 'before' ? lt(dailyCounters.day, day) : gte(dailyCounters.day, day),
      ),
    );
  return row?.total ?? 0;
}
