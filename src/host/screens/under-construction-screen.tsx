import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { RouteLink } from '../../core/ui/route-link';

/** A screen whose content is not built yet says so plainly; it never shows invented data. */
export function UnderConstructionScreen({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <section className="section placeholder" aria-labelledby="screen-title">
      <h1 id="screen-title" className="screen-title">
        {t(title)}
      </h1>
      <p className="placeholder-notice" role="status">
        {t('state.underConstruction')}
      </p>
      <p>{t('state.underConstructionHint')}</p>
      <RouteLink to="/">{t('state.backHome')}</RouteLink>
    </section>
  );
}
