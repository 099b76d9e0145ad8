import { useCallback } from 'react';
import { listArticles } from '../../core/api/content';
import { useT } from '../../core/i18n/translate';
import { ARTICLE_KINDS, ArticleRow, articleKind } from '../../core/ui/article-row';
import { AsyncView } from '../../core/ui/async-view';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { newsFeedStyles } from './news-feed.styles';

export interface NewsFeedProps {
  /** `news` (default), `notice` or `research`. */
  kind?: string;
  /** How many articles (default 5, at most 20). */
  limit?: number;
  /** Replaces the title. */
  heading?: string;
}

/**
 * While the articles load: as many rows as asked for, each a title line and a date line as tall
 * as the real ones, so the feed has its final height at once.
 */
function PlaceholderRows({ count }: { count: number }) {
  return (
    <ul className="rows" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="article-row">
          <span className="article-title">
            <span className="bar title-bar" />
          </span>
          <span className="article-date bar date-bar" />
        </li>
      ))}
    </ul>
  );
}

/** The latest articles of one kind (title and date) with 更多 leading to the full list. */
export function NewsFeed({ kind, limit, heading }: NewsFeedProps) {
  const t = useT();
  const articles = articleKind(kind);
  const size = limit && Number.isInteger(limit) && limit > 0 ? Math.min(limit, 20) : 5;
  const load = useCallback(
    () => listArticles({ kind: articles, pageSize: size }),
    [articles, size],
  );
  const result = useAsync(load, [articles, size]);
  const info = ARTICLE_KINDS[articles];
  const title = heading || t(info.title);
  return (
    <WidgetShell styles={newsFeedStyles}>
      <section className="feed" part="base" aria-label={title} data-kind={articles}>
        <div className="head">
          <h2 className="title" part="title">
            {title}
          </h2>
          <RouteLink to={info.list} className="more" part="more">
            {t('content.more')}
            <span className="xnfz-visually-hidden">{title}</span>
          </RouteLink>
        </div>
        <AsyncView
          result={result}
          placeholder={<PlaceholderRows count={size} />}
          isEmpty={(data) => data.rows.length === 0}
        >
          {(data) => (
            <ul className="rows" part="list">
              {data.rows.map((row) => (
                <ArticleRow key={row.id} article={row} compact />
              ))}
            </ul>
          )}
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
