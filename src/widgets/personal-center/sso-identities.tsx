import { useEffect, useState } from 'react';
import { callApi } from '../../core/api/client';
import type { SsoIdentity } from '../../core/api/contract';
import { formatDate } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';

/** The campus sign-in identities bound to the account (nothing when there are none). */
export function SsoIdentities({ userId }: { userId: number }) {
  const t = useT();
  const [list, setList] = useState<SsoIdentity[]>([]);
  useEffect(() => {
    let live = true;
    callApi('/api/xnfz/ssoIdentities', {}).then(
      (found) => live && setList(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [userId]);
  if (list.length === 0) return null;
  return (
    <dl className="readonly sso-identities" data-field="ssoIdentities">
      <dt>{t('profile.ssoIdentities')}</dt>
      {list.map((identity) => (
        <dd key={identity.id}>
          {t('profile.ssoIdentity', {
            provider: identity.providerLabel,
            subject: identity.subject,
            date: formatDate(identity.boundAt),
          })}
        </dd>
      ))}
    </dl>
  );
}
