import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { and, count, eq } from 'drizzle-orm';
import { insertArticles, insertResources } from '../../server/content/content-writes';
import { sanitizeRichText } from '../../server/content/sanitize-rich-text';
import {
  articles,
  banners,
  categories,
  collections,
  courses,
  dailyCounters,
  feedback,
  resources,
  siteSettings,
} from '../../server/db/schema';
import { CONTENT_SEED_STEPS } from '../../server/seed/content-steps';
import { runSeed } from '../../server/seed/run-seed';
import { dayOf } from '../../server/statistics/calendar';
import type {
  ArticleDetail,
  ArticleSummary,
  Banner,
  Category,
  Paged,
  ResourceDetail,
  ResourceSummary,
  SearchRow,
  SiteInfo,
} from '../../src/core/api/contract';
import { call, createTestApp, createTestDatabase, loginToken } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

const MEDIA = fileURLToPath(new URL('../../server/media/', import.meta.url));

// One database for the file: the demo users and the demo content of this area.
let database: TestDatabase;
let t: TestApp;
before(async () => {
  database = await createTestDatabase();
  await runSeed(database.db, { demo: true, steps: CONTENT_SEED_STEPS });
  t = await createTestApp({ database });
  // the demo content is dated back from today: the test's clock starts today too, or every
  // article would be one scheduled for later (定时发布)
  t.clock.advance((Date.now() - t.clock.now().getTime()) / 1000);
});
after(async () => {
  await t.close();
  await database.close();
});

async function get<T>(url: string, query: Record<string, string> = {}, token?: string) {
  return call<T>(t, 'GET', url, { query, ...(token === undefined ? {} : { token }) });
}

async function data<T>(url: string, query: Record<string, string> = {}, token?: string) {
  const response = await get<T>(url, query, token);
  assert.equal(response.body.code, 0, `${url} ${JSON.stringify(query)}: ${response.raw}`);
  return response.body.data as T;
}

async function failure(url: string, query: Record<string, string>): Promise<string> {
  const response = await get(url, query);
  assert.equal(response.status, 200);
  assert.equal(response.body.code, 500, response.raw);
  assert.equal(response.body.data, undefined);
  return response.body.msg;
}

const FORBIDDEN = /<script|<style|<iframe|\son\w+\s*=|javascript:|<form|<object|<embed/i;

