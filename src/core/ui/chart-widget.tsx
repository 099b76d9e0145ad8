import { useAsync } from './use-async';
import { useRefresh } from './use-refresh';
import { WidgetShell } from './widget-shell';
import { ChartCard } from './chart-card';
import { CHART_CARD_STYLES } from './chart-card.styles';
import type { ChartSpec } from '../charts/chart-spec';

/** Attributes every statistics chart element takes. */
export interface ChartElementProps {
  /** Replaces the card title. */
  heading?: string;
  /** 6 or 12 months (monthly charts). */
  months?: number;
  /** Chart height in px. */
  height?: number;
  /** Reload every N seconds; off by default. */
  refresh?: number;
  container?: ShadowRoot;
}

export const CHART_ELEMENT_PROPS = {
  heading: 'string',
  height: 'number',
  refresh: 'number',
} as const;

/** Attributes of the monthly charts (`months` besides the common ones). */
export const MONTHLY_CHART_PROPS = { ...CHART_ELEMENT_PROPS, months: 'number' } as const;

interface ChartWidgetProps<T> extends ChartElementProps {
  defaultHeading: string;
  description: string;
  load: () => Promise<T>;
  /** Reload when these change (attributes that change the query). */
  deps?: readonly unknown[];
  toSpec: (data: T) => ChartSpec;
}

/**
 * A whole statistics element: its data, refresh interval and chart card inside the shadow root.
 * @example
 * <ChartWidget defaultHeading={t('stats.webMonthClicks')} load={getWebMonthClicks} toSpec={…} />
 */
export function ChartWidget<T>({
  heading,
  height,
  refresh,
  container,
  defaultHeading,
  description,
  load,
  deps = [],
  toSpec,
}: ChartWidgetProps<T>) {
  const result = useAsync(load, deps);
  useRefresh(result.reload, refresh);
  return (
    <WidgetShell styles={CHART_CARD_STYLES}>
      <ChartCard
        heading={heading || defaultHeading}
        description={description}
        result={result}
        toSpec={toSpec}
        container={container}
        height={height}
      />
    </WidgetShell>
  );
}
