// The host page in a browser test: one <xnfz-portal> and navigation by hash.
import { nextFrame } from '@open-wc/testing';
import { waitUntil } from './wait-until';
import { router } from '../../../src/core/router/router';
import { loading } from '../../../src/core/store/loading';
import { findIn } from './dom';

/** One `<xnfz-portal>` for a whole describe block (fixture() would remove it after each test). */
export async function mountPortal(): Promise<HTMLElement> {
  // until the page has finished loading, browsers turn hash navigations into replacements
  // (HTML: location navigations before "completely loaded"), and history.back() would then
  // leave the test page
  await waitUntil(() => document.readyState === 'complete', 'test page loaded', {
    timeout: 20000,
  });
  await import('../../../src/host/portal.element');
  history.replaceState(null, '', '#/');
  const portal = document.createElement('xnfz-portal');
  document.body.append(portal);
  await findIn(portal, 'nav');
  return portal;
}

/** Sets the hash and waits until the host has carried out the navigation and shows the screen. */
export async function go(hash: string): Promise<void> {
  let expected = router.navigations + 1;
  if (location.hash === hash) {
    location.hash = '#/__elsewhere';
    expected += 1;
  }
  location.hash = hash;
  await waitUntil(() => router.navigations >= expected, `navigation to ${hash}`);
  // the screen's chunks load under the overlay, then the new screen is held out of sight until
  // its elements have rendered (screen-outlet.tsx): measured before that, it has no layout
  await nextFrame();
  await nextFrame();
  await waitUntil(
    () =>
      !loading.flag &&
      !document.querySelector('xnfz-portal')?.shadowRoot?.querySelector('[data-xnfz-hold]'),
    `${hash} shown`,
  );
}
