/**
 * What a chart shows, independent of the chart library, so that elements can describe their
 * chart (and its data table) without loading the chart chunk.
 */
export type ChartKind = 'bar' | 'stacked-bar' | 'horizontal-bar' | 'line' | 'doughnut';

export interface ChartSeries {
  name: string;
  data: number[];
}

export interface ChartSpec {
  kind: ChartKind;
  /** Category labels (months, course titles, category names). */
  labels: string[];
  series: ChartSeries[];
  /** How values read on the value axis, in tooltips and in the table. */
  format: (value: number) => string;
}

export function isEmptySpec(spec: ChartSpec): boolean {
  return (
    spec.labels.length === 0 || spec.series.every((series) => series.data.every((v) => v === 0))
  );
}
