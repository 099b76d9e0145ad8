import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { CourseCards } from './course-cards';

/**
 * @summary A grid of course cards to embed in other sites: cover, title, teacher, 课时, learners,
 * views and stars, each opening 课程目录; a 更多课程 link opens the course centre.
 * @tag xnfz-course-cards
 * @attr {CourseType} type - `major` 专业课程, `practice` 实践实训 or `simulation` 仿真资源; all types when missing.
 * @attr limit - How many courses (default 8, at most 50).
 * @attr {CourseSort} sort - `hot` (default), `new` or `rating`.
 * @attr category-id - Only this category, sub-categories included.
 * @attr heading - Replaces the heading; `none` hides it (and the 更多课程 link).
 * @event xnfz-navigate - Before opening a course or the course centre outside the portal page (cancelable).
 * @csspart base - The section. @csspart title - The heading. @csspart more - The 更多课程 link.
 * @csspart grid - The cards. @csspart card - One course. @csspart card-link - Its title link.
 * @csspart state-loading - Spinner. @csspart state-empty - 暂无数据. @csspart state-error - 加载失败，点击重试.
 * @cssprop --xnfz-color-accent - Stars.
 */
export const COURSE_CARDS_TAG = 'xnfz-course-cards';

defineWidget(COURSE_CARDS_TAG, CourseCards, {
  props: {
    type: 'string',
    limit: 'number',
    sort: 'string',
    categoryId: 'number',
    heading: 'string',
  },
});
