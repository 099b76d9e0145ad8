import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { compressFile } from '../../scripts/precompress.mjs';
import { createTestApp, createTestDatabase } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

const ONE_YEAR = 'public, max-age=31536000, immutable';

describe('front-end assets: precompressed, cached by content hash, revalidated otherwise', () => {
  let database: TestDatabase;
  let tmp: string;
  let distDir: string;
  let t: TestApp;
  const chunk = `export const shared = "${'共享模块 '.repeat(400)}";\n`;
  const entry = `import "./chunks/shared-Ab1_-9Zx.js";\n${'// 门户入口\n'.repeat(200)}`;
  const page = `<!doctype html><title>门户</title>${'<xnfz-portal></xnfz-portal>'.repeat(60)}`;

  before(async () => {
    database = await createTestDatabase();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-assets-'));
    distDir = path.join(tmp, 'dist');
    fs.mkdirSync(path.join(distDir, 'esm', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), page);
    fs.writeFileSync(path.join(distDir, 'esm', 'portal.js'), entry);
    fs.writeFileSync(path.join(distDir, 'esm', 'chunks', 'shared-Ab1_-9Zx.js'), chunk);
    fs.writeFileSync(path.join(distDir, 'esm', 'tiny.js'), 'export {};\n');
    for (const file of [
      'index.html',
      'esm/portal.js',
      'esm/chunks/shared-Ab1_-9Zx.js',
      'esm/tiny.js',
    ])
      compressFile(path.join(distDir, file));
    t = await createTestApp({ database, config: { distDir, mediaDir: path.join(tmp, 'media') } });
  });
  after(async () => {
    await t.close();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('the build step writes .br and .gz beside each text file that is worth compressing, with the same bytes inside', () => {
    const shared = path.join(distDir, 'esm', 'chunks', 'shared-Ab1_-9Zx.js');
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${shared}.br`)).toString(), chunk);
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${shared}.gz`)).toString(), chunk);
    assert.ok(fs.statSync(`${shared}.br`).size < Buffer.byteLength(chunk) / 4);
    assert.equal(
      fs.existsSync(path.join(distDir, 'esm', 'tiny.js.br')),
      false,
      'tiny files stay as they are',
    );
  });

  it('sends brotli or gzip as the browser accepts, with Vary: Accept-Encoding, and plain bytes otherwise', async () => {
    const url = '/PC/esm/chunks/shared-Ab1_-9Zx.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers['content-type']), /javascript/);
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), chunk);

    const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gzip.rawPayload).toString(), chunk);

    const plain = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.body, chunk);

    const page = await t.app.inject({
      method: 'GET',
      url: '/PC/',
      headers: { 'accept-encoding': 'br' },
    });
    assert.equal(page.headers['content-encoding'], 'br', 'the portal page too');
    assert.match(zlib.brotliDecompressSync(page.rawPayload).toString(), /<xnfz-portal>/);
  });

  it('content-hashed chunks are cached for a year as immutable; entries and pages are revalidated with an ETag (304)', async () => {
    const hashed = await t.app.inject({ method: 'GET', url: '/PC/esm/chunks/shared-Ab1_-9Zx.js' });
    assert.equal(hashed.headers['cache-control'], ONE_YEAR);

    for (const url of ['/PC/esm/portal.js', '/PC/']) {
      const first = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br' },
      });
      assert.equal(first.headers['cache-control'], 'no-cache', url);
      const etag = first.headers.etag;
      assert.ok(typeof etag === 'string' && etag.length > 2, `${url} has an ETag`);
      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'br', 'if-none-match': etag },
      });
      assert.equal(again.statusCode, 304, `${url} revalidates`);
      assert.equal(again.body, '');
    }
  });
});
