/**
 * 开始展示 / 结束展示 of home page banners and 置顶 with an end (置顶截止) of articles: the portal's
 * answers follow the server's clock — a banner shows only between its start and end, an article
 * is listed first only until its pin ends — also while public answers are cached: a cached answer
 * never outlives the next start or end (nor its Cache-Control max-age), whatever
 * PUBLIC_CACHE_SECONDS is. Scheduled articles (定时发布) appear at their time the same way.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AdminArticle,
  AdminArticleSaveBody,
  AdminBanner,
  AdminBannerSaveBody,
} from '../../src/core/api/admin-contract';
import type { ArticleDetail, ArticleSummary, Banner, Paged } from '../../src/core/api/contract';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';

/** Long enough that only the start or end of a banner can end a cached answer in these tests. */
const CACHE_SECONDS = 7200;

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture({ config: { publicCacheSeconds: CACHE_SECONDS } });
});
after(() => f.t.close());

const minutes = (n: number) => new Date(f.t.clock.now().getTime() + n * 60_000).toISOString();

async function saveBanner(body: Partial<AdminBannerSaveBody>) {
  return call<AdminBanner[]>(f.t, 'POST', '/api/admin/bannerSave', {
    token: f.tokens.editor1,
    body: { title: '轮播', image: '/media/banners/x.jpg', link: '', active: true, ...body },
  });
}

async function savedBanner(body: Partial<AdminBannerSaveBody>): Promise<AdminBanner> {
  const answer = await saveBanner(body);
  assert.equal(answer.body.code, 0, answer.raw);
  const found = answer.body.data!.find((banner) => banner.title === body.title);
  assert.ok(found, `saved ${body.title}`);
  return found;
}

/** The titles of the banners the portal shows an anonymous visitor, and the answer's max-age. */
async function portalBanners(): Promise<{ titles: string[]; maxAge: number }> {
  const answer = await f.t.app.inject({ method: 'GET', url: '/api/xnfz/banners' });
  assert.equal(answer.statusCode, 200);
  const maxAge = /max-age=(\d+)/.exec(String(answer.headers['cache-control']))?.[1];
  const stale = /stale-while-revalidate=(\d+)/.exec(String(answer.headers['cache-control']))?.[1];
  return {
    titles: (JSON.parse(answer.body) as { data: Banner[] }).data.map((banner) => banner.title),
    // how long a browser or CDN may show it, stale time included
    maxAge: Number(maxAge ?? 0) + Number(stale ?? 0),
  };
}