describe('demo content seed', () => {
  it('has two-level category trees for resources and 红色资源', async () => {
    for (const kind of ['resource', 'red'] as const) {
      const tree = await data<Category[]>('/api/xnfz/resourceCategories', { kind });
      assert.ok(tree.length >= 4, `${kind} roots`);
      for (const root of tree) {
        assert.equal(root.parentId, null);
        assert.ok(root.children.length >= 2, `${kind} ${root.name} children`);
        for (const child of root.children) {
          assert.equal(child.parentId, root.id);
          assert.deepEqual(child.children, []);
          assert.deepEqual(Object.keys(child).sort(), ['children', 'id', 'name', 'parentId']);
        }
      }
    }
  });

  it('has 20+ 红色资源, 30+ resources, 60+ news, 30+ notices, 20+ research, 4–5 banners', async () => {
    const total = async (url: string, query: Record<string, string>) =>
      (await data<Paged<unknown>>(url, { ...query, pageSize: '1' })).total;
    assert.ok((await total('/api/xnfz/resourceList', { kind: 'red' })) >= 20);
    assert.ok((await total('/api/xnfz/resourceList', { kind: 'resource' })) >= 30);
    assert.ok((await total('/api/xnfz/articleList', { kind: 'news' })) >= 60);
    assert.ok((await total('/api/xnfz/articleList', { kind: 'notice' })) >= 30);
    assert.ok((await total('/api/xnfz/articleList', { kind: 'research' })) >= 20);
    const list = await data<Banner[]>('/api/xnfz/banners');
    assert.ok(list.length >= 4 && list.length <= 5);
    const mediaTypes = new Set(
      (await t.db.select({ mediaType: resources.mediaType }).from(resources)).map(
        (row) => row.mediaType,
      ),
    );
    assert.deepEqual([...mediaTypes].sort(), ['document', 'image', 'link', 'model', 'video']);
  });

  it('points only at media files that exist, with their real sizes', async () => {
    const exists = (url: string) => {
      assert.match(url, /^\/media\//, url);
      const file = path.join(MEDIA, url.slice('/media/'.length));
      assert.ok(fs.existsSync(file), `missing ${url}`);
      return fs.statSync(file).size;
    };
    const resourceRows = await t.db.select().from(resources);
    let attachmentCount = 0;
    for (const row of resourceRows) {
      exists(row.cover);
      if (row.videoUrl) exists(row.videoUrl);
      assert.equal(row.mediaType === 'video', row.videoUrl !== null, row.title);
      for (const attachment of row.attachments) {
        attachmentCount += 1;
        const size = exists(attachment.url);
        assert.equal(attachment.size, size, attachment.url);
        assert.ok(size > 50 && size < 20_000, `${attachment.url}: ${size} bytes`);
      }
    }
    assert.ok(attachmentCount >= 30);
    for (const row of await t.db.select().from(articles)) {
      if (row.cover) exists(row.cover);
      for (const attachment of row.attachments)
        assert.equal(attachment.size, exists(attachment.url));
      for (const [, src] of row.content.matchAll(/<img src="([^"]+)"/g)) exists(src!);
    }
    for (const banner of await data<Banner[]>('/api/xnfz/banners')) exists(banner.image);
    exists((await data<SiteInfo>('/api/xnfz/siteInfo')).logo);
  });

  it('stores only sanitised rich text, with ordinary markup kept', async () => {
    const rows = [
      ...(await t.db.select({ content: resources.content }).from(resources)),
      ...(await t.db.select({ content: articles.content }).from(articles)),
    ];
    for (const { content } of rows) {
      assert.doesNotMatch(content, FORBIDDEN);
      assert.equal(sanitizeRichText(content), content, 'sanitising again changes nothing');
      assert.match(content, /^<(p|h3)>/);
      assert.ok(content.split('<p>').length >= 3, 'at least two paragraphs');
    }
    const all = rows.map((row) => row.content).join('\n');
    for (const tag of ['<h3>', '<ul>', '<li>', '<figure>', '<figcaption>', '<img src="/media/'])
      assert.ok(all.includes(tag), tag);
    assert.match(all, /<a href="https:\/\/[^"]+" target="_blank" rel="noopener noreferrer">/);
  });

  it('is applied once: running the steps again changes nothing', async () => {
    const counts = async () =>
      Promise.all(
        [categories, resources, articles, banners, siteSettings].map(async (table) => {
          const [row] = await t.db.select({ n: count() }).from(table);
          return row!.n;
        }),
      );
    const before = await counts();
    assert.deepEqual(await runSeed(t.db, { demo: true, steps: CONTENT_SEED_STEPS }), []);
    assert.deepEqual(await counts(), before);
  });
});

describe('resourceCategories and resourceList', () => {
  it('validates kind, naming the field', async () => {
    assert.equal(await failure('/api/xnfz/resourceCategories', {}), '参数错误：kind 不能为空');
    assert.equal(
      await failure('/api/xnfz/resourceCategories', { kind: 'news' }),
      '参数错误：kind 必须是 resource、red 之一',
    );
    assert.equal(await failure('/api/xnfz/resourceList', {}), '参数错误：kind 不能为空');
  });

  it('pages with pageNum and pageSize (default 1 and 10)', async () => {
    const first = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
    });
    assert.equal(first.rows.length, 10);
    assert.ok(first.total >= 30);
    const second = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      pageNum: '2',
      pageSize: '10',
    });
    assert.equal(second.total, first.total);
    assert.equal(second.rows.length, 10);
    assert.ok(second.rows.every((row) => !first.rows.some((other) => other.id === row.id)));
    const all = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      pageSize: '100',
    });
    assert.equal(all.rows.length, all.total);
    assert.deepEqual(
      [...first.rows, ...second.rows].map((row) => row.id),
      all.rows.slice(0, 20).map((row) => row.id),
    );
    const beyond = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      pageNum: '99',
    });
    assert.deepEqual(beyond, { total: all.total, rows: [] });
  });

  it('refuses paging values out of bounds', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ pageSize: '0' }, '参数错误：pageSize 必须是 1 到 100 之间的整数'],
      [{ pageSize: '101' }, '参数错误：pageSize 必须是 1 到 100 之间的整数'],
      [{ pageSize: 'ten' }, '参数错误：pageSize 必须是整数'],
      [{ pageSize: '2.5' }, '参数错误：pageSize 必须是整数'],
      [{ pageNum: '0' }, '参数错误：pageNum 必须是 1 到 1000000 之间的整数'],
      [{ pageNum: '-1' }, '参数错误：pageNum 必须是 1 到 1000000 之间的整数'],
      [{ categoryId: 'x' }, '参数错误：categoryId 必须是整数'],
      [{ keyword: 'k'.repeat(51) }, '参数错误：keyword 长度不能超过 50 个字符'],
    ];
    for (const [query, message] of cases) {
      assert.equal(
        await failure('/api/xnfz/resourceList', { kind: 'red', ...query }),
        message,
        JSON.stringify(query),
      );
    }
  });

  it('answers ResourceSummary rows of the kind asked for', async () => {
    const page = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'red',
      pageSize: '100',
    });
    for (const row of page.rows) {
      assert.deepEqual(Object.keys(row).sort(), [
        'categoryId',
        'categoryName',
        'clickCount',
        'cover',
        'createdAt',
        'id',
        'kind',
        'mediaType',
        'rating',
        'summary',
        'title',
      ]);
      assert.equal(row.kind, 'red');
      assert.ok(row.categoryName.length > 0);
      assert.equal(new Date(row.createdAt).toISOString(), row.createdAt);
      assert.ok(row.rating >= 0 && row.rating <= 5 && (row.rating * 2) % 1 === 0);
    }
    assert.ok(page.rows.some((row) => row.title === '井冈山革命根据地'));
  });

  it('filters by a category together with its sub-categories', async () => {
    const tree = await data<Category[]>('/api/xnfz/resourceCategories', { kind: 'resource' });
    const all = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      pageSize: '100',
    });
    const root = tree[0]!;
    const childIds = root.children.map((child) => child.id);
    const underRoot = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      categoryId: String(root.id),
      pageSize: '100',
    });
    assert.ok(underRoot.total > 0);
    assert.equal(
      underRoot.total,
      all.rows.filter((row) => childIds.includes(row.categoryId)).length,
    );
    const child = root.children[0]!;
    const underChild = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      categoryId: String(child.id),
      pageSize: '100',
    });
    assert.ok(underChild.total > 0 && underChild.total < underRoot.total);
    assert.ok(underChild.rows.every((row) => row.categoryId === child.id));
    // A 红色资源 category does not select resources, an unknown one selects nothing.
    const redRoot = (await data<Category[]>('/api/xnfz/resourceCategories', { kind: 'red' }))[0]!;
    for (const categoryId of [redRoot.id, 999_999]) {
      assert.deepEqual(
        await data('/api/xnfz/resourceList', { kind: 'resource', categoryId: String(categoryId) }),
        { total: 0, rows: [] },
      );
    }
  });

  it('searches title and summary with keyword, wildcards taken literally', async () => {
    const hits = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      keyword: ' 精馏 ',
    });
    assert.ok(hits.total >= 2);
    assert.ok(hits.rows.every((row) => `${row.title}${row.summary}`.includes('精馏')));
    for (const keyword of ['%', '_', '\\']) {
      assert.equal(
        (await data<Paged<unknown>>('/api/xnfz/resourceList', { kind: 'resource', keyword })).total,
        0,
        keyword,
      );
    }
    const blank = await data<Paged<unknown>>('/api/xnfz/resourceList', {
      kind: 'resource',
      keyword: '   ',
    });
    assert.ok(blank.total >= 30, 'a blank keyword does not filter');
  });
});

