/**
 * Virtual experiments: the catalogue, a launch (a session) and a finished attempt.
 *
 * Sessions and attempts live in experiment_sessions: experimentStart stores one row (with the
 * user when the caller is logged in, and the identity the launch was counted for);
 * experimentFinish completes the row with score, duration and report. A user's finished
 * attempts are therefore the rows with their user_id and a finished_at — indexed by
 * (user_id, experiment_id) — which is what userExperimentRecord (学习记录 → 实验记录) lists.
 *
 * Counters kept in step: experiments.launchCount and the day's `experiment_launch` counter by
 * identity (subject = experiment id) at start; scoreSum and finishedCount (avgScore) at finish.
 */
import { randomBytes } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  lt,
  max,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type {
  Experiment,
  ExperimentFinishBody,
  ExperimentFinishData,
  ExperimentStartData,
  Paged,
  TrafficIdentity,
  UserExperimentRecordRow,
} from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import type { Database } from '../db/open-database';
import { experimentSessions, experiments } from '../db/schema';
import { enqueueIlabUpload } from '../integrations/ilab/ilab-queue';
import { ApiError } from '../http/envelope';
import { likePattern } from '../http/paging';
import { dayOf } from '../statistics/calendar';
import { withinDays, type DateRange } from '../statistics/date-range';
import { addToCounter, METRICS } from '../statistics/daily-counters';

export const MSG_SESSION_NOT_FOUND = '实验记录不存在，请重新开始实验';
export const MSG_SESSION_NOT_YOURS = '该实验记录不属于当前用户';
export const MSG_EXPERIMENT_UNAVAILABLE = '该实验暂未开放，敬请期待';
export const MSG_SESSION_FINISHED = '该次实验已经提交过成绩，请重新开始实验';

type ExperimentRow = typeof experiments.$inferSelect;

/** Average score of finished attempts, one decimal; 0 before the first. */
export function averageScore(scoreSum: number, finishedCount: number): number {
  return finishedCount > 0 ? Math.round((scoreSum / finishedCount) * 10) / 10 : 0;
}

function toExperiment(row: ExperimentRow): Experiment {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    courseId: row.courseId,
    launchUrl: row.launchUrl,
    launchCount: row.launchCount,
    avgScore: averageScore(row.scoreSum, row.finishedCount),
    durationMinutes: row.durationMinutes,
  };
}

