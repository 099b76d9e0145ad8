import { useCallback, useId, useState, type FormEvent } from 'react';
import { listMyLearnRecords } from '../../core/api/personal';
import { formatDateTime, formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { AsyncView } from '../../core/ui/async-view';
import { Pager } from '../../core/ui/pager';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

const PAGE_SIZE = 10;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOrUndefined(value: string | undefined): string | undefined {
  return value && DATE.test(value) ? value : undefined;
}

/** 学习记录: viewing sessions with a date-range filter and the page's total duration. */
export function RecordsSection() {
  const t = useT();
  const ids = useId();
  const [query, setQuery] = useRouteQuery();
  const page = positiveInt(query.page, 1);
  const startDate = dateOrUndefined(query.from);
  const endDate = dateOrUndefined(query.to);
  const [from, setFrom] = useState(startDate ?? '');
  const [to, setTo] = useState(endDate ?? '');
  const [rangeError, setRangeError] = useState(false);
  const load = useCallback(
    () => listMyLearnRecords({ pageNum: page, pageSize: PAGE_SIZE, startDate, endDate }),
    [page, startDate, endDate],
  );
  const result = useAsync(load, [page, startDate, endDate]);

  function filter(event: FormEvent) {
    event.preventDefault();
    const bad = Boolean(from && to && from > to);
    setRangeError(bad);
    if (!bad) setQuery({ from: from || undefined, to: to || undefined, page: undefined });
  }

  return (
    <section aria-labelledby="records-title">
      <h2 className="section-title" id="records-title">
        {t('center.records')}
      </h2>
      <form className="filters" onSubmit={filter} noValidate>
        <div className="field">
          <label htmlFor={`${ids}-from`}>{t('records.from')}</label>
          <input
            id={`${ids}-from`}
            className="input"
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${ids}-to`}>{t('records.to')}</label>
          <input
            id={`${ids}-to`}
            className="input"
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </div>
        <button type="submit" className="xnfz-button">
          {t('records.filter')}
        </button>
        <button
          type="button"
          className="xnfz-button xnfz-button--plain"
          onClick={() => {
            setFrom('');
            setTo('');
            setRangeError(false);
            setQuery({ from: undefined, to: undefined, page: undefined });
          }}
        >
          {t('records.clear')}
        </button>
        {rangeError ? (
          <span className="field-error" role="alert">
            {t('records.badRange')}
          </span>
        ) : null}
      </form>
      <AsyncView result={result} isEmpty={(data) => data.rows.length === 0}>
        {(data) => (
          <>
            <table>
              <caption className="xnfz-visually-hidden">{t('center.records')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('records.course')}</th>
                  <th scope="col">{t('records.lesson')}</th>
                  <th scope="col">{t('records.startedAt')}</th>
                  <th scope="col">{t('records.duration')}</th>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={row.id} data-record-id={row.id}>
                    <td>
                      <RouteLink to="/coursecatalog" params={{ id: row.courseId }}>
                        {row.courseTitle}
                      </RouteLink>
                    </td>
                    <td>
                      <RouteLink to="/videodetail" params={{ id: row.lessonId }}>
                        {row.lessonTitle}
                      </RouteLink>
                    </td>
                    <td>{formatDateTime(row.startedAt)}</td>
                    <td data-seconds={row.durationSeconds}>
                      {formatDuration(row.durationSeconds)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p
              className="total"
              data-total-seconds={data.rows.reduce((sum, row) => sum + row.durationSeconds, 0)}
            >
              {t('records.pageTotal', {
                time: formatDuration(data.rows.reduce((sum, row) => sum + row.durationSeconds, 0)),
              })}
            </p>
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
