import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useT } from '../core/i18n/translate';
import type { MatchedRoute } from '../core/router/routes';
import { Icon } from '../core/ui/icons';
import { NAV_ITEMS, type NavItem } from './nav-items';
import { useSite, useSiteName } from './site-data';

/** The site's logo (when one is set) and name, a link home. */
export function SiteBrand() {
  const logo = useSite()?.logo;
  const name = useSiteName();
  return (
    <a className="brand" href="#/" title={name}>
      {logo ? <img className="brand-logo" src={logo} alt="" width={40} height={40} /> : null}
      <span className="brand-name">{name}</span>
    </a>
  );
}

function isActive(item: NavItem, current: MatchedRoute | null): boolean {
  const path = current?.route.path;
  return path === item.path || Boolean(path && item.alsoActiveOn?.includes(path));
}

/** The focusable controls of the open drawer, in tab order. */
function focusables(drawer: HTMLElement | null): HTMLElement[] {
  return drawer ? [...drawer.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')] : [];
}

/** Keeps Tab and Shift+Tab inside the open drawer (it is modal on phones). */
function trapTab(event: ReactKeyboardEvent, drawer: HTMLElement | null): void {
  if (event.key !== 'Tab') return;
  const items = focusables(drawer);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = (drawer?.getRootNode() as ShadowRoot | Document).activeElement;
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The red header: brand, the portal's navigation (a drawer on phones), and the login status.
 * `compact` leaves the navigation out (the full-window screens) and offers 返回首页 instead.
 */
export function SiteHeader({
  current,
  compact = false,
}: {
  current: MatchedRoute | null;
  compact?: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };

  useEffect(() => setOpen(false), [current]);
  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('.drawer-close')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        menuButton.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={open ? 'header header--drawer-open' : 'header'} part="header">
      <div className="header-inner">
        <SiteBrand />
        {compact ? (
          <a className="back-home" href="#/">
            {t('state.backHome')}
          </a>
        ) : (
          <>
            <button
              ref={menuButton}
              type="button"
              className="menu-button"
              aria-expanded={open}
              aria-controls="portal-nav"
              onClick={() => setOpen(!open)}
            >
              <Icon name="menu" />
              {t('nav.menu')}
            </button>
            {open ? (
              <div className="drawer-backdrop" aria-hidden="true" onClick={() => close(true)} />
            ) : null}
            <nav
              id="portal-nav"
              ref={drawer}
              className={open ? 'nav open' : 'nav'}
              aria-label={t('nav.label')}
              part="nav"
              onKeyDown={open ? (event) => trapTab(event, drawer.current) : undefined}
            >
              {open ? (
                <button type="button" className="drawer-close" onClick={() => close(true)}>
                  <Icon name="close" />
                  {t('nav.closeMenu')}
                </button>
              ) : null}
              <ul className="nav-list">
                {NAV_ITEMS.map((item) => (
                  <li key={item.path}>
                    <a
                      className="nav-link"
                      href={`#${item.path}`}
                      aria-current={isActive(item, current) ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      {t(item.label)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </>
        )}
        <xnfz-user-status className="account" />
      </div>
    </header>
  );
}