describe('resourceDetail', () => {
  it('answers ResourceDetail and counts a click, by identity', async () => {
    const [row] = await t.db
      .select()
      .from(resources)
      .where(eq(resources.title, '液压传动系统虚拟仿真实验指导书'));
    const detail = await data<ResourceDetail>('/api/xnfz/resourceDetail', { id: String(row!.id) });
    assert.deepEqual(Object.keys(detail).sort(), [
      'attachments',
      'categoryId',
      'categoryName',
      'clickCount',
      'collected',
      'content',
      'cover',
      'createdAt',
      'id',
      'kind',
      'mediaType',
      'rating',
      'summary',
      'title',
      'videoUrl',
    ]);
    assert.equal(detail.clickCount, row!.clickCount + 1);
    assert.equal(detail.videoUrl, null);
    assert.equal(detail.collected, false);
    assert.equal(detail.categoryName, '实验指导书');
    assert.match(detail.content, /^<p>/);
    assert.deepEqual(
      detail.attachments.map((attachment) => Object.keys(attachment).sort()),
      detail.attachments.map(() => ['name', 'size', 'url']),
    );
    assert.ok(detail.attachments.some((attachment) => attachment.name.endsWith('.pdf')));

    const token = await loginToken(t, 'teacher1');
    const again = await data<ResourceDetail>(
      '/api/xnfz/resourceDetail',
      { id: String(row!.id) },
      token,
    );
    assert.equal(again.clickCount, row!.clickCount + 2);
    const counters = await t.db
      .select()
      .from(dailyCounters)
      .where(and(eq(dailyCounters.metric, 'resource_click'), eq(dailyCounters.subjectId, row!.id)));
    const day = dayOf(t.clock.now(), t.config.timeZone);
    assert.deepEqual(counters.map((c) => [c.day, c.identity, c.value]).sort(), [
      [day, 'teacher', 1],
      [day, 'visitor', 1],
    ]);
  });

  it('tells a token holder whether the resource is collected', async () => {
    const token = await loginToken(t, 'student1');
    const [row] = await t.db.select().from(resources).where(eq(resources.kind, 'red')).limit(1);
    const id = String(row!.id);
    assert.equal(
      (await data<ResourceDetail>('/api/xnfz/resourceDetail', { id }, token)).collected,
      false,
    );
    const user = (await data<{ id: number }>('/api/xnfz/userInfo', {}, token)).id;
    await t.db
      .insert(collections)
      .values({ userId: user, targetType: 'resource', targetId: row!.id });
    assert.equal(
      (await data<ResourceDetail>('/api/xnfz/resourceDetail', { id }, token)).collected,
      true,
    );
    assert.equal((await data<ResourceDetail>('/api/xnfz/resourceDetail', { id })).collected, false);
    // An unknown or expired token is just anonymous here.
    const other = await data<ResourceDetail>('/api/xnfz/resourceDetail', { id }, 'x'.repeat(43));
    assert.equal(other.collected, false);
  });

  it('gives the video of a video resource', async () => {
    const [row] = await t.db
      .select()
      .from(resources)
      .where(eq(resources.mediaType, 'video'))
      .limit(1);
    const detail = await data<ResourceDetail>('/api/xnfz/resourceDetail', { id: String(row!.id) });
    assert.match(detail.videoUrl!, /^\/media\/resources\/.+\.webm$/);
  });

  it('answers 资源不存在 for unknown and unpublished ids, and validates id', async () => {
    assert.equal(await failure('/api/xnfz/resourceDetail', { id: '999999' }), '资源不存在');
    const [hidden] = await insertResources(t.db, [
      { kind: 'resource', title: '未发布的资源', mediaType: 'document', published: false },
    ]);
    assert.equal(await failure('/api/xnfz/resourceDetail', { id: String(hidden) }), '资源不存在');
    const list = await data<Paged<ResourceSummary>>('/api/xnfz/resourceList', {
      kind: 'resource',
      keyword: '未发布',
    });
    assert.equal(list.total, 0);
    assert.equal(await failure('/api/xnfz/resourceDetail', {}), '参数错误：id 不能为空');
    assert.equal(
      await failure('/api/xnfz/resourceDetail', { id: 'abc' }),
      '参数错误：id 必须是整数',
    );
    assert.equal(
      await failure('/api/xnfz/resourceDetail', { id: '0' }),
      '参数错误：id 必须是 1 到 2147483647 之间的整数',
    );
  });
});

