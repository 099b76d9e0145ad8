import { useState } from 'react';
import { downloadExportFile, readFileBase64 } from '../../core/ui/admin/console-files';
import { importClassRoster, getClassRosterTemplate } from '../../core/api/teaching/class-calls';
import type { ClassRosterResult } from '../../core/api/teaching-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { classT } from '../../core/i18n/zh-cn/admin-classes';
import { useT } from '../../core/i18n/translate';
import { pushNotice } from '../../core/store/notices';
import { FormError } from '../../core/ui/admin/form-actions';
import { ImportFileBar } from '../../core/ui/admin/import-file-bar';
import { refusalShownInPlace } from '../../core/ui/admin/server-errors';

/**
 * 导入名单: a .xlsx or .csv of 学号 and 姓名 checked first (预检: each row's fate, nothing stored), then
 * the matched students added after the teacher confirms; the template to download.
 */
export function ClassRosterPanel({ classId, onAdded }: { classId: number; onAdded: () => void }) {
  const t = useAdminT();
  const portalT = useT();
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<ClassRosterResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(dryRun: boolean) {
    if (!file) {
      setError(classT('roster.chooseFile'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const result = await importClassRoster({
        classId,
        fileName: file.name,
        contentBase64: await readFileBase64(file),
        dryRun,
      });
      if (dryRun) {
        setChecked(result);
      } else {
        setChecked(null);
        pushNotice('success', classT('roster.added', { n: result.added }));
        onAdded();
      }
    } catch (failure) {
      setError(refusalShownInPlace(failure, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  async function template() {
    try {
      downloadExportFile(await getClassRosterTemplate());
    } catch {
      // the client has shown why
    }
  }

  const actionText = {
    add: classT('roster.willAdd'),
    already: classT('roster.already'),
    refuse: classT('roster.skipped'),
  } as const;

  return (
    <section className="card roster" aria-labelledby="roster-heading">
      <h2 className="card-heading" id="roster-heading">
        {classT('roster.heading')}
      </h2>
      <p className="hint" id="roster-hint">
        {classT('roster.hint')}
      </p>
      <ImportFileBar
        id="roster-file"
        label={classT('roster.file')}
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        describedBy="roster-hint"
        busy={busy}
        checkLabel={classT('roster.check')}
        checkClass="check-roster"
        templateLabel={classT('roster.template')}
        onFile={(chosen) => {
          setFile(chosen);
          setChecked(null);
          setError(null);
        }}
        onCheck={() => void run(true)}
        onTemplate={() => void template()}
      />
      <FormError message={error} />
      {checked ? (
        <div className="roster-result">
          <p role="status">
            {classT('roster.plan', {
              total: checked.total,
              add: checked.plan.add,
              already: checked.plan.already,
              refuse: checked.plan.refuse,
            })}
          </p>
          <div className="table-wrap" tabIndex={0} role="region" aria-label={classT('roster.rows')}>
            <table>
              <caption className="xnfz-visually-hidden">{classT('roster.rows')}</caption>
              <thead>
                <tr>
                  <th scope="col">{classT('roster.line')}</th>
                  <th scope="col">{classT('classes.studentNumber')}</th>
                  <th scope="col">{classT('roster.name')}</th>
                  <th scope="col">{classT('roster.result')}</th>
                </tr>
              </thead>
              <tbody>
                {checked.rows.map((row) => (
                  <tr key={row.line} data-roster-line={row.line} className={`roster-${row.action}`}>
                    <td>{row.line}</td>
                    <td>{row.studentNumber}</td>
                    <td>{row.name}</td>
                    <td>
                      {actionText[row.action]}
                      {row.problems.length ? `：${row.problems.join('；')}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="form-actions">
            <button
              type="button"
              className="xnfz-button confirm-roster"
              disabled={busy || checked.plan.add === 0}
              onClick={() => void run(false)}
            >
              {classT('roster.confirm', { n: checked.plan.add })}
            </button>
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              onClick={() => setChecked(null)}
            >
              {t('form.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
