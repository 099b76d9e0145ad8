/**
 * An experiment's finished attempts with their scores, and the statistics of every attempt the
 * filters match (learner, days of 完成时间 in the centre's time zone). Editors and admins see every
 * experiment; a teacher only the experiments linked to a course they own.
 */
import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { MSG_FORBIDDEN, PASS_SCORE, SCORE_BANDS } from '../../src/core/api/admin-contract';
import type {
  AdminExperimentAttemptRow,
  AdminExperimentAttemptsFilter,
  AdminExperimentAttemptsPage,
  AdminExperimentAttemptsQuery,
  AdminExperimentAttemptStats,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged, type PageQuery } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { courses, experimentSessions, experiments, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { pageWindow } from '../http/paging';
import { accountIdsMatching } from './account-search';
import { plannedForValues } from '../db/planned-for-values';
import { checkDateRange, withinDays } from '../statistics/date-range';
import type { Staff } from './staff-only';

/** The experiment's title, after checking the staff member may see its attempts. */
export async function experimentForStaff(
  db: Database,
  staff: Staff,
  experimentId: number,
): Promise<{ id: number; title: string }> {
  const [row] = await db
    .select({ id: experiments.id, title: experiments.title, ownerId: courses.ownerId })
    .from(experiments)
    .leftJoin(courses, eq(courses.id, experiments.courseId))
    .where(eq(experiments.id, experimentId))
    .limit(1);
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (staff.role === 'teacher' && row.ownerId !== staff.user.id) throw new ApiError(MSG_FORBIDDEN);
  return { id: row.id, title: row.title };
}

/** The learner filter as given, trimmed ('' for none). */
export function studentFilter(filter: AdminExperimentAttemptsFilter): string {
  return filter.student?.trim() ?? '';
}

/** Refuses bad filters (`参数错误：…` naming the field) before anything is read. */
export function checkAttemptsFilter(filter: AdminExperimentAttemptsFilter): void {
  checkDateRange(filter);
}

/**
 * The condition of the attempts a filter covers, on experiment_sessions alone: the learner filter
 * picks the matching accounts in a subquery, so the count and the statistics read
 * experiment_sessions_finished_idx without joining every attempt to its account.
 */
function attemptsWhere(
  experimentId: number,
  filter: AdminExperimentAttemptsFilter,
  timeZone: string,
): SQL | undefined {
  const student = studentFilter(filter);
  return and(
    eq(experimentSessions.experimentId, experimentId),
    isNotNull(experimentSessions.finishedAt),
    student
      ? inArray(
          experimentSessions.userId,
          accountIdsMatching(student, [users.studentNumber, users.username, users.realName]),
        )
      : undefined,
    withinDays(experimentSessions.finishedAt, filter, timeZone),
  );
}

/** The score of a finished attempt as the list shows it (none handed in: 0). */
const SCORE = sql`coalesce(${experimentSessions.score}, 0)`;

/** `low ≤ score < high` for each band; the top band takes everything from 90. */
const BAND_LIMITS: Record<(typeof SCORE_BANDS)[number], [number | null, number | null]> = {
  '0-59': [null, 60],
  '60-69': [60, 70],
  '70-79': [70, 80],
  '80-89': [80, 90],
  '90-100': [90, null],
};

function countWhere(condition: SQL) {
  return sql<number>`count(*) FILTER (WHERE ${condition})`.mapWith(Number);
}

function bandCondition([low, high]: [number | null, number | null]): SQL {
  if (low === null) return sql`${SCORE} < ${high}`;
  if (high === null) return sql`${SCORE} >= ${low}`;
  return sql`${SCORE} >= ${low} AND ${SCORE} < ${high}`;
}

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** A number from the database or null (PostgreSQL's pg answers some aggregates as text). */
const numberOrNull = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

/** Statistics of every attempt the condition matches, in one query. */
async function attemptStats(
  db: Database,
  where: SQL | undefined,
): Promise<AdminExperimentAttemptStats> {
  const bands = Object.fromEntries(
    SCORE_BANDS.map((band) => [band, countWhere(bandCondition(BAND_LIMITS[band]))]),
  );
  const [row] = await db
    .select({
      count: count(),
      average: sql<number | null>`avg(${SCORE})::float8`,
      max: sql<number | null>`max(${SCORE})::float8`,
      min: sql<number | null>`min(${SCORE})::float8`,
      median: sql<number | null>`(percentile_cont(0.5) WITHIN GROUP (ORDER BY ${SCORE}))::float8`,
      passed: countWhere(sql`${SCORE} >= ${PASS_SCORE}`),
      ...bands,
    })
    .from(experimentSessions)
    .where(where);
  const n = row?.count ?? 0;
  const average = numberOrNull(row?.average);
  const median = numberOrNull(row?.median);
  const passed = Number(row?.passed ?? 0);
  const counted = row as Record<string, unknown> | undefined;
  return {
    count: n,
    average: average === null ? null : round(average, 2),
    max: numberOrNull(row?.max),
    min: numberOrNull(row?.min),
    median: median === null ? null : round(median, 2),
    passed,
    passRate: n === 0 ? null : round(passed / n, 4),
    distribution: SCORE_BANDS.map((band) => ({ band, count: Number(counted?.[band] ?? 0) })),
  };
}

/** The list's order, newest first: experiment_sessions_finished_idx holds it. */
const ATTEMPT_ORDER = [desc(experimentSessions.finishedAt), desc(experimentSessions.id)] as const;

/**
 * One page of the attempts the filter matches, newest first. The page's keys are read from the
 * index first and only those rows are joined to their accounts, so page 2 000 costs a walk of the
 * index, not a join of every attempt before it. `knownTotal`: the count, when the caller has it.
 */
async function attemptPage(
  db: Database,
  where: SQL | undefined,
  page: PageQuery,
  knownTotal?: number,
): Promise<Paged<AdminExperimentAttemptRow>> {
  const { limit, offset } = pageWindow(page);
  const total =
    knownTotal ??
    (await db.select({ n: count() }).from(experimentSessions).where(where))[0]?.n ??
    0;
  const keys = db
    .select({ id: experimentSessions.id, finishedAt: experimentSessions.finishedAt })
    .from(experimentSessions)
    .where(where)
    .orderBy(...ATTEMPT_ORDER)
    .limit(limit)
    .offset(offset)
    .as('page_keys');
  const rows = await db
    .select({
      attemptId: experimentSessions.id,
      userId: experimentSessions.userId,
      username: users.username,
      realName: users.realName,
      studentNumber: users.studentNumber,
      department: users.department,
      identity: experimentSessions.identity,
      score: experimentSessions.score,
      durationSeconds: experimentSessions.durationSeconds,
      startedAt: experimentSessions.startedAt,
      finishedAt: experimentSessions.finishedAt,
      steps: experimentSessions.steps,
      status: experimentSessions.status,
    })
    .from(keys)
    .innerJoin(experimentSessions, eq(experimentSessions.id, keys.id))
    .leftJoin(users, eq(users.id, experimentSessions.userId))
    // in the keys' own order, which they arrive in: no sort, and no walk of the table to avoid one
    .orderBy(desc(keys.finishedAt), desc(keys.id));
  return {
    total,
    rows: rows.map((row) => ({
      ...row,
      username: row.username ?? '',
      realName: row.realName ?? '',
      studentNumber: row.studentNumber ?? '',
      department: row.department ?? '',
      score: row.score ?? 0,
      durationSeconds: row.durationSeconds ?? 0,
      startedAt: row.startedAt.toISOString(),
      finishedAt: (row.finishedAt ?? row.startedAt).toISOString(),
    })),
  };
}

/**
 * The attempts of an experiment the filter matches, page by page, and the caller's statistics of
 * all of them (for the export: every page, then the statistics once).
 */
export async function filteredAttempts(
  db: Database,
  staff: Staff,
  filter: AdminExperimentAttemptsFilter,
  timeZone: string,
) {
  checkAttemptsFilter(filter);
  const experiment = await experimentForStaff(db, staff, filter.experimentId);
  const where = attemptsWhere(experiment.id, filter, timeZone);
  return {
    experiment,
    page: (query: PageQuery, knownTotal?: number) => attemptPage(db, where, query, knownTotal),
    stats: () => attemptStats(db, where),
  };
}

export async function listExperimentAttempts(
  db: Database,
  staff: Staff,
  query: AdminExperimentAttemptsQuery,
  timeZone: string,
): Promise<AdminExperimentAttemptsPage> {
  return plannedForValues(db, async (tx) => {
    const attempts = await filteredAttempts(tx, staff, query, timeZone);
    // the statistics count every matching attempt: the page's total without a second count
    const stats = await attempts.stats();
    return { ...(await attempts.page(query, stats.count)), stats };
  });
}
