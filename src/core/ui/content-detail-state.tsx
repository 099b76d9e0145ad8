import type { ReactNode } from 'react';
import { ApiError, isApiError } from '../api/api-error';
import { MSG_NOT_FOUND_CONTENT } from '../api/contract';
import { t as translate, useT } from '../i18n/translate';
import { cssVar, space } from '../theme/tokens';
import { AsyncView } from './async-view';
import { RouteLink } from './route-link';
import type { AsyncResult } from './use-async';

/** A record id from an attribute: a positive whole number, or null. */
export function recordId(value: number | undefined): number | null {
  return value !== undefined && Number.isInteger(value) && value > 0 ? value : null;
}

/** Loads a record, or fails at once with 资源不存在 when there is no valid id to ask for. */
export function loadRecord<T>(id: number | null, load: (id: number) => Promise<T>): Promise<T> {
  return id === null
    ? Promise.reject(new ApiError('api', translate('content.notFound')))
    : load(id);
}

export interface ContentDetailStateProps<T> {
  result: AsyncResult<T>;
  /** The list the record belongs to, for the way back. */
  listRoute: string;
  listTitle: string;
  children: (data: T) => ReactNode;
}

/** 资源不存在 — the server's answer, or loadRecord's for an id not worth asking about. */
function isNotFound(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    error.kind === 'api' &&
    (error.message === MSG_NOT_FOUND_CONTENT || error.message === translate('content.notFound'))
  );
}

/**
 * The states of a detail screen: 资源不存在 is final and offers the way back to the list;
 * loading and every other failure (transport, 未登录或登录超时, 服务暂时不可用 …: with retry) are
 * AsyncView's.
 */
export function ContentDetailState<T>({
  result,
  listRoute,
  listTitle,
  children,
}: ContentDetailStateProps<T>): ReactNode {
  const t = useT();
  const { state } = result;
  if (state.status === 'error' && isNotFound(state.error)) {
    return (
      <div className="xnfz-state xnfz-state--error not-found" role="alert" part="state-error">
        <span>{state.error.message}</span>
        <RouteLink to={listRoute} className="back-link">
          {t('content.backToList', { list: listTitle })}
        </RouteLink>
      </div>
    );
  }
  return <AsyncView result={result}>{children}</AsyncView>;
}

/**
 * Styles of a detail panel: title, meta line, body, attachments and the not-found state. In a
 * narrow column the meta line's · separators sit in the gap before each item and the one that
 * would start a line falls outside the box (clipped), so no line begins with a dot.
 */
export const CONTENT_DETAIL_STYLES = `
.detail {
  padding: ${space(3)} ${space(4)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.title { margin: 0 0 ${space(1.5)}; font-size: ${cssVar('font-size-title')}; line-height: 1.4; text-align: center; }
.meta {
  display: flex; flex-wrap: wrap; justify-content: center; gap: ${space(0.5)} ${space(2)};
  margin: 0 0 ${space(3)}; padding-bottom: ${space(2)}; border-bottom: 1px solid ${cssVar('color-border')};
  color: ${cssVar('color-muted')}; font-size: ${cssVar('font-size-small')};
}
.meta > * + *::before { content: '·'; margin-right: ${space(2)}; }
.attachments { margin-top: ${space(3)}; padding: ${space(2)}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg-soft')}; }
.attachments-title { margin: 0 0 ${space(1)}; font-size: ${cssVar('font-size')}; }
.attachments-list { margin: 0; padding: 0; list-style: none; }
.attachment { display: flex; flex-wrap: wrap; gap: ${space(1)}; padding: ${space(0.5)} 0; }
.attachment-link { overflow-wrap: anywhere; }
.attachment-size { color: ${cssVar('color-muted')}; }
.not-found { flex-direction: column; }
@container (max-width: 768px) {
  .detail { padding: ${space(2)}; } .title { text-align: left; }
  .meta { justify-content: flex-start; overflow: hidden; }
  .meta > *::before { content: '·'; display: inline-block; width: ${space(2)}; margin: 0 0 0 calc(-1 * ${space(2)}); text-align: center; }
}
`;
