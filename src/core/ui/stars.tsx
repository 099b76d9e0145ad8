import { useT } from '../i18n/translate';
import { Icon, type IconName } from './icons';

/** Which star to draw at each of the five places for a rating 0..5 in steps of 0.5. */
export function starIcons(rating: number): IconName[] {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  return [0, 1, 2, 3, 4].map((place) => {
    const left = halves - place * 2;
    return left >= 2 ? 'star-full' : left === 1 ? 'star-half' : 'star-empty';
  });
}

/**
 * A rating as five stars (empty / half / full), read out as 评分 4.5.
 * @example
 * <Stars rating={4.5} />
 */
export function Stars({ rating }: { rating: number }) {
  const t = useT();
  const rounded = Math.round(Math.min(5, Math.max(0, rating)) * 2) / 2;
  return (
    <span
      className="xnfz-stars"
      role="img"
      aria-label={t('stats.rating', { n: rounded })}
      data-rating={rounded}
    >
      {starIcons(rating).map((name, index) => (
        <Icon key={index} name={name} size={16} />
      ))}
    </span>
  );
}
