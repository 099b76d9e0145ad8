import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { changePassword } from '../core/api/personal';
import { useAdminT } from '../core/i18n/admin-translate';
import { useT } from '../core/i18n/translate';
import { fetchCurrentUser } from '../core/session';
import { auth } from '../core/store/auth';
import { FormField } from '../core/ui/form-field';
import { useFormSubmit } from '../core/ui/use-form-submit';
import { checkPassword } from '../core/validation/account-rules';

type Field = 'oldPassword' | 'newPassword' | 'confirm';

/**
 * An account whose password an administrator set must change it before using the console: the
 * portal's 修改密码 call, then the user info again (its mustChangePassword is then false). It says
 * which password that is — a bulk import's initial one or a reset's temporary one — as the server
 * knows it (User.mustChangeReason).
 */
export function PasswordFirst({ container }: { container?: ShadowRoot }) {
  const t = useAdminT();
  const portalT = useT();
  const initial = useSnapshot(auth).user?.mustChangeReason === 'initial';
  const oldLabel = t(initial ? 'console.oldPasswordInitial' : 'console.oldPassword');
  const form = useFormSubmit(container);
  const [values, setValues] = useState<Record<Field, string>>({
    oldPassword: '',
    newPassword: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    if (!values.oldPassword) found.oldPassword = t('console.required', { field: oldLabel });
    const rule = checkPassword(values.newPassword);
    if (rule) found.newPassword = portalT(rule);
    if (values.confirm !== values.newPassword) found.confirm = t('console.passwordMismatch');
    setErrors(found);
    const first = (['oldPassword', 'newPassword', 'confirm'] as const).find((name) => found[name]);
    if (!form.check(first)) return;
    await form.send(async () => {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      await fetchCurrentUser();
    });
  }

  const field = (name: Field, label: string, autoComplete: string, hint?: string) => (
    <FormField
      id={`${form.ids}-${name}`}
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      hint={hint}
      error={errors[name] ?? null}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <form
      className="panel"
      part="password"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${form.ids}-title`}
    >
      <h1 className="title" id={`${form.ids}-title`}>
        {t('console.mustChangeTitle')}
      </h1>
      <p role="status" className="must-change-reason">
        {t(initial ? 'console.mustChangeInitial' : 'console.mustChange')}
      </p>
      {field('oldPassword', oldLabel, 'current-password')}
      {field('newPassword', t('console.newPassword'), 'new-password', t('console.passwordRule'))}
      {field('confirm', t('console.confirmPassword'), 'new-password')}
      {form.error ? (
        <p className="error" role="alert">
          {form.error}
        </p>
      ) : null}
      <button className="xnfz-button submit" type="submit" disabled={form.busy}>
        {form.busy ? t('console.changingPassword') : t('console.changePassword')}
      </button>
      <p className="links">
        <a href="../#/personalcenter">{t('console.portalPassword')}</a>
      </p>
    </form>
  );
}
