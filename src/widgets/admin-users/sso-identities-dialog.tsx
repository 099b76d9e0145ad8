import { useCallback, useState } from 'react';
import { listUserSsoIdentities, unbindUserSsoIdentity } from '../../core/api/admin/admin-calls';
import type { AdminUserRow } from '../../core/api/admin-contract';
import type { SsoIdentity } from '../../core/api/contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { pushNotice } from '../../core/store/notices';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { AsyncView } from '../../core/ui/async-view';
import { useAsync } from '../../core/ui/use-async';

export interface SsoIdentitiesDialogProps {
  row: AdminUserRow;
  name: string;
  onClose: () => void;
}

/** An account's campus sign-in identities (统一身份认证), each with 解除绑定 (admins only). */
export function SsoIdentitiesDialog({ row, name, onClose }: SsoIdentitiesDialogProps) {
  const t = useAdminT();
  const load = useCallback(() => listUserSsoIdentities(row.id), [row.id]);
  const result = useAsync(load, [row.id]);
  const [remaining, setRemaining] = useState<SsoIdentity[] | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function unbind(identity: SsoIdentity) {
    setBusyId(identity.id);
    try {
      setRemaining(await unbindUserSsoIdentity(identity.id));
      pushNotice('success', t('users.ssoUnbound', { name, provider: identity.providerLabel }));
    } catch {
      // the client has shown the server's message
    } finally {
      setBusyId(null);
    }
  }

  return (
    <ConsoleDialog
      title={t('users.ssoOf', { name })}
      onCancel={onClose}
      actions={
        <button type="button" className="xnfz-button xnfz-button--plain" onClick={onClose}>
          {t('users.ssoClose')}
        </button>
      }
    >
      <AsyncView result={result}>
        {(loaded) => {
          const identities = remaining ?? loaded;
          if (identities.length === 0) return <p className="sso-none">{t('users.ssoNone')}</p>;
          return (
            <ul className="sso-identities">
              {identities.map((identity) => (
                <li key={identity.id} data-provider={identity.provider}>
                  <span>
                    <strong>{identity.providerLabel}</strong> {identity.subject}
                    <span className="muted">
                      {' '}
                      {t('users.ssoBoundAt', { time: formatDateTime(identity.boundAt) })}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="xnfz-button xnfz-button--danger unbind"
                    disabled={busyId === identity.id}
                    aria-label={`${t('users.ssoUnbind')}：${identity.providerLabel} ${identity.subject}`}
                    onClick={() => void unbind(identity)}
                  >
                    {t('users.ssoUnbind')}
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </AsyncView>
    </ConsoleDialog>
  );
}
