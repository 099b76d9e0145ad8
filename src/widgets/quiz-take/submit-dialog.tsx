import { useEffect, useRef, useState } from 'react';
import { useQuizT } from '../../core/i18n/quiz-translate';

export interface SubmitDialogProps {
  /** Numbers (from 1) of the questions without an answer. */
  unanswered: number[];
  count: number;
  /** Some answers have not reached the server yet. */
  unsent: boolean;
  /** Submits; the problem to show, or null when done. */
  onSubmit: () => Promise<string | null>;
  onClose: () => void;
}

/**
 * 确认交卷: a modal dialog (the browser's own: focus kept inside, Escape closes) that lists the
 * questions still unanswered before the attempt is handed in.
 */
export function SubmitDialog({ unanswered, count, unsent, onSubmit, onClose }: SubmitDialogProps) {
  const qt = useQuizT();
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
    // the dialog is gone when the submission worked
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
        {qt('confirm.title')}
      </h2>
      <div id="confirm-text">
        {unanswered.length > 0 ? (
          <p className="confirm-unanswered">
            {qt('confirm.unanswered', {
              n: unanswered.length,
              list: qt('confirm.numbers', { list: unanswered.join(qt('sep.list')) }),
            })}
          </p>
        ) : (
          <p className="confirm-unanswered">{qt('confirm.allAnswered', { n: count })}</p>
        )}
        {unsent ? <p className="confirm-unsent">{qt('confirm.notSaved')}</p> : null}
        <p>{qt('confirm.final')}</p>
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
          {qt('confirm.back')}
        </button>
        <button
          type="button"
          className="xnfz-button confirm-submit"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? qt('confirm.submitting') : qt('confirm.submit')}
        </button>
      </div>
    </dialog>
  );
}
