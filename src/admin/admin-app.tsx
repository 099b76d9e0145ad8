import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useAdminT } from '../core/i18n/admin-translate';
import { useT } from '../core/i18n/translate';
import { startConsoleRouter } from '../core/router/console-router';
import { loadCurrentUser, logoutEverywhere } from '../core/session';
import { auth } from '../core/store/auth';
import { CONSOLE_STYLES } from '../core/ui/admin/console-styles';
import { WidgetShell } from '../core/ui/widget-shell';
import { AdminLayout } from './admin-layout';
import { AdminLogin } from './admin-login';
import { adminAppStyles } from './admin-app.styles';
import { PasswordFirst } from './password-first';

/** Where the portal is: the console lives at /PC/admin/, the portal at /PC/. */
export const PORTAL_HREF = '../';

function Centered({ children }: { children: React.ReactNode }) {
  return <main className="centered">{children}</main>;
}

/** The user who is logged in, fetched when the token is known but the user is not yet. */
function useCurrentUser(): { failed: boolean; retry: () => void } {
  const { token, user } = useSnapshot(auth);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token || user) return;
    let current = true;
    setFailed(false);
    void loadCurrentUser().then((loaded) => {
      if (current && !loaded && auth.token) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [token, user, attempt]);
  return { failed, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The console: login when logged out, 无权限 for accounts without a role, the password change
 * first for a reset password, else the layout with the screen of the hash route.
 */
export function AdminApp({ container }: { container?: ShadowRoot }) {
  const t = useAdminT();
  const portalT = useT();
  const { token, user } = useSnapshot(auth);
  const { failed, retry } = useCurrentUser();

  useEffect(() => startConsoleRouter(), []);
  useEffect(() => {
    document.title = `${t('console.title')} - ${t('console.siteName')}`;
  }, [t]);

  let body;
  if (!token) {
    body = (
      <Centered>
        <AdminLogin container={container} />
      </Centered>
    );
  } else if (!user) {
    body = (
      <Centered>
        {failed ? (
          <div className="xnfz-state xnfz-state--error" role="alert">
            <button type="button" className="xnfz-button xnfz-button--plain" onClick={retry}>
              {portalT('state.error')}
            </button>
          </div>
        ) : (
          <div className="xnfz-state" role="status">
            <span className="xnfz-spinner" aria-hidden="true" />
            <span>{t('console.checking')}</span>
          </div>
        )}
      </Centered>
    );
  } else if (!user.role) {
    body = (
      <Centered>
        <section
          className="card panel forbidden"
          aria-labelledby="forbidden-title"
          part="forbidden"
        >
          <h1 id="forbidden-title" className="title">
            {t('console.forbiddenTitle')}
          </h1>
          <p>{t('console.forbidden')}</p>
          <div className="form-actions">
            <a className="xnfz-button" href={PORTAL_HREF}>
              {t('console.backToPortal')}
            </a>
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              onClick={() => void logoutEverywhere({ source: container?.host })}
            >
              {t('console.forbiddenSwitch')}
            </button>
          </div>
        </section>
      </Centered>
    );
  } else if (user.mustChangePassword) {
    body = (
      <Centered>
        <PasswordFirst container={container} />
      </Centered>
    );
  } else {
    body = (
      <AdminLayout role={user.role} name={user.nickname || user.username} container={container} />
    );
  }

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminAppStyles}>
      <xnfz-notice-bar />
      {body}
    </WidgetShell>
  );
}
