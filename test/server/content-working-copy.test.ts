/**
 * The working copy of published content (draft / live, as in Open edX Studio or WordPress): an
 * edit of a published article, course or resource saved with 保存草稿 is kept beside the live
 * version, which visitors keep seeing unchanged until 发布更新; 放弃修改 drops it; 撤回发布 is the
 * only way a published item goes offline. Edit conflicts and 定时发布 keep working.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  MSG_EDIT_CONFLICT,
  MSG_FORBIDDEN,
  type AdminArticle,
  type AdminArticleRow,
  type AdminArticleSaveBody,
  type AdminCourse,
  type AdminCourseRow,
  type AdminCourseSaveBody,
  type AdminResource,
  type AdminResourceRow,
  type AdminResourceSaveBody,
} from '../../src/core/api/admin-contract';
import type {
  ArticleDetail,
  ArticleSummary,
  CourseDetail,
  CourseSummary,
  Paged,
  ResourceDetail,
  ResourceSummary,
} from '../../src/core/api/contract';
import { createConsoleFixture } from './helpers/console-fixture';
import { newsBody, okData } from './helpers/article-body';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture();
});
after(() => f.t.close());

const ok = okData;

const post = <T>(path: string, body: object, token = f.tokens.editor1) =>
  call<T>(f.t, 'POST', path, { token, body });
const get = <T>(path: string, query: Record<string, string>, token?: string) =>
  call<T>(f.t, 'GET', path, { token, query });

let unique = 0;

// ---------------------------------------------------------------- articles

const articleBody = (overrides: Partial<AdminArticleSaveBody> = {}) =>
  newsBody(f.t.clock.now(), '工作副本新闻', {
    summary: '旧摘要',
    author: '教学中心',
    content: '<p>旧正文</p>',
    ...overrides,
  });

/** The save body of an opened article with some fields changed. */
function editOf(
  opened: AdminArticle,
  changes: Partial<AdminArticleSaveBody>,
): AdminArticleSaveBody {
  return {
    id: opened.id,
    version: opened.version,
    kind: opened.kind,
    title: opened.title,
    summary: opened.summary,
    cover: opened.cover,
    author: opened.author,
    source: opened.source,
    content: opened.content,
    attachments: opened.attachments,
    pinned: opened.pinned,
    published: opened.published,
    publishedAt: opened.publishedAt,
    ...changes,
  };
}

/** What an anonymous visitor gets of the article: its detail (null: 资源不存在) and list row. */
async function publicArticle(id: number, kind = 'news') {
  const detail = await get<ArticleDetail>('/api/xnfz/articleDetail', { id: String(id) });
  const list = ok(
    await get<Paged<ArticleSummary>>('/api/xnfz/articleList', { kind, pageSize: '100' }),
  );
  return {
    detail: detail.body.code === 0 ? detail.body.data! : null,
    row: list.rows.find((row) => row.id === id) ?? null,
  };
}

async function adminRow(id: number, query: Record<string, string> = {}) {
  const list = ok(
    await get<Paged<AdminArticleRow>>(
      '/api/admin/articleList',
      { pageSize: '100', ...query },
      f.tokens.editor1,
    ),
  );
  return list.rows.find((row) => row.id === id) ?? null;
}

const openArticle = async (id: number) =>
  ok(await get<AdminArticle>('/api/admin/articleDetail', { id: String(id) }, f.tokens.editor1));

