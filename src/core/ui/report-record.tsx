import type { ReportRecord } from '../api/report-contract';
import { formatDateTime, formatDuration } from '../i18n/format';
import type { MessageKey } from '../i18n/zh-cn';
import { useT } from '../i18n/translate';
import { experiments } from '../i18n/zh-cn/experiments';
import { cssVar, space } from '../theme/tokens';

type Reading = Record<string, unknown>;

const isRecord = (value: unknown): value is Reading =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The catalogue's key for a reading's field or value, when it has one. */
const knownKey = (key: string): MessageKey | null =>
  key in experiments ? (key as MessageKey) : null;

/** A reading field's name: the catalogue's label, else the field as stored. */
function useFieldLabel() {
  const t = useT();
  return (field: string) => {
    const key = knownKey(`experiments.reading.${field}`);
    return key ? t(key) : field;
  };
}

/** A reading value as read: numbers as stored, named relations and yes/no in words, null as —. */
function useValueText() {
  const t = useT();
  return (value: unknown): string => {
    if (value === null || value === undefined) return t('experiments.record.none');
    if (typeof value === 'boolean' || typeof value === 'string') {
      const key = knownKey(`experiments.reading.value.${String(value)}`);
      return key ? t(key) : String(value);
    }
    if (typeof value === 'number') return String(value);
    return JSON.stringify(value);
  };
}

/** One list of readings (e.g. 测量记录): a numbered table, a column per field. */
function ReadingTable({ field, rows }: { field: string; rows: readonly unknown[] }) {
  const t = useT();
  const label = useFieldLabel();
  const text = useValueText();
  const columns = [...new Set(rows.flatMap((row) => (isRecord(row) ? Object.keys(row) : [])))];
  return (
    <table className="record-table reading-table" data-reading={field}>
      <caption>{label(field)}</caption>
      <thead>
        <tr>
          <th scope="col">{t('experiments.record.seq')}</th>
          {columns.length ? (
            columns.map((column) => (
              <th scope="col" key={column}>
                {label(column)}
              </th>
            ))
          ) : (
            <th scope="col">{label(field)}</th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{t('experiments.record.row', { n: index + 1 })}</th>
            {columns.length ? (
              columns.map((column) => (
                <td key={column} data-label={label(column)}>
                  {text(isRecord(row) ? row[column] : null)}
                </td>
              ))
            ) : (
              <td>{text(row)}</td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The readings: each list as a table, the single values as one table of name and value. */
function Readings({ readings }: { readings: Reading }) {
  const t = useT();
  const label = useFieldLabel();
  const text = useValueText();
  const entries = Object.entries(readings);
  const lists = entries.filter((entry): entry is [string, unknown[]] => Array.isArray(entry[1]));
  const values = entries.filter(([, value]) => !Array.isArray(value));
  return (
    <>
      {lists.map(([field, rows]) => (
        <ReadingTable key={field} field={field} rows={rows} />
      ))}
      {values.length ? (
        <table className="record-table reading-values">
          <caption>{t('experiments.record.readings')}</caption>
          <tbody>
            {values.map(([field, value]) => (
              <tr key={field} data-reading={field}>
                <th scope="row">{label(field)}</th>
                <td>{text(value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}

/**
 * The server's record of the attempt a report is written for — facts, the step table and the raw
 * readings — as blocks nobody edits (the student's report page and the teachers' grading page).
 * @example
 * <ReportRecordBlocks record={report.record} />
 */
export function ReportRecordBlocks({ record }: { record: ReportRecord }) {
  const t = useT();
  return (
    <section className="report-record" aria-labelledby="report-record-heading" part="record">
      <h2 id="report-record-heading">{t('experiments.record.heading')}</h2>
      <p className="record-facts">
        {t('experiments.record.facts', {
          start: formatDateTime(record.startedAt),
          duration: formatDuration(record.durationSeconds),
          score: record.score,
        })}
      </p>
      <div className="record-scroll" tabIndex={0} aria-label={t('experiments.record.steps')}>
        {record.steps.length ? (
          <table className="record-table record-steps">
            <caption>{t('experiments.record.steps')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('experiments.record.seq')}</th>
                <th scope="col">{t('experiments.record.step')}</th>
                <th scope="col">{t('experiments.record.timeUsed')}</th>
                <th scope="col">{t('experiments.record.score')}</th>
              </tr>
            </thead>
            <tbody>
              {record.steps.map((step) => (
                <tr key={step.seq} data-step={step.seq}>
                  <td>{step.seq}</td>
                  <td className="step-title">{step.title}</td>
                  <td data-seconds={step.timeUsed}>{formatDuration(step.timeUsed)}</td>
                  <td data-score={step.score}>
                    {step.score} / {step.maxScore}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('experiments.record.noSteps')}</p>
        )}
      </div>
      <div className="record-scroll" tabIndex={0} aria-label={t('experiments.record.readings')}>
        {record.readings ? (
          <Readings readings={record.readings} />
        ) : (
          <p>{t('experiments.record.noReadings')}</p>
        )}
      </div>
    </section>
  );
}

/** The record blocks' look: compact tables that scroll sideways on a phone. */
export const REPORT_RECORD_STYLES = `
.report-record h2 { font-size: ${cssVar('font-size-large')}; margin: 0 0 ${space(1)}; }
.record-facts { color: ${cssVar('color-muted')}; margin: 0 0 ${space(1.5)}; }
.record-scroll { overflow-x: auto; margin-bottom: ${space(1.5)}; }
.record-table { border-collapse: collapse; min-width: 100%; margin-bottom: ${space(1)}; }
.record-table caption { text-align: start; font-weight: 600; padding: ${space(0.5)} 0; }
.record-table th, .record-table td {
  border: 1px solid ${cssVar('color-border')}; padding: ${space(0.5)} ${space(1)};
  text-align: start; white-space: nowrap;
}
.record-table thead th { background: ${cssVar('color-bg-soft')}; }
`;
