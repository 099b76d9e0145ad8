import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MEDIA_KINDS } from '../../api/admin-contract';
import type { AdminMediaRow, MediaKind } from '../../api/admin-contract';
import { getMedia, getUploadSettings, listMedia } from '../../api/admin/media-calls';
import { mediaT } from '../../i18n/zh-cn/admin-media';
import { AsyncView } from '../async-view';
import { Pager } from '../pager';
import { useAsync } from '../use-async';
import { ConsoleDialog } from './console-dialog';
import { MediaFilters } from './media-filters';
import { formatBytes, formatClock, mediaKindName } from './media-format';
import { UploadPanel } from './upload-panel';
import { useListQuery } from './use-list-query';

export interface MediaPickerProps {
  /** The kinds that may be chosen (the list's filter and the upload offer only these). */
  kinds?: readonly MediaKind[];
  /** The chosen (or just uploaded) file: id, url, kind, duration, … */
  onPick: (row: AdminMediaRow) => void;
  onCancel: () => void;
}

interface PickerQuery {
  pageNum: number;
  pageSize: number;
  keyword: string | undefined;
  kind: MediaKind | undefined;
}

function Choice({ row, onPick }: { row: AdminMediaRow; onPick: (row: AdminMediaRow) => void }) {
  const facts = [
    mediaKindName(row.kind),
    formatBytes(row.size),
    row.durationSeconds === null ? null : formatClock(row.durationSeconds),
  ].filter(Boolean);
  return (
    <li>
      <button
        type="button"
        className="media-choice"
        data-media-id={row.id}
        onClick={() => onPick(row)}
      >
        {row.kind === 'image' ? (
          <img src={row.url} alt="" loading="lazy" />
        ) : (
          <span className="media-thumb-empty" aria-hidden="true">
            {mediaKindName(row.kind)}
          </span>
        )}
        <span className="name">
          <span className="xnfz-visually-hidden">{mediaT('picker.chooseMark')}</span>
          {row.originalName}
        </span>
        <span className="muted">{facts.join(' · ')}</span>
      </button>
    </li>
  );
}

/**
 * A dialog to choose a file of the media library (search, kind filter, pages, image previews) or
 * upload a new one with the resumable upload panel; the chosen or uploaded record comes back by
 * `onPick`. Stops its own form submits so it may sit inside another form.
 * @example
 * {open ? <MediaPicker kinds={['image']} onPick={(row) => setCover(row.url)} onCancel={close} /> : null}
 */
export function MediaPicker(props: MediaPickerProps) {
  // the dialog goes to the top of the element's tree: never inside the form that opened it
  // (a form inside a form breaks the browser's submit handling)
  const anchor = useRef<HTMLSpanElement>(null);
  const [target, setTarget] = useState<Element | null>(null);
  useLayoutEffect(() => {
    const root = anchor.current?.getRootNode() as Document | ShadowRoot | undefined;
    setTarget(root?.querySelector('.xnfz-root') ?? anchor.current?.parentElement ?? null);
  }, []);
  return (
    <>
      <span ref={anchor} hidden />
      {target
        ? createPortal(
            // React events still bubble to the opener's handlers (an editor's Enter, a form's
            // submit): they end here
            <div
              className="media-picker-layer"
              onKeyDown={(event) => event.stopPropagation()}
              onSubmit={(event) => event.stopPropagation()}
            >
              <PickerDialog {...props} />
            </div>,
            target,
          )
        : null}
    </>
  );
}

function PickerDialog({ kinds = MEDIA_KINDS, onPick, onCancel }: MediaPickerProps) {
  const single = kinds.length === 1 ? kinds[0] : undefined;
  const [query, setFilter, setPage] = useListQuery<PickerQuery>({
    pageNum: 1,
    pageSize: 12,
    keyword: undefined,
    kind: single,
  });
  const [uploadOpen, setUploadOpen] = useState(false);
  const list = useAsync(
    () =>
      listMedia({
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        ...(query.keyword ? { keyword: query.keyword } : {}),
        ...(query.kind ? { kind: query.kind } : {}),
      }),
    [query],
  );
  const settings = useAsync(
    () => (uploadOpen ? getUploadSettings() : Promise.resolve(null)),
    [uploadOpen],
  );

  async function uploaded(id: number | null) {
    if (id === null) return;
    try {
      onPick(await getMedia(id));
    } catch {
      // the client has shown the server's message; the file is in the list
      list.reload();
    }
  }

  const title = mediaT('picker.title', {
    kind: single ? mediaKindName(single) : mediaT('picker.kindAny'),
  });
  return (
    <ConsoleDialog
      title={title}
      onCancel={onCancel}
      actions={
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={onCancel}>
          {mediaT('picker.cancel')}
        </button>
      }
    >
      <div className="media-picker">
        <MediaFilters
          kinds={kinds}
          onSearch={({ keyword, kind }) => setFilter({ keyword, kind })}
        />
        <AsyncView result={list} isEmpty={(page) => page.rows.length === 0}>
          {(page) => (
            <>
              <ul className="media-choices" aria-label={mediaT('media.listHeading')}>
                {page.rows.map((row) => (
                  <Choice key={row.id} row={row} onPick={onPick} />
                ))}
              </ul>
              <Pager
                total={page.total}
                pageNum={query.pageNum}
                pageSize={query.pageSize}
                onChange={setPage}
              />
            </>
          )}
        </AsyncView>
        <p>
          <button
            type="button"
            className="xnfz-button xnfz-button--plain open-upload"
            aria-expanded={uploadOpen}
            onClick={() => setUploadOpen(!uploadOpen)}
          >
            {uploadOpen ? mediaT('picker.hideUpload') : mediaT('picker.upload')}
          </button>
        </p>
        {uploadOpen ? (
          <AsyncView result={settings}>
            {(loaded) =>
              loaded ? (
                <UploadPanel
                  settings={loaded}
                  kinds={kinds}
                  onUploaded={(id) => void uploaded(id)}
                />
              ) : null
            }
          </AsyncView>
        ) : null}
      </div>
    </ConsoleDialog>
  );
}
