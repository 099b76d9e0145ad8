import type { ReactNode } from 'react';
import { errorTextKey, isApiError } from '../api/api-error';
import { useT } from '../i18n/translate';
import type { AsyncResult } from './use-async';

export interface AsyncViewProps<T> {
  result: AsyncResult<T>;
  /** True when loaded data has nothing to show (暂无数据). */
  isEmpty?: (data: T) => boolean;
  /**
   * Shown while loading instead of the spinner: the content's shape (placeholder cards or rows),
   * so nothing moves when the data arrives.
   */
  placeholder?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * The four states every loading area has: spinner, content, 暂无数据, and 加载失败，点击重试.
 * @example
 * <AsyncView result={useAsync(getCensusTotal, [])}>{(totals) => <Cards totals={totals} />}</AsyncView>
 */
export function AsyncView<T>({
  result,
  isEmpty,
  placeholder,
  children,
}: AsyncViewProps<T>): ReactNode {
  const t = useT();
  const { state, reload } = result;
  if (state.status === 'loading' && placeholder) {
    return (
      <div role="status" part="state-loading">
        <span className="xnfz-visually-hidden">{t('state.loading')}</span>
        {placeholder}
      </div>
    );
  }
  if (state.status === 'loading') {
    return (
      <div className="xnfz-state" role="status" part="state-loading">
        <span className="xnfz-spinner" aria-hidden="true" />
        <span>{t('state.loading')}</span>
      </div>
    );
  }
  if (state.status === 'error') {
    const key = errorTextKey(state.error);
    // the button already says 加载失败，点击重试
    const detail = key === 'state.error' ? null : key;
    const serverMessage =
      isApiError(state.error) && state.error.kind === 'api' ? state.error.message : null;
    return (
      <div className="xnfz-state xnfz-state--error" role="alert" part="state-error">
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={reload}>
          {t('state.error')}
        </button>
        {detail ? <span>{t(detail)}</span> : serverMessage ? <span>{serverMessage}</span> : null}
      </div>
    );
  }
  if (isEmpty?.(state.data)) {
    return (
      <div className="xnfz-state" part="state-empty">
        {t('state.empty')}
      </div>
    );
  }
  return <>{children(state.data)}</>;
}
