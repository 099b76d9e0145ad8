import type { MouseEvent } from 'react';
import type { Experiment } from '../api/contract';
import { formatCount } from '../i18n/format';
import { useT } from '../i18n/translate';
import { toHref } from '../router/routes';
import { coverLoading, type CoverLoading } from './cover-loading';
import { Icon } from './icons';
import { RouteLink } from './route-link';

export interface ExperimentCardProps {
  experiment: Experiment;
  /**
   * Opens the experiment's page inside the element (the catalogue screen); without it the title
   * is a link to `/experiment?id=` of the portal.
   */
  onOpen?: (id: number) => void;
  /** Heading level of the card title: 2 under a page's h1, 3 (default) under a section's h2. */
  level?: 2 | 3;
  /** How its cover loads (lazy unless the card is in the first screen). */
  cover?: CoverLoading;
}

/**
 * One experiment as a card: cover, title (the link to its page), summary, launches, average
 * score, expected duration and the linked course; one that is not open yet is greyed and marked
 * 暂未开放.
 * @example
 * <ExperimentCard experiment={row} />
 */
export function ExperimentCard({
  experiment,
  onOpen,
  level = 3,
  cover = coverLoading(Infinity),
}: ExperimentCardProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useT();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onOpen || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(experiment.id);
  };
  // an experiment without a page yet (empty launchUrl) is listed, marked 暂未开放
  const closed = experiment.launchUrl === '';
  return (
    <li
      className={
        closed ? 'xnfz-card experiment-card experiment-card--closed' : 'xnfz-card experiment-card'
      }
      part="card"
      data-experiment-id={experiment.id}
      data-open={String(!closed)}
    >
      {closed ? (
        <span className="experiment-closed" part="card-closed">
          {t('experiments.notOpen')}
        </span>
      ) : null}
      {experiment.cover ? (
        <img
          className="xnfz-card-cover"
          src={experiment.cover}
          alt={t('experiments.coverAlt', { title: experiment.title })}
          loading={cover.loading}
          fetchPriority={cover.fetchPriority}
        />
      ) : (
        <span className="xnfz-card-cover experiment-cover-empty" aria-hidden="true">
          <Icon name="experiment" size={40} />
        </span>
      )}
      <div className="xnfz-card-body">
        <Heading className="experiment-title">
          {onOpen ? (
            <a
              href={`#${toHref('/experiment', { id: experiment.id })}`}
              className="xnfz-card-title experiment-link"
              part="card-link"
              onClick={open}
            >
              {experiment.title}
            </a>
          ) : (
            <RouteLink
              to="/experiment"
              params={{ id: experiment.id }}
              className="xnfz-card-title experiment-link"
              part="card-link"
            >
              {experiment.title}
            </RouteLink>
          )}
        </Heading>
        <p className="experiment-summary">{experiment.summary}</p>
        <ExperimentFacts experiment={experiment} />
      </div>
    </li>
  );
}

/** Launches, average score, expected duration and the linked course, as a meta line. */
export function ExperimentFacts({ experiment }: { experiment: Experiment }) {
  const t = useT();
  return (
    <div className="xnfz-meta experiment-facts">
      <span className="xnfz-meta-item" data-launch-count={experiment.launchCount}>
        <Icon name="people" size={16} label={t('experiments.launches')} />
        {t('experiments.launchCount', { n: formatCount(experiment.launchCount) })}
      </span>
      <span className="xnfz-meta-item" data-avg-score={experiment.avgScore}>
        <Icon name="star-full" size={16} label={t('experiments.avgScore')} />
        {experiment.avgScore > 0
          ? t('experiments.avgScoreValue', { n: experiment.avgScore })
          : t('experiments.noScore')}
      </span>
      {experiment.durationMinutes > 0 ? (
        <span className="xnfz-meta-item" data-duration-minutes={experiment.durationMinutes}>
          <Icon name="clock" size={16} label={t('experiments.duration')} />
          {t('experiments.durationValue', { n: experiment.durationMinutes })}
        </span>
      ) : null}
      {experiment.courseId ? (
        <RouteLink
          to="/coursecatalog"
          params={{ id: experiment.courseId }}
          className="xnfz-meta-item experiment-course"
          part="course-link"
        >
          <Icon name="major" size={16} />
          {t('experiments.toCourse')}
        </RouteLink>
      ) : null}
    </div>
  );
}
