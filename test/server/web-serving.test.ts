import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { call, createTestApp, createTestDatabase, newCaptcha } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

describe('static site, security headers, CORS, rate limits', () => {
  let database: TestDatabase;
  let tmp: string;
  let distDir: string;
  let mediaDir: string;
  const apps: TestApp[] = [];

  async function app(
    config: Parameters<typeof createTestApp>[0] extends infer O
      ? O extends { config?: infer C }
        ? C
        : never
      : never,
  ) {
    const created = await createTestApp({ database, config });
    apps.push(created);
    return created;
  }

  before(async () => {
    database = await createTestDatabase();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-static-'));
    distDir = path.join(tmp, 'dist');
    mediaDir = path.join(tmp, 'media');
    fs.mkdirSync(path.join(distDir, 'esm'), { recursive: true });
    fs.mkdirSync(path.join(mediaDir, 'videos'), { recursive: true });
    fs.writeFileSync(
      path.join(distDir, 'index.html'),
      '<!doctype html><title>门户</title><xnfz-portal></xnfz-portal>',
    );
    fs.writeFileSync(path.join(distDir, 'esm', 'app.js'), 'export const x = 1;\n');
    fs.mkdirSync(path.join(distDir, 'admin', 'chunks'), { recursive: true });
    fs.writeFileSync(
      path.join(distDir, 'admin', 'index.html'),
      '<!doctype html><title>管理后台</title><script type="module" src="./admin.js"></script><xnfz-admin-app></xnfz-admin-app>',
    );
    fs.writeFileSync(path.join(distDir, 'admin', 'admin.js'), 'export const y = 1;\n');
    fs.copyFileSync('src/host/favicon.ico', path.join(distDir, 'favicon.ico'));
    fs.writeFileSync(path.join(distDir, '.env'), 'SECRET=1');
    fs.writeFileSync(
      path.join(mediaDir, 'videos', 'clip.mp4'),
      Buffer.from(Array.from({ length: 100 }, (_, i) => i)),
    );
  });
  after(async () => {
    for (const created of apps) await created.close();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('serves the portal icon at /favicon.ico and /PC/favicon.ico (no 404 on every page load)', async () => {
    const t = await app({ distDir, mediaDir });
    for (const url of ['/favicon.ico', '/PC/favicon.ico']) {
      const icon = await t.app.inject({ method: 'GET', url });
      assert.equal(icon.statusCode, 200, url);
      assert.match(String(icon.headers['content-type']), /^image\/(x-icon|vnd\.microsoft\.icon)/);
      assert.deepEqual([...icon.rawPayload.subarray(0, 4)], [0, 0, 1, 0], 'an ICO file');
    }
  });

  it('redirects / and /PC to /PC/ with 302, keeping the query', async () => {
    const t = await app({ distDir, mediaDir });
    const root = await t.app.inject({ method: 'GET', url: '/' });
    assert.equal(root.statusCode, 302);
    assert.equal(root.headers.location, '/PC/');
    const withToken = await t.app.inject({ method: 'GET', url: '/?token=abc' });
    assert.equal(withToken.headers.location, '/PC/?token=abc');
    const noSlash = await t.app.inject({ method: 'GET', url: '/PC' });
    assert.equal(noSlash.statusCode, 302);
    assert.equal(noSlash.headers.location, '/PC/');
  });

  it('serves the built front end under /PC/', async () => {
    const t = await app({ distDir, mediaDir });
    const index = await t.app.inject({ method: 'GET', url: '/PC/' });
    assert.equal(index.statusCode, 200);
    assert.match(index.headers['content-type'] as string, /text\/html/);
    assert.match(index.body, /<xnfz-portal>/);
    assert.equal(index.headers['cache-control'], 'no-cache');
    const script = await t.app.inject({ method: 'GET', url: '/PC/esm/app.js' });
    assert.equal(script.statusCode, 200);
    assert.match(script.headers['content-type'] as string, /javascript/);
    assert.equal((await t.app.inject({ method: 'GET', url: '/PC/missing.js' })).statusCode, 404);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/PC/.env' })).statusCode,
      404,
      'dot files are hidden',
    );
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/PC/../package.json' })).statusCode,
      404,
    );
  });

  it('serves the console page at /PC/admin/ (and redirects /PC/admin), its scripts from dist/admin/', async () => {
    const t = await app({ distDir, mediaDir });
    const page = await t.app.inject({ method: 'GET', url: '/PC/admin/' });
    assert.equal(page.statusCode, 200);
    assert.match(page.headers['content-type'] as string, /text\/html/);
    assert.match(page.body, /<xnfz-admin-app>/);
    assert.equal(page.headers['cache-control'], 'no-cache');
    assert.match(
      page.headers['content-security-policy'] as string,
      /script-src 'self'(;|$)/,
      'the console runs under the same CSP: no inline script',
    );
    const redirect = await t.app.inject({ method: 'GET', url: '/PC/admin?x=1' });
    assert.equal(redirect.statusCode, 302);
    assert.equal(redirect.headers.location, '/PC/admin/?x=1');
    const script = await t.app.inject({ method: 'GET', url: '/PC/admin/admin.js' });
    assert.equal(script.statusCode, 200);
    assert.match(script.headers['content-type'] as string, /javascript/);
    const notBuilt = await (
      await app({ distDir: path.join(tmp, 'empty-dist'), mediaDir })
    ).app.inject({
      method: 'GET',
      url: '/PC/admin/',
    });
    assert.match(notBuilt.body, /前端尚未构建/);
  });

  it('says in Chinese that the front end is not built when dist has no index.html', async () => {
    const t = await app({ distDir: path.join(tmp, 'empty-dist'), mediaDir });
    const response = await t.app.inject({ method: 'GET', url: '/PC/' });
    assert.equal(response.statusCode, 200);
    assert.match(response.headers['content-type'] as string, /text\/html/);
    assert.match(response.body, /前端尚未构建/);
    assert.match(response.body, /npm run build/);
  });

  it('serves /media/ with HTTP Range', async () => {
    const t = await app({ distDir, mediaDir });
    const whole = await t.app.inject({ method: 'GET', url: '/media/videos/clip.mp4' });
    assert.equal(whole.statusCode, 200);
    assert.equal(whole.headers['accept-ranges'], 'bytes');
    assert.equal(whole.rawPayload.length, 100);
    const part = await t.app.inject({
      method: 'GET',
      url: '/media/videos/clip.mp4',
      headers: { range: 'bytes=10-19' },
    });
    assert.equal(part.statusCode, 206);
    assert.equal(part.headers['content-range'], 'bytes 10-19/100');
    assert.deepEqual([...part.rawPayload], [10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: '/media/videos/none.mp4' })).statusCode,
      404,
    );
  });

  it('serves the default media folder (server/media) without its dot files', async () => {
    const t = await app({});
    assert.equal((await t.app.inject({ method: 'GET', url: '/media/.gitkeep' })).statusCode, 404);
  });

  it('sends a Content-Security-Policy the portal works under, and the other helmet headers', async () => {
    const t = await app({ distDir, mediaDir });
    const response = await t.app.inject({ method: 'GET', url: '/PC/' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      "media-src 'self'",
      "object-src 'none'",
    ]) {
      assert.ok(csp.includes(directive), `${directive} in ${csp}`);
    }
    assert.ok(!csp.includes('upgrade-insecure-requests'), 'plain http on a LAN must keep working');
    assert.ok(!/script-src[^;]*unsafe-inline/.test(csp));
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    const api = await t.app.inject({ method: 'GET', url: '/api/xnfz/censusTotal' });
    assert.equal(api.headers['x-content-type-options'], 'nosniff');
  });

  it('public reads are open to any site; calls with a login or writes only to CORS_ORIGINS', async () => {
    // anonymous reads (public statistics, lists) from any site, even with no CORS_ORIGINS
    const closed = await app({});
    const fromAnywhere = await closed.app.inject({
      method: 'GET',
      url: '/api/xnfz/censusTotal',
      headers: { origin: 'https://partner.example.org' },
    });
    assert.equal(fromAnywhere.headers['access-control-allow-origin'], '*');
    assert.equal(fromAnywhere.headers['access-control-allow-credentials'], undefined);

    const t = await app({ corsOrigins: ['https://portal.example.edu.cn'] });
    const token = 'x'.repeat(43);
    const withLogin = (origin: string) =>
      t.app.inject({ method: 'GET', url: '/api/xnfz/userInfo', headers: { origin, token } });
    const allowed = await withLogin('https://portal.example.edu.cn');
    assert.equal(allowed.headers['access-control-allow-origin'], 'https://portal.example.edu.cn');
    assert.equal(allowed.headers['access-control-expose-headers'], undefined);
    assert.equal(allowed.headers['access-control-allow-credentials'], undefined);
    const other = await withLogin('https://evil.example.com');
    assert.equal(other.headers['access-control-allow-origin'], undefined);

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/xnfz/feedback',
      headers: { origin: 'https://evil.example.com', 'content-type': 'application/json' },
      payload: '{}',
    });
    assert.equal(write.headers['access-control-allow-origin'], undefined, 'a write stays closed');

    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/xnfz/userInfo',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'token',
        },
      });
    const listed = await preflight('https://portal.example.edu.cn');
    assert.equal(listed.statusCode, 204);
    assert.equal(listed.headers['access-control-allow-origin'], 'https://portal.example.edu.cn');
    assert.match(String(listed.headers['access-control-allow-headers']), /token/i);
    const unlisted = await preflight('https://evil.example.com');
    assert.equal(unlisted.headers['access-control-allow-origin'], undefined);
  });

  it('GET /healthz answers {status: ok} after asking the database', async () => {
    const t = await app({});
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json(), { status: 'ok' });
  });

  it('rate-limits login and register per client with 429 and the envelope', async () => {
    const t = await app({ rateLimit: { authMax: 3, captchaMax: 1000, windowSeconds: 60 } });
    for (let i = 0; i < 3; i++) {
      const response = await call(t, 'POST', '/api/xnfz/login', {
        body: { username: 'student1', password: 'Wrong1234', ...(await newCaptcha(t)) },
      });
      assert.equal(response.status, 200);
      assert.equal(response.body.msg, '用户名或密码错误');
    }
    const limited = await call(t, 'POST', '/api/xnfz/login', {
      body: { username: 'student1', password: 'Demo@1234', ...(await newCaptcha(t)) },
    });
    assert.equal(limited.status, 429);
    const wait = Number(limited.headers['retry-after']);
    assert.ok(wait > 50 && wait <= 60, `retry-after ${wait}`);
    assert.deepEqual(limited.body, { code: 500, msg: `请求过于频繁，请 ${wait} 秒后再试` });

    // Another client address has its own allowance; register is counted on its own.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/xnfz/login',
      remoteAddress: '10.1.2.3',
      payload: { username: 'student1', password: 'Demo@1234', ...(await newCaptcha(t)) },
    });
    assert.equal(elsewhere.statusCode, 200);
    assert.equal(elsewhere.json<{ code: number }>().code, 0);
    const registerCall = await call(t, 'POST', '/api/xnfz/register', { body: {} });
    assert.equal(registerCall.status, 200);
  });

  it('rate-limits the captcha image', async () => {
    const t = await app({ rateLimit: { authMax: 1000, captchaMax: 2, windowSeconds: 60 } });
    assert.equal((await call(t, 'GET', '/api/comm/v1/captcha')).status, 200);
    assert.equal((await call(t, 'GET', '/api/comm/v1/captcha')).status, 200);
    const limited = await call(t, 'GET', '/api/comm/v1/captcha');
    assert.equal(limited.status, 429);
    const wait = Number(limited.headers['retry-after']);
    assert.ok(wait > 50 && wait <= 60, `retry-after ${wait}`);
    assert.deepEqual(limited.body, { code: 500, msg: `请求过于频繁，请 ${wait} 秒后再试` });
  });

  it('says how long to wait in words: seconds, minutes for a long window, hours for a very long one', async () => {
    for (const [windowSeconds, words] of [
      [600, '10 分钟'],
      [7200, '2 小时'],
    ] as const) {
      const t = await app({ rateLimit: { authMax: 1000, captchaMax: 1, windowSeconds } });
      assert.equal((await call(t, 'GET', '/api/comm/v1/captcha')).status, 200);
      const limited = await call(t, 'GET', '/api/comm/v1/captcha');
      assert.equal(limited.status, 429);
      assert.ok(Number(limited.headers['retry-after']) > windowSeconds - 10);
      assert.deepEqual(limited.body, { code: 500, msg: `请求过于频繁，请 ${words}后再试` });
    }
  });

  it('the default limits do not trip in ordinary use', async () => {
    const t = await app({});
    for (let i = 0; i < 20; i++) {
      const response = await call(t, 'POST', '/api/xnfz/login', {
        body: { username: 'student1', password: 'Demo@1234', ...(await newCaptcha(t)) },
      });
      assert.equal(response.status, 200);
    }
  });
});
