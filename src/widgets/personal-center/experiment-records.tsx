import { Fragment, useCallback } from 'react';
import type { UserLearnRecordQuery } from '../../core/api/contract';
import { listMyExperimentRecords } from '../../core/api/personal';
import { formatDateTime, formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { PagedList } from '../../core/ui/paged-list';
import { ExperimentStepsTable, type StepsTableLabels } from '../../core/ui/experiment-steps-table';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { ReportStart } from './report-start';

const PAGE_SIZE = 10;

interface ExperimentRecordsProps {
  range: Pick<UserLearnRecordQuery, 'startDate' | 'endDate'>;
  pageNum: number;
  onPage: (pageNum: number) => void;
}

/**
 * 学习记录 → 虚拟仿真实验: finished attempts with score, time spent, the report and 撰写实验报告.
 */
export function ExperimentRecords({ range, pageNum, onPage }: ExperimentRecordsProps) {
  const t = useT();
  const { startDate, endDate } = range;
  const load = useCallback(
    () => listMyExperimentRecords({ pageNum, pageSize: PAGE_SIZE, startDate, endDate }),
    [pageNum, startDate, endDate],
  );
  const result = useAsync(load, [pageNum, startDate, endDate]);
  const stepLabels: Omit<StepsTableLabels, 'caption'> = {
    seq: t('steps.seq'),
    title: t('steps.title'),
    time: t('steps.time'),
    timeUsed: t('steps.timeUsed'),
    score: t('steps.score'),
    repeat: t('steps.repeat'),
    evaluation: t('steps.evaluation'),
  };
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
                  <Fragment key={row.id}>
                    <tr data-attempt-id={row.id}>
                      <td data-label={t('records.experiment')}>
                        <RouteLink to="/experiment" params={{ id: row.experimentId }}>
                          {row.experimentTitle}
                        </RouteLink>
                        {row.status === 'unfinished' ? (
                          <span className="attempt-status"> · {t('records.unfinished')}</span>
                        ) : null}
                        {row.status !== 'unfinished' ? <ReportStart row={row} /> : null}
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
                    {row.steps && row.steps.length > 0 ? (
                      <tr className="steps-row">
                        <td colSpan={4} className="steps-cell">
                          <details className="report steps" data-attempt-steps={row.id}>
                            <summary>{t('records.steps', { n: row.steps.length })}</summary>
                            <ExperimentStepsTable
                              steps={row.steps}
                              className="stack-table steps-table"
                              labels={{
                                ...stepLabels,
                                caption: t('steps.caption', { title: row.experimentTitle }),
                              }}
                            />
                          </details>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </>
        )}
      </PagedList>
    </section>
  );
}
