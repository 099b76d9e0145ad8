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
  ExperimentStep,
  Paged,
  TrafficIdentity,
  UserExperimentRecordRow,
} from '../../src/core/api/contract';
import { LAUNCH_PARAMS } from '../../src/core/experiments/result-message';
import { builtInFor } from '../../src/experiments/kit/built-ins';
import { ReadingsProblem } from '../../src/experiments/kit/readings';
import { composeSteps, type StepTiming } from '../../src/experiments/kit/steps';
import type { AppContext } from '../app-context';
import type { Database } from '../db/open-database';
import { experimentSessions, experiments } from '../db/schema';
import { enqueueIlabUpload } from '../integrations/ilab/ilab-queue';
import { ApiError } from '../http/envelope';
import { likePattern } from '../http/paging';
import { dayOf } from '../statistics/calendar';
import { withinDays, type DateRange } from '../statistics/date-range';
import { addToCounter, METRICS } from '../statistics/daily-counters';
import { checkAttemptTimes, checkStepScores, checkStepTimes } from './attempt-rules';
import { signatureProblem } from './result-signature';

export const MSG_SESSION_NOT_FOUND = '实验记录不存在，请重新开始实验';
export const MSG_SESSION_NOT_YOURS = '该实验记录不属于当前用户';
export const MSG_EXPERIMENT_UNAVAILABLE = '该实验暂未开放，敬请期待';
export const MSG_SESSION_FINISHED = '该次实验已经提交过成绩，请重新开始实验';
export const MSG_SESSION_EXPIRED = '该次实验已过期，请重新开始实验';
export const MSG_SESSION_ANONYMOUS = '该次实验由游客启动，成绩不记录；请登录后重新开始实验';
export const MSG_READINGS_REQUIRED =
  '参数错误：readings 不能为空（内置实验提交原始测量数据，由服务器评分）';
export const MSG_STEPS_REQUIRED = '参数错误：steps 不能为空（内置实验需提交各步骤的时间）';
export const MSG_NO_RESULT_SOURCE =
  '该实验没有登记成绩来源（内置实验或第三方实验的结果来源与签名密钥），成绩不予记录';

/** A result refused for its signature: the route logs it as a warning. */
export class SignatureRefused extends ApiError {
  constructor(
    reason: string,
    readonly detail: { sessionId: string; experimentId: number },
  ) {
    super(reason);
  }
}

/** Anonymous launches can never be handed in: their sessions go after this many minutes. */
export const ANONYMOUS_SESSION_MINUTES = 120;

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

/**
 * `launchUrl` with the session id added as the `sessionId` query parameter, and any `extra`
 * parameters after it.
 */
export function sessionLaunchUrl(
  launchUrl: string,
  sessionId: string,
  extra: Record<string, string> = {},
): string {
  const hash = launchUrl.indexOf('#');
  const base = hash === -1 ? launchUrl : launchUrl.slice(0, hash);
  const fragment = hash === -1 ? '' : launchUrl.slice(hash);
  const separator = base.includes('?') ? '&' : '?';
  const params = [
    `sessionId=${encodeURIComponent(sessionId)}`,
    ...Object.entries(extra).map(
      ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
    ),
  ].join('&');
  return `${base}${separator}${params}${fragment}`;
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
    // the hidden parameters of a built-in (its resistors, glass, glider …) follow from this seed
    const builtIn = builtInFor(experiment.launchUrl);
    const seed = builtIn ? randomBytes(12).toString('base64url') : null;
    await tx.insert(experimentSessions).values({
      id: sessionId,
      experimentId,
      userId: caller.userId,
      identity: caller.identity,
      startedAt: now,
      seed,
    });
    await addToCounter(tx, {
      day: dayOf(now, ctx.config.timeZone),
      metric: METRICS.experimentLaunch,
      identity: caller.identity,
      subjectId: experimentId,
    });
    const extra: Record<string, string> = seed
      ? { [LAUNCH_PARAMS.seed]: seed, [LAUNCH_PARAMS.startedAt]: String(now.getTime()) }
      : {};
    return { sessionId, launchUrl: sessionLaunchUrl(experiment.launchUrl, sessionId, extra) };
  });
}

