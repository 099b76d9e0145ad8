import type { ReportReadingsChart, ReportRecord } from '../api/report-contract';
import { formatDateTime, formatDuration } from '../i18n/format';
import type { MessageKey } from '../i18n/zh-cn';
import { useT } from '../i18n/translate';
import { experiments } from '../i18n/zh-cn/experiments';

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

/** The chart's box (a viewBox: it scales to the width it gets) and its plot area. */
const W = 360;
const H = 220;
const LEFT = 44;
const RIGHT = W - 12;
const TOP = 26;
const BOTTOM = H - 42;

/** Round ticks over the values, 1, 2 or 5 × 10ⁿ apart (about four steps), as the .docx's chart. */
function ticks(values: number[]): number[] {
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const raw = (hi - lo || Math.abs(hi) || 1) / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw)!;
  const first = Math.floor(lo / step);
  return Array.from(
    { length: Math.max(1, Math.ceil(hi / step) - first) + 1 },
    (_, i) => +((first + i) * step).toPrecision(12),
  );
}

/** Where a value falls between the first and the last tick, from `a` to `b`. */
const along = (value: number, at: number[], a: number, b: number) =>
  a + ((value - at[0]!) / (at[at.length - 1]! - at[0]!)) * (b - a);

/**
 * The readings' chart as the server chose it (`record.chart`: which table and columns): a line
 * through the points in order, round ticks on both axes, the columns' names as axis titles.
 */
function ReadingsChart({ chart }: { chart: ReportReadingsChart }) {
  const t = useT();
  const label = useFieldLabel();
  const xs = ticks(chart.points.map((p) => p.x));
  const ys = ticks(chart.points.map((p) => p.y));
  const px = (x: number) => along(x, xs, LEFT, RIGHT);
  const py = (y: number) => along(y, ys, BOTTOM, TOP);
  return (
    <svg
      className="readings-chart"
      viewBox={`0 0 ${W} ${H}`}
      role="img"
      aria-label={t('experiments.record.chart', { x: label(chart.x), y: label(chart.y) })}
    >
      <path
        className="chart-grid"
        d={
          xs.map((v) => `M${px(v)} ${TOP}V${BOTTOM}`).join('') +
          ys.map((v) => `M${LEFT} ${py(v)}H${RIGHT}`).join('')
        }
      />
      <path d={`M${LEFT} ${TOP}V${BOTTOM}H${RIGHT}`} />
      {xs.map((v) => (
        <text key={v} x={px(v)} y={BOTTOM + 16} textAnchor="middle">
          {v}
        </text>
      ))}
      {ys.map((v) => (
        <text key={v} x={LEFT - 6} y={py(v) + 4} textAnchor="end">
          {v}
        </text>
      ))}
      <text x={(LEFT + RIGHT) / 2} y={H - 6} textAnchor="middle">
        {label(chart.x)}
      </text>
      <text x={4} y={14}>
        {label(chart.y)}
      </text>
      <polyline points={chart.points.map((p) => `${px(p.x)},${py(p.y)}`).join(' ')} />
      {chart.points.map((p, i) => (
        <circle key={i} cx={px(p.x)} cy={py(p.y)} r={4} />
      ))}
    </svg>
  );
}

/**
 * The server's record of the attempt a report is written for — facts, the step table, the raw
 * readings and their chart — as blocks nobody edits (the student's report page and the teachers'
 * grading page).
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
      {record.chart ? <ReadingsChart chart={record.chart} /> : null}
    </section>
  );
}
