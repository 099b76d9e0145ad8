import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../../server/config';
import { hashPassword, passwordCostLog2, verifyPassword } from '../../server/auth/password-hash';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/portal');
    assert.equal(config.port, 8080);
    assert.equal(config.host, '127.0.0.1');
    assert.equal(config.dataDir, '/srv/portal/data');
    assert.equal(config.distDir, '/srv/portal/dist');
    assert.equal(config.databaseUrl, null);
    assert.equal(config.databaseConnectTimeoutMs, 5000);
    assert.equal(config.databaseQueryTimeoutMs, 30000);
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.production, false);
    assert.equal(config.captchaTestCode, null);
    assert.equal(config.tokenIdleSeconds, 7200);
    assert.equal(config.tokenMaxSeconds, 604800);
    assert.deepEqual(config.corsOrigins, []);
    assert.equal(config.seedDemoData, true);
    assert.equal(config.timeZone, 'Asia/Shanghai');
    assert.ok(config.mediaDir.endsWith(path.join('server', 'media')));
    assert.ok(config.now() instanceof Date);
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '18080',
        HOST: '0.0.0.0',
        DATA_DIR: 'tmp/data',
        DATABASE_URL: 'postgres://u:p@db:5432/portal',
        DATABASE_CONNECT_TIMEOUT_MS: '1500',
        DATABASE_QUERY_TIMEOUT_MS: ' 2500 ',
        CAPTCHA_TEST_CODE: ' 1234 ',
        TOKEN_IDLE_SECONDS: '600',
        TOKEN_MAX_SECONDS: '3600',
        CORS_ORIGINS: 'https://www.example.edu.cn, http://localhost:3000/',
        DIST_DIR: '/opt/dist',
        RATE_LIMIT_AUTH_MAX: '5',
        SEED_DEMO_DATA: 'false',
      },
      '/srv/portal',
    );
    assert.equal(config.port, 18080);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.dataDir, '/srv/portal/tmp/data');
    assert.equal(config.databaseUrl, 'postgres://u:p@db:5432/portal');
    assert.equal(config.databaseConnectTimeoutMs, 1500);
    assert.equal(config.databaseQueryTimeoutMs, 2500);
    assert.equal(config.captchaTestCode, '1234');
    assert.equal(config.tokenIdleSeconds, 600);
    assert.equal(config.tokenMaxSeconds, 3600);
    assert.deepEqual(config.corsOrigins, ['https://www.example.edu.cn', 'http://localhost:3000']);
    assert.equal(config.distDir, '/opt/dist');
    assert.equal(config.rateLimit.authMax, 5);
    assert.equal(config.seedDemoData, false);
  });

  it('WORKERS above 1 needs PostgreSQL; rate limits are counted in the database on PostgreSQL', () => {
    assert.throws(
      () => loadConfig({ WORKERS: '2' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes('WORKERS=2 需要 PostgreSQL') &&
        error.message.includes('embedded database opens in one process only'),
    );
    const pgUrl = 'postgres://u:p@db:5432/portal';
    assert.equal(loadConfig({ WORKERS: '3', DATABASE_URL: pgUrl }).workers, 3);
    assert.equal(loadConfig({}).rateLimitStore, 'memory');
    assert.equal(loadConfig({ DATABASE_URL: pgUrl }).rateLimitStore, 'database');
    assert.equal(
      loadConfig({ DATABASE_URL: pgUrl, RATE_LIMIT_STORE: 'memory' }).rateLimitStore,
      'memory',
    );
    assert.throws(() => loadConfig({ RATE_LIMIT_STORE: 'redis' }), /RATE_LIMIT_STORE/);
  });

  it('refuses CAPTCHA_TEST_CODE in production, in Chinese and English', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', CAPTCHA_TEST_CODE: '1234' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes('CAPTCHA_TEST_CODE') &&
        error.message.includes('生产环境') &&
        error.message.includes('must not be set when NODE_ENV=production'),
    );
  });

  it('refuses XNFZ_TEST_CHEAP_PASSWORD_HASH in production; real passwords are hashed at N = 2^15 without it', async () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', XNFZ_TEST_CHEAP_PASSWORD_HASH: '1' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes('XNFZ_TEST_CHEAP_PASSWORD_HASH') &&
        error.message.includes('生产环境'),
    );
    assert.equal(passwordCostLog2({}), 15);
    assert.equal(passwordCostLog2({ XNFZ_TEST_CHEAP_PASSWORD_HASH: '0' }), 15);
    assert.equal(passwordCostLog2({ XNFZ_TEST_CHEAP_PASSWORD_HASH: '1' }), 10);
    // a hash records its cost: one made at either cost verifies whichever cost makes new ones
    const made = await hashPassword('Centre2026');
    assert.match(made, new RegExp(`^scrypt\\$${passwordCostLog2()}\\$8\\$1\\$`));
    assert.equal(await verifyPassword('Centre2026', made), true);
    const other = passwordCostLog2() === 15 ? 10 : 15;
    const relabelled = made.replace(/^scrypt\$\d+\$/, `scrypt$${other}$`);
    assert.equal(await verifyPassword('Centre2026', relabelled), false, 'the cost is in the hash');
  });

  it('refuses LEARN_TEST_HEAD_START_SECONDS in production, and bounds it elsewhere', () => {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', LEARN_TEST_HEAD_START_SECONDS: '60' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes('LEARN_TEST_HEAD_START_SECONDS') &&
        error.message.includes('生产环境'),
    );
    assert.equal(loadConfig({}).learnTestHeadStartSeconds, 0);
    assert.equal(
      loadConfig({ LEARN_TEST_HEAD_START_SECONDS: '600' }).learnTestHeadStartSeconds,
      600,
    );
    assert.throws(() => loadConfig({ LEARN_TEST_HEAD_START_SECONDS: '-1' }), ConfigError);
  });

  it('refuses a lowered EXPERIMENT_MIN_TIME_PERCENT in production, and allows it elsewhere', () => {
    for (const value of ['0', '5', '99']) {
      assert.throws(
        () => loadConfig({ NODE_ENV: 'production', EXPERIMENT_MIN_TIME_PERCENT: value }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.includes('EXPERIMENT_MIN_TIME_PERCENT') &&
          error.message.includes('生产环境') &&
          error.message.includes('NODE_ENV=production'),
      );
    }
    assert.equal(
      loadConfig({ NODE_ENV: 'production', EXPERIMENT_MIN_TIME_PERCENT: '100' })
        .experimentMinTimePercent,
      100,
    );
    assert.equal(loadConfig({ NODE_ENV: 'production' }).experimentMinTimePercent, 100);
    assert.equal(
      loadConfig({ NODE_ENV: 'test', EXPERIMENT_MIN_TIME_PERCENT: '5' }).experimentMinTimePercent,
      5,
    );
  });

  it('allows production without the test code, and does not seed demo users there', () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    assert.equal(config.production, true);
    assert.equal(config.captchaTestCode, null);
    assert.equal(config.seedDemoData, false);
  });

  it('accepts the test code outside production', () => {
    assert.equal(
      loadConfig({ NODE_ENV: 'test', CAPTCHA_TEST_CODE: 'abcd' }).captchaTestCode,
      'abcd',
    );
  });

  it('explains a bad database timeout in Chinese and English, with the allowed range', () => {
    assert.throws(
      () => loadConfig({ DATABASE_QUERY_TIMEOUT_MS: 'soon' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message ===
          '配置错误：DATABASE_QUERY_TIMEOUT_MS 必须是 100 到 3600000 之间的整数（当前为 "soon"）\n' +
            'Invalid configuration: DATABASE_QUERY_TIMEOUT_MS must be an integer from 100 to 3600000 (got "soon")',
    );
    assert.throws(
      () => loadConfig({ DATABASE_CONNECT_TIMEOUT_MS: '50' }),
      (error: unknown) =>
        error instanceof ConfigError &&
        error.message.includes('DATABASE_CONNECT_TIMEOUT_MS 必须是 100 到 600000 之间的整数') &&
        error.message.includes('DATABASE_CONNECT_TIMEOUT_MS must be an integer from 100 to 600000'),
    );
  });

  for (const [name, env] of [
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: 'eighty' }],
    ['TOKEN_IDLE_SECONDS', { TOKEN_IDLE_SECONDS: '-5' }],
    ['TOKEN_MAX_SECONDS', { TOKEN_IDLE_SECONDS: '7200', TOKEN_MAX_SECONDS: '3600' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'not a url' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://example.com/path' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://x' }],
    ['TIME_ZONE', { TIME_ZONE: 'Mars/Olympus' }],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'maybe' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['DATABASE_CONNECT_TIMEOUT_MS', { DATABASE_CONNECT_TIMEOUT_MS: '0' }],
    ['DATABASE_CONNECT_TIMEOUT_MS', { DATABASE_CONNECT_TIMEOUT_MS: '5s' }],
    ['DATABASE_QUERY_TIMEOUT_MS', { DATABASE_QUERY_TIMEOUT_MS: '-1' }],
    ['DATABASE_QUERY_TIMEOUT_MS', { DATABASE_QUERY_TIMEOUT_MS: '1.5' }],
    ['DATABASE_QUERY_TIMEOUT_MS', { DATABASE_QUERY_TIMEOUT_MS: '99999999' }],
  ] as const) {
    it(`rejects a bad ${name} (${JSON.stringify(env)}) naming it`, () => {
      assert.throws(
        () => loadConfig(env),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.startsWith('配置错误：') &&
          error.message.includes(name),
      );
    });
  }
});

