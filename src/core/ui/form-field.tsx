import type { InputHTMLAttributes, ReactNode } from 'react';

export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The problem with this field, shown under it and announced. */
  error?: string | null;
  hint?: ReactNode;
  /** Something beside the input (e.g. the captcha image). */
  addon?: ReactNode;
}

/**
 * A labelled input with its hint and error wired for screen readers.
 * @example
 * <FormField id={`${ids}-username`} label="用户名" name="username" value={v} onChange={…} error={errors.username} />
 */
export function FormField({ id, label, error, hint, addon, ...input }: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          className="input"
          part="input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          {...input}
        />
        {addon}
      </div>
      {hint ? (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
