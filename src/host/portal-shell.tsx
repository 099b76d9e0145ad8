import '../core/i18n/zh-cn-areas';
import { useT } from '../core/i18n/translate';
import { WidgetShell } from '../core/ui/widget-shell';
import { portalStyles } from './portal.styles';
import { SiteHeader } from './site-header';

/**
 * What `<xnfz-portal>` shows before its script runs, prerendered into `dist/index.html` as a
 * declarative shadow root at build time (scripts/prerender-shell.tsx): the same styles, header and
 * navigation as the portal, and the main area reserving its height. The portal's first render
 * replaces it in one commit (see `attachShadow` in define-widget.ts), so nothing moves.
 */
export function PortalShell() {
  const t = useT();
  return (
    <WidgetShell styles={portalStyles}>
      <xnfz-notice-bar />
      <a className="skip" href="#main">
        {t('site.skipToContent')}
      </a>
      <SiteHeader current={null} />
      <main className="main" tabIndex={-1} id="main">
        <div className="main-inner" />
      </main>
    </WidgetShell>
  );
}
