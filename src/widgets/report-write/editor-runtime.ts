/**
 * The report's rich-text editor (TipTap on ProseMirror), framework-free so that the one-file bundle
 * can fetch it from `esm/report-editor.js` beside itself (rollup.config.mjs) without a second
 * React: a module of its own, loaded only when a report is being written. The widget draws the
 * toolbar and calls `run`; the editor calls back with the HTML as it changes.
 */
import { Editor } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';

export type ReportTool =
  'bold' | 'italic' | 'h3' | 'bulletList' | 'orderedList' | 'blockquote' | 'undo' | 'redo';

export interface ReportEditorOptions {
  html: string;
  /** The id of the section's visible title, and of its prompt (in the same shadow root). */
  labelledBy: string;
  describedBy?: string;
  onChange: (html: string, characters: number) => void;
  /** The selection or marks changed (the toolbar's pressed states). */
  onState?: () => void;
  onBlur?: () => void;
}

export interface ReportEditorHandle {
  run: (tool: ReportTool) => void;
  isActive: (tool: ReportTool) => boolean;
  getHTML: () => string;
  destroy: () => void;
}

/** The characters a person wrote (no markup, no white space). */
const characters = (editor: Editor) => editor.getText().replace(/\s/g, '').length;

/**
 * Mounts an editor inside `element` (its content area is a labelled multi-line text box).
 * @example
 * const editor = createReportEditor(div, { html, labelledBy: 'title-purpose', onChange });
 */
export function createReportEditor(
  element: HTMLElement,
  options: ReportEditorOptions,
): ReportEditorHandle {
  const attributes: Record<string, string> = {
    class: 'report-editor-area xnfz-rich-text',
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': options.labelledBy,
  };
  if (options.describedBy) attributes['aria-describedby'] = options.describedBy;
  const editor = new Editor({
    element,
    content: options.html || '',
    injectCSS: false,
    extensions: [
      StarterKit.configure({ heading: { levels: [3, 4] }, code: false, codeBlock: false }),
    ],
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => options.onChange(changed.getHTML(), characters(changed)),
    onSelectionUpdate: () => options.onState?.(),
    onTransaction: () => options.onState?.(),
    onBlur: () => options.onBlur?.(),
  });
  const chain = () => editor.chain().focus();
  const runs: Record<ReportTool, () => void> = {
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    h3: () => chain().toggleHeading({ level: 3 }).run(),
    bulletList: () => chain().toggleBulletList().run(),
    orderedList: () => chain().toggleOrderedList().run(),
    blockquote: () => chain().toggleBlockquote().run(),
    undo: () => chain().undo().run(),
    redo: () => chain().redo().run(),
  };
  return {
    run: (tool) => runs[tool](),
    isActive: (tool) =>
      tool === 'h3'
        ? editor.isActive('heading', { level: 3 })
        : tool === 'undo' || tool === 'redo'
          ? false
          : editor.isActive(tool),
    getHTML: () => editor.getHTML(),
    destroy: () => editor.destroy(),
  };
}
