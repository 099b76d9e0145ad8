import type { ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

interface Described {
  id: string;
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') ||
    undefined
  );
}

/**
 * A field's hint and error lines (`<id>-hint`, `<id>-error`; the error announced), for a control
 * that names them in its aria-describedby.
 * @example
 * <FieldNotes id="article-content" error={errors.content} />
 */
export function FieldNotes({ id, hint, error }: Omit<Described, 'label'>) {
  return (
    <>
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
    </>
  );
}

/**
 * A select's value checked against the contract's values (undefined: none of them).
 * @example
 * oneOf(QUESTION_TYPES, event.target.value); // 'single' | … | undefined
 */
export const oneOf = <T extends string>(values: readonly T[], value: string): T | undefined =>
  values.find((item) => item === value);

/**
 * A labelled select with its hint and error wired for screen readers.
 * @example
 * <SelectField id="kind" label="栏目" value={kind} onChange={…} options={[['news', '新闻动态']]} />
 */
export function SelectField({
  id,
  label,
  error,
  hint,
  options,
  className,
  ...select
}: Described &
  SelectHTMLAttributes<HTMLSelectElement> & { options: readonly (readonly [string, string])[] }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...select}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A labelled textarea with its hint and error wired for screen readers.
 * @example
 * <TextAreaField id="reply" label="回复内容" value={text} onChange={…} error={error} />
 */
export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...area
}: Described & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...area}
      />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/**
 * A checkbox with its label around it (the label's text after the box).
 * @example
 * <CheckboxField id="banner-active" className="wide" label="显示" checked={active}
 *   onChange={setActive} />
 */
export function CheckboxField({
  id,
  label,
  className,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  className?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={className ? `checkbox ${className}` : 'checkbox'}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
