/**
 * The portal page (/PC/) as the server sends it carries the site information saved in the console
 * (issue 31, major 3): the document title, the header's name and logo and the footer's text, ICP
 * number and contact lines are in the first paint, before any script runs, and a change shows on
 * the next load — never the precompressed copy the build wrote, never a stale ETag. The page is
 * assembled the way the build assembles dist/index.html (src/host/index.html + the prerendered
 * shell), with that build's .br and .gz beside it.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import type { AdminSiteInfo } from '../../src/core/api/admin-contract';
import type { SiteInfo } from '../../src/core/api/contract';
import { compressFile } from '../../scripts/precompress.mjs';
import { createConsoleFixture } from './helpers/console-fixture';
import { call, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const CATALOGUE_NAME = '虚拟仿真实验教学学习培训平台';

/** dist/index.html as the build writes it (rollup.config.mjs → pages()). */
function builtPage(): string {
  const shell = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/prerender-shell.tsx'], {
      encoding: 'utf8',
    }),
  ) as { pageStyle: string; portal: string };
  const entry = '<script type="module" src="./esm/boot.js"></script>';
  return fs
    .readFileSync('src/host/index.html', 'utf8')
    .replace(entry, `${entry}\n    ${shell.pageStyle}`)
    .replace('<xnfz-portal></xnfz-portal>', shell.portal);
}

type Encoding = 'br' | 'gzip' | 'identity';

/** The page's text as each encoding sends it, decoded. */
function decoded(encoding: Encoding, raw: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(raw).toString('utf8');
  return raw.toString('utf8');
}

/** The part of the page between the first `start` and the `end` after it. */
function between(page: string, start: string, end: string): string {
  const from = page.indexOf(start);
  assert.ok(from >= 0, `${start} in the page`);
  const to = page.indexOf(end, from);
  assert.ok(to > from, `${end} after ${start}`);
  return page.slice(from, to + end.length);
}

/** The header's brand link of the prerendered shell. */
const brandOf = (page: string) => between(page, 'class="brand"', '</a>');
/** The prerendered shell's footer. */
const footerOf = (page: string) => between(page, '<footer', '</footer>');

/** The site information the page hands to the portal's script (null when there is none). */
function dataOf(page: string): SiteInfo | null {
  const match = /<script type="application\/json" id="xnfz-site-info">([^<]*)<\/script>/.exec(page);
  return match?.[1] ? (JSON.parse(match[1]) as SiteInfo) : null;
}

