import { useCallback } from 'react';
import type { UserLearnRecordQuery } from '../../core/api/contract';
import { listMyExperimentRecords } from '../../core/api/personal';
import { formatDateTime, formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { PagedList } from '../../core/ui/paged-list';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;

interface ExperimentRecordsProps {
  range: Pick<UserLearnRecordQuery, 'startDate' | 'endDate'>;
  pageNum: number;
  onPage: (pageNum: number) => void;
}

/** 学习记录 → 虚拟仿真实验: finished attempts with score, time spent and the report. */
export function ExperimentRecords({ range, pageNum, onPage }: ExperimentRecordsProps) {
  const t = useT();
  const { startDate, endDate } = range;
  const load = useCallback(
    () => listMyExperimentRecords({ pageNum, pageSize: PAGE_SIZE, startDate, endDate }),
    [pageNum, startDate, endDate],
  );
  const result = useAsync(load, [pageNum, startDate, endDate]);
  return (
    <section aria-labelledby="experiment-records-title" data-records="experiments">
      <h3 className="records-title" id="experiment-records-title">
        {t('records.experiments')}
      </h3>
      <PagedList result={result} pageNum={pageNum} pageSize={PAGE_SIZE} onPage={onPage}>
        {(rows) => (
          <>
            <table className="stack-table">
              <caption className="xnfz-visually-hidden">{t('records.experiments')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('records.experiment')}</th>
                  <th scope="col">{t('records.score')}</th>
                  <th scope="col">{t('records.timeSpent')}</th>
                  <th scope="col">{t('records.finishedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id} data-attempt-id={row.id}>
                    <td data-label={t('records.experiment')}>
                      <RouteLink to="/experiment" params={{ id: row.experimentId }}>
                        {row.experimentTitle}
                      </RouteLink>
                      {row.report ? (
                        <details className="report">
                          <summary>{t('records.report')}</summary>
                          <p className="report-text">{row.report}</p>
                        </details>
                      ) : null}
                    </td>
                    <td data-label={t('records.score')} data-score={row.score}>
                      {t('experiments.scoreValue', { n: row.score })}
                    </td>
                    <td data-label={t('records.timeSpent')} data-seconds={row.durationSeconds}>
                      {formatDuration(row.durationSeconds)}
                    </td>
                    <td data-label={t('records.finishedAt')}>{formatDateTime(row.finishedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </PagedList>
    </section>
  );
}
