import { useRef, useState } from 'react';
import { isApiError } from '../../core/api/api-error';
import type { MyReportDetail, ReportFile } from '../../core/api/report-contract';
import { deleteReportFile, getMyReport } from '../../core/api/reports';
import { useReportT } from '../../core/i18n/report-translate';
import { useT } from '../../core/i18n/translate';
import { ReportAttachmentList } from '../../core/ui/report-attachments';
import type { UploadState, useReportUpload } from './report-upload';

/** What is being uploaded, how far, or why it failed (read out as it changes). */
export function UploadStateLine({
  state,
  target,
  onDismiss,
}: {
  state: UploadState;
  target: string;
  onDismiss: () => void;
}) {
  const rt = useReportT();
  if (state.status === 'idle' || state.target !== target) return null;
  if (state.status === 'sending')
    return (
      <p className="upload-state" role="status" data-upload="sending">
        {state.retrying
          ? rt('upload.retrying', { name: state.name })
          : rt('upload.progress', { name: state.name, percent: state.percent })}
      </p>
    );
  return (
    <p className="upload-state upload-state--failed" role="alert" data-upload="failed">
      <span>{rt('upload.failed', { name: state.name, reason: state.reason })}</span>
      <button type="button" className="xnfz-button xnfz-button--plain" onClick={onDismiss}>
        {rt('upload.dismiss')}
      </button>
    </p>
  );
}

/** A hidden file input behind a visible button (the button is what the keyboard reaches). */
export function FilePickButton({
  label,
  accept,
  disabled,
  className,
  onFile,
}: {
  label: string;
  accept: string;
  disabled?: boolean;
  className: string;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => input.current?.click()}
      >
        {label}
      </button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}

const ATTACHMENT_TYPES =
  '.pdf,.docx,.xlsx,.pptx,image/png,image/jpeg,image/gif,image/webp,application/pdf';

/** 附件 of the report being written: the list with 删除, and 添加附件 (resumable upload). */
export function ReportFilesSection({
  report,
  uploads,
  onReport,
}: {
  report: MyReportDetail;
  uploads: ReturnType<typeof useReportUpload>;
  onReport: (report: MyReportDetail) => void;
}) {
  const t = useT();
  const rt = useReportT();
  const [removeError, setRemoveError] = useState('');
  const sending = uploads.state.status === 'sending';

  const add = async (file: File) => {
    if (await uploads.upload(file, 'attachment', 'attachments'))
      onReport(await getMyReport(report.id));
  };
  const remove = async (file: ReportFile) => {
    setRemoveError('');
    try {
      onReport(await deleteReportFile(report.id, file.id));
    } catch (error) {
      setRemoveError(
        rt('attachments.removeFailed', {
          reason: isApiError(error) ? error.message : t('state.error'),
        }),
      );
    }
  };

  return (
    <section className="report-files" aria-labelledby="files-heading" part="files">
      <h2 id="files-heading" className="block-title">
        {rt('attachments.heading')}
      </h2>
      <p className="note">{rt('attachments.hint')}</p>
      <ReportAttachmentList
        files={report.attachments}
        action={(file) =>
          file.removable ? (
            <button
              type="button"
              className="xnfz-button xnfz-button--plain remove-file"
              aria-label={rt('attachments.remove', { name: file.name })}
              onClick={() => void remove(file)}
            >
              {rt('attachments.removeShort')}
            </button>
          ) : null
        }
      />
      <UploadStateLine state={uploads.state} target="attachments" onDismiss={uploads.dismiss} />
      {removeError ? (
        <p className="upload-state upload-state--failed" role="alert">
          {removeError}
        </p>
      ) : null}
      <FilePickButton
        label={rt('attachments.add')}
        accept={ATTACHMENT_TYPES}
        disabled={sending}
        className="xnfz-button xnfz-button--plain add-file"
        onFile={(file) => void add(file).catch(() => undefined)}
      />
    </section>
  );
}
