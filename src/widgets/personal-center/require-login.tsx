import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import type { XnfzEventMap } from '../../core/events/events';
import { useT } from '../../core/i18n/translate';
import { navigate, router } from '../../core/router/router';
import { loginLinkDone } from '../../core/session';
import { auth } from '../../core/store/auth';
import { RouteLink } from '../../core/ui/route-link';

/**
 * Shows its children to token holders. Without a token the portal page goes to /login and comes
 * back afterwards (after 退出登录 by the user it goes home); an embedding page shows a login link
 * instead.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const t = useT();
  const { token } = useSnapshot(auth);
  const { hostActive, current } = useSnapshot(router);
  // where to come back to is where the element was first shown, and it is sent there once
  const [back] = useState(() => current?.href ?? '/personalcenter');
  const redirected = useRef(false);
  // 退出登录 by the user ends the visit to a screen that needs a login: home, not the login form
  useEffect(() => {
    const onLogout = (event: Event) => {
      const { detail } = event as CustomEvent<XnfzEventMap['xnfz-logout']>;
      if (detail.reason !== 'user' || !router.hostActive || redirected.current) return;
      redirected.current = true;
      navigate('/', {}, { replace: true });
    };
    window.addEventListener('xnfz-logout', onLogout);
    return () => window.removeEventListener('xnfz-logout', onLogout);
  }, []);
  useEffect(() => {
    if (token || !hostActive || redirected.current) return;
    // a login link (a campus sign-in's ticket) being exchanged at start-up may still log in
    void loginLinkDone.then(() => {
      if (auth.token || !router.hostActive || redirected.current) return;
      redirected.current = true;
      navigate('/login', { redirect: back }, { replace: true });
    });
  }, [token, hostActive, back]);
  if (token) return <>{children}</>;
  return (
    <div className="xnfz-state" role="status">
      {t('center.needLogin')}
      <RouteLink to="/login" params={{ redirect: back }}>
        {t('center.toLogin')}
      </RouteLink>
    </div>
  );
}
