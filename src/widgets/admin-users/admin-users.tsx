import { useCallback, useState } from 'react';
import { useSnapshot } from 'valtio';
import {
  bulkUsers,
  exportUsers,
  listAdminUsers,
  resetUserPassword,
  setUserDisabled,
  setUserRole,
} from '../../core/api/admin/admin-calls';
import {
  raisesPrivileges,
  ROLES,
  type AccountStatus,
  type AdminUserBulkBody,
  type AdminUserListQuery,
  type AdminUserRow,
  type Role,
} from '../../core/api/admin-contract';
import { IDENTITIES, type Identity } from '../../core/api/contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { formatDateTime } from '../../core/i18n/format';
import { consoleHref } from '../../core/router/console-router';
import { auth } from '../../core/store/auth';
import { pushNotice } from '../../core/store/notices';
import { SelectField } from '../../core/ui/admin/console-fields';
import {
  BulkBar,
  useBulkAction,
  SelectRow,
  useRowSelection,
} from '../../core/ui/admin/bulk-selection';
import { ConsoleTable } from '../../core/ui/admin/console-table';
import { ExportButton } from '../../core/ui/admin/export-button';
import { ConfirmDialog } from '../../core/ui/admin/draft-status';
import { ConsoleSearchBar } from '../../core/ui/admin/search-bar';
import { ConsoleDialog, SecretDialog } from '../../core/ui/admin/console-dialog';
import { CONSOLE_STYLES } from '../../core/ui/admin/console-styles';
import { useListQuery } from '../../core/ui/admin/use-list-query';
import { RowButton } from '../../core/ui/admin/row-actions';
import { useAsync } from '../../core/ui/use-async';
import { WidgetShell } from '../../core/ui/widget-shell';
import { adminUsersStyles } from './admin-users.styles';
import { BulkRoleDialog } from './bulk-role-dialog';
import { SsoIdentitiesDialog } from './sso-identities-dialog';

type Query = Required<Pick<AdminUserListQuery, 'pageNum' | 'pageSize'>> &
  Omit<AdminUserListQuery, 'pageNum' | 'pageSize'>;

type Pending =
  | { kind: 'role'; row: AdminUserRow; role: Role | null }
  | { kind: 'disable'; row: AdminUserRow }
  | { kind: 'reset'; row: AdminUserRow }
  | { kind: 'password'; row: AdminUserRow; password: string }
  | { kind: 'sso'; row: AdminUserRow };

const nameOf = (row: AdminUserRow) => row.realName || row.nickname || row.username;
/** 姓名（用户名）: the person a confirmation names, unmistakably. */
const personOf = (row: AdminUserRow) =>
  nameOf(row) === row.username ? row.username : `${nameOf(row)}（${row.username}）`;