describe('the working copy of a published article', () => {
  it('保存草稿 keeps the live version for visitors until 发布更新 shows the new one', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', articleBody()));
    assert.equal((await publicArticle(live.id)).detail?.title, live.title);

    const draft = ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(live, {
          title: `${live.title}（修改稿）`,
          content: '<p>新正文</p>',
          published: false,
        }),
      ),
    );
    // the console edits the working copy and says the live version is still up
    assert.equal(draft.title, `${live.title}（修改稿）`);
    assert.equal(draft.content, '<p>新正文</p>');
    assert.equal(draft.published, true);
    assert.equal(draft.status, 'published');
    assert.equal(draft.hasDraft, true);
    assert.notEqual(draft.version, live.version);
    const reopened = await openArticle(live.id);
    assert.equal(reopened.title, draft.title);
    assert.equal(reopened.hasDraft, true);
    const row = await adminRow(live.id);
    assert.equal(row?.status, 'published');
    assert.equal(row?.hasDraft, true);

    // visitors still see the live version, in the detail and the list
    const seen = await publicArticle(live.id);
    assert.equal(seen.detail?.title, live.title);
    assert.equal(seen.detail?.content, '<p>旧正文</p>');
    assert.equal(seen.row?.title, live.title);

    // 发布更新 (saved and published): visitors see the new version, no working copy is left
    const updated = ok(
      await post<AdminArticle>('/api/admin/articleSave', editOf(reopened, { published: true })),
    );
    assert.equal(updated.hasDraft, false);
    const now = await publicArticle(live.id);
    assert.equal(now.detail?.title, `${live.title}（修改稿）`);
    assert.equal(now.detail?.content, '<p>新正文</p>');
    assert.equal(now.row?.title, `${live.title}（修改稿）`);
  });

  it('发布更新 from the list (articlePublish) publishes the saved working copy', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', articleBody()));
    ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(live, { summary: '新摘要', published: false }),
      ),
    );
    assert.equal((await publicArticle(live.id)).row?.summary, '旧摘要');
    const published = ok(
      await post<AdminArticle>('/api/admin/articlePublish', { id: live.id, published: true }),
    );
    assert.equal(published.hasDraft, false);
    assert.equal((await publicArticle(live.id)).row?.summary, '新摘要');
  });

  it('放弃修改 drops the working copy: the editor opens the live version again', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', articleBody()));
    const draft = ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(live, { title: '不要的修改', published: false }),
      ),
    );
    // a stale version is an edit conflict here too
    const stale = await post('/api/admin/articleDraftDiscard', {
      id: live.id,
      version: live.version,
    });
    assert.equal(stale.body.msg, MSG_EDIT_CONFLICT);
    const discarded = ok(
      await post<AdminArticle>('/api/admin/articleDraftDiscard', {
        id: live.id,
        version: draft.version,
      }),
    );
    assert.equal(discarded.title, live.title);
    assert.equal(discarded.hasDraft, false);
    assert.equal((await openArticle(live.id)).title, live.title);
    assert.equal((await publicArticle(live.id)).detail?.title, live.title);
  });

  it('only 撤回发布 takes a published article offline; the working copy is what stays', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', articleBody()));
    // an unchanged 保存草稿 leaves it published with nothing pending
    const same = ok(
      await post<AdminArticle>('/api/admin/articleSave', editOf(live, { published: false })),
    );
    assert.equal(same.published, true);
    assert.equal(same.hasDraft, false);
    assert.notEqual((await publicArticle(live.id)).detail, null);

    ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(same, { title: `${live.title} 改`, published: false }),
      ),
    );
    const withdrawn = ok(
      await post<AdminArticle>('/api/admin/articlePublish', { id: live.id, published: false }),
    );
    assert.equal(withdrawn.published, false);
    assert.equal(withdrawn.status, 'draft');
    assert.equal(withdrawn.hasDraft, false);
    assert.equal(withdrawn.title, `${live.title} 改`);
    assert.equal((await publicArticle(live.id)).detail, null);
    // a draft article's 保存草稿 is saved as it is (nobody sees it)
    const edited = ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(withdrawn, { title: `${live.title} 再改`, published: false }),
      ),
    );
    assert.equal(edited.hasDraft, false);
    assert.equal((await adminRow(live.id))?.title, `${live.title} 再改`);
  });

  it('定时发布 keeps its time while a working copy is saved; the filter tells scheduled articles', async () => {
    const at = new Date(f.t.clock.now().getTime() + 3_600_000).toISOString();
    const scheduled = ok(
      await post<AdminArticle>('/api/admin/articleSave', articleBody({ publishedAt: at })),
    );
    assert.equal(scheduled.status, 'scheduled');
    const draft = ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(scheduled, { title: `${scheduled.title} 改`, published: false }),
      ),
    );
    assert.equal(draft.status, 'scheduled');
    assert.equal(draft.hasDraft, true);
    assert.equal((await adminRow(scheduled.id, { status: 'scheduled' }))?.id, scheduled.id);
    assert.equal(await adminRow(scheduled.id, { status: 'published' }), null);
    assert.equal(await adminRow(scheduled.id, { status: 'draft' }), null);
    assert.equal((await publicArticle(scheduled.id)).detail, null);

    f.t.clock.advance(3_601);
    // its time came: the live version shows, the working copy still waits
    assert.equal((await publicArticle(scheduled.id)).detail?.title, scheduled.title);
    assert.equal((await adminRow(scheduled.id, { status: 'published' }))?.hasDraft, true);
  });

  it('a saved working copy raises the version: a stale save is a conflict naming who saved', async () => {
    const live = ok(await post<AdminArticle>('/api/admin/articleSave', articleBody()));
    const opened = await openArticle(live.id);
    ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(opened, { title: `${live.title} 管理员改`, published: false }),
        f.tokens.admin1,
      ),
    );
    const refused = await post(
      '/api/admin/articleSave',
      editOf(opened, { title: `${live.title} 编辑改`, published: false }),
    );
    assert.equal(refused.body.msg, MSG_EDIT_CONFLICT);
    const latest = await openArticle(live.id);
    assert.equal(latest.title, `${live.title} 管理员改`);
    // who saved the newer version: the account, not the article's 作者 field
    assert.equal(latest.savedBy?.username, 'admin1');
    assert.equal(latest.author, '教学中心');
    assert.equal((await publicArticle(live.id)).detail?.title, live.title);
  });
});

