import { useCallback, useState, type FormEvent } from 'react';
import {
  REPORT_LATE_RULES,
  REPORT_LIMITS,
  type ReportClassExperiment,
  type ReportClassSettings,
} from '../../core/api/report-contract';
import { getReportSettings, saveReportSettings } from '../../core/api/teaching/report-calls';
import type { ClassRow } from '../../core/api/teaching-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ClassPicker, WithChosenClass } from '../../core/ui/admin/class-chooser';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { oneOf, SelectField } from '../../core/ui/admin/console-fields';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { isoToLocalInput, localInputToIso } from '../../core/ui/admin/date-input';
import { FormError } from '../../core/ui/admin/form-actions';
import { RowButton } from '../../core/ui/admin/row-actions';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { isEditConflict, refusalShownInPlace } from '../../core/ui/admin/server-errors';
import { FormField } from '../../core/ui/form-field';
import { useAsync } from '../../core/ui/use-async';
import { lateRuleText } from './report-format';

/** The form's values as typed (times on the centre's clock). */
interface SettingsDraft {
  deadline: string;
  late: ReportClassSettings['late'];
  deduction: string;
}

const draftOf = (settings: ReportClassSettings): SettingsDraft => ({
  deadline: settings.deadlineAt ? isoToLocalInput(settings.deadlineAt) : '',
  late: settings.late,
  deduction: String(settings.lateDeductionPercent),
});

type DraftErrors = Partial<Record<'deadline' | 'deduction', string>>;

/** The settings a draft stands for, or the fields that are wrong. */
function settingsOf(draft: SettingsDraft): ReportClassSettings | DraftErrors {
  const errors: DraftErrors = {};
  const deadlineAt = draft.deadline.trim() ? localInputToIso(draft.deadline.trim()) : null;
  if (draft.deadline.trim() && !deadlineAt) errors.deadline = reportT('settings.deadlineBad');
  const deduction = draft.late === 'accept' ? Number(draft.deduction.trim() || '0') : 0;
  if (!(
    Number.isInteger(deduction) &&
    deduction >= 0 &&
    deduction <= REPORT_LIMITS.deductionPercent
  ))
    errors.deduction = reportT('settings.deductionBad');
  if (Object.keys(errors).length) return errors;
  return { deadlineAt, late: draft.late, lateDeductionPercent: deduction };
}

/** 截止与迟交: the class's deadline and late rule for one experiment's reports. */
function SettingsDialog({
  classId,
  row,
  onClose,
  onSaved,
}: {
  classId: number;
  row: ReportClassExperiment;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [opened, setOpened] = useState(row);
  const [draft, setDraft] = useState(() => draftOf(row.settings));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const settings = settingsOf(draft);
    if (!('late' in settings)) {
      setErrors(settings);
      return;
    }
    setErrors({});
    setRefusal(null);
    setBusy(true);
    try {
      await saveReportSettings({
        classId,
        experimentId: row.experimentId,
        settings,
        version: opened.version,
      });
      pushNotice('success', reportT('settings.saved', { title: row.title }));
      onSaved();
    } catch (error) {
      if (isEditConflict(error)) {
        const latest = (await getReportSettings(classId)).find(
          (candidate) => candidate.experimentId === row.experimentId,
        );
        if (latest) {
          setOpened(latest);
          setDraft(draftOf(latest.settings));
        }
        refusalShownInPlace(error, portalT('state.networkError'));
        setRefusal(reportT('settings.conflict'));
      } else setRefusal(refusalShownInPlace(error, portalT('state.networkError')));
      setBusy(false);
    }
  }

  return (
    <ConsoleDialog
      title={reportT('settings.title', { title: row.title })}
      onCancel={onClose}
      actions={
        <>
          <button type="submit" form="report-settings-form" className="xnfz-button" disabled={busy}>
            {reportT('settings.save')}
          </button>
          <button type="button" className="xnfz-button xnfz-button--plain" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </>
      }
    >
      <form id="report-settings-form" noValidate onSubmit={(event) => void submit(event)}>
        <FormField
          id="report-deadline"
          type="datetime-local"
          label={reportT('settings.deadline')}
          value={draft.deadline}
          hint={reportT('settings.deadlineHint')}
          error={errors.deadline}
          onChange={(event) => setDraft({ ...draft, deadline: event.target.value })}
        />
        <SelectField
          id="report-late"
          label={reportT('settings.late')}
          value={draft.late}
          options={REPORT_LATE_RULES.map(
            (rule) => [rule, reportT(`reports.late.${rule}`)] as const,
          )}
          onChange={(event) =>
            setDraft({ ...draft, late: oneOf(REPORT_LATE_RULES, event.target.value) ?? 'accept' })
          }
        />
        {draft.late === 'accept' ? (
          <FormField
            id="report-deduction"
            inputMode="numeric"
            label={reportT('settings.deduction')}
            value={draft.deduction}
            hint={reportT('settings.deductionHint')}
            error={errors.deduction}
            onChange={(event) => setDraft({ ...draft, deduction: event.target.value })}
          />
        ) : null}
        <FormError message={refusal} />
      </form>
    </ConsoleDialog>
  );
}

