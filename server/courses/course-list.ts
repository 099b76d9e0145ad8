/**
 * courseList: published courses, filtered by category (with its sub-categories), type and a
 * keyword on title, summary and teacher, in one of three orders:
 * - `new`: newest first (createdAt, then id, descending);
 * - `hot`: most distinct learners first, then most clicks, ties by id ascending;
 * - `rating`: highest shown rating (half stars) first, then most ratings, ties by id ascending.
 */
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { CourseSort, CourseSummary, CourseType, Paged } from '../../src/core/api/contract';
import { categoriesOf, subtreeIds } from '../content/category-tree';
import type { Database } from '../db/open-database';
import { categories, courses } from '../db/schema';
import { likePattern } from '../http/paging';
import { displayRatingSql } from './course-rating';
import { courseSummaryColumns, toCourseSummary } from './course-summary';

export interface CourseFilter {
  categoryId?: number;
  type?: CourseType;
  keyword?: string;
  sort: CourseSort;
  limit: number;
  offset: number;
}

const ORDERS: Record<CourseSort, SQL[]> = {
  new: [desc(courses.createdAt), desc(courses.id)],
  hot: [desc(courses.learnerCount), desc(courses.clickCount), asc(courses.id)],
  rating: [desc(displayRatingSql), desc(courses.ratingCount), asc(courses.id)],
};

export async function listCourses(
  db: Database,
  filter: CourseFilter,
): Promise<Paged<CourseSummary>> {
  const parts: (SQL | undefined)[] = [eq(courses.published, true)];
  if (filter.categoryId !== undefined) {
    const ids = subtreeIds(await categoriesOf(db, 'course'), filter.categoryId);
    if (ids.length === 0) return { total: 0, rows: [] };
    parts.push(inArray(courses.categoryId, ids));
  }
  if (filter.type !== undefined) parts.push(eq(courses.type, filter.type));
  if (filter.keyword) {
    const pattern = likePattern(filter.keyword);
    parts.push(
      or(
        ilike(courses.title, pattern),
        ilike(courses.summary, pattern),
        ilike(courses.teacher, pattern),
      ),
    );
  }
  const where = and(...parts);
  const [totalRow] = await db.select({ n: count() }).from(courses).where(where);
  const rows = await db
    .select(courseSummaryColumns)
    .from(courses)
    .leftJoin(categories, eq(categories.id, courses.categoryId))
    .where(where)
    .orderBy(...ORDERS[filter.sort])
    .limit(filter.limit)
    .offset(filter.offset);
  return { total: totalRow?.n ?? 0, rows: rows.map(toCourseSummary) };
}
