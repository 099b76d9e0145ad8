import { useCallback } from 'react';
import { listArticles } from '../../core/api/content';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { ARTICLE_KINDS, ArticleRow, articleKind } from '../../core/ui/article-row';
import { ContentSearchBox } from '../../core/ui/content-search-box';
import { PagedList } from '../../core/ui/paged-list';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { articleListStyles } from './article-list.styles';

export interface ArticleListProps {
  /** `news` (default), `notice` or `research`. */
  kind?: string;
  /** Rows per page (default 10, at most 50). */
  pageSize?: number;
  /** Replaces the title (新闻动态 / 通知公告 / 研究中心). */
  heading?: string;
}

/**
 * A paged, searchable list of news, notices or research articles, pinned first. Page and
 * keyword live in the address on the portal page.
 */
export function ArticleList({ kind, pageSize, heading }: ArticleListProps) {
  const t = useT();
  const articles = articleKind(kind);
  const size = pageSize && Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, 50) : 10;
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const keyword = (query.keyword ?? '').trim();
  const load = useCallback(
    () =>
      listArticles({
        kind: articles,
        pageNum: page,
        pageSize: size,
        keyword: keyword || undefined,
      }),
    [articles, page, size, keyword],
  );
  const result = useAsync(load, [articles, page, size, keyword]);
  const title = heading || t(ARTICLE_KINDS[articles].title);
  return (
    <WidgetShell styles={articleListStyles}>
      <section className="list" part="base" aria-label={title} data-kind={articles}>
        <div className="head">
          <h1 className="title" part="title">
            {title}
          </h1>
          <ContentSearchBox
            keyword={keyword}
            onSearch={(word) => setQuery({ keyword: word, page: undefined })}
          />
        </div>
        {keyword ? (
          <p className="search-result">{t('content.search.result', { keyword })}</p>
        ) : null}
        <PagedList
          result={result}
          pageNum={page}
          pageSize={size}
          onPage={(pageNum) => setQuery({ page: pageNum === 1 ? undefined : pageNum })}
        >
          {(rows) => (
            <ul className="rows" part="list">
              {rows.map((row) => (
                <ArticleRow key={row.id} article={row} />
              ))}
            </ul>
          )}
        </PagedList>
      </section>
    </WidgetShell>
  );
}
