import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { navigate, router } from '../../core/router/router';
import { loginWithPassword } from '../../core/session';
import { auth } from '../../core/store/auth';
import { pushNotice } from '../../core/store/notices';
import { CaptchaImage, useCaptcha } from '../../core/ui/captcha-field';
import { FormField } from '../../core/ui/form-field';
import { RouteLink } from '../../core/ui/route-link';
import { useFormSubmit } from '../../core/ui/use-form-submit';
import { WidgetShell } from '../../core/ui/widget-shell';
import { loginStyles } from './login.styles';
import { SsoButtons } from './sso-buttons';

export interface LoginProps {
  /** Route to open after logging in (the host passes where the user came from). */
  redirect?: string;
  container?: ShadowRoot;
}

type Field = 'username' | 'password' | 'captchaCode';
const FIELDS: readonly Field[] = ['username', 'password', 'captchaCode'];
const FIELD_LABELS: Record<Field, MessageKey> = {
  username: 'login.username',
  password: 'login.password',
  captchaCode: 'login.captcha',
};

/**
 * Username, password and captcha; a login here updates every element on the page.
 */
export function Login({ redirect, container }: LoginProps) {
  const t = useT();
  const form = useFormSubmit(container);
  const { ids } = form;
  const { user, token } = useSnapshot(auth);
  const { hostActive } = useSnapshot(router);
  const captcha = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    captchaCode: '',
  });
  const [remember, setRemember] = useState(true);
  const [missing, setMissing] = useState<Field | null>(null);
  // a login that did not come from this form (a campus sign-in's ticket, exchanged at start-up while
  // this screen was already shown): the portal goes on to where the user was going
  const ownLogin = useRef(false);
  const hadLogin = useRef(Boolean(token));
  useEffect(() => {
    const loggedIn = Boolean(token);
    if (loggedIn && !hadLogin.current && !ownLogin.current && hostActive) {
      navigate(redirect || '/', {}, { replace: true });
    }
    hadLogin.current = loggedIn;
  }, [token, hostActive, redirect]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = FIELDS.find((field) => !values[field].trim()) ?? null;
    setMissing(empty);
    if (!form.check(empty) || !captcha.data) return;
    const { captchaKey } = captcha.data;
    ownLogin.current = true;
    await form.send(
      async () => {
        const user = await loginWithPassword(
          {
            username: values.username.trim(),
            password: values.password,
            captchaKey,
            captchaCode: values.captchaCode.trim(),
          },
          { remember, source: container?.host },
        );
        setValues({ username: '', password: '', captchaCode: '' });
        if (user.mustChangePassword) {
          // a password an administrator set (reset or import) is changed before anything else
          pushNotice('warning', t('login.mustChangePassword'));
          if (hostActive) navigate('/personalcenter', { tab: 'password' }, { replace: true });
        } else if (hostActive) {
          navigate(redirect || '/', {}, { replace: true });
        }
      },
      () => {
        ownLogin.current = false;
        setValues((previous) => ({ ...previous, password: '', captchaCode: '' }));
        captcha.refresh();
      },
    );
  }

  if (token && user) {
    return (
      <WidgetShell styles={loginStyles}>
        <div className="panel done" part="base" role="status">
          {t('login.loggedInAs', { name: user.nickname || user.username })}
        </div>
      </WidgetShell>
    );
  }

  const field = (name: Field, type: string, placeholder: MessageKey, autoComplete: string) => (
    <FormField
      id={`${ids}-${name}`}
      label={t(FIELD_LABELS[name])}
      type={type}
      name={name}
      autoComplete={autoComplete}
      placeholder={t(placeholder)}
      value={values[name]}
      error={missing === name ? t('login.required', { field: t(FIELD_LABELS[name]) }) : null}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      addon={name === 'captchaCode' ? <CaptchaImage captcha={captcha} /> : undefined}
    />
  );

  return (
    <WidgetShell styles={loginStyles}>
      <form
        className="panel"
        part="base"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${ids}-title`}
      >
        <h2 className="title" id={`${ids}-title`}>
          {t('login.title')}
        </h2>
        {field('username', 'text', 'login.usernamePlaceholder', 'username')}
        {field('password', 'password', 'login.passwordPlaceholder', 'current-password')}
        {field('captchaCode', 'text', 'login.captchaPlaceholder', 'off')}
        <label className="remember">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          {t('login.remember')}
        </label>
        {form.error ? (
          <p className="error" role="alert" part="error">
            {form.error}
          </p>
        ) : null}
        <button
          className="xnfz-button submit"
          part="submit"
          type="submit"
          disabled={form.busy || !captcha.data}
        >
          {form.busy ? t('login.submitting') : t('login.submit')}
        </button>
        <SsoButtons redirect={redirect} />
        <div className="links">
          <RouteLink to="/forgotpassword">{t('login.forgot')}</RouteLink>
          <span>
            {t('login.noAccount')}
            <RouteLink to="/register">{t('login.toRegister')}</RouteLink>
          </span>
        </div>
      </form>
    </WidgetShell>
  );
}
