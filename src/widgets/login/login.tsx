import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { getCaptcha } from '../../core/api/account';
import { isApiError } from '../../core/api/api-error';
import type { CaptchaData } from '../../core/api/contract';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { navigate, router } from '../../core/router/router';
import { loginWithPassword } from '../../core/session';
import { auth } from '../../core/store/auth';
import { RouteLink } from '../../core/ui/route-link';
import { WidgetShell } from '../../core/ui/widget-shell';
import { loginStyles } from './login.styles';

export interface LoginProps {
  /** Route to open after logging in (the host passes where the user came from). */
  redirect?: string;
  container?: ShadowRoot;
}

type Field = 'username' | 'password' | 'captchaCode';
const FIELD_LABELS: Record<Field, MessageKey> = {
  username: 'login.username',
  password: 'login.password',
  captchaCode: 'login.captcha',
};

function useCaptcha() {
  const [captcha, setCaptcha] = useState<CaptchaData | null>(null);
  const [failed, setFailed] = useState(false);
  const refresh = useCallback(() => {
    setFailed(false);
    getCaptcha().then(setCaptcha, () => {
      setCaptcha(null);
      setFailed(true);
    });
  }, []);
  useEffect(refresh, [refresh]);
  return { captcha, failed, refresh };
}

/**
 * Username, password and captcha; a login here updates every element on the page.
 */
export function Login({ redirect, container }: LoginProps) {
  const t = useT();
  const ids = useId();
  const { user, token } = useSnapshot(auth);
  const { hostActive } = useSnapshot(router);
  const { captcha, failed, refresh } = useCaptcha();
  const [values, setValues] = useState<Record<Field, string>>({
    username: '',
    password: '',
    captchaCode: '',
  });
  const [remember, setRemember] = useState(true);
  const [missing, setMissing] = useState<Field | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const host = container?.host;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const empty = (Object.keys(values) as Field[]).find((field) => !values[field].trim());
    setMissing(empty ?? null);
    if (empty) {
      setError(t('login.required', { field: t(FIELD_LABELS[empty]) }));
      container?.getElementById(`${ids}-${empty}`)?.focus();
      return;
    }
    if (!captcha) return;
    setSubmitting(true);
    setError(null);
    try {
      await loginWithPassword(
        {
          username: values.username.trim(),
          password: values.password,
          captchaKey: captcha.captchaKey,
          captchaCode: values.captchaCode.trim(),
        },
        { remember, source: host },
      );
      setValues({ username: '', password: '', captchaCode: '' });
      if (hostActive) navigate(redirect || '/', {}, { replace: true });
    } catch (caught) {
      setError(
        isApiError(caught) && caught.kind === 'api' ? caught.message : t('state.networkError'),
      );
      setValues((previous) => ({ ...previous, password: '', captchaCode: '' }));
      refresh();
    } finally {
      setSubmitting(false);
    }
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

  const input = (field: Field, type: string, placeholder: MessageKey, autoComplete: string) => (
    <input
      id={`${ids}-${field}`}
      className="input"
      part="input"
      type={type}
      name={field}
      autoComplete={autoComplete}
      placeholder={t(placeholder)}
      value={values[field]}
      aria-invalid={missing === field}
      aria-describedby={missing === field ? `${ids}-error` : undefined}
      onChange={(event) => setValues({ ...values, [field]: event.target.value })}
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
        <div className="field">
          <label htmlFor={`${ids}-username`}>{t('login.username')}</label>
          {input('username', 'text', 'login.usernamePlaceholder', 'username')}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-password`}>{t('login.password')}</label>
          {input('password', 'password', 'login.passwordPlaceholder', 'current-password')}
        </div>
        <div className="field">
          <label htmlFor={`${ids}-captchaCode`}>{t('login.captcha')}</label>
          <div className="captcha-row">
            {input('captchaCode', 'text', 'login.captchaPlaceholder', 'off')}
            <button
              type="button"
              className="captcha-image"
              part="captcha"
              onClick={refresh}
              aria-label={failed ? t('login.captchaFailed') : t('login.captchaImage')}
              title={t('login.captchaRefresh')}
            >
              {captcha ? (
                <img src={captcha.image} alt="" />
              ) : failed ? (
                t('login.captchaFailed')
              ) : (
                t('login.captchaLoading')
              )}
            </button>
          </div>
        </div>
        <label className="remember">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
          />
          {t('login.remember')}
        </label>
        {error ? (
          <p className="error" id={`${ids}-error`} role="alert" part="error">
            {error}
          </p>
        ) : null}
        <button
          className="xnfz-button submit"
          part="submit"
          type="submit"
          disabled={submitting || !captcha}
        >
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
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
