import { useRef, useState } from 'react';
import { importUsers } from '../../core/api/admin/admin-calls';
import type { AdminImportRow, AdminUserImportResult } from '../../core/api/admin-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { downloadBlob, readFileBase64 } from '../../core/ui/admin/console-files';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { errorText } from '../../core/ui/admin/server-errors';
import { FormField } from '../../core/ui/form-field';
import { WidgetShell } from '../../core/ui/widget-shell';
import {
  checkImportFile,
  checkInitialPassword,
  IMPORT_TEMPLATE,
} from '../../core/validation/admin-rules';
import { adminImportStyles } from './admin-import.styles';

/** A dry run and exactly what it checked: the import sends the same file and password. */
interface Checked {
  result: AdminUserImportResult;
  fileName: string;
  contentBase64: string;
  initialPassword: string;
}

function RowsTable({ rows, caption }: { rows: readonly AdminImportRow[]; caption: string }) {
  const t = useAdminT();
  return (
    <div className="table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="import-rows">
        <caption className="xnfz-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="num">
              {t('import.line')}
            </th>
            <th scope="col">{t('import.username')}</th>
            <th scope="col">{t('import.realName')}</th>
            <th scope="col">{t('import.problems')}</th>
            <th scope="col">{t('import.identity')}</th>
            <th scope="col">{t('import.department')}</th>
            <th scope="col">{t('import.email')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} data-line={row.line}>
              <td className="num">{row.line}</td>
              <td>{row.username}</td>
              <td>{row.realName}</td>
              <td>
                {row.problems.length > 0 ? (
                  <ul className="problems-list">
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : (
                  <span className="badge badge--ok">{t('import.ok')}</span>
                )}
              </td>
              <td>{row.identity ? t(`users.identity.${row.identity}`) : ''}</td>
              <td>{row.department}</td>
              <td>{row.email}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Bulk import: choose a file and the initial password, dry run, then import when all rows pass. */
export function AdminImport() {
  const t = useAdminT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [showAll, setShowAll] = useState(false);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [imported, setImported] = useState<number | null>(null);

  function forgetCheck() {
    setChecked(null);
    setShowAll(false);
    setFailure(null);
  }

  async function dryRun() {
    const fileProblem = checkImportFile(file);
    const passwordProblem = checkInitialPassword(password);
    setFileError(fileProblem ? t(fileProblem) : null);
    setPasswordError(passwordProblem ? t(passwordProblem) : null);
    if (fileProblem || passwordProblem || !file) return;
    setBusy('check');
    forgetCheck();
    try {
      const contentBase64 = await readFileBase64(file);
      const body = { fileName: file.name, contentBase64, initialPassword: password };
      const result = await importUsers({ ...body, dryRun: true });
      setChecked({ result, ...body });
    } catch (error) {
      setFailure(errorText(error, t('files.network')));
    } finally {
      setBusy(null);
    }
  }

  async function confirmImport() {
    if (!checked) return;
    setBusy('import');
    setFailure(null);
    try {
      const { fileName, contentBase64, initialPassword } = checked;
      const result = await importUsers({ fileName, contentBase64, initialPassword, dryRun: false });
      if (result.imported > 0) {
        setImported(result.imported);
        pushNotice('success', t('import.done', { count: result.imported }));
      } else {
        // someone took a username or e-mail since the dry run: show the rows as they are now
        setChecked({ ...checked, result });
      }
    } catch (error) {
      setFailure(errorText(error, t('files.network')));
    } finally {
      setBusy(null);
    }
  }

  function startOver() {
    setImported(null);
    setFile(null);
    setPassword('');
    forgetCheck();
    if (fileInput.current) fileInput.current.value = '';
  }

  const result = checked?.result;
  const badRows = result ? result.rows.filter((row) => row.problems.length > 0) : [];
  const allValid = result !== undefined && result.total > 0 && result.valid === result.total;

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminImportStyles}>
      <section className="screen" aria-labelledby="import-heading">
        <div className="bar">
          <h1 className="heading" id="import-heading">
            {t('import.heading')}
          </h1>
          <div className="actions">
            <button
              type="button"
              className="xnfz-button xnfz-button--plain template"
              onClick={() =>
                downloadBlob(
                  new Blob([IMPORT_TEMPLATE], { type: 'text/csv;charset=utf-8' }),
                  t('import.templateName'),
                )
              }
            >
              {t('import.template')}
            </button>
            <a className="xnfz-button xnfz-button--plain" href={consoleHref('/users')}>
              {t('import.back')}
            </a>
          </div>
        </div>
        <p className="intro muted">{t('import.intro')}</p>
        {imported !== null ? (
          <div className="card done" role="status">
            <p className="done-message">{t('import.done', { count: imported })}</p>
            <div className="form-actions">
              <button type="button" className="xnfz-button again" onClick={startOver}>
                {t('import.again')}
              </button>
              <a className="xnfz-button xnfz-button--plain" href={consoleHref('/users')}>
                {t('import.back')}
              </a>
            </div>
          </div>
        ) : (
          <>
            <form
              className="card import-form"
              noValidate
              aria-labelledby="import-heading"
              onSubmit={(event) => {
                event.preventDefault();
                void dryRun();
              }}
            >
              <div className="field">
                <label htmlFor="import-file">{t('import.file')}</label>
                <input
                  ref={fileInput}
                  id="import-file"
                  className="input file-input"
                  type="file"
                  accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={
                    fileError ? 'import-file-hint import-file-error' : 'import-file-hint'
                  }
                  onChange={(event) => {
                    const chosen = event.target.files?.[0] ?? null;
                    setFile(chosen);
                    const problem = chosen ? checkImportFile(chosen) : null;
                    setFileError(problem ? t(problem) : null);
                    forgetCheck();
                  }}
                />
                <span id="import-file-hint" className="field-hint">
                  {file
                    ? t('import.chosen', { name: file.name, size: Math.ceil(file.size / 1024) })
                    : t('import.fileHint')}
                </span>
                {fileError ? (
                  <span id="import-file-error" className="field-error" role="alert">
                    {fileError}
                  </span>
                ) : null}
              </div>
              <FormField
                id="import-password"
                label={t('import.password')}
                type="text"
                autoComplete="off"
                spellCheck={false}
                value={password}
                maxLength={64}
                hint={t('import.passwordHint')}
                error={passwordError}
                onChange={(event) => {
                  setPassword(event.target.value);
                  setPasswordError(null);
                  if (checked) forgetCheck();
                }}
              />
              <div className="form-actions">
                <button type="submit" className="xnfz-button dry-run" disabled={busy !== null}>
                  {busy === 'check' ? t('import.checking') : t('import.dryRun')}
                </button>
                <button
                  type="button"
                  className="xnfz-button confirm-import"
                  disabled={!allValid || busy !== null}
                  aria-describedby={result ? 'import-summary' : undefined}
                  onClick={() => void confirmImport()}
                >
                  {busy === 'import' ? t('import.importing') : t('import.confirm')}
                </button>
              </div>
              {failure ? (
                <p className="field-error import-failure" role="alert">
                  {failure}
                </p>
              ) : null}
            </form>
            {result ? (
              <div className="card summary" aria-labelledby="import-summary">
                <p id="import-summary" className="summary-line" role="status">
                  {t('import.summary', {
                    total: result.total,
                    valid: result.valid,
                    bad: result.total - result.valid,
                  })}
                </p>
                <p className="muted">{allValid ? t('import.allValid') : t('import.fixFirst')}</p>
                {result.rows.length > 0 ? (
                  <>
                    <div className="actions">
                      <button
                        type="button"
                        className="xnfz-button xnfz-button--plain toggle-rows"
                        aria-pressed={showAll}
                        onClick={() => setShowAll((value) => !value)}
                      >
                        {showAll
                          ? t('import.showProblems')
                          : t('import.showAll', { total: result.total })}
                      </button>
                    </div>
                    {showAll || badRows.length > 0 ? (
                      <RowsTable
                        rows={showAll ? result.rows : badRows}
                        caption={t(showAll ? 'import.allRows' : 'import.problemRows')}
                      />
                    ) : null}
                  </>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </section>
    </WidgetShell>
  );
}