// ---------------------------------------------------------------- courses

function courseEdit(
  opened: AdminCourse,
  changes: Partial<AdminCourseSaveBody>,
): AdminCourseSaveBody {
  return {
    id: opened.id,
    version: opened.version,
    title: opened.title,
    type: opened.type,
    categoryId: opened.categoryId,
    cover: opened.cover,
    summary: opened.summary,
    description: opened.description,
    teacher: opened.teacher,
    ownerId: opened.ownerId,
    tags: opened.tags,
    published: opened.published,
    ...changes,
  };
}

const openCourse = async (id: number, token = f.tokens.editor1) =>
  ok(await get<AdminCourse>('/api/admin/courseDetail', { id: String(id) }, token));

/** What a visitor gets of the course: its detail (null: 资源不存在) and its row in the list. */
async function publicCourse(id: number) {
  const detail = await get<CourseDetail>('/api/xnfz/courseDetail', { id: String(id) });
  const list = ok(await get<Paged<CourseSummary>>('/api/xnfz/courseList', { pageSize: '100' }));
  return {
    detail: detail.body.code === 0 ? detail.body.data! : null,
    row: list.rows.find((row) => row.id === id) ?? null,
  };
}

async function adminCourseRow(id: number) {
  const list = ok(
    await get<Paged<AdminCourseRow>>(
      '/api/admin/courseList',
      { pageSize: '100' },
      f.tokens.editor1,
    ),
  );
  return list.rows.find((row) => row.id === id) ?? null;
}

/** A new published course owned by teacher1. */
async function publishedCourse(): Promise<AdminCourse> {
  const created = ok(
    await post<AdminCourse>('/api/admin/courseSave', {
      title: `工作副本课程 ${++unique}`,
      type: 'major',
      categoryId: null,
      cover: '',
      summary: '旧简介',
      description: '<p>旧的课程介绍</p>',
      teacher: '王建国',
      ownerId: f.teacherId,
      tags: [],
      published: true,
    }),
  );
  assert.equal(created.published, true);
  return created;
}

