import { useT } from '../core/i18n/translate';

export function SiteFooter() {
  const t = useT();
  return (
    <footer className="footer" part="footer">
      <div className="footer-inner">
        <p>{t('footer.poweredBy')}</p>
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
