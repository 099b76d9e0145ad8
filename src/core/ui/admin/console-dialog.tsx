import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useAdminT } from '../../i18n/admin-translate';

export interface ConsoleDialogProps {
  title: string;
  children: ReactNode;
  /** The buttons; the first one gets the focus when the dialog opens. */
  actions: ReactNode;
  /** Escape (and nothing else) closes it this way. */
  onCancel: () => void;
}

/**
 * A modal dialog: labelled, focus moved into it and kept there (Tab cycles), Escape cancels,
 * and focus goes back where it was when it closes.
 * @example
 * <ConsoleDialog title="重置密码" onCancel={close} actions={<button …>确定</button>}>…</ConsoleDialog>
 */
export function ConsoleDialog({ title, children, actions, onCancel }: ConsoleDialogProps) {
  const ids = useId();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = box.current?.getRootNode() as Document | ShadowRoot | undefined;
    const before = root?.activeElement as HTMLElement | null | undefined;
    box.current?.querySelector<HTMLElement>('.dialog-actions button')?.focus();
    return () => before?.focus();
  }, []);

  function onKeyDown(event: React.KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [
      ...box.current.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea'),
    ].filter((element) => !element.hasAttribute('disabled'));
    const first = focusable[0];
    const last = focusable.at(-1);
    const root = box.current.getRootNode() as ShadowRoot | Document;
    if (event.shiftKey && root.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && root.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={box}
        className="card dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${ids}-title`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${ids}-title`}>{title}</h2>
        {children}
        <div className="form-actions dialog-actions">{actions}</div>
      </div>
    </div>
  );
}

/**
 * The 保存 / 取消 buttons of a dialog holding one form (保存 submits the form `formId`).
 * @example
 * <ConsoleDialog title="重命名" onCancel={close}
 *   actions={<DialogFormActions formId="chapter-form" busy={busy} onCancel={close} />}>…</ConsoleDialog>
 */
export function DialogFormActions({
  formId,
  busy,
  onCancel,
}: {
  formId: string;
  busy: boolean;
  onCancel: () => void;
}) {
  const t = useAdminT();
  return (
    <>
      <button type="submit" form={formId} className="xnfz-button" disabled={busy}>
        {t('form.save')}
      </button>
      <button type="button" className="xnfz-button xnfz-button--plain" onClick={onCancel}>
        {t('form.cancel')}
      </button>
    </>
  );
}

/**
 * The 取消 / confirm buttons of a delete confirmation (the confirm button is the danger one,
 * class `confirm-delete`; 取消 comes first, so it gets the focus).
 * @example
 * <ConsoleDialog title="删除" onCancel={close}
 *   actions={<DeleteDialogActions confirmLabel="确认删除" onCancel={close} onConfirm={remove} />}>…
 */
export function DeleteDialogActions({
  confirmLabel,
  busy,
  onCancel,
  onConfirm,
}: {
  confirmLabel: string;
  /** Disables the confirm button while a request runs (left out: never disabled). */
  busy?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useAdminT();
  return (
    <>
      <button type="button" className="xnfz-button xnfz-button--plain" onClick={onCancel}>
        {t('form.cancel')}
      </button>
      <button
        type="button"
        className="xnfz-button xnfz-button--danger confirm-delete"
        disabled={busy}
        onClick={onConfirm}
      >
        {confirmLabel}
      </button>
    </>
  );
}

export interface SecretDialogProps {
  title: string;
  /** Shown once, selectable as a whole. */
  secret: string;
  /** Class of the secret's paragraph (what tests and styles find it by). */
  secretClass: string;
  hint: string;
  closeLabel: string;
  onClose: () => void;
}

/**
 * A secret shown this once (a temporary password, a signing secret) with what to do with it.
 * @example
 * <SecretDialog title="临时密码" secret={password} secretClass="temporary-password" hint="…" closeLabel="关闭" onClose={close} />
 */
export function SecretDialog({
  title,
  secret,
  secretClass,
  hint,
  closeLabel,
  onClose,
}: SecretDialogProps) {
  return (
    <ConsoleDialog
      title={title}
      onCancel={onClose}
      actions={
        <button type="button" className="xnfz-button" onClick={onClose}>
          {closeLabel}
        </button>
      }
    >
      <p className={`secret ${secretClass}`}>{secret}</p>
      <p>{hint}</p>
    </ConsoleDialog>
  );
}

/**
 * Why something cannot be done, said before anything is asked or sent (what holds it, what to do
 * instead); one 知道了 button (class `close-blocked`) closes it.
 * @example
 * <BlockedDialog title="不能删除课程" reason="课程“力学”已有 3 名学员学习…" onClose={close} />
 */
export function BlockedDialog({
  title,
  reason,
  hint,
  onClose,
}: {
  title: string;
  reason: string;
  hint?: string;
  onClose: () => void;
}) {
  const t = useAdminT();
  return (
    <ConsoleDialog
      title={title}
      onCancel={onClose}
      actions={
        <button type="button" className="xnfz-button close-blocked" onClick={onClose}>
          {t('form.understood')}
        </button>
      }
    >
      <p className="blocked-reason">{reason}</p>
      {hint ? <p className="muted">{hint}</p> : null}
    </ConsoleDialog>
  );
}
