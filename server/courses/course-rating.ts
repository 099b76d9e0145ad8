/**
 * The rating shown for a course: the average of its scores rounded to the nearest half star
 * (the contract's "0..5 in steps of 0.5"), 0 when nobody has rated it. Every call that answers
 * a `rating` (course list and detail, rateCourse, lessonRanking) and the `rating` sort use this
 * one rule, in SQL or in JavaScript; both round halves up (numeric `round` and Math.round agree
 * for the positive values here).
 */
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { courses } from '../db/schema';

export function displayRating(ratingSum: number, ratingCount: number): number {
  if (ratingCount <= 0) return 0;
  return Math.min(5, Math.max(0, Math.round((ratingSum * 2) / ratingCount) / 2));
}

/** The same rule as an SQL expression over the courses table (for ORDER BY). */
export const displayRatingSql: SQL<number> = sql<number>`(CASE WHEN ${courses.ratingCount} > 0
  THEN round((${courses.ratingSum} * 2 / ${courses.ratingCount})::numeric) / 2 ELSE 0 END)`;
