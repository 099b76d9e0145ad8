/**
 * The file line of a console import (a class roster, a question file): the file input with its
 * label, 预检 and the template to download. The screen keeps the file, the run and the result.
 * @example
 * <ImportFileBar id="roster-file" label="名单文件" accept=".xlsx,.csv" describedBy="roster-hint"
 *   busy={busy} checkLabel="预检" checkClass="check-roster" templateLabel="下载模板"
 *   onFile={setFile} onCheck={() => void run(true)} onTemplate={() => void template()} />
 */
export function ImportFileBar({
  id,
  label,
  accept,
  describedBy,
  busy,
  checkLabel,
  checkClass,
  templateLabel,
  templateClass = '',
  onFile,
  onCheck,
  onTemplate,
}: {
  id: string;
  label: string;
  accept: string;
  describedBy: string;
  busy: boolean;
  checkLabel: string;
  /** The hook tests use for 预检. */
  checkClass: string;
  templateLabel: string;
  templateClass?: string;
  onFile: (file: File | null) => void;
  onCheck: () => void;
  onTemplate: () => void;
}) {
  return (
    <div className="roster-actions">
      <label className="xnfz-visually-hidden" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="input file-input"
        type="file"
        accept={accept}
        aria-describedby={describedBy}
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
      />
      <button
        type="button"
        className={`xnfz-button ${checkClass}`}
        disabled={busy}
        onClick={onCheck}
      >
        {checkLabel}
      </button>
      <button
        type="button"
        className={`xnfz-button xnfz-button--plain ${templateClass}`.trim()}
        onClick={onTemplate}
      >
        {templateLabel}
      </button>
    </div>
  );
}
