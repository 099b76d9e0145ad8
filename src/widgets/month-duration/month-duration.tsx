import { getIdentityMonthDuration } from '../../core/api/statistics';
import { lastMonths, monthSeriesSpec } from '../../core/charts/identity-series';
import { useT } from '../../core/i18n/translate';
import { ChartWidget, type ChartElementProps } from '../../core/ui/chart-widget';

/** Seconds as hours with one decimal. */
export function secondsToHours(seconds: number): number {
  return Math.round((seconds / 3600) * 10) / 10;
}

/** Learning time per month by identity, in hours. */
export function MonthDuration(props: ChartElementProps) {
  const t = useT();
  const months = lastMonths(props.months);
  return (
    <ChartWidget
      {...props}
      defaultHeading={t('stats.monthDuration')}
      description={t('stats.monthDurationDesc', { n: months })}
      load={getIdentityMonthDuration}
      toSpec={(data) =>
        monthSeriesSpec(
          data,
          months,
          'stacked-bar',
          (hours) => t('unit.hours', { h: hours }),
          secondsToHours,
        )
      }
    />
  );
}
