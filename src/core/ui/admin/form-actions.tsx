import type { ReactNode } from 'react';
import { useAdminT } from '../../i18n/admin-translate';

/**
 * A console form's error line (nothing when there is no error).
 * @example
 * <FormError message={formError} />
 */
export function FormError({ message }: { message: string | null }) {
  return message ? (
    <p className="error" role="alert">
      {message}
    </p>
  ) : null;
}

export interface PublishActionsProps {
  busy: boolean;
  /** Label of the 保存草稿 button (shown as 保存中… while busy). */
  saveDraft: string;
  /** Label of the 保存并发布 button (发布更新 while the record is published). */
  savePublish: string;
  /** A line above the buttons saying what they do (e.g. that the published version stays up). */
  note?: string | null;
  /** More buttons after the two submit buttons (放弃修改). */
  children?: ReactNode;
  /** Whether the preview is open, the preview's id and the toggle's label. */
  preview: boolean;
  previewId: string;
  previewLabel: string;
  /** Extra class of the preview toggle, when its screen has one. */
  previewClassName?: string;
  onTogglePreview: () => void;
}

/**
 * The action bar of a draft / publish editor: two submit buttons telling the form by
 * `data-publish` whether to publish, and the preview toggle.
 * @example
 * <PublishActions busy={busy} saveDraft="保存草稿" savePublish="保存并发布" preview={open}
 *   previewId="article-preview" previewLabel="预览" onTogglePreview={() => setOpen(!open)} />
 */
export function PublishActions({
  busy,
  saveDraft,
  savePublish,
  preview,
  previewId,
  previewLabel,
  previewClassName,
  onTogglePreview,
  note,
  children,
}: PublishActionsProps) {
  const t = useAdminT();
  return (
    <>
      {note ? <p className="muted draft-note">{note}</p> : null}
      <div className="form-actions">
        <button
          type="submit"
          className="xnfz-button save-draft"
          data-publish="false"
          disabled={busy}
        >
          {busy ? t('form.saving') : saveDraft}
        </button>
        <button
          type="submit"
          className="xnfz-button save-publish"
          data-publish="true"
          disabled={busy}
        >
          {savePublish}
        </button>
        {children}
        <button
          type="button"
          className={
            previewClassName
              ? `xnfz-button xnfz-button--plain ${previewClassName}`
              : 'xnfz-button xnfz-button--plain'
          }
          aria-expanded={preview}
          aria-controls={previewId}
          onClick={onTogglePreview}
        >
          {previewLabel}
        </button>
      </div>
    </>
  );
}

/**
 * The action bar of a form that saves and can be left: a submit button (保存中… while busy)
 * and a cancel button.
 * @example
 * <SaveCancelActions busy={busy} saveClassName="save-banner" saveLabel="保存" cancelLabel="取消"
 *   onCancel={close} />
 */
export function SaveCancelActions({
  busy,
  saveClassName,
  saveLabel,
  cancelLabel,
  onCancel,
}: {
  busy: boolean;
  /** The submit button's own class (tests and styles find it by it). */
  saveClassName: string;
  saveLabel: string;
  cancelLabel: string;
  onCancel: () => void;
}) {
  const t = useAdminT();
  return (
    <div className="form-actions">
      <button type="submit" className={`xnfz-button ${saveClassName}`} disabled={busy}>
        {busy ? t('form.saving') : saveLabel}
      </button>
      <button type="button" className="xnfz-button xnfz-button--plain" onClick={onCancel}>
        {cancelLabel}
      </button>
    </div>
  );
}
