import { useState } from 'react';
import { useT } from '../../i18n/translate';
import { pushNotice } from '../../store/notices';
import { refusalShownInPlace } from './server-errors';

export interface EditingRunOptions<E, R> {
  /** Whether what is being edited shows a dialog (its refusal is shown in it), else the area's. */
  inDialog: (editing: E) => boolean;
  /** What the screen does with a call's answer (the new tree, the new version, …). */
  apply: (result: R) => void;
  /** The area's text of a refusal outside a dialog (a delete), from the server's message. */
  refused?: (message: string) => string;
}

/**
 * What a screen of items edited in dialogs keeps: what is being edited (a dialog or a delete
 * confirmation), busy, the dialog's error and the area's error, and `run`, which makes a call,
 * applies its answer, closes the dialog and shows the notice, or shows the refusal where the
 * user looks.
 * @example
 * const edit = useEditingRun<Editing, AdminCategory[]>({ inDialog: (e) => e.kind !== 'delete',
 *   apply: setTree });
 * edit.run(() => saveCategory(body), '已保存');
 */
export function useEditingRun<E, R>({ inDialog, apply, refused }: EditingRunOptions<E, R>) {
  const portalT = useT();
  const [editing, setEditing] = useState<E | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [areaError, setAreaError] = useState<string | null>(null);

  async function run(action: () => Promise<R>, notice?: string) {
    setBusy(true);
    setDialogError(null);
    setAreaError(null);
    try {
      apply(await action());
      setEditing(null);
      if (notice) pushNotice('success', notice);
    } catch (error) {
      // shown in the dialog or over the area, not a second time at the top
      const message = refusalShownInPlace(error, portalT('state.networkError'));
      if (editing !== null && inDialog(editing)) setDialogError(message);
      else {
        setEditing(null);
        setAreaError(refused ? refused(message) : message);
      }
    } finally {
      setBusy(false);
    }
  }

  /** Closes the dialog (or confirmation) and forgets its error. */
  const close = () => {
    setEditing(null);
    setDialogError(null);
  };

  return { editing, setEditing, busy, dialogError, areaError, setAreaError, run, close };
}
