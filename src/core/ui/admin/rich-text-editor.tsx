import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useAdminT, type AdminKey } from '../../i18n/admin-translate';
import { mediaT } from '../../i18n/zh-cn/admin-media';
import { FormField } from '../form-field';
import { MediaPicker } from './media-picker';
import { linkUrl, mediaFileUrl } from '../../validation/admin-rules';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label of the editing area. */
  labelledBy: string;
  invalid?: boolean;
  describedBy?: string;
}

type Insert = 'image' | 'link' | null;

interface Tool {
  /** Also the button's visible text (its accessible name). */
  label: AdminKey;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: readonly Tool[] = [
  {
    label: 'editor.bold',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'editor.italic',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'editor.h2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'editor.h3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'editor.bulletList',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'editor.orderedList',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'editor.blockquote',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { label: 'editor.undo', run: (e) => e.chain().focus().undo().run() },
  { label: 'editor.redo', run: (e) => e.chain().focus().redo().run() },
];

/** The small form that inserts an image (by its /media/ address) or a link. */
function InsertForm({
  editor,
  kind,
  id,
  onDone,
}: {
  editor: Editor;
  kind: 'image' | 'link';
  id: string;
  onDone: () => void;
}) {
  const t = useAdminT();
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const urlLabel = t(kind === 'image' ? 'editor.imageUrl' : 'editor.linkPrompt');

  function insert() {
    const problem =
      kind === 'image' ? mediaFileUrl(url, urlLabel, false) : linkUrl(url, urlLabel, false);
    if (problem) {
      setError(t(problem.key, problem.params));
      return;
    }
    if (kind === 'image') editor.chain().focus().setImage({ src: url, alt: alt.trim() }).run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
    onDone();
  }

  return (
    <div
      className="insert-form"
      role="group"
      aria-label={t(kind === 'image' ? 'editor.image' : 'editor.link')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
        if (event.key === 'Enter') {
          event.preventDefault();
          insert();
        }
      }}
    >
      <FormField
        id={`${id}-insert-url`}
        label={urlLabel}
        value={url}
        autoFocus
        error={error}
        onChange={(event) => setUrl(event.target.value.trim())}
      />
      {picking ? (
        <MediaPicker
          kinds={['image']}
          onCancel={() => setPicking(false)}
          onPick={(row) => {
            setPicking(false);
            // an image uploaded or chosen in the media library goes in at once
            const name = alt.trim() || row.originalName.replace(/\.[^.]+$/, '');
            editor.chain().focus().setImage({ src: row.url, alt: name }).run();
            onDone();
          }}
        />
      ) : null}
      {kind === 'image' ? (
        <FormField
          id={`${id}-insert-alt`}
          label={t('editor.imageAlt')}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
      ) : null}
      <button type="button" className="xnfz-button" onClick={insert}>
        {t('editor.insert')}
      </button>
      <button type="button" className="xnfz-button xnfz-button--plain" onClick={onDone}>
        {t('form.cancel')}
      </button>
      {kind === 'image' ? (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain pick-image"
          aria-haspopup="dialog"
          onClick={() => setPicking(true)}
        >
          {mediaT('picker.choose')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * The article body editor (TipTap): headings, lists, quotes, links and images from /media/,
 * a labelled toolbar of toggle buttons, and the HTML out on every change.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  const t = useAdminT();
  const [insert, setInsert] = useState<Insert>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: { openOnClick: false, protocols: ['http', 'https'], autolink: false },
        code: false,
        codeBlock: false,
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    injectCSS: false,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => (current && tool.active ? tool.active(current) : null)),
  });

  return (
    <div className="editor" data-invalid={invalid ? 'true' : 'false'}>
      <div className="toolbar" role="toolbar" aria-label={t('editor.toolbar')} aria-controls={id}>
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className="tool"
            aria-pressed={tool.active ? Boolean(active?.[index]) : undefined}
            onClick={() => tool.run(editor)}
          >
            {t(tool.label)}
          </button>
        ))}
        <button
          type="button"
          className="tool"
          aria-expanded={insert === 'link'}
          onClick={() => setInsert(insert === 'link' ? null : 'link')}
        >
          {t('editor.link')}
        </button>
        <button
          type="button"
          className="tool insert-image"
          aria-expanded={insert === 'image'}
          onClick={() => setInsert(insert === 'image' ? null : 'image')}
        >
          {t('editor.image')}
        </button>
      </div>
      {insert ? (
        <InsertForm
          editor={editor}
          kind={insert}
          id={id}
          onDone={() => {
            setInsert(null);
            editor.commands.focus();
          }}
        />
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

export default RichTextEditor;
