/**
 * JSON schema pieces shared by the routes. Each pattern carries a `description` that the
 * validation message uses as the rule text (see validation-message.ts).
 */
import { IDENTITIES } from '../../src/core/api/contract';

export const usernameSchema = {
  type: 'string',
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9_]+$',
  description: '只能包含字母、数字和下划线',
} as const;

export const newPasswordSchema = {
  type: 'string',
  minLength: 8,
  maxLength: 64,
  pattern: '^(?=.*[A-Za-z])(?=.*[0-9])',
  description: '必须同时包含字母和数字',
} as const;

/** A password being checked (login): any length up to a bound, so no rule is revealed. */
export const givenPasswordSchema = { type: 'string', minLength: 1, maxLength: 128 } as const;

export const nicknameSchema = {
  type: 'string',
  minLength: 1,
  maxLength: 32,
  pattern: '\\S',
  description: '不能只包含空白字符',
} as const;

export const identitySchema = { type: 'string', enum: [...IDENTITIES] } as const;

/** Mainland mobile number; an empty string means "not given". */
export const phoneSchema = {
  type: 'string',
  pattern: '^(1[3-9][0-9]{9})?$',
  description: '必须是 11 位中国大陆手机号',
} as const;

/** An empty string means "not given". */
export const emailSchema = {
  type: 'string',
  maxLength: 254,
  pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$',
  description: '不是有效的邮箱地址',
} as const;

export const captchaProperties = {
  captchaKey: { type: 'string', minLength: 1, maxLength: 64 },
  captchaCode: { type: 'string', minLength: 1, maxLength: 16 },
} as const;

/** A body of exactly these properties (others are dropped). */
export function bodyOf(properties: Record<string, object>, required: string[]) {
  return { type: 'object', properties, required, additionalProperties: false } as const;
}

/** For calls without input: any query (cache busters and the like) is accepted and ignored. */
export const noQuerySchema = { type: 'object' } as const;
