import { useId } from 'react';
import type { Attachment } from '../api/contract';
import { t as translate, useT } from '../i18n/translate';

const MB = 1024 * 1024;

function oneDecimal(value: number): string {
  return String(Math.max(0.1, Math.round(value * 10) / 10));
}

/**
 * A file size in KB below 1 MB, in MB from there, with one decimal.
 * @example
 * formatFileSize(1_572_864); // → 1.5 MB
 */
export function formatFileSize(bytes: number): string {
  return bytes < MB
    ? translate('content.sizeKB', { n: oneDecimal(bytes / 1024) })
    : translate('content.sizeMB', { n: oneDecimal(bytes / MB) });
}

/**
 * The attachments of an article or resource: name (a download link) and size. Nothing when
 * there are none.
 * @example
 * <ContentAttachments attachments={article.attachments} />
 */
export function ContentAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  const t = useT();
  const headingId = useId();
  if (attachments.length === 0) return null;
  return (
    <section className="attachments" part="attachments" aria-labelledby={headingId}>
      <h2 className="attachments-title" id={headingId}>
        {t('content.attachments')}
      </h2>
      <ul className="attachments-list">
        {attachments.map((attachment) => (
          <li key={attachment.url} className="attachment">
            <a href={attachment.url} download={attachment.name} className="attachment-link">
              {t('content.download', { name: attachment.name })}
            </a>
            <span className="attachment-size" data-size={attachment.size}>
              {formatFileSize(attachment.size)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
