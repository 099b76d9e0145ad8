import { GRADE_LEVELS, type Gradebook } from '../../core/api/gradebook-contract';
import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';
import { cellLabels } from '../../core/ui/admin/console-table';
import { counts, figureText, levelText, shareText } from './gradebook-format';

const orNone = (value: number | null) =>
  value === null ? gradebookT('table.none') : figureText(value);

/**
 * 全班统计: 人数, 有总评, 平均分, 最高, 最低, how many students at each level, and per item its
 * mean and how many did it — of the whole class, whatever the search shows.
 */
export function GradebookStats({
  book,
  shareOf,
}: {
  book: Gradebook;
  shareOf: ReadonlyMap<string, number>;
}) {
  const { stats } = book;
  const figures: [string, string, string][] = [
    ['students', gradebookT('stats.students'), String(stats.students)],
    ['graded', gradebookT('stats.graded'), String(stats.graded)],
    ['mean', gradebookT('stats.mean'), orNone(stats.mean)],
    ['max', gradebookT('stats.max'), orNone(stats.max)],
    ['min', gradebookT('stats.min'), orNone(stats.min)],
  ];
  const columns = [
    { label: gradebookT('stats.item') },
    { label: gradebookT('stats.total'), numeric: true },
    { label: gradebookT('stats.share'), numeric: true },
    { label: gradebookT('stats.itemMean'), numeric: true },
    { label: gradebookT('stats.itemDone'), numeric: true },
  ];
  return (
    <section className="card gradebook-stats" aria-labelledby="gradebook-stats-heading">
      <h2 className="card-heading" id="gradebook-stats-heading">
        {gradebookT('stats.heading')}
      </h2>
      <p className="muted stats-scope">{gradebookT('stats.scope', { n: stats.students })}</p>
      <dl className="stat-figures">
        {figures.map(([key, label, value]) => (
          <div key={key} className={`stat stat-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="stats-subheading">{gradebookT('stats.levels')}</h3>
      <dl className="level-counts">
        {GRADE_LEVELS.map((level) => (
          <div key={level} className="level-count" data-level={level}>
            <dt>{levelText(level)}</dt>
            <dd>{gradebookT('stats.levelCount', { n: stats.levels[level] })}</dd>
          </div>
        ))}
      </dl>
      {book.items.length ? (
        <>
          <h3 className="stats-subheading" id="gradebook-item-stats-heading">
            {gradebookT('stats.items')}
          </h3>
          <div
            className="table-wrap"
            tabIndex={0}
            role="region"
            aria-labelledby="gradebook-item-stats-heading"
          >
            <table className="item-stats" style={cellLabels(columns)}>
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.label}
                      scope="col"
                      className={column.numeric ? 'num' : undefined}
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {book.items.map((item, index) => {
                  const figures = stats.items[index];
                  return (
                    <tr key={item.key} data-item={item.key}>
                      <td>{item.title}</td>
                      <td className="num">{figureText(item.total)}</td>
                      <td className="num item-share">
                        {counts(item, item.weight) ? (
                          shareText(shareOf.get(item.key) ?? 0)
                        ) : (
                          <span className="badge badge--warn">{gradebookT('table.unweighed')}</span>
                        )}
                      </td>
                      <td className="num item-mean">{orNone(figures?.mean ?? null)}</td>
                      <td className="num item-done">
                        {gradebookT('stats.doneOf', {
                          done: figures?.done ?? 0,
                          n: stats.students,
                        })}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </section>
  );
}
