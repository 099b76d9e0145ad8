import { getWebMonthClicks } from '../../core/api/statistics';
import { lastMonths } from '../../core/charts/identity-series';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { ChartWidget, type ChartElementProps } from '../../core/ui/chart-widget';

/** Site visits per month, as a line. */
export function WebMonthClicks(props: ChartElementProps) {
  const t = useT();
  const months = lastMonths(props.months);
  return (
    <ChartWidget
      {...props}
      defaultHeading={t('stats.webMonthClicks')}
      description={t('stats.webMonthClicksDesc', { n: months })}
      load={getWebMonthClicks}
      toSpec={(data) => {
        const from = Math.max(0, data.months.length - months);
        return {
          kind: 'line',
          labels: data.months.slice(from),
          series: [{ name: t('stats.visits'), data: data.data.slice(from) }],
          format: formatCount,
        };
      }}
    />
  );
}
