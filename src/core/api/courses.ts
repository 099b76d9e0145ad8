import { callApi } from './client';
import type {
  Category,
  CourseDetail,
  CourseListQuery,
  CourseSummary,
  CourseType,
  LearnProgressBody,
  LearnProgressData,
  LessonDetail,
  Paged,
  RateCourseData,
} from './contract';

/** The course category tree (for the tree menu). */
export function listCourseCategories(query: { type?: CourseType } = {}): Promise<Category[]> {
  return callApi('/api/xnfz/courseCategories', query);
}

/**
 * A page of courses.
 * @example
 * const { total, rows } = await listCourses({ categoryId: 3, sort: 'hot', pageNum: 2 });
 */
export function listCourses(query: CourseListQuery): Promise<Paged<CourseSummary>> {
  return callApi('/api/xnfz/courseList', query);
}

/** One course with its chapters, lessons and (for a token holder) my progress. */
export function getCourse(id: number): Promise<CourseDetail> {
  return callApi('/api/xnfz/courseDetail', { id });
}

/** One lesson, with the position to resume from. */
export function getLesson(id: number): Promise<LessonDetail> {
  return callApi('/api/xnfz/lessonDetail', { id });
}

/**
 * Reports video progress (every 15 s while playing, and on pause, end and leave).
 * @example
 * await reportLearnProgress({ lessonId: 5, position: 120, watchedSeconds: 15 });
 */
export function reportLearnProgress(body: LearnProgressBody): Promise<LearnProgressData> {
  return callApi('/api/xnfz/learnProgress', body);
}

/** Rates a course 1..5. */
export function rateCourse(courseId: number, score: number): Promise<RateCourseData> {
  return callApi('/api/xnfz/rateCourse', { courseId, score });
}
