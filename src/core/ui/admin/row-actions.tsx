/**
 * A list row's 编辑 and publish / unpublish buttons (the toggle is the danger one while the row
 * is published); each button's accessible name ends in the row's title.
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
  onEdit,
  onToggle,
}: {
  title: string;
  published: boolean;
  busy: boolean;
  editLabel: string;
  /** The toggle's label: unpublish while published, publish otherwise. */
  toggleLabel: string;
  onEdit: () => void;
  onToggle: () => void;
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
    </div>
  );
}
