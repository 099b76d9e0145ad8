import { useState, type FormEvent } from 'react';
import { useAdminT } from '../core/i18n/admin-translate';
import { useT } from '../core/i18n/translate';
import { loginWithPassword } from '../core/session';
import { CaptchaImage, useCaptcha } from '../core/ui/captcha-field';
import { FormField } from '../core/ui/form-field';
import { useFormSubmit } from '../core/ui/use-form-submit';

type Field = 'username' | 'password' | 'captchaCode';
const FIELDS: readonly Field[] = ['username', 'password', 'captchaCode'];

/** The console's login: username, password and captcha (the portal's login rules and calls). */
export function AdminLogin({ container }: { container?: ShadowRoot }) {
  const t = useAdminT();
  const portalT = useT();
  const form = useFormSubmit(container);
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    captchaCode: '',
  });
  const [missing, setMissing] = useState<Field | null>(null);
  const labels: Record<Field, string> = {
    username: portalT('login.username'),
    password: portalT('login.password'),
    captchaCode: portalT('login.captcha'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = FIELDS.find((field) => !values[field].trim()) ?? null;
    setMissing(empty);
    if (!form.check(empty) || !captcha.data) return;
    const { captchaKey } = captcha.data;
    await form.send(
      () =>
        loginWithPassword(
          {
            username: values.username.trim(),
            password: values.password,
            captchaKey,
            captchaCode: values.captchaCode.trim(),
          },
          { remember: false, source: container?.host },
        ),
      () => {
        setValues((previous) => ({ ...previous, password: '', captchaCode: '' }));
        captcha.refresh();
      },
    );
  }

  const field = (name: Field, type: string, autoComplete: string) => (
    <FormField
      id={`${form.ids}-${name}`}
      label={labels[name]}
      type={type}
      name={name}
      autoComplete={autoComplete}
      value={values[name]}
      error={missing === name ? t('console.required', { field: labels[name] }) : null}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      addon={name === 'captchaCode' ? <CaptchaImage captcha={captcha} /> : undefined}
    />
  );

  return (
    <form
      className="panel"
      part="login"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${form.ids}-title`}
    >
      <h1 className="title" id={`${form.ids}-title`}>
        {t('console.loginTitle')}
      </h1>
      {field('username', 'text', 'username')}
      {field('password', 'password', 'current-password')}
      {field('captchaCode', 'text', 'off')}
      {form.error ? (
        <p className="error" role="alert">
          {form.error}
        </p>
      ) : null}
      <button className="xnfz-button submit" type="submit" disabled={form.busy || !captcha.data}>
        {form.busy ? t('console.loginSubmitting') : t('console.loginSubmit')}
      </button>
      <p className="links">
        <a href="../">{t('console.backToPortal')}</a>
      </p>
    </form>
  );
}
