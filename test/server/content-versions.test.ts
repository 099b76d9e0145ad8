/**
 * Version history (历史版本) of articles, courses and the site information: every save that changes
 * the edited fields leaves a numbered version; versions are listed (the current and the live one
 * marked), read whole to compare, and restored through the item's own save rules — a published
 * item gets the restored fields as its working copy, visitors keep the live version until 发布更新.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { articles, auditLog, categories, contentVersions } from '../../server/db/schema';
import {
  MSG_EDIT_CONFLICT,
  MSG_FORBIDDEN,
  MSG_VERSION_NOT_FOUND,
  MSG_VERSION_SAME,
  type AdminArticle,
  type AdminCourse,
  type AdminSiteInfo,
  type AdminVersion,
  type AdminVersionRestored,
  type AdminVersionRow,
} from '../../src/core/api/admin-contract';
import type { ArticleDetail, Paged, SiteInfo } from '../../src/core/api/contract';
import { courseSaveBody } from '../helpers/save-bodies';
import { newsBody, okData } from './helpers/article-body';
import {
  createConsoleFixture,
  type ConsoleFixture,
  type StaffName,
} from './helpers/console-fixture';
import { call } from './helpers/test-app';

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture();
});
after(() => f.t.close());

const ok = okData;
const post = <T>(path: string, body: object, as: StaffName = 'editor1') =>
  call<T>(f.t, 'POST', path, { token: f.tokens[as], body });
const get = <T>(path: string, query: Record<string, string>, as: StaffName = 'editor1') =>
  call<T>(f.t, 'GET', path, { token: f.tokens[as], query });

const versionsOf = async (entity: string, id: number | string, as: StaffName = 'editor1') =>
  ok(await get<Paged<AdminVersionRow>>('/api/admin/versionList', { entity, id: String(id) }, as));
const versionOf = async <T extends AdminVersion>(entity: string, id: number | string, n: number) =>
  ok(await get<T>('/api/admin/versionDetail', { entity, id: String(id), number: String(n) })) as T;
const restore = (
  entity: string,
  id: number | string,
  number: number,
  version: string,
  as: StaffName = 'editor1',
) =>
  post<AdminVersionRestored>(
    '/api/admin/versionRestore',
    { entity, id: String(id), number, version },
    as,
  );
/** A course as opened, as the editor sends it back (no outline, no counters). */
function saveBodyOf(course: AdminCourse): Partial<AdminCourse> {
  const body: Partial<AdminCourse> = { ...course };
  delete body.chapters;
  delete body.learnerCount;
  return body;
}
const articleOf = async (id: number) =>
  ok(await get<AdminArticle>('/api/admin/articleDetail', { id: String(id) }));
const portalTitle = async (id: number) =>
  ok(
    await call<ArticleDetail>(f.t, 'GET', '/api/xnfz/articleDetail', {
      query: { id: String(id) },
    }),
  ).title;
const stored = async (entity: string, id: number | string) =>
  f.t.db
    .select()
    .from(contentVersions)
    .where(
      and(
        eq(contentVersions.entity, entity as 'article'),
        eq(contentVersions.entityId, String(id)),
      ),
    );

