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

/** One figure card; without totals, the loading placeholder with the same geometry. */
function FigureCard({ figure, totals }: { figure: Figure; totals?: CensusTotalData }) {
  const t = useT();
  const value = totals?.[figure.key];
  return (
    <li
      className={totals ? 'card' : 'placeholder-card'}
      part={totals ? 'card' : undefined}
      data-figure={totals ? figure.key : undefined}
    >
      <span className="icon">
        <Icon name={figure.icon} size={24} />
      </span>
      <span>
        <span className="label">{t(figure.label)}</span>
        <span className="value" data-value={value}>
          {value === undefined ? <span className="value-bar" /> : figure.format(value)}
        </span>
      </span>
    </li>
  );
}

/** The eight cards: with the totals, or (while they load) icons, labels and a bar for each number. */
function FigureCards({ totals }: { totals?: CensusTotalData }) {
  return (
    <ul className="cards" aria-hidden={totals ? undefined : true}>
      {FIGURES.map((figure) => (
        <FigureCard key={figure.key} figure={figure} totals={totals} />
      ))}
    </ul>
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
        {/* the cards take their final place at once: nothing moves when the numbers arrive */}
        <AsyncView result={result} placeholder={<FigureCards />}>
          {(totals) => <FigureCards totals={totals} />}
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