describe('the portal page carries the site information saved in the console', () => {
  let t: TestApp;
  let adminToken: string;
  let tmp: string;
  let distDir: string;

  async function save(changes: Partial<SiteInfo>): Promise<AdminSiteInfo> {
    const opened = await call<AdminSiteInfo>(t, 'GET', '/api/admin/siteInfo', {
      token: adminToken,
    });
    const { version, ...current } = opened.body.data as AdminSiteInfo;
    const saved = await call<AdminSiteInfo>(t, 'POST', '/api/admin/siteInfoSave', {
      token: adminToken,
      body: { ...current, ...changes, version },
    });
    assert.equal(saved.body.code, 0, saved.body.msg);
    return saved.body.data as AdminSiteInfo;
  }

  async function page(
    encoding: Encoding,
    url = '/PC/',
    headers: Record<string, string> = {},
  ): Promise<{ status: number; text: string; etag: string; headers: Record<string, unknown> }> {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': encoding, ...headers },
    });
    const sentEncoding = response.headers['content-encoding'];
    if (response.statusCode === 200) {
      assert.equal(sentEncoding ?? 'identity', encoding, `${url} sent as ${encoding}`);
    }
    return {
      status: response.statusCode,
      text: response.statusCode === 200 ? decoded(encoding, response.rawPayload) : '',
      etag: String(response.headers.etag ?? ''),
      headers: response.headers,
    };
  }

  before(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-site-page-'));
    distDir = path.join(tmp, 'dist');
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), builtPage());
    compressFile(path.join(distDir, 'index.html'));
    assert.ok(fs.existsSync(path.join(distDir, 'index.html.br')), 'the build wrote index.html.br');
    const fixture = await createConsoleFixture({
      config: { distDir, mediaDir: path.join(tmp, 'media') },
    });
    t = fixture.t;
    adminToken = fixture.tokens.admin1;
  });
  after(async () => {
    await t.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('title, header name and logo, footer text with the ICP number and contact lines, in every encoding', async () => {
    const name = '示范大学虚拟仿真实验教学中心';
    await save({
      name,
      logo: '/media/site/centre-logo.svg',
      footer: '© 2026 示范大学 版权所有\n鄂ICP备12345678号-1　鄂公网安备 42010202000001 号',
      contact: {
        address: '武汉市示范大道 88 号',
        phone: '027-8754 3210',
        email: 'centre@example.edu.cn',
        hours: '周一至周五 8:30—17:30',
      },
      links: [{ name: '国家虚拟仿真实验教学课程共享平台', url: 'https://www.ilab-x.com/' }],
    });
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const { status, text, headers } = await page(encoding);
      assert.equal(status, 200);
      assert.equal(headers['cache-control'], 'no-cache', 'revalidated on every load');
      assert.match(String(headers.vary), /accept-encoding/i);
      assert.match(text, new RegExp(`<title>${name}</title>`), `${encoding}: the title`);
      const brand = brandOf(text);
      assert.ok(brand.includes(name), `${encoding}: the header's name (${brand})`);
      assert.match(brand, /<img[^>]+src="\/media\/site\/centre-logo\.svg"/, 'the logo');
      assert.ok(
        !between(text, '<xnfz-portal>', '</xnfz-portal>').includes(CATALOGUE_NAME),
        'the catalogue name is gone from the first paint',
      );
      const footer = footerOf(text);
      for (const part of [
        '© 2026 示范大学 版权所有',
        '鄂ICP备12345678号-1',
        '武汉市示范大道 88 号',
        '027-8754 3210',
        'centre@example.edu.cn',
        '国家虚拟仿真实验教学课程共享平台',
      ]) {
        assert.ok(footer.includes(part), `${encoding}: ${part} in the footer: ${footer}`);
      }
      assert.match(
        footer,
        /<a[^>]+href="https:\/\/beian\.miit\.gov\.cn\/"[^>]*>鄂ICP备12345678号-1</,
        'the ICP number links to the MIIT register',
      );
      assert.equal(dataOf(text)?.name, name, 'the data the portal script starts from');
    }
  });

  it('a change shows on the next load: a new ETag, the old one is not a 304, and /PC/index.html is the same page', async () => {
    await save({ name: '第一名称实验中心' });
    const first = await page('br');
    assert.ok(first.etag.length > 2, 'an ETag');
    const again = await page('br', '/PC/', { 'if-none-match': first.etag });
    assert.equal(again.status, 304, 'unchanged: 304');

    await save({ name: '第二名称实验中心' });
    for (const encoding of ['br', 'gzip', 'identity'] as const) {
      const changed = await page(encoding, '/PC/', { 'if-none-match': first.etag });
      assert.equal(changed.status, 200, `${encoding}: the old ETag no longer matches`);
      assert.notEqual(changed.etag, first.etag);
      assert.ok(brandOf(changed.text).includes('第二名称实验中心'), `${encoding}: the new name`);
      assert.ok(!changed.text.includes('第一名称实验中心'), `${encoding}: not the old one`);
    }
    for (const url of ['/PC/index.html', '/PC/index.html?x=1']) {
      const direct = await page('br', url);
      assert.equal(direct.status, 200, url);
      assert.ok(brandOf(direct.text).includes('第二名称实验中心'), `${url}: the current page`);
    }
  });

  it('the site information is text on the page, never markup or script', async () => {
    const name = '<img src=x onerror=alert(1)>中心</title><script>';
    await save({ name, footer: '</footer><script>alert(2)</script>', logo: '' });
    const { text } = await page('identity');
    assert.ok(!text.includes('<img src=x'), 'the name is escaped');
    assert.ok(!text.includes('<script>alert(2)'), 'the footer is escaped');
    assert.ok(brandOf(text).includes('&lt;img src=x onerror=alert(1)&gt;中心'), 'shown as text');
    assert.match(
      text,
      /<title>&lt;img src=x onerror=alert\(1\)&gt;中心&lt;\/title&gt;&lt;script&gt;<\/title>/,
    );
    assert.equal(dataOf(text)?.name, name, 'the data block carries it unchanged');
    assert.ok(!/<img[^>]+class="brand-logo"/.test(brandOf(text)), 'no logo when none is set');
  });

  it('a logo must be an image of the site’s own media (the page allows no other): 参数错误 names the field', async () => {
    const opened = await call<AdminSiteInfo>(t, 'GET', '/api/admin/siteInfo', {
      token: adminToken,
    });
    const { version, ...current } = opened.body.data as AdminSiteInfo;
    for (const logo of ['https://www.example.edu.cn/logo.png', '/PC/logo.png']) {
      const refused = await call(t, 'POST', '/api/admin/siteInfoSave', {
        token: adminToken,
        body: { ...current, logo, version },
      });
      assert.notEqual(refused.body.code, 0, logo);
      assert.match(refused.body.msg, /^参数错误：.*logo|标志图片/, refused.body.msg);
    }
    const after = await call<AdminSiteInfo>(t, 'GET', '/api/admin/siteInfo', {
      token: adminToken,
    });
    assert.equal(after.body.data?.version, version, 'nothing changed');
  });
});

describe('the portal page when the site information cannot be read', () => {
  it('is served with the catalogue’s defaults (the database closed)', async () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-site-page-down-'));
    const distDir = path.join(tmp, 'dist');
    fs.mkdirSync(distDir, { recursive: true });
    fs.writeFileSync(path.join(distDir, 'index.html'), builtPage());
    const t = await createTestApp({ config: { distDir, mediaDir: path.join(tmp, 'media') } });
    try {
      await t.database.close();
      const response = await t.app.inject({ method: 'GET', url: '/PC/' });
      assert.equal(response.statusCode, 200);
      assert.match(response.body, new RegExp(`<title>${CATALOGUE_NAME}</title>`));
      assert.ok(
        brandOf(response.body).includes(CATALOGUE_NAME),
        'the catalogue name in the header',
      );
      assert.ok(footerOf(response.body).includes('版权所有'), 'the catalogue footer');
      assert.equal(dataOf(response.body), null, 'no data: the portal asks the API itself');
    } finally {
      await t.app.close();
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
