import { useCallback } from 'react';
import { listMyLearning } from '../../core/api/personal';
import { formatDate, formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { Pager } from '../../core/ui/pager';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;

/** 我的学习: studied courses with progress bars and 继续学习. */
export function LearningSection() {
  const t = useT();
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const load = useCallback(() => listMyLearning({ pageNum: page, pageSize: PAGE_SIZE }), [page]);
  const result = useAsync(load, [page]);
  return (
    <section aria-labelledby="learning-title">
      <h2 className="section-title" id="learning-title">
        {t('center.learning')}
      </h2>
      <AsyncView result={result} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <>
            <ul className="rows">
              {data.rows.map((row) => (
                <li key={row.courseId} className="row" data-course-id={row.courseId}>
                  {row.cover ? (
                    <img className="row-cover" src={row.cover} alt="" loading="lazy" />
                  ) : null}
                  <div className="row-body">
                    <RouteLink
                      className="row-title"
                      to="/coursecatalog"
                      params={{ id: row.courseId }}
                    >
                      {row.title}
                    </RouteLink>
                    <span className="progress">
                      <span
                        className="progress-bar"
                        role="progressbar"
                        aria-label={t('learning.progress')}
                        aria-valuemin={0}
                        aria-valuemax={100}
                        aria-valuenow={row.progress}
                      >
                        <span className="progress-fill" style={{ width: `${row.progress}%` }} />
                      </span>
                      <span>{row.progress}%</span>
                    </span>
                    <span className="xnfz-meta">
                      {t('learning.learned', { time: formatDuration(row.learnedSeconds) })} ·{' '}
                      {t('learning.lastAt', { date: formatDate(row.lastLearnAt) })}
                    </span>
                  </div>
                  <RouteLink
                    className="xnfz-button"
                    to={row.lastLessonId ? '/videodetail' : '/coursecatalog'}
                    params={{ id: row.lastLessonId ?? row.courseId }}
                  >
                    {t('learning.continue')}
                  </RouteLink>
                </li>
              ))}
            </ul>
            <Pager
              total={data.total}
              pageNum={page}
              pageSize={PAGE_SIZE}
              onChange={(n) => setQuery({ page: n })}
            />
          </>
        )}
      </AsyncView>
    </section>
  );
}