describe('banners with 开始展示 / 结束展示', () => {
  it('are saved and listed with their times and what the home page shows now', async () => {
    const later = await savedBanner({
      title: '下周开学',
      startsAt: minutes(60),
      endsAt: minutes(120),
    });
    assert.equal(later.startsAt, minutes(60));
    assert.equal(later.endsAt, minutes(120));
    assert.equal(later.status, 'scheduled');
    const open = await savedBanner({ title: '长期展示' });
    assert.equal(open.startsAt, null);
    assert.equal(open.endsAt, null);
    assert.equal(open.status, 'shown');
    const ended = await savedBanner({ title: '已过期', endsAt: minutes(-1) });
    assert.equal(ended.status, 'ended');
    const hidden = await savedBanner({ title: '隐藏的', active: false, startsAt: minutes(-5) });
    assert.equal(hidden.status, 'hidden');
    // an edit without the times keeps them
    const kept = await savedBanner({ id: later.id, title: '下周开学' });
    assert.equal(kept.startsAt, minutes(60));
    // null clears them
    const cleared = await savedBanner({ id: ended.id, title: '已过期', endsAt: null });
    assert.equal(cleared.endsAt, null);
    assert.equal(cleared.status, 'shown');
    await savedBanner({ id: ended.id, title: '已过期', endsAt: minutes(-1) });
  });

  it('a bad time or an end not after the start is refused naming the field, and changes nothing', async () => {
    const before = await call<AdminBanner[]>(f.t, 'GET', '/api/admin/bannerList', {
      token: f.tokens.editor1,
    });
    for (const [body, field] of [
      [{ startsAt: minutes(10), endsAt: minutes(10) }, 'endsAt'],
      [{ startsAt: minutes(10), endsAt: minutes(5) }, 'endsAt'],
      [{ startsAt: '2026-13-40T00:00:00Z' }, 'startsAt'],
      [{ endsAt: '明天' }, 'endsAt'],
    ] as const) {
      const answer = await saveBanner({ title: '不该保存', ...body });
      assert.notEqual(answer.body.code, 0, JSON.stringify(body));
      assert.match(answer.body.msg, new RegExp(`^参数错误：${field}`), answer.raw);
    }
    const after = await call<AdminBanner[]>(f.t, 'GET', '/api/admin/bannerList', {
      token: f.tokens.editor1,
    });
    assert.deepEqual(after.body.data, before.body.data);
  });

  it('the home page shows a banner from its start until its end by the server clock, cached answers included', async () => {
    await savedBanner({ title: '十分钟后开始', startsAt: minutes(10), endsAt: minutes(20) });
    await savedBanner({ title: '五分钟后结束', endsAt: minutes(5) });
    const first = await portalBanners();
    assert.ok(first.titles.includes('五分钟后结束'));
    assert.ok(!first.titles.includes('十分钟后开始'));
    assert.ok(!first.titles.includes('下周开学'), 'starts in an hour');
    assert.ok(!first.titles.includes('已过期'));
    assert.ok(!first.titles.includes('隐藏的'), 'hidden banners stay hidden in their time');
    assert.ok(first.titles.includes('长期展示'));
    // browsers and CDNs may keep it only until the next end (5 minutes), not CACHE_SECONDS
    assert.ok(first.maxAge <= 300, `max-age + stale ${first.maxAge}`);
    assert.ok(first.maxAge > 0);
    // the same answer from the shared cache meanwhile
    const fills = f.t.app.publicCache.fills();
    f.t.clock.advance(60);
    assert.deepEqual((await portalBanners()).titles, first.titles);
    assert.equal(f.t.app.publicCache.fills(), fills, 'answered from the cache');
    f.t.clock.advance(4 * 60 + 1); // 5 minutes and a second after the first answer
    const ended = await portalBanners();
    assert.ok(!ended.titles.includes('五分钟后结束'), 'gone at its end, though cached before');
    assert.ok(!ended.titles.includes('十分钟后开始'));
    f.t.clock.advance(5 * 60); // 10 minutes and a second
    const started = await portalBanners();
    assert.ok(started.titles.includes('十分钟后开始'), 'there at its start, though cached before');
    f.t.clock.advance(10 * 60); // 20 minutes and a second
    assert.ok(!(await portalBanners()).titles.includes('十分钟后开始'));
  });
});

const MARK = '置顶截止测试';

async function saveArticle(body: Partial<AdminArticleSaveBody>): Promise<AdminArticle> {
  const answer = await call<AdminArticle>(f.t, 'POST', '/api/admin/articleSave', {
    token: f.tokens.editor1,
    body: {
      kind: 'research',
      title: MARK,
      summary: '',
      cover: '',
      author: '教学中心',
      source: '',
      content: '<p>正文</p>',
      attachments: [],
      pinned: false,
      published: true,
      publishedAt: minutes(-60),
      ...body,
    },
  });
  assert.equal(answer.body.code, 0, answer.raw);
  return answer.body.data!;
}

async function researchList(): Promise<ArticleSummary[]> {
  const answer = await f.t.app.inject({
    method: 'GET',
    url: '/api/xnfz/articleList?kind=research&pageSize=100',
  });
  assert.equal(answer.statusCode, 200);
  return (JSON.parse(answer.body) as { data: Paged<ArticleSummary> }).data.rows;
}