describe('upload settings', () => {
  const MB = 1024 * 1024;

  it('default to 1024 / 10 / 100 MB under DATA_DIR, a day to finish, cleanup hourly', () => {
    const { uploads } = loadConfig({ DATA_DIR: '/var/xnfz' }, '/srv/portal');
    assert.deepEqual(uploads, {
      dir: '/var/xnfz/uploads',
      maxBytes: { video: 1024 * MB, image: 10 * MB, document: 100 * MB },
      expireSeconds: 86_400,
      cleanupIntervalSeconds: 3600,
      maxUnfinished: 5,
    });
  });

  it('read UPLOAD_DIR, UPLOAD_MAX_*_MB, UPLOAD_EXPIRE_SECONDS, UPLOAD_CLEANUP_INTERVAL_SECONDS and UPLOAD_MAX_UNFINISHED', () => {
    const { uploads } = loadConfig(
      {
        UPLOAD_DIR: 'files',
        UPLOAD_MAX_VIDEO_MB: '2048',
        UPLOAD_MAX_IMAGE_MB: '5',
        UPLOAD_MAX_DOCUMENT_MB: '50',
        UPLOAD_EXPIRE_SECONDS: '3600',
        UPLOAD_CLEANUP_INTERVAL_SECONDS: '600',
        UPLOAD_MAX_UNFINISHED: '20',
      },
      '/srv/portal',
    );
    assert.deepEqual(uploads, {
      dir: '/srv/portal/files',
      maxBytes: { video: 2048 * MB, image: 5 * MB, document: 50 * MB },
      expireSeconds: 3600,
      cleanupIntervalSeconds: 600,
      maxUnfinished: 20,
    });
  });

  it('refuse a bad limit with the variable and its range, in Chinese and English', () => {
    for (const [name, value] of [
      ['UPLOAD_MAX_VIDEO_MB', '0'],
      ['UPLOAD_MAX_IMAGE_MB', '十'],
      ['UPLOAD_MAX_DOCUMENT_MB', '1.5'],
      ['UPLOAD_EXPIRE_SECONDS', '5'],
      ['UPLOAD_CLEANUP_INTERVAL_SECONDS', '-1'],
    ] as const) {
      assert.throws(
        () => loadConfig({ [name]: value }),
        (error: unknown) =>
          error instanceof ConfigError &&
          error.message.includes(`${name} 必须是`) &&
          error.message.includes(`${name} must be an integer`),
        name,
      );
    }
  });
});
