import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { Home } from './home';

/**
 * @summary The home page: a keyboard-operable banner carousel (上一张 / 下一张, labelled dots,
 * 暂停轮播; it advances on its own only while neither pointer nor focus is on it, and never with
 * reduced motion), a course search box, the census figures, course highlights by type (专业课程 /
 * 实践实训 / 仿真资源 tabs), news and notices side by side, the 红色资源 strip and experiment entries.
 * It renders the `<xnfz-census-total>` and `<xnfz-news-feed>` tags; the page (or the host) defines them.
 * @tag xnfz-home
 * @attr banner-interval - Seconds between banner slides (default 5).
 * @attr limit - Courses per type tab (default 8, at most 24).
 * @event xnfz-navigate - Before opening a course, resource, experiment or the search results outside the portal page (cancelable).
 * @csspart base - The whole page.
 * @csspart banner - The banner area. @csspart carousel - The carousel. @csspart slide - One slide.
 * @csspart carousel-controls - Arrows, dots and the pause button.
 * @csspart search - The search form.
 * @csspart census - The census row. @csspart feeds - News and notices.
 * @csspart courses - Course highlights. @csspart tabs - The type tabs. @csspart tab - One tab.
 * @csspart grid - The course cards. @csspart card - One course.
 * @csspart red - The 红色资源 strip. @csspart red-card - One resource.
 * @csspart experiments - Experiment entries. @csspart experiment-card - One experiment.
 * @csspart state-loading - Spinner. @csspart state-empty - 暂无数据. @csspart state-error - 加载失败，点击重试.
 * @cssprop --xnfz-color-primary - Headings, tabs and buttons.
 * @cssprop --xnfz-color-accent - The current banner dot and stars.
 */
export const HOME_TAG = 'xnfz-home';

defineWidget(HOME_TAG, Home, { props: { bannerInterval: 'number', limit: 'number' } });