describe('置顶 with an end (置顶截止)', () => {
  it('an article is listed first, marked pinned, only until its pin ends — also from a cached list', async () => {
    const older = await saveArticle({
      title: `${MARK}：置顶一小时`,
      pinned: true,
      pinnedUntil: minutes(60),
      publishedAt: minutes(-24 * 60),
    });
    assert.equal(older.pinnedUntil, minutes(60));
    const newer = await saveArticle({ title: `${MARK}：较新`, publishedAt: minutes(-30) });
    const before = await researchList();
    assert.equal(before[0]?.id, older.id, 'pinned first');
    assert.equal(before[0]?.pinned, true);
    f.t.clock.advance(61 * 60);
    const after = await researchList();
    const at = (id: number) => after.findIndex((row) => row.id === id);
    assert.ok(at(newer.id) < at(older.id), 'newest first once the pin has ended');
    assert.equal(after[at(older.id)]?.pinned, false);
    // the neighbours of the detail page follow the same order
    const detail = await call<ArticleDetail>(f.t, 'GET', '/api/xnfz/articleDetail', {
      query: { id: String(newer.id) },
    });
    const order = after.map((row) => row.id);
    assert.equal(detail.body.data!.prevId, order[order.indexOf(newer.id) - 1] ?? null);
    assert.equal(detail.body.data!.nextId, order[order.indexOf(newer.id) + 1] ?? null);
  });

  it('a scheduled article appears at its time, though the list was cached before', async () => {
    await researchList();
    const soon = await saveArticle({ title: `${MARK}：十分钟后发布`, publishedAt: minutes(10) });
    // a console write empties the cache: ask once more so the list is cached again
    assert.ok(!(await researchList()).some((row) => row.id === soon.id));
    f.t.clock.advance(10 * 60 + 1);
    assert.ok((await researchList()).some((row) => row.id === soon.id));
  });

  it('a save without pinnedUntil keeps it; unpinning clears it; a bad time is refused', async () => {
    const article = await saveArticle({
      title: `${MARK}：保留`,
      pinned: true,
      pinnedUntil: minutes(30),
    });
    const kept = await saveArticle({
      id: article.id,
      version: article.version,
      title: `${MARK}：保留`,
      pinned: true,
    });
    assert.equal(kept.pinnedUntil, minutes(30));
    const unpinned = await saveArticle({
      id: article.id,
      version: kept.version,
      title: `${MARK}：保留`,
      pinned: false,
      pinnedUntil: minutes(30),
    });
    assert.equal(unpinned.pinnedUntil, null);
    const bad = await call(f.t, 'POST', '/api/admin/articleSave', {
      token: f.tokens.editor1,
      body: {
        kind: 'research',
        title: `${MARK}：坏时间`,
        summary: '',
        cover: '',
        author: '',
        source: '',
        content: '<p>x</p>',
        attachments: [],
        pinned: true,
        pinnedUntil: '2026-02-30T08:00:00Z',
        published: true,
        publishedAt: minutes(0),
      },
    });
    assert.match(bad.body.msg, /^参数错误：pinnedUntil/, bad.raw);
  });

  it("a published article's working copy holds its pin end until 发布更新", async () => {
    const live = await saveArticle({ title: `${MARK}：工作副本`, publishedAt: minutes(-10) });
    const draft = await saveArticle({
      id: live.id,
      version: live.version,
      title: `${MARK}：工作副本`,
      pinned: true,
      pinnedUntil: minutes(60),
      published: false,
    });
    assert.equal(draft.pinnedUntil, minutes(60), 'the editor opens the working copy');
    assert.equal((await researchList()).find((row) => row.id === live.id)?.pinned, false);
    const published = await call<AdminArticle>(f.t, 'POST', '/api/admin/articlePublish', {
      token: f.tokens.editor1,
      body: { id: live.id, published: true, version: draft.version },
    });
    assert.equal(published.body.code, 0, published.raw);
    assert.equal(published.body.data!.pinnedUntil, minutes(60));
    const listed = await researchList();
    assert.equal(listed[0]?.id, live.id);
    assert.equal(listed[0]?.pinned, true);
  });
});
