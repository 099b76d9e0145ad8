import { useT } from '../../core/i18n/translate';
import { RouteLink } from '../../core/ui/route-link';

export function NotFoundScreen() {
  const t = useT();
  return (
    <section className="section placeholder">
      <h1 className="screen-title">{t('state.notFound')}</h1>
      <RouteLink to="/">{t('state.backHome')}</RouteLink>
    </section>
  );
}
