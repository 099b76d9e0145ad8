/**
 * The chart chunk: Chart.js with only the controllers, elements and plugins the portal uses.
 * Loaded by `ChartCard` with a dynamic import the first time a chart element appears.
 */
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import type { ChartSpec } from './chart-spec';

Chart.register(
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface ChartTheme {
  palette: string[];
  text: string;
  muted: string;
  grid: string;
  font: string;
}

export type ChartHandle = { destroy: () => void; resize: () => void };

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function colour(theme: ChartTheme, index: number): string {
  return theme.palette[index % theme.palette.length] ?? theme.text;
}

/**
 * Draws a chart into a canvas; the caller destroys it before drawing again.
 * @example
 * const chart = drawChart(canvas, spec, readChartTheme(host));
 */
export function drawChart(
  canvas: HTMLCanvasElement,
  spec: ChartSpec,
  theme: ChartTheme,
): ChartHandle {
  const doughnut = spec.kind === 'doughnut';
  const stacked = spec.kind === 'stacked-bar';
  const horizontal = spec.kind === 'horizontal-bar';
  const type = doughnut ? 'doughnut' : spec.kind === 'line' ? 'line' : 'bar';
  const datasets = spec.series.map((series, index) => ({
    label: series.name,
    data: series.data,
    backgroundColor: doughnut ? spec.labels.map((_, i) => colour(theme, i)) : colour(theme, index),
    borderColor: doughnut ? theme.grid : colour(theme, index),
    borderWidth: doughnut ? 2 : spec.kind === 'line' ? 2 : 0,
    borderRadius: type === 'bar' ? 4 : 0,
    tension: 0.3,
    fill: false,
    pointRadius: 3,
  }));
  const axis = {
    ticks: { color: theme.muted, font: { family: theme.font } },
    grid: { color: theme.grid },
  };
  // the axis reads as the tooltips and the table do (counts: 1.2万), and Chart.js's own
  // Intl formatter is never built (why: src/core/i18n/format.ts)
  const values = {
    ...axis,
    ticks: { ...axis.ticks, callback: (value: number | string) => spec.format(Number(value)) },
  };
  return new Chart(canvas, {
    type,
    data: { labels: spec.labels, datasets },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // a short grow-in, unless the reader asked the system for less motion
      animation: prefersReducedMotion() ? false : { duration: 300 },
      indexAxis: horizontal ? 'y' : 'x',
      plugins: {
        legend: {
          display: doughnut || spec.series.length > 1,
          position: 'bottom',
          labels: { color: theme.text, font: { family: theme.font } },
        },
        tooltip: {
          callbacks: {
            label: (item) => {
              const name = doughnut ? item.label : item.dataset.label;
              return `${name ?? ''}：${spec.format(Number(item.raw))}`;
            },
          },
        },
      },
      scales: doughnut
        ? {}
        : {
            x: { ...(horizontal ? values : axis), stacked },
            y: { ...(horizontal ? axis : values), stacked, beginAtZero: true },
          },
    },
  });
}
