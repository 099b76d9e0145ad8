import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ArticleDetail } from './article-detail';

/**
 * @summary One news item, notice or research article: breadcrumb (首页 > 新闻动态 > 标题), title,
 * meta line (date · source · author · 浏览量), the sanitised body, attachments with their sizes,
 * and 上一篇 / 下一篇. A missing article shows 资源不存在 with the way back to its list.
 * @tag xnfz-article-detail
 * @attr article-id - The article to show.
 * @attr {ArticleKind} kind - `news` (default), `notice` or `research`: the list to lead back to while the
 * article is not known (the article's own kind wins once loaded).
 * @event xnfz-navigate - Before opening another screen outside the portal page (cancelable).
 * @csspart base - The article panel. @csspart breadcrumb - The breadcrumb.
 * @csspart title - The title. @csspart meta - The meta line. @csspart content - The body.
 * @csspart attachments - The attachments. @csspart neighbours - 上一篇 / 下一篇.
 * @csspart prev - 上一篇. @csspart next - 下一篇.
 * @cssprop --xnfz-color-primary - Links and the 置顶 marker.
 */
export const ARTICLE_DETAIL_TAG = 'xnfz-article-detail';

defineWidget(ARTICLE_DETAIL_TAG, ArticleDetail, {
  props: { articleId: 'number', kind: 'string' },
});
