import {
  useEffect,
  useId,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { Banner } from '../api/contract';
import { useT } from '../i18n/translate';
import { Icon } from './icons';
import { RouteLink } from './route-link';

export interface BannerCarouselProps {
  banners: Banner[];
  /** Seconds between slides while it runs on its own (default 5). */
  interval?: number;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => window.matchMedia(REDUCED_MOTION).matches);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** A banner's link: a portal route (`/coursecatalog?id=3`, `#/…`), an outside address, or none. */
function BannerLink({ link, children }: { link: string; children: ReactNode }) {
  const address = link.trim();
  if (address.startsWith('/') || address.startsWith('#/')) {
    const [path = '/', search = ''] = address.replace(/^#/, '').split('?');
    const params = Object.fromEntries(new URLSearchParams(search));
    return (
      <RouteLink to={path} params={params} className="banner-link">
        {children}
      </RouteLink>
    );
  }
  if (/^https?:\/\//i.test(address)) {
    return (
      <a className="banner-link" href={address} rel="noopener">
        {children}
      </a>
    );
  }
  return <span className="banner-link">{children}</span>;
}

/**
 * The home page carousel: 上一张 / 下一张 buttons, one labelled dot button per slide, ←/→ keys,
 * and a 暂停轮播 button. It advances on its own only while the pointer and the keyboard focus
 * are elsewhere, and never when the reader prefers reduced motion.
 * @example
 * <BannerCarousel banners={banners} interval={5} />
 */
export function BannerCarousel({ banners, interval = 5 }: BannerCarouselProps) {
  const t = useT();
  const ids = useId();
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const auto: 'running' | 'paused' | 'off' =
    count < 2 || reducedMotion || stopped ? 'off' : hovered || focused ? 'paused' : 'running';
  const seconds = Number.isFinite(interval) && interval >= 1 ? interval : 5;

  useEffect(() => {
    if (auto !== 'running') return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), seconds * 1000);
    return () => clearInterval(timer);
  }, [auto, count, seconds]);

  const wrap = (to: number) => ((to % count) + count) % count;
  const go = (to: number) => setIndex(wrap(to));
  const step = (by: number) => setIndex((value) => wrap(value + by));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    else if (event.key === 'ArrowLeft') step(-1);
    else return;
    event.preventDefault();
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className="carousel"
      part="carousel"
      aria-roledescription={t('banner.roleCarousel')}
      aria-label={t('banner.label')}
      data-auto={auto}
      data-index={current}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div
        className="slides"
        id={`${ids}-slides`}
        aria-live={auto === 'running' ? 'off' : 'polite'}
      >
        {banners.map((banner, slide) => (
          <div
            key={banner.id}
            className="slide"
            part="slide"
            role="group"
            aria-roledescription={t('banner.roleSlide')}
            aria-label={t('banner.slide', { n: slide + 1, total: count })}
            hidden={slide !== current}
            data-banner-id={banner.id}
          >
            <BannerLink link={banner.link}>
              {/* the first image is the page's largest paint: it alone is fetched at once, first */}
              <img
                className="banner-image"
                src={banner.image}
                alt={banner.title}
                fetchPriority={slide === 0 ? 'high' : undefined}
                loading={slide === 0 ? undefined : 'lazy'}
              />
            </BannerLink>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="banner-controls" part="carousel-controls">
          <button
            type="button"
            className="banner-arrow banner-prev"
            aria-label={t('banner.prev')}
            aria-controls={`${ids}-slides`}
            onClick={() => step(-1)}
          >
            <Icon name="tree-expand" size={20} />
          </button>
          <div className="banner-dots" role="group" aria-label={t('banner.dots')}>
            {banners.map((banner, slide) => (
              <button
                key={banner.id}
                type="button"
                className="banner-dot"
                aria-label={t('banner.goTo', { n: slide + 1, title: banner.title })}
                aria-current={slide === current ? 'true' : undefined}
                aria-controls={`${ids}-slides`}
                onClick={() => go(slide)}
              />
            ))}
          </div>
          <button
            type="button"
            className="banner-arrow banner-next"
            aria-label={t('banner.next')}
            aria-controls={`${ids}-slides`}
            onClick={() => step(1)}
          >
            <Icon name="tree-expand" size={20} />
          </button>
          {reducedMotion ? null : (
            <button
              type="button"
              className="banner-toggle"
              data-stopped={stopped}
              onClick={() => setStopped(!stopped)}
            >
              {t(stopped ? 'banner.play' : 'banner.pause')}
            </button>
          )}
        </div>
      ) : null}
    </section>
  );
}
