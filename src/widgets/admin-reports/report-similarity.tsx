import { useCallback, useState, type ReactNode } from 'react';
import {
  REPORT_SIMILARITY_MAX_PAIRS,
  type ReportSimilarityPair,
  type SimilaritySectionSide,
  type SimilarityStudent,
} from '../../core/api/report-similarity-contract';
import { getReportSimilarity } from '../../core/api/teaching/report-calls';
import { formatCount } from '../../core/i18n/format';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';
import { consoleHref } from '../../core/router/console-router';
import { SelectField } from '../../core/ui/admin/console-fields';
import { ScreenBar } from '../../core/ui/admin/screen-bar';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';

/** The thresholds a teacher picks from (a share of the shorter report found in the other). */
const THRESHOLDS = ['0.2', '0.3', '0.5', '0.7'] as const;

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** A side's text with its shared passages marked. */
function Marked({ side }: { side: SimilaritySectionSide }) {
  if (!side.text) return <p className="muted">{reportT('grade.emptySection')}</p>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const range of [...side.ranges].sort((a, b) => a.start - b.start)) {
    if (range.start > at) parts.push(side.text.slice(at, range.start));
    parts.push(
      <mark key={range.start}>{side.text.slice(Math.max(at, range.start), range.end)}</mark>,
    );
    at = Math.max(at, range.end);
  }
  parts.push(side.text.slice(at));
  return <p className="similar-text">{parts}</p>;
}

const who = (student: SimilarityStudent) =>
  student.studentNumber
    ? reportT('similarity.student', { name: student.studentName, number: student.studentNumber })
    : student.studentName;

/** One pair: the figures, then each section that shares text side by side. */
function Pair({ pair, index }: { pair: ReportSimilarityPair; index: number }) {
  const shared = pair.sections.filter(
    (section) => section.left.ranges.length > 0 || section.right.ranges.length > 0,
  );
  return (
    <details className="card similar-pair" data-pair={index} open={index === 0}>
      <summary>
        <h2 className="pair-names">
          {reportT('similarity.pair', { left: who(pair.left), right: who(pair.right) })}
        </h2>
        <span className="badge badge--warn pair-similarity">
          {reportT('similarity.share', { share: percent(pair.similarity) })}
        </span>
      </summary>
      <p className="pair-figures">
        {reportT('similarity.figures', {
          left: percent(pair.leftContained),
          right: percent(pair.rightContained),
          jaccard: percent(pair.jaccard),
        })}
      </p>
      <div className="pair-links">
        {[pair.left, pair.right].map((student) => (
          <a
            key={student.reportId}
            href={consoleHref('/reports/grade', { id: student.reportId })}
            aria-label={reportT('similarity.openOf', { name: student.studentName })}
          >
            {reportT('similarity.open', { name: student.studentName })}
          </a>
        ))}
      </div>
      {shared.map((section) => (
        <section key={section.key} className="similar-section" data-section={section.key}>
          <h3>{section.title}</h3>
          <div className="side-by-side">
            <div className="side" aria-label={who(pair.left)}>
              <p className="side-name">{who(pair.left)}</p>
              <Marked side={section.left} />
            </div>
            <div className="side" aria-label={who(pair.right)}>
              <p className="side-name">{who(pair.right)}</p>
              <Marked side={section.right} />
            </div>
          </div>
        </section>
      ))}
    </details>
  );
}

/** 查重: the class's pairs of reports whose own text is alike, shared passages highlighted. */
export function ReportSimilarityScreen({
  classId,
  experimentId,
}: {
  classId: number;
  experimentId: number;
}) {
  const [threshold, setThreshold] = useState<string>('0.3');
  const load = useCallback(
    () => getReportSimilarity({ classId, experimentId, threshold: Number(threshold) }),
    [classId, experimentId, threshold],
  );
  const result = useAsync(load, [load]);
  return (
    <section className="screen" aria-labelledby="similarity-heading">
      <ScreenBar headingId="similarity-heading" heading={reportT('similarity.heading')}>
        <a
          className="xnfz-button xnfz-button--plain back"
          href={consoleHref('/reports/queue', { class: classId, experiment: experimentId })}
        >
          {reportT('grade.back')}
        </a>
      </ScreenBar>
      <p className="intro">{reportT('similarity.intro')}</p>
      <SelectField
        id="similarity-threshold"
        className="threshold-picker"
        label={reportT('similarity.threshold')}
        value={threshold}
        options={THRESHOLDS.map(
          (value) =>
            [
              value,
              reportT('similarity.thresholdOption', { share: percent(Number(value)) }),
            ] as const,
        )}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <AsyncView result={result}>
        {(found) => (
          <>
            <p className="similarity-summary" aria-live="polite">
              {reportT(found.total ? 'similarity.summary' : 'similarity.none', {
                compared: formatCount(found.compared),
                n: formatCount(found.total),
              })}
              {found.total > REPORT_SIMILARITY_MAX_PAIRS
                ? reportT('similarity.more', { n: formatCount(REPORT_SIMILARITY_MAX_PAIRS) })
                : ''}
            </p>
            {found.pairs.map((pair, index) => (
              <Pair
                key={`${pair.left.reportId}-${pair.right.reportId}`}
                pair={pair}
                index={index}
              />
            ))}
          </>
        )}
      </AsyncView>
    </section>
  );
}
