import { useEffect, useRef, useState } from 'react';
import { useReportT, type ReportKey } from '../../core/i18n/report-translate';
import { loadEditorRuntime } from './editor-loader';
import type { ReportEditorHandle, ReportTool } from './editor-runtime';
import { FilePickButton, UploadStateLine } from './report-files-section';
import type { UploadedFile, UploadState } from './report-upload';

const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/** The tools that change a table, offered while the cursor is in one. */
const TABLE_TOOLS: readonly { tool: ReportTool; label: ReportKey }[] = [
  { tool: 'addRow', label: 'tool.addRow' },
  { tool: 'addColumn', label: 'tool.addColumn' },
  { tool: 'deleteRow', label: 'tool.deleteRow' },
  { tool: 'deleteColumn', label: 'tool.deleteColumn' },
  { tool: 'deleteTable', label: 'tool.deleteTable' },
];

const PRESSABLE = new Set<ReportTool>([
  'bold',
  'italic',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
]);

const TOOLS: readonly { tool: ReportTool; label: ReportKey }[] = [
  { tool: 'bold', label: 'tool.bold' },
  { tool: 'italic', label: 'tool.italic' },
  { tool: 'h3', label: 'tool.h3' },
  { tool: 'bulletList', label: 'tool.bulletList' },
  { tool: 'orderedList', label: 'tool.orderedList' },
  { tool: 'blockquote', label: 'tool.blockquote' },
  { tool: 'table', label: 'tool.table' },
  { tool: 'undo', label: 'tool.undo' },
  { tool: 'redo', label: 'tool.redo' },
];

export interface SectionEditorProps {
  sectionKey: string;
  title: string;
  html: string;
  labelledBy: string;
  describedBy: string;
  onChange: (html: string, characters: number) => void;
  onBlur: () => void;
  /** Uploads an image for this section (the report's uploads). */
  onImage: (file: File) => Promise<UploadedFile | null>;
  uploadState: UploadState;
  onUploadDismiss: () => void;
}

/**
 * One section's rich-text editor: a toolbar of labelled buttons (pressed state for marks) above a
 * labelled multi-line text box. The editor's code loads lazily; until it came, the stored text shows
 * (not editable), and a failed load says so with a retry.
 */
export function SectionEditor({
  sectionKey,
  title,
  html,
  labelledBy,
  describedBy,
  onChange,
  onBlur,
  onImage,
  uploadState,
  onUploadDismiss,
}: SectionEditorProps) {
  const rt = useReportT();
  const box = useRef<HTMLDivElement>(null);
  const handle = useRef<ReportEditorHandle | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [round, setRound] = useState(0);
  const [, setTick] = useState(0);
  const hooks = useRef({ onChange, onBlur });
  hooks.current = { onChange, onBlur };
  // the text the editor starts from: the stored one when it mounted (later answers never reset it)
  const [initial] = useState(html);

  useEffect(() => {
    let current = true;
    setStatus('loading');
    loadEditorRuntime().then(
      ({ createReportEditor }) => {
        const element = box.current;
        if (!current || !element) return;
        handle.current = createReportEditor(element, {
          html: initial,
          labelledBy,
          describedBy,
          onChange: (changed, characters) => hooks.current.onChange(changed, characters),
          onState: () => setTick((n) => n + 1),
          onBlur: () => hooks.current.onBlur(),
        });
        setStatus('ready');
      },
      () => {
        if (current) setStatus('failed');
      },
    );
    return () => {
      current = false;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [initial, labelledBy, describedBy, round]);

  const editor = handle.current;
  return (
    <div
      className="editor"
      data-editor={sectionKey}
      data-editor-ready={status === 'ready' || undefined}
    >
      <div
        className="editor-tools"
        role="toolbar"
        aria-label={rt('tool.label', { section: title })}
      >
        {TOOLS.map(({ tool, label }) => (
          <button
            key={tool}
            type="button"
            className="editor-tool"
            data-tool={tool}
            disabled={!editor}
            aria-pressed={PRESSABLE.has(tool) ? !!editor?.isActive(tool) : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor?.run(tool)}
          >
            {rt(label)}
          </button>
        ))}
        <FilePickButton
          label={rt('tool.image')}
          accept={IMAGE_TYPES}
          disabled={!editor || uploadState.status === 'sending'}
          className="editor-tool"
          onFile={(file) =>
            void onImage(file).then((uploaded) => {
              if (uploaded)
                handle.current?.insertImage(uploaded.url, file.name.replace(/\.[^.]+$/, ''));
            })
          }
        />
      </div>
      {editor?.inTable() ? (
        <div
          className="editor-tools editor-tools--table"
          role="toolbar"
          aria-label={rt('tool.tableTools', { section: title })}
        >
          {TABLE_TOOLS.map(({ tool, label }) => (
            <button
              key={tool}
              type="button"
              className="editor-tool"
              data-tool={tool}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => editor.run(tool)}
            >
              {rt(label)}
            </button>
          ))}
        </div>
      ) : null}
      <UploadStateLine state={uploadState} target={sectionKey} onDismiss={onUploadDismiss} />
      {status === 'failed' ? (
        <div className="xnfz-state xnfz-state--error" role="alert">
          <button
            type="button"
            className="xnfz-button xnfz-button--plain"
            onClick={() => setRound((n) => n + 1)}
          >
            {rt('write.editorFailed')}
          </button>
        </div>
      ) : null}
      {status === 'loading' ? (
        <p className="editor-loading" role="status">
          {rt('write.editorLoading')}
        </p>
      ) : null}
      {/* the editor's own nodes: React puts nothing inside */}
      <div className="editor-box" ref={box} />
    </div>
  );
}
