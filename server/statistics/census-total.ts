/** censusTotal: the platform's totals, answered by /api/xnfz/censusTotal and the statistics export. */
import { sql } from 'drizzle-orm';
import type { CensusTotal } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { courses, dailyCounters, experiments, lessons, resources, users } from '../db/schema';
import { dayOf } from './calendar';
import { METRICS } from './daily-counters';

export async function censusTotal(ctx: AppContext): Promise<CensusTotal> {
  const today = dayOf(ctx.config.now(), ctx.config.timeZone);
  const counterSum = (metric: string, day?: string) =>
    sql`(SELECT COALESCE(SUM(${dailyCounters.value}), 0)::bigint FROM ${dailyCounters}
         WHERE ${dailyCounters.metric} = ${metric}${day === undefined ? sql`` : sql` AND ${dailyCounters.day} = ${day}`})`;
  const result = await ctx.db.execute(sql`
    SELECT
      (SELECT COUNT(*) FROM ${courses} WHERE ${courses.published}) AS "courseCount",
      (SELECT COUNT(*) FROM ${lessons} JOIN ${courses} ON ${courses.id} = ${lessons.courseId} WHERE ${courses.published}) AS "lessonCount",
      (SELECT COUNT(*) FROM ${resources} WHERE ${resources.published}) AS "resourceCount",
      (SELECT COUNT(*) FROM ${users}) AS "userCount",
      (SELECT COUNT(*) FROM ${experiments} WHERE ${experiments.published} AND ${experiments.launchUrl} <> '') AS "experimentCount",
      ${counterSum(METRICS.pageVisit)} AS "totalClicks",
      ${counterSum(METRICS.pageVisit, today)} AS "todayClicks",
      ${counterSum(METRICS.learnSeconds)} AS "totalLearnSeconds"
  `);
  const row = (result as unknown as { rows: Record<keyof CensusTotal, number | string>[] }).rows[0];
  const value = (key: keyof CensusTotal) => Number(row?.[key] ?? 0);
  return {
    courseCount: value('courseCount'),
    lessonCount: value('lessonCount'),
    resourceCount: value('resourceCount'),
    userCount: value('userCount'),
    experimentCount: value('experimentCount'),
    totalClicks: value('totalClicks'),
    todayClicks: value('todayClicks'),
    totalLearnSeconds: value('totalLearnSeconds'),
  };
}
