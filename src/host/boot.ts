/**
 * Entry of the portal page (`dist/index.html` → `esm/boot.js`): starts the portal
 * (`esm/portal.js`, fetched meanwhile through the page's `modulepreload` links) once the
 * browser has painted the prerendered shell. When the portal's chunks come from the cache, a
 * phone would otherwise run all of them before its first paint, and the reader would look at a
 * blank page until the first screen had rendered.
 */

import { afterFirstPaint } from './after-first-paint';

/** The user-timing mark the portal starts at (after the first contentful paint). */
const PORTAL_START_MARK = 'xnfz:portal-start';

afterFirstPaint(() => {
  performance.mark(PORTAL_START_MARK);
  void import('./main');
});
