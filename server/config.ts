/**
 * Server configuration, read from environment variables only.
 * `loadConfig` throws a ConfigError (Chinese + English text) on a bad or unsafe value.
 */
import path from 'node:path';
import { serverPath } from './server-root';
import { ConfigError, fail, integer, text } from './config-values';
import type { Env } from './config-values';
import { loadSsoConfig } from './integrations/sso/sso-config';
import type { SsoConfig } from './integrations/sso/sso-config';
import { loadIlabConfig } from './integrations/ilab/ilab-config';
import type { IlabConfig } from './integrations/ilab/ilab-config';

export interface RateLimitConfig {
  /** Requests per window and client IP for login and register (each route counted on its own). */
  authMax: number;
  /** Requests per window and client IP for the captcha image. */
  captchaMax: number;
  windowSeconds: number;
}

/** Resumable uploads from the console (see server/uploads/). */
export interface UploadConfig {
  /** Unfinished uploads live in `<dir>/incoming`, finished files in `<dir>/files` (/media/uploads/). */
  dir: string;
  /** Largest file of each kind, in bytes. */
  maxBytes: { video: number; image: number; document: number };
  /** An upload not finished this long after it was created is deleted with its bytes. */
  expireSeconds: number;
  /** How often the cleanup of abandoned uploads runs (it also runs at start). */
  cleanupIntervalSeconds: number;
  /** Uploads one account may have under way at once (each may reserve up to its kind's limit). */
  maxUnfinished: number;
}

export interface LoginLockConfig {
  /** Failed logins of one account (from any address) before it is locked. */
  after: number;
  /** The first lock, in seconds; each further failure doubles it, up to an hour. */
  seconds: number;
}

export interface ServerConfig {
  nodeEnv: string;
  production: boolean;
  port: number;
  host: string;
  /** Folder of the embedded database (PGlite) and other local data. */
  dataDir: string;
  /** `postgres://…`: use PostgreSQL instead of the embedded database. */
  databaseUrl: string | null;
  /**
   * PostgreSQL only: milliseconds to open a connection, or to wait for a free one in the pool,
   * before the call is answered 服务暂时不可用.
   */
  databaseConnectTimeoutMs: number;
  /**
   * PostgreSQL only: milliseconds a query of a request may wait for its answer (a database that
   * went silent is reported instead of holding the request). Migrations and the seed have none.
   */
  databaseQueryTimeoutMs: number;
  /** The built front end, served under /PC/ (and under /PC/v/<its version>/). */
  distDir: string;
  /** Older versions of the embedding kit, one folder each, served under /PC/v/<folder>/. */
  versionsDir: string;
  /** Served under /media/ (with HTTP Range). */
  mediaDir: string;
  /** Outside production every captcha also accepts this code (for automated tests). */
  captchaTestCode: string | null;
  /**
   * For automated tests only (0 otherwise, refused in production): a user whose learning clock
   * has never started gets this many seconds of learning budget, so a test can credit time
   * without waiting for it.
   */
  learnTestHeadStartSeconds: number;
  tokenIdleSeconds: number;
  tokenMaxSeconds: number;
  /** A password set by an administrator (reset, import) must be changed within this many days; 0: no limit. */
  tempPasswordDays: number;
  /** A deleted article stays in the recycle bin (回收站), restorable, this many days. */
  recycleBinDays: number;
  /** Origins allowed by CORS; empty: no cross-origin access. */
  corsOrigins: string[];
  bodyLimitBytes: number;
  rateLimit: RateLimitConfig;
  loginLock: LoginLockConfig;
  /** Requests per rate-limit window and client IP for sendMessage (password reset codes). */
  messageRateMax: number;
  /** Requests per rate-limit window and client IP for feedback. */
  feedbackRateMax: number;
  /** experimentStart calls per rate-limit window and client IP (anonymous writes). */
  experimentRateMax: number;
  /** webClicksAdd calls per rate-limit window and client IP (anonymous writes). */
  visitRateMax: number;
  /**
   * Milliseconds the first visit or detail click after a quiet period waits for others before its
   * write (0: the next turn of the event loop); during a write, the next batch gathers anyway.
   */
  counterBatchMs: number;
  /**
   * Anonymous public GETs (lists, statistics, site info): seconds the server keeps an answer in its
   * shared in-memory cache and the `max-age` browsers and CDNs get; 0 turns both off.
   */
  publicCacheSeconds: number;
  /** `stale-while-revalidate` seconds of those answers (browsers and CDNs only). */
  publicStaleSeconds: number;
  /** Where rate-limit windows are counted: per process, or in the database for all processes. */
  rateLimitStore: 'memory' | 'database';
  /** Server processes (node cluster) on one machine; more than 1 needs PostgreSQL. */
  workers: number;
  /** Experiment sessions not finished within this many hours are removed. */
  experimentSessionHours: number;
  /**
   * Percentage of each built-in experiment's minimum time an attempt must take (server clock,
   * from experimentStart); 100 in production, lower only for quick automated runs.
   */
  experimentMinTimePercent: number;
  /** Seconds before sendMessage sends another code for the same account. */
  messageIntervalSeconds: number;
  /** `smtp://` or `smtps://` URL: reset codes are e-mailed through it; null: development delivery. */
  smtpUrl: string | null;
  /** Sender address of those e-mails (required with SMTP_URL). */
  smtpFrom: string | null;
  /** Fill the database with demo users (and later demo content) on first start. */
  seedDemoData: boolean;
  /** Time zone that decides what "today" and "this month" mean in statistics. */
  timeZone: string;
  logLevel: string;
  /** Trust X-Forwarded-For (set when running behind a reverse proxy). */
  trustProxy: boolean;
  uploads: UploadConfig;
  /** Campus sign-in (统一身份认证): OpenID Connect and CAS providers; none when not configured. */
  sso: SsoConfig;
  /** 实验空间 (ilab-x) connector; null when not configured (off). */
  ilab: IlabConfig | null;
  /** How often the server submits quiz attempts whose deadline passed (ms). */
  quizSweepMs: number;
  /** The clock; tests replace it. */
  now: () => Date;
}

