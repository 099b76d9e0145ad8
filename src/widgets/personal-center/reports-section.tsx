import type { MyReportRow } from '../../core/api/report-contract';
import { listMyReports } from '../../core/api/reports';
import { formatCount, formatDateTime } from '../../core/i18n/format';
import { useReportT, type ReportKey } from '../../core/i18n/report-translate';
import { RouteLink } from '../../core/ui/route-link';
import { PagedSection } from './paged-section';

/** What the report's link says: write on while it is a draft or returned, else read it. */
const actionOf = (row: MyReportRow): ReportKey =>
  row.status === 'draft' ? 'list.write' : row.status === 'returned' ? 'list.revise' : 'list.open';

/** One report: experiment and status (迟交 marked), class, deadline, versions, released score. */
function ReportRowItem({ row }: { row: MyReportRow }) {
  const rt = useReportT();
  const action = actionOf(row);
  return (
    <li className="row my-report" data-report-id={row.id} data-status={row.status}>
      <div className="row-body">
        <h3 className="row-title">
          {row.experimentTitle}
          <span
            className={
              row.status === 'draft' || row.status === 'returned'
                ? 'unread-mark report-status'
                : 'archived-mark report-status'
            }
          >
            {rt(`status.${row.status}`)}
          </span>
          {row.late ? <span className="unread-mark report-late">{rt('late')}</span> : null}
        </h3>
        <span className="xnfz-meta">
          <span>{rt('list.class', { name: row.className })}</span>
          <span className="report-deadline">
            {row.deadlineAt
              ? rt('list.deadline', { time: formatDateTime(row.deadlineAt) })
              : rt('list.noDeadline')}
          </span>
        </span>
        <span className="xnfz-meta">
          <span className="report-versions" data-versions={row.versionCount}>
            {row.versionCount > 0
              ? rt('list.versions', { n: row.versionCount })
              : rt('list.noVersions')}
          </span>
          <span className="report-score" data-score={row.score ?? ''}>
            {row.released && row.score !== null
              ? rt('list.score', { score: formatCount(row.score), total: formatCount(row.total) })
              : rt('list.noScore')}
          </span>
        </span>
      </div>
      <RouteLink
        to="/report"
        params={{ id: row.id }}
        className={
          action === 'list.open'
            ? 'xnfz-button xnfz-button--plain report-action'
            : 'xnfz-button report-action'
        }
      >
        {rt(action)}
        <span className="xnfz-visually-hidden">
          {rt('sep.colon')}
          {row.experimentTitle}
        </span>
      </RouteLink>
    </li>
  );
}

/** 我的实验报告: one's reports in every class, newest first, each opening its writing screen. */
export function ReportsSection() {
  const rt = useReportT();
  return (
    <PagedSection
      headingId="reports-title"
      heading={rt('list.heading')}
      empty={rt('list.empty')}
      list={listMyReports}
    >
      {(rows) => (
        <ul className="rows">
          {rows.map((row) => (
            <ReportRowItem key={row.id} row={row} />
          ))}
        </ul>
      )}
    </PagedSection>
  );
}
