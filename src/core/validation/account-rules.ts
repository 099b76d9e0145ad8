import type { MessageKey } from '../i18n/zh-cn';

/**
 * The contract's rules for account fields, checked in the browser before a call so people see
 * the problem at the field; the server checks the same rules again.
 * Each check returns the message key of the problem, or null when the value is fine.
 */
export type Rule = (value: string) => MessageKey | null;

export const checkUsername: Rule = (value) =>
  /^[A-Za-z0-9_]{3,32}$/.test(value) ? null : 'rules.username';

export const checkPassword: Rule = (value) =>
  value.length >= 8 && value.length <= 64 && /[A-Za-z]/.test(value) && /\d/.test(value)
    ? null
    : 'rules.password';

export const checkNickname: Rule = (value) => {
  const length = [...value.trim()].length;
  return length >= 1 && length <= 32 ? null : 'rules.nickname';
};

export const checkPhone: Rule = (value) => (/^1[3-9]\d{9}$/.test(value) ? null : 'rules.phone');

export const checkEmail: Rule = (value) =>
  value.length <= 100 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? null : 'rules.email';

export const checkResetCode: Rule = (value) => (/^\d{6}$/.test(value) ? null : 'rules.code');

export const checkAvatarUrl: Rule = (value) =>
  value === '' || /^(https:\/\/|\/media\/)\S+$/.test(value) ? null : 'rules.url';

export type PasswordStrength = 'weak' | 'medium' | 'strong';

/**
 * A rough strength for the visible hint under the password field.
 * @example
 * passwordStrength('abc12345'); // → 'medium'
 */
export function passwordStrength(value: string): PasswordStrength {
  if (checkPassword(value)) return 'weak';
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(value)).length;
  return kinds >= 3 && value.length >= 10 ? 'strong' : 'medium';
}
