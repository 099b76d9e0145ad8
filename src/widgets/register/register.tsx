import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { IDENTITIES, type Identity } from '../../core/api/contract';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { navigate, router } from '../../core/router/router';
import { registerAccount } from '../../core/session';
import { CaptchaImage, useCaptcha } from '../../core/ui/captcha-field';
import { FormField } from '../../core/ui/form-field';
import { RouteLink } from '../../core/ui/route-link';
import { useFormSubmit } from '../../core/ui/use-form-submit';
import { WidgetShell } from '../../core/ui/widget-shell';
import {
  checkEmail,
  checkNickname,
  checkPassword,
  checkPhone,
  checkUsername,
  passwordStrength,
} from '../../core/validation/account-rules';
import { registerStyles } from './register.styles';

export interface RegisterProps {
  redirect?: string;
  container?: ShadowRoot;
}

type Field = 'username' | 'password' | 'confirm' | 'nickname' | 'phone' | 'email' | 'captchaCode';
type Values = Record<Field, string>;
const EMPTY: Values = {
  username: '',
  password: '',
  confirm: '',
  nickname: '',
  phone: '',
  email: '',
  captchaCode: '',
};
const STRENGTH_WIDTH = { weak: '33%', medium: '66%', strong: '100%' } as const;

/** Problems of the form, field by field, before anything is sent. */
function validate(values: Values): Partial<Record<Field, MessageKey>> {
  const problems: Partial<Record<Field, MessageKey>> = {};
  const username = checkUsername(values.username.trim());
  if (username) problems.username = username;
  const password = checkPassword(values.password);
  if (password) problems.password = password;
  if (values.confirm !== values.password) problems.confirm = 'rules.passwordConfirm';
  const nickname = checkNickname(values.nickname);
  if (nickname) problems.nickname = nickname;
  const phone = values.phone.trim();
  const email = values.email.trim();
  if (!phone && !email) problems.phone = 'rules.phoneOrEmail';
  if (phone && checkPhone(phone)) problems.phone = 'rules.phone';
  if (email && checkEmail(email)) problems.email = 'rules.email';
  if (!values.captchaCode.trim()) problems.captchaCode = 'login.captchaPlaceholder';
  return problems;
}

/** The field a server refusal is about (用户名已被注册 → username), or null. */
function refusedField(message: string): Field | null {
  if (message.includes('用户名')) return 'username';
  if (message.includes('手机')) return 'phone';
  if (message.includes('邮箱')) return 'email';
  if (message.includes('验证码')) return 'captchaCode';
  return null;
}

/**
 * 用户注册: the contract's rules are checked at each field before the call; the new user is
 * logged in at once.
 */
export function Register({ redirect, container }: RegisterProps) {
  const t = useT();
  const form = useFormSubmit(container);
  const { ids } = form;
  const { hostActive } = useSnapshot(router);
  const captcha = useCaptcha();
  const [values, setValues] = useState<Values>(EMPTY);
  const [identity, setIdentity] = useState<Identity>('student');
  const [problems, setProblems] = useState<Partial<Record<Field, MessageKey>>>({});
  // the server's refusals that are about one field (用户名已被注册), shown at that field
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  // no level before anything is typed
  const strength = values.password ? passwordStrength(values.password) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validate(values);
    setProblems(found);
    const first = (Object.keys(EMPTY) as Field[]).find((field) => found[field]);
    if (!form.check(first) || !captcha.data) return;
    const { captchaKey } = captcha.data;
    await form.send(
      async () => {
        await registerAccount(
          {
            username: values.username.trim(),
            password: values.password,
            nickname: values.nickname.trim(),
            identity,
            ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
            ...(values.email.trim() ? { email: values.email.trim() } : {}),
            captchaKey,
            captchaCode: values.captchaCode.trim(),
          },
          { source: container?.host },
        );
        setValues(EMPTY);
        if (hostActive) navigate(redirect || '/', {}, { replace: true });
      },
      (message) => {
        setValues((previous) => ({ ...previous, captchaCode: '' }));
        captcha.refresh();
        const about = refusedField(message);
        if (!about) return false;
        setRefused({ [about]: message });
        container?.getElementById(`${ids}-${about}`)?.focus();
        return true;
      },
    );
  }

  const field = (
    name: Field,
    label: MessageKey,
    type: string,
    autoComplete: string,
    extra: object = {},
  ) => (
    <FormField
      id={`${ids}-${name}`}
      label={t(label)}
      name={name}
      type={type}
      autoComplete={autoComplete}
      value={values[name]}
      error={problems[name] ? t(problems[name]) : (refused[name] ?? null)}
      onChange={(event) => {
        setValues({ ...values, [name]: event.target.value });
        // what the user is fixing no longer stands: its notices go
        if (problems[name]) setProblems({ ...problems, [name]: undefined });
        if (refused[name]) setRefused({ ...refused, [name]: undefined });
        form.clearError();
      }}
      {...extra}
    />
  );

  return (
    <WidgetShell styles={registerStyles}>
      <form
        className="panel"
        part="base"
        onSubmit={submit}
        noValidate
        aria-labelledby={`${ids}-title`}
      >
        <h2 className="title" id={`${ids}-title`}>
          {t('register.title')}
        </h2>
        {field('username', 'register.username', 'text', 'username', { hint: t('rules.username') })}
        {field('password', 'register.password', 'password', 'new-password', {
          hint: (
            <span className="strength">
              {t('register.passwordHint')}
              <span className="strength-bar" aria-hidden="true">
                <span
                  className="strength-fill"
                  data-level={strength ?? 'none'}
                  style={{ width: strength ? STRENGTH_WIDTH[strength] : '0' }}
                />
              </span>
              {strength ? (
                <span data-strength={strength}>
                  {t('register.passwordStrength', { level: t(`register.strength.${strength}`) })}
                </span>
              ) : null}
            </span>
          ),
        })}
        {field('confirm', 'register.confirm', 'password', 'new-password')}
        {field('nickname', 'register.nickname', 'text', 'nickname')}
        <fieldset className="choices">
          <legend>{t('register.identity')}</legend>
          {IDENTITIES.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="identity"
                value={value}
                checked={identity === value}
                onChange={() => setIdentity(value)}
              />
              {t(`identity.${value}`)}
            </label>
          ))}
        </fieldset>
        {field('phone', 'register.phone', 'tel', 'tel', { hint: t('rules.phoneOrEmail') })}
        {field('email', 'register.email', 'email', 'email')}
        {field('captchaCode', 'login.captcha', 'text', 'off', {
          placeholder: t('login.captchaPlaceholder'),
          addon: <CaptchaImage captcha={captcha} />,
        })}
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
          {form.busy ? t('register.submitting') : t('register.submit')}
        </button>
        <div className="links">
          <span>
            {t('register.haveAccount')}
            <RouteLink to="/login">{t('register.toLogin')}</RouteLink>
          </span>
        </div>
      </form>
    </WidgetShell>
  );
}
