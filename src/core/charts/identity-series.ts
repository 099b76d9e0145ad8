import type { IdentityMonthSeries, IdentityValue, TrafficIdentity } from '../api/contract';
import { t } from '../i18n/translate';
import type { ChartKind, ChartSpec } from './chart-spec';

/** The identity's name in the page language (the server's `name` is Chinese only). */
export function identityName(identity: TrafficIdentity): string {
  return t(`identity.${identity}`);
}

/** Which of the months to show: the last `months` of the server's twelve. */
export function lastMonths(months: number | undefined): number {
  return months === 6 ? 6 : 12;
}

/**
 * Monthly series by identity as a chart.
 * @example
 * monthSeriesSpec(await getIdentityMonthClicks(), 6, 'stacked-bar', formatCount);
 */
export function monthSeriesSpec(
  data: IdentityMonthSeries,
  months: number,
  kind: ChartKind,
  format: (value: number) => string,
  scale: (value: number) => number = (value) => value,
): ChartSpec {
  const from = Math.max(0, data.months.length - months);
  return {
    kind,
    labels: data.months.slice(from),
    series: data.series.map((series) => ({
      name: identityName(series.identity),
      data: series.data.slice(from).map(scale),
    })),
    format,
  };
}

/** Totals by identity as a doughnut. */
export function identityValueSpec(
  rows: IdentityValue[],
  seriesName: string,
  format: (value: number) => string,
): ChartSpec {
  return {
    kind: 'doughnut',
    labels: rows.map((row) => identityName(row.identity)),
    series: [{ name: seriesName, data: rows.map((row) => row.value) }],
    format,
  };
}
