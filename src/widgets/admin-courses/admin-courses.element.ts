import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminCourses } from './admin-courses';

/**
 * @summary Console: courses (a teacher sees only their own, editors and admins all) and one
 * course's learners with their progress, and the course editor with its outline. Console page only.
 * @tag xnfz-admin-courses
 * @attr view - list (default), learners, messages (课程通知) or edit.
 * @attr course-id - The course whose learners or messages (view learners, messages) or form (view edit; 0: a new one) to show.
 */
export const ADMIN_COURSES_TAG = 'xnfz-admin-courses';

defineWidget(ADMIN_COURSES_TAG, AdminCourses, { props: { view: 'string', courseId: 'string' } });
