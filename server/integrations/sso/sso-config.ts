/**
 * Campus sign-in (统一身份认证) settings, from environment variables only. Nothing configured:
 * no providers, no button, no discovery — the integration costs nothing.
 *
 * OpenID Connect: `SSO_OIDC_PROVIDERS=campus,med` names the providers; each reads
 * `SSO_OIDC_<ID>_ISSUER`, `_CLIENT_ID`, `_CLIENT_SECRET`, `_SCOPES`, and the common settings below.
 * CAS 3.0: `SSO_CAS_PROVIDERS=cas`; each reads `SSO_CAS_<ID>_URL` and the common settings.
 * Common: `_LABEL` (button text), `_USERNAME_CLAIM`, `_NAME_CLAIM`, `_STUDENT_NUMBER_CLAIM`,
 * `_DEPARTMENT_CLAIM`, `_IDENTITY_CLAIM` or a fixed `_IDENTITY` (claims are CAS attributes there).
 */
import { IDENTITIES } from '../../../src/core/api/contract';
import type { Identity } from '../../../src/core/api/contract';
import { httpsUrl, text } from '../../config-values';
import type { Env, Fail } from '../../config-values';

export type SsoProtocol = 'oidc' | 'cas';

/** Which claims (CAS attributes) fill which fields of a new account. */
export interface SsoClaimMapping {
  /** The local username (often the 学号/工号); empty for CAS: the CAS user itself. */
  username: string;
  name: string;
  studentNumber: string;
  department: string;
  /** The claim that carries the identity (student, teacher, public, or 学生/教师/社会学习者). */
  identityClaim: string;
  /** The identity when the claim is missing, unknown or not configured. */
  identity: Identity;
}

export interface SsoProvider {
  /** Lower-case id from the configuration, also in the addresses (`/api/sso/<id>/start`). */
  id: string;
  protocol: SsoProtocol;
  label: string;
  mapping: SsoClaimMapping;
  /** OpenID Connect: issuer URL, client and scopes. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** CAS: the server's base URL (`…/cas`, with /login, /p3/serviceValidate, /logout under it). */
  casUrl: string;
}

export interface SsoConfig {
  providers: SsoProvider[];
  /**
   * The portal's own address as the providers see it (`https://portal.example.edu.cn`): the
   * callback addresses are built on it. Null: taken from each request (Host header).
   */
  publicUrl: string | null;
  /** A first sign-in may bind an existing account once its password is given. */
  bindExisting: boolean;
  /** Allow http:// issuers (tests and local simulators only; refused in production). */
  allowInsecure: boolean;
}

export const DEFAULT_SSO_LABEL = '统一身份认证登录';

const ID_PATTERN = /^[a-z][a-z0-9]{0,19}$/;

function ids(env: Env, name: string, fail: Fail): string[] {
  const raw = text(env, name);
  if (raw === null) return [];
  const list = raw
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  for (const id of list) {
    if (!ID_PATTERN.test(id)) {
      fail(
        `${name} 中的 "${id}" 必须以字母开头、只含字母和数字（最多 20 个字符）`,
        `"${id}" in ${name} must start with a letter and contain letters and digits only (at most 20)`,
      );
    }
  }
  return list;
}

function url(env: Env, name: string, fail: Fail, allowInsecure: boolean): string {
  return httpsUrl(env, name, fail, allowInsecure, {
    zh: '测试时可设 SSO_ALLOW_INSECURE=true 使用 http://',
    en: 'SSO_ALLOW_INSECURE=true allows http:// for tests',
  });
}

const IDENTITY_WORDS: Record<string, Identity> = {
  学生: 'student',
  教师: 'teacher',
  社会学习者: 'public',
};

/** An identity from a claim value (`student`, `teacher`, `public` or the Chinese words), or null. */
export function identityFromClaim(value: unknown): Identity | null {
  const values = Array.isArray(value) ? value : [value];
  for (const item of values) {
    if (typeof item !== 'string') continue;
    const word = item.trim();
    if ((IDENTITIES as readonly string[]).includes(word.toLowerCase()))
      return word.toLowerCase() as Identity;
    const mapped = IDENTITY_WORDS[word];
    if (mapped) return mapped;
  }
  return null;
}

