/**
 * The media library's images in rich text carry their width and height in the detail answers, so
 * that the portal keeps their room from the first paint (an article's picture pushed its text down
 * when it arrived: CLS 0.039 on 新闻详情, over the 0.02 of issue 33's goal 5). The sizes come from
 * the files' headers; the fixtures in ./images were written by ImageMagick (37 × 21 each).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { imageSizeOf, sizedImages } from '../../server/content/image-sizes';
import { serverPath } from '../../server/server-root';
import { call, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const IMAGES = path.join(import.meta.dirname, 'images');
const read = (name: string) => fs.readFileSync(path.join(IMAGES, name));

describe('image sizes from the files’ headers', () => {
  for (const name of ['a.png', 'a.jpg', 'a.gif', 'a.webp', 'a-lossless.webp', 'a-alpha.webp']) {
    it(name, () => {
      assert.deepEqual(imageSizeOf(read(name)), { width: 37, height: 21 });
    });
  }

  it('an SVG: its width and height, else its viewBox', () => {
    const svg = (attributes: string) =>
      Buffer.from(`<?xml version="1.0"?>\n<svg ${attributes}></svg>`);
    assert.deepEqual(imageSizeOf(svg('width="480" height="270" viewBox="0 0 48 27"')), {
      width: 480,
      height: 270,
    });
    assert.deepEqual(imageSizeOf(svg('viewBox="0 0 1200 400"')), { width: 1200, height: 400 });
    assert.deepEqual(imageSizeOf(svg('width="100%" viewBox="0,0,300,150"')), {
      width: 300,
      height: 150,
    });
    assert.equal(imageSizeOf(svg('width="100%"')), null);
  });

  it('a damaged or unknown file: no size', () => {
    assert.equal(imageSizeOf(read('a.png').subarray(0, 12)), null);
    assert.equal(imageSizeOf(read('a.jpg').subarray(0, 20)), null);
    assert.equal(imageSizeOf(Buffer.from('%PDF-1.7 not an image')), null);
    assert.equal(imageSizeOf(Buffer.alloc(0)), null);
  });
});

describe('sizedImages: the tags of the media library’s images', () => {
  let mediaDir: string;
  before(() => {
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-image-sizes-'));
    fs.mkdirSync(path.join(mediaDir, 'uploads'));
    fs.copyFileSync(path.join(IMAGES, 'a.png'), path.join(mediaDir, 'uploads', 'a.png'));
    fs.copyFileSync(path.join(IMAGES, 'a.jpg'), path.join(mediaDir, 'uploads', '图 1.jpg'));
  });
  after(() => fs.rmSync(mediaDir, { recursive: true, force: true }));

  it('gain the width and height of their files', () => {
    const html =
      '<p>前</p><figure><img src="/media/uploads/a.png" alt="甲" /><figcaption>甲</figcaption></figure>' +
      '<p><img src="/media/uploads/%E5%9B%BE%201.jpg" alt="乙" /></p>';
    assert.equal(
      sizedImages(html, mediaDir),
      '<p>前</p><figure><img width="37" height="21" src="/media/uploads/a.png" alt="甲" /><figcaption>甲</figcaption></figure>' +
        '<p><img width="37" height="21" src="/media/uploads/%E5%9B%BE%201.jpg" alt="乙" /></p>',
    );
  });

  it('keep the sizes the editor gave, and are left alone when their file is missing or not theirs', () => {
    const html = [
      '<img src="/media/uploads/a.png" width="300" height="170" />',
      '<img src="/media/uploads/missing.png" />',
      '<img src="/media/uploads/%E0%A4%A.png" />',
      '<img src="https://example.com/a.png" />',
      '<img src="/media/uploads/../../etc/passwd" />',
    ].join('');
    assert.equal(sizedImages(html, mediaDir), html);
    assert.equal(sizedImages('<p>没有图片</p>', mediaDir), '<p>没有图片</p>');
  });

  it('a file replaced under the same address is read again', () => {
    const file = path.join(mediaDir, 'uploads', 'swap.png');
    fs.copyFileSync(path.join(IMAGES, 'a.png'), file);
    const tag = '<img src="/media/uploads/swap.png" />';
    assert.match(sizedImages(tag, mediaDir), /width="37" height="21"/);
    fs.writeFileSync(file, Buffer.from('<svg width="64" height="48"></svg>'));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    assert.match(sizedImages(tag, mediaDir), /width="64" height="48"/);
  });
});

describe('the detail answers send their pictures’ sizes', () => {
  let t: TestApp;
  before(async () => {
    // the demo seed dates its articles from today: the portal's clock is today's too
    t = await createTestApp({ demoContent: true, config: { now: () => new Date() } });
  });
  after(() => t.close());

  /** Every `<img>` of a text, with the size of its file in the media library. */
  function imagesOf(html: string) {
    return [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => {
      const src = /src="([^"]+)"/.exec(tag)?.[1] ?? '';
      const file = path.join(serverPath('media'), src.replace(/^\/media\//, ''));
      return { tag, file: imageSizeOf(fs.readFileSync(file)) };
    });
  }

  for (const [name, list, detail] of [
    ['articleDetail', 'articleList?kind=news&pageSize=50', 'articleDetail'],
    ['resourceDetail', 'resourceList?kind=red&pageSize=50', 'resourceDetail'],
  ] as const) {
    it(name, async () => {
      const { body } = await call<{ rows: { id: number }[] }>(t, 'GET', `/api/xnfz/${list}`);
      let checked = 0;
      for (const { id } of body.data?.rows ?? []) {
        const answer = await call<{ content: string }>(t, 'GET', `/api/xnfz/${detail}`, {
          query: { id: String(id) },
        });
        for (const image of imagesOf(answer.body.data?.content ?? '')) {
          assert.ok(image.file, image.tag);
          assert.match(
            image.tag,
            new RegExp(`width="${image.file.width}" height="${image.file.height}"`),
          );
          checked += 1;
        }
      }
      assert.ok(checked > 0, 'the demo content has pictures in its bodies');
    });
  }
});