describe('version history of an article', () => {
  it('each save that changes its fields is a version; a publish without changes is not', async () => {
    const created = ok(
      await post<AdminArticle>('/api/admin/articleSave', newsBody(f.t.clock.now(), '版本测试')),
    );
    f.t.clock.advance(60);
    const draft = ok(
      await post<AdminArticle>('/api/admin/articleSave', {
        ...newsBody(f.t.clock.now(), '版本测试', { title: '改过的标题', published: false }),
        id: created.id,
        version: created.version,
      }),
    );
    assert.equal(draft.hasDraft, true);
    ok(await post('/api/admin/articlePublish', { id: created.id, published: true }));
    ok(await post('/api/admin/articlePublish', { id: created.id, published: true }));

    const page = await versionsOf('article', created.id);
    assert.equal(page.total, 2);
    assert.deepEqual(
      page.rows.map((row) => [
        row.number,
        row.action,
        row.savedBy?.username,
        row.current,
        row.live,
      ]),
      [
        [2, 'article.draft', 'editor1', true, true],
        [1, 'article.create', 'editor1', false, false],
      ],
    );
    const first = await versionOf<AdminVersion<'article'>>('article', created.id, 1);
    assert.equal(first.fields.title, created.title);
    assert.equal(first.fields.content, '<p>正文</p>');
    assert.equal(first.createdAt, new Date(f.t.clock.now().getTime() - 60_000).toISOString());
  });

  it('恢复 of a published article becomes its working copy: visitors see the live one until 发布更新', async () => {
    const created = ok(
      await post<AdminArticle>('/api/admin/articleSave', newsBody(f.t.clock.now(), '恢复测试')),
    );
    const updated = ok(
      await post<AdminArticle>('/api/admin/articleSave', {
        ...newsBody(f.t.clock.now(), '恢复测试', { title: '第二版标题', content: '<p>第二版</p>' }),
        id: created.id,
        version: created.version,
      }),
    );
    assert.equal(await portalTitle(created.id), '第二版标题');

    const restored = ok(await restore('article', created.id, 1, updated.version));
    assert.equal(restored.number, 3);
    const opened = await articleOf(created.id);
    assert.equal(opened.title, created.title, 'the editor opens the restored fields');
    assert.equal(opened.content, '<p>正文</p>');
    assert.equal(opened.hasDraft, true);
    assert.equal(await portalTitle(created.id), '第二版标题', 'the live version stays up');
    const page = await versionsOf('article', created.id);
    assert.deepEqual(
      page.rows.map((row) => [row.number, row.action, row.current, row.live]),
      [
        [3, 'article.revert', true, false],
        [2, 'article.update', false, true],
        [1, 'article.create', false, false],
      ],
    );
    const [audit] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'article.revert'), eq(auditLog.entityId, String(created.id))));
    assert.ok(audit, 'the restore is in the audit log');

    ok(await post('/api/admin/articlePublish', { id: created.id, published: true }));
    assert.equal(await portalTitle(created.id), created.title, '发布更新 puts it live');
  });

  it('restoring the version visitors see drops the working copy (the fields are equal, whatever their key order)', async () => {
    const created = ok(
      await post<AdminArticle>('/api/admin/articleSave', newsBody(f.t.clock.now(), '线上版本')),
    );
    const draft = ok(
      await post<AdminArticle>('/api/admin/articleSave', {
        ...newsBody(f.t.clock.now(), '线上版本', { title: '草稿中的标题', published: false }),
        id: created.id,
        version: created.version,
      }),
    );
    assert.equal(draft.hasDraft, true);
    const page = await versionsOf('article', created.id);
    const live = page.rows.find((row) => row.live)!;
    assert.equal(live.number, 1);
    ok(await restore('article', created.id, live.number, draft.version));
    const opened = await articleOf(created.id);
    assert.equal(opened.hasDraft, false, 'nothing is waiting to be published');
    assert.equal(opened.title, created.title);
    assert.equal(opened.status, 'published');
  });

  it('refuses a stale copy, an unchanged restore and a version that does not exist, changing nothing', async () => {
    const created = ok(
      await post<AdminArticle>('/api/admin/articleSave', newsBody(f.t.clock.now(), '拒绝测试')),
    );
    const updated = ok(
      await post<AdminArticle>('/api/admin/articleSave', {
        ...newsBody(f.t.clock.now(), '拒绝测试', { summary: '新摘要' }),
        id: created.id,
        version: created.version,
      }),
    );
    const before = await stored('article', created.id);
    assert.equal(
      (await restore('article', created.id, 1, created.version)).body.msg,
      MSG_EDIT_CONFLICT,
    );
    assert.equal(
      (await restore('article', created.id, 2, updated.version)).body.msg,
      MSG_VERSION_SAME,
    );
    assert.equal(
      (await restore('article', created.id, 9, updated.version)).body.msg,
      MSG_VERSION_NOT_FOUND,
    );
    const bad = await get('/api/admin/versionList', { entity: 'banner', id: String(created.id) });
    assert.match(bad.body.msg, /^参数错误：entity/);
    const badId = await get('/api/admin/versionList', { entity: 'article', id: '1 OR 1=1' });
    assert.match(badId.body.msg, /^参数错误：id/);
    assert.deepEqual(await stored('article', created.id), before);
    assert.equal((await articleOf(created.id)).version, updated.version);
  });

  it('an article saved before history began keeps its earlier state as the first version', async () => {
    // written straight to the database, as the demo data and older saves were
    const [seeded] = await f.t.db
      .insert(articles)
      .values({
        kind: 'notice',
        title: '历史之前的通知',
        content: '<p>旧正文</p>',
        updatedAt: new Date(0),
      })
      .returning();
    assert.ok(seeded);
    assert.equal((await versionsOf('article', seeded.id)).total, 0);
    const opened = await articleOf(seeded.id);
    ok(
      await post<AdminArticle>('/api/admin/articleSave', {
        ...opened,
        title: `${opened.title}（修订）`,
        published: opened.published,
      }),
    );
    const page = await versionsOf('article', seeded.id);
    assert.deepEqual(
      page.rows.map((row) => [row.number, row.action]),
      [
        [2, 'article.update'],
        [1, 'baseline'],
      ],
    );
    assert.equal(page.rows[1]!.createdAt, seeded.updatedAt.toISOString());
    assert.equal(
      (await versionOf<AdminVersion<'article'>>('article', seeded.id, 1)).fields.title,
      seeded.title,
    );
  });

  it('永久删除 of an article removes its versions too', async () => {
    const created = ok(
      await post<AdminArticle>('/api/admin/articleSave', newsBody(f.t.clock.now(), '删除测试')),
    );
    ok(await post('/api/admin/articleDelete', { id: created.id, version: created.version }));
    assert.equal((await stored('article', created.id)).length, 1);
    ok(await post('/api/admin/articlePurge', { id: created.id }));
    assert.equal((await stored('article', created.id)).length, 0);
  });
});

