import { useState } from 'react';
import type { MyReportDetail } from '../../core/api/report-contract';
import { formatDateTime } from '../../core/i18n/format';
import { useReportT } from '../../core/i18n/report-translate';
import { ReportAttachmentList } from '../../core/ui/report-attachments';
import { FormulaView } from '../../core/ui/formula/formula-view';

/** 提交记录: every submitted version, newest first, each readable in full (its sections as sent). */
export function ReportHistory({ report }: { report: MyReportDetail }) {
  const rt = useReportT();
  const [open, setOpen] = useState<number | null>(null);
  const sections = report.template.sections.filter((section) => section.enabled);
  const versions = [...report.versions].sort((a, b) => b.number - a.number);
  return (
    <section className="history" aria-labelledby="history-heading" part="history">
      <h2 id="history-heading" className="block-title">
        {rt('history.heading')}
      </h2>
      {versions.length === 0 ? (
        <p className="note">{rt('history.none')}</p>
      ) : (
        <ol className="history-list">
          {versions.map((version) => {
            const shown = open === version.number;
            const panel = `version-${version.number}`;
            return (
              <li key={version.number} className="history-item" data-version={version.number}>
                <div className="history-line">
                  <span className="history-number">
                    {rt('history.version', { n: version.number })}
                  </span>
                  <span className="history-time">{formatDateTime(version.submittedAt)}</span>
                  {version.late ? <span className="late-mark">{rt('late')}</span> : null}
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--plain history-toggle"
                    aria-expanded={shown}
                    aria-controls={panel}
                    onClick={() => setOpen(shown ? null : version.number)}
                  >
                    {rt(shown ? 'history.hide' : 'history.show')}
                  </button>
                </div>
                {version.returnMessage ? (
                  <p className="history-returned">
                    {rt('history.returned', { message: version.returnMessage })}
                  </p>
                ) : null}
                {shown ? (
                  <div id={panel} className="version-body">
                    {sections.map((section) => (
                      <div key={section.key} className="version-section" data-section={section.key}>
                        <h3 className="sub-title">{section.title}</h3>
                        {version.sections[section.key] ? (
                          <FormulaView html={version.sections[section.key]!} />
                        ) : (
                          <p className="note">{rt('write.empty')}</p>
                        )}
                      </div>
                    ))}
                    {version.attachments.length ? (
                      <div className="version-section" data-section="attachments">
                        <h3 className="sub-title">{rt('attachments.heading')}</h3>
                        <ReportAttachmentList files={version.attachments} />
                      </div>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
