/**
 * A detail view: one more click in the day's counters by identity, acknowledged once its batch
 * is committed (group commit, see counter-batcher.ts).
 */
import type { TrafficIdentity } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { dayOf } from '../statistics/calendar';
import type { Metric } from '../statistics/daily-counters';

export async function countDailyClick(
  ctx: AppContext,
  metric: Metric,
  identity: TrafficIdentity,
  subjectId: number,
): Promise<void> {
  await ctx.counters.add({
    day: dayOf(ctx.config.now(), ctx.config.timeZone),
    metric,
    identity,
    subjectId,
  });
}
