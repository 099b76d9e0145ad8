import { useId, useState } from 'react';
import { ROLES, type Role } from '../../core/api/admin-contract';
import { useAdminT } from '../../core/i18n/admin-translate';
import { ConsoleDialog } from '../../core/ui/admin/console-dialog';
import { SelectField } from '../../core/ui/admin/console-fields';

/** '' while nothing is chosen; 'none' for 无角色. */
type Choice = Role | 'none' | '';

/**
 * 设置角色 for the ticked accounts: the role is chosen here and the dialog names every person it
 * changes; a role with console rights carries the warning of one by one, since confirming it is
 * the confirmation the server asks for.
 * @example
 * <BulkRoleDialog people={['李明（u1）']} onCancel={close} onConfirm={(role) => run(role)} />
 */
export function BulkRoleDialog({
  people,
  onCancel,
  onConfirm,
}: {
  /** Each ticked account as 姓名（用户名）. */
  people: readonly string[];
  onCancel: () => void;
  onConfirm: (role: Role | null) => void;
}) {
  const t = useAdminT();
  const field = useId();
  const [choice, setChoice] = useState<Choice>('');
  const role = choice === 'none' || choice === '' ? null : choice;
  const roleText = t(role ? `role.${role}` : 'role.none');
  return (
    <ConsoleDialog
      title={t('users.bulkRoleTitle', { n: people.length })}
      onCancel={onCancel}
      actions={
        <>
          <button
            type="button"
            className="xnfz-button xnfz-button--plain cancel"
            onClick={onCancel}
          >
            {t('form.cancel')}
          </button>
          <button
            type="button"
            className={
              role === 'admin'
                ? 'xnfz-button xnfz-button--danger confirm-bulk-role'
                : 'xnfz-button confirm-bulk-role'
            }
            disabled={choice === ''}
            onClick={() => onConfirm(role)}
          >
            {choice === ''
              ? t('users.bulkRoleConfirm')
              : t('users.bulkRoleSet', { role: roleText })}
          </button>
        </>
      }
    >
      <SelectField
        id={field}
        className="bulk-role-choice"
        label={t('users.bulkRoleField')}
        value={choice}
        options={[
          ['', t('users.bulkRoleChoose')],
          ...ROLES.map((item) => [item, t(`role.${item}`)] as const),
          ['none', t('role.none')],
        ]}
        onChange={(event) => setChoice(event.target.value as Choice)}
      />
      <p className="bulk-role-people">
        {t('users.bulkRolePeople', { n: people.length, list: people.join('、') })}
      </p>
      {role ? (
        <p className="grant-warning">
          {t(role === 'admin' ? 'users.grantAdminWarning' : 'users.grantRaiseWarning')}
        </p>
      ) : null}
    </ConsoleDialog>
  );
}
