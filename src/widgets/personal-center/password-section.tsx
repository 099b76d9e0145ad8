import { useState, type FormEvent } from 'react';
import { changePassword } from '../../core/api/personal';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { FormField } from '../../core/ui/form-field';
import { useFormSubmit } from '../../core/ui/use-form-submit';
import { checkPassword } from '../../core/validation/account-rules';

type Field = 'oldPassword' | 'newPassword' | 'confirm';
const EMPTY: Record<Field, string> = { oldPassword: '', newPassword: '', confirm: '' };

/** 修改密码: old + new + confirm; the server logs out the user's other sessions. */
export function PasswordSection({ container }: { container?: ShadowRoot }) {
  const t = useT();
  const form = useFormSubmit(container);
  const { ids, busy, error } = form;
  const [values, setValues] = useState(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, MessageKey>>>({});
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, MessageKey>> = {};
    if (!values.oldPassword) found.oldPassword = 'rules.password';
    const rule = checkPassword(values.newPassword);
    if (rule) found.newPassword = rule;
    else if (values.newPassword === values.oldPassword) found.newPassword = 'rules.newPasswordSame';
    if (values.confirm !== values.newPassword) found.confirm = 'rules.passwordConfirm';
    setProblems(found);
    setDone(false);
    if (!form.check((Object.keys(EMPTY) as Field[]).find((field) => found[field]))) return;
    await form.send(async () => {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      setValues(EMPTY);
      setDone(true);
    });
  }

  const field = (name: Field, label: MessageKey, autoComplete: string) => (
    <FormField
      id={`${ids}-${name}`}
      label={t(label)}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={problems[name] ? t(problems[name]) : null}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
    />
  );

  return (
    <section aria-labelledby="password-title">
      <h2 className="section-title" id="password-title">
        {t('center.password')}
      </h2>
      <form className="panel" onSubmit={submit} noValidate>
        {field('oldPassword', 'password.old', 'current-password')}
        {field('newPassword', 'password.new', 'new-password')}
        {field('confirm', 'password.confirm', 'new-password')}
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        {done ? (
          <p className="success" role="status">
            {t('password.done')}
          </p>
        ) : null}
        <button type="submit" className="xnfz-button" disabled={busy}>
          {t('password.submit')}
        </button>
      </form>
    </section>
  );
}
