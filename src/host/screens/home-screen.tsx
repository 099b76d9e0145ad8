import { useSiteName } from '../site-data';

/** Home: the `<xnfz-home>` element under the page's heading. */
export function HomeScreen() {
  return (
    <>
      <h1 className="xnfz-visually-hidden">{useSiteName()}</h1>
      <xnfz-home />
    </>
  );
}
