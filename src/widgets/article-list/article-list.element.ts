import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ArticleList } from './article-list';

/**
 * @summary 新闻动态, 通知公告 or 研究中心 as a paged list, pinned articles first (置顶), with a
 * keyword search; page and keyword live in the address on the portal page, so back / forward
 * and shared links work. Each row opens the article's detail screen.
 * @tag xnfz-article-list
 * @attr {ArticleKind} kind - `news` (default), `notice` or `research`.
 * @attr page-size - Rows per page (default 10, at most 50).
 * @attr heading - Replaces the title.
 * @event xnfz-navigate - Before opening an article outside the portal page (cancelable).
 * @csspart base - The list panel. @csspart title - The title. @csspart search - The search form.
 * @csspart search-input - The keyword input. @csspart search-button - The 搜索 button.
 * @csspart list - The rows. @csspart item - One article. @csspart pinned - The 置顶 marker.
 * @csspart pager - The pager.
 * @cssprop --xnfz-color-primary - Title, rule under the title and the 置顶 marker.
 */
export const ARTICLE_LIST_TAG = 'xnfz-article-list';

defineWidget(ARTICLE_LIST_TAG, ArticleList, {
  props: { kind: 'string', pageSize: 'number', heading: 'string' },
});
