import { useCallback } from 'react';
import type { RankingBy } from '../../core/api/contract';
import { getLessonRanking } from '../../core/api/statistics';
import { formatCount } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import { AsyncView } from '../../core/ui/async-view';
import { Icon } from '../../core/ui/icons';
import { RankBadge } from '../../core/ui/rank-badge';
import { RouteLink } from '../../core/ui/route-link';
import { Stars } from '../../core/ui/stars';
import { useAsync } from '../../core/ui/use-async';
import { useRefresh } from '../../core/ui/use-refresh';
import { WidgetShell } from '../../core/ui/widget-shell';
import { lessonRankingStyles } from './lesson-ranking.styles';

export interface LessonRankingProps {
  /** `learn` (default), `rating` or `click`. */
  by?: string;
  limit?: number;
  heading?: string;
  refresh?: number;
}

function rankingBy(value: string | undefined): RankingBy {
  return value === 'rating' || value === 'click' ? value : 'learn';
}

/**
 * While the ranking loads: as many rows as asked for, each as high as a course row (badge, cover,
 * title line, detail line), so the card has its final height at once.
 */
function PlaceholderRows({ count }: { count: number }) {
  return (
    <ol className="list" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="placeholder-item">
          <span className="xnfz-badge" />
          <span className="cover" />
          <span className="body">
            <span className="bar course-bar" />
            <span className="bar meta-bar" />
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The course ranking with badges 1–5 and the star badge beyond. */
export function LessonRanking({ by, limit, heading, refresh }: LessonRankingProps) {
  const t = useT();
  const order = rankingBy(by);
  const size = limit && Number.isInteger(limit) && limit > 0 && limit <= 50 ? limit : 10;
  const load = useCallback(() => getLessonRanking({ by: order, limit: size }), [order, size]);
  const result = useAsync(load, [order, size]);
  useRefresh(result.reload, refresh);
  const title = heading || `${t('stats.ranking')}（${t(`stats.rankingBy.${order}`)}）`;
  return (
    <WidgetShell styles={lessonRankingStyles}>
      <section className="card" part="base" aria-label={title}>
        <h3 className="title" part="title">
          {title}
        </h3>
        <AsyncView
          result={result}
          placeholder={<PlaceholderRows count={size} />}
          isEmpty={(rows) => rows.length === 0}
        >
          {(rows) => (
            <ol className="list">
              {rows.map((row) => (
                <li key={row.courseId} className="item" part="item" data-course-id={row.courseId}>
                  <RankBadge rank={row.rank} />
                  {/* an empty cover box without a cover: every row the same height */}
                  {row.cover ? (
                    <img className="cover" src={row.cover} alt="" loading="lazy" />
                  ) : (
                    <span className="cover" />
                  )}
                  <div className="body">
                    <RouteLink to="/coursecatalog" params={{ id: row.courseId }} className="course">
                      {row.title}
                    </RouteLink>
                    <div className="meta">
                      <span>{t('stats.teacher', { name: row.teacher })}</span>
                      <span className="meta-item" data-learn-count={row.learnCount}>
                        <Icon name="people" size={16} label={t('stats.learners')} />
                        {formatCount(row.learnCount)}
                      </span>
                      <span className="meta-item" data-click-count={row.clickCount}>
                        <Icon name="views" size={16} label={t('stats.views')} />
                        {formatCount(row.clickCount)}
                      </span>
                      <Stars rating={row.rating} />
                    </div>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </AsyncView>
      </section>
    </WidgetShell>
  );
}
