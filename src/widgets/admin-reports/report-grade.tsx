import { useCallback, useState, type FormEvent } from 'react';
import {
  REPORT_LIMITS,
  type ReportDetail,
  type ReportGradeBody,
} from '../../core/api/report-contract';
import {
  exportReportDocx,
  getReportDetail,
  gradeReport,
  releaseReport,
  returnReport,
} from '../../core/api/teaching/report-calls';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';
import { consoleHref } from '../../core/router/console-router';
import { pushNotice } from '../../core/store/notices';
import { ConflictPanel } from '../../core/ui/admin/conflict-panel';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { TextAreaField } from '../../core/ui/admin/console-fields';
import { ExportButton } from '../../core/ui/admin/export-button';
import { FormError } from '../../core/ui/admin/form-actions';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { isEditConflict, refusalShownInPlace } from '../../core/ui/admin/server-errors';
import { AsyncView } from '../../core/ui/async-view';
import { FormField } from '../../core/ui/form-field';
import { ReportAttachmentList } from '../../core/ui/report-attachments';
import { ReportRecordBlocks } from '../../core/ui/report-record';
import { FormulaView } from '../../core/ui/formula/formula-view';
import { useAsync } from '../../core/ui/use-async';
import {
  adjustmentOf,
  checkGrade,
  finalScore,
  gradeDraftOf,
  rubricScoreOf,
  type GradeDraft,
  type GradeErrors,
} from './grade-draft';
import { scoreText } from './report-format';

/** A grade in a line per part, for the edit-conflict panel. */
function conflictRows(report: ReportDetail, mine: ReportGradeBody, theirs: ReportDetail) {
  const levelTitle = (criterion: ReportDetail['template']['rubric'][number], key?: string) =>
    criterion.levels.find((level) => level.key === key)?.title ?? '';
  return [
    ...report.template.rubric.map((criterion) => ({
      label: reportT('grade.conflictLevel', { title: criterion.title }),
      mine: levelTitle(criterion, mine.levels[criterion.key]),
      theirs: levelTitle(criterion, theirs.grade?.levels[criterion.key]),
    })),
    {
      label: reportT('grade.conflictAdjustment'),
      mine: String(mine.adjustment),
      theirs: String(theirs.grade?.adjustment ?? ''),
    },
    {
      label: reportT('grade.conflictComment'),
      mine: mine.comment,
      theirs: theirs.grade?.comment ?? '',
    },
  ];
}

/** 退回修改: asks for what to change; the student revises and submits a new version. */
function ReturnDialog({
  report,
  onClose,
  onReturned,
}: {
  report: ReportDetail;
  onClose: () => void;
  onReturned: (report: ReportDetail) => void;
}) {
  const t = useAdminT();
  const portalT = useT();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!message.trim()) {
      setError(reportT('grade.returnRequired'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onReturned(await returnReport(report.id, message.trim(), report.version));
    } catch (caught) {
      setRefusal(refusalShownInPlace(caught, portalT('state.networkError')));
      setBusy(false);
    }
  }
  return (
    <ConsoleDialog
      title={reportT('grade.returnTitle')}
      onCancel={onClose}
      actions={
        <>
          <button
            type="submit"
            form="return-form"
            className="xnfz-button confirm-return"
            disabled={busy}
          >
            {reportT('grade.return')}
          </button>
          <button type="button" className="xnfz-button xnfz-button--plain" onClick={onClose}>
            {t('form.cancel')}
          </button>
        </>
      }
    >
      <form id="return-form" noValidate onSubmit={(event) => void submit(event)}>
        <p>{reportT('grade.returnText')}</p>
        <TextAreaField
          id="return-message"
          label={reportT('grade.returnMessage')}
          value={message}
          rows={4}
          maxLength={REPORT_LIMITS.message}
          error={error}
          onChange={(event) => setMessage(event.target.value)}
        />
        <FormError message={refusal} />
      </form>
    </ConsoleDialog>
  );
}

