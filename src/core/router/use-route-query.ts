import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import { navigate, router } from './router';
import type { RouteParams } from './routes';

export type QueryValues = Record<string, string>;

/**
 * List state (page, category, keyword…) that lives in the hash address on the portal page, so
 * back/forward and shared links work; in an embedding page it lives in the element.
 * @example
 * const [query, setQuery] = useRouteQuery();
 * const page = Number(query.page ?? 1);
 * setQuery({ page: 2 });
 */
export function useRouteQuery(): [QueryValues, (changes: RouteParams) => void] {
  const { hostActive, current } = useSnapshot(router);
  const [local, setLocal] = useState<QueryValues>({});
  const query: QueryValues = hostActive && current ? { ...current.query } : local;
  const path = hostActive && current ? (current.href.split('?')[0] ?? '/') : null;

  const setQuery = useCallback(
    (changes: RouteParams) => {
      const merged: RouteParams = { ...query, ...changes };
      if (path) {
        navigate(path, merged);
        return;
      }
      const next: QueryValues = {};
      for (const [key, value] of Object.entries(merged)) {
        if (value !== undefined && value !== null && value !== '') next[key] = String(value);
      }
      setLocal(next);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- query is derived from these
    [path, JSON.stringify(query)],
  );
  return [query, setQuery];
}

/** A positive whole number from the address, or the fallback. */
export function positiveInt(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