describe('the working copy of a published course', () => {
  it("its teacher's 保存草稿 keeps the live course for visitors until 发布更新", async () => {
    const live = await publishedCourse();
    const opened = await openCourse(live.id, f.tokens.teacher1);
    const draft = ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseEdit(opened, {
          title: `${live.title}（新版）`,
          description: '<p>新的课程介绍</p>',
          published: false,
        }),
        f.tokens.teacher1,
      ),
    );
    assert.equal(draft.published, true);
    assert.equal(draft.hasDraft, true);
    assert.equal(draft.title, `${live.title}（新版）`);
    assert.equal(draft.savedBy?.username, 'teacher1');
    assert.equal((await openCourse(live.id)).description, '<p>新的课程介绍</p>');
    const row = await adminCourseRow(live.id);
    assert.equal(row?.hasDraft, true);
    assert.equal(row?.title, live.title);

    const seen = await publicCourse(live.id);
    assert.equal(seen.detail?.title, live.title);
    assert.equal(seen.detail?.description, '<p>旧的课程介绍</p>');
    assert.equal(seen.row?.title, live.title);

    // 发布更新 by the course's teacher: the published course's new version goes live
    const updated = ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseEdit(draft, { published: true }),
        f.tokens.teacher1,
      ),
    );
    assert.equal(updated.hasDraft, false);
    const now = await publicCourse(live.id);
    assert.equal(now.detail?.title, `${live.title}（新版）`);
    assert.equal(now.detail?.description, '<p>新的课程介绍</p>');
  });

  it('a teacher publishes only updates: an unpublished course stays unpublished', async () => {
    // c6 (unpublished) belongs to nobody: an editor gives it to teacher1
    const c6 = await openCourse(f.fixture.course.c6);
    ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseEdit(c6, { ownerId: f.teacherId, published: false }),
      ),
    );
    const mine = await openCourse(f.fixture.course.c6, f.tokens.teacher1);
    const refused = await post(
      '/api/admin/courseSave',
      courseEdit(mine, { published: true }),
      f.tokens.teacher1,
    );
    assert.equal(refused.body.msg, MSG_FORBIDDEN);
    const saved = ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseEdit(mine, { summary: '教师修改的简介', published: false }),
        f.tokens.teacher1,
      ),
    );
    assert.equal(saved.published, false);
    assert.equal(saved.hasDraft, false);
    assert.equal(saved.summary, '教师修改的简介');
  });

  it('放弃修改 drops the working copy; 撤回发布 goes offline holding it', async () => {
    const live = await publishedCourse();
    const draft = ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseEdit(live, { title: '不要的修改', published: false }),
        f.tokens.teacher1,
      ),
    );
    const stale = await post(
      '/api/admin/courseDraftDiscard',
      { id: live.id, version: live.version },
      f.tokens.teacher1,
    );
    assert.equal(stale.body.msg, MSG_EDIT_CONFLICT);
    const discarded = ok(
      await post<AdminCourse>(
        '/api/admin/courseDraftDiscard',
        { id: live.id, version: draft.version },
        f.tokens.teacher1,
      ),
    );
    assert.equal(discarded.title, live.title);
    assert.equal(discarded.hasDraft, false);

    const again = ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseEdit(discarded, { title: `${live.title} 撤回前的修改`, published: false }),
      ),
    );
    assert.equal((await publicCourse(live.id)).detail?.title, live.title);
    const withdrawn = ok(
      await post<AdminCourse>('/api/admin/coursePublish', {
        id: live.id,
        published: false,
        version: again.version,
      }),
    );
    assert.equal(withdrawn.published, false);
    assert.equal(withdrawn.hasDraft, false);
    assert.equal(withdrawn.title, `${live.title} 撤回前的修改`);
    assert.equal((await publicCourse(live.id)).detail, null);
    // 发布 from the editor publishes what it holds
    ok(await post<AdminCourse>('/api/admin/coursePublish', { id: live.id, published: true }));
    assert.equal((await publicCourse(live.id)).detail?.title, `${live.title} 撤回前的修改`);
  });

  it('a stale course save is a conflict that names who saved the newer version', async () => {
    const live = await publishedCourse();
    const opened = await openCourse(live.id);
    ok(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        courseEdit(opened, { summary: '教师改的', published: false }),
        f.tokens.teacher1,
      ),
    );
    const refused = await post(
      '/api/admin/courseSave',
      courseEdit(opened, { summary: '编辑改的', published: false }),
    );
    assert.equal(refused.body.msg, MSG_EDIT_CONFLICT);
    const latest = await openCourse(live.id);
    assert.equal(latest.savedBy?.username, 'teacher1');
    assert.ok(latest.updatedAt, 'when it was saved');
  });
});

