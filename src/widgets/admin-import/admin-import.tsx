import { useRef, useState } from 'react';
import { getImportTemplate, importUsers } from '../../core/api/admin/admin-calls';
import type {
  AdminImportAction,
  AdminImportChange,
  AdminImportRow,
  AdminUserImportResult,
} from '../../core/api/admin-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { downloadExportFile, readFileBase64 } from '../../core/ui/admin/console-files';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { ExportButton } from '../../core/ui/admin/export-button';
import { errorText } from '../../core/ui/admin/server-errors';
import { FormField } from '../../core/ui/form-field';
import { WidgetShell } from '../../core/ui/widget-shell';
import { checkImportFile, checkInitialPassword } from '../../core/validation/admin-rules';
import { adminImportStyles } from './admin-import.styles';

/** A dry run and exactly what it checked: the import sends the same file, password and mode. */
interface Checked {
  result: AdminUserImportResult;
  fileName: string;
  contentBase64: string;
  initialPassword: string;
  updateExisting: boolean;
}

/** Which rows the table shows: one action's, or all. */
type Shown = AdminImportAction | 'all';

const SHOWN_ORDER: readonly Shown[] = ['refuse', 'update', 'create', 'unchanged', 'all'];

const BADGES: Record<AdminImportAction, string> = {
  create: 'badge badge--ok',
  update: 'badge badge--primary',
  unchanged: 'badge badge--muted',
  refuse: 'badge badge--warn',
};

/** The rows to show first: the refused ones, else the updates, else the new accounts. */
function firstShown(result: AdminUserImportResult): Shown {
  return SHOWN_ORDER.find((shown) => shown === 'all' || result.plan[shown] > 0) ?? 'all';
}

