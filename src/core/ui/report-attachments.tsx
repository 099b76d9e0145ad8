import type { ReactNode } from 'react';
import type { ReportFile } from '../api/report-contract';
import { useT } from '../i18n/translate';

/**
 * A file's size as people read it: `35 KB`, `1.2 MB`.
 * @example
 * fileSizeText(1_250_000); // '1.2 MB'
 */
export function fileSizeText(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  if (mb >= 1) return `${mb >= 10 ? Math.round(mb) : Math.round(mb * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * A report's attachments as download links (their signed addresses), each with its size; `action`
 * draws something after a file (the writing screen's 删除). Nothing to list: says so.
 */
export function ReportAttachmentList({
  files,
  action,
}: {
  files: readonly ReportFile[];
  action?: (file: ReportFile) => ReactNode;
}) {
  const t = useT();
  if (files.length === 0) return <p className="note">{t('experiments.record.noAttachments')}</p>;
  return (
    <ul className="attachment-list" part="attachments">
      {files.map((file) => (
        <li key={file.id} className="attachment" data-file={file.id}>
          <a href={file.url} download={file.name} target="_blank" rel="noopener">
            {file.name}
          </a>
          <span className="xnfz-meta">
            {t('experiments.record.fileSize', { size: fileSizeText(file.size) })}
          </span>
          {action?.(file)}
        </li>
      ))}
    </ul>
  );
}
