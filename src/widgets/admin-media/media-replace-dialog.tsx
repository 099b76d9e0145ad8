import type { AdminMediaRow, AdminUploadSettings } from '../../core/api/admin-contract';
import { mediaT } from '../../core/i18n/zh-cn/admin-media';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { UploadPanel } from '../../core/ui/admin/upload-panel';

/** `png` of `/media/uploads/2026-11/x.png`. */
function extensionOf(url: string): string {
  return /\.([a-z0-9]+)$/i.exec(url)?.[1]?.toLowerCase() ?? '';
}

/**
 * 替换文件: a resumable upload whose bytes take the place of this file's under the same address,
 * so every page that uses it shows the new file; the format must stay the same.
 * @example
 * <MediaReplaceDialog row={row} settings={settings} onCancel={close} onReplaced={reload} />
 */
export function MediaReplaceDialog({
  row,
  settings,
  onCancel,
  onReplaced,
}: {
  row: AdminMediaRow;
  settings: AdminUploadSettings;
  onCancel: () => void;
  onReplaced: () => void;
}) {
  const extension = extensionOf(row.url);
  return (
    <ConsoleDialog
      title={mediaT('media.replaceTitle', { name: row.originalName })}
      onCancel={onCancel}
      actions={
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={onCancel}>
          {mediaT('media.close')}
        </button>
      }
    >
      <p className="replace-note">{mediaT('media.replaceNote', { url: row.url })}</p>
      <UploadPanel
        settings={settings}
        replaces={{ id: row.id, kind: row.kind, extension }}
        onUploaded={() => {
          pushNotice('success', mediaT('media.replaced', { name: row.originalName }));
          onReplaced();
        }}
      />
    </ConsoleDialog>
  );
}
