import { useEffect, useId, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { callApi } from '../../core/api/client';
import type { SsoLogoutData } from '../../core/api/contract';
import { config } from '../../core/config/config';
import { useT } from '../../core/i18n/translate';
import { logoutEverywhere } from '../../core/session';
import { auth } from '../../core/store/auth';
import { Icon } from '../../core/ui/icons';
import { RouteLink } from '../../core/ui/route-link';
import { WidgetShell } from '../../core/ui/widget-shell';
import { userStatusStyles } from './user-status.styles';

export interface UserStatusProps {
  container?: ShadowRoot;
}

/** The console page, served by the portal's own server (also from an embedding page). */
function consoleHref(): string {
  return `${config.apiBase.replace(/\/$/, '')}/PC/admin/`;
}

function UserMenu({
  name,
  fullName,
  staff,
  container,
}: {
  name: string;
  fullName: string | null;
  staff: boolean;
  container?: ShadowRoot;
}) {
  const t = useT();
  const ids = useId();
  const [open, setOpen] = useState(false);
  // after 退出登录 of a campus sign-in: the offer to end the provider's login too
  const [offer, setOffer] = useState<SsoLogoutData | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return;
    menu.current?.querySelector<HTMLElement>('.menu-item')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onOutside = (event: MouseEvent) => {
      if (container?.host && !event.composedPath().includes(container.host)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onOutside);
    };
  }, [open, container]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="name"
        part="name"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={`${ids}-menu`}
        onClick={() => setOpen(!open)}
      >
        <Icon name="personal" size={18} />
        {/* a long nickname ends in an ellipsis here; the menu shows it whole */}
        <span className="name-text" title={name}>
          {name}
        </span>
        <Icon name="tree-collapse" size={14} />
      </button>
      <ul
        ref={menu}
        id={`${ids}-menu`}
        className="menu"
        part="menu"
        hidden={!open}
        aria-label={t('user.menu')}
      >
        {fullName ? (
          <li className="menu-user" part="menu-user">
            {fullName}
          </li>
        ) : null}
        <li>
          <RouteLink to="/personalcenter" className="menu-item" part="link">
            {t('auth.personalCenter')}
          </RouteLink>
        </li>
        {staff ? (
          <li>
            <a href={consoleHref()} className="menu-item" part="link">
              {t('auth.console')}
            </a>
          </li>
        ) : null}
        {offer?.url ? (
          <>
            <li>
              <button
                type="button"
                className="menu-item logout"
                part="logout-provider"
                onClick={() => {
                  const url = offer.url ?? '';
                  void logoutEverywhere({ source: container?.host }).then(() =>
                    window.location.assign(url),
                  );
                }}
              >
                {t('auth.logoutProvider', { provider: offer.providerLabel })}
              </button>
            </li>
            <li>
              <button
                type="button"
                className="menu-item logout"
                part="logout"
                onClick={() => {
                  setOpen(false);
                  setOffer(null);
                  void logoutEverywhere({ source: container?.host });
                }}
              >
                {t('auth.logoutSiteOnly')}
              </button>
            </li>
          </>
        ) : (
          <li>
            <button
              type="button"
              className="menu-item logout"
              part="logout"
              onClick={async () => {
                const sso = await callApi('/api/xnfz/ssoLogout', {
                  returnTo: window.location.href,
                }).catch(() => null);
                if (sso?.url) {
                  setOffer(sso);
                  return;
                }
                setOpen(false);
                void logoutEverywhere({ source: container?.host });
              }}
            >
              {t('auth.logout')}
            </button>
          </li>
        )}
      </ul>
    </>
  );
}

/**
 * The user's nickname opening a menu (个人中心, 管理后台 for staff, 退出登录), or 登录 / 注册 links.
 */
export function UserStatus({ container }: UserStatusProps) {
  const t = useT();
  const { token, user } = useSnapshot(auth);
  return (
    <WidgetShell styles={userStatusStyles}>
      <div className="status" part="base">
        {token ? (
          <UserMenu
            name={
              user
                ? t('auth.greeting', { name: user.nickname || user.username })
                : t('auth.personalCenter')
            }
            staff={Boolean(user?.role)}
            fullName={user ? user.nickname || user.username : null}
            container={container}
          />
        ) : (
          <>
            <RouteLink to="/login" className="link" part="link">
              {t('auth.login')}
            </RouteLink>
            <span className="separator" aria-hidden="true">
              /
            </span>
            <RouteLink to="/register" className="link" part="link">
              {t('auth.register')}
            </RouteLink>
          </>
        )}
      </div>
    </WidgetShell>
  );
}