// ---------------------------------------------------------------- resources

function resourceEdit(
  opened: AdminResource,
  changes: Partial<AdminResourceSaveBody>,
): AdminResourceSaveBody {
  return {
    id: opened.id,
    version: opened.version,
    kind: opened.kind,
    title: opened.title,
    categoryId: opened.categoryId,
    cover: opened.cover,
    summary: opened.summary,
    content: opened.content,
    mediaType: opened.mediaType,
    videoUrl: opened.videoUrl,
    attachments: opened.attachments,
    published: opened.published,
    ...changes,
  };
}

async function publishedResource(): Promise<AdminResource> {
  return ok(
    await post<AdminResource>('/api/admin/resourceSave', {
      kind: 'red',
      title: `工作副本资源 ${++unique}`,
      categoryId: null,
      cover: '',
      summary: '旧简介',
      content: '<p>旧正文</p>',
      mediaType: 'document',
      videoUrl: null,
      attachments: [],
      published: true,
    }),
  );
}

/** What a visitor gets of the resource: its detail (null: 资源不存在) and its row in the list. */
async function publicResource(id: number) {
  const detail = await get<ResourceDetail>('/api/xnfz/resourceDetail', { id: String(id) });
  const list = ok(
    await get<Paged<ResourceSummary>>('/api/xnfz/resourceList', { kind: 'red', pageSize: '100' }),
  );
  return {
    detail: detail.body.code === 0 ? detail.body.data! : null,
    row: list.rows.find((row) => row.id === id) ?? null,
  };
}

async function adminResourceRow(id: number) {
  const list = ok(
    await get<Paged<AdminResourceRow>>(
      '/api/admin/resourceList',
      { kind: 'red', pageSize: '100' },
      f.tokens.editor1,
    ),
  );
  return list.rows.find((row) => row.id === id) ?? null;
}

describe('the working copy of a published resource', () => {
  it('保存草稿 keeps the live resource for visitors until 发布更新', async () => {
    const live = await publishedResource();
    const draft = ok(
      await post<AdminResource>(
        '/api/admin/resourceSave',
        resourceEdit(live, {
          title: `${live.title}（新版）`,
          content: '<p>新正文</p>',
          published: false,
        }),
      ),
    );
    assert.equal(draft.published, true);
    assert.equal(draft.hasDraft, true);
    assert.equal(draft.title, `${live.title}（新版）`);
    assert.equal(draft.savedBy?.username, 'editor1');
    const row = await adminResourceRow(live.id);
    assert.equal(row?.hasDraft, true);
    assert.equal(row?.title, live.title);
    const seen = await publicResource(live.id);
    assert.equal(seen.detail?.title, live.title);
    assert.equal(seen.detail?.content, '<p>旧正文</p>');
    assert.equal(seen.row?.title, live.title);

    const updated = ok(
      await post<AdminResource>(
        '/api/admin/resourceSave',
        resourceEdit(draft, { published: true }),
      ),
    );
    assert.equal(updated.hasDraft, false);
    const now = await publicResource(live.id);
    assert.equal(now.detail?.title, `${live.title}（新版）`);
    assert.equal(now.detail?.content, '<p>新正文</p>');
  });

  it('发布更新 from the list, 放弃修改 and 撤回发布', async () => {
    const live = await publishedResource();
    const draft = ok(
      await post<AdminResource>(
        '/api/admin/resourceSave',
        resourceEdit(live, { summary: '新简介', published: false }),
      ),
    );
    ok(await post<AdminResource>('/api/admin/resourcePublish', { id: live.id, published: true }));
    assert.equal((await publicResource(live.id)).row?.summary, '新简介');

    const again = ok(
      await post<AdminResource>(
        '/api/admin/resourceSave',
        resourceEdit(await openResource(live.id), { title: '不要的修改', published: false }),
      ),
    );
    const stale = await post('/api/admin/resourceDraftDiscard', {
      id: live.id,
      version: draft.version,
    });
    assert.equal(stale.body.msg, MSG_EDIT_CONFLICT);
    const discarded = ok(
      await post<AdminResource>('/api/admin/resourceDraftDiscard', {
        id: live.id,
        version: again.version,
      }),
    );
    assert.equal(discarded.title, live.title);
    assert.equal(discarded.hasDraft, false);

    const withdrawn = ok(
      await post<AdminResource>('/api/admin/resourcePublish', {
        id: live.id,
        published: false,
        version: discarded.version,
      }),
    );
    assert.equal(withdrawn.published, false);
    assert.equal((await publicResource(live.id)).detail, null);
  });

  it('a stale resource save is a conflict that names who saved the newer version', async () => {
    const live = await publishedResource();
    ok(
      await post<AdminResource>(
        '/api/admin/resourceSave',
        resourceEdit(live, { summary: '管理员改的', published: false }),
        f.tokens.admin1,
      ),
    );
    const refused = await post(
      '/api/admin/resourceSave',
      resourceEdit(live, { summary: '编辑改的', published: false }),
    );
    assert.equal(refused.body.msg, MSG_EDIT_CONFLICT);
    assert.equal((await openResource(live.id)).savedBy?.username, 'admin1');
  });
});

