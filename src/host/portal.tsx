import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../core/i18n/translate';
import { router, startHashRouter } from '../core/router/router';
import { LoadingOverlay } from '../core/ui/loading-overlay';
import { WidgetShell } from '../core/ui/widget-shell';
import { ROUTE_TITLES } from './nav-items';
import { portalStyles } from './portal.styles';
import { ScreenOutlet } from './screen-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The whole portal: shared layout (header, navigation, footer) around the screen of the
 * hash route, plus the page's notice bar and loading overlay.
 */
export function Portal() {
  const t = useT();
  const { current, navigations } = useSnapshot(router);
  const main = useRef<HTMLElement>(null);

  useEffect(() => startHashRouter(), []);

  const titleKey = current ? ROUTE_TITLES[current.route.path] : undefined;
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} - ${t('site.name')}` : t('site.name');
    // after the first screen, move focus to the new content so screen readers follow
    if (navigations > 1) main.current?.focus({ preventScroll: true });
  }, [titleKey, navigations, t]);

  const topLevel = current?.route.layout === 'top-level';
  // a full-window screen a user reaches from the navigation keeps the header to get back by
  const withHeader = topLevel && current?.route.path === '/experiment';
  const screen = <ScreenOutlet match={current} started={navigations > 0} />;

  return (
    <WidgetShell styles={portalStyles}>
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
        <div className="top-level">
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
              <a className="brand" href="#/">
                {t('site.name')}
              </a>
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
    </WidgetShell>
  );
}
