import { useId, useState } from 'react';
import type { AdminMediaRow, AdminUploadSettings, MediaKind } from '../../core/api/admin-contract';
import { listMedia } from '../../core/api/admin/media-calls';
import { formatDateTime } from '../../core/i18n/format';
import { mediaT } from '../../core/i18n/zh-cn/admin-media';
import { useAsync } from '../../core/ui/use-async';
import { MediaFilters } from '../../core/ui/admin/media-filters';
import { formatBytes, formatClock, mediaKindName } from '../../core/ui/admin/media-format';
import { MediaRowActions } from './media-row-actions';

const PAGE_SIZE = 10;

function CopyUrl({ row }: { row: AdminMediaRow }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const absolute = new URL(row.url, window.location.href).href;
  async function copy() {
    try {
      await navigator.clipboard.writeText(absolute);
      setState('copied');
    } catch {
      setState('failed');
    }
  }
  return (
    <div className="url">
      <code>{row.url}</code>
      <button
        type="button"
        className="xnfz-button xnfz-button--plain small-button"
        aria-label={mediaT('media.copyName', { name: row.originalName })}
        onClick={() => void copy()}
      >
        {mediaT('media.copy')}
      </button>
      <span role="status" aria-live="polite">
        {state === 'copied'
          ? mediaT('media.copied')
          : state === 'failed'
            ? mediaT('media.copyFailed')
            : ''}
      </span>
    </div>
  );
}

export interface MediaListProps {
  /** Changes after an upload: the list loads again. */
  refresh: number;
  /** The record just uploaded (highlighted). */
  freshId: number | null;
  /** The upload limits (替换文件 uploads too). */
  settings: AdminUploadSettings;
}

/** The uploaded files: search by name, filter by kind, pages of ten. */
export function MediaList({ refresh, freshId, settings }: MediaListProps) {
  const ids = useId();
  const [query, setQuery] = useState<{ keyword: string; kind: MediaKind | ''; page: number }>({
    keyword: '',
    kind: '',
    page: 1,
  });
  const { state, reload } = useAsync(
    () =>
      listMedia({
        pageNum: query.page,
        pageSize: PAGE_SIZE,
        ...(query.keyword ? { keyword: query.keyword } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
      }),
    [query, refresh],
  );

  const pages = state.status === 'ready' ? Math.max(1, Math.ceil(state.data.total / PAGE_SIZE)) : 1;
  return (
    <section className="panel" aria-labelledby={`${ids}-title`}>
      <h2 className="panel-title" id={`${ids}-title`}>
        {mediaT('media.listHeading')}
      </h2>
      <MediaFilters
        onSearch={({ keyword, kind }) =>
          setQuery({ keyword: keyword ?? '', kind: kind ?? '', page: 1 })
        }
      />
      {state.status === 'loading' ? (
        <div className="xnfz-state" role="status">
          <span className="xnfz-spinner" aria-hidden="true" />
          {mediaT('media.loading')}
        </div>
      ) : state.status === 'error' ? (
        <div className="xnfz-state xnfz-state--error">
          <button type="button" className="xnfz-button xnfz-button--plain" onClick={reload}>
            {mediaT('media.loadFailed')}
          </button>
        </div>
      ) : state.data.rows.length === 0 ? (
        <div className="xnfz-state">{mediaT('media.empty')}</div>
      ) : (
        <>
          <div className="table-wrap">
            <table>
              <caption className="xnfz-visually-hidden">{mediaT('media.listHeading')}</caption>
              <thead>
                <tr>
                  <th scope="col">{mediaT('media.col.name')}</th>
                  <th scope="col">{mediaT('media.col.kind')}</th>
                  <th scope="col">{mediaT('media.col.size')}</th>
                  <th scope="col">{mediaT('media.col.duration')}</th>
                  <th scope="col">{mediaT('media.col.uploader')}</th>
                  <th scope="col">{mediaT('media.col.time')}</th>
                  <th scope="col">{mediaT('media.col.url')}</th>
                  <th scope="col">{mediaT('media.col.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {state.data.rows.map((row) => (
                  <tr
                    key={row.id}
                    data-media-id={row.id}
                    className={row.id === freshId ? 'fresh' : undefined}
                  >
                    <td className="name" data-label={mediaT('media.col.name')}>
                      {row.originalName}
                    </td>
                    <td data-label={mediaT('media.col.kind')}>{mediaKindName(row.kind)}</td>
                    <td data-label={mediaT('media.col.size')}>{formatBytes(row.size)}</td>
                    <td data-field="duration" data-label={mediaT('media.col.duration')}>
                      {row.durationSeconds === null
                        ? mediaT('media.noDuration')
                        : formatClock(row.durationSeconds)}
                    </td>
                    <td data-label={mediaT('media.col.uploader')}>{row.uploaderName}</td>
                    <td data-label={mediaT('media.col.time')}>{formatDateTime(row.createdAt)}</td>
                    <td data-label={mediaT('media.col.url')}>
                      <CopyUrl row={row} />
                    </td>
                    <td data-label={mediaT('media.col.actions')}>
                      <MediaRowActions row={row} settings={settings} onChanged={reload} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <nav className="pager" aria-label={mediaT('media.pager')}>
            <span>{mediaT('media.total', { n: state.data.total })}</span>
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              disabled={query.page <= 1}
              onClick={() => setQuery({ ...query, page: query.page - 1 })}
            >
              {mediaT('media.prev')}
            </button>
            <span>{mediaT('media.page', { page: query.page, pages })}</span>
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              disabled={query.page >= pages}
              onClick={() => setQuery({ ...query, page: query.page + 1 })}
            >
              {mediaT('media.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
