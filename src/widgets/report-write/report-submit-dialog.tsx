import { useEffect, useRef, useState } from 'react';
import { useReportT } from '../../core/i18n/report-translate';

export interface ReportSubmitDialogProps {
  /** Titles of the sections still empty. */
  empty: string[];
  /** Submits; the problem to show (the server's words), or null when done. */
  onSubmit: () => Promise<string | null>;
  onClose: () => void;
}

/**
 * 确认提交实验报告: a modal dialog (the browser's own: focus kept inside, Escape closes) naming the
 * sections still empty before the report is handed in.
 */
export function ReportSubmitDialog({ empty, onSubmit, onClose }: ReportSubmitDialogProps) {
  const rt = useReportT();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function confirm() {
    setBusy(true);
    setProblem(null);
    const found = await onSubmit();
    if (dialog.current?.isConnected) {
      setBusy(false);
      setProblem(found);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="confirm"
      part="confirm"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <h2 className="confirm-title" id="confirm-title">
        {rt('confirm.title')}
      </h2>
      <div id="confirm-text">
        <p className="confirm-empty">
          {empty.length > 0
            ? rt('confirm.empty', { list: empty.join(rt('sep.list')) })
            : rt('confirm.allFilled')}
        </p>
        <p>{rt('confirm.final')}</p>
      </div>
      {problem ? (
        <p className="confirm-problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="confirm-actions">
        <button
          type="button"
          className="xnfz-button xnfz-button--plain confirm-back"
          disabled={busy}
          onClick={onClose}
        >
          {rt('confirm.back')}
        </button>
        <button
          type="button"
          className="xnfz-button confirm-submit"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? rt('confirm.submitting') : rt('confirm.submit')}
        </button>
      </div>
    </dialog>
  );
}
