import { useEffect, useState } from 'react';
import { useT } from '../../core/i18n/translate';
import { navigate } from '../../core/router/router';
import { RouteLink } from '../../core/ui/route-link';

/** Seconds before the next lesson starts by itself. */
export const AUTOPLAY_SECONDS = 5;

export interface UpNextProps {
  nextId: number;
  /** The next lesson's title, once the course's lessons are known. */
  title: string | null;
  /** Where navigation events start outside the portal page. */
  host?: Element;
}

/**
 * Shown when a lesson has played to its end: 下一课时 with its title, a countdown after which it
 * opens, 立即播放, and 取消自动播放 (which keeps the link).
 */
export function UpNext({ nextId, title, host }: UpNextProps) {
  const t = useT();
  const [left, setLeft] = useState(AUTOPLAY_SECONDS);
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (cancelled) return;
    if (left <= 0) {
      navigate('/videodetail', { id: nextId }, { source: host });
      return;
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [left, cancelled, nextId, host]);

  return (
    <div className="up-next" part="up-next" data-next-id={nextId}>
      <p className="up-next-title" role="status">
        {t('video.upNext', { title: title ?? '' })}
      </p>
      {cancelled ? null : (
        <p className="up-next-countdown" data-seconds-left={left}>
          {t('video.autoplayIn', { n: left })}
        </p>
      )}
      <div className="up-next-actions">
        <RouteLink
          to="/videodetail"
          params={{ id: nextId }}
          className="xnfz-button up-next-play"
          part="up-next-play"
        >
          {t('video.playNow')}
        </RouteLink>
        {cancelled ? null : (
          <button
            type="button"
            className="xnfz-button xnfz-button--plain up-next-cancel"
            part="up-next-cancel"
            onClick={() => setCancelled(true)}
          >
            {t('video.cancelAutoplay')}
          </button>
        )}
      </div>
    </div>
  );
}
