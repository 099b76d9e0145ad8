/**
 * learnProgress: the player reports `{lessonId, position, watchedSeconds}` every 15 s while
 * playing and on pause, end and leave; `watchedSeconds` is the playing time since its previous
 * report.
 *
 * Crediting rule (what makes repeated or inflated reports harmless):
 *   credited = min(watchedSeconds, seconds elapsed since this user's previous report of this
 *              lesson, the lesson's duration)
 * rounded down to whole seconds; the first report of a user and lesson has no previous report
 * and is capped at FIRST_REPORT_MAX_SECONDS instead. So a report repeated at once credits 0,
 * and a client claiming 1000 s fifteen seconds after its last report gets 15. Every report,
 * credited or not, stores the resume position and restarts the elapsed-time clock.
 *
 * On top of that, one budget per user across all lessons (users.learn_clock_at, the user's
 * learning clock, read and moved under a row lock so parallel reports queue): a report credits at
 * most the time from the clock to now on the server's clock, and the clock moves on by what was
 * credited. It starts when the user opens a lesson (lessonDetail with a token) and, after a
 * pause, lags at most LEARN_GAP_MAX_SECONDS behind now. So however many lessons are reported in
 * parallel, the credited time never exceeds the real time passed, and a first report right after
 * opening a lesson (or with no lesson opened) credits nothing.
 *
 * What a credited report (credited > 0) changes, all in one transaction:
 * - learn_progress: learnedSeconds += credited; finished once learnedSeconds ≥ 90 % of the
 *   duration, or when a report at the end of the video (position within a second of the
 *   duration) finds learnedSeconds short of the duration by no more than what rounding down can
 *   lose (under a second per report: one every 15 s, plus the end; see endedSlackSeconds) — so a
 *   6 s clip played through is finished, a jump to the end is not (and then stays finished);
 * - course_learners: created on the first credited second (courses.learnerCount + 1, distinct
 *   learners), learnedSeconds += credited, lastLessonId, lastLearnAt;
 * - learn_records: one row per continuous viewing of a lesson — a report less than
 *   RECORD_GAP_SECONDS after the end of the user's last record of that lesson extends it,
 *   otherwise a new record starts `credited` seconds before now;
 * - daily_counters (day in the configured time zone, the user's identity, subject = course id):
 *   `learn_seconds` += credited, and `course_learner_day` += 1 on the user's first credited
 *   report of that course on that day (so a range's sum counts 学习人次: learners per day).
 */
import { and, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { LearnProgressBody, LearnProgressData } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import type { Database } from '../db/open-database';
import { courseLearners, courses, learnProgress, learnRecords, lessons, users } from '../db/schema';
import type { UserRow } from '../users/user-queries';
import { dayOf } from '../statistics/calendar';
import { addToCounter, METRICS } from '../statistics/daily-counters';

export const FIRST_REPORT_MAX_SECONDS = 60;
export const RECORD_GAP_SECONDS = 300;
export const FINISHED_SHARE = 0.9;
/** The most a user's learning clock lags behind now (a pause does not save up time). */
export const LEARN_GAP_MAX_SECONDS = 60;

/** Where a user's learning clock stands for a report at `now` (see the rule above). */
export function learnClockBase(clock: Date | null, now: Date, headStartSeconds: number): number {
  if (clock === null) return now.getTime() - headStartSeconds * 1000;
  return Math.max(clock.getTime(), now.getTime() - LEARN_GAP_MAX_SECONDS * 1000);
}

/**
 * Starts the user's learning clock when a lesson is opened, unless it is running (moved within
 * the last LEARN_GAP_MAX_SECONDS): time before opening a lesson is never credited.
 */
export async function startLearnClock(db: Database, userId: number, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - LEARN_GAP_MAX_SECONDS * 1000);
  await db
    .update(users)
    .set({ learnClockAt: now })
    .where(
      and(eq(users.id, userId), or(isNull(users.learnClockAt), lt(users.learnClockAt, stale))),
    );
}

/** Seconds credited for a report (see the rule above). */
export function creditedSeconds(
  watchedSeconds: number,
  elapsedSeconds: number | null,
  durationSeconds: number,
): number {
  const cap = elapsedSeconds === null ? FIRST_REPORT_MAX_SECONDS : elapsedSeconds;
  let credited = Math.min(Math.floor(watchedSeconds), Math.floor(cap));
  if (durationSeconds > 0) credited = Math.min(credited, durationSeconds);
  return Math.max(0, credited);
}

/** The player reports every REPORT_INTERVAL_SECONDS while playing, and on pause and end. */
const REPORT_INTERVAL_SECONDS = 15;

/**
 * The whole seconds a viewing through to the end can lose to rounding down: under one a report,
 * with a report every 15 s, one at the end and one for a pause.
 */
export function endedSlackSeconds(durationSeconds: number): number {
  return Math.floor(durationSeconds / REPORT_INTERVAL_SECONDS) + 2;
}

/**
 * Whether a lesson is finished: 90 % of it watched, or, on a report at its end, all of it but
 * what rounding can lose (short clips, where a second is over 10 %).
 */
export function isFinished(
  learnedSeconds: number,
  durationSeconds: number,
  reportedPosition = 0,
): boolean {
  if (durationSeconds <= 0 || learnedSeconds >= FINISHED_SHARE * durationSeconds) return true;
  const atEnd = reportedPosition >= durationSeconds - 1;
  return atEnd && learnedSeconds >= durationSeconds - endedSlackSeconds(durationSeconds);
}