function ReportExperiments({ classes, chosen }: { classes: ClassRow[]; chosen: ClassRow }) {
  const load = useCallback(
    async () => getReportSettings(chosen.id).then((rows) => ({ rows, total: rows.length })),
    [chosen.id],
  );
  const result = useAsync(load, [load]);
  const [editing, setEditing] = useState<ReportClassExperiment | null>(null);
  const columns = [
    { label: reportT('reports.experiment') },
    { label: reportT('reports.template') },
    { label: reportT('reports.deadline') },
    { label: reportT('reports.lateRule') },
    { label: reportT('reports.actions') },
  ];
  const of = (action: string, row: ReportClassExperiment) =>
    reportT('reports.actionOf', { action, title: row.title });

  return (
    <section className="screen" aria-labelledby="reports-heading">
      <ScreenBar headingId="reports-heading" heading={reportT('reports.heading')}>
        <ClassPicker id="reports-class" route="/reports" classes={classes} classId={chosen.id} />
      </ScreenBar>
      <p className="intro">{reportT('reports.intro')}</p>
      {chosen.archived ? (
        <p className="card note" role="note">
          {reportT('reports.archivedNote')}
        </p>
      ) : null}
      {result.state.data?.total === 0 ? (
        <p className="card note no-experiments" role="note">
          {reportT('reports.noExperiments')}
        </p>
      ) : (
        <ConsoleTable
          result={result}
          area={reportT('reports.area')}
          columns={columns}
          row={(row) => (
            <tr key={row.experimentId} data-experiment-id={row.experimentId}>
              <td className="title-cell">{row.title}</td>
              <td>
                <span
                  className={`badge ${row.hasTemplate ? 'badge--ok' : 'badge--muted'} template-state`}
                >
                  {reportT(row.hasTemplate ? 'reports.templateSet' : 'reports.templateUnset')}
                </span>
              </td>
              <td className="nowrap report-deadline">
                {row.settings.deadlineAt
                  ? formatDateTime(row.settings.deadlineAt)
                  : reportT('reports.noDeadline')}
              </td>
              <td className="report-late">{lateRuleText(row.settings)}</td>
              <td>
                <div className="actions">
                  <a
                    className="edit-template"
                    href={consoleHref('/reports/template', {
                      id: row.experimentId,
                      class: chosen.id,
                    })}
                    aria-label={of(
                      reportT(row.hasTemplate ? 'reports.editTemplate' : 'reports.setTemplate'),
                      row,
                    )}
                  >
                    {reportT(row.hasTemplate ? 'reports.editTemplate' : 'reports.setTemplate')}
                  </a>
                  {chosen.archived ? null : (
                    <RowButton
                      label={reportT('reports.editSettings')}
                      of={row.title}
                      className="edit-settings"
                      onClick={() => setEditing(row)}
                    />
                  )}
                  {row.hasTemplate ? (
                    <a
                      className="open-queue"
                      href={consoleHref('/reports/queue', {
                        class: chosen.id,
                        experiment: row.experimentId,
                      })}
                      aria-label={of(reportT('reports.queue'), row)}
                    >
                      {reportT('reports.queue')}
                    </a>
                  ) : null}
                </div>
              </td>
            </tr>
          )}
          pageNum={1}
          pageSize={Math.max(result.state.data?.total ?? 0, 1)}
          onPage={() => undefined}
        />
      )}
      {editing ? (
        <SettingsDialog
          classId={chosen.id}
          row={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            result.reload();
          }}
        />
      ) : null}
    </section>
  );
}

/** The class's experiments, after the classes the account manages (the first when none chosen). */
export function ReportClassList({ classId }: { classId: number }) {
  return (
    <WithChosenClass
      classId={classId}
      noClasses={{
        headingId: 'reports-heading',
        heading: reportT('reports.heading'),
        note: reportT('reports.noClasses'),
        link: reportT('reports.toClasses'),
      }}
    >
      {(classes, chosen) => <ReportExperiments key={chosen.id} classes={classes} chosen={chosen} />}
    </WithChosenClass>
  );
}
