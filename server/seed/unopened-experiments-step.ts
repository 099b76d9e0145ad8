/**
 * Demo seed step: experiments without a page of their own (an empty launchUrl, shown as 暂未开放
 * and refused by experimentStart) cannot have been launched or scored. demo-history-v1 gave
 * them synthetic launches, scores and two demo users' attempts; this step removes those so
 * every figure the portal shows for them is what really happened: nothing.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { dailyCounters, experimentSessions, experiments } from '../db/schema';
import { METRICS } from '../statistics/daily-counters';
import type { SeedStep } from './run-seed';

async function clearUnopenedExperiments(tx: Database): Promise<void> {
  const unopened = (
    await tx.select({ id: experiments.id }).from(experiments).where(eq(experiments.launchUrl, ''))
  ).map((row) => row.id);
  if (unopened.length === 0) return;
  await tx.delete(experimentSessions).where(inArray(experimentSessions.experimentId, unopened));
  await tx
    .delete(dailyCounters)
    .where(
      and(
        eq(dailyCounters.metric, METRICS.experimentLaunch),
        inArray(dailyCounters.subjectId, unopened),
      ),
    );
  await tx
    .update(experiments)
    .set({ launchCount: 0, finishedCount: 0, scoreSum: 0 })
    .where(inArray(experiments.id, unopened));
}

export const UNOPENED_EXPERIMENTS_STEP: SeedStep = {
  name: 'demo-unopened-experiments-v1',
  demo: true,
  apply: (tx) => clearUnopenedExperiments(tx),
};