/** Applies a report; null when the lesson does not exist (or its course is not published). */
export async function reportLearnProgress(
  ctx: AppContext,
  user: Pick<UserRow, 'id' | 'identity'>,
  body: LearnProgressBody,
): Promise<LearnProgressData | null> {
  const now = ctx.config.now();
  const today = dayOf(now, ctx.config.timeZone);
  return ctx.db.transaction(async (tx) => {
    const [lesson] = await tx
      .select({ id: lessons.id, courseId: lessons.courseId, duration: lessons.durationSeconds })
      .from(lessons)
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .where(and(eq(lessons.id, body.lessonId), eq(courses.published, true)))
      .limit(1);
    if (!lesson) return null;
    const [clock] = await tx
      .select({ at: users.learnClockAt })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    const base = learnClockBase(clock?.at ?? null, now, ctx.config.learnTestHeadStartSeconds);
    const budget = Math.max(0, Math.floor((now.getTime() - base) / 1000));
    const position = Math.max(
      0,
      Math.floor(lesson.duration > 0 ? Math.min(body.position, lesson.duration) : body.position),
    );

    const created = await tx
      .insert(learnProgress)
      .values({ userId: user.id, lessonId: lesson.id, courseId: lesson.courseId, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    const [previous] =
      created.length > 0
        ? created
        : await tx
            .select()
            .from(learnProgress)
            .where(and(eq(learnProgress.userId, user.id), eq(learnProgress.lessonId, lesson.id)))
            .for('update');
    if (!previous) throw new Error('learn_progress row vanished');
    const elapsed =
      created.length > 0
        ? null
        : Math.max(0, (now.getTime() - previous.updatedAt.getTime()) / 1000);
    const credited = Math.min(
      budget,
      creditedSeconds(body.watchedSeconds, elapsed, lesson.duration),
    );
    await tx
      .update(users)
      .set({ learnClockAt: new Date(Math.min(now.getTime(), base + credited * 1000)) })
      .where(eq(users.id, user.id));
    const learnedSeconds = previous.learnedSeconds + credited;
    const finished =
      previous.finished ||
      (credited > 0 && isFinished(learnedSeconds, lesson.duration, body.position));
    await tx
      .update(learnProgress)
      .set({ position, learnedSeconds, finished, updatedAt: now })
      .where(and(eq(learnProgress.userId, user.id), eq(learnProgress.lessonId, lesson.id)));

    if (credited > 0) {
      await creditCourse(tx, user, lesson, credited, now, today, ctx.config.timeZone);
      await extendOrStartRecord(tx, user.id, lesson, credited, now);
      await addToCounter(tx, {
        day: today,
        metric: METRICS.learnSeconds,
        identity: user.identity,
        subjectId: lesson.courseId,
        amount: credited,
      });
    } else {
      await tx
        .update(courseLearners)
        .set({ lastLessonId: lesson.id })
        .where(
          and(eq(courseLearners.userId, user.id), eq(courseLearners.courseId, lesson.courseId)),
        );
    }
    return { learnedSeconds, finished };
  });
}

async function creditCourse(
  tx: Database,
  user: Pick<UserRow, 'id' | 'identity'>,
  lesson: { id: number; courseId: number },
  credited: number,
  now: Date,
  today: string,
  timeZone: string,
): Promise<void> {
  const started = await tx
    .insert(courseLearners)
    .values({
      userId: user.id,
      courseId: lesson.courseId,
      learnedSeconds: credited,
      lastLessonId: lesson.id,
      startedAt: now,
      lastLearnAt: now,
    })
    .onConflictDoNothing()
    .returning();
  let firstToday = true;
  if (started.length > 0) {
    await tx
      .update(courses)
      .set({ learnerCount: sql`${courses.learnerCount} + 1` })
      .where(eq(courses.id, lesson.courseId));
  } else {
    const where = and(
      eq(courseLearners.userId, user.id),
      eq(courseLearners.courseId, lesson.courseId),
    );
    const [learner] = await tx.select().from(courseLearners).where(where).for('update');
    firstToday = !learner || dayOf(learner.lastLearnAt, timeZone) !== today;
    await tx
      .update(courseLearners)
      .set({
        learnedSeconds: sql`${courseLearners.learnedSeconds} + ${credited}`,
        lastLessonId: lesson.id,
        lastLearnAt: now,
      })
      .where(where);
  }
  if (firstToday) {
    await addToCounter(tx, {
      day: today,
      metric: METRICS.courseLearnerDay,
      identity: user.identity,
      subjectId: lesson.courseId,
    });
  }
}

async function extendOrStartRecord(
  tx: Database,
  userId: number,
  lesson: { id: number; courseId: number },
  credited: number,
  now: Date,
): Promise<void> {
  const since = new Date(now.getTime() - RECORD_GAP_SECONDS * 1000);
  const [recent] = await tx
    .select({ id: learnRecords.id })
    .from(learnRecords)
    .where(
      and(
        eq(learnRecords.userId, userId),
        eq(learnRecords.lessonId, lesson.id),
        gte(learnRecords.endedAt, since),
      ),
    )
    .orderBy(desc(learnRecords.endedAt), desc(learnRecords.id))
    .limit(1)
    .for('update');
  if (recent) {
    await tx
      .update(learnRecords)
      .set({
        endedAt: now,
        durationSeconds: sql`${learnRecords.durationSeconds} + ${credited}`,
      })
      .where(eq(learnRecords.id, recent.id));
    return;
  }
  await tx.insert(learnRecords).values({
    userId,
    courseId: lesson.courseId,
    lessonId: lesson.id,
    startedAt: new Date(now.getTime() - credited * 1000),
    endedAt: now,
    durationSeconds: credited,
  });
}
