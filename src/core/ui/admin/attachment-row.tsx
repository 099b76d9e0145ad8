import type { ReactNode } from 'react';
import type { Attachment } from '../../api/contract';
import { ADMIN_LIMITS } from '../../validation/admin-rules';
import { FormField } from '../form-field';

/**
 * One attachment of a console form: its name (numbered label, the server's length limit), what
 * the form adds beside it (`children`) and its remove button.
 * @example
 * <AttachmentRow nameId="article-attachment-name-0" nameLabel="附件名称" index={0} item={item}
 *   removeLabel="移除附件 讲义" onRename={…} onRemove={…} />
 */
export function AttachmentRow({
  nameId,
  nameLabel,
  index,
  item,
  error,
  hint,
  removeLabel,
  onRename,
  onRemove,
  children,
}: {
  nameId: string;
  nameLabel: string;
  index: number;
  item: Attachment;
  error?: string | undefined;
  hint?: ReactNode;
  removeLabel: string;
  onRename: (name: string) => void;
  onRemove: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="attachment">
      <FormField
        id={nameId}
        label={`${nameLabel} ${index + 1}`}
        value={item.name}
        maxLength={ADMIN_LIMITS.attachmentName}
        error={error ?? null}
        hint={hint}
        onChange={(event) => onRename(event.target.value)}
      />
      {children}
      <button type="button" className="xnfz-button xnfz-button--danger" onClick={onRemove}>
        {removeLabel}
      </button>
    </div>
  );
}
