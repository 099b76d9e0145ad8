import { useCallback, useState } from 'react';
import { errorTextKey, isApiError } from '../../core/api/api-error';
import type { MyReportDetail } from '../../core/api/report-contract';
import { submitReport } from '../../core/api/reports';
import { formatDateTime } from '../../core/i18n/format';
import { useReportT } from '../../core/i18n/report-translate';
import { useT } from '../../core/i18n/translate';
import { dismissNoticeText } from '../../core/store/notices';
import { ReportAttachmentList } from '../../core/ui/report-attachments';
import { ReportRecordBlocks } from '../../core/ui/report-record';
import { FormulaView } from '../../core/ui/formula/formula-view';
import { hasFormula } from '../../core/ui/formula/formula-text';
import { useDraftSaver } from './draft-saver';
import { ReportGradeView } from './report-grade-view';
import { ReportHistory } from './report-history';
import { ReportFilesSection } from './report-files-section';
import { ReportSubmitDialog } from './report-submit-dialog';
import { useReportUpload } from './report-upload';
import { countCharacters, hasContent } from './report-text';
import { SectionEditor } from './section-editor';

/** The report's head: experiment, class, status (迟交 marked), deadline, the late rule and 打印. */
function ReportHead({ report }: { report: MyReportDetail }) {
  const rt = useReportT();
  const { settings } = report;
  const rule =
    settings.late === 'refuse'
      ? rt('write.lateRule.refuse')
      : settings.lateDeductionPercent > 0
        ? rt('write.lateRule.acceptDeduct', { n: settings.lateDeductionPercent })
        : rt('write.lateRule.accept');
  return (
    <header className="report-head" part="head">
      <h2 className="report-title">{report.experimentTitle}</h2>
      <p className="xnfz-meta report-meta">
        <span>{rt('write.meta', { className: report.className })}</span>
        <span>
          {settings.deadlineAt
            ? rt('write.deadline', { time: formatDateTime(settings.deadlineAt) })
            : rt('write.noDeadline')}
          {settings.deadlineAt ? ` · ${rule}` : null}
        </span>
        {report.submittedAt ? (
          <span>{rt('write.submittedAt', { time: formatDateTime(report.submittedAt) })}</span>
        ) : null}
      </p>
      <p className="report-status" role="status" data-status={report.status}>
        <span className={`status-mark status-mark--${report.status}`}>
          {rt(`status.${report.status}`)}
        </span>
        {report.late ? <span className="late-mark">{rt('late')}</span> : null}
      </p>
      <button
        type="button"
        className="xnfz-button xnfz-button--plain print-report"
        onClick={() => window.print()}
      >
        {rt('write.print')}
      </button>
    </header>
  );
}

/** 已保存 / 保存中 / 保存失败, with 重新保存 after a failure. */
function SaveStateLine({
  state,
  reason,
  onRetry,
}: {
  state: ReturnType<typeof useDraftSaver>['state'];
  reason: string;
  onRetry: () => void;
}) {
  const rt = useReportT();
  const text =
    state === 'saved'
      ? rt('save.saved')
      : state === 'saving'
        ? rt('save.saving')
        : state === 'failed'
          ? rt('save.failed', { reason })
          : rt('save.idle');
  return (
    <p className={`save-state save-state--${state}`} part="save-state" data-state={state}>
      <span role="status">{text}</span>
      {state === 'failed' ? (
        <button
          type="button"
          className="xnfz-button xnfz-button--plain save-retry"
          onClick={onRetry}
        >
          {rt('save.retry')}
        </button>
      ) : null}
    </p>
  );
}

