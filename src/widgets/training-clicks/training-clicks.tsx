import { getIdentityTrainingClicks } from '../../core/api/statistics';
import { identityValueSpec } from '../../core/charts/identity-series';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { ChartWidget, type ChartElementProps } from '../../core/ui/chart-widget';

/** Experiment launches by identity, as a doughnut. */
export function TrainingClicks(props: ChartElementProps) {
  const t = useT();
  return (
    <ChartWidget
      {...props}
      defaultHeading={t('stats.trainingClicks')}
      description={t('stats.trainingClicksDesc')}
      load={getIdentityTrainingClicks}
      toSpec={(rows) => identityValueSpec(rows, t('stats.launches'), formatCount)}
    />
  );
}
