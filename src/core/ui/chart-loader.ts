/**
 * Where the chart code comes from: its own chunk (Chart.js, about 60 KB gzip), fetched when the
 * first chart is drawn. The one-file bundle replaces this module with one that imports
 * esm/chart-runtime.js by its address beside the bundle (rollup.config.mjs, moduleByUrl), so
 * Chart.js never rides along in the bundle itself; the runtime is framework-free.
 */
import type * as ChartRuntime from '../charts/chart-runtime';

export const loadChartRuntime = (): Promise<typeof ChartRuntime> =>
  import('../charts/chart-runtime');
