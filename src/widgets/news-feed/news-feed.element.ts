import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { NewsFeed } from './news-feed';

/**
 * @summary The latest news, notices or research articles as a compact list (title and date)
 * with 更多 leading to the full list; made to sit on any page, with or without the portal.
 * @tag xnfz-news-feed
 * @attr {ArticleKind} kind - `news` (default), `notice` or `research`.
 * @attr limit - How many articles (default 5, at most 20).
 * @attr heading - Replaces the title.
 * @event xnfz-navigate - Before opening an article or the list outside the portal page (cancelable).
 * @csspart base - The panel. @csspart title - The title. @csspart more - The 更多 link.
 * @csspart list - The rows. @csspart item - One article. @csspart pinned - The 置顶 marker.
 * @cssprop --xnfz-color-primary - The rule under the title, links and the 置顶 marker.
 */
export const NEWS_FEED_TAG = 'xnfz-news-feed';

defineWidget(NEWS_FEED_TAG, NewsFeed, {
  props: { kind: 'string', limit: 'number', heading: 'string' },
});
