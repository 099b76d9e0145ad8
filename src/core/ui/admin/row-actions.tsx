import type { ReactNode } from 'react';
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
      <button
        type="button"
        className="xnfz-button xnfz-button--plain"
        onClick={onEdit}
        aria-label={`${editLabel}：${title}`}
      >
        {editLabel}
      </button>
      {updateLabel && onPublishUpdate ? (
        <button
          type="button"
          className="xnfz-button publish-update"
          disabled={busy}
          onClick={onPublishUpdate}
          aria-label={`${updateLabel}：${title}`}
        >
          {updateLabel}
        </button>
      ) : null}
      <button
        type="button"
        className={
          published
            ? 'xnfz-button xnfz-button--danger toggle-publish'
            : 'xnfz-button toggle-publish'
        }
        disabled={busy}
        onClick={onToggle}
        aria-label={`${toggleLabel}：${title}`}
      >
        {toggleLabel}
      </button>
      {children}
    </div>
  );
}
