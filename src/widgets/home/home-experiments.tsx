import { useCallback } from 'react';
import { listExperiments } from '../../core/api/experiments';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { Icon } from '../../core/ui/icons';
import { useAsync } from '../../core/ui/use-async';
import { HomeCardSection } from './home-card-section';

/** Experiment entries: title, cover and a link to 虚拟实验. */
export function HomeExperiments({ limit }: { limit: number }) {
  const t = useT();
  const load = useCallback(() => listExperiments({ pageNum: 1, pageSize: limit }), [limit]);
  const result = useAsync(load, [limit]);
  return (
    <HomeCardSection
      title={t('home.experiments')}
      moreLabel={t('home.moreExperiments')}
      moreTo="/experiment"
      part="experiments"
      cardPart="experiment-card"
      result={result}
      toCard={(experiment) => ({
        id: experiment.id,
        title: experiment.title,
        cover: experiment.cover,
        to: '/experiment',
        params: { id: experiment.id },
        data: { 'data-experiment-id': experiment.id },
        meta: (
          <>
            <span className="xnfz-meta-item">
              <Icon name="experiment" size={16} />
              {t('home.launchCount', { n: formatCount(experiment.launchCount) })}
            </span>
            {experiment.durationMinutes > 0 ? (
              <span className="xnfz-meta-item">
                <Icon name="clock" size={16} />
                {t('home.experimentDuration', { n: experiment.durationMinutes })}
              </span>
            ) : null}
          </>
        ),
      })}
    />
  );
}
