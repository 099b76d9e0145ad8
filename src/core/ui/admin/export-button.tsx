import { useState } from 'react';
import type { AdminExportFile } from '../../api/admin-contract';
import { useAdminT } from '../../i18n/admin-translate';
import { pushNotice } from '../../store/notices';
import { downloadExportFile } from './console-files';
import { errorText } from './server-errors';

export interface ExportButtonProps {
  /** The button's text (e.g. 导出学员). */
  label: string;
  /** Asks the server for the file. */
  run: () => Promise<AdminExportFile>;
  /** Its accessible name when the text alone is not enough (e.g. names the course). */
  ariaLabel?: string;
  disabled?: boolean;
  className?: string;
}

/**
 * A button that asks the server for an .xlsx and hands it over as a download under the server's
 * file name; busy while the file is made, and the failure (with the server's reason) shown beside it
 * — pressing it again retries.
 * @example
 * <ExportButton label="导出学员" run={() => exportCourseLearners(courseId)} />
 */
export function ExportButton({ label, run, ariaLabel, disabled, className }: ExportButtonProps) {
  const t = useAdminT();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onClick() {
    setBusy(true);
    setFailure(null);
    try {
      const file = await run();
      downloadExportFile(file);
      pushNotice('success', t('files.downloaded', { name: file.fileName }));
    } catch (error) {
      setFailure(t('files.failed', { reason: errorText(error, t('files.network')) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="export">
      <button
        type="button"
        className={className ? `xnfz-button ${className}` : 'xnfz-button'}
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        aria-label={ariaLabel}
        onClick={() => void onClick()}
      >
        {busy ? t('files.downloading') : label}
      </button>
      {failure ? (
        <span className="field-error export-error" role="alert">
          {failure}
        </span>
      ) : null}
    </span>
  );
}
