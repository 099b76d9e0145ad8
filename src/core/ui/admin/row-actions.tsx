import type { ReactNode } from 'react';

const TONE_CLASS = {
  primary: 'xnfz-button',
  plain: 'xnfz-button xnfz-button--plain',
  danger: 'xnfz-button xnfz-button--danger',
} as const;

/**
 * A list row's action button, named for a screen reader after its row (`编辑：标题`), so a page of
 * rows does not read as ten buttons called 编辑.
 * @example
 * <RowButton label="恢复" of={row.title} className="restore-article" onClick={…} />
 */
export function RowButton({
  label,
  of,
  className,
  tone = 'primary',
  disabled = false,
  onClick,
}: {
  label: string;
  /** The row's name, read after the label. */
  of: string;
  /** The hook tests and styles use (`restore-article`). */
  className: string;
  tone?: keyof typeof TONE_CLASS;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`${TONE_CLASS[tone]} ${className}`}
      disabled={disabled}
      onClick={onClick}
      aria-label={`${label}：${of}`}
    >
      {label}
    </button>
  );
}
/**
 * A list row's 编辑, 发布更新 (when a working copy waits) and 发布 / 撤回发布 buttons (the toggle is
 * the danger one while the row is published); each button's accessible name ends in the row's
 * title.
 * @example
 * <PublishRowActions title={row.title} published={row.published} busy={false} editLabel="编辑"
 *   toggleLabel="发布" onEdit={…} onToggle={…} />
 */
export function PublishRowActions({
  title,
  published,
  busy,
  editLabel,
  toggleLabel,
  updateLabel,
  onEdit,
  onToggle,
  onPublishUpdate,
  children,
}: {
  title: string;
  published: boolean;
  busy: boolean;
  editLabel: string;
  /** The toggle's label: unpublish while published, publish otherwise. */
  toggleLabel: string;
  /** The 发布更新 button's label, shown while the row has unpublished changes. */
  updateLabel?: string | undefined;
  onEdit: () => void;
  onToggle: () => void;
  onPublishUpdate?: () => void;
  /** More actions after these (删除). */
  children?: ReactNode;
}) {
  return (
    <div className="actions">
      <RowButton label={editLabel} of={title} className="edit-row" tone="plain" onClick={onEdit} />
      {updateLabel && onPublishUpdate ? (
        <RowButton
          label={updateLabel}
          of={title}
          className="publish-update"
          disabled={busy}
          onClick={onPublishUpdate}
        />
      ) : null}
      <RowButton
        label={toggleLabel}
        of={title}
        className="toggle-publish"
        tone={published ? 'danger' : 'primary'}
        disabled={busy}
        onClick={onToggle}
      />
      {children}
    </div>
  );
}
