import { TOKEN_DEFAULTS, type TokenName } from '../theme/tokens';
import type { ChartTheme } from './chart-runtime';

function token(element: Element, name: TokenName): string {
  return (
    getComputedStyle(element).getPropertyValue(`--xnfz-${name}`).trim() || TOKEN_DEFAULTS[name]
  );
}

/**
 * The chart colours of the theme in force where the element stands (canvas cannot read
 * CSS variables itself).
 * @example
 * drawChart(canvas, spec, readChartTheme(host));
 */
export function readChartTheme(element: Element): ChartTheme {
  return {
    palette: (
      ['color-chart-1', 'color-chart-2', 'color-chart-3', 'color-chart-4', 'color-chart-5'] as const
    ).map((name) => token(element, name)),
    text: token(element, 'color-text'),
    muted: token(element, 'color-muted'),
    grid: token(element, 'color-chart-grid'),
    font: token(element, 'font'),
  };
}
