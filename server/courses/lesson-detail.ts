/**
 * lessonDetail: a lesson of a published course, the position to resume from (the token holder's
 * last reported position, 0 for anonymous callers) and the lessons before and after it in the
 * course's reading order, across chapter boundaries.
 */
import { and, eq } from 'drizzle-orm';
import type { LessonDetail } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { chapters, courses, learnProgress, lessons } from '../db/schema';
import { courseOutline } from './course-outline';

export async function lessonDetail(
  db: Database,
  id: number,
  userId: number | null,
): Promise<LessonDetail | null> {
  const [row] = await db
    .select({
      id: lessons.id,
      courseId: lessons.courseId,
      courseTitle: courses.title,
      chapterTitle: chapters.title,
      title: lessons.title,
      videoUrl: lessons.videoUrl,
      poster: lessons.poster,
      durationSeconds: lessons.durationSeconds,
    })
    .from(lessons)
    .innerJoin(courses, eq(courses.id, lessons.courseId))
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(and(eq(lessons.id, id), eq(courses.published, true)))
    .limit(1);
  if (!row) return null;
  const order = (await courseOutline(db, row.courseId)).map((lesson) => lesson.id);
  const at = order.indexOf(row.id);
  let position = 0;
  if (userId !== null) {
    const [progress] = await db
      .select({ position: learnProgress.position })
      .from(learnProgress)
      .where(and(eq(learnProgress.userId, userId), eq(learnProgress.lessonId, id)))
      .limit(1);
    position = progress?.position ?? 0;
  }
  return {
    ...row,
    position,
    prevLessonId: at > 0 ? (order[at - 1] ?? null) : null,
    nextLessonId: at >= 0 ? (order[at + 1] ?? null) : null,
  };
}
