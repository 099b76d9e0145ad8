import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminCourses } from './admin-courses';

/**
 * @summary Console: courses (a teacher sees only their own, editors and admins all) and one
 * course's learners with their progress. Console page only.
 * @tag xnfz-admin-courses
 * @attr course-id - Show this course's learners instead of the course list.
 */
export const ADMIN_COURSES_TAG = 'xnfz-admin-courses';

defineWidget(ADMIN_COURSES_TAG, AdminCourses, { props: { courseId: 'string' } });