/** Accounts: search and filters, role, disable / enable, password reset. */
export function AdminUsers() {
  const t = useAdminT();
  const { user: me } = useSnapshot(auth);
  const [query, setFilter, setPage] = useListQuery<Query>({ pageNum: 1, pageSize: 10 });
  const [pending, setPending] = useState<Pending | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const load = useCallback(() => listAdminUsers(query), [query]);
  const result = useAsync(load, [query]);
  const roleText = (role: Role | null) => t(role ? `role.${role}` : 'role.none');

  async function act(row: AdminUserRow, action: () => Promise<void>) {
    setBusyId(row.id);
    try {
      await action();
      result.reload();
    } catch {
      // the client has shown the server's message
    } finally {
      setBusyId(null);
    }
  }

  const saveRole = (row: AdminUserRow, role: Role | null, confirmed: boolean) =>
    act(row, async () => {
      await setUserRole(row.id, role, confirmed);
      pushNotice('success', t('users.roleChanged', { name: nameOf(row), role: roleText(role) }));
    });

  /** A role that gives more rights is set only after a confirmation naming the person and role. */
  const changeRole = (row: AdminUserRow, role: Role | null) => {
    if (raisesPrivileges(row.role, role)) setPending({ kind: 'role', row, role });
    else void saveRole(row, role, false);
  };

  const [bulkAsked, setBulkAsked] = useState(false);
  const pageIds =
    result.state.status === 'ready'
      ? result.state.data.rows.filter((row) => row.id !== me?.id).map((row) => row.id)
      : [];
  const selection = useRowSelection(pageIds);
  const bulk = useBulkAction(
    selection,
    bulkUsers,
    (change: Omit<AdminUserBulkBody, 'ids'>, n) =>
      change.action === 'role'
        ? t('users.bulkDone.role', { n, role: roleText(change.role ?? null) })
        : t(`users.bulkDone.${change.action}`, { n }),
    result.reload,
  );
  const [roleAsked, setRoleAsked] = useState(false);
  const tickedPeople =
    result.state.status === 'ready'
      ? result.state.data.rows.filter((row) => selection.selected.has(row.id)).map(personOf)
      : [];
  const none = bulk.none;

  const setDisabled = (row: AdminUserRow, disabled: boolean) =>
    act(row, async () => {
      await setUserDisabled(row.id, disabled);
      pushNotice(
        'success',
        t(disabled ? 'users.disabledNotice' : 'users.enabledNotice', { name: nameOf(row) }),
      );
    });

  const reset = (row: AdminUserRow) =>
    act(row, async () => {
      const { temporaryPassword } = await resetUserPassword(row.id);
      setPending({ kind: 'password', row, password: temporaryPassword });
    });

  let dialog = null;
  if (pending?.kind === 'role') {
    const { row, role } = pending;
    const admin = role === 'admin';
    dialog = (
      <ConsoleDialog
        title={t('users.grantTitle', { role: roleText(role) })}
        onCancel={() => setPending(null)}
        actions={
          <>
            {/* 取消 first: it has the focus, so a stray Enter grants nothing */}
            <button
              type="button"
              className="xnfz-button xnfz-button--plain cancel"
              onClick={() => setPending(null)}
            >
              {t('form.cancel')}
            </button>
            <button
              type="button"
              className={admin ? 'xnfz-button xnfz-button--danger confirm' : 'xnfz-button confirm'}
              onClick={() => {
                setPending(null);
                void saveRole(row, role, true);
              }}
            >
              {t('users.grant', { role: roleText(role) })}
            </button>
          </>
        }
      >
        <p className="grant-question">
          {t('users.grantConfirm', {
            person: personOf(row),
            from: roleText(row.role),
            role: roleText(role),
          })}
        </p>
        <p className="grant-warning">
          {t(admin ? 'users.grantAdminWarning' : 'users.grantRaiseWarning')}
        </p>
      </ConsoleDialog>
    );
  } else if (pending?.kind === 'disable' || pending?.kind === 'reset') {
    const { row, kind } = pending;
    dialog = (
      <ConsoleDialog
        title={kind === 'disable' ? t('users.disable') : t('users.resetPassword')}
        onCancel={() => setPending(null)}
        actions={
          <>
            <button
              type="button"
              className="xnfz-button confirm"
              onClick={() => {
                setPending(null);
                void (kind === 'disable' ? setDisabled(row, true) : reset(row));
              }}
            >
              {t('users.confirm')}
            </button>
            <button
              type="button"
              className="xnfz-button xnfz-button--plain"
              onClick={() => setPending(null)}
            >
              {t('form.cancel')}
            </button>
          </>
        }
      >
        <p>
          {t(kind === 'disable' ? 'users.confirmDisable' : 'users.confirmReset', {
            name: nameOf(row),
          })}
        </p>
      </ConsoleDialog>
    );
  } else if (pending?.kind === 'sso') {
    dialog = (
      <SsoIdentitiesDialog
        row={pending.row}
        name={nameOf(pending.row)}
        onClose={() => setPending(null)}
      />
    );
  } else if (pending?.kind === 'password') {
    dialog = (
      <SecretDialog
        title={t('users.tempPasswordTitle', { name: nameOf(pending.row) })}
        secret={pending.password}
        secretClass="temporary-password"
        hint={t('users.tempPasswordHint')}
        closeLabel={t('users.close')}
        onClose={() => setPending(null)}
      />
    );
  }

  return (
    <WidgetShell styles={CONSOLE_STYLES + adminUsersStyles}>
      <section className="screen" aria-labelledby="users-heading">
        <div className="bar">
          <h1 className="heading" id="users-heading">
            {t('users.heading')}
          </h1>
          <span className="bar-actions">
            <ExportButton
              label={t('users.export')}
              ariaLabel={t('users.exportLabel')}
              className="xnfz-button--plain export-users"
              run={() =>
                exportUsers({
                  keyword: query.keyword,
                  role: query.role,
                  identity: query.identity,
                  status: query.status,
                })
              }
            />
            <a className="xnfz-button open-import" href={consoleHref('/users/import')}>
              {t('import.open')}
            </a>
          </span>
        </div>
        <ConsoleSearchBar id="users-keyword" onSearch={(keyword) => setFilter({ keyword })}>
          <SelectField
            id="users-role"
            label={t('users.role')}
            value={query.role ?? ''}
            options={[
              ['', t('list.all')],
              ...ROLES.map((role) => [role, t(`role.${role}`)] as const),
              ['none', t('role.none')],
            ]}
            onChange={(event) =>
              setFilter({ role: (event.target.value || undefined) as Query['role'] })
            }
          />
          <SelectField
            id="users-identity"
            label={t('users.identity')}
            value={query.identity ?? ''}
            options={[
              ['', t('list.all')],
              ...IDENTITIES.map((identity) => [identity, t(`users.identity.${identity}`)] as const),
            ]}
            onChange={(event) =>
              setFilter({ identity: (event.target.value || undefined) as Identity | undefined })
            }
          />
          <SelectField
            id="users-status"
            label={t('users.status')}
            value={query.status ?? ''}
            options={[
              ['', t('list.all')],
              ['active', t('users.status.active')],
              ['disabled', t('users.status.disabled')],
            ]}
            onChange={(event) =>
              setFilter({ status: (event.target.value || undefined) as AccountStatus | undefined })
            }
          />
        </ConsoleSearchBar>
        <BulkBar selection={selection}>
          <button
            type="button"
            className="xnfz-button xnfz-button--danger bulk-disable"
            disabled={none}
            onClick={() => setBulkAsked(true)}
          >
            {t('users.bulkDisable')}
          </button>
          <button
            type="button"
            className="xnfz-button bulk-enable"
            disabled={none}
            onClick={() => void bulk.run({ action: 'enable' })}
          >
            {t('users.bulkEnable')}
          </button>
          <button
            type="button"
            className="xnfz-button bulk-role"
            disabled={none}
            onClick={() => setRoleAsked(true)}
          >
            {t('users.bulkRole')}
          </button>
          <ExportButton
            label={t('users.bulkExport')}
            className="bulk-export"
            disabled={selection.selected.size === 0}
            run={() => exportUsers({ ids: [...selection.selected].join(',') })}
          />
        </BulkBar>
        <ConsoleTable
          result={result}
          area={t('users.heading')}
          columns={[
            { label: t('users.select') },
            { label: t('users.username') },
            { label: t('users.name') },
            { label: t('users.identity') },
            { label: t('users.role') },
            { label: t('users.status') },
            { label: t('users.lastLogin') },
            { label: t('list.actions') },
          ]}
          row={(row) => {
            const self = row.id === me?.id;
            return (
              <tr key={row.id} data-user={row.username}>
                <td>
                  <SelectRow id={row.id} name={nameOf(row)} selection={selection} disabled={self} />
                </td>
                <td>
                  {row.username}
                  {self ? <span className="muted">{t('users.self')}</span> : null}
                  {row.studentNumber ? (
                    <span className="muted block student-number">
                      {t('users.studentNumber', { value: row.studentNumber })}
                    </span>
                  ) : null}
                </td>
                <td>{row.realName || row.nickname}</td>
                <td>
                  {t(`users.identity.${row.identity}`)}
                  {row.department || row.className ? (
                    <span className="muted block organisation">
                      {[row.department, row.className].filter(Boolean).join(' · ')}
                    </span>
                  ) : null}
                </td>
                <td>
                  <select
                    className="input role-select"
                    aria-label={t('users.changeRole', { name: nameOf(row) })}
                    value={row.role ?? ''}
                    disabled={busyId === row.id || self}
                    onChange={(event) =>
                      changeRole(row, (event.target.value || null) as Role | null)
                    }
                  >
                    <option value="">{t('role.none')}</option>
                    {ROLES.map((role) => (
                      <option key={role} value={role}>
                        {t(`role.${role}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <span className={row.disabled ? 'badge badge--warn' : 'badge badge--ok'}>
                    {t(row.disabled ? 'users.status.disabled' : 'users.status.active')}
                  </span>
                </td>
                <td>{row.lastLoginAt ? formatDateTime(row.lastLoginAt) : t('users.never')}</td>
                <td>
                  <div className="actions">
                    {row.disabled ? (
                      <RowButton
                        label={t('users.enable')}
                        of={nameOf(row)}
                        className="enable"
                        disabled={busyId === row.id}
                        onClick={() => void setDisabled(row, false)}
                      />
                    ) : (
                      <RowButton
                        label={t('users.disable')}
                        of={nameOf(row)}
                        className="disable"
                        tone="danger"
                        disabled={busyId === row.id || self}
                        onClick={() => setPending({ kind: 'disable', row })}
                      />
                    )}
                    <RowButton
                      label={t('users.resetPassword')}
                      of={nameOf(row)}
                      className="reset"
                      tone="plain"
                      disabled={busyId === row.id}
                      onClick={() => setPending({ kind: 'reset', row })}
                    />
                    <RowButton
                      label={t('users.sso')}
                      of={nameOf(row)}
                      className="sso"
                      tone="plain"
                      onClick={() => setPending({ kind: 'sso', row })}
                    />
                  </div>
                </td>
              </tr>
            );
          }}
          pageNum={query.pageNum}
          pageSize={query.pageSize}
          onPage={setPage}
        />
        {dialog}
        {bulkAsked ? (
          <ConfirmDialog
            title={t('users.bulkDisableTitle')}
            text={t('users.bulkDisableConfirm', { n: selection.selected.size })}
            confirmLabel={t('users.bulkDisable')}
            confirmClassName="confirm-bulk"
            onCancel={() => setBulkAsked(false)}
            onConfirm={() => {
              setBulkAsked(false);
              void bulk.run({ action: 'disable' });
            }}
          />
        ) : null}
        {roleAsked ? (
          <BulkRoleDialog
            people={tickedPeople}
            onCancel={() => setRoleAsked(false)}
            onConfirm={(role) => {
              setRoleAsked(false);
              void bulk.run({ action: 'role', role, confirm: true });
            }}
          />
        ) : null}
      </section>
    </WidgetShell>
  );
}
