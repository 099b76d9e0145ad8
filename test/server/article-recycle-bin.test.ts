/**
 * The articles' recycle bin (回收站): 删除 takes an article off the portal into the bin, restorable
 * for RECYCLE_BIN_DAYS; 恢复 brings it back unpublished; 永久删除, or the days running out, deletes
 * it for good. An article in the bin is neither edited nor published, and every step is audited.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { articles, auditLog } from '../../server/db/schema';
import {
  MSG_ARTICLE_IN_BIN,
  MSG_ARTICLE_NOT_IN_BIN,
  MSG_EDIT_CONFLICT,
  type AdminArticle,
  type AdminArticleRow,
  type AdminArticleSaveBody,
  type AdminBulkResult,
} from '../../src/core/api/admin-contract';
import type { ArticleSummary, Paged } from '../../src/core/api/contract';
import { createConsoleFixture } from './helpers/console-fixture';
import { newsBody, okData } from './helpers/article-body';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call, loginToken } from './helpers/test-app';

const BIN_DAYS = 7;
let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture({ config: { recycleBinDays: BIN_DAYS } });
});
after(() => f.t.close());

const ok = okData;
const post = <T>(path: string, body: object) =>
  call<T>(f.t, 'POST', path, { token: f.tokens.editor1, body });
const get = <T>(path: string, query: Record<string, string>) =>
  call<T>(f.t, 'GET', path, { token: f.tokens.editor1, query });

const body = (overrides: Partial<AdminArticleSaveBody> = {}) =>
  newsBody(f.t.clock.now(), '回收站测试', overrides);

const consoleIds = async (bin: boolean) =>
  ok(
    await get<Paged<AdminArticleRow>>('/api/admin/articleList', {
      pageSize: '100',
      ...(bin ? { bin: 'true' } : {}),
    }),
  ).rows.map((row) => row.id);
const portalIds = async () =>
  ok(
    await call<Paged<ArticleSummary>>(f.t, 'GET', '/api/xnfz/articleList', {
      query: { kind: 'news', pageSize: '100' },
    }),
  ).rows.map((row) => row.id);
const auditOf = async (id: number) =>
  (
    await f.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
  ).filter((row) => row.entity === 'article');

describe('the articles’ recycle bin', () => {
  it('删除 takes a published article off the portal into the bin, with the day it goes for good', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', body()));
    const edited = ok(
      await post<AdminArticle>('/api/admin/articleSave', {
        ...body({ title: '工作副本的标题', published: false }),
        id: live.id,
        version: live.version,
      }),
    );
    assert.ok((await portalIds()).includes(live.id));
    const stale = await post('/api/admin/articleDelete', { id: live.id, version: live.version });
    assert.deepEqual(stale.body, { code: 500, msg: MSG_EDIT_CONFLICT });

    const deleted = ok(
      await post<AdminArticleRow>('/api/admin/articleDelete', {
        id: live.id,
        version: edited.version,
      }),
    );
    const now = f.t.clock.now().getTime();
    assert.equal(deleted.deletedAt, new Date(now).toISOString());
    assert.equal(deleted.purgeAt, new Date(now + BIN_DAYS * 86_400_000).toISOString());
    assert.equal(deleted.published, false);
    assert.ok(!(await portalIds()).includes(live.id), 'off the portal');
    const detail = await call(f.t, 'GET', '/api/xnfz/articleDetail', {
      query: { id: String(live.id) },
    });
    assert.equal(detail.body.msg, '资源不存在');
    assert.ok(!(await consoleIds(false)).includes(live.id), 'not among the articles');
    assert.ok((await consoleIds(true)).includes(live.id), 'in the bin');
    assert.deepEqual((await auditOf(live.id)).map((row) => row.action).slice(-1), [
      'article.delete',
    ]);
  });

  it('an article in the bin is neither edited, published nor deleted again; 恢复 brings it back unpublished', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', body()));
    ok(await post('/api/admin/articleDelete', { id: live.id }));
    const [inBin] = await f.t.db.select().from(articles).where(eq(articles.id, live.id));
    for (const [path, input] of [
      [
        '/api/admin/articleSave',
        { ...body({ title: '改标题' }), id: live.id, version: String(inBin!.revision) },
      ],
      ['/api/admin/articlePublish', { id: live.id, published: true }],
      ['/api/admin/articleDelete', { id: live.id }],
    ] as const) {
      assert.deepEqual(
        (await post(path, input)).body,
        { code: 500, msg: MSG_ARTICLE_IN_BIN },
        path,
      );
    }
    const [still] = await f.t.db.select().from(articles).where(eq(articles.id, live.id));
    assert.deepEqual(still, inBin, 'nothing changed');

    const restored = ok(await post<AdminArticleRow>('/api/admin/articleRestore', { id: live.id }));
    assert.equal(restored.deletedAt, null);
    assert.equal(restored.purgeAt, null);
    assert.equal(restored.status, 'draft');
    assert.ok((await consoleIds(false)).includes(live.id));
    assert.ok(!(await consoleIds(true)).includes(live.id));
    assert.ok(!(await portalIds()).includes(live.id), 'published again only by 发布');
    assert.deepEqual((await post('/api/admin/articleRestore', { id: live.id })).body, {
      code: 500,
      msg: MSG_ARTICLE_NOT_IN_BIN,
    });
  });

  it('永久删除 removes it for good, only from the bin; the audit log keeps what it was', async () => {
    const live = ok(
      await post<AdminArticle>('/api/admin/articleSave', body({ title: '将永久删除' })),
    );
    assert.deepEqual((await post('/api/admin/articlePurge', { id: live.id })).body, {
      code: 500,
      msg: MSG_ARTICLE_NOT_IN_BIN,
    });
    ok(await post('/api/admin/articleDelete', { id: live.id }));
    assert.equal(ok(await post('/api/admin/articlePurge', { id: live.id })), null);
    assert.deepEqual(await f.t.db.select().from(articles).where(eq(articles.id, live.id)), []);
    const purged = (await auditOf(live.id)).at(-1);
    assert.equal(purged?.action, 'article.purge');
    assert.equal(purged?.actorName, 'editor1');
    assert.equal((purged?.before as { title?: string }).title, '将永久删除');
  });

  it('after RECYCLE_BIN_DAYS the bin deletes it for good, audited as 回收站到期清理', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', body()));
    ok(await post('/api/admin/articleDelete', { id: live.id }));
    f.t.clock.advance(BIN_DAYS * 86_400 - 60);
    f.tokens.editor1 = await loginToken(f.t, 'editor1');
    assert.ok((await consoleIds(true)).includes(live.id), 'a minute before: still restorable');
    f.t.clock.advance(61);
    f.tokens.editor1 = await loginToken(f.t, 'editor1');
    assert.ok(!(await consoleIds(true)).includes(live.id), 'gone when the bin is next used');
    assert.deepEqual(await f.t.db.select().from(articles).where(eq(articles.id, live.id)), []);
    const purged = (await auditOf(live.id)).at(-1);
    assert.equal(purged?.action, 'article.purge');
    assert.equal(purged?.actorId, null);
    assert.equal(purged?.actorName, '回收站到期清理');
  });

  it('a teacher may not delete, restore or purge articles', async () => {
    f.tokens.teacher1 = await loginToken(f.t, 'teacher1');
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', body()));
    for (const path of ['/api/admin/articleDelete', '/api/admin/articlePurge']) {
      const refused = await call(f.t, 'POST', path, {
        token: f.tokens.teacher1,
        body: { id: live.id },
      });
      assert.equal(refused.body.msg, '无权限：当前账号不能进行此操作');
    }
    assert.ok((await portalIds()).includes(live.id));
  });
});

describe('bulk actions on selected articles', () => {
  it('publish, withdraw and delete each selected article on its own, saying which were refused and why', async () => {
    f.tokens.editor1 = await loginToken(f.t, 'editor1');
    const drafts = [];
    for (let i = 0; i < 3; i++)
      drafts.push(
        ok(await post<AdminArticle>('/api/admin/articleSave', body({ published: false }))),
      );
    const binned = ok(await post<AdminArticle>('/api/admin/articleSave', body()));
    ok(await post('/api/admin/articleDelete', { id: binned.id }));
    const ids = drafts.map((draft) => draft.id);
    const auditBefore = (await f.t.db.select().from(auditLog)).length;

    const published = ok(
      await post<AdminBulkResult>('/api/admin/articleBulk', {
        ids: [...ids, binned.id, 2_000_000],
        action: 'publish',
      }),
    );
    assert.deepEqual(published.done, ids);
    assert.deepEqual(published.refused, [
      { id: binned.id, title: binned.title, reason: MSG_ARTICLE_IN_BIN },
      { id: 2_000_000, title: '', reason: '资源不存在' },
    ]);
    for (const id of ids) assert.ok((await portalIds()).includes(id));
    assert.equal((await f.t.db.select().from(auditLog)).length, auditBefore + 3, 'one entry each');

    const withdrawn = ok(
      await post<AdminBulkResult>('/api/admin/articleBulk', {
        ids: ids.slice(0, 2),
        action: 'unpublish',
      }),
    );
    assert.deepEqual(withdrawn, { done: ids.slice(0, 2), refused: [] });
    assert.ok(!(await portalIds()).includes(ids[0]!));
    assert.ok((await portalIds()).includes(ids[2]!));

    const deleted = ok(
      await post<AdminBulkResult>('/api/admin/articleBulk', { ids, action: 'delete' }),
    );
    assert.deepEqual(deleted.done, ids);
    for (const id of ids) assert.ok((await consoleIds(true)).includes(id), 'in the bin');
  });

  it('refuses an empty or oversized selection and an unknown action with 参数错误, changing nothing', async () => {
    const auditBefore = (await f.t.db.select().from(auditLog)).length;
    for (const [input, field] of [
      [{ ids: [], action: 'delete' }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), action: 'delete' }, 'ids'],
      [{ ids: [1], action: 'purge' }, 'action'],
    ] as const) {
      const refused = await post('/api/admin/articleBulk', input);
      assert.ok(refused.body.msg.startsWith(`参数错误：${field}`), refused.body.msg);
    }
    assert.equal((await f.t.db.select().from(auditLog)).length, auditBefore);
  });
});
