import { importClassRoster, getClassRosterTemplate } from '../../core/api/teaching/class-calls';
import type { ClassRosterResult } from '../../core/api/teaching-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { classT } from '../../core/i18n/zh-cn/admin-classes';
import { pushNotice } from '../../core/store/notices';
import { FormError } from '../../core/ui/admin/form-actions';
import { useImportRun } from '../../core/ui/admin/use-import-run';
import { ImportFileBar } from '../../core/ui/admin/import-file-bar';

/**
 * 导入名单: a .xlsx or .csv of 学号 and 姓名 checked first (预检: each row's fate, nothing stored), then
 * the matched students added after the teacher confirms; the template to download.
 */
export function ClassRosterPanel({ classId, onAdded }: { classId: number; onAdded: () => void }) {
  const t = useAdminT();
  const { checked, setChecked, busy, error, run, template, choose } = useImportRun({
    chooseFileText: classT('roster.chooseFile'),
    send: (file, dryRun) => importClassRoster({ classId, ...file, dryRun }),
    onImported: (result: ClassRosterResult) => {
      pushNotice('success', classT('roster.added', { n: result.added }));
      onAdded();
    },
    template: getClassRosterTemplate,
  });

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
        onFile={choose}
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
