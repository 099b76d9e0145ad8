import { useEffect, useRef, useState } from 'react';
import { useT } from '../core/i18n/translate';
import type { MatchedRoute } from '../core/router/routes';
import { Icon } from '../core/ui/icons';
import { NAV_ITEMS, type NavItem } from './nav-items';

function isActive(item: NavItem, current: MatchedRoute | null): boolean {
  const path = current?.route.path;
  return path === item.path || Boolean(path && item.alsoActiveOn?.includes(path));
}

/** The red header: brand, the portal's navigation (a drawer on phones), and the login status. */
export function SiteHeader({ current }: { current: MatchedRoute | null }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [current]);
  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>('a, button')?.focus();
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
    <header className="header" part="header">
      <div className="header-inner">
        <a className="brand" href="#/">
          {t('site.name')}
        </a>
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
        <nav
          id="portal-nav"
          ref={drawer}
          className={open ? 'nav open' : 'nav'}
          aria-label={t('nav.label')}
          part="nav"
        >
          {open ? (
            <button type="button" className="drawer-close" onClick={() => setOpen(false)}>
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
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <xnfz-user-status className="account" />
      </div>
    </header>
  );
}
