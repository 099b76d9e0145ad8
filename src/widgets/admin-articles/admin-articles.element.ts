import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminArticles } from './admin-articles';

/**
 * @summary Console: articles of the three kinds — list (search, kind, status, sort, paging,
 * publish / unpublish) and the edit form (rich text, pinned, publish time, draft, preview; an
 * edit conflict keeps the user's version beside the latest). Console page only.
 * @tag xnfz-admin-articles
 * @attr view - `list` (default) or `edit`.
 * @attr article-id - The article to edit; empty for a new one.
 */
export const ADMIN_ARTICLES_TAG = 'xnfz-admin-articles';

defineWidget(ADMIN_ARTICLES_TAG, AdminArticles, {
  props: { view: 'string', articleId: 'string' },
});
