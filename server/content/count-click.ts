/** A detail view: one more click on the record's counter and in the day's counters by identity. */
import type { TrafficIdentity } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { dayOf } from '../statistics/calendar';
import { addToCounter } from '../statistics/daily-counters';
import type { Metric } from '../statistics/daily-counters';

export async function countDailyClick(
  ctx: AppContext,
  metric: Metric,
  identity: TrafficIdentity,
  subjectId: number,
): Promise<void> {
  await addToCounter(ctx.db, {
    day: dayOf(ctx.config.now(), ctx.config.timeZone),
    metric,
    identity,
    subjectId,
  });
}
