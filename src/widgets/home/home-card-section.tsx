import { useId, type ReactNode } from 'react';
import type { Paged } from '../../core/api/contract';
import type { RouteParams } from '../../core/router/routes';
import { AsyncView } from '../../core/ui/async-view';
import type { AsyncResult } from '../../core/ui/use-async';
import { RouteLink } from '../../core/ui/route-link';

export interface HomeCard {
  id: number;
  title: string;
  cover: string;
  to: string;
  params: RouteParams;
  /** `data-*` attribute naming the record, e.g. `data-resource-id`. */
  data: Record<string, number>;
  meta: ReactNode;
}

export interface HomeCardSectionProps<T> {
  title: string;
  moreLabel: string;
  moreTo: string;
  part: string;
  cardPart: string;
  className?: string;
  result: AsyncResult<Paged<T>>;
  toCard: (row: T) => HomeCard;
}

/** A home-page section: heading with a 更多 link, then a grid of cover cards. */
export function HomeCardSection<T>({
  title,
  moreLabel,
  moreTo,
  part,
  cardPart,
  className,
  result,
  toCard,
}: HomeCardSectionProps<T>) {
  const ids = useId();
  return (
    <section
      className={className ? `section ${className}` : 'section'}
      part={part}
      aria-labelledby={`${ids}-title`}
    >
      <div className="section-head">
        <h2 className="section-title" id={`${ids}-title`}>
          {title}
        </h2>
        <RouteLink to={moreTo} className="more-link">
          {moreLabel}
        </RouteLink>
      </div>
      <AsyncView result={result} isEmpty={(page) => page.rows.length === 0}>
        {(page) => (
          <ul className="xnfz-grid">
            {page.rows.map(toCard).map((card) => (
              <li key={card.id} className="xnfz-card home-card" part={cardPart} {...card.data}>
                {card.cover ? (
                  <img
                    className="xnfz-card-cover"
                    src={card.cover}
                    alt={card.title}
                    loading="lazy"
                  />
                ) : null}
                <div className="xnfz-card-body">
                  <h3 className="home-card-title">
                    <RouteLink
                      to={card.to}
                      params={card.params}
                      className="xnfz-card-title home-card-link"
                    >
                      {card.title}
                    </RouteLink>
                  </h3>
                  <div className="xnfz-meta">{card.meta}</div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </AsyncView>
    </section>
  );
}
