import { useT } from '../../core/i18n/translate';

/** Home: the `<xnfz-home>` element under the page's heading. */
export function HomeScreen() {
  const t = useT();
  return (
    <>
      <h1 className="xnfz-visually-hidden">{t('site.name')}</h1>
      <xnfz-home />
    </>
  );
}
