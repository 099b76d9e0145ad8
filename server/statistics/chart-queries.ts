/**
 * The data-screen statistics. Each one reads aggregates only — daily_counters (per day, metric,
 * identity and subject) or the counters kept on the courses table — never raw events, so its
 * cost does not grow with traffic.
 *
 * lessonLearnCount's learnCount is the sum of the `course_learner_day` counter over the range:
 * the learners of each day added up (学习人次 — someone studying a course on three days counts
 * three times). Distinct learners over any range cannot be read from per-day counters; over all
 * time they are the courses' learnCount.
 */
import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type {
  CourseType,
  IdentityMonthSeries,
  IdentityValue,
  LessonLearnCountRow,
  LessonRankingRow,
  NameValue,
  RankingBy,
  TrafficIdentity,
  WebMonthClicks,
} from '../../src/core/api/contract';
import { categoriesOf } from '../content/category-tree';
import { displayRating, displayRatingSql } from '../courses/course-rating';
import type { Database } from '../db/open-database';
import { courses, dailyCounters } from '../db/schema';
import type { DateRange } from './date-range';
import { CHART_IDENTITIES, IDENTITY_NAMES } from './identity-names';
import type { Metric } from './daily-counters';
import { METRICS } from './daily-counters';
import type { MonthWindow } from './month-window';

const sumValue = sql<number>`COALESCE(SUM(${dailyCounters.value}), 0)`.mapWith(Number);

/** Monthly sums of a metric by identity over the window. */
export async function identityMonthSeries(
  db: Database,
  metric: Metric,
  window: MonthWindow,
): Promise<IdentityMonthSeries> {
  const month = sql<string>`to_char(${dailyCounters.day}, 'YYYY-MM')`;
  const rows = await db
    .select({ month, identity: dailyCounters.identity, value: sumValue })
    .from(dailyCounters)
    .where(
      and(
        eq(dailyCounters.metric, metric),
        gte(dailyCounters.day, window.firstDay),
        lt(dailyCounters.day, window.endDay),
      ),
    )
    .groupBy(month, dailyCounters.identity);
  const index = new Map(window.months.map((m, i) => [m, i]));
  const data = new Map<TrafficIdentity, number[]>(
    CHART_IDENTITIES.map((identity) => [identity, window.months.map(() => 0)]),
  );
  for (const row of rows) {
    const at = index.get(row.month);
    const series = data.get(row.identity);
    if (at !== undefined && series) series[at] = (series[at] ?? 0) + row.value;
  }
  return {
    months: window.months,
    series: CHART_IDENTITIES.map((identity) => ({
      identity,
      name: IDENTITY_NAMES[identity],
      data: data.get(identity) ?? [],
    })),
  };
}

/** Page visits per month over the window, all identities together. */
export async function webMonthClicks(db: Database, window: MonthWindow): Promise<WebMonthClicks> {
  const byIdentity = await identityMonthSeries(db, METRICS.pageVisit, window);
  return {
    months: byIdentity.months,
    data: byIdentity.months.map((_, i) =>
      byIdentity.series.reduce((sum, series) => sum + (series.data[i] ?? 0), 0),
    ),
  };
}

/** All-time sum of a metric by identity (every identity listed, 0 when none). */
export async function identityTotals(db: Database, metric: Metric): Promise<IdentityValue[]> {
  const rows = await db
    .select({ identity: dailyCounters.identity, value: sumValue })
    .from(dailyCounters)
    .where(eq(dailyCounters.metric, metric))
    .groupBy(dailyCounters.identity);
  const totals = new Map(rows.map((row) => [row.identity, row.value]));
  return CHART_IDENTITIES.map((identity) => ({
    identity,
    name: IDENTITY_NAMES[identity],
    value: totals.get(identity) ?? 0,
  }));
}

/**
 * Published courses per top-level course category (with all its sub-categories), in the tree's
 * order; with a type, only courses of that type and only the top-level categories for all types
 * or that type. Courses outside the tree are counted as 未分类 (listed only when there are any).
 */