/** How far a built-in's stopwatch readings may add up beyond the server's clock. */
const MEASURED_LEEWAY_MS = 1000;

/** What is stored for an attempt, after every check. */
interface CheckedResult {
  score: number;
  steps: ExperimentStep[] | null;
  /** A built-in's raw readings as the server read and graded them (a report's data block). */
  readings: Record<string, unknown> | null;
}

/**
 * A built-in's result, scored by the server: the raw readings graded with the session's hidden
 * parameters by the experiment's own scoring module; the browser's steps give only their times
 * (and repeats). Too fast an attempt (server clock) is refused.
 */
function scoreBuiltIn(
  ctx: AppContext,
  builtIn: NonNullable<ReturnType<typeof builtInFor>>,
  session: { seed: string | null; id: string },
  body: ExperimentFinishBody,
  elapsedMs: number,
): CheckedResult {
  if (body.readings === undefined) throw new ApiError(MSG_READINGS_REQUIRED);
  if (!body.steps || body.steps.length === 0) throw new ApiError(MSG_STEPS_REQUIRED);
  if (body.steps.length !== builtIn.steps.length) {
    throw new ApiError(`参数错误：steps 必须有 ${builtIn.steps.length} 个步骤（本实验的步骤数）`);
  }
  let readings: unknown;
  try {
    readings = builtIn.readReadings(body.readings);
  } catch (error) {
    if (error instanceof ReadingsProblem) throw new ApiError(`参数错误：${error.message}`);
    throw error;
  }
  // the experiment's own minimum, and the real time its readings took (a stopwatch reading
  // rounded to hundredths may run a hair ahead of the server's clock: a second of leeway)
  const minimumMs = Math.max(
    (builtIn.minSeconds * ctx.config.experimentMinTimePercent * 1000) / 100,
    builtIn.measuredSeconds(readings) * 1000 - MEASURED_LEEWAY_MS,
  );
  if (elapsedMs < minimumMs) {
    throw new ApiError(
      `实验用时过短：服务器记录本次实验只进行了 ${Math.floor(elapsedMs / 1000)} 秒，本实验至少需要 ${Math.ceil(minimumMs / 1000)} 秒，成绩不予记录`,
    );
  }
  const grade = builtIn.grade(readings, session.seed ?? session.id);
  const timings: StepTiming[] = body.steps.map((step) => ({
    startTime: step.startTime,
    endTime: step.endTime,
    repeatCount: step.repeatCount,
  }));
  return {
    score: grade.total,
    steps: composeSteps(builtIn.steps, timings, grade.grades),
    // what the experiment's own reader kept (checked fields only), not the browser's object
    readings: readings as Record<string, unknown>,
  };
}

/**
 * Completes a session with its result. `userId` is the caller (experimentFinish) or null for a
 * third-party experiment's server (experimentResult: signed, for whoever launched). Checks, in
 * order: the session (exists, the caller's, not finished, not expired), the times and steps
 * (`参数错误：steps[3]…`), then by kind of experiment — a built-in's raw readings are scored by
 * the server (the browser's score is ignored) and too fast an attempt is refused; a third-party
 * result must carry a good signature (else SignatureRefused); an experiment that is neither has
 * no result source the server can check, so its results are refused (MSG_NO_RESULT_SOURCE).
 * Nothing is stored unless every check passes.
 */