export { ConfigError };

const DEFAULT_MEDIA_DIR = serverPath('media');

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  fail(
    `${name} 必须是 true 或 false（当前为 "${raw}"）`,
    `${name} must be true or false (got "${raw}")`,
  );
}

function origins(env: Env): string[] {
  const raw = text(env, 'CORS_ORIGINS');
  if (raw === null) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL;
      try {
        url = new URL(item);
      } catch {
        fail(
          `CORS_ORIGINS 中的 "${item}" 不是有效的来源（例如 https://www.example.edu.cn）`,
          `"${item}" in CORS_ORIGINS is not an origin such as https://www.example.edu.cn`,
        );
      }
      if (url.origin === 'null' || url.origin !== item.replace(/\/$/, '')) {
        fail(
          `CORS_ORIGINS 中的 "${item}" 只能包含协议、主机和端口`,
          `"${item}" in CORS_ORIGINS must be scheme://host[:port] only`,
        );
      }
      return url.origin;
    });
}

function timeZone(env: Env): string {
  const zone = text(env, 'TIME_ZONE') ?? 'Asia/Shanghai';
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: zone });
  } catch {
    fail(
      `TIME_ZONE "${zone}" 不是有效的时区（例如 Asia/Shanghai）`,
      `TIME_ZONE "${zone}" is not a valid IANA time zone`,
    );
  }
  return zone;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function logLevel(env: Env): string {
  const level = text(env, 'LOG_LEVEL')?.toLowerCase() ?? 'info';
  if (!LOG_LEVELS.includes(level)) {
    fail(
      `LOG_LEVEL 必须是 ${LOG_LEVELS.join('、')} 之一`,
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`,
    );
  }
  return level;
}

function rateLimitStore(env: Env, databaseUrl: string | null): 'memory' | 'database' {
  const store =
    text(env, 'RATE_LIMIT_STORE')?.toLowerCase() ?? (databaseUrl ? 'database' : 'memory');
  if (store !== 'memory' && store !== 'database') {
    fail(
      'RATE_LIMIT_STORE 必须是 memory 或 database',
      'RATE_LIMIT_STORE must be memory or database',
    );
  }
  return store;
}

function workers(env: Env, databaseUrl: string | null): number {
  const count = integer(env, 'WORKERS', 1, 1, 64);
  if (count > 1 && databaseUrl === null) {
    fail(
      `WORKERS=${count} 需要 PostgreSQL（DATABASE_URL）：嵌入式数据库只能由一个进程打开`,
      `WORKERS=${count} needs PostgreSQL (DATABASE_URL): the embedded database opens in one process only`,
    );
  }
  return count;
}

function smtp(env: Env): { smtpUrl: string | null; smtpFrom: string | null } {
  const smtpUrl = text(env, 'SMTP_URL');
  const smtpFrom = text(env, 'SMTP_FROM');
  if (smtpUrl === null) return { smtpUrl, smtpFrom };
  if (!/^smtps?:\/\/[^/\s]/.test(smtpUrl)) {
    fail(
      'SMTP_URL 必须以 smtp:// 或 smtps:// 开头（例如 smtps://user:pass@smtp.example.edu.cn）',
      'SMTP_URL must start with smtp:// or smtps:// (e.g. smtps://user:pass@smtp.example.edu.cn)',
    );
  }
  if (smtpFrom === null || !/^(.*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(smtpFrom)) {
    fail(
      '设置了 SMTP_URL 时必须同时设置 SMTP_FROM（发件地址，例如 noreply@example.edu.cn）',
      'SMTP_FROM (the sender address, e.g. noreply@example.edu.cn) is required with SMTP_URL',
    );
  }
  return { smtpUrl, smtpFrom };
}

const MB = 1024 * 1024;

function uploads(env: Env, cwd: string, dataDir: string): UploadConfig {
  const dir = text(env, 'UPLOAD_DIR');
  return {
    dir: dir === null ? path.join(dataDir, 'uploads') : path.resolve(cwd, dir),
    maxBytes: {
      video: integer(env, 'UPLOAD_MAX_VIDEO_MB', 1024, 1, 102_400) * MB,
      image: integer(env, 'UPLOAD_MAX_IMAGE_MB', 10, 1, 1024) * MB,
      document: integer(env, 'UPLOAD_MAX_DOCUMENT_MB', 100, 1, 10_240) * MB,
    },
    expireSeconds: integer(env, 'UPLOAD_EXPIRE_SECONDS', 86_400, 60, 2_592_000),
    cleanupIntervalSeconds: integer(env, 'UPLOAD_CLEANUP_INTERVAL_SECONDS', 3600, 10, 86_400),
    maxUnfinished: integer(env, 'UPLOAD_MAX_UNFINISHED', 5, 1, 1000),
  };
}

/** Reads the configuration from environment variables; relative paths resolve against `cwd`. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): ServerConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const production = nodeEnv === 'production';
  const captchaTestCode = text(env, 'CAPTCHA_TEST_CODE');
  if (production && captchaTestCode !== null) {
    fail(
      '生产环境（NODE_ENV=production）不允许设置 CAPTCHA_TEST_CODE，它会让任何人绕过验证码。请删除该变量后再启动。',
      'refusing to start: CAPTCHA_TEST_CODE must not be set when NODE_ENV=production (it lets anyone bypass the captcha).',
    );
  }
  if (production && text(env, 'XNFZ_TEST_CHEAP_PASSWORD_HASH') !== null) {
    fail(
      '生产环境（NODE_ENV=production）不允许设置 XNFZ_TEST_CHEAP_PASSWORD_HASH，它会让新密码的哈希容易被暴力破解。请删除该变量后再启动。',
      'refusing to start: XNFZ_TEST_CHEAP_PASSWORD_HASH must not be set when NODE_ENV=production (it makes new password hashes cheap to brute-force).',
    );
  }
  const learnTestHeadStartSeconds = integer(env, 'LEARN_TEST_HEAD_START_SECONDS', 0, 0, 86_400);
  if (production && learnTestHeadStartSeconds > 0) {
    fail(
      '生产环境（NODE_ENV=production）不允许设置 LEARN_TEST_HEAD_START_SECONDS，它会给新用户凭空记入学习时长。',
      'refusing to start: LEARN_TEST_HEAD_START_SECONDS must not be set when NODE_ENV=production (it credits learning time nobody spent).',
    );
  }
  const experimentMinTimePercent = integer(env, 'EXPERIMENT_MIN_TIME_PERCENT', 100, 0, 100);
  if (production && experimentMinTimePercent !== 100) {
    fail(
      '生产环境（NODE_ENV=production）不允许把 EXPERIMENT_MIN_TIME_PERCENT 设为 100 以外的值，它会降低内置实验的最短用时（防作弊）。请删除该变量（或设为 100）后再启动。',
      "refusing to start: EXPERIMENT_MIN_TIME_PERCENT must be 100 (or unset) when NODE_ENV=production (a lower value shortens the built-in experiments' anti-cheat minimum time).",
    );
  }
  const databaseUrl = text(env, 'DATABASE_URL');
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    fail(
      'DATABASE_URL 必须以 postgres:// 或 postgresql:// 开头',
      'DATABASE_URL must start with postgres:// or postgresql://',
    );
  }
  const tokenIdleSeconds = integer(env, 'TOKEN_IDLE_SECONDS', 7200, 60, 31_536_000);
  const tokenMaxSeconds = integer(env, 'TOKEN_MAX_SECONDS', 604_800, 60, 31_536_000);
  if (tokenMaxSeconds < tokenIdleSeconds) {
    fail(
      'TOKEN_MAX_SECONDS 不能小于 TOKEN_IDLE_SECONDS',
      'TOKEN_MAX_SECONDS must not be smaller than TOKEN_IDLE_SECONDS',
    );
  }
  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? 'data');
  return {
    nodeEnv,
    production,
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    databaseUrl,
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5000, 100, 600_000),
    databaseQueryTimeoutMs: integer(env, 'DATABASE_QUERY_TIMEOUT_MS', 30_000, 100, 3_600_000),
    distDir: path.resolve(cwd, text(env, 'DIST_DIR') ?? 'dist'),
    versionsDir: path.resolve(
      cwd,
      text(env, 'PORTAL_VERSIONS_DIR') ?? path.join(dataDir, 'portal-versions'),
    ),
    mediaDir: path.resolve(cwd, text(env, 'MEDIA_DIR') ?? DEFAULT_MEDIA_DIR),
    captchaTestCode,
    learnTestHeadStartSeconds,
    tokenIdleSeconds,
    tokenMaxSeconds,
    tempPasswordDays: integer(env, 'TEMP_PASSWORD_DAYS', 7, 0, 3650),
    recycleBinDays: integer(env, 'RECYCLE_BIN_DAYS', 30, 1, 3650),
    corsOrigins: origins(env),
    bodyLimitBytes: integer(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 104_857_600),
    rateLimit: {
      authMax: integer(env, 'RATE_LIMIT_AUTH_MAX', 60, 1, 1_000_000),
      captchaMax: integer(env, 'RATE_LIMIT_CAPTCHA_MAX', 120, 1, 1_000_000),
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    },
    loginLock: {
      after: integer(env, 'LOGIN_LOCK_AFTER', 5, 1, 1000),
      seconds: integer(env, 'LOGIN_LOCK_SECONDS', 60, 1, 3600),
    },
    messageRateMax: integer(env, 'RATE_LIMIT_MESSAGE_MAX', 10, 1, 1_000_000),
    feedbackRateMax: integer(env, 'RATE_LIMIT_FEEDBACK_MAX', 10, 1, 1_000_000),
    experimentRateMax: integer(env, 'RATE_LIMIT_EXPERIMENT_MAX', 30, 1, 1_000_000),
    visitRateMax: integer(env, 'RATE_LIMIT_VISIT_MAX', 300, 1, 1_000_000),
    counterBatchMs: integer(env, 'COUNTER_BATCH_MS', 0, 0, 1000),
    publicCacheSeconds: integer(env, 'PUBLIC_CACHE_SECONDS', 5, 0, 3600),
    publicStaleSeconds: integer(env, 'PUBLIC_STALE_SECONDS', 30, 0, 86_400),
    rateLimitStore: rateLimitStore(env, databaseUrl),
    workers: workers(env, databaseUrl),
    experimentSessionHours: integer(env, 'EXPERIMENT_SESSION_HOURS', 24, 1, 8760),
    experimentMinTimePercent,
    messageIntervalSeconds: integer(env, 'MESSAGE_INTERVAL_SECONDS', 60, 1, 86_400),
    ...smtp(env),
    seedDemoData: flag(env, 'SEED_DEMO_DATA', !production),
    timeZone: timeZone(env),
    logLevel: logLevel(env),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    uploads: uploads(env, cwd, dataDir),
    sso: loadSsoConfig(env, production, fail),
    ilab: loadIlabConfig(env, production, fail),
    quizSweepMs: integer(env, 'QUIZ_SWEEP_MS', 10_000, 100, 600_000),
    now: () => new Date(),
  };
}