export async function lessonCount(db: Database, type?: CourseType): Promise<NameValue[]> {
  const tree = await categoriesOf(db, 'course');
  const byId = new Map(tree.map((row) => [row.id, row]));
  const rootOf = (id: number | null): number | null => {
    let row = id === null ? undefined : byId.get(id);
    for (let guard = 0; row && row.parentId !== null && guard < 100; guard += 1) {
      const parent = byId.get(row.parentId);
      if (!parent) break;
      row = parent;
    }
    return row ? row.id : null;
  };
  const counts = await db
    .select({ categoryId: courses.categoryId, n: sql<number>`COUNT(*)`.mapWith(Number) })
    .from(courses)
    .where(and(eq(courses.published, true), type ? eq(courses.type, type) : undefined))
    .groupBy(courses.categoryId);
  const perRoot = new Map<number | null, number>();
  for (const { categoryId, n } of counts) {
    const root = rootOf(categoryId);
    perRoot.set(root, (perRoot.get(root) ?? 0) + n);
  }
  const roots = tree.filter(
    (row) =>
      row.parentId === null &&
      (type === undefined || row.courseType === null || row.courseType === type),
  );
  const result = roots.map((row) => ({ name: row.name, value: perRoot.get(row.id) ?? 0 }));
  const shown = new Set(roots.map((row) => row.id));
  const outside = [...perRoot].reduce(
    (sum, [root, n]) => (root === null || !shown.has(root) ? sum + n : sum),
    0,
  );
  if (outside > 0) result.push({ name: '未分类', value: outside });
  return result;
}

/** Learners (per-day sum) and learn seconds per course over the days of the range. */
export async function lessonLearnCount(
  db: Database,
  range: DateRange,
  limit: number,
): Promise<LessonLearnCountRow[]> {
  const learners =
    sql<number>`COALESCE(SUM(${dailyCounters.value}) FILTER (WHERE ${dailyCounters.metric} = ${METRICS.courseLearnerDay}), 0)`.mapWith(
      Number,
    );
  const seconds =
    sql<number>`COALESCE(SUM(${dailyCounters.value}) FILTER (WHERE ${dailyCounters.metric} = ${METRICS.learnSeconds}), 0)`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      courseId: courses.id,
      title: courses.title,
      learnCount: learners,
      learnSeconds: seconds,
    })
    .from(dailyCounters)
    .innerJoin(courses, eq(courses.id, dailyCounters.subjectId))
    .where(
      and(
        inArray(dailyCounters.metric, [METRICS.courseLearnerDay, METRICS.learnSeconds]),
        range.startDate ? gte(dailyCounters.day, range.startDate) : undefined,
        range.endDate ? lte(dailyCounters.day, range.endDate) : undefined,
        eq(courses.published, true),
      ),
    )
    .groupBy(courses.id, courses.title)
    .orderBy(desc(learners), desc(seconds), asc(courses.id))
    .limit(limit);
  return rows;
}

const RANKING_ORDERS: Record<RankingBy, ReturnType<typeof desc>[]> = {
  learn: [desc(courses.learnerCount), asc(courses.id)],
  click: [desc(courses.clickCount), asc(courses.id)],
  rating: [desc(displayRatingSql), asc(courses.id)],
};

/** Published courses by distinct learners, shown rating or clicks; ties by id; rank 1, 2, … */
export async function lessonRanking(
  db: Database,
  by: RankingBy,
  limit: number,
): Promise<LessonRankingRow[]> {
  const rows = await db
    .select({
      courseId: courses.id,
      title: courses.title,
      cover: courses.cover,
      teacher: courses.teacher,
      learnCount: courses.learnerCount,
      clickCount: courses.clickCount,
      ratingSum: courses.ratingSum,
      ratingCount: courses.ratingCount,
    })
    .from(courses)
    .where(eq(courses.published, true))
    .orderBy(...RANKING_ORDERS[by])
    .limit(limit);
  return rows.map((row, i) => ({
    rank: i + 1,
    courseId: row.courseId,
    title: row.title,
    cover: row.cover,
    teacher: row.teacher,
    learnCount: row.learnCount,
    clickCount: row.clickCount,
    rating: displayRating(row.ratingSum, row.ratingCount),
  }));
}
