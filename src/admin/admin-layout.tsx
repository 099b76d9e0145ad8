import { createElement, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Role } from '../core/api/admin-contract';
import { useAdminT } from '../core/i18n/admin-translate';
import { useT } from '../core/i18n/translate';
import {
  confirmLeaving,
  consoleNavigate,
  consoleRoute,
  leaving,
  stayHere,
} from '../core/router/console-router';
import { ConsoleDialog } from '../core/ui/admin/console-dialog';
import { logoutEverywhere } from '../core/session';
import { Icon } from '../core/ui/icons';
import { CONSOLE_NAV, CONSOLE_SCREENS, mayOpen } from './admin-screens';

export interface AdminLayoutProps {
  role: Role;
  name: string;
  container?: ShadowRoot;
}

/** The screen of the route once its chunk is here, or 无权限 / 页面不存在. */
function ScreenOf({ path, role }: { path: string; role: Role }) {
  const t = useAdminT();
  const portalT = useT();
  const { params } = useSnapshot(consoleRoute);
  const screen = CONSOLE_SCREENS[path];
  const [failed, setFailed] = useState(0);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!screen) return;
    screen.load().catch(() => setFailed((n) => n + 1));
  }, [screen, attempt]);

  if (!screen) return <p className="xnfz-state">{t('console.notFound')}</p>;
  if (!mayOpen(role, screen.call)) {
    return (
      <div className="card" role="alert">
        <h1 className="heading">{t('console.forbiddenTitle')}</h1>
        <p>{t('console.forbidden')}</p>
      </div>
    );
  }
  if (failed > attempt) {
    return (
      <div className="xnfz-state xnfz-state--error" role="alert">
        <button
          type="button"
          className="xnfz-button xnfz-button--plain"
          onClick={() => setAttempt(failed)}
        >
          {portalT('state.error')}
        </button>
      </div>
    );
  }
  return createElement(screen.tag, { ...screen.attributes(params), class: 'screen-element' });
}

/** 离开这个页面？ while a navigation away from unsaved changes is held. */
function LeaveDialog() {
  const t = useAdminT();
  const { pending } = useSnapshot(leaving);
  if (pending === null) return null;
  return (
    <ConsoleDialog
      title={t('leave.title')}
      onCancel={stayHere}
      actions={
        <>
          <button type="button" className="xnfz-button stay-here" onClick={stayHere}>
            {t('leave.stay')}
          </button>
          <button
            type="button"
            className="xnfz-button xnfz-button--danger confirm-leave"
            onClick={confirmLeaving}
          >
            {t('leave.go')}
          </button>
        </>
      }
    >
      <p>{t('leave.text')}</p>
    </ConsoleDialog>
  );
}

/**
 * Header (site, user, 返回门户, 退出登录), the side navigation with only what the role may
 * use, and the screen of the hash route.
 */
export function AdminLayout({ role, name, container }: AdminLayoutProps) {
  const t = useAdminT();
  const { path, navigations } = useSnapshot(consoleRoute);
  const main = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(false);
  const items = CONSOLE_NAV.filter((item) => {
    const screen = CONSOLE_SCREENS[item.path];
    return screen ? mayOpen(role, screen.call) : false;
  });
  const area = CONSOLE_SCREENS[path]?.area;
  const firstPath = items[0]?.path;

  // the console's start address opens the first area the role may use
  useEffect(() => {
    if (path === '/' && firstPath) consoleNavigate(firstPath, {}, { replace: true });
  }, [path, firstPath]);
  useEffect(() => {
    setOpen(false);
    if (navigations > 1) main.current?.focus({ preventScroll: true });
  }, [navigations]);

  return (
    <div className="layout">
      {/* a button, not a #main link: the hash is the console's address */}
      <button type="button" className="skip" onClick={() => main.current?.focus()}>
        {t('console.skip')}
      </button>
      <header className="header" part="header">
        <a className="brand" href="#/">
          {t('console.title')}
        </a>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="console-nav"
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'close' : 'menu'} />
          {open ? t('console.closeMenu') : t('console.menu')}
        </button>
        <div className="account">
          <span className="who">{t('console.user', { name, role: t(`role.${role}`) })}</span>
          <a className="header-link" href="../">
            {t('console.backToPortal')}
          </a>
          <button
            type="button"
            className="header-link logout"
            onClick={() => void logoutEverywhere({ source: container?.host })}
          >
            {t('console.logout')}
          </button>
        </div>
      </header>
      <div className="body">
        <nav
          id="console-nav"
          className={open ? 'side open' : 'side'}
          aria-label={t('console.nav')}
          part="nav"
        >
          <ul>
            {items.map((item) => (
              <li key={item.path}>
                <a
                  href={`#${item.path}`}
                  data-path={item.path}
                  aria-current={item.path === area ? 'page' : undefined}
                >
                  {t(item.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main ref={main} id="main" className="main" tabIndex={-1}>
          {path === '/' ? (
            <div className="card">
              <h1 className="heading">{t('console.home')}</h1>
              <p>{t('console.homeHint')}</p>
            </div>
          ) : (
            <ScreenOf path={path} role={role} />
          )}
        </main>
      </div>
      <LeaveDialog />
    </div>
  );
}
