import { useCallback, useId } from 'react';
import { listExperiments } from '../../core/api/experiments';
import { useT } from '../../core/i18n/translate';
import { AsyncView } from '../../core/ui/async-view';
import { ExperimentCard } from '../../core/ui/experiment-card';
import { RouteLink } from '../../core/ui/route-link';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { experimentListStyles } from './experiment-list.styles';

export interface ExperimentListProps {
  /** How many experiments (default 6, at most 24). */
  limit?: number;
  /** Replaces the heading 虚拟实验; `none` hides it. */
  heading?: string;
}

/** The first experiments of the catalogue as cards, each linking to its page in the portal. */
export function ExperimentList({ limit, heading }: ExperimentListProps) {
  const t = useT();
  const ids = useId();
  const size = limit && Number.isInteger(limit) && limit > 0 ? Math.min(limit, 24) : 6;
  const load = useCallback(() => listExperiments({ pageNum: 1, pageSize: size }), [size]);
  const result = useAsync(load, [size]);
  const title = heading || t('experiments.title');
  return (
    <WidgetShell styles={experimentListStyles}>
      <section className="experiments" part="base" aria-labelledby={`${ids}-title`}>
        <div className="head" hidden={heading === 'none'}>
          <h2 className="title" part="title" id={`${ids}-title`}>
            {title}
          </h2>
          <RouteLink to="/experiment" className="more" part="more">
            {t('experiments.all')}
          </RouteLink>
        </div>
        <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
          {(page) => (
            <ul className="xnfz-grid" part="list">
              {page.rows.map((experiment) => (
                <ExperimentCard key={experiment.id} experiment={experiment} />
              ))}
            </ul>
          )}
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
