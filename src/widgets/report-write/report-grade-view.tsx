import type { MyReportDetail, ReportGrade } from '../../core/api/report-contract';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { useReportT } from '../../core/i18n/report-translate';

/**
 * A released grade: the score of the total, the level chosen for each criterion of the rubric
 * (with its points and description), the adjustment and late deduction, and the overall comment.
 * The section comments show beside their sections.
 */
export function ReportGradeView({ report, grade }: { report: MyReportDetail; grade: ReportGrade }) {
  const rt = useReportT();
  return (
    <section
      className="grade-card"
      aria-labelledby="grade-heading"
      part="grade"
      data-score={grade.score}
    >
      <h2 id="grade-heading" className="block-title">
        {rt('grade.heading')}
      </h2>
      <p className="grade-score">
        {rt('grade.score', { score: formatCount(grade.score), total: formatCount(grade.total) })}
      </p>
      {grade.adjustment !== 0 ? (
        <p className="grade-note">
          {rt('grade.adjustment', {
            n: grade.adjustment > 0 ? `+${grade.adjustment}` : grade.adjustment,
            reason: grade.adjustReason,
          })}
        </p>
      ) : null}
      {grade.deductionPercent > 0 ? (
        <p className="grade-note">{rt('grade.deduction', { n: grade.deductionPercent })}</p>
      ) : null}
      <div className="record-scroll" tabIndex={0} aria-label={rt('grade.rubric')}>
        <table className="record-table rubric-table">
          <caption>{rt('grade.rubric')}</caption>
          <thead>
            <tr>
              <th scope="col">{rt('grade.criterion')}</th>
              <th scope="col">{rt('grade.level')}</th>
              <th scope="col">{rt('grade.description')}</th>
            </tr>
          </thead>
          <tbody>
            {report.template.rubric.map((criterion) => {
              const level = criterion.levels.find(
                (entry) => entry.key === grade.levels[criterion.key],
              );
              return (
                <tr
                  key={criterion.key}
                  data-criterion={criterion.key}
                  data-level={level?.key ?? ''}
                >
                  <th scope="row">{criterion.title}</th>
                  <td className="rubric-level">
                    {level
                      ? `${level.title} · ${rt('grade.points', { points: formatCount(level.points) })}`
                      : '—'}
                  </td>
                  <td className="rubric-description">{level?.description ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {grade.comment ? (
        <div className="grade-comment">
          <h3 className="sub-title">{rt('grade.comment')}</h3>
          <p className="comment-text">{grade.comment}</p>
        </div>
      ) : null}
      {report.releasedAt ? (
        <p className="grade-note">
          {rt('grade.releasedAt', { time: formatDateTime(report.releasedAt) })}
        </p>
      ) : null}
    </section>
  );
}