export async function listExperiments(
  db: Database,
  filter: { keyword?: string; limit: number; offset: number },
): Promise<Paged<Experiment>> {
  const pattern = filter.keyword ? likePattern(filter.keyword) : null;
  const where = and(
    eq(experiments.published, true),
    pattern
      ? or(ilike(experiments.title, pattern), ilike(experiments.summary, pattern))
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(experiments).where(where);
  const rows = await db
    .select()
    .from(experiments)
    .where(where)
    .orderBy(asc(experiments.sortOrder), asc(experiments.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { total: total?.n ?? 0, rows: rows.map(toExperiment) };
}

/** `launchUrl` with the session id added as the `sessionId` query parameter. */
export function sessionLaunchUrl(launchUrl: string, sessionId: string): string {
  const hash = launchUrl.indexOf('#');
  const base = hash === -1 ? launchUrl : launchUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : launchUrl.slice(hash);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}sessionId=${encodeURIComponent(sessionId)}${fragment}`;
}

/** Null when the experiment does not exist or is not published. */
export async function startExperiment(
  ctx: AppContext,
  experimentId: number,
  caller: { userId: number | null; identity: TrafficIdentity },
): Promise<ExperimentStartData | null> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const [experiment] = await tx
      .update(experiments)
      .set({ launchCount: sql`${experiments.launchCount} + 1` })
      .where(
        and(
          eq(experiments.id, experimentId),
          eq(experiments.published, true),
          ne(experiments.launchUrl, ''),
        ),
      )
      .returning({ id: experiments.id, launchUrl: experiments.launchUrl });
    if (!experiment) return null;
    const sessionId = randomBytes(18).toString('base64url');
    await tx.insert(experimentSessions).values({
      id: sessionId,
      experimentId,
      userId: caller.userId,
      identity: caller.identity,
      startedAt: now,
    });
    await addToCounter(tx, {
      day: dayOf(now, ctx.config.timeZone),
      metric: METRICS.experimentLaunch,
      identity: caller.identity,
      subjectId: experimentId,
    });
    return { sessionId, launchUrl: sessionLaunchUrl(experiment.launchUrl, sessionId) };
  });
}

/**
 * Completes the caller's session. The stored duration is at most the time since the start (a
 * client cannot claim more time than has passed). Throws the Chinese messages above when the
 * session is unknown, someone else's (or anonymous) or already finished.
 */
export async function finishExperiment(
  ctx: AppContext,
  userId: number,
  body: ExperimentFinishBody,
): Promise<ExperimentFinishData> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, body.sessionId))
      .for('update');
    if (!session) throw new ApiError(MSG_SESSION_NOT_FOUND);
    if (session.userId !== userId) throw new ApiError(MSG_SESSION_NOT_YOURS);
    if (session.finishedAt !== null) throw new ApiError(MSG_SESSION_FINISHED);
    const elapsed = Math.max(0, Math.floor((now.getTime() - session.startedAt.getTime()) / 1000));
    await tx
      .update(experimentSessions)
      .set({
        finishedAt: now,
        score: body.score,
        durationSeconds: Math.min(body.durationSeconds, elapsed),
        report: body.report ?? null,
      })
      .where(eq(experimentSessions.id, session.id));
    await tx
      .update(experiments)
      .set({
        scoreSum: sql`${experiments.scoreSum} + ${body.score}`,
        finishedCount: sql`${experiments.finishedCount} + 1`,
      })
      .where(eq(experiments.id, session.experimentId));
    const [mine] = await tx
      .select({ best: max(experimentSessions.score), attempts: count() })
      .from(experimentSessions)
      .where(
        and(
          eq(experimentSessions.userId, userId),
          eq(experimentSessions.experimentId, session.experimentId),
          isNotNull(experimentSessions.finishedAt),
        ),
      );
    // 实验空间: the report of this attempt, queued with it (nothing unless the user came from ilab)
    await enqueueIlabUpload(ctx, tx, session.id);
    return { best: Number(mine?.best ?? body.score), attempts: mine?.attempts ?? 1 };
  });
}

/** Whether a published experiment with this id exists (to tell 暂未开放 from 资源不存在). */
export async function experimentExists(ctx: AppContext, experimentId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: experiments.id })
    .from(experiments)
    .where(and(eq(experiments.id, experimentId), eq(experiments.published, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * The user's finished attempts, last finished first, optionally finished within two days of
 * the time zone (both included).
 */
export async function listExperimentRecords(
  ctx: AppContext,
  userId: number,
  range: DateRange,
  page: { limit: number; offset: number },
): Promise<Paged<UserExperimentRecordRow>> {
  const where = and(
    eq(experimentSessions.userId, userId),
    isNotNull(experimentSessions.finishedAt),
    withinDays(experimentSessions.finishedAt, range, ctx.config.timeZone),
  );
  const [total] = await ctx.db.select({ n: count() }).from(experimentSessions).where(where);
  const rows = await ctx.db
    .select({
      id: experimentSessions.id,
      experimentId: experimentSessions.experimentId,
      experimentTitle: experiments.title,
      score: experimentSessions.score,
      durationSeconds: experimentSessions.durationSeconds,
      startedAt: experimentSessions.startedAt,
      finishedAt: experimentSessions.finishedAt,
      report: experimentSessions.report,
    })
    .from(experimentSessions)
    .innerJoin(experiments, eq(experiments.id, experimentSessions.experimentId))
    .where(where)
    .orderBy(desc(experimentSessions.finishedAt), desc(experimentSessions.startedAt))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      ...row,
      score: row.score ?? 0,
      durationSeconds: row.durationSeconds ?? 0,
      startedAt: row.startedAt.toISOString(),
      finishedAt: (row.finishedAt ?? row.startedAt).toISOString(),
    })),
  };
}

/** Removes experiment sessions started before `before` and never finished. */
export async function removeUnfinishedSessions(ctx: AppContext, before: Date): Promise<void> {
  await ctx.db
    .delete(experimentSessions)
    .where(and(isNull(experimentSessions.finishedAt), lt(experimentSessions.startedAt, before)));
}