describe('articleList and articleDetail', () => {
  it('lists pinned first, then newest first', async () => {
    for (const kind of ['news', 'notice', 'research']) {
      const page = await data<Paged<ArticleSummary>>('/api/xnfz/articleList', {
        kind,
        pageSize: '100',
      });
      assert.equal(page.rows.length, page.total);
      assert.ok(page.rows.every((row) => row.kind === kind));
      const pinned = page.rows.filter((row) => row.pinned);
      assert.ok(pinned.length >= 1, `${kind} has pinned articles`);
      assert.deepEqual(page.rows.slice(0, pinned.length), pinned, 'pinned ones come first');
      for (const group of [pinned, page.rows.filter((row) => !row.pinned)]) {
        for (let i = 1; i < group.length; i++) {
          assert.ok(group[i - 1]!.publishedAt >= group[i]!.publishedAt, `${kind} newest first`);
        }
      }
      for (const row of page.rows) {
        assert.ok(row.author && row.source && row.summary, row.title);
      }
    }
    const notices = await data<Paged<ArticleSummary>>('/api/xnfz/articleList', {
      kind: 'notice',
      pageSize: '100',
    });
    assert.ok(notices.rows.filter((row) => row.pinned).length >= 2);
  });

  it('answers ArticleSummary rows, paged and searchable', async () => {
    const page = await data<Paged<ArticleSummary>>('/api/xnfz/articleList', { kind: 'news' });
    assert.equal(page.rows.length, 10);
    assert.deepEqual(Object.keys(page.rows[0]!).sort(), [
      'author',
      'clickCount',
      'cover',
      'id',
      'kind',
      'pinned',
      'publishedAt',
      'source',
      'summary',
      'title',
    ]);
    const hits = await data<Paged<ArticleSummary>>('/api/xnfz/articleList', {
      kind: 'notice',
      keyword: '假期',
    });
    assert.ok(hits.total >= 3);
    assert.ok(hits.rows.every((row) => `${row.title}${row.summary}`.includes('假期')));
    assert.equal(await failure('/api/xnfz/articleList', {}), '参数错误：kind 不能为空');
    assert.equal(
      await failure('/api/xnfz/articleList', { kind: 'red' }),
      '参数错误：kind 必须是 news、notice、research 之一',
    );
    assert.equal(
      await failure('/api/xnfz/articleList', { kind: 'news', pageSize: '1000' }),
      '参数错误：pageSize 必须是 1 到 100 之间的整数',
    );
  });

  it('links prev and next in list order within the kind, with their titles', async () => {
    const rows = (
      await data<Paged<ArticleSummary>>('/api/xnfz/articleList', {
        kind: 'research',
        pageSize: '100',
      })
    ).rows;
    const order = rows.map((row) => row.id);
    const titles = new Map(rows.map((row) => [row.id, row.title]));
    const walked: number[] = [];
    let id: number | null = order[0]!;
    let previous: number | null = null;
    while (id !== null) {
      const detail: ArticleDetail = await data<ArticleDetail>('/api/xnfz/articleDetail', {
        id: String(id),
      });
      assert.equal(detail.kind, 'research');
      assert.equal(detail.prevId, previous);
      // the neighbours' titles come along, for 上一篇 / 下一篇
      assert.equal(detail.prevTitle, previous === null ? null : titles.get(previous));
      if (detail.nextId !== null) assert.equal(detail.nextTitle, titles.get(detail.nextId));
      else assert.equal(detail.nextTitle, null);
      walked.push(detail.id);
      previous = detail.id;
      id = detail.nextId;
    }
    assert.deepEqual(walked, order);
  });

  it('answers ArticleDetail and counts a click, by identity', async () => {
    const [row] = await t.db
      .select()
      .from(articles)
      .where(and(eq(articles.kind, 'notice'), eq(articles.pinned, true)))
      .limit(1);
    const token = await loginToken(t, 'public1');
    const detail = await data<ArticleDetail>(
      '/api/xnfz/articleDetail',
      { id: String(row!.id) },
      token,
    );
    assert.deepEqual(Object.keys(detail).sort(), [
      'attachments',
      'author',
      'clickCount',
      'content',
      'cover',
      'id',
      'kind',
      'nextId',
      'nextTitle',
      'pinned',
      'prevId',
      'prevTitle',
      'publishedAt',
      'source',
      'summary',
      'title',
    ]);
    assert.equal(detail.clickCount, row!.clickCount + 1);
    const [counter] = await t.db
      .select()
      .from(dailyCounters)
      .where(and(eq(dailyCounters.metric, 'article_click'), eq(dailyCounters.subjectId, row!.id)));
    assert.equal(counter!.identity, 'public');
    assert.equal(counter!.value, 1);
  });

  it('answers 资源不存在 for unknown ids and validates id', async () => {
    assert.equal(await failure('/api/xnfz/articleDetail', { id: '424242' }), '资源不存在');
    assert.equal(await failure('/api/xnfz/articleDetail', {}), '参数错误：id 不能为空');
    assert.equal(
      await failure('/api/xnfz/articleDetail', { id: '1e3x' }),
      '参数错误：id 必须是整数',
    );
  });

  it('sanitises written rich text: scripts, handlers and javascript: URLs go, markup stays', async () => {
    const [id] = await insertArticles(t.db, [
      {
        kind: 'news',
        title: '富文本过滤测试',
        publishedAt: new Date('2020-01-01T00:00:00Z'),
        content: [
          '<h2 onclick="steal()">标题</h2><script>alert(1)</script>',
          '<p style="color:red">正文<img src="x" onerror="alert(2)"><img src="/media/site/logo.svg" alt="徽标" onload="x()"></p>',
          '<p><a href="javascript:alert(3)">坏链接</a><a href="https://www.example.edu.cn/" target="_blank">好链接</a></p>',
          '<iframe src="https://evil.example"></iframe><table><tr><td colspan="2">表格</td></tr></table>',
          '<blockquote>引文</blockquote><svg onload="alert(4)"></svg><img src="http://insecure.example/a.png">',
        ].join(''),
      },
    ]);
    const detail = await data<ArticleDetail>('/api/xnfz/articleDetail', { id: String(id) });
    assert.doesNotMatch(detail.content, FORBIDDEN);
    assert.doesNotMatch(detail.content, /alert|steal|evil|insecure|style=/);
    for (const kept of [
      '<h2>标题</h2>',
      // with its file's size (server/content/image-sizes.ts)
      '<img width="64" height="64" src="/media/site/logo.svg" alt="徽标" />',
      '<a>坏链接</a>',
      '<a href="https://www.example.edu.cn/" target="_blank" rel="noopener noreferrer">好链接</a>',
      '<td colspan="2">表格</td>',
      '<blockquote>引文</blockquote>',
    ]) {
      assert.ok(detail.content.includes(kept), `${kept} in ${detail.content}`);
    }
  });
});

