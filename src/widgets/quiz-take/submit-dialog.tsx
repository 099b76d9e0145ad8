import { useEffect, useRef, useState } from 'react';
import { quizT } from '../../core/i18n/zh-cn/quiz';

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
        {quizT('confirm.title')}
      </h2>
      <div id="confirm-text">
        {unanswered.length > 0 ? (
          <p className="confirm-unanswered">
            {quizT('confirm.unanswered', {
              n: unanswered.length,
              list: quizT('confirm.numbers', { list: unanswered.join('、') }),
            })}
          </p>
        ) : (
          <p className="confirm-unanswered">{quizT('confirm.allAnswered', { n: count })}</p>
        )}
        {unsent ? <p className="confirm-unsent">{quizT('confirm.notSaved')}</p> : null}
        <p>{quizT('confirm.final')}</p>
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
          {quizT('confirm.back')}
        </button>
        <button
          type="button"
          className="xnfz-button confirm-submit"
          disabled={busy}
          onClick={() => void confirm()}
        >
          {busy ? quizT('confirm.submitting') : quizT('confirm.submit')}
        </button>
      </div>
    </dialog>
  );
}
