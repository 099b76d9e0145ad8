/**
 * Resources and 红色资源, banners and the experiments registry in the console, checked through
 * the portal's own calls: what is published shows, what is not does not, in the console's order.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  MSG_EDIT_CONFLICT,
  type AdminBanner,
  type AdminExperiment,
  type AdminExperimentSaveBody,
  type AdminResource,
  type AdminResourceSaveBody,
} from '../../src/core/api/admin-contract';
import type { Banner, Experiment, Paged, ResourceSummary } from '../../src/core/api/contract';
import { categories, experiments } from '../../server/db/schema';
import { MSG_BUILT_IN_READ_ONLY } from '../../server/admin/admin-experiments';
import { CONSOLE_STAFF_STEP } from '../../server/seed/console-staff-step';
import { runSeed } from '../../server/seed/run-seed';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { CallResult, TestApp } from './helpers/test-app';

let t: TestApp;
let editor = '';
let redCategory = 0;
let resourceCategory = 0;

before(async () => {
  t = await createTestApp();
  await runSeed(t.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
  editor = await loginToken(t, 'editor1');
  const [red] = await t.db
    .insert(categories)
    .values({ scope: 'red', name: '革命旧址' })
    .returning();
  const [plain] = await t.db
    .insert(categories)
    .values({ scope: 'resource', name: '课件' })
    .returning();
  redCategory = red!.id;
  resourceCategory = plain!.id;
});

after(() => t.close());

const post = <T>(path: string, body: object): Promise<CallResult<T>> =>
  call<T>(t, 'POST', path, { body, token: editor });

function data<T>(result: CallResult<T>): T {
  assert.equal(result.body.code, 0, result.body.msg);
  return result.body.data as T;
}

describe('红色资源 in the console', () => {
  const body = (overrides: Partial<AdminResourceSaveBody> = {}): AdminResourceSaveBody => ({
    kind: 'red',
    title: '井冈山革命根据地',
    categoryId: redCategory,
    cover: '',
    summary: '中国革命的摇篮',
    content: '<p>井冈山</p><script>x()</script>',
    mediaType: 'document',
    videoUrl: null,
    attachments: [{ name: '讲解词.pdf', url: '/media/attachments/a.pdf', size: 1024 }],
    published: false,
    ...overrides,
  });
  const portalRed = async () =>
    data(
      await call<Paged<ResourceSummary>>(t, 'GET', '/api/xnfz/resourceList', {
        query: { kind: 'red', pageSize: '50' },
      }),
    ).rows.map((row) => row.title);

  it('a draft stays off the portal until published; a stale save is refused', async () => {
    const created = data(await post<AdminResource>('/api/admin/resourceSave', body()));
    assert.doesNotMatch(created.content, /script/);
    assert.equal(created.categoryName, '革命旧址');
    assert.ok(!(await portalRed()).includes('井冈山革命根据地'));
    data(await post('/api/admin/resourcePublish', { id: created.id, published: true }));
    assert.ok((await portalRed()).includes('井冈山革命根据地'));
    const stale = await post('/api/admin/resourceSave', {
      ...body(),
      id: created.id,
      version: created.version,
    });
    assert.deepEqual(stale.body, { code: 500, msg: MSG_EDIT_CONFLICT });
  });

  it('refuses a category of another tree and bad links with 参数错误', async () => {
    const wrongTree = await post('/api/admin/resourceSave', body({ categoryId: resourceCategory }));
    assert.match(wrongTree.body.msg, /^参数错误：categoryId/);
    const badVideo = await post('/api/admin/resourceSave', body({ videoUrl: 'javascript:x' }));
    assert.match(badVideo.body.msg, /^参数错误：videoUrl/);
  });

  it('lists by title, clicks or last change in either direction; a bad sort is 参数错误', async () => {
    for (const title of ['乙-排序', '甲-排序', '丙-排序'])
      data(await post('/api/admin/resourceSave', body({ title, kind: 'red' })));
    const titles = async (sort: string, order: string) =>
      data(
        await call<Paged<{ title: string }>>(t, 'GET', '/api/admin/resourceList', {
          query: { kind: 'red', keyword: '排序', sort, order },
          token: editor,
        }),
      ).rows.map((row) => row.title);
    const byTitle = await titles('title', 'asc');
    // (the database's collation decides the order of Chinese titles: ask only that it is one)
    assert.deepEqual([...byTitle].sort(), ['丙-排序', '乙-排序', '甲-排序'].sort());
    assert.deepEqual(await titles('title', 'desc'), [...byTitle].reverse());
    assert.deepEqual(await titles('updatedAt', 'desc'), ['丙-排序', '甲-排序', '乙-排序']);
    const bad = await call(t, 'GET', '/api/admin/resourceList', {
      query: { kind: 'red', sort: 'password' },
      token: editor,
    });
    assert.match(bad.body.msg, /^参数错误：sort/);
  });
});

describe('banners', () => {
  it('are added, ordered, hidden and deleted; the portal shows the active ones in order', async () => {
    const save = (title: string, active = true) =>
      post<AdminBanner[]>('/api/admin/bannerSave', {
        title,
        image: `/media/banners/${title}.jpg`,
        link: '',
        active,
      });
    data(await save('春季学期'));
    data(await save('实验教学周'));
    const all = data(await save('已过期', false));
    assert.deepEqual(
      all.map((banner) => banner.title),
      ['春季学期', '实验教学周', '已过期'],
    );
    const reversed = [...all].reverse().map((banner) => banner.id);
    data(await post('/api/admin/bannerOrder', { ids: reversed }));
    const portal = data(await call<Banner[]>(t, 'GET', '/api/xnfz/banners'));
    assert.deepEqual(
      portal.map((banner) => banner.title),
      ['实验教学周', '春季学期'],
    );
    const left = data(await post<AdminBanner[]>('/api/admin/bannerDelete', { id: all[2]!.id }));
    assert.equal(left.length, 2);
    assert.match(
      (await post('/api/admin/bannerOrder', { ids: [left[0]!.id] })).body.msg,
      /^参数错误：ids/,
    );
  });
});

describe('the experiments registry', () => {
  const body = (overrides: Partial<AdminExperimentSaveBody> = {}): AdminExperimentSaveBody => ({
    title: '化工精馏塔虚拟仿真',
    cover: '',
    summary: '第三方平台的精馏实验',
    courseId: null,
    durationMinutes: 45,
    published: true,
    launchUrl: 'https://lab.example.edu.cn/distillation/start',
    resultOrigin: 'https://lab.example.edu.cn',
    ...overrides,
  });

  it('registers a third-party experiment that the portal then lists and launches', async () => {
    const registered = data(await post<AdminExperiment>('/api/admin/experimentSave', body()));
    assert.equal(registered.builtIn, false);
    const portal = data(await call<Paged<Experiment>>(t, 'GET', '/api/xnfz/experimentList'));
    assert.ok(portal.rows.some((row) => row.id === registered.id));
    const started = await call<{ launchUrl: string }>(t, 'POST', '/api/xnfz/experimentStart', {
      body: { experimentId: registered.id },
    });
    assert.match(
      started.body.data!.launchUrl,
      /^https:\/\/lab\.example\.edu\.cn\/distillation\/start\?sessionId=/,
    );
    data(await post('/api/admin/experimentPublish', { id: registered.id, published: false }));
    const closed = data(await call<Paged<Experiment>>(t, 'GET', '/api/xnfz/experimentList'));
    assert.ok(!closed.rows.some((row) => row.id === registered.id));
  });

  it('refuses launch addresses that are not https on the result origin', async () => {
    for (const [bad, field] of [
      [{ launchUrl: 'javascript:alert(1)' }, 'launchUrl'],
      [{ launchUrl: 'http://lab.example.edu.cn/x' }, 'launchUrl'],
      [{ resultOrigin: 'https://evil.example.com' }, 'resultOrigin'],
      [{ launchUrl: '/PC/experiments/fake.html' }, 'launchUrl'],
      [{ durationMinutes: 0 }, 'durationMinutes'],
    ] as const) {
      const result = await post('/api/admin/experimentSave', body(bad));
      assert.ok(result.body.msg.startsWith(`参数错误：${field}`), result.body.msg);
    }
  });

  it('lists built-in experiments read-only, though a centre may close one', async () => {
    const [builtIn] = await t.db
      .insert(experiments)
      .values({ title: '单摆测重力加速度', launchUrl: '/PC/experiments/pendulum.html' })
      .returning();
    const list = data(
      await call<Paged<AdminExperiment>>(t, 'GET', '/api/admin/experimentList', { token: editor }),
    );
    const entry = list.rows.find((row) => row.id === builtIn!.id);
    assert.equal(entry?.builtIn, true);
    const edit = await post('/api/admin/experimentSave', {
      ...body(),
      id: builtIn!.id,
      version: entry!.version,
    });
    assert.equal(edit.body.msg, MSG_BUILT_IN_READ_ONLY);
    const closed = data(
      await post<AdminExperiment>('/api/admin/experimentPublish', {
        id: builtIn!.id,
        published: false,
      }),
    );
    assert.equal(closed.published, false);
  });
});
