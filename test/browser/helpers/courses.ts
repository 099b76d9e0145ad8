// Helpers of the course and home tests: the host page, hash navigation, and the server's own
// answers for the same queries the elements make (never hard-coded demo data).
import { waitUntil } from './wait-until';
import type {
  Category,
  CourseDetail,
  CourseSummary,
  LessonDetail,
  Paged,
} from '../../../src/core/api/contract';
import { router } from '../../../src/core/router/router';
import { shadowOf } from './dom';
import { apiGet, must } from './server-api';

export type Query = Record<string, string | number | undefined>;

function search(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/** A page of courses straight from the server. */
export async function serverCourses(query: Query): Promise<Paged<CourseSummary>> {
  return must(await apiGet<Paged<CourseSummary>>(`/api/xnfz/courseList?${search(query)}`));
}

export async function serverCourse(id: number, token?: string): Promise<CourseDetail> {
  return must(await apiGet<CourseDetail>(`/api/xnfz/courseDetail?id=${id}`, token));
}

export async function serverLesson(id: number, token?: string): Promise<LessonDetail> {
  return must(await apiGet<LessonDetail>(`/api/xnfz/lessonDetail?id=${id}`, token));
}

export async function serverCategories(): Promise<Category[]> {
  return must(await apiGet<Category[]>('/api/xnfz/courseCategories'));
}

/** A course with at least three lessons, and its lessons in order. */
export async function courseWithLessons(): Promise<{ course: CourseDetail; lessonIds: number[] }> {
  const { rows } = await serverCourses({ pageSize: 20, sort: 'new' });
  for (const row of rows) {
    const course = await serverCourse(row.id);
    const lessonIds = course.chapters.flatMap((chapter) => chapter.lessons.map((l) => l.id));
    if (lessonIds.length >= 3) return { course, lessonIds };
  }
  throw new Error('演示数据中没有至少三个课时的课程');
}

/** The ids of the course cards an element shows, in order. */
export function shownCourseIds(element: Element): number[] {
  return [...shadowOf(element).querySelectorAll('[data-course-id]')].map((card) =>
    Number(card.getAttribute('data-course-id')),
  );
}

/** Waits until an element shows exactly these courses (stale pages stay until the new one). */
export async function waitForCourses(element: Element, ids: number[], what = ''): Promise<void> {
  await waitUntil(
    () => JSON.stringify(shownCourseIds(element)) === JSON.stringify(ids),
    `课程卡片 ${what}：期望 ${JSON.stringify(ids)}，实际 ${JSON.stringify(shownCourseIds(element))}`,
    { timeout: 10000 },
  );
}

/** Renders a query on the server and waits for the element to show the same page. */
export async function expectSameAsServer(
  element: Element,
  query: Query,
): Promise<Paged<CourseSummary>> {
  const page = await serverCourses(query);
  await waitForCourses(
    element,
    page.rows.map((row) => row.id),
    JSON.stringify(query),
  );
  return page;
}

export { go, mountPortal } from './portal';

/** Waits until the host shows an address (after a click, back or forward). */
export async function arrivedAt(href: string): Promise<void> {
  await waitUntil(
    () => router.current?.href === href,
    `address ${href}, now ${router.current?.href ?? '–'}`,
  );
}

/** Categories of a tree, depth first. */
export function flatten(categories: Category[]): Category[] {
  return categories.flatMap((category) => [category, ...flatten(category.children)]);
}

/** A button or link inside an element's shadow root whose text is exactly `text`. */
export function byText<E extends HTMLElement = HTMLElement>(
  element: Element,
  selector: string,
  text: string,
): E | null {
  return (
    ([...shadowOf(element).querySelectorAll<E>(selector)].find(
      (node) => node.textContent?.trim() === text,
    ) as E | undefined) ?? null
  );
}
