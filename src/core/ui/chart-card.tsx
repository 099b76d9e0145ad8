import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { ChartHandle } from '../charts/chart-runtime';
import { loadChartRuntime } from './chart-loader';
import { isEmptySpec, type ChartSpec } from '../charts/chart-spec';
import { readChartTheme } from '../charts/read-chart-theme';
import { config } from '../config/config';
import { useT } from '../i18n/translate';
import { AsyncView } from './async-view';
import { inOwnTask, useNearViewport } from './chart-scheduling';
import type { AsyncResult } from './use-async';

/** The chart chunk, fetched the first time a chart comes near the viewport. */

export interface ChartCardProps<T> {
  heading: string;
  /** One sentence saying what the chart shows, for screen readers. */
  description: string;
  result: AsyncResult<T>;
  toSpec: (data: T) => ChartSpec;
  /** The element's shadow root: the theme is read where the element stands. */
  container?: ShadowRoot;
  /** Height in px (the `height` attribute). */
  height?: number;
}

function ChartCanvas({
  spec,
  container,
  label,
}: {
  spec: ChartSpec;
  container?: ShadowRoot;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { theme } = useSnapshot(config);
  const [failed, setFailed] = useState(false);
  const near = useNearViewport(canvas);
  const t = useT();
  useEffect(() => {
    if (!near) return;
    let chart: ChartHandle | null = null;
    let boxWatcher: ResizeObserver | null = null;
    let cancelled = false;
    let cancelDraw = () => {};
    setFailed(false);
    loadChartRuntime().then(
      ({ drawChart }) => {
        if (cancelled) return;
        // each chart in its own task: the charts that arrive together do not block input together
        cancelDraw = inOwnTask(() => {
          if (!canvas.current) return;
          chart = drawChart(
            canvas.current,
            spec,
            readChartTheme(container?.host ?? document.documentElement),
          );
          // Chart.js follows its box only when it saw the canvas attached, and it looks for that
          // in the document, which does not see into shadow roots: the card watches the box itself
          const box = canvas.current.parentElement;
          if (box && typeof ResizeObserver !== 'undefined') {
            boxWatcher = new ResizeObserver(() => chart?.resize());
            boxWatcher.observe(box);
          }
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      cancelDraw();
      boxWatcher?.disconnect();
      chart?.destroy();
    };
  }, [spec, container, theme, near]);
  if (failed) {
    return (
      <div className="xnfz-state xnfz-state--error" role="alert">
        {t('state.error')}
      </div>
    );
  }
  return (
    <figure className="chart-box" part="chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </figure>
  );
}

function ChartTable({ spec, caption }: { spec: ChartSpec; caption: string }) {
  const t = useT();
  return (
    // focusable, so keyboard users can scroll a wide or long table
    <div className="table-wrap" part="table" tabIndex={0} role="region" aria-label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('chart.category')}</th>
            {spec.series.map((series) => (
              <th key={series.name} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {spec.labels.map((label, row) => (
            <tr key={`${label}-${row}`}>
              <th scope="row">{label}</th>
              {spec.series.map((series) => (
                <td key={series.name} data-value={series.data[row] ?? 0}>
                  {spec.format(series.data[row] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A statistics card: title, a 数据表 toggle, and the chart (or the same numbers as a table).
 * The chart chunk loads when the first chart comes near the viewport; charts further down the
 * page are drawn when the reader scrolls to them. The card has its final height in every
 * state (the `chart-height` token, or the `height` attribute), so it never shifts the page.
 * @example
 * <ChartCard heading={t('stats.lessonCount')} description={…} result={useAsync(load, [])} toSpec={…} />
 */
export function ChartCard<T>({
  heading,
  description,
  result,
  toSpec,
  container,
  height,
}: ChartCardProps<T>): ReactNode {
  const t = useT();
  const [showTable, setShowTable] = useState(false);
  const specCache = useRef<{ data: T; spec: ChartSpec } | null>(null);
  const specOf = (data: T) => {
    if (specCache.current?.data !== data) specCache.current = { data, spec: toSpec(data) };
    return specCache.current.spec;
  };
  const style =
    height && Number.isFinite(height) && height > 80
      ? { ['--xnfz-chart-height-override' as string]: `${height}px` }
      : undefined;
  return (
    <section className="chart-card" part="base" aria-label={heading} style={style}>
      <div className="chart-head">
        <h3 className="chart-title" part="title">
          {heading}
        </h3>
        <button
          type="button"
          className="toggle"
          part="table-toggle"
          aria-pressed={showTable}
          onClick={() => setShowTable(!showTable)}
        >
          {t('chart.table')}
        </button>
      </div>
      {/* the chart's height from the first paint on: loading, empty, error, chart and table
          all fit in it, so nothing below the card moves when the data or the chart arrives */}
      <div className="chart-body">
        <AsyncView result={result} isEmpty={(data) => isEmptySpec(specOf(data))}>
          {(data) =>
            showTable ? (
              <ChartTable spec={specOf(data)} caption={description} />
            ) : (
              <ChartCanvas spec={specOf(data)} container={container} label={description} />
            )
          }
        </AsyncView>
      </div>
    </section>
  );
}
