import { useCallback, useId } from 'react';
import { listExperiments } from '../../core/api/experiments';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { AsyncView } from '../../core/ui/async-view';
import { Icon } from '../../core/ui/icons';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';

/** Experiment entries: title, cover and a link to 虚拟实验. */
export function HomeExperiments({ limit }: { limit: number }) {
  const t = useT();
  const ids = useId();
  const load = useCallback(() => listExperiments({ pageNum: 1, pageSize: limit }), [limit]);
  const result = useAsync(load, [limit]);
  return (
    <section className="section" part="experiments" aria-labelledby={`${ids}-title`}>
      <div className="section-head">
        <h2 className="section-title" id={`${ids}-title`}>
          {t('home.experiments')}
        </h2>
        <RouteLink to="/experiment" className="more-link">
          {t('home.moreExperiments')}
        </RouteLink>
      </div>
      <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
        {(page) => (
          <ul className="xnfz-grid">
            {page.rows.map((experiment) => (
              <li
                key={experiment.id}
                className="xnfz-card home-card"
                part="experiment-card"
                data-experiment-id={experiment.id}
              >
                {experiment.cover ? (
                  <img
                    className="xnfz-card-cover"
                    src={experiment.cover}
                    alt={experiment.title}
                    loading="lazy"
                  />
                ) : null}
                <div className="xnfz-card-body">
                  <h3 className="home-card-title">
                    <RouteLink
                      to="/experiment"
                      params={{ id: experiment.id }}
                      className="xnfz-card-title home-card-link"
                    >
                      {experiment.title}
                    </RouteLink>
                  </h3>
                  <div className="xnfz-meta">
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
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
