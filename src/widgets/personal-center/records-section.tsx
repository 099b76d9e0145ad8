import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../core/i18n/translate';
import { positiveInt, useRouteQuery } from '../../core/router/use-route-query';
import { ExperimentRecords } from './experiment-records';
import { LessonRecords } from './lesson-records';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function dateOrUndefined(value: string | undefined): string | undefined {
  return value && DATE.test(value) ? value : undefined;
}

/** 学习记录: one date range over the lesson sessions and the finished experiment attempts. */
export function RecordsSection() {
  const t = useT();
  const ids = useId();
  const [query, setQuery] = useRouteQuery();
  const startDate = dateOrUndefined(query.from);
  const endDate = dateOrUndefined(query.to);
  const range = { startDate, endDate };
  const [from, setFrom] = useState(startDate ?? '');
  const [to, setTo] = useState(endDate ?? '');
  const [rangeError, setRangeError] = useState(false);

  function filter(event: FormEvent) {
    event.preventDefault();
    const bad = Boolean(from && to && from > to);
    setRangeError(bad);
    if (bad) return;
    setQuery({ from: from || undefined, to: to || undefined, page: undefined, epage: undefined });
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
            setQuery({ from: undefined, to: undefined, page: undefined, epage: undefined });
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
      <LessonRecords
        range={range}
        pageNum={positiveInt(query.page, 1)}
        onPage={(n) => setQuery({ page: n })}
      />
      <ExperimentRecords
        range={range}
        pageNum={positiveInt(query.epage, 1)}
        onPage={(n) => setQuery({ epage: n })}
      />
    </section>
  );
}