/** The report being written: the record, one editor per section, 已保存 and 提交. */
function WritingView({
  report,
  onReport,
}: {
  report: MyReportDetail;
  onReport: (report: MyReportDetail) => void;
}) {
  const t = useT();
  const rt = useReportT();
  const sections = report.template.sections.filter((section) => section.enabled);
  // the text as typed (the editors own it; the server's copy arrives with each save)
  const [texts, setTexts] = useState<Record<string, string>>(() => ({ ...report.sections }));
  const [confirming, setConfirming] = useState(false);
  const saver = useDraftSaver(report.id, onReport);
  const uploads = useReportUpload(report.id);
  const returned = report.status === 'returned';
  const lastReturn = [...report.versions].sort((a, b) => b.number - a.number)[0];

  const submit = useCallback(async (): Promise<string | null> => {
    if (!(await saver.flush())) return saver.reason || rt('save.failed', { reason: '' });
    try {
      onReport(await submitReport(report.id));
      setConfirming(false);
      return null;
    } catch (error) {
      if (isApiError(error) && error.kind === 'api') dismissNoticeText('warning', error.message);
      const key = errorTextKey(error);
      return key ? t(key) : isApiError(error) ? error.message : t('state.error');
    }
  }, [saver, report.id, onReport, rt, t]);

  return (
    <>
      {returned && lastReturn?.returnMessage ? (
        <div className="returned" role="note" part="returned">
          <h2 className="block-title">{rt('returned.heading')}</h2>
          <p>
            <strong>{rt('returned.message')}</strong>
            <span className="return-message">{lastReturn.returnMessage}</span>
          </p>
        </div>
      ) : null}
      <ReportRecordBlocks record={report.record} />
      <section className="sections" aria-labelledby="sections-heading" part="sections">
        <h2 id="sections-heading" className="block-title">
          {rt('write.sections')}
        </h2>
        <p className="note formula-hint">{rt('write.formulaHint')}</p>
        {sections.map((section) => {
          const titleId = `section-title-${section.key}`;
          const promptId = `section-prompt-${section.key}`;
          const count = countCharacters(texts[section.key] ?? '');
          return (
            <div key={section.key} className="section-block" data-section={section.key}>
              <h3 className="section-name" id={titleId}>
                {section.title}
              </h3>
              <p className="section-prompt" id={promptId}>
                {section.prompt}
                {report.wordHint ? (
                  <span className="word-hint">
                    {' '}
                    {rt('write.wordHint', { n: report.wordHint })} ·{' '}
                    {rt('write.words', { n: count })}
                  </span>
                ) : (
                  <span className="word-hint"> {rt('write.words', { n: count })}</span>
                )}
              </p>
              <SectionEditor
                sectionKey={section.key}
                title={section.title}
                html={report.sections[section.key] ?? ''}
                labelledBy={titleId}
                describedBy={promptId}
                onChange={(html) => {
                  setTexts((before) => ({ ...before, [section.key]: html }));
                  saver.change(section.key, html);
                }}
                onBlur={() => void saver.flush()}
                onImage={(file) => uploads.upload(file, 'image', section.key)}
                uploadState={uploads.state}
                onUploadDismiss={uploads.dismiss}
              />
              {hasFormula(texts[section.key] ?? '') ? (
                <div className="formula-preview" data-preview={section.key}>
                  <p className="sub-title">{rt('write.formulaPreview')}</p>
                  <FormulaView html={texts[section.key] ?? ''} />
                </div>
              ) : null}
              <SectionComment report={report} sectionKey={section.key} />
            </div>
          );
        })}
      </section>
      <ReportFilesSection report={report} uploads={uploads} onReport={onReport} />
      <div className="write-bar" part="write-bar">
        <SaveStateLine
          state={saver.state}
          reason={saver.reason}
          onRetry={() => void saver.flush()}
        />
        <button
          type="button"
          className="xnfz-button submit-report"
          part="submit"
          onClick={() => setConfirming(true)}
        >
          {rt(returned ? 'resubmit' : 'submit')}
        </button>
      </div>
      {confirming ? (
        <ReportSubmitDialog
          empty={sections
            .filter((section) => !hasContent(texts[section.key]))
            .map((section) => section.title)}
          onSubmit={submit}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}

/** A released grade's comment on one section, beside it. */
function SectionComment({ report, sectionKey }: { report: MyReportDetail; sectionKey: string }) {
  const rt = useReportT();
  const comment = report.grade?.sectionComments[sectionKey];
  if (!comment) return null;
  return (
    <aside className="section-comment" data-comment={sectionKey}>
      <strong>{rt('grade.sectionComment')}</strong>
      <p className="comment-text">{comment}</p>
    </aside>
  );
}

/** A submitted or graded report: read only, with its status, grade once released and comments. */
function ReadingView({ report }: { report: MyReportDetail }) {
  const rt = useReportT();
  const sections = report.template.sections.filter((section) => section.enabled);
  return (
    <>
      {report.grade ? (
        <ReportGradeView report={report} grade={report.grade} />
      ) : (
        <p className="note read-only-note">
          {rt(report.status === 'graded' ? 'readOnly.graded' : 'readOnly.submitted')}
        </p>
      )}
      <ReportRecordBlocks record={report.record} />
      <section className="sections" aria-labelledby="sections-heading" part="sections">
        <h2 id="sections-heading" className="block-title">
          {rt('write.sections')}
        </h2>
        {sections.map((section) => (
          <div key={section.key} className="section-block" data-section={section.key}>
            <h3 className="section-name">{section.title}</h3>
            <div className="section-text">
              {report.sections[section.key] ? (
                <FormulaView html={report.sections[section.key]!} />
              ) : (
                <p className="note">{rt('write.empty')}</p>
              )}
            </div>
            <SectionComment report={report} sectionKey={section.key} />
          </div>
        ))}
      </section>
      <section className="report-files" aria-labelledby="files-heading" part="files">
        <h2 id="files-heading" className="block-title">
          {rt('attachments.heading')}
        </h2>
        <ReportAttachmentList files={report.attachments} />
      </section>
    </>
  );
}

/**
 * One report: its head, then the writing view while it is a draft or returned, else the reading
 * view; the history of versions below.
 */
export function ReportBody({ initial }: { initial: MyReportDetail }) {
  const [report, setReport] = useState(initial);
  const editable = report.status === 'draft' || report.status === 'returned';
  return (
    <article className="report" data-report-id={report.id} data-status={report.status}>
      <ReportHead report={report} />
      {editable ? (
        <WritingView
          key={`${report.id}-${report.versions.length}`}
          report={report}
          onReport={setReport}
        />
      ) : (
        <ReadingView report={report} />
      )}
      <ReportHistory report={report} />
    </article>
  );
}
