import { useCallback, useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { listResourceCategories, listResources } from '../../core/api/content';
import type { ResourceKind } from '../../core/api/contract';
import { useT } from '../../core/i18n/translate';
import { navigate, router } from '../../core/router/router';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { CategoryTree } from '../../core/ui/category-tree';
import { recordId } from '../../core/ui/content-detail-state';
import { ContentSearchBox } from '../../core/ui/content-search-box';
import { Icon } from '../../core/ui/icons';
import { PagedList } from '../../core/ui/paged-list';
import { RESOURCE_KINDS, ResourceCard, resourceKind } from '../../core/ui/resource-card';
import { useAsync } from '../../core/ui/use-async';
import { useResetState } from '../../core/ui/use-reset-state';
import { coverLoading, FIRST_SCREEN_COVERS } from '../../core/ui/cover-loading';
import { SkipLink } from '../../core/ui/skip-link';
import { WidgetShell } from '../../core/ui/widget-shell';
import { resourceListStyles } from './resource-list.styles';

export interface ResourceListProps {
  /** `resource` (default) or `red` (红色资源). */
  kind?: string;
  /** The category to show (with its sub-categories); 0 or none: all. */
  categoryId?: number;
  /** Cards per page (default 12, at most 48). */
  pageSize?: number;
  /** Replaces the title (资源中心 / 红色资源). */
  heading?: string;
}

/**
 * The category is part of the list's address on the portal page: `/resourceslist/<id>` (the
 * spec's optional id) and `/redlist?category=<id>` (the spec gives /redlist no id). The host
 * turns it into `category-id`, so back / forward and shared links work; without the host the
 * element keeps the choice itself.
 */
function useCategory(
  kind: ResourceKind,
  categoryId: number | undefined,
  keyword: string,
  resetPage: () => void,
): [number | null, (id: number | null) => void] {
  const { hostActive } = useSnapshot(router);
  const fromAttribute = recordId(categoryId);
  const [chosen, setChosen] = useResetState<number | null | undefined>(undefined, fromAttribute);
  const choose = (id: number | null) => {
    if (!hostActive) {
      setChosen(id);
      resetPage();
      return;
    }
    const { list } = RESOURCE_KINDS[kind];
    const search = { keyword: keyword || undefined };
    if (kind === 'resource') navigate(id === null ? list : `${list}/${id}`, search);
    else navigate(list, { category: id ?? undefined, ...search });
  };
  return [hostActive || chosen === undefined ? fromAttribute : chosen, choose];
}

/** Resources or 红色资源: category tree, keyword search, cards and pager. */
export function ResourceList({ kind, categoryId, pageSize, heading }: ResourceListProps) {
  const t = useT();
  const ids = useId();
  const resources = resourceKind(kind);
  const size = pageSize && Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, 48) : 12;
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const keyword = (query.keyword ?? '').trim();
  const [category, chooseCategory] = useCategory(resources, categoryId, keyword, () =>
    setQuery({ page: undefined }),
  );
  const [treeOpen, setTreeOpen] = useState(false);

  const loadCategories = useCallback(() => listResourceCategories(resources), [resources]);
  const categories = useAsync(loadCategories, [resources]);
  const load = useCallback(
    () =>
      listResources({
        kind: resources,
        categoryId: category ?? undefined,
        keyword: keyword || undefined,
        pageNum: page,
        pageSize: size,
      }),
    [resources, category, keyword, page, size],
  );
  const result = useAsync(load, [resources, category, keyword, page, size]);
  const title = heading || t(RESOURCE_KINDS[resources].title);

  return (
    <WidgetShell styles={resourceListStyles}>
      <section className="list" part="base" aria-label={title} data-kind={resources}>
        <div className="head" part="head">
          <div>
            <h1 className="title" part="title">
              {title}
            </h1>
            {resources === 'red' ? <p className="intro">{t('content.redIntro')}</p> : null}
          </div>
          <ContentSearchBox
            keyword={keyword}
            onSearch={(word) => setQuery({ keyword: word, page: undefined })}
          />
        </div>
        <div className="layout">
          <aside className="side" aria-label={t('content.categories')}>
            <SkipLink targetId={`${ids}-results`} label={t('content.skipToResults')} />
            <button
              type="button"
              className="xnfz-button xnfz-button--plain tree-toggle"
              aria-expanded={treeOpen}
              aria-controls={`${ids}-tree`}
              onClick={() => setTreeOpen(!treeOpen)}
            >
              <Icon name={treeOpen ? 'tree-collapse' : 'tree-expand'} size={16} />
              {t('content.showCategories')}
            </button>
            <div id={`${ids}-tree`} className={treeOpen ? 'tree-panel open' : 'tree-panel'}>
              <AsyncView result={categories}>
                {(tree) => (
                  <CategoryTree
                    categories={tree}
                    selectedId={category}
                    onSelect={(id) => {
                      setTreeOpen(false);
                      chooseCategory(id);
                    }}
                  />
                )}
              </AsyncView>
            </div>
          </aside>
          <div className="main" id={`${ids}-results`} tabIndex={-1}>
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
                <ul className="xnfz-grid" part="list">
                  {rows.map((row, position) => (
                    <ResourceCard
                      key={row.id}
                      resource={row}
                      cover={coverLoading(position, FIRST_SCREEN_COVERS)}
                    />
                  ))}
                </ul>
              )}
            </PagedList>
          </div>
        </div>
      </section>
    </WidgetShell>
  );
}
