/**
 * Outside /api/ HTTP errors are HTTP errors: an unsatisfiable Range gets 416, a directory 404,
 * a malformed address a clean 400 — each with the security headers, never a JSON envelope with
 * status 200 nor fastify's own error text.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { runSeed } from '../../server/seed/run-seed';
import { CONSOLE_STAFF_STEP } from '../../server/seed/console-staff-step';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

function assertSecurityHeaders(label: string, headers: Record<string, unknown>): void {
  assert.equal(headers['x-content-type-options'], 'nosniff', `${label}: nosniff`);
  assert.equal(headers['x-frame-options'], 'SAMEORIGIN', `${label}: x-frame-options`);
  assert.match(String(headers['content-security-policy']), /frame-ancestors 'self'/, label);
}

describe('HTTP errors outside /api/', () => {
  it('an unsatisfiable Range gets 416 with the size', async () => {
    const size = fs.statSync(
      new URL('../../server/media/articles/news-1.svg', import.meta.url),
    ).size;
    for (const range of [`bytes=${size + 10}-`, 'bytes=999999999-999999999']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/media/articles/news-1.svg',
        headers: { range },
      });
      assert.equal(response.statusCode, 416, `${range}: ${response.body.slice(0, 80)}`);
      assert.equal(response.headers['content-range'], `bytes */${size}`);
      assertSecurityHeaders(range, response.headers);
    }
    const fine = await t.app.inject({
      method: 'GET',
      url: '/media/articles/news-1.svg',
      headers: { range: 'bytes=0-9' },
    });
    assert.equal(fine.statusCode, 206);
  });

  it('a directory is 404, not 200 with an envelope', async () => {
    for (const url of ['/media/articles/', '/media/', '/media/videos/']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, `${url}: ${response.body.slice(0, 80)}`);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assertSecurityHeaders(url, response.headers);
    }
  });

  it('a malformed address is a clean 400 with the security headers', async () => {
    for (const url of ['/PC/%E0%A4%A', '/media/%E0%A4%A', '/%ZZ']) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 400, url);
      assert.doesNotMatch(response.body, /FST_ERR|is not a valid url/i, url);
      assert.match(String(response.headers['content-type']), /text\/html/);
      assertSecurityHeaders(url, response.headers);
    }
    const api = await t.app.inject({ method: 'GET', url: '/api/xnfz/%E0%A4%A' });
    assert.equal(api.statusCode, 400);
    assert.deepEqual(api.json(), { code: 500, msg: '参数错误：请求地址不合法' });
    assertSecurityHeaders('api', api.headers);
  });
});

describe('a body over the limit', () => {
  it('names the limit of the call it was sent to, not the global one', async () => {
    await runSeed(t.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
    const admin = await loginToken(t, 'admin1');
    // the import accepts a 5 MB file as base64 (about 7 MB); the other calls 1 MB
    const oversized = { fileName: '名单.xlsx', contentBase64: 'A'.repeat(7_100_000) };
    const upload = await call(t, 'POST', '/api/admin/userImport', {
      token: admin,
      body: oversized,
    });
    assert.equal(upload.status, 413);
    assert.equal(upload.raw.includes('1 MB'), false, upload.raw);
    assert.match(upload.raw, /请求体过大，不能超过 6\.\d MB/);
    const small = { title: 'x'.repeat(1_100_000) };
    const article = await call(t, 'POST', '/api/admin/articleSave', { token: admin, body: small });
    assert.equal(article.status, 413);
    assert.match(article.raw, /请求体过大，不能超过 1 MB/);
  });
});

describe('a slow start', () => {
  it('is waited for: a plugin or hook may take a minute on a busy machine, not fastify’s 10 s', () => {
    // a start past the limit stops the server (and, in a test process, every file after it)
    assert.ok(t.app.initialConfig.pluginTimeout! >= 60_000);
  });
});