async function openResource(id: number): Promise<AdminResource> {
  return ok(
    await get<AdminResource>('/api/admin/resourceDetail', { id: String(id) }, f.tokens.editor1),
  );
}

describe('console search finds published content by its working copy too', () => {
  /** The ids a console list returns for a keyword, with the draft title of each row. */
  async function search(path: string, keyword: string, extra: Record<string, string> = {}) {
    const list = ok(
      await get<Paged<{ id: number; draftTitle: string | null }>>(
        path,
        { keyword, pageSize: '100', ...extra },
        f.tokens.editor1,
      ),
    );
    return list.rows.map((row) => [row.id, row.draftTitle] as const);
  }

  it('an article, a course and a resource are found by the live or the draft title, and say both', async () => {
    const tag = `检索${++unique}`;
    const article = ok(
      await post<AdminArticle>('/api/admin/articleSave', articleBody({ title: `${tag} 旧文章` })),
    );
    const articleDraft = ok(
      await post<AdminArticle>(
        '/api/admin/articleSave',
        editOf(article, { title: `${tag} 新文章标题`, published: false }),
      ),
    );
    assert.equal(articleDraft.hasDraft, true);

    const course = await publishedCourse();
    ok(
      await post('/api/admin/courseSave', {
        ...courseEdit(course, { title: `${tag} 新课程标题`, teacher: `${tag}教师` }),
        published: false,
      }),
    );

    const resource = await publishedResource();
    ok(
      await post('/api/admin/resourceSave', {
        ...resourceEdit(resource, { title: `${tag} 新资源标题` }),
        published: false,
      }),
    );

    const cases = [
      ['/api/admin/articleList', article.id, `${tag} 新文章标题`, '旧文章', {}],
      ['/api/admin/courseList', course.id, `${tag} 新课程标题`, course.title, {}],
      [
        '/api/admin/resourceList',
        resource.id,
        `${tag} 新资源标题`,
        resource.title,
        { kind: 'red' },
      ],
    ] as const;
    for (const [path, id, draftTitle, liveWord, extra] of cases) {
      const found = [[id, draftTitle]];
      assert.deepEqual(await search(path, draftTitle, extra), found, `${path}: the draft title`);
      assert.deepEqual(
        (await search(path, liveWord, extra)).filter(([rowId]) => rowId === id),
        found,
        `${path}: the live title`,
      );
      assert.deepEqual(await search(path, `${tag} 无此标题`, extra), [], `${path}: neither`);
    }
    // a course's working copy is found by its teacher as well
    assert.deepEqual(await search('/api/admin/courseList', `${tag}教师`), [
      [course.id, `${tag} 新课程标题`],
    ]);
    // the portal still shows and finds only the live versions
    assert.equal((await publicArticle(article.id)).detail?.title, `${tag} 旧文章`);
  });
});