function provider(
  env: Env,
  protocol: SsoProtocol,
  id: string,
  fail: Fail,
  allowInsecure: boolean,
): SsoProvider {
  const prefix = `SSO_${protocol.toUpperCase()}_${id.toUpperCase()}_`;
  const identity = text(env, `${prefix}IDENTITY`) ?? 'student';
  if (!(IDENTITIES as readonly string[]).includes(identity)) {
    fail(
      `${prefix}IDENTITY 必须是 ${IDENTITIES.join('、')} 之一`,
      `${prefix}IDENTITY must be one of ${IDENTITIES.join(', ')}`,
    );
  }
  const oidc = protocol === 'oidc';
  const clientId = oidc ? text(env, `${prefix}CLIENT_ID`) : '';
  if (clientId === null) fail(`缺少 ${prefix}CLIENT_ID`, `${prefix}CLIENT_ID is required`);
  return {
    id,
    protocol,
    label: text(env, `${prefix}LABEL`) ?? DEFAULT_SSO_LABEL,
    mapping: {
      username: text(env, `${prefix}USERNAME_CLAIM`) ?? (oidc ? 'preferred_username' : ''),
      name: text(env, `${prefix}NAME_CLAIM`) ?? 'name',
      studentNumber: text(env, `${prefix}STUDENT_NUMBER_CLAIM`) ?? '',
      department: text(env, `${prefix}DEPARTMENT_CLAIM`) ?? '',
      identityClaim: text(env, `${prefix}IDENTITY_CLAIM`) ?? '',
      identity: identity as Identity,
    },
    issuer: oidc ? url(env, `${prefix}ISSUER`, fail, allowInsecure) : '',
    clientId,
    clientSecret: oidc ? (text(env, `${prefix}CLIENT_SECRET`) ?? '') : '',
    scopes: oidc ? (text(env, `${prefix}SCOPES`) ?? 'openid profile') : '',
    casUrl: oidc ? '' : url(env, `${prefix}URL`, fail, allowInsecure),
  };
}

/** Reads the SSO settings; `fail` throws the configuration error. */
export function loadSsoConfig(env: Env, production: boolean, fail: Fail): SsoConfig {
  const allowInsecure = ['1', 'true', 'yes', 'on'].includes(
    (text(env, 'SSO_ALLOW_INSECURE') ?? '').toLowerCase(),
  );
  if (production && allowInsecure) {
    fail(
      '生产环境（NODE_ENV=production）不允许设置 SSO_ALLOW_INSECURE',
      'refusing to start: SSO_ALLOW_INSECURE must not be set when NODE_ENV=production',
    );
  }
  const oidcIds = ids(env, 'SSO_OIDC_PROVIDERS', fail);
  const casIds = ids(env, 'SSO_CAS_PROVIDERS', fail);
  const seen = new Set<string>();
  for (const id of [...oidcIds, ...casIds]) {
    if (seen.has(id))
      fail(`统一身份认证的提供方 "${id}" 重复`, `campus sign-in provider "${id}" is named twice`);
    seen.add(id);
  }
  const publicRaw = text(env, 'SSO_PUBLIC_URL');
  let publicUrl: string | null = null;
  if (publicRaw !== null) {
    try {
      publicUrl = new URL(publicRaw).origin;
    } catch {
      fail(
        `SSO_PUBLIC_URL "${publicRaw}" 不是有效的网址（例如 https://portal.example.edu.cn）`,
        `SSO_PUBLIC_URL "${publicRaw}" is not a URL such as https://portal.example.edu.cn`,
      );
    }
  }
  if (production && publicUrl === null && oidcIds.length + casIds.length > 0) {
    // without it the callback addresses would be built from the request's Host header
    fail(
      '生产环境（NODE_ENV=production）配置了统一身份认证时必须设置 SSO_PUBLIC_URL（门户对外的地址，例如 https://xnfz.example.edu.cn）',
      'refusing to start: SSO_PUBLIC_URL must be set when campus sign-in is configured and NODE_ENV=production',
    );
  }
  const bindRaw = (text(env, 'SSO_BIND_EXISTING') ?? 'false').toLowerCase();
  return {
    providers: [
      ...oidcIds.map((id) => provider(env, 'oidc', id, fail, allowInsecure)),
      ...casIds.map((id) => provider(env, 'cas', id, fail, allowInsecure)),
    ],
    publicUrl,
    bindExisting: ['1', 'true', 'yes', 'on'].includes(bindRaw),
    allowInsecure,
  };
}
