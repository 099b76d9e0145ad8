/**
 * Pinned versions of the embedding kit (issue #30): `/PC/v/<version>/…` serves the current build
 * under its version (dist/sri.json names it) and every older version kept in PORTAL_VERSIONS_DIR
 * (scripts/keep-version.mjs puts it there before a deploy), public to any site like the rest of
 * /PC/; an unknown version is 404. dist/sri.json's integrity values are the files' SHA-384.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { keepVersion } from '../../scripts/keep-version.mjs';
import { writeIntegrity } from '../../scripts/sri.mjs';
import { createTestApp, createTestDatabase } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

describe('pinned versions under /PC/v/<version>/', () => {
  let database: TestDatabase;
  let tmp: string;
  let distDir: string;
  let versionsDir: string;
  let t: TestApp;

  /** A build of `version`: its loader, bundle and one chunk say which version they are. */
  function build(dir: string, version: string): void {
    fs.mkdirSync(path.join(dir, 'esm', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'xnfz-loader.js'), `/* loader ${version} */\n`);
    fs.writeFileSync(path.join(dir, 'xnfz-widgets.js'), `/* bundle ${version} */\n`);
    fs.writeFileSync(path.join(dir, 'esm', 'news-feed.js'), `export const v = '${version}';\n`);
    fs.mkdirSync(path.join(dir, 'admin'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'admin', 'admin.js'), 'console;\n');
    writeIntegrity(dir, version);
  }

  before(async () => {
    database = await createTestDatabase();
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-versions-'));
    distDir = path.join(tmp, 'dist');
    versionsDir = path.join(tmp, 'versions');
    // 1.0.0 was deployed and kept before 1.1.0 replaced it
    build(distDir, '1.0.0');
    keepVersion(distDir, versionsDir);
    fs.rmSync(distDir, { recursive: true });
    build(distDir, '1.1.0');
    t = await createTestApp({
      database,
      config: { distDir, versionsDir, mediaDir: path.join(tmp, 'media') },
    });
  });
  after(async () => {
    await t.close();
    await database.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('dist/sri.json holds the version and the SHA-384 of the loader and the one-file bundle', () => {
    const sri = JSON.parse(fs.readFileSync(path.join(distDir, 'sri.json'), 'utf8')) as {
      version: string;
      files: Record<string, string>;
    };
    assert.equal(sri.version, '1.1.0');
    const digest = (file: string) =>
      `sha384-${createHash('sha384')
        .update(fs.readFileSync(path.join(distDir, file)))
        .digest('base64')}`;
    assert.deepEqual(sri.files, {
      'xnfz-loader.js': digest('xnfz-loader.js'),
      'xnfz-widgets.js': digest('xnfz-widgets.js'),
    });
  });

  it('keeps only the embedding kit of an older version (not the console)', () => {
    assert.ok(fs.existsSync(path.join(versionsDir, '1.0.0', 'xnfz-loader.js')));
    assert.ok(fs.existsSync(path.join(versionsDir, '1.0.0', 'esm', 'news-feed.js')));
    assert.equal(fs.existsSync(path.join(versionsDir, '1.0.0', 'admin')), false);
  });

  it('serves the current version and the kept one, to any site; an unknown version is 404', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { origin: 'https://unlisted.example.org' } });
    const current = await get('/PC/v/1.1.0/xnfz-loader.js');
    assert.equal(current.statusCode, 200);
    assert.equal(current.body, '/* loader 1.1.0 */\n');
    assert.equal(current.headers['access-control-allow-origin'], '*');
    const chunk = await get('/PC/v/1.1.0/esm/news-feed.js');
    assert.match(chunk.body, /'1\.1\.0'/);
    const kept = await get('/PC/v/1.0.0/xnfz-widgets.js');
    assert.equal(kept.statusCode, 200);
    assert.equal(kept.body, '/* bundle 1.0.0 */\n');
    assert.equal(kept.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal(kept.headers['access-control-allow-origin'], '*');
    assert.equal((await get('/PC/v/1.0.0/esm/news-feed.js')).body, "export const v = '1.0.0';\n");
    assert.equal((await get('/PC/v/0.9.0/xnfz-loader.js')).statusCode, 404);
    assert.equal((await get('/PC/v/1.0.0/admin/admin.js')).statusCode, 404);
    // the unversioned address is the current build, as before
    assert.equal((await get('/PC/xnfz-loader.js')).body, '/* loader 1.1.0 */\n');
  });
});
