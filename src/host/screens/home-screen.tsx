import { useT } from '../../core/i18n/translate';
import { RouteLink } from '../../core/ui/route-link';

/** Home: welcome, the census figures, and the ways into the portal. */
export function HomeScreen() {
  const t = useT();
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title" className="hero-title">
          {t('home.welcome')}
        </h1>
        <p className="hero-intro">{t('home.intro')}</p>
        <p className="hero-actions">
          <RouteLink to="/courselist" className="xnfz-button">
            {t('home.browseCourses')}
          </RouteLink>
          <RouteLink to="/datastatistics" className="xnfz-button xnfz-button--plain">
            {t('home.viewStatistics')}
          </RouteLink>
        </p>
      </section>
      <section className="section">
        <xnfz-census-total />
      </section>
    </>
  );
}