/** The rubric as a form: one group of radio buttons per criterion, then adjustment and comment. */
function RubricFields({
  report,
  draft,
  errors,
  locked,
  onChange,
}: {
  report: ReportDetail;
  draft: GradeDraft;
  errors: GradeErrors;
  locked: boolean;
  onChange: (draft: GradeDraft) => void;
}) {
  const rubricScore = rubricScoreOf(report.template, draft.levels);
  const adjustment = adjustmentOf(draft.adjustment) ?? 0;
  const deduction = report.deductionPercent;
  return (
    <>
      {report.template.rubric.map((criterion) => {
        const error = errors[`levels.${criterion.key}`];
        return (
          <fieldset
            key={criterion.key}
            className="criterion-choice"
            data-criterion={criterion.key}
            disabled={locked}
            aria-describedby={error ? `level-${criterion.key}-error` : undefined}
          >
            <legend>{criterion.title}</legend>
            {criterion.levels.map((level) => (
              <label key={level.key} className="level-choice" data-level={level.key}>
                <input
                  type="radio"
                  name={`level-${criterion.key}`}
                  value={level.key}
                  checked={draft.levels[criterion.key] === level.key}
                  onChange={() =>
                    onChange({ ...draft, levels: { ...draft.levels, [criterion.key]: level.key } })
                  }
                />
                <span className="level-text">
                  <strong>
                    {reportT('grade.levelOption', {
                      title: level.title,
                      points: scoreText(level.points),
                    })}
                  </strong>
                  {level.description ? (
                    <span className="level-description">{level.description}</span>
                  ) : null}
                </span>
              </label>
            ))}
            {error ? (
              <span id={`level-${criterion.key}-error`} className="field-error" role="alert">
                {error}
              </span>
            ) : null}
          </fieldset>
        );
      })}
      <fieldset disabled={locked} className="grade-extras">
        <FormField
          id="grade-adjustment"
          label={reportT('grade.adjustment')}
          inputMode="decimal"
          value={draft.adjustment}
          hint={reportT('grade.adjustmentHint')}
          error={errors.adjustment}
          onChange={(event) => onChange({ ...draft, adjustment: event.target.value })}
        />
        <FormField
          id="grade-adjust-reason"
          label={reportT('grade.adjustReason')}
          value={draft.adjustReason}
          maxLength={REPORT_LIMITS.reason}
          error={errors.adjustReason}
          onChange={(event) => onChange({ ...draft, adjustReason: event.target.value })}
        />
        <TextAreaField
          id="grade-comment"
          label={reportT('grade.comment')}
          value={draft.comment}
          rows={4}
          maxLength={REPORT_LIMITS.comment}
          onChange={(event) => onChange({ ...draft, comment: event.target.value })}
        />
      </fieldset>
      <p className="score-line" aria-live="polite">
        {reportT('grade.scoreLine', {
          rubric: scoreText(rubricScore),
          adjustment: scoreText(adjustment),
          deduction,
          score: scoreText(finalScore(rubricScore + adjustment, deduction)),
          total: scoreText(report.total),
        })}
      </p>
    </>
  );
}

