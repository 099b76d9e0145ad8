import type { Gradebook } from '../../core/api/gradebook-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';
import { Pager } from '../../core/ui/pager';
import { counts, figureText, finalText, levelText, shareText } from './gradebook-format';

/**
 * One page of the grade book: 学号, 姓名, 院系, each item's figure (未完成 when not done), 总评
 * (待批改 while 简答 answers wait) and 等级. Each item's header names its full marks and its share
 * of 总评, or 未计入总评. A table wider than the screen scrolls in its frame with 姓名 at the left
 * and 总评 / 等级 at the right kept in view; on a phone each student is a card, every cell after
 * its column's name.
 */
export function GradebookTable({
  book,
  shareOf,
  pageNum,
  pageSize,
  onPage,
}: {
  book: Gradebook;
  shareOf: ReadonlyMap<string, number>;
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
}) {
  const t = useAdminT();
  const area = t('list.results', { area: gradebookT('table.area') });
  const label = {
    number: gradebookT('table.studentNumber'),
    name: gradebookT('table.name'),
    department: gradebookT('table.department'),
    final: gradebookT('table.final'),
    level: gradebookT('table.level'),
  };
  const none = gradebookT('table.none');
  return (
    <div className="card">
      <div className="table-wrap" tabIndex={0} role="region" aria-label={area}>
        <table className="gradebook-table">
          <caption className="xnfz-visually-hidden">{area}</caption>
          <thead>
            <tr>
              <th scope="col">{label.number}</th>
              <th scope="col" className="student-name">
                {label.name}
              </th>
              <th scope="col">{label.department}</th>
              {book.items.map((item) => (
                <th scope="col" key={item.key} className="num item-head" data-item={item.key}>
                  <span className="item-title">{item.title}</span>
                  {counts(item, item.weight) ? (
                    <span className="item-meta">
                      {gradebookT('table.itemMeta', {
                        total: figureText(item.total),
                        share: shareText(shareOf.get(item.key) ?? 0),
                      })}
                    </span>
                  ) : (
                    <span className="badge badge--warn unweighed">
                      {gradebookT('table.unweighed')}
                    </span>
                  )}
                </th>
              ))}
              <th scope="col" className="num final">
                {label.final}
              </th>
              <th scope="col" className="level">
                {label.level}
              </th>
            </tr>
          </thead>
          <tbody>
            {book.rows.map((row) => (
              <tr key={row.userId} data-student={row.username}>
                <td data-label={label.number} className="student-number">
                  <span>{row.studentNumber || none}</span>
                </td>
                <td data-label={label.name} className="student-name">
                  <span>
                    {row.realName || row.username}
                    {/* the account, unless it is the 学号 shown beside it already */}
                    {row.realName && row.username !== row.studentNumber ? (
                      <span className="muted"> {row.username}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label={label.department} className="department">
                  <span>{row.department || none}</span>
                </td>
                {book.items.map((item, index) => {
                  const score = row.scores[index] ?? null;
                  return (
                    <td
                      key={item.key}
                      className="num score"
                      data-item={item.key}
                      data-label={item.title}
                    >
                      {score === null ? (
                        <span className="not-done">{gradebookT('table.notDone')}</span>
                      ) : (
                        <span className="figure">
                          <span className="figure-value">{figureText(score)}</span>
                          <span className="of-total">
                            {gradebookT('table.ofTotal', { total: figureText(item.total) })}
                          </span>
                        </span>
                      )}
                    </td>
                  );
                })}
                <td data-label={label.final} className="num final">
                  <span className="final-cell">
                    <span className="final-figure">
                      {finalText(row.final, book.settings.decimals)}
                    </span>
                    {row.pending ? (
                      <span
                        className="badge badge--warn pending"
                        title={gradebookT('table.pendingHint')}
                      >
                        {gradebookT('table.pending')}
                      </span>
                    ) : null}
                  </span>
                </td>
                <td data-label={label.level} className="level" data-level={row.level ?? ''}>
                  <span>{levelText(row.level)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager total={book.total} pageNum={pageNum} pageSize={pageSize} onChange={onPage} />
    </div>
  );
}
