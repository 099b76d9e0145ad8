import { useT } from '../../core/i18n/translate';

/** 个人中心 inside the shared layout (the element itself sends anonymous users to /login). */
export function PersonalCenterScreen() {
  const t = useT();
  return (
    <section className="section">
      <h1 className="screen-title">{t('screen.personalCenter')}</h1>
      <xnfz-personal-center />
    </section>
  );
}