function GradeReport({ opened }: { opened: ReportDetail }) {
  const portalT = useT();
  const [report, setReport] = useState(opened);
  const [draft, setDraft] = useState(() => gradeDraftOf(opened.grade));
  const [errors, setErrors] = useState<GradeErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<{ mine: ReportGradeBody; theirs: ReportDetail } | null>(
    null,
  );
  const [returning, setReturning] = useState(false);
  const [busy, setBusy] = useState(false);
  const gradable = report.status === 'submitted' || report.status === 'graded';
  const latest = report.versions.at(-1);
  const name = report.studentName || report.studentNumber;
  const back = consoleHref('/reports/queue', {
    class: report.classId,
    experiment: report.experimentId,
  });

  const opening = (next: ReportDetail) => {
    setReport(next);
    setDraft(gradeDraftOf(next.grade));
    setConflict(null);
  };

  async function run(action: () => Promise<ReportDetail>, done: string) {
    setBusy(true);
    setRefusal(null);
    try {
      opening(await action());
      pushNotice('success', done);
    } catch (error) {
      setRefusal(refusalShownInPlace(error, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  async function save(body: ReportGradeBody) {
    setBusy(true);
    setRefusal(null);
    try {
      opening(await gradeReport(body));
      pushNotice('success', reportT('grade.saved'));
    } catch (error) {
      if (isEditConflict(error)) {
        refusalShownInPlace(error, portalT('state.networkError'));
        setConflict({ mine: body, theirs: await getReportDetail(report.id) });
      } else setRefusal(refusalShownInPlace(error, portalT('state.networkError')));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkGrade(report, draft);
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    void save(checked.body);
  }

  return (
    <section className="screen grade-screen" aria-labelledby="grade-heading">
      <ScreenBar headingId="grade-heading" heading={reportT('grade.heading', { name })}>
        <div className="bar-actions">
          <a className="xnfz-button xnfz-button--plain back" href={back}>
            {reportT('grade.back')}
          </a>
          {report.status === 'draft' ? null : (
            <ExportButton
              className="xnfz-button--plain export-docx"
              label={reportT('grade.exportDocx')}
              run={() => exportReportDocx(report.id)}
            />
          )}
          <button
            type="button"
            className="xnfz-button xnfz-button--plain print-report"
            onClick={() => window.print()}
          >
            {reportT('grade.print')}
          </button>
        </div>
      </ScreenBar>
      <p className="intro grade-facts">
        {latest
          ? reportT(report.studentNumber ? 'grade.facts' : 'grade.factsNoNumber', {
              experiment: report.record.experimentTitle,
              number: report.studentNumber,
              version: latest.number,
              time: formatDateTime(latest.submittedAt),
            })
          : report.record.experimentTitle}{' '}
        {report.late ? (
          <span className="badge badge--warn report-late">{reportT('grade.late')}</span>
        ) : null}{' '}
        {report.grade ? (
          <span className={`badge ${report.released ? 'badge--ok' : 'badge--muted'} release-state`}>
            {reportT(report.released ? 'grade.released' : 'grade.unreleased')}
          </span>
        ) : null}
      </p>
      {report.status === 'draft' ? (
        <p className="card note" role="note">
          {reportT('grade.notSubmitted')}
        </p>
      ) : report.status === 'returned' ? (
        <p className="card note returned-note" role="note">
          {reportT('grade.returnedNote')}{' '}
          {latest?.returnMessage
            ? reportT('grade.returnedWith', { message: latest.returnMessage })
            : null}
        </p>
      ) : null}
      {conflict ? (
        <ConflictPanel
          theirsHeading={reportT('grade.conflictTheirs', {
            name: conflict.theirs.grade?.gradedBy ?? '',
            time: conflict.theirs.grade ? formatDateTime(conflict.theirs.grade.gradedAt) : '',
          })}
          rows={conflictRows(report, conflict.mine, conflict.theirs)}
          busy={busy}
          onKeepMine={() => void save({ ...conflict.mine, version: conflict.theirs.version })}
          onTakeTheirs={() => opening(conflict.theirs)}
        />
      ) : null}
      <div className="grade-layout">
        <div className="report-side">
          <div className="card">
            <ReportRecordBlocks record={report.record} />
          </div>
          <section className="card report-sections" aria-labelledby="sections-heading">
            <h2 id="sections-heading">{reportT('grade.sections')}</h2>
            {report.template.sections
              .filter((section) => section.enabled)
              .map((section) => (
                <article key={section.key} className="report-section" data-section={section.key}>
                  <h3>{section.title}</h3>
                  {report.sections[section.key] ? (
                    <FormulaView html={report.sections[section.key] ?? ''} />
                  ) : (
                    <p className="muted">{reportT('grade.emptySection')}</p>
                  )}
                  {gradable ? (
                    <TextAreaField
                      id={`section-comment-${section.key}`}
                      className="section-comment"
                      label={reportT('grade.sectionComment', { title: section.title })}
                      value={draft.sectionComments[section.key] ?? ''}
                      rows={2}
                      maxLength={REPORT_LIMITS.comment}
                      onChange={(event) =>
                        setDraft({
                          ...draft,
                          sectionComments: {
                            ...draft.sectionComments,
                            [section.key]: event.target.value,
                          },
                        })
                      }
                    />
                  ) : report.grade?.sectionComments[section.key] ? (
                    <p className="section-comment-text">
                      {reportT('grade.sectionComment', { title: section.title })}：
                      {report.grade.sectionComments[section.key]}
                    </p>
                  ) : null}
                </article>
              ))}
          </section>
          <section className="card report-files" aria-labelledby="files-heading">
            <h2 id="files-heading">{portalT('experiments.record.attachments')}</h2>
            {/* what was handed in (the latest version's), else the draft's */}
            <ReportAttachmentList
              files={report.versions[report.versions.length - 1]?.attachments ?? report.attachments}
            />
          </section>
          {report.versions.length > 1 ? (
            <section className="card versions" aria-labelledby="versions-heading">
              <h2 id="versions-heading">{reportT('grade.versions')}</h2>
              {report.versions
                .slice(0, -1)
                .reverse()
                .map((version) => (
                  <details key={version.number} className="version" data-version={version.number}>
                    <summary>
                      {reportT('grade.versionLine', {
                        n: version.number,
                        time: formatDateTime(version.submittedAt),
                      })}
                      {version.late ? reportT('grade.versionLate') : ''}
                    </summary>
                    {version.returnMessage ? (
                      <p className="note">
                        {reportT('grade.returnedWith', { message: version.returnMessage })}
                      </p>
                    ) : null}
                    {report.template.sections
                      .filter((section) => version.sections[section.key])
                      .map((section) => (
                        <div key={section.key}>
                          <h3>{section.title}</h3>
                          <FormulaView html={version.sections[section.key] ?? ''} />
                        </div>
                      ))}
                  </details>
                ))}
            </section>
          ) : null}
        </div>
        <form
          className="card grade-form"
          noValidate
          aria-labelledby="rubric-heading"
          onSubmit={submit}
        >
          <h2 id="rubric-heading">{reportT('grade.rubric')}</h2>
          {report.late ? (
            <p className="note">{reportT('grade.lateNote', { n: report.deductionPercent })}</p>
          ) : null}
          <RubricFields
            report={report}
            draft={draft}
            errors={errors}
            locked={!gradable}
            onChange={setDraft}
          />
          <FormError message={refusal} />
          {gradable ? (
            <div className="form-actions">
              <button type="submit" className="xnfz-button save-grade" disabled={busy}>
                {reportT('grade.save')}
              </button>
              {report.status === 'graded' && !report.released ? (
                <button
                  type="button"
                  className="xnfz-button release-report"
                  disabled={busy}
                  onClick={() =>
                    void run(
                      () => releaseReport(report.id, report.version),
                      reportT('grade.releasedDone'),
                    )
                  }
                >
                  {reportT('grade.release')}
                </button>
              ) : null}
              <button
                type="button"
                className="xnfz-button xnfz-button--plain return-report"
                disabled={busy}
                onClick={() => setReturning(true)}
              >
                {reportT('grade.return')}
              </button>
            </div>
          ) : null}
        </form>
      </div>
      {returning ? (
        <ReturnDialog
          report={report}
          onClose={() => setReturning(false)}
          onReturned={(next) => {
            setReturning(false);
            opening(next);
            pushNotice('success', reportT('grade.returned'));
          }}
        />
      ) : null}
    </section>
  );
}

/** 批改实验报告: the report (record, sections, versions) beside the rubric. */
export function ReportGradeScreen({ reportId }: { reportId: number }) {
  const load = useCallback(() => getReportDetail(reportId), [reportId]);
  const result = useAsync(load, [load]);
  return <AsyncView result={result}>{(report) => <GradeReport opened={report} />}</AsyncView>;
}