function ChangeText({ change }: { change: AdminImportChange }) {
  const t = useAdminT();
  const value = (text: string) => {
    if (!text) return t('import.blank');
    return change.field === 'identity' &&
      (text === 'student' || text === 'teacher' || text === 'public')
      ? t(`users.identity.${text}`)
      : text;
  };
  return (
    <>
      {t('import.change', {
        field: t(`import.${change.field}`),
        before: value(change.before),
        after: value(change.after),
      })}
    </>
  );
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
            <th scope="col">{t('import.action')}</th>
            <th scope="col">{t('import.details')}</th>
            <th scope="col">{t('import.identity')}</th>
            <th scope="col">{t('import.department')}</th>
            <th scope="col">{t('import.className')}</th>
            <th scope="col">{t('import.email')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} data-line={row.line} data-action={row.action}>
              <td className="num" data-label={t('import.line')}>
                {row.line}
              </td>
              <td data-label={t('import.username')}>{row.username}</td>
              <td data-label={t('import.realName')}>{row.realName}</td>
              <td data-label={t('import.action')}>
                <span className={BADGES[row.action]}>{t(`import.action.${row.action}`)}</span>
              </td>
              <td data-label={t('import.details')} className="details">
                {row.problems.length > 0 ? (
                  <ul className="problems-list">
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : row.changes.length > 0 ? (
                  <ul className="changes-list">
                    {row.changes.map((change) => (
                      <li key={change.field}>
                        <ChangeText change={change} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td data-label={t('import.identity')}>
                {row.identity ? t(`users.identity.${row.identity}`) : ''}
              </td>
              <td data-label={t('import.department')}>{row.department}</td>
              <td data-label={t('import.className')}>{row.className}</td>
              <td data-label={t('import.email')}>{row.email}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the dry run found: the plan, the error report, and the rows by what happens to them. */
function CheckedRows({ result }: { result: AdminUserImportResult }) {
  const t = useAdminT();
  const [shown, setShown] = useState<Shown>(() => firstShown(result));
  const { plan } = result;
  const refused = plan.refuse > 0;
  const rows = shown === 'all' ? result.rows : result.rows.filter((row) => row.action === shown);
  const report = result.errorReport;
  return (
    <div className="card summary" aria-labelledby="import-summary">
      <p id="import-summary" className="summary-line" role="status">
        {t('import.summary', { total: result.total, ...plan })}
      </p>
      <p className="muted">
        {refused
          ? t('import.fixFirst')
          : plan.create + plan.update > 0
            ? t('import.allValid')
            : t('import.nothingToDo')}
      </p>
      {report ? (
        <div className="actions">
          <button
            type="button"
            className="xnfz-button error-report"
            onClick={() => {
              downloadExportFile(report);
              pushNotice('success', t('files.downloaded', { name: report.fileName }));
            }}
          >
            {t('import.errorReport')}
          </button>
        </div>
      ) : null}
      <div className="actions shown-rows" role="group" aria-label={t('import.show')}>
        {SHOWN_ORDER.filter((item) => item === 'all' || plan[item] > 0).map((item) => (
          <button
            key={item}
            type="button"
            className="xnfz-button xnfz-button--plain"
            data-show={item}
            aria-pressed={shown === item}
            onClick={() => setShown(item)}
          >
            {t(`import.show.${item}`, { n: item === 'all' ? result.total : plan[item] })}
          </button>
        ))}
      </div>
      <RowsTable rows={rows} caption={t(`import.rows.${shown}`)} />
    </div>
  );
}

/** Bulk import: choose a file and the initial password, dry run, then import when no row is refused. */
export function AdminImport() {
  const t = useAdminT();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [updateExisting, setUpdateExisting] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<{ created: number; updated: number } | null>(null);
  // a new dry run's rows start on their own filter
  const [checkNumber, setCheckNumber] = useState(0);

  function forgetCheck() {
    setChecked(null);
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
      const body = {
        fileName: file.name,
        contentBase64,
        initialPassword: password,
        updateExisting,
      };
      const result = await importUsers({ ...body, dryRun: true });
      setChecked({ result, ...body });
      setCheckNumber((n) => n + 1);
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
      const result = await importUsers({
        fileName,
        contentBase64,
        initialPassword,
        updateExisting: checked.updateExisting,
        dryRun: false,
      });
      if (result.imported + result.updated > 0) {
        setDone({ created: result.imported, updated: result.updated });
        pushNotice(
          'success',
          t('import.done', { created: result.imported, updated: result.updated }),
        );
      } else {
        // someone took a username or e-mail since the dry run: show the rows as they are now
        setChecked({ ...checked, result });
        setCheckNumber((n) => n + 1);
      }
    } catch (error) {
      setFailure(errorText(error, t('files.network')));
    } finally {
      setBusy(null);
    }
  }

  function startOver() {
    setDone(null);
    setFile(null);
    setPassword('');
    forgetCheck();
    if (fileInput.current) fileInput.current.value = '';
  }

  const result = checked?.result;
  const canImport =
    result !== undefined && result.plan.refuse === 0 && result.plan.create + result.plan.update > 0;

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminImportStyles}>
      <section className="screen" aria-labelledby="import-heading">
        <div className="bar">
          <h1 className="heading" id="import-heading">
            {t('import.heading')}
          </h1>
          <div className="actions">
            <ExportButton
              className="xnfz-button--plain template"
              label={t('import.template')}
              run={getImportTemplate}
            />
            <a className="xnfz-button xnfz-button--plain" href={consoleHref('/users')}>
              {t('import.back')}
            </a>
          </div>
        </div>
        <p className="intro muted">{t('import.intro')}</p>
        {done !== null ? (
          <div className="card done" role="status">
            <p className="done-message">{t('import.done', done)}</p>
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
              <div className="field update-existing">
                <label className="checkbox" htmlFor="import-update-existing">
                  <input
                    id="import-update-existing"
                    type="checkbox"
                    checked={updateExisting}
                    aria-describedby="import-update-existing-hint"
                    onChange={(event) => {
                      setUpdateExisting(event.target.checked);
                      forgetCheck();
                    }}
                  />
                  {t('import.updateExisting')}
                </label>
                <span id="import-update-existing-hint" className="field-hint">
                  {t('import.updateExistingHint')}
                </span>
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
                  disabled={!canImport || busy !== null}
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
            {result ? <CheckedRows key={checkNumber} result={result} /> : null}
          </>
        )}
      </section>
    </WidgetShell>
  );
}
