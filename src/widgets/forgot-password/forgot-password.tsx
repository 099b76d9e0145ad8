import { useEffect, useState, type FormEvent } from 'react';
import { resetPassword, sendResetCode } from '../../core/api/personal';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { CaptchaImage, useCaptcha } from '../../core/ui/captcha-field';
import { FormField } from '../../core/ui/form-field';
import { RouteLink } from '../../core/ui/route-link';
import { useFormSubmit } from '../../core/ui/use-form-submit';
import { WidgetShell } from '../../core/ui/widget-shell';
import { checkPassword, checkResetCode } from '../../core/validation/account-rules';
import { forgotPasswordStyles } from './forgot-password.styles';

export const RESEND_SECONDS = 60;

type Field = 'account' | 'captchaCode' | 'code' | 'newPassword' | 'confirm';
type Values = Record<Field, string>;
const EMPTY: Values = { account: '', captchaCode: '', code: '', newPassword: '', confirm: '' };

function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_SECONDS)];
}

/**
 * 忘记密码: account + captcha → a 6-digit code by email or SMS (resend after 60 s) → code and
 * new password → done, back to login. No code or password is kept anywhere but in the form.
 */
export function ForgotPassword({ container }: { container?: ShadowRoot }) {
  const t = useT();
  const form = useFormSubmit(container);
  const { ids, busy } = form;
  const captcha = useCaptcha();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field, MessageKey>>>({});
  const [sent, setSent] = useState(false);
  const [done, setDone] = useState(false);
  const [resendLeft, startCountdown] = useCountdown();

  async function send(event?: FormEvent) {
    event?.preventDefault();
    const found: Partial<Record<Field, MessageKey>> = {};
    if (!values.account.trim()) found.account = 'forgot.accountHint';
    if (!values.captchaCode.trim()) found.captchaCode = 'login.captchaPlaceholder';
    setProblems(found);
    const first = (['account', 'captchaCode'] as const).find((field) => found[field]);
    if (!form.check(first) || !captcha.data) return;
    const { captchaKey } = captcha.data;
    await form.send(async () => {
      try {
        await sendResetCode({
          account: values.account.trim(),
          captchaKey,
          captchaCode: values.captchaCode.trim(),
        });
        setSent(true);
        startCountdown();
      } finally {
        // the server consumed the captcha, whatever it answered
        setValues((previous) => ({ ...previous, captchaCode: '' }));
        captcha.refresh();
      }
    });
  }

  async function reset(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, MessageKey>> = {};
    const code = checkResetCode(values.code.trim());
    if (code) found.code = code;
    const password = checkPassword(values.newPassword);
    if (password) found.newPassword = password;
    if (values.confirm !== values.newPassword) found.confirm = 'rules.passwordConfirm';
    setProblems(found);
    const first = (['code', 'newPassword', 'confirm'] as const).find((field) => found[field]);
    if (!form.check(first)) return;
    await form.send(async () => {
      await resetPassword({
        account: values.account.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
      });
      setValues(EMPTY);
      setDone(true);
    });
  }

  const field = (name: Field, label: MessageKey, type: string, extra: object = {}) => (
    <FormField
      id={`${ids}-${name}`}
      label={t(label)}
      name={name}
      type={type}
      value={values[name]}
      error={problems[name] ? t(problems[name]) : null}
      onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      {...extra}
    />
  );

  if (done) {
    return (
      <WidgetShell styles={forgotPasswordStyles}>
        <div className="panel done" part="base">
          <p className="success" role="status">
            {t('forgot.done')}
          </p>
          <RouteLink to="/login" className="xnfz-button">
            {t('auth.login')}
          </RouteLink>
        </div>
      </WidgetShell>
    );
  }

  return (
    <WidgetShell styles={forgotPasswordStyles}>
      <form
        className="panel"
        part="base"
        onSubmit={sent ? reset : send}
        noValidate
        aria-labelledby={`${ids}-title`}
      >
        <h2 className="title" id={`${ids}-title`}>
          {t('forgot.title')}
        </h2>
        <p className="step">{sent ? t('forgot.step2') : t('forgot.step1')}</p>
        {field('account', 'forgot.account', 'text', {
          autoComplete: 'username',
          placeholder: t('forgot.accountHint'),
          readOnly: sent,
        })}
        {sent ? (
          <>
            <p className="success" role="status" part="sent">
              {t('forgot.sentTo', { account: values.account.trim() })}{' '}
              <button
                type="button"
                className="link-button change-account"
                part="change-account"
                onClick={() => {
                  setSent(false);
                  setProblems({});
                  form.clearError();
                  setValues({ ...EMPTY, account: values.account });
                  container?.getElementById(`${ids}-account`)?.focus();
                }}
              >
                {t('forgot.changeAccount')}
              </button>
            </p>
            {field('code', 'forgot.code', 'text', {
              inputMode: 'numeric',
              autoComplete: 'one-time-code',
              maxLength: 6,
              addon: (
                <button
                  type="button"
                  className="xnfz-button xnfz-button--plain resend"
                  disabled={resendLeft > 0 || busy}
                  onClick={() => setSent(false)}
                >
                  {resendLeft > 0 ? t('forgot.resend', { n: resendLeft }) : t('forgot.send')}
                </button>
              ),
            })}
            {field('newPassword', 'forgot.newPassword', 'password', {
              autoComplete: 'new-password',
              hint: t('register.passwordHint'),
            })}
            {field('confirm', 'forgot.confirm', 'password', { autoComplete: 'new-password' })}
          </>
        ) : (
          field('captchaCode', 'login.captcha', 'text', {
            autoComplete: 'off',
            placeholder: t('login.captchaPlaceholder'),
            addon: <CaptchaImage captcha={captcha} />,
          })
        )}
        {form.error ? (
          <p className="error" role="alert" part="error">
            {form.error}
          </p>
        ) : null}
        <button className="xnfz-button submit" part="submit" type="submit" disabled={busy}>
          {sent
            ? busy
              ? t('forgot.resetting')
              : t('forgot.reset')
            : busy
              ? t('forgot.sending')
              : t('forgot.send')}
        </button>
        <div className="links">
          <RouteLink to="/login">{t('register.toLogin')}</RouteLink>
        </div>
      </form>
    </WidgetShell>
  );
}
