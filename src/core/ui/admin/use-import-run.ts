import { useState } from 'react';
import type { AdminExportFile } from '../../api/admin-contract';
import { useT } from '../../i18n/translate';
import { downloadExportFile, readFileBase64 } from './console-files';
import { refusalShownInPlace } from './server-errors';

export interface ImportRunOptions<R> {
  /** The message when 预检 is pressed before a file was chosen. */
  chooseFileText: string;
  /** Sends the chosen file (name and base64), checked only or stored. */
  send: (file: { fileName: string; contentBase64: string }, dryRun: boolean) => Promise<R>;
  /** After a real import went through. */
  onImported: (result: R) => void;
  /** The import's template file. */
  template: () => Promise<AdminExportFile>;
}

/**
 * The state of a console import (a class roster, a question file): the chosen file, 预检's result,
 * busy and the refusal shown in place; `run(true)` checks, `run(false)` imports; the template.
 * @example
 * const importer = useImportRun({ chooseFileText: '请先选择文件', send: (file, dryRun) =>
 *   importClassRoster({ classId, ...file, dryRun }), onImported: reload, template: getClassRosterTemplate });
 */
export function useImportRun<R>(options: ImportRunOptions<R>) {
  const portalT = useT();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<R | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(dryRun: boolean) {
    if (!file) {
      setError(options.chooseFileText);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await options.send(
        { fileName: file.name, contentBase64: await readFileBase64(file) },
        dryRun,
      );
      if (dryRun) {
        setChecked(result);
      } else {
        setChecked(null);
        options.onImported(result);
      }
    } catch (failure) {
      setError(refusalShownInPlace(failure, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  async function template() {
    try {
      downloadExportFile(await options.template());
    } catch {
      // the client has shown why
    }
  }

  /** A new file (or none): the last check and refusal no longer apply. */
  function choose(chosen: File | null) {
    setFile(chosen);
    setChecked(null);
    setError(null);
  }

  return { checked, setChecked, busy, error, setError, run, template, choose };
}
