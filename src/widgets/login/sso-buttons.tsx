import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { callApi } from '../../core/api/client';
import type { SsoProviderInfo } from '../../core/api/contract';
import { useT } from '../../core/i18n/translate';
import { router } from '../../core/router/router';
import { SSO_RETURN_MARK } from '../../core/session';
import { onPortalPage } from '../../core/store/token-storage';

let providers: Promise<SsoProviderInfo[]> | null = null;

/** The configured campus sign-in providers, asked once per page (again after a failure). */
function loadProviders(): Promise<SsoProviderInfo[]> {
  providers ??= callApi('/api/xnfz/ssoProviders', {}).catch(() => {
    providers = null;
    return [];
  });
  return providers;
}

/**
 * Where the provider sends the user back: this page, at the route to open after logging in. The
 * server adds the ticket as `token`; outside the portal's page a mark says that this one is ours.
 */
function returnAddress(hostActive: boolean, redirect: string | undefined): string {
  const url = new URL(window.location.href);
  if (onPortalPage()) url.searchParams.delete('token');
  else url.searchParams.set(SSO_RETURN_MARK, '1');
  if (hostActive) url.hash = `#${redirect || '/'}`;
  return url.toString();
}

/**
 * One 统一身份认证 button per configured provider (nothing when none is): a link to the
 * provider that comes back here with a one-time ticket the page exchanges at start-up.
 */
export function SsoButtons({ redirect }: { redirect?: string }) {
  const t = useT();
  const { hostActive } = useSnapshot(router);
  const [list, setList] = useState<SsoProviderInfo[]>([]);
  useEffect(() => {
    let live = true;
    void loadProviders().then((found) => live && setList(found));
    return () => {
      live = false;
    };
  }, []);
  if (list.length === 0) return null;
  const back = encodeURIComponent(returnAddress(hostActive, redirect));
  return (
    <div className="sso" role="group" aria-label={t('login.sso')}>
      {list.map((provider) => (
        <a
          key={provider.id}
          className="xnfz-button sso-button"
          part="sso"
          href={`${provider.startUrl}?return=${back}`}
        >
          {provider.label}
        </a>
      ))}
    </div>
  );
}
