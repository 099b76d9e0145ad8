/**
 * The one-file bundle (`xnfz-widgets.js`) reads its own `<script>` tag as the loader does
 * (`data-api-base`, `data-portal-url`, `data-lang`, `data-theme`, `data-timeout`, `data-notice`;
 * loaded from another origin, the API and the portal page default to where the bundle came from;
 * from the page's own origin they stay this page's, as before). Imported first by the
 * bundle's entry, so the settings are in place before any element's code reads them; a page with
 * a strict CSP needs no inline script to point the bundle at its portal.
 */
import type { XnfzGlobal } from '../core/config/page-settings';
import { readLoaderSettings } from './loader-settings';

const script = document.currentScript;
if (script instanceof HTMLScriptElement && script.src) {
  const bridge: XnfzGlobal = (window.xnfz ??= {
    settings: {},
    configure(changes) {
      Object.assign(this.settings, changes);
    },
  });
  const base = new URL('.', script.src);
  const own = readLoaderSettings(script.dataset, base);
  if (base.origin === location.origin) {
    if (!script.dataset.apiBase) delete own.apiBase;
    if (!script.dataset.portalUrl) delete own.portalUrl;
  }
  // settings the page set itself (window.xnfz before the bundle) win over the tag's
  bridge.settings = { ...own, ...bridge.settings };
}
