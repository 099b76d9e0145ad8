import { useT } from '../i18n/translate';
import { Icon } from './icons';

export type BadgeTone = 'gold' | 'silver' | 'bronze' | 'plain' | 'star';

/** Places 1–3 get gold, silver and bronze, 4–5 a plain badge, beyond 5 the star badge. */
export function badgeTone(rank: number): BadgeTone {
  if (rank === 1) return 'gold';
  if (rank === 2) return 'silver';
  if (rank === 3) return 'bronze';
  if (rank <= 5) return 'plain';
  return 'star';
}

/**
 * A ranking badge, read out as 第 N 名.
 * @example
 * <RankBadge rank={2} />
 */
export function RankBadge({ rank }: { rank: number }) {
  const t = useT();
  const tone = badgeTone(rank);
  return (
    <span
      className={`xnfz-badge xnfz-badge--${tone}`}
      role="img"
      aria-label={t('stats.rank', { n: rank })}
      data-tone={tone}
    >
      {tone === 'star' ? (
        <Icon name="badge-star" size={22} />
      ) : (
        <span aria-hidden="true">{rank}</span>
      )}
    </span>
  );
}
