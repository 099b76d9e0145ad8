/**
 * rateCourse: one rating per user and course; rating again replaces the score. The course keeps
 * the sum and number of its scores, changed in the same transaction as the rating row, so the
 * shown rating (courses/course-rating.ts) is always the average of the stored ratings.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { RateCourseData } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { courses, ratings } from '../db/schema';
import { displayRating } from '../courses/course-rating';

/** Null when the course does not exist or is not published. */
export async function rateCourse(
  db: Database,
  userId: number,
  courseId: number,
  score: number,
  now: Date,
): Promise<RateCourseData | null> {
  return db.transaction(async (tx) => {
    const [course] = await tx
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.published, true)))
      .for('update');
    if (!course) return null;
    const [old] = await tx
      .select({ score: ratings.score })
      .from(ratings)
      .where(and(eq(ratings.userId, userId), eq(ratings.courseId, courseId)))
      .for('update');
    if (old) {
      await tx
        .update(ratings)
        .set({ score, updatedAt: now })
        .where(and(eq(ratings.userId, userId), eq(ratings.courseId, courseId)));
    } else {
      await tx.insert(ratings).values({ userId, courseId, score, createdAt: now, updatedAt: now });
    }
    const [updated] = await tx
      .update(courses)
      .set({
        ratingSum: sql`${courses.ratingSum} + ${score - (old?.score ?? 0)}`,
        ratingCount: sql`${courses.ratingCount} + ${old ? 0 : 1}`,
      })
      .where(eq(courses.id, courseId))
      .returning({ ratingSum: courses.ratingSum, ratingCount: courses.ratingCount });
    if (!updated) throw new Error('course vanished while rating');
    return {
      rating: displayRating(updated.ratingSum, updated.ratingCount),
      ratingCount: updated.ratingCount,
      myRating: score,
    };
  });
}
