import type { GradeItem, MyGradeRow } from '../../core/api/gradebook-contract';
import { listMyGrades } from '../../core/api/teaching/my-grade-calls';
import { formatCount } from '../../core/i18n/format';
import { useQuizT } from '../../core/i18n/quiz-translate';
import { useT } from '../../core/i18n/translate';
import { PagedSection } from './paged-section';

/** A share of 100, at most one decimal. */
const shareOf = (weight: number, weights: number) => Math.round((weight / weights) * 1000) / 10;

/** One class's grade book as its student sees it: the items, 总评, 等级 and how they are reckoned. */
function GradeCard({ grade }: { grade: MyGradeRow }) {
  const qt = useQuizT();
  const { items, row, settings } = grade;
  const weights = items.reduce((sum, item) => sum + Math.max(0, item.weight), 0);
  const titleId = `grades-${grade.classId}`;
  const figure = (item: GradeItem, score: number | null) => {
    if (score === null) return qt('grades.undone');
    return item.kind === 'video'
      ? qt('grades.percent', { n: formatCount(score) })
      : qt('grades.score', { score: formatCount(score), total: formatCount(item.total) });
  };
  const { thresholds } = settings;
  return (
    <li className="grade-card" data-class-id={grade.classId}>
      <div className="grade-head">
        <div className="row-body">
          <h3 className="row-title" id={titleId}>
            {grade.courseTitle}
          </h3>
          <span className="xnfz-meta">
            <span>{qt('list.class', { name: grade.className })}</span>
            {grade.term ? <span>{qt('grades.term', { term: grade.term })}</span> : null}
          </span>
        </div>
        <dl className="grade-summary">
          <div>
            <dt>{qt('grades.final')}</dt>
            <dd className="grade-final" data-final={row.final ?? ''}>
              {row.final === null ? qt('grades.noFinal') : row.final.toFixed(settings.decimals)}
            </dd>
          </div>
          <div>
            <dt>{qt('grades.level')}</dt>
            <dd>
              {row.level ? (
                <span className="grade-level" data-level={row.level}>
                  {qt(`level.${row.level}`)}
                </span>
              ) : (
                qt('grades.noFinal')
              )}
            </dd>
          </div>
        </dl>
      </div>
      {row.pending ? <p className="quiz-pending grade-pending">{qt('pending')}</p> : null}
      {items.length > 0 ? (
        <table className="grade-items" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{qt('grades.item')}</th>
              <th scope="col">{qt('grades.figure')}</th>
              <th scope="col">{qt('grades.share')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item, index) => {
              const score = row.scores[index] ?? null;
              return (
                <tr key={item.key} data-item={item.key}>
                  <td>
                    <span className="grade-kind">{qt(`grades.kind.${item.kind}`)}</span>
                    {item.kind === 'video' ? qt('grades.video') : item.title}
                  </td>
                  <td
                    data-score={score ?? ''}
                    className={score === null ? 'grade-undone' : undefined}
                  >
                    {figure(item, score)}
                  </td>
                  <td data-weight={item.weight}>
                    {item.weight > 0 && weights > 0
                      ? qt('grades.percent', { n: shareOf(item.weight, weights) })
                      : qt('grades.notCounted')}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : null}
      <p className="grade-rules">
        {qt('grades.rules', {
          decimals: qt(settings.decimals === 1 ? 'grades.decimals1' : 'grades.decimals0'),
          missing: qt(
            settings.missing === 'exclude' ? 'grades.missingExclude' : 'grades.missingZero',
          ),
          excellent: thresholds.excellent,
          good: thresholds.good,
          medium: thresholds.medium,
          pass: thresholds.pass,
        })}
      </p>
    </li>
  );
}

/** 我的成绩: one card per class — the items with one's figures and weights, 总评 and 等级. */
export function GradesSection() {
  const t = useT();
  const qt = useQuizT();
  return (
    <PagedSection
      headingId="grades-title"
      heading={t('center.grades')}
      empty={qt('grades.empty')}
      list={listMyGrades}
    >
      {(rows) => (
        <ul className="grade-cards">
          {rows.map((grade) => (
            <GradeCard key={grade.classId} grade={grade} />
          ))}
        </ul>
      )}
    </PagedSection>
  );
}
