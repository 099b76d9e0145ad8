import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminArticlesStyles } from './admin-articles.styles';
import { ArticleBinView } from './article-bin-view';
import { ArticleEditView } from './article-edit-view';
import { ArticleListView } from './article-list-view';

export interface AdminArticlesProps {
  view?: string;
  articleId?: string;
  container?: ShadowRoot;
}

/** The article list, the edit form of one article (a new one without an id), or the recycle bin. */
export function AdminArticles({ view, articleId, container }: AdminArticlesProps) {
  const id = Number(articleId);
  return (
    <WidgetShell styles={CONSOLE_STYLES + adminArticlesStyles}>
      {view === 'edit' ? (
        <ArticleEditView
          key={articleId ?? ''}
          articleId={Number.isInteger(id) && id > 0 ? id : null}
          container={container}
        />
      ) : view === 'bin' ? (
        <ArticleBinView />
      ) : (
        <ArticleListView />
      )}
    </WidgetShell>
  );
}
