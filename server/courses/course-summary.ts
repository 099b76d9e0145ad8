/** The CourseSummary columns of a course row (category name, lesson count and total duration). */
import { sql } from 'drizzle-orm';
import type { CourseSummary } from '../../src/core/api/contract';
import { categories, courses, lessons } from '../db/schema';
import { displayRating } from './course-rating';

export const courseSummaryColumns = {
  id: courses.id,
  title: courses.title,
  cover: courses.cover,
  summary: courses.summary,
  categoryId: courses.categoryId,
  categoryName: categories.name,
  type: courses.type,
  teacher: courses.teacher,
  lessonCount:
    sql<number>`(SELECT COUNT(*) FROM ${lessons} WHERE ${lessons.courseId} = ${courses.id})`.mapWith(
      Number,
    ),
  durationSeconds:
    sql<number>`(SELECT COALESCE(SUM(${lessons.durationSeconds}), 0) FROM ${lessons} WHERE ${lessons.courseId} = ${courses.id})`.mapWith(
      Number,
    ),
  learnerCount: courses.learnerCount,
  clickCount: courses.clickCount,
  ratingSum: courses.ratingSum,
  ratingCount: courses.ratingCount,
  createdAt: courses.createdAt,
};

export interface CourseSummaryRow {
  id: number;
  title: string;
  cover: string;
  summary: string;
  categoryId: number | null;
  categoryName: string | null;
  type: CourseSummary['type'];
  teacher: string;
  lessonCount: number;
  durationSeconds: number;
  learnerCount: number;
  clickCount: number;
  ratingSum: number;
  ratingCount: number;
  createdAt: Date;
}

export function toCourseSummary(row: CourseSummaryRow): CourseSummary {
  return {
    id: row.id,
    title: row.title,
    cover: row.cover,
    summary: row.summary,
    categoryId: row.categoryId ?? 0,
    categoryName: row.categoryName ?? '',
    type: row.type,
    teacher: row.teacher,
    lessonCount: row.lessonCount,
    durationSeconds: row.durationSeconds,
    learnCount: row.learnerCount,
    clickCount: row.clickCount,
    rating: displayRating(row.ratingSum, row.ratingCount),
    ratingCount: row.ratingCount,
    createdAt: row.createdAt.toISOString(),
  };
}
