import { useT } from '../../core/i18n/translate';

/** Data statistics: the census figures (the charts join them in their own issue). */
export function StatisticsScreen() {
  const t = useT();
  return (
    <section className="section">
      <h1 className="screen-title">{t('statistics.title')}</h1>
      <xnfz-census-total />
    </section>
  );
}
