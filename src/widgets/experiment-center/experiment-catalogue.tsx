import { useCallback } from 'react';
import { listExperiments } from '../../core/api/experiments';
import { useT } from '../../core/i18n/translate';
import { ContentSearchBox } from '../../core/ui/content-search-box';
import { coverLoading, FIRST_SCREEN_COVERS } from '../../core/ui/cover-loading';
import { ExperimentCard } from '../../core/ui/experiment-card';
import { PagedList } from '../../core/ui/paged-list';
import { useAsync } from '../../core/ui/use-async';

export interface ExperimentCatalogueProps {
  heading: string;
  keyword: string;
  page: number;
  pageSize: number;
  onSearch: (keyword: string) => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
}

/** The catalogue: title band with keyword search, experiment cards and the pager. */
export function ExperimentCatalogue(props: ExperimentCatalogueProps) {
  const { heading, keyword, page, pageSize, onSearch, onPage, onOpen } = props;
  const t = useT();
  const load = useCallback(
    () => listExperiments({ pageNum: page, pageSize, keyword: keyword || undefined }),
    [page, pageSize, keyword],
  );
  const result = useAsync(load, [page, pageSize, keyword]);
  return (
    <section className="catalogue" part="catalogue" aria-label={heading}>
      <div className="head" part="head">
        <div>
          <h1 className="title" part="title">
            {heading}
          </h1>
          <p className="intro">{t('experiments.intro')}</p>
        </div>
        <ContentSearchBox keyword={keyword} onSearch={onSearch} />
      </div>
      {keyword ? (
        <p className="search-result">{t('experiments.searchResult', { keyword })}</p>
      ) : null}
      <PagedList result={result} pageNum={page} pageSize={pageSize} onPage={onPage}>
        {(rows) => (
          <ul className="xnfz-grid" part="list" aria-label={t('experiments.list')}>
            {rows.map((row, position) => (
              <ExperimentCard
                key={row.id}
                experiment={row}
                onOpen={onOpen}
                level={2}
                cover={coverLoading(position, FIRST_SCREEN_COVERS)}
              />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
