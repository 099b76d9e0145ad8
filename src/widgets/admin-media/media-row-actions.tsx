import { useState } from 'react';
import type {
  AdminMediaRow,
  AdminMediaUse,
  AdminUploadSettings,
} from '../../core/api/admin-contract';
import { deleteMedia, getMediaUsage } from '../../core/api/admin/media-calls';
import { mediaT } from '../../core/i18n/zh-cn/admin-media';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { MediaReplaceDialog } from './media-replace-dialog';

/** Where the console edits what uses the file. */
function hrefOfUse(use: AdminMediaUse): string {
  switch (use.kind) {
    case 'article':
      return consoleHref('/articles/edit', { id: use.id });
    case 'articleInBin':
      return consoleHref('/articles/bin');
    case 'course':
      return consoleHref('/courses/edit', { id: use.id });
    case 'lesson':
      return consoleHref('/courses/edit', { id: use.courseId ?? 0 });
    case 'resource':
      return consoleHref('/resources/edit', { id: use.id, kind: 'resource' });
    case 'redResource':
      return consoleHref('/resources/edit', { id: use.id, kind: 'red' });
    case 'experiment':
      return consoleHref('/experiments');
    case 'banner':
      return consoleHref('/banners');
    case 'site':
      return consoleHref('/site');
  }
}

function UseList({ uses }: { uses: readonly AdminMediaUse[] }) {
  return (
    <ul className="media-uses">
      {uses.map((use) => (
        <li key={`${use.kind}-${use.id}`} data-use={use.kind}>
          <span className="use-kind">{mediaT(`media.use.${use.kind}`)}</span>{' '}
          <a href={hrefOfUse(use)}>{use.title || mediaT(`media.use.${use.kind}`)}</a>
        </li>
      ))}
    </ul>
  );
}

type Dialog =
  | { step: 'loading'; deleting: boolean }
  | { step: 'failed'; deleting: boolean }
  | { step: 'shown'; deleting: boolean; uses: AdminMediaUse[] };

/**
 * A file's 使用情况 (where its address is used, each place linked to its editor) and 删除: asked
 * only for a file nothing uses, else the places to change first are shown instead.
 */
export function MediaRowActions({
  row,
  settings,
  onChanged,
}: {
  row: AdminMediaRow;
  settings: AdminUploadSettings;
  /** After a delete or a replace: the list is read again. */
  onChanged: () => void;
}) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [replacing, setReplacing] = useState(false);
  const [busy, setBusy] = useState(false);

  async function open(deleting: boolean) {
    setDialog({ step: 'loading', deleting });
    try {
      setDialog({ step: 'shown', deleting, uses: await getMediaUsage(row.id) });
    } catch {
      setDialog({ step: 'failed', deleting });
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteMedia(row.id);
      setDialog(null);
      pushNotice('success', mediaT('media.deleted', { name: row.originalName }));
      onChanged();
    } catch {
      // the client has shown the server's message (a use added meanwhile, say)
      void open(true);
    } finally {
      setBusy(false);
    }
  }

  const close = () => setDialog(null);
  const canDelete = dialog?.step === 'shown' && dialog.deleting && dialog.uses.length === 0;
  return (
    <div className="row-actions">
      <button
        type="button"
        className="xnfz-button xnfz-button--plain small-button media-usage"
        aria-label={mediaT('media.usageName', { name: row.originalName })}
        onClick={() => void open(false)}
      >
        {mediaT('media.usage')}
      </button>
      <button
        type="button"
        className="xnfz-button xnfz-button--plain small-button media-replace"
        aria-label={mediaT('media.replaceName', { name: row.originalName })}
        onClick={() => setReplacing(true)}
      >
        {mediaT('media.replace')}
      </button>
      {replacing ? (
        <MediaReplaceDialog
          row={row}
          settings={settings}
          onCancel={() => setReplacing(false)}
          onReplaced={() => {
            setReplacing(false);
            onChanged();
          }}
        />
      ) : null}
      <button
        type="button"
        className="xnfz-button xnfz-button--danger small-button media-delete"
        aria-label={mediaT('media.deleteName', { name: row.originalName })}
        onClick={() => void open(true)}
      >
        {mediaT('media.delete')}
      </button>
      {dialog ? (
        <ConsoleDialog
          title={
            canDelete
              ? mediaT('media.deleteTitle')
              : mediaT('media.usageTitle', { name: row.originalName })
          }
          onCancel={close}
          actions={
            <>
              <button type="button" className="xnfz-button xnfz-button--plain" onClick={close}>
                {mediaT(canDelete ? 'picker.cancel' : 'media.close')}
              </button>
              {canDelete ? (
                <button
                  type="button"
                  className="xnfz-button xnfz-button--danger confirm-delete"
                  disabled={busy}
                  onClick={() => void remove()}
                >
                  {mediaT('media.delete')}
                </button>
              ) : null}
            </>
          }
        >
          {dialog.step === 'loading' ? (
            <p role="status">{mediaT('media.usageLoading')}</p>
          ) : dialog.step === 'failed' ? (
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              onClick={() => void open(dialog.deleting)}
            >
              {mediaT('media.usageFailed')}
            </button>
          ) : dialog.uses.length === 0 ? (
            <p className="usage-summary">
              {dialog.deleting
                ? mediaT('media.deleteConfirm', { name: row.originalName, url: row.url })
                : mediaT('media.unused')}
            </p>
          ) : (
            <>
              <p className="usage-summary">{mediaT('media.usedIn', { n: dialog.uses.length })}</p>
              <UseList uses={dialog.uses} />
              {dialog.deleting ? (
                <p className="blocked-reason">{mediaT('media.deleteBlocked')}</p>
              ) : null}
            </>
          )}
        </ConsoleDialog>
      ) : null}
    </div>
  );
}
