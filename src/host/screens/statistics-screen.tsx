import { useT } from '../../core/i18n/translate';

/** Data statistics: the census figures and every statistics panel, as a dashboard. */
export function StatisticsScreen() {
  const t = useT();
  return (
    <section className="section">
      <h1 className="screen-title">{t('statistics.title')}</h1>
      <div className="section">
        <xnfz-census-total />
      </div>
      <div className="dashboard">
        <xnfz-month-clicks className="wide" />
        <xnfz-web-month-clicks />
        <xnfz-training-clicks />
        <xnfz-month-duration className="wide" />
        <xnfz-lesson-count />
        <xnfz-lesson-learn-count />
        <xnfz-lesson-ranking by="learn" />
        <xnfz-lesson-ranking by="rating" />
      </div>
    </section>
  );
}
