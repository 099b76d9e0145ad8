import { getCensusTotal } from '../../core/api/statistics';
import type { CensusTotal as CensusTotalData } from '../../core/api/contract';
import { formatCount, formatDuration } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { AsyncView } from '../../core/ui/async-view';
import { Icon, type IconName } from '../../core/ui/icons';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { censusTotalStyles } from './census-total.styles';

interface Figure {
  key: keyof CensusTotalData;
  label: MessageKey;
  icon: IconName;
  format: (value: number) => string;
}

const FIGURES: readonly Figure[] = [
  { key: 'courseCount', label: 'census.courseCount', icon: 'major', format: formatCount },
  { key: 'lessonCount', label: 'census.lessonCount', icon: 'schedule', format: formatCount },
  { key: 'resourceCount', label: 'census.resourceCount', icon: 'resource', format: formatCount },
  { key: 'userCount', label: 'census.userCount', icon: 'people', format: formatCount },
  {
    key: 'experimentCount',
    label: 'census.experimentCount',
    icon: 'experiment',
    format: formatCount,
  },
  { key: 'totalClicks', label: 'census.totalClicks', icon: 'views', format: formatCount },
  { key: 'todayClicks', label: 'census.todayClicks', icon: 'views', format: formatCount },
  {
    key: 'totalLearnSeconds',
    label: 'census.totalLearnSeconds',
    icon: 'clock',
    format: formatDuration,
  },
];

export interface CensusTotalProps {
  /** Replaces the heading 平台数据总览; `none` hides it. */
  heading?: string;
}

/**
 * While the totals load: the same eight cards (icons and labels, a bar where the number goes),
 * so the cards take their final place at once and nothing moves when the numbers arrive.
 */
function PlaceholderCards() {
  const t = useT();
  return (
    <div role="status" part="state-loading">
      <span className="xnfz-visually-hidden">{t('state.loading')}</span>
      <ul className="cards" aria-hidden="true">
        {FIGURES.map((figure) => (
          <li key={figure.key} className="placeholder-card">
            <span className="icon">
              <Icon name={figure.icon} size={24} />
            </span>
            <span>
              <span className="label">{t(figure.label)}</span>
              <span className="value">
                <span className="value-bar" />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The portal's totals as number cards.
 */
export function CensusTotal({ heading }: CensusTotalProps) {
  const t = useT();
  const result = useAsync(getCensusTotal, []);
  const title = heading ?? t('census.title');
  return (
    <WidgetShell styles={censusTotalStyles}>
      <section aria-label={title} part="base">
        {heading === 'none' ? null : (
          <h2 className="title" part="title">
            {title}
          </h2>
        )}
        {result.state.status === 'loading' ? (
          <PlaceholderCards />
        ) : (
          <AsyncView result={result}>
            {(totals) => (
              <ul className="cards">
                {FIGURES.map((figure) => (
                  <li key={figure.key} className="card" part="card" data-figure={figure.key}>
                    <span className="icon">
                      <Icon name={figure.icon} size={24} />
                    </span>
                    <span>
                      <span className="label">{t(figure.label)}</span>
                      <span className="value" data-value={totals[figure.key]}>
                        {figure.format(totals[figure.key])}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </AsyncView>
        )}
      </section>
    </WidgetShell>
  );
}
