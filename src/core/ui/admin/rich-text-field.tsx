import { lazy, Suspense } from 'react';
import { useAdminT } from '../../i18n/admin-translate';
import { FieldNotes } from './console-fields';

/** The editor (TipTap) is a chunk of its own, fetched when a form first shows this field. */
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export interface RichTextFieldProps {
  /** The editing area's id; its label is `<id>-label`, its error `<id>-error`. */
  id: string;
  label: string;
  /**
   * The label as an h2 heading (the default: the body's own h2 and h3 headings then follow the
   * screen's h1 in order), else a plain label text (a form that has its own h2 above the field).
   */
  heading?: boolean;
  value: string;
  error?: string | null | undefined;
  /** Changes when the value was replaced from outside: the editor starts again with it. */
  editorKey?: number;
  onChange: (html: string) => void;
}

/**
 * A labelled rich-text field of a console form: the lazily loaded editor (a loading line until
 * it came) and its error wired for screen readers.
 * @example
 * <RichTextField id="article-content" label="正文" value={html} error={null} onChange={setHtml} />
 */
export function RichTextField({
  id,
  label,
  heading = true,
  value,
  error,
  editorKey,
  onChange,
}: RichTextFieldProps) {
  const t = useAdminT();
  return (
    <div className="field">
      {heading ? (
        <h2 className="label content-label" id={`${id}-label`}>
          {label}
        </h2>
      ) : (
        <span className="label" id={`${id}-label`}>
          {label}
        </span>
      )}
      <Suspense fallback={<p role="status">{t('editor.loading')}</p>}>
        <RichTextEditor
          key={editorKey}
          id={id}
          labelledBy={`${id}-label`}
          value={value}
          invalid={Boolean(error)}
          describedBy={error ? `${id}-error` : undefined}
          onChange={onChange}
        />
      </Suspense>
      <FieldNotes id={id} error={error} />
    </div>
  );
}
