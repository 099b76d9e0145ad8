import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { CourseList } from './course-list';

/**
 * @summary The course centre: the category tree (collapsible on phones), type tabs 全部 / 专业课程 /
 * 实践实训 / 仿真资源, keyword search, sort 最新 / 最热 / 评分, course cards and the pager with 共 N 条.
 * On the portal page the type, keyword, sort and page live in the hash address, so back and
 * forward work; in an embedding page they live in the element.
 * @tag xnfz-course-list
 * @attr category-id - The category to show, sub-categories included (the host maps `/courselist/{id}` to it; `0` means all).
 * @attr page-size - Courses per page (default 12, at most 100).
 * @event xnfz-navigate - Before opening a course or another list outside the portal page (cancelable).
 * @csspart base - The two columns.
 * @csspart side - The category column.
 * @csspart side-toggle - The button that opens the categories on phones.
 * @csspart category-tree - The tree menu.
 * @csspart title - The list heading.
 * @csspart tabs - The type tabs. @csspart tab - One tab. @csspart tab-selected - The chosen tab.
 * @csspart search - The search form.
 * @csspart sort - The sort buttons.
 * @csspart grid - The cards. @csspart card - One course. @csspart card-link - Its title link.
 * @csspart pager - The pager.
 * @csspart state-loading - Spinner. @csspart state-empty - 暂无数据. @csspart state-error - 加载失败，点击重试.
 * @cssprop --xnfz-color-primary - Selected tab, category and page.
 * @cssprop --xnfz-color-accent - Stars.
 */
export const COURSE_LIST_TAG = 'xnfz-course-list';

defineWidget(COURSE_LIST_TAG, CourseList, { props: { categoryId: 'number', pageSize: 'number' } });
