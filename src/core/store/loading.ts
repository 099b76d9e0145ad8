import { proxy } from 'valtio/vanilla';

export interface LoadingState {
  /** While true the full-screen overlay 正在加载.. covers the page. */
  flag: boolean;
  /** How many screen loads have started on this page. */
  count: number;
}

/** The spec's loading state: flag initially false, count initially 0. */
export const loading = proxy<LoadingState>({ flag: false, count: 0 });

/**
 * Shows or hides the full-screen loading overlay.
 * @example
 * setLoading(true);
 */
export function setLoading(flag: boolean): void {
  loading.flag = flag;
}

/**
 * Raises the count by one.
 * @example
 * addLoadingCount();
 */
export function addLoadingCount(): void {
  loading.count += 1;
}
