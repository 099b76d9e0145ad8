/**
 * 实验空间 (ilab-x, national virtual-simulation platform) settings, from environment variables
 * only. Off (null) unless ILAB_BASE_URL, ILAB_APPID and ILAB_SECRET are all set; one or two of
 * them alone is a configuration error, so a half-configured connector never starts silently.
 */
import { httpsUrl, integer, text } from '../../config-values';
import type { Env, Fail } from '../../config-values';

export interface IlabConfig {
  /** The platform's address without a trailing slash (`https://www.ilab-x.com`). */
  baseUrl: string;
  appid: string;
  secret: string;
  /** One request to the platform gives up after this many milliseconds. */
  timeoutMs: number;
  /** How often the upload worker looks for due uploads. */
  pollMs: number;
  /** The first retry waits this long; each further one twice as long, up to retryMaxMs. */
  retryMs: number;
  retryMaxMs: number;
}

/** Reads the 实验空间 settings (null: the connector is off); `fail` throws the configuration error. */
export function loadIlabConfig(env: Env, production: boolean, fail: Fail): IlabConfig | null {
  const names = ['ILAB_BASE_URL', 'ILAB_APPID', 'ILAB_SECRET'] as const;
  const given = names.filter((name) => text(env, name) !== null);
  if (given.length === 0) return null;
  if (given.length < names.length) {
    const missing = names.filter((name) => !given.includes(name)).join('、');
    fail(
      `实验空间对接需要同时设置 ILAB_BASE_URL、ILAB_APPID 和 ILAB_SECRET，缺少 ${missing}`,
      `the ilab-x connector needs ILAB_BASE_URL, ILAB_APPID and ILAB_SECRET together; missing ${missing}`,
    );
  }
  const baseUrl = httpsUrl(env, 'ILAB_BASE_URL', fail, !production, {
    zh: 'http:// 仅在非生产环境用于模拟器',
    en: 'http:// only outside production, for a simulator',
  });
  const retryMs = integer(env, 'ILAB_RETRY_MS', 30_000, 10, 3_600_000, fail);
  return {
    baseUrl,
    appid: text(env, 'ILAB_APPID')!,
    secret: text(env, 'ILAB_SECRET')!,
    timeoutMs: integer(env, 'ILAB_TIMEOUT_MS', 10_000, 100, 120_000, fail),
    pollMs: integer(env, 'ILAB_POLL_MS', 5000, 10, 3_600_000, fail),
    retryMs,
    retryMaxMs: Math.max(
      retryMs,
      integer(env, 'ILAB_RETRY_MAX_MS', 3_600_000, 10, 86_400_000, fail),
    ),
  };
}
