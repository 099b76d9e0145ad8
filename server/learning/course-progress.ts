/**
 * A learner's progress in a course, 0..100: the share of the course's video time watched, a
 * lesson counting at most its own duration and a finished lesson counting whole. Rounded down
 * and held at 99 until every lesson is finished, so 100 always means "all lessons finished".
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { learnProgress, lessons } from '../db/schema';

export interface LessonProgress {
  durationSeconds: number;
  learnedSeconds: number;
  finished: boolean;
}

export function progressPercent(items: readonly LessonProgress[]): number {
  if (items.length === 0) return 0;
  if (items.every((item) => item.finished)) return 100;
  let total = 0;
  let done = 0;
  for (const item of items) {
    const duration = Math.max(0, item.durationSeconds);
    total += duration;
    done += item.finished ? duration : Math.min(item.learnedSeconds, duration);
  }
  if (total === 0) {
    const finished = items.filter((item) => item.finished).length;
    return Math.min(99, Math.floor((finished * 100) / items.length));
  }
  return Math.min(99, Math.floor((done * 100) / total));
}

/** The user's progress in each of the courses (0 for a course without lessons). */
export async function progressByCourse(
  db: Database,
  userId: number,
  courseIds: readonly number[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (courseIds.length === 0) return result;
  const rows = await db
    .select({
      courseId: lessons.courseId,
      durationSeconds: lessons.durationSeconds,
      learnedSeconds: learnProgress.learnedSeconds,
      finished: learnProgress.finished,
    })
    .from(lessons)
    .leftJoin(
      learnProgress,
      and(eq(learnProgress.lessonId, lessons.id), eq(learnProgress.userId, userId)),
    )
    .where(inArray(lessons.courseId, [...courseIds]))
    .orderBy(asc(lessons.id));
  const byCourse = new Map<number, LessonProgress[]>();
  for (const row of rows) {
    const items = byCourse.get(row.courseId) ?? [];
    items.push({
      durationSeconds: row.durationSeconds,
      learnedSeconds: row.learnedSeconds ?? 0,
      finished: row.finished ?? false,
    });
    byCourse.set(row.courseId, items);
  }
  for (const id of courseIds) result.set(id, progressPercent(byCourse.get(id) ?? []));
  return result;
}
