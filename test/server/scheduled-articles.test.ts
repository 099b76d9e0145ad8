/**
 * 定时发布: an article saved as published with a publication time in the future stays out of every
 * public answer (lists of every kind, detail with its neighbours, site search, the shared cache of
 * public answers) until that time comes, and appears in all of them once it has.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminArticleSaveBody } from '../../src/core/api/admin-contract';
import type { ArticleDetail, ArticleSummary, Paged, SearchRow } from '../../src/core/api/contract';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';

let f: ConsoleFixture;
before(async () => {
  // with the shared cache of public answers on, as in production
  f = await createConsoleFixture({ config: { publicCacheSeconds: 5 } });
});
after(() => f.t.close());

const KINDS = ['news', 'notice', 'research'] as const;
const MARK = '定时发布测试';

async function saveArticle(body: Partial<AdminArticleSaveBody>): Promise<number> {
  const response = await call<{ id: number }>(f.t, 'POST', '/api/admin/articleSave', {
    token: f.tokens.editor1,
    body: {
      kind: 'notice',
      title: `${MARK}通知`,
      summary: `${MARK}摘要`,
      cover: '',
      author: '教学中心',
      source: '虚拟仿真实验教学中心',
      content: '<p>正文</p>',
      attachments: [],
      pinned: false,
      published: true,
      publishedAt: f.t.clock.now().toISOString(),
      ...body,
    },
  });
  assert.equal(response.body.code, 0, response.raw);
  return response.body.data!.id;
}

/** Every id of the given articles that any public call lets an anonymous visitor see. */
async function publiclyVisible(ids: number[]): Promise<number[]> {
  const seen = new Set<number>();
  for (const kind of KINDS) {
    for (const query of [{ kind }, { kind, keyword: MARK }] as Record<string, string>[]) {
      const list = await call<Paged<ArticleSummary>>(f.t, 'GET', '/api/xnfz/articleList', {
        query: { ...query, pageSize: '50' },
      });
      assert.equal(list.body.code, 0, list.raw);
      for (const row of list.body.data!.rows) seen.add(row.id);
    }
  }
  const search = await call<Paged<SearchRow>>(f.t, 'GET', '/api/xnfz/search', {
    query: { keyword: MARK, pageSize: '50' },
  });
  assert.equal(search.body.code, 0, search.raw);
  for (const row of search.body.data!.rows) if (row.type === 'article') seen.add(Number(row.id));
  for (const id of ids) {
    const detail = await call<ArticleDetail>(f.t, 'GET', '/api/xnfz/articleDetail', {
      query: { id: String(id) },
    });
    if (detail.body.code === 0) {
      seen.add(id);
      for (const neighbour of [detail.body.data!.prevId, detail.body.data!.nextId])
        if (neighbour !== null) seen.add(neighbour);
    }
  }
  return ids.filter((id) => seen.has(id));
}

describe('articles scheduled for later (定时发布)', () => {
  it('are hidden from every public list, search, detail and neighbour link until their time', async () => {
    const now = f.t.clock.now().getTime();
    const live = await saveArticle({
      title: `${MARK}已发布`,
      publishedAt: new Date(now - 3_600_000).toISOString(),
    });
    const scheduled = await Promise.all(
      KINDS.map((kind) =>
        saveArticle({ kind, title: `${MARK}${kind}`, publishedAt: '2030-01-01T00:00:00.000Z' }),
      ),
    );
    const soon = await saveArticle({
      title: `${MARK}一小时后`,
      publishedAt: new Date(now + 3_600_000).toISOString(),
    });
    assert.deepEqual(await publiclyVisible([live, ...scheduled, soon]), [live]);
    f.t.clock.advance(3_601 + f.t.config.publicCacheSeconds);
    assert.deepEqual(await publiclyVisible([live, ...scheduled, soon]), [live, soon]);
  });

  it('appear once their time has come, the cached answers of before included', async () => {
    const now = f.t.clock.now().getTime();
    const soon = await saveArticle({
      title: `${MARK}十分钟后`,
      publishedAt: new Date(now + 600_000).toISOString(),
    });
    assert.deepEqual(await publiclyVisible([soon]), []);
    f.t.clock.advance(601 + f.t.config.publicCacheSeconds);
    assert.deepEqual(await publiclyVisible([soon]), [soon]);
  });
});
