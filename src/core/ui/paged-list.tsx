import type { ReactNode } from 'react';
import type { Paged } from '../api/contract';
import { useT } from '../i18n/translate';
import { AsyncView } from './async-view';
import { Pager } from './pager';
import type { AsyncResult } from './use-async';

export interface PagedListProps<Row> {
  /** The loaded page of rows (`total` counts them over all pages). */
  result: AsyncResult<Paged<Row>>;
  pageNum: number;
  pageSize: number;
  /** Another page was chosen in the pager. */
  onPage: (pageNum: number) => void;
  /** The rows of the page (never called with none). */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A list that loads page by page: the loading, 暂无数据 and error states, the rows and the pager.
 * A page past the last one (the address can name it) says 暂无数据 above a pager that leads back.
 * @example
 * <PagedList result={result} pageNum={page} pageSize={10} onPage={(n) => setQuery({ page: n })}>
 *   {(rows) => <ul className="rows">{rows.map((row) => <ArticleRow key={row.id} article={row} />)}</ul>}
 * </PagedList>
 */
export function PagedList<Row>({
  result,
  pageNum,
  pageSize,
  onPage,
  children,
}: PagedListProps<Row>) {
  const t = useT();
  return (
    <AsyncView result={result} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <>
          {data.rows.length > 0 ? (
            children(data.rows)
          ) : (
            <div className="xnfz-state" part="state-empty">
              {t('state.empty')}
            </div>
          )}
          <Pager total={data.total} pageNum={pageNum} pageSize={pageSize} onChange={onPage} />
        </>
      )}
    </AsyncView>
  );
}
