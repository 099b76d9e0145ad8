import { cssVar, space } from '../theme/tokens';

/** The chart's height: the element's `height` attribute, else the `chart-height` token. */
const CHART_HEIGHT = `var(--xnfz-chart-height-override, ${cssVar('chart-height')})`;

export const CHART_CARD_STYLES = `
.chart-card {
  padding: ${space(2)}; background: ${cssVar('color-bg')}; border: 1px solid ${cssVar('color-border')};
  border-radius: ${cssVar('radius')}; box-shadow: ${cssVar('shadow')};
}
.chart-head { display: flex; align-items: center; justify-content: space-between; gap: ${space(1)}; margin-bottom: ${space(1.5)}; }
.chart-title { margin: 0; font-size: ${cssVar('font-size-large')}; font-weight: 600; }
.toggle {
  border: 1px solid ${cssVar('color-border')}; border-radius: ${cssVar('radius')}; background: ${cssVar('color-bg')};
  padding: ${space(0.5)} ${space(1.5)}; cursor: pointer; color: ${cssVar('color-text')}; font-size: ${cssVar('font-size-small')};
}
.toggle[aria-pressed='true'] { background: ${cssVar('color-primary')}; border-color: ${cssVar('color-primary')}; color: ${cssVar('color-on-primary')}; }
/* every state of the card body is exactly one chart high: no layout shift when data arrives */
.chart-body { display: flex; flex-direction: column; justify-content: center; height: ${CHART_HEIGHT}; }
.chart-body > .xnfz-state { flex: 1; }
.chart-box { position: relative; width: 100%; height: ${CHART_HEIGHT}; margin: 0; flex: none; }
.chart-box canvas { display: block; max-width: 100%; }
.table-wrap { overflow: auto; height: ${CHART_HEIGHT}; }
table { width: 100%; border-collapse: collapse; font-size: ${cssVar('font-size-small')}; }
caption { text-align: left; color: ${cssVar('color-muted')}; padding-bottom: ${space(1)}; }
th, td { padding: ${space(0.75)} ${space(1)}; border-bottom: 1px solid ${cssVar('color-border')}; text-align: right; white-space: nowrap; }
th:first-child, td:first-child { text-align: left; white-space: normal; }
thead th { background: ${cssVar('color-bg-soft')}; }
`;
