/**
 * The record blocks' look (report-record.tsx), in a `.styles.ts` file so that the build compacts
 * it (scripts/compact-css.mjs).
 */
import { cssVar, space } from '../theme/tokens';

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
.readings-chart {
  display: block; width: 100%; max-width: ${space(60)}; height: auto; margin: 0 0 ${space(1.5)};
  font-size: ${cssVar('font-size-small')}; fill: ${cssVar('color-text')};
}
.readings-chart path, .readings-chart polyline { fill: none; stroke: ${cssVar('color-muted')}; }
.readings-chart .chart-grid { stroke: ${cssVar('color-chart-grid')}; }
.readings-chart polyline { stroke: ${cssVar('color-chart-1')}; stroke-width: 2; }
.readings-chart circle { fill: ${cssVar('color-chart-1')}; }
.attachment-list { margin: 0; padding: 0; list-style: none; width: 100%; }
.attachment { display: flex; flex-wrap: wrap; align-items: center; gap: ${space(0.5)} ${space(1)}; padding: ${space(0.5)} 0; border-bottom: 1px solid ${cssVar('color-border')}; overflow-wrap: anywhere; }
.attachment a { color: ${cssVar('color-primary-dark')}; }
`;
