import { useSnapshot } from 'valtio';
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

/**
 * The user's nickname with 个人中心 and 退出登录, or 登录 / 注册 links.
 */
export function UserStatus({ container }: UserStatusProps) {
  const t = useT();
  const { token, user } = useSnapshot(auth);
  const loggedIn = Boolean(token);
  return (
    <WidgetShell styles={userStatusStyles}>
      <div className="status" part="base">
        {loggedIn ? (
          <>
            <span className="name" part="name">
              <Icon name="personal" size={18} />
              {user ? t('auth.greeting', { name: user.nickname || user.username }) : null}
            </span>
            <RouteLink to="/personalcenter" className="link" part="link">
              {t('auth.personalCenter')}
            </RouteLink>
            <button
              type="button"
              className="logout"
              part="logout"
              onClick={() => void logoutEverywhere({ source: container?.host })}
            >
              {t('auth.logout')}
            </button>
          </>
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
