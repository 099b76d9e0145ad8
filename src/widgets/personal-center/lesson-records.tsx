import { useCallback } from 'react';
import { listMyLearnRecords } from '../../core/api/personal';
import type { UserLearnRecordQuery } from '../../core/api/contract';
import { formatDateTime, formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { PagedList } from '../../core/ui/paged-list';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;

interface LessonRecordsProps {
  range: Pick<UserLearnRecordQuery, 'startDate' | 'endDate'>;
  pageNum: number;
  onPage: (pageNum: number) => void;
}

/** 学习记录 → 课程学习: viewing sessions with the page's total duration. */
export function LessonRecords({ range, pageNum, onPage }: LessonRecordsProps) {
  const t = useT();
  const { startDate, endDate } = range;
  const load = useCallback(
    () => listMyLearnRecords({ pageNum, pageSize: PAGE_SIZE, startDate, endDate }),
    [pageNum, startDate, endDate],
  );
  const result = useAsync(load, [pageNum, startDate, endDate]);
  return (
    <section aria-labelledby="lesson-records-title" data-records="lessons">
      <h3 className="records-title" id="lesson-records-title">
        {t('records.lessons')}
      </h3>
      <PagedList result={result} pageNum={pageNum} pageSize={PAGE_SIZE} onPage={onPage}>
        {(rows) => {
          const pageSeconds = rows.reduce((sum, row) => sum + row.durationSeconds, 0);
          return (
            <>
              <table className="stack-table">
                <caption className="xnfz-visually-hidden">{t('records.lessons')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('records.course')}</th>
                    <th scope="col">{t('records.lesson')}</th>
                    <th scope="col">{t('records.startedAt')}</th>
                    <th scope="col">{t('records.duration')}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.id} data-record-id={row.id}>
                      <td data-label={t('records.course')}>
                        <RouteLink to="/coursecatalog" params={{ id: row.courseId }}>
                          {row.courseTitle}
                        </RouteLink>
                      </td>
                      <td data-label={t('records.lesson')}>
                        <RouteLink to="/videodetail" params={{ id: row.lessonId }}>
                          {row.lessonTitle}
                        </RouteLink>
                      </td>
                      <td data-label={t('records.startedAt')}>{formatDateTime(row.startedAt)}</td>
                      <td data-label={t('records.duration')} data-seconds={row.durationSeconds}>
                        {formatDuration(row.durationSeconds)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="total" data-total-seconds={pageSeconds}>
                {t('records.pageTotal', { time: formatDuration(pageSeconds) })}
              </p>
            </>
          );
        }}
      </PagedList>
    </section>
  );
}