describe('banners and siteInfo', () => {
  it('answers the active banners in order', async () => {
    const list = await data<Banner[]>('/api/xnfz/banners');
    for (const banner of list) {
      assert.deepEqual(Object.keys(banner).sort(), ['id', 'image', 'link', 'title']);
    }
    await t.db.update(banners).set({ active: false }).where(eq(banners.id, list[0]!.id));
    const fewer = await data<Banner[]>('/api/xnfz/banners');
    assert.deepEqual(fewer, list.slice(1));
    await t.db.update(banners).set({ active: true }).where(eq(banners.id, list[0]!.id));
  });

  it('answers the site information, or defaults when none is stored', async () => {
    const info = await data<SiteInfo>('/api/xnfz/siteInfo');
    assert.match(info.name, /虚拟仿真实验教学中心$/);
    assert.deepEqual(Object.keys(info.contact).sort(), ['address', 'email', 'hours', 'phone']);
    assert.ok(Object.values(info.contact).every((value) => value.length > 0));
    assert.ok(info.footer.length > 0);
    assert.ok(info.links.length >= 5);
    for (const link of info.links) assert.match(link.url, /^https?:\/\//);
    const [stored] = await t.db.delete(siteSettings).returning();
    try {
      const fallback = await data<SiteInfo>('/api/xnfz/siteInfo');
      assert.equal(fallback.name, '虚拟仿真实验教学中心');
      assert.deepEqual(fallback.links, []);
    } finally {
      await t.db.insert(siteSettings).values(stored!);
    }
  });
});

describe('feedback', () => {
  async function feedbackCount(): Promise<number> {
    const [row] = await t.db.select({ n: count() }).from(feedback);
    return row!.n;
  }

  it('stores a message, with the user when logged in', async () => {
    const body = {
      name: ' 张老师 ',
      contact: 'zhang@example.com',
      content: '希望增加夜间开放时间。',
    };
    const anonymous = await call(t, 'POST', '/api/xnfz/feedback', { body });
    assert.deepEqual(anonymous.body, { code: 0, msg: 'ok', data: null });
    const token = await loginToken(t, 'student1');
    const known = await call(t, 'POST', '/api/xnfz/feedback', { body, token });
    assert.equal(known.body.code, 0);
    const rows = await t.db.select().from(feedback).orderBy(feedback.id);
    assert.equal(rows.length, 2);
    assert.equal(rows[0]!.userId, null);
    assert.equal(rows[0]!.name, '张老师');
    assert.equal(rows[0]!.createdAt.toISOString(), t.clock.now().toISOString());
    assert.equal(typeof rows[1]!.userId, 'number');
  });

  const valid = { name: '张三', contact: '13912345678', content: '留言内容' };
  const cases: [string, Record<string, unknown>, string][] = [
    ['name missing', { name: undefined }, '参数错误：name 不能为空'],
    ['name blank', { name: '  ' }, '参数错误：name 不能只包含空白字符'],
    ['name too long', { name: '名'.repeat(33) }, '参数错误：name 长度必须是 1 到 32 个字符'],
    ['name a number', { name: 12345 }, '参数错误：name 必须是字符串'],
    ['contact missing', { contact: undefined }, '参数错误：contact 不能为空'],
    [
      'contact too long',
      { contact: 'c'.repeat(101) },
      '参数错误：contact 长度必须是 1 到 100 个字符',
    ],
    ['content empty', { content: '' }, '参数错误：content 不能为空'],
    [
      'content too long',
      { content: '字'.repeat(2001) },
      '参数错误：content 长度必须是 1 到 2000 个字符',
    ],
  ];
  for (const [name, change, message] of cases) {
    it(`rejects ${name}, naming the field, and stores nothing`, async () => {
      const body: Record<string, unknown> = { ...valid, ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const before = await feedbackCount();
      const response = await call(t, 'POST', '/api/xnfz/feedback', { body });
      assert.deepEqual(response.body, { code: 500, msg: message });
      assert.equal(await feedbackCount(), before);
    });
  }

  it('is rate limited per client with 429', async () => {
    const limited = await createTestApp({ database, config: { feedbackRateMax: 2 } });
    try {
      for (let i = 0; i < 2; i++) {
        assert.equal(
          (await call(limited, 'POST', '/api/xnfz/feedback', { body: valid })).status,
          200,
        );
      }
      const refused = await call(limited, 'POST', '/api/xnfz/feedback', { body: valid });
      assert.equal(refused.status, 429);
      const wait = Number(refused.headers['retry-after']);
      assert.ok(wait > 50 && wait <= 60, `retry-after ${wait}`);
      assert.deepEqual(refused.body, { code: 500, msg: `请求过于频繁，请 ${wait} 秒后再试` });
      const elsewhere = await limited.app.inject({
        method: 'POST',
        url: '/api/xnfz/feedback',
        remoteAddress: '10.9.8.7',
        payload: valid,
      });
      assert.equal(elsewhere.statusCode, 200);
    } finally {
      await limited.close();
    }
  });
});

describe('search', () => {
  before(async () => {
    await t.db.insert(courses).values([
      {
        type: 'simulation',
        title: '井冈山斗争史虚拟仿真课程',
        summary: '以三维场景学习井冈山斗争史。',
      },
      { type: 'major', title: '红色文化概论', summary: '介绍井冈山精神等内容。' },
      { type: 'major', title: '未发布的井冈山课程', published: false },
    ]);
  });

  it('finds courses, resources and articles, title hits first', async () => {
    const result = await data<Paged<SearchRow>>('/api/xnfz/search', {
      keyword: '井冈山',
      pageSize: '100',
    });
    const types = new Set(result.rows.map((row) => row.type));
    assert.deepEqual([...types].sort(), ['article', 'course', 'resource']);
    assert.equal(result.rows.length, result.total);
    assert.ok(result.rows.every((row) => `${row.title}${row.summary}`.includes('井冈山')));
    assert.ok(!result.rows.some((row) => row.title.startsWith('未发布')), 'unpublished hidden');
    const firstSummaryHit = result.rows.findIndex((row) => !row.title.includes('井冈山'));
    assert.ok(firstSummaryHit > 0);
    assert.ok(result.rows.slice(firstSummaryHit).every((row) => !row.title.includes('井冈山')));
    for (const row of result.rows) {
      if (row.type === 'course') {
        assert.deepEqual(Object.keys(row).sort(), ['id', 'summary', 'title', 'type']);
      } else {
        assert.deepEqual(Object.keys(row).sort(), ['id', 'kind', 'summary', 'title', 'type']);
        const kinds =
          row.type === 'resource' ? ['resource', 'red'] : ['news', 'notice', 'research'];
        assert.ok(kinds.includes(row.kind!), `${row.type} ${row.kind}`);
      }
    }
  });

  it('pages the hits', async () => {
    const all = await data<Paged<SearchRow>>('/api/xnfz/search', {
      keyword: '实验',
      pageSize: '100',
    });
    assert.ok(all.total > 20);
    const second = await data<Paged<SearchRow>>('/api/xnfz/search', {
      keyword: '实验',
      pageNum: '2',
      pageSize: '5',
    });
    assert.equal(second.total, all.total);
    assert.deepEqual(second.rows, all.rows.slice(5, 10));
    assert.deepEqual(await data('/api/xnfz/search', { keyword: '没有这样的词' }), {
      total: 0,
      rows: [],
    });
  });

  it('requires a keyword of 1 to 50 characters', async () => {
    assert.equal(await failure('/api/xnfz/search', {}), '参数错误：keyword 不能为空');
    assert.equal(await failure('/api/xnfz/search', { keyword: '' }), '参数错误：keyword 不能为空');
    assert.equal(
      await failure('/api/xnfz/search', { keyword: '   ' }),
      '参数错误：keyword 不能只包含空白字符',
    );
    assert.equal(
      await failure('/api/xnfz/search', { keyword: '词'.repeat(51) }),
      '参数错误：keyword 长度必须是 1 到 50 个字符',
    );
    assert.equal(
      await failure('/api/xnfz/search', { keyword: '实验', pageSize: '0' }),
      '参数错误：pageSize 必须是 1 到 100 之间的整数',
    );
  });
});
