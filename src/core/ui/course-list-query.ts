import type { CourseListQuery, CourseSort } from '../api/contract';
import { positiveInt, type QueryValues } from '../router/use-route-query';
import { courseSortOf, courseTypeOf } from './course-types';

/** Courses per page of the course list, unless its element says otherwise. */
export const COURSE_PAGE_SIZE = 12;
const DEFAULT_SORT: CourseSort = 'new';

/**
 * The courseList call of the course list for a category and its address's query (type, keyword,
 * sort, page): one function for the element and for the portal, which asks for the first screen's
 * page ahead — the element takes that answer only when the two calls are the same.
 * @example
 * listCourses(courseListQuery(3, { sort: 'hot', page: '2' }));
 */
export function courseListQuery(
  category: number | null,
  query: QueryValues,
  pageSize = COURSE_PAGE_SIZE,
): CourseListQuery {
  return {
    pageNum: positiveInt(query.page, 1),
    pageSize,
    categoryId: category ?? undefined,
    type: courseTypeOf(query.type),
    keyword: (query.keyword ?? '').trim() || undefined,
    sort: courseSortOf(query.sort, DEFAULT_SORT),
  };
}
