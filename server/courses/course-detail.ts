/**
 * courseDetail: the course with its chapters and lessons. For a token holder also the seconds
 * watched and the finished flag of each lesson, whether the course is collected, the user's own
 * rating, the progress (see learning/course-progress.ts) and the lesson studied last; anonymous
 * callers get collected false, myRating null, progress null and lessons without those fields.
 * Every call counts one click of the course (its counter and the day's counter by identity).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ChapterOutline, CourseDetail, TrafficIdentity } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { countDailyClick } from '../content/count-click';
import {
  categories,
  collections,
  courseLearners,
  courses,
  learnProgress,
  ratings,
} from '../db/schema';
import { progressPercent } from '../learning/course-progress';
import { METRICS } from '../statistics/daily-counters';
import { courseChapters, courseOutline } from './course-outline';
import { courseSummaryColumns, toCourseSummary } from './course-summary';

export interface Caller {
  userId: number;
  identity: TrafficIdentity;
}

/** The published course, or null. */
export async function findCourseSummary(ctx: AppContext, id: number) {
  const [row] = await ctx.db
    .select({ ...courseSummaryColumns, description: courses.description, tags: courses.tags })
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(and(eq(courses.id, id), eq(courses.published, true)))
    .limit(1);
  return row ?? null;
}

/** One more click on a published course; false when there is no such course. */
async function countCourseClick(
  ctx: AppContext,
  id: number,
  identity: TrafficIdentity,
): Promise<boolean> {
  const updated = await ctx.db
    .update(courses)
    .set({ clickCount: sql`${courses.clickCount} + 1` })
    .where(and(eq(courses.id, id), eq(courses.published, true)))
    .returning({ id: courses.id });
  if (updated.length === 0) return false;
  await countDailyClick(ctx, METRICS.courseClick, identity, id);
  return true;
}

export async function courseDetail(
  ctx: AppContext,
  id: number,
  caller: Caller | null,
): Promise<CourseDetail | null> {
  if (!(await countCourseClick(ctx, id, caller?.identity ?? 'visitor'))) return null;
  const row = await findCourseSummary(ctx, id);
  if (!row) return null;
  const chapterRows = await courseChapters(ctx.db, id);
  const outline = await courseOutline(ctx.db, id);
  const mine = caller ? await personalState(ctx, caller.userId, id) : null;
  const chapters: ChapterOutline[] = chapterRows.map((chapter) => ({
    id: chapter.id,
    title: chapter.title,
    lessons: outline
      .filter((lesson) => lesson.chapterId === chapter.id)
      .map((lesson) => {
        const base = {
          id: lesson.id,
          title: lesson.title,
          durationSeconds: lesson.durationSeconds,
          videoUrl: lesson.videoUrl,
        };
        if (!mine) return base;
        const progress = mine.progress.get(lesson.id);
        return {
          ...base,
          learnedSeconds: progress?.learnedSeconds ?? 0,
          finished: progress?.finished ?? false,
        };
      }),
  }));
  return {
    ...toCourseSummary(row),
    description: row.description,
    tags: row.tags,
    chapters,
    collected: mine?.collected ?? false,
    myRating: mine?.myRating ?? null,
    progress: mine
      ? progressPercent(
          outline.map((lesson) => ({
            durationSeconds: lesson.durationSeconds,
            learnedSeconds: mine.progress.get(lesson.id)?.learnedSeconds ?? 0,
            finished: mine.progress.get(lesson.id)?.finished ?? false,
          })),
        )
      : null,
    lastLessonId: mine?.lastLessonId ?? null,
  };
}

async function personalState(ctx: AppContext, userId: number, courseId: number) {
  const { db } = ctx;
  const progressRows = await db
    .select({
      lessonId: learnProgress.lessonId,
      learnedSeconds: learnProgress.learnedSeconds,
      finished: learnProgress.finished,
    })
    .from(learnProgress)
    .where(and(eq(learnProgress.userId, userId), eq(learnProgress.courseId, courseId)));
  const [collected] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(
      and(
        eq(collections.userId, userId),
        eq(collections.targetType, 'course'),
        eq(collections.targetId, courseId),
      ),
    )
    .limit(1);
  const [rating] = await db
    .select({ score: ratings.score })
    .from(ratings)
    .where(and(eq(ratings.userId, userId), eq(ratings.courseId, courseId)))
    .limit(1);
  const [learner] = await db
    .select({ lastLessonId: courseLearners.lastLessonId })
    .from(courseLearners)
    .where(and(eq(courseLearners.userId, userId), eq(courseLearners.courseId, courseId)))
    .limit(1);
  return {
    progress: new Map(progressRows.map((row) => [row.lessonId, row])),
    collected: collected !== undefined,
    myRating: rating?.score ?? null,
    lastLessonId: learner?.lastLessonId ?? null,
  };
}
