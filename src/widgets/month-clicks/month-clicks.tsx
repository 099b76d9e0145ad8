import { getIdentityMonthClicks } from '../../core/api/statistics';
import { lastMonths, monthSeriesSpec } from '../../core/charts/identity-series';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { ChartWidget, type ChartElementProps } from '../../core/ui/chart-widget';

/** Page visits per month by identity, stacked. */
export function MonthClicks(props: ChartElementProps) {
  const t = useT();
  const months = lastMonths(props.months);
  return (
    <ChartWidget
      {...props}
      defaultHeading={t('stats.monthClicks')}
      description={t('stats.monthClicksDesc', { n: months })}
      load={getIdentityMonthClicks}
      toSpec={(data) => monthSeriesSpec(data, months, 'stacked-bar', formatCount)}
    />
  );
}
