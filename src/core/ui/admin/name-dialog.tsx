import { useState, type FormEvent, type ReactNode } from 'react';
import { adminT } from '../../i18n/admin-translate';
import { requiredText } from '../../validation/admin-rules';
import { FormField } from '../form-field';
import { ConsoleDialog, DialogFormActions } from './console-dialog';

export interface NameDialogProps {
  title: string;
  /** The form's id (the dialog's 保存 button submits it) and the name field's id. */
  formId: string;
  fieldId: string;
  label: string;
  /** The name it starts with ('' for a new item) and its longest allowed length. */
  initial: string;
  max: number;
  busy: boolean;
  /** The server's refusal of the last save. */
  error: string | null;
  /** Called with the trimmed name once it is given and not too long. */
  onSave: (name: string) => void;
  onCancel: () => void;
  /** More fields of the same form, after the name. */
  children?: ReactNode;
}

/**
 * A dialog that names (or renames) one item: a required name field checked before `onSave`,
 * 保存 / 取消.
 * @example
 * <NameDialog title="新建章节" formId="chapter-form" fieldId="chapter-title" label="章节名称"
 *   initial="" max={100} busy={false} error={null} onSave={save} onCancel={close} />
 */
export function NameDialog({
  title,
  formId,
  fieldId,
  label,
  initial,
  max,
  busy,
  error,
  onSave,
  onCancel,
  children,
}: NameDialogProps) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    const found = requiredText(name, max, label);
    setProblem(found ? adminT(found.key, found.params) : null);
    if (!found) onSave(name.trim());
  }
  return (
    <ConsoleDialog
      title={title}
      onCancel={onCancel}
      actions={<DialogFormActions formId={formId} busy={busy} onCancel={onCancel} />}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <FormField
          id={fieldId}
          label={label}
          value={name}
          maxLength={max}
          error={problem ?? error}
          onChange={(event) => setName(event.target.value)}
        />
        {children}
      </form>
    </ConsoleDialog>
  );
}
