import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { CourseCatalog } from './course-catalog';

/**
 * @summary 课程目录: one course — breadcrumb, cover, title, teacher, type, counts and rating stars,
 * the description, chapters with lessons (length, my progress, ✓ when finished), 开始学习 /
 * 继续学习, 收藏 / 已收藏, and a 1–5 star rating. Anonymous users are sent to the login screen on
 * the portal page, or told 请先登录 in an embedding page.
 * @tag xnfz-course-catalog
 * @attr course-id - The course (the host passes `?id=` of `/coursecatalog`).
 * @event xnfz-collect-change - After 收藏 / 取消收藏; `detail` is `{ targetType: 'course', targetId, collected }`.
 * @event xnfz-navigate - Before opening a lesson or the login screen outside the portal page (cancelable).
 * @csspart base - The whole catalog.
 * @csspart breadcrumb - 首页 > 课程中心 > title.
 * @csspart header - Cover, title, facts and actions. @csspart cover - The cover. @csspart title - The title.
 * @csspart rating - The server's rating. @csspart rate - My rating (radio group).
 * @csspart actions - The buttons. @csspart start - 开始学习 / 继续学习. @csspart collect - 收藏 / 已收藏.
 * @csspart message - 请先登录 and other messages.
 * @csspart content - The description.
 * @csspart chapters - The chapter list. @csspart lesson - One lesson. @csspart lesson-current - (video list only).
 * @csspart state-loading - Spinner. @csspart state-empty - 暂无数据. @csspart state-error - 加载失败，点击重试.
 * @csspart summary - The 课程简介 paragraph.
 * @csspart tags - The course's tags under the title.
 * @cssprop --xnfz-color-primary - Buttons.
 * @cssprop --xnfz-color-accent - Stars and the collection icon.
 */
export const COURSE_CATALOG_TAG = 'xnfz-course-catalog';

defineWidget(COURSE_CATALOG_TAG, CourseCatalog, { props: { courseId: 'number' } });