export async function finishExperiment(
  ctx: AppContext,
  userId: number | null,
  body: ExperimentFinishBody,
  options: { signedOnly?: boolean } = {},
): Promise<ExperimentFinishData> {
  const now = ctx.config.now();
  const { data, ilabQueued } = await ctx.db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, body.sessionId))
      .for('update');
    if (!session) throw new ApiError(MSG_SESSION_NOT_FOUND);
    if (session.userId === null) throw new ApiError(MSG_SESSION_ANONYMOUS);
    if (userId !== null && session.userId !== userId) throw new ApiError(MSG_SESSION_NOT_YOURS);
    if (session.finishedAt !== null) throw new ApiError(MSG_SESSION_FINISHED);
    const sessionStart = session.startedAt.getTime();
    if (now.getTime() - sessionStart > ctx.config.experimentSessionHours * 3600_000) {
      throw new ApiError(MSG_SESSION_EXPIRED);
    }
    const [experiment] = await tx
      .select({
        launchUrl: experiments.launchUrl,
        resultOrigin: experiments.resultOrigin,
        resultSecret: experiments.resultSecret,
      })
      .from(experiments)
      .where(eq(experiments.id, session.experimentId));
    if (!experiment) throw new ApiError(MSG_SESSION_NOT_FOUND);

    const window = { sessionStart, now: now.getTime() };
    checkAttemptTimes(body, window);
    if (body.steps) checkStepTimes(body.steps, window, body);
    const elapsed = Math.max(0, Math.floor((now.getTime() - sessionStart) / 1000));

    const builtIn = builtInFor(experiment.launchUrl);
    const thirdParty = experiment.resultOrigin !== '';
    let checked: CheckedResult;
    // how long the attempt took: a built-in page's claim is not checked, the server's clock is
    let durationSeconds = Math.min(body.durationSeconds, elapsed);
    if (builtIn && !thirdParty && !options.signedOnly) {
      checked = scoreBuiltIn(ctx, builtIn, session, body, now.getTime() - sessionStart);
      durationSeconds = elapsed;
    } else {
      // neither scored here nor signed by a registered server: a browser score cannot be checked
      if (!builtIn && !thirdParty && !options.signedOnly) throw new ApiError(MSG_NO_RESULT_SOURCE);
      if (thirdParty || options.signedOnly) {
        const problem = signatureProblem(experiment.resultSecret, body, now.getTime());
        if (problem) {
          throw new SignatureRefused(problem, {
            sessionId: session.id,
            experimentId: session.experimentId,
          });
        }
      }
      if (body.steps) checkStepScores(body.steps, body.score);
      checked = { score: body.score, steps: body.steps ?? null, readings: null };
    }

    const status = body.status ?? 'finished';
    await tx
      .update(experimentSessions)
      .set({
        finishedAt: now,
        score: checked.score,
        durationSeconds,
        report: body.report ?? null,
        steps: checked.steps,
        readings: checked.readings,
        status,
      })
      .where(eq(experimentSessions.id, session.id));
    // an attempt handed in unfinished is kept with its score, but is not a finished one
    if (status === 'finished') {
      await tx
        .update(experiments)
        .set({
          scoreSum: sql`${experiments.scoreSum} + ${checked.score}`,
          finishedCount: sql`${experiments.finishedCount} + 1`,
        })
        .where(eq(experiments.id, session.experimentId));
    }
    const [mine] = await tx
      .select({ best: max(experimentSessions.score), attempts: count() })
      .from(experimentSessions)
      .where(
        and(
          eq(experimentSessions.userId, session.userId),
          eq(experimentSessions.experimentId, session.experimentId),
          isNotNull(experimentSessions.finishedAt),
        ),
      );
    // 实验空间: the report of this attempt, queued with it (nothing unless the user came from ilab)
    const queued = await enqueueIlabUpload(ctx, tx, session.id);
    return {
      data: {
        best: Number(mine?.best ?? checked.score),
        attempts: mine?.attempts ?? 1,
        score: checked.score,
      },
      ilabQueued: queued,
    };
  });
  // committed: the worker may look at once (its regular round would find the row anyway)
  if (ilabQueued) ctx.ilabWorker?.kick();
  return data;
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
      steps: experimentSessions.steps,
      status: experimentSessions.status,
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

/**
 * Removes experiment sessions started before `before` and never finished, and anonymous ones
 * (which can never be handed in) started before `anonymousBefore`.
 */
export async function removeUnfinishedSessions(
  ctx: AppContext,
  before: Date,
  anonymousBefore: Date = before,
): Promise<void> {
  await ctx.db
    .delete(experimentSessions)
    .where(
      and(
        isNull(experimentSessions.finishedAt),
        or(
          lt(experimentSessions.startedAt, before),
          and(isNull(experimentSessions.userId), lt(experimentSessions.startedAt, anonymousBefore)),
        ),
      ),
    );
}
