/**
 * Reading single environment variables for the configuration (server/config.ts and the
 * integrations' settings): text, bounded integers and https addresses. A bad value ends in
 * `fail`, which throws the ConfigError with a Chinese and an English text.
 */

export type Env = Record<string, string | undefined>;
/** Throws the configuration error (Chinese, English). */
export type Fail = (zh: string, en: string) => never;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The configuration error, in Chinese and English. */
export function fail(zh: string, en: string): never {
  throw new ConfigError(`配置错误：${zh}\nInvalid configuration: ${en}`);
}

/**
 * A variable's trimmed value, or null when unset or blank.
 * @example
 * text({ NAME: ' x ' }, 'NAME'); // → 'x'
 */
export function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/**
 * A whole number from `min` to `max` (digits only), `fallback` when unset.
 * @example
 * integer({ PORT: '80' }, 'PORT', 8080, 0, 65535); // → 80
 */
export function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  failWith: Fail = fail,
): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min || value > max) {
    failWith(
      `${name} 必须是 ${min} 到 ${max} 之间的整数（当前为 "${raw}"）`,
      `${name} must be an integer from ${min} to ${max} (got "${raw}")`,
    );
  }
  return value;
}

/**
 * A required https address without trailing slashes; http:// only when `allowInsecure`, else
 * refused with `hint` (when http:// is allowed) in the message.
 * @example
 * httpsUrl(env, 'ILAB_BASE_URL', fail, false, { zh: '…', en: '…' }); // → 'https://www.ilab-x.com'
 */
export function httpsUrl(
  env: Env,
  name: string,
  failWith: Fail,
  allowInsecure: boolean,
  hint: { zh: string; en: string },
): string {
  const raw = text(env, name);
  if (raw === null) failWith(`缺少 ${name}`, `${name} is required`);
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    failWith(`${name} "${raw}" 不是有效的网址`, `${name} "${raw}" is not a valid URL`);
  }
  if (parsed.protocol !== 'https:' && !(allowInsecure && parsed.protocol === 'http:')) {
    failWith(
      `${name} 必须以 https:// 开头（${hint.zh}）`,
      `${name} must start with https:// (${hint.en})`,
    );
  }
  return raw.replace(/\/+$/, '');
}
