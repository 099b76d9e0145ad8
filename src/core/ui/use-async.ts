import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'ready'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

export interface AsyncResult<T> {
  state: AsyncState<T>;
  /** Loads again (the retry of the error state). */
  reload: () => void;
}

/**
 * Runs a load when the component mounts and whenever `deps` change; stale answers are dropped.
 * With `initial` (data the page already carries), the first render shows it and nothing is loaded
 * until `deps` change or a reload.
 * @example
 * const { state, reload } = useAsync(() => getCensusTotal(), []);
 * const site = useAsync(getSiteInfo, [], pageSiteInfo() ?? undefined);
 */
export function useAsync<T>(
  load: () => Promise<T>,
  deps: readonly unknown[],
  initial?: T,
): AsyncResult<T> {
  const [state, setState] = useState<AsyncState<T>>(() =>
    initial === undefined
      ? { status: 'loading', data: undefined, error: undefined }
      : { status: 'ready', data: initial, error: undefined },
  );
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const given = useRef(initial !== undefined);

  useEffect(() => {
    if (given.current) {
      given.current = false;
      return;
    }
    let current = true;
    // a reload keeps showing the data it replaces (periodic refresh must not flash a spinner)
    setState((previous) =>
      previous.status === 'ready'
        ? previous
        : { status: 'loading', data: undefined, error: undefined },
    );
    // the answer is shown by a transition: React renders it in short slices, so a long list
    // arriving while the page starts does not block input for one long task
    const settle = (next: AsyncState<T>) => {
      if (current) startTransition(() => setState(next));
    };
    loadRef.current().then(
      (data) => settle({ status: 'ready', data, error: undefined }),
      (error: unknown) => settle({ status: 'error', data: undefined, error }),
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps decide when to reload
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
