import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { getSiteInfo } from '../core/api/content';
import type { SiteInfo } from '../core/api/contract';
import { useT } from '../core/i18n/translate';
import { router, startHashRouter } from '../core/router/router';
import { LoadingOverlay } from '../core/ui/loading-overlay';
import { WidgetShell } from '../core/ui/widget-shell';
import { ROUTE_TITLES } from './nav-items';
import { portalStyles } from './portal.styles';
import { ScreenOutlet } from './screen-outlet';
import { pageSiteInfo } from '../core/api/page-site-info';
import { SiteContext } from './site-data';
import { SiteFooter } from './site-footer';
import { SiteBrand, SiteHeader } from './site-header';

/**
 * The site information: the page's own (the server wrote it), else asked of the API; the
 * catalogue's defaults until it comes, and when the call fails.
 */
function useSiteInfo(): SiteInfo | null {
  const [site, setSite] = useState(pageSiteInfo);
  const known = site !== null;
  useEffect(() => {
    if (known) return;
    let current = true;
    getSiteInfo().then(
      (info) => current && setSite(info),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [known]);
  return site;
}

/**
 * The whole portal: shared layout (header, navigation, footer) around the screen of the
 * hash route, plus the page's notice bar and loading overlay.
 */
export function Portal() {
  const t = useT();
  const { current, navigations } = useSnapshot(router);
  const main = useRef<HTMLElement>(null);
  const site = useSiteInfo();
  const siteName = site?.name || t('site.name');

  useEffect(() => startHashRouter(), []);

  const titleKey = current ? ROUTE_TITLES[current.route.path] : undefined;
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${siteName}` : siteName;
  }, [titleKey, navigations, t, siteName]);
  useEffect(() => {
    // after the first screen, move focus to the new content so screen readers follow
    if (navigations > 1) main.current?.focus({ preventScroll: true });
  }, [titleKey, navigations]);

  const topLevel = current?.route.layout === 'top-level';
  // a full-window screen a user reaches from the navigation keeps the header to get back by
  const withHeader = topLevel && current?.route.path === '/experiment';
  const screen = <ScreenOutlet match={current} started={navigations > 0} />;

  return (
    <WidgetShell styles={portalStyles}>
      <SiteContext.Provider value={site}>
        <xnfz-notice-bar />
        <LoadingOverlay />
        <a
          className="skip"
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            main.current?.focus();
          }}
        >
          {t('site.skipToContent')}
        </a>
        {withHeader ? (
          <div className="top-level with-footer">
            <SiteHeader current={current} />
            <main ref={main} className="main" tabIndex={-1} id="main">
              {screen}
            </main>
            <SiteFooter />
          </div>
        ) : topLevel ? (
          <div className="top-level">
            <header className="header">
              <div className="header-inner">
                <SiteBrand />
              </div>
            </header>
            <main ref={main} className="main" tabIndex={-1} id="main">
              {screen}
            </main>
          </div>
        ) : (
          <>
            <SiteHeader current={current} />
            <main ref={main} className="main" tabIndex={-1} id="main">
              <div className="main-inner">{screen}</div>
            </main>
            <SiteFooter />
          </>
        )}
      </SiteContext.Provider>
    </WidgetShell>
  );
}
