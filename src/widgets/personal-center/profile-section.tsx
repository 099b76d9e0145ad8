import { useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { Gender, UpdateUserBody, User } from '../../core/api/contract';
import { updateProfile } from '../../core/api/personal';
import { formatDate } from '../../core/i18n/format';
import { useT } from '../../core/i18n/translate';
import type { MessageKey } from '../../core/i18n/zh-cn';
import { auth, setUser } from '../../core/store/auth';
import { FormField } from '../../core/ui/form-field';
import { useFormSubmit } from '../../core/ui/use-form-submit';
import {
  checkAvatarUrl,
  checkEmail,
  checkNickname,
  checkPhone,
} from '../../core/validation/account-rules';
import { ContactVerify } from './contact-verify';
import { SsoIdentities } from './sso-identities';
import { UserInfoState } from './user-info-state';

type Field = 'nickname' | 'realName' | 'school' | 'major' | 'phone' | 'email' | 'avatar';
const TEXT_FIELDS: readonly { name: Field; label: MessageKey; max: number; type?: string }[] = [
  { name: 'nickname', label: 'profile.nickname', max: 32 },
  { name: 'realName', label: 'profile.realName', max: 32 },
  { name: 'school', label: 'profile.school', max: 64 },
  { name: 'major', label: 'profile.major', max: 64 },
  { name: 'phone', label: 'profile.phone', max: 11, type: 'tel' },
  { name: 'email', label: 'profile.email', max: 100, type: 'email' },
  { name: 'avatar', label: 'profile.avatar', max: 500, type: 'url' },
];
const GENDERS: readonly Gender[] = ['male', 'female', 'unknown'];

function valuesOf(user: User | null): Record<Field, string> {
  return {
    nickname: user?.nickname ?? '',
    realName: user?.realName ?? '',
    school: user?.school ?? '',
    major: user?.major ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    avatar: user?.avatar ?? '',
  };
}

function problemOf(name: Field, value: string, max: number): MessageKey | null {
  if (name === 'nickname') return checkNickname(value);
  if (name === 'phone' && value) return checkPhone(value);
  if (name === 'email' && value) return checkEmail(value);
  if (name === 'avatar') return checkAvatarUrl(value);
  return [...value].length > max ? 'rules.maxLength' : null;
}

/** True when the form changes the phone or e-mail, which then needs the current password. */
function changesContact(user: User, values: Record<Field, string>): boolean {
  return values.phone.trim() !== user.phone || values.email.trim().toLowerCase() !== user.email;
}

/**
 * 个人资料: view and edit; saving refreshes the user info of every element on the page. A change
 * of the phone or e-mail asks for the current password, and a changed one not yet verified shows
 * its code field (ContactVerify).
 */
export function ProfileSection({ container }: { container?: ShadowRoot }) {
  const t = useT();
  const form = useFormSubmit(container);
  const { ids, busy, error } = form;
  const { user } = useSnapshot(auth);
  const [values, setValues] = useState<Record<Field, string>>(() => valuesOf(user as User | null));
  const [gender, setGender] = useState<Gender>(user?.gender ?? 'unknown');
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const [currentPassword, setCurrentPassword] = useState('');
  const [passwordProblem, setPasswordProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [loadedFor, setLoadedFor] = useState<number | null>(user?.id ?? null);

  if (user && loadedFor !== user.id) {
    setLoadedFor(user.id);
    setValues(valuesOf(user as User));
    setGender(user.gender);
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of TEXT_FIELDS) {
      const problem = problemOf(field.name, values[field.name].trim(), field.max);
      if (problem) found[field.name] = t(problem, { field: t(field.label), n: field.max });
    }
    const needsPassword = user !== null && changesContact(user as User, values);
    const missing = needsPassword && currentPassword === '';
    setProblems(found);
    setPasswordProblem(missing ? t('profile.currentPasswordMissing') : null);
    setSaved(false);
    const invalid = TEXT_FIELDS.find((field) => found[field.name])?.name;
    if (!form.check(invalid ?? (missing ? 'currentPassword' : null))) return;
    const body: UpdateUserBody = { gender };
    for (const field of TEXT_FIELDS) body[field.name] = values[field.name].trim();
    if (needsPassword) body.currentPassword = currentPassword;
    await form.send(async () => {
      setUser(await updateProfile(body));
      setCurrentPassword('');
      setSaved(true);
    });
  }

  if (!user) return <UserInfoState />;
  return (
    <section aria-labelledby="profile-title">
      <h2 className="section-title" id="profile-title">
        {t('center.profile')}
      </h2>
      <form className="panel" onSubmit={save} noValidate>
        <dl className="grid-2 readonly">
          <div>
            <dt>{t('profile.username')}</dt>
            <dd data-field="username">{user.username}</dd>
          </div>
          <div>
            <dt>{t('profile.identity')}</dt>
            <dd>{t(`identity.${user.identity}`)}</dd>
          </div>
          <div>
            <dt>{t('profile.createdAt')}</dt>
            <dd>{formatDate(user.createdAt)}</dd>
          </div>
          {user.studentNumber ? (
            <div>
              <dt>{t('profile.studentNumber')}</dt>
              <dd data-field="studentNumber">{user.studentNumber}</dd>
            </div>
          ) : null}
          {user.department ? (
            <div>
              <dt>{t('profile.department')}</dt>
              <dd data-field="department">{user.department}</dd>
            </div>
          ) : null}
        </dl>
        <SsoIdentities userId={user.id} />
        <div className="grid-2">
          {TEXT_FIELDS.map((field) => (
            <FormField
              key={field.name}
              id={`${ids}-${field.name}`}
              label={t(field.label)}
              name={field.name}
              type={field.type ?? 'text'}
              value={values[field.name]}
              error={problems[field.name] ?? null}
              onChange={(event) => {
                setSaved(false);
                setValues({ ...values, [field.name]: event.target.value });
              }}
            />
          ))}
        </div>
        {changesContact(user as User, values) ? (
          <FormField
            id={`${ids}-currentPassword`}
            label={t('profile.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            hint={t('profile.currentPasswordHint')}
            error={passwordProblem}
            onChange={(event) => setCurrentPassword(event.target.value)}
          />
        ) : null}
        <fieldset className="choices">
          <legend>{t('profile.gender')}</legend>
          {GENDERS.map((value) => (
            <label key={value} className="choice">
              <input
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => setGender(value)}
              />
              {t(`profile.gender.${value}`)}
            </label>
          ))}
        </fieldset>
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : null}
        {saved ? (
          <p className="success" role="status">
            {t('form.saved')}
          </p>
        ) : null}
        <button type="submit" className="xnfz-button" disabled={busy}>
          {busy ? t('form.saving') : t('form.save')}
        </button>
      </form>
      {user.email && !user.emailVerified ? (
        <ContactVerify container={container} user={user as User} channel="email" />
      ) : null}
      {user.phone && !user.phoneVerified ? (
        <ContactVerify container={container} user={user as User} channel="phone" />
      ) : null}
    </section>
  );
}
