/**
 * The report's rich-text editor (TipTap on ProseMirror), framework-free so that the one-file bundle
 * can fetch it from `esm/report-editor.js` beside itself (rollup.config.mjs) without a second
 * React: a module of its own, loaded only when a report is being written. The widget draws the
 * toolbar and calls `run`; the editor calls back with the HTML as it changes.
 */
import { Editor } from '@tiptap/core';
import Blockquote from '@tiptap/extension-blockquote';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Heading from '@tiptap/extension-heading';
import Image from '@tiptap/extension-image';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import { TableKit } from '@tiptap/extension-table';
import Text from '@tiptap/extension-text';
import { Dropcursor, Gapcursor, TrailingNode, UndoRedo } from '@tiptap/extensions';
import type { TusTarget, UploadEvents, UploadHandle } from '../../core/api/tus-upload';

export type ReportTool =
  | 'bold'
  | 'italic'
  | 'h3'
  | 'bulletList'
  | 'orderedList'
  | 'blockquote'
  | 'table'
  | 'addRow'
  | 'addColumn'
  | 'deleteRow'
  | 'deleteColumn'
  | 'deleteTable'
  | 'undo'
  | 'redo';

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
  /** Whether the cursor is in a table (the table tools apply). */
  inTable: () => boolean;
  /** Puts an image (an uploaded file's signed address) where the cursor is. */
  insertImage: (src: string, alt: string) => void;
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
      // the pieces the toolbar uses, not StarterKit: links (with linkify), code, strike and the
      // rest would add about 10 KB gzip to a chunk every report writer loads
      Document,
      Paragraph,
      Text,
      HardBreak,
      Bold,
      Italic,
      Heading.configure({ levels: [3, 4] }),
      BulletList,
      OrderedList,
      ListItem,
      ListKeymap,
      Blockquote,
      UndoRedo,
      Dropcursor,
      Gapcursor,
      TrailingNode,
      Image.configure({ inline: false }),
      TableKit.configure({ table: { resizable: false } }),
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
    table: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
    addRow: () => chain().addRowAfter().run(),
    addColumn: () => chain().addColumnAfter().run(),
    deleteRow: () => chain().deleteRow().run(),
    deleteColumn: () => chain().deleteColumn().run(),
    deleteTable: () => chain().deleteTable().run(),
    undo: () => chain().undo().run(),
    redo: () => chain().redo().run(),
  };
  return {
    run: (tool) => runs[tool](),
    isActive: (tool) =>
      tool === 'h3' ? editor.isActive('heading', { level: 3 }) : editor.isActive(tool),
    inTable: () => editor.isActive('table'),
    insertImage: (src, alt) => chain().setImage({ src, alt }).run(),
    getHTML: () => editor.getHTML(),
    destroy: () => editor.destroy(),
  };
}

/**
 * Uploads a file to the report (resumable; the tus client is fetched only now, its own chunk).
 * @example
 * const handle = await uploadReportFile(file, { endpoint, token, metadata }, events);
 */
export async function uploadReportFile(
  file: File,
  target: TusTarget,
  events: UploadEvents,
): Promise<UploadHandle> {
  const { startTusUpload } = await import('../../core/api/tus-upload');
  return startTusUpload(file, target, events);
}
