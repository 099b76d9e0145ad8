import { useState } from 'react';

export interface ListQuery {
  pageNum: number;
  pageSize: number;
}

/**
 * A list's query: changing a filter goes back to page 1, paging keeps the filters.
 * @example
 * const [query, setFilter, setPage] = useListQuery({ pageNum: 1, pageSize: 10, keyword: '' });
 */
export function useListQuery<Q extends ListQuery>(
  initial: Q,
): [Q, (changes: Partial<Omit<Q, 'pageNum' | 'pageSize'>>) => void, (pageNum: number) => void] {
  const [query, setQuery] = useState<Q>(initial);
  const setFilter = (changes: Partial<Omit<Q, 'pageNum' | 'pageSize'>>) =>
    setQuery((previous) => ({ ...previous, ...changes, pageNum: 1 }));
  const setPage = (pageNum: number) => setQuery((previous) => ({ ...previous, pageNum }));
  return [query, setFilter, setPage];
}
