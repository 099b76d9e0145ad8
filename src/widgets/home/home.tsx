import { listBanners } from '../../core/api/content';
import { useT } from '../../core/i18n/translate';
import { AsyncView } from '../../core/ui/async-view';
import { BannerCarousel } from '../../core/ui/banner-carousel';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { HomeCourses } from './home-courses';
import { HomeExperiments } from './home-experiments';
import { HomeRedStrip } from './home-red-strip';
import { HomeSearch } from './home-search';
import { homeStyles } from './home.styles';

export interface HomeProps {
  /** Seconds between banner slides (default 5). */
  bannerInterval?: number;
  /** Courses per type tab (default 8, at most 24). */
  limit?: number;
  container?: ShadowRoot;
}

/**
 * The home page: banner carousel, course search, census figures, course highlights by type,
 * news and notices side by side, the 红色资源 strip and experiment entries.
 * The census and news areas are the `<xnfz-census-total>` and `<xnfz-news-feed>` elements.
 */
export function Home({ bannerInterval, limit, container }: HomeProps) {
  const t = useT();
  const banners = useAsync(listBanners, []);
  const size = limit && Number.isInteger(limit) && limit > 0 && limit <= 24 ? limit : 8;
  return (
    <WidgetShell styles={homeStyles}>
      <div className="home" part="base">
        <div
          className={`banner-area${banners.state.status === 'loading' ? ' banner-area--loading' : ''}`}
          part="banner"
        >
          <AsyncView result={banners} isEmpty={(rows) => rows.length === 0}>
            {(rows) => <BannerCarousel banners={rows} interval={bannerInterval} />}
          </AsyncView>
        </div>
        <section className="search-area" aria-label={t('home.searchTitle')}>
          <HomeSearch host={container?.host} />
        </section>
        <section className="section" part="census" aria-label={t('home.census')}>
          <xnfz-census-total />
        </section>
        <HomeCourses limit={size} />
        <section className="section feeds" part="feeds" aria-label={t('home.newsAndNotices')}>
          <xnfz-news-feed kind="news" limit={6} />
          <xnfz-news-feed kind="notice" limit={6} />
        </section>
        <HomeRedStrip limit={4} />
        <HomeExperiments limit={4} />
      </div>
    </WidgetShell>
  );
}