describe('version history of a course', () => {
  it('its teacher lists and restores the versions of their own course, not of another', async () => {
    const c1 = ok(
      await get<AdminCourse>(
        '/api/admin/courseDetail',
        { id: String(f.fixture.course.c1) },
        'teacher1',
      ),
    );
    const body = saveBodyOf(c1);
    const saved = ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        { ...body, summary: '教师改过的简介' },
        'teacher1',
      ),
    );
    const page = await versionsOf('course', c1.id, 'teacher1');
    assert.deepEqual(
      page.rows.map((row) => [row.number, row.action]),
      [
        // saved as published (发布更新 by its teacher)
        [2, 'course.update'],
        [1, 'baseline'],
      ],
    );
    const refused = await get(
      '/api/admin/versionList',
      { entity: 'course', id: String(f.fixture.course.c2) },
      'teacher1',
    );
    assert.equal(refused.body.msg, MSG_FORBIDDEN);
    const article = await get(
      '/api/admin/versionList',
      { entity: 'site', id: 'site_info' },
      'teacher1',
    );
    assert.equal(article.body.msg, MSG_FORBIDDEN);

    ok(await restore('course', c1.id, 1, saved.version, 'teacher1'));
    const reopened = ok(
      await get<AdminCourse>('/api/admin/courseDetail', { id: String(c1.id) }, 'teacher1'),
    );
    assert.equal(reopened.summary, c1.summary);
  });

  it('a version whose category was deleted is refused, naming the field; deleting the course drops its versions', async () => {
    const [category] = await f.t.db
      .insert(categories)
      .values({ scope: 'course', name: '将被删除的分类' })
      .returning();
    const created = ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseSaveBody('分类被删的课程', { categoryId: category!.id }),
      ),
    );
    const body = saveBodyOf(created);
    const moved = ok(
      await post<AdminCourse>('/api/admin/courseSave', {
        ...body,
        categoryId: null,
        summary: '换了分类',
      }),
    );
    await f.t.db.delete(categories).where(eq(categories.id, category!.id));
    const refused = await restore('course', created.id, 1, moved.version);
    assert.match(refused.body.msg, /^参数错误：categoryId/);
    assert.equal((await stored('course', created.id)).length, 2);

    ok(await post('/api/admin/courseDelete', { id: created.id }));
    assert.equal((await stored('course', created.id)).length, 0);
  });
});

describe('version history of the site information', () => {
  it('a restore goes live at once and is audited', async () => {
    const opened = ok(await get<AdminSiteInfo>('/api/admin/siteInfo', {}));
    const { version, ...info } = opened;
    const saved = ok(
      await post<AdminSiteInfo>('/api/admin/siteInfoSave', {
        ...info,
        name: '改名后的中心',
        version,
      }),
    );
    const page = await versionsOf('site', 'site_info');
    assert.equal(page.rows[0]!.current, true);
    assert.equal(page.rows[0]!.live, true);
    const first = page.rows.at(-1)!;
    assert.equal(
      (await versionOf<AdminVersion<'site'>>('site', 'site_info', first.number)).fields.name,
      info.name,
    );

    ok(await restore('site', 'site_info', first.number, saved.version));
    const portal = ok(await call<SiteInfo>(f.t, 'GET', '/api/xnfz/siteInfo'));
    assert.equal(portal.name, info.name);
    const [audit] = await f.t.db.select().from(auditLog).where(eq(auditLog.action, 'site.revert'));
    assert.equal((audit?.after as SiteInfo | undefined)?.name, info.name);
    const bad = await get('/api/admin/versionList', { entity: 'site', id: '7' });
    assert.match(bad.body.msg, /^参数错误：id/);
  });
});
