import '../core/i18n/zh-cn-areas';
import type { SiteInfo } from '../core/api/contract';
import { useT } from '../core/i18n/translate';
import { WidgetShell } from '../core/ui/widget-shell';
import { portalStyles } from './portal.styles';
import { SiteContext } from './site-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * What `<xnfz-portal>` shows before its script runs, prerendered into `dist/index.html` as a
 * declarative shadow root (src/host/prerender.tsx): the same styles, header, navigation and footer
 * as the portal, and the main area reserving its height. The build renders it with the
 * catalogue's defaults; the server renders it again with the site information saved in the
 * console (`site`) for every page it sends. The portal's first render replaces it in one commit
 * (see `attachShadow` in define-widget.ts), so nothing moves.
 */
export function PortalShell({ site = null }: { site?: SiteInfo | null }) {
  const t = useT();
  return (
    <WidgetShell styles={portalStyles}>
      <SiteContext.Provider value={site}>
        <xnfz-notice-bar />
        <a className="skip" href="#main">
          {t('site.skipToContent')}
        </a>
        <SiteHeader current={null} />
        <main className="main" tabIndex={-1} id="main">
          <div className="main-inner" />
        </main>
        <SiteFooter />
      </SiteContext.Provider>
    </WidgetShell>
  );
}
