/**
 * The management console's server side: every console call × every kind of caller (the
 * permission matrix), articles with edit conflicts and audit, people, the feedback inbox, the
 * teacher's view of their own courses, and bad input that changes nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  ADMIN_CALLS,
  MSG_EDIT_CONFLICT,
  MSG_FORBIDDEN,
  type AdminArticle,
  type AdminArticleSaveBody,
  type AdminAuditRow,
  type AdminCategory,
  type AdminBulkResult,
  type AdminCourse,
  type AdminCourseLearnerRow,
  type AdminCourseRow,
  type AdminExportFile,
  type AdminPath,
  type AdminSiteInfo,
  type AdminUserRow,
  type AdminVersionRow,
  type Role,
} from '../../src/core/api/admin-contract';
import {
  MSG_NOT_LOGGED_IN,
  type ArticleSummary,
  type LoginData,
  type Paged,
  type User,
  type UserLearnRow,
} from '../../src/core/api/contract';
import {
  articles,
  auditLog,
  banners,
  categories,
  chapters,
  courseMessages,
  courses,
  experiments,
  feedback,
  lessons,
  mediaFiles,
  resources,
  ssoIdentities,
  users,
} from '../../server/db/schema';
import { MSG_BULK_ROLE_MISSING, MSG_CONFIRM_RAISE } from '../../server/admin/admin-users';
import { createConsoleFixture } from './helpers/console-fixture';
import type { StaffName } from './helpers/console-fixture';
import { studyLesson } from './helpers/console-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { call, login, newUser, register } from './helpers/test-app';
import {
  assertDateCell,
  columnCells,
  readWorkbook,
  sheetObjects,
  worksheet,
} from './helpers/workbook';
import type { CallResult, TestApp } from './helpers/test-app';

let t: TestApp;
let fixture: CourseFixture;
let tokens: Record<StaffName, string>;
let experimentId = 0;

type Caller = 'anonymous' | 'student' | 'teacher' | 'editor' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'student', 'teacher', 'editor', 'admin'];

async function adminCall<T>(
  path: AdminPath,
  input: object,
  token?: string,
): Promise<CallResult<T>> {
  const { method } = ADMIN_CALLS[path];
  if (method === 'GET') {
    const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return call<T>(t, 'GET', path, { query, token });
  }
  return call<T>(t, 'POST', path, { body: input, token });
}

function okData<T>(result: CallResult<T>): T {
  assert.equal(result.body.code, 0, `${result.body.msg}`);
  return result.body.data as T;
}

const articleBody = (overrides: Partial<AdminArticleSaveBody> = {}): AdminArticleSaveBody => ({
  kind: 'notice',
  title: '关于开展虚拟仿真实验教学周的通知',
  summary: '实验教学周安排',
  cover: '',
  author: '教学中心',
  source: '虚拟仿真实验教学中心',
  content: '<p>各学院：</p><p>定于下周开展实验教学周。</p>',
  attachments: [],
  pinned: false,
  published: false,
  publishedAt: '2025-03-10T02:00:00.000Z',
  ...overrides,
});

before(async () => {
  ({ t, fixture, experimentId, tokens } = await createConsoleFixture());
  // student1 learns c1 (owned by teacher1) through the portal's own calls
  await studyLesson(t, tokens.student1, fixture.lesson.L1, 15);
});

after(() => t.close());

function tokenOf(caller: Caller): string | undefined {
  return {
    anonymous: undefined,
    student: tokens.student1,
    teacher: tokens.teacher1,
    editor: tokens.editor1,
    admin: tokens.admin1,
  }[caller];
}

describe('console accounts', () => {
  it('seeds admin1, editor1 and makes teacher1 a teacher, visible in userInfo and login', async () => {
    for (const [name, role] of [
      ['admin1', 'admin'],
      ['editor1', 'editor'],
      ['teacher1', 'teacher'],
      ['student1', null],
    ] as const) {
      const info = await call<User>(t, 'GET', '/api/xnfz/userInfo', { token: tokens[name] });
      assert.equal(okData(info).role, role, name);
      assert.equal(okData(info).mustChangePassword, false);
    }
  });

  it('/api/admin/me answers the role, 无权限 without one and 未登录或登录超时 without a token', async () => {
    const me = okData(await adminCall<{ role: Role }>('/api/admin/me', {}, tokens.editor1));
    assert.equal(me.role, 'editor');
    assert.equal((await adminCall('/api/admin/me', {}, tokens.student1)).body.msg, MSG_FORBIDDEN);
    assert.equal((await adminCall('/api/admin/me', {})).body.msg, MSG_NOT_LOGGED_IN);
  });
});

describe('permission matrix: every console call × every caller', () => {
  let disposable = 0;
  let feedbackId = 0;
  let teacherMediaId = 0;

  before(async () => {
    const registered = await register(t, newUser());
    disposable = registered.body.data!.user.id;
    await call(t, 'POST', '/api/xnfz/feedback', {
      body: { name: '李同学', contact: 'li@example.com', content: '实验页面打不开' },
    });
    const [row] = await t.db.select().from(feedback).limit(1);
    feedbackId = row!.id;
    // a file teacher1 uploaded (uploads themselves: media-upload.test.ts)
    const [media] = await t.db
      .insert(mediaFiles)
      .values({
        uploadId: 'matrix-sample',
        kind: 'image',
        url: '/media/uploads/2025-03/matrix-sample.png',
        originalName: '课程封面.png',
        size: 1234,
        mimeType: 'image/png',
        uploadedBy: (await t.db.select().from(users).where(eq(users.username, 'teacher1')))[0]!.id,
        uploaderName: 'teacher1',
      })
      .returning();
    teacherMediaId = media!.id;
  });

  /** A valid input of every call (read at call time: versions move). */
  const inputs: Record<AdminPath, () => Promise<Record<string, unknown>>> = {
    '/api/admin/me': async () => ({}),
    '/api/admin/articleList': async () => ({ kind: 'notice', status: 'draft' }),
    '/api/admin/articleDetail': async () => ({ id: await anyArticleId() }),
    '/api/admin/articleSave': async () => ({ ...articleBody({ title: '矩阵测试' }) }),
    '/api/admin/articlePublish': async () => ({ id: await anyArticleId(), published: false }),
    '/api/admin/articleDraftDiscard': async () => {
      const id = await anyArticleId();
      const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
      return { id, version: String(row!.revision) };
    },
    '/api/admin/articleDelete': async () => ({ id: await newArticleId() }),
    '/api/admin/userBulk': async () => ({ ids: [disposable], action: 'enable' }),
    '/api/admin/userExport': async () => ({ ids: String(disposable) }),
    '/api/admin/articleBulk': async () => ({ ids: [await newArticleId()], action: 'unpublish' }),
    '/api/admin/articleRestore': async () => ({ id: await newArticleId({ inBin: true }) }),
    '/api/admin/articlePurge': async () => ({ id: await newArticleId({ inBin: true }) }),
    '/api/admin/courseList': async () => ({}),
    '/api/admin/courseLearners': async () => ({ courseId: fixture.course.c1 }),
    '/api/admin/userList': async () => ({ keyword: 'student' }),
    '/api/admin/userRole': async () => ({ id: disposable, role: null }),
    '/api/admin/userStatus': async () => ({ id: disposable, disabled: false }),
    '/api/admin/userResetPassword': async () => ({ id: disposable }),
    '/api/admin/userSsoIdentities': async () => ({ id: disposable }),
    '/api/admin/userSsoUnbind': async () => {
      const [row] = await t.db
        .insert(ssoIdentities)
        .values({
          provider: 'matrix',
          subject: `m${Date.now()}${Math.random()}`,
          userId: disposable,
        })
        .returning();
      return { id: row!.id };
    },
    '/api/admin/feedbackList': async () => ({ status: 'open' }),
    '/api/admin/feedbackHandle': async () => ({ id: feedbackId, handled: true }),
    '/api/admin/feedbackReply': async () => ({ id: feedbackId, content: '已修复，请再试一次。' }),
    '/api/admin/feedbackResend': async () => {
      // a reply whose e-mail failed, to send again
      const [row] = await t.db.select().from(feedback).where(eq(feedback.id, feedbackId));
      const at = new Date().toISOString();
      const replies = [
        ...row!.replies,
        {
          content: '重新发送的回复',
          by: 'editor1',
          repliedAt: at,
          recipient: 'li@example.com',
          delivery: 'failed' as const,
          attemptedAt: at,
          attempts: 1,
          failure: '无法连接邮件服务器',
        },
      ];
      await t.db.update(feedback).set({ replies }).where(eq(feedback.id, feedbackId));
      return { id: feedbackId, reply: replies.length - 1 };
    },
    '/api/admin/siteInfo': async () => ({}),
    '/api/admin/siteInfoSave': async () => {
      const current = okData(
        await adminCall<AdminSiteInfo>('/api/admin/siteInfo', {}, tokens.admin1),
      );
      return { ...current, footer: `矩阵测试 ${Date.now()}` };
    },
    '/api/admin/auditList': async () => ({}),
    '/api/admin/auditExport': async () => ({ entity: 'article' }),
    '/api/admin/courseOwnerChoices': async () => ({}),
    // teacher1's own course, so allowed to its teacher too (other courses: content-versions.test.ts)
    '/api/admin/courseMessageList': async () => ({ courseId: fixture.course.c1 }),
    '/api/admin/courseMessageSend': async () => ({
      courseId: fixture.course.c1,
      title: '矩阵通知',
      body: '下周实验课改到周三。',
    }),
    '/api/admin/courseMessageDelete': async () => {
      const [message] = await t.db
        .insert(courseMessages)
        .values({
          courseId: fixture.course.c1,
          title: '待撤回',
          body: '正文',
          senderName: '王老师',
        })
        .returning();
      return { id: message!.id };
    },
    '/api/admin/versionList': async () => ({ entity: 'course', id: String(fixture.course.c1) }),
    '/api/admin/versionDetail': async () => {
      const { older } = await courseVersions();
      return { entity: 'course', id: String(fixture.course.c1), number: older };
    },
    '/api/admin/versionRestore': async () => {
      const { older, version } = await courseVersions();
      return { entity: 'course', id: String(fixture.course.c1), number: older, version };
    },
    '/api/admin/mediaList': async () => ({ kind: 'image', keyword: '封面' }),
    '/api/admin/mediaDetail': async () => ({ id: teacherMediaId }),
    '/api/admin/mediaUsage': async () => ({ id: teacherMediaId }),
    '/api/admin/mediaDelete': async () => {
      // an unused file of teacher1's, one per call
      const [media] = await t.db
        .insert(mediaFiles)
        .values({
          uploadId: `matrix-delete-${++unique}`,
          kind: 'image',
          url: `/media/uploads/2025-03/matrix-delete-${unique}.png`,
          originalName: '待删图片.png',
          size: 10,
          mimeType: 'image/png',
          uploadedBy: (await t.db.select().from(users).where(eq(users.username, 'teacher1')))[0]!
            .id,
          uploaderName: 'teacher1',
        })
        .returning();
      return { id: media!.id };
    },
    '/api/admin/uploadSettings': async () => ({}),
    '/api/admin/userImport': async () => ({
      fileName: 'list.csv',
      contentBase64: Buffer.from('学号,姓名,身份\r\nmatrix_1,张三,学生\r\n').toString('base64'),
      initialPassword: 'Start2026',
      dryRun: true,
    }),
    '/api/admin/importTemplate': async () => ({}),
    '/api/admin/exportStatistics': async () => ({}),
    '/api/admin/exportCourseLearners': async () => ({ courseId: fixture.course.c1 }),
    '/api/admin/experimentAttempts': async () => ({ experimentId }),
    '/api/admin/exportExperimentAttempts': async () => ({ experimentId }),
    '/api/admin/courseDetail': async () => ({ id: fixture.course.c1 }),
    '/api/admin/courseSave': async () => {
      // an unchanged save of teacher1's own course: allowed to its teacher, editors and admins
      const course: Partial<AdminCourse> = await courseAsAdmin();
      delete course.chapters;
      delete course.learnerCount;
      return course;
    },
    '/api/admin/coursePublish': async () => ({ id: fixture.course.c1, published: true }),
    '/api/admin/courseDraftDiscard': async () => {
      const course = await courseAsAdmin();
      return { id: course.id, version: course.version };
    },
    '/api/admin/courseDelete': async () => ({ id: (await freshCourse()).id }),
    '/api/admin/chapterSave': async () => ({ courseId: fixture.course.c1, title: '矩阵章节' }),
    '/api/admin/chapterDelete': async () => {
      const [chapter] = await t.db
        .insert(chapters)
        .values({ courseId: fixture.course.c1, title: '待删章节' })
        .returning();
      return { id: chapter!.id };
    },
    '/api/admin/lessonSave': async () => ({
      chapterId: fixture.chapter.first,
      title: '矩阵课时',
      videoUrl: '',
      poster: '',
      durationSeconds: 60,
    }),
    '/api/admin/lessonDelete': async () => {
      const [lesson] = await t.db
        .insert(lessons)
        .values({
          courseId: fixture.course.c1,
          chapterId: fixture.chapter.first,
          title: '待删课时',
        })
        .returning();
      return { id: lesson!.id };
    },
    '/api/admin/courseOutlineOrder': async () => {
      const course = await courseAsAdmin();
      return {
        courseId: course.id,
        version: course.version,
        chapters: course.chapters.map((chapter) => ({
          id: chapter.id,
          lessonIds: chapter.lessons.map((lesson) => lesson.id),
        })),
      };
    },
    '/api/admin/categoryTree': async () => ({ scope: 'course' }),
    '/api/admin/categorySave': async () => ({
      scope: 'course',
      parentId: null,
      name: `矩阵分类 ${++unique}`,
      courseType: null,
    }),
    '/api/admin/categoryDelete': async () => {
      const [category] = await t.db
        .insert(categories)
        .values({ scope: 'course', name: `待删分类 ${++unique}` })
        .returning();
      return { id: category!.id };
    },
    '/api/admin/categoryOrder': async () => {
      const tree = okData(
        await adminCall<AdminCategory[]>(
          '/api/admin/categoryTree',
          { scope: 'red' },
          tokens.admin1,
        ),
      );
      return { scope: 'red', parentId: null, ids: tree.map((node) => node.id) };
    },
    '/api/admin/resourceList': async () => ({ kind: 'red' }),
    '/api/admin/resourceDetail': async () => ({ id: await anyResourceId() }),
    '/api/admin/resourceSave': async () => ({ ...resourceBody }),
    '/api/admin/resourcePublish': async () => ({ id: await anyResourceId(), published: true }),
    '/api/admin/resourceDraftDiscard': async () => {
      const id = await anyResourceId();
      const [row] = await t.db.select().from(resources).where(eq(resources.id, id));
      return { id, version: String(row!.revision) };
    },
    '/api/admin/bannerList': async () => ({}),
    '/api/admin/bannerSave': async () => ({
      title: '矩阵轮播',
      image: '/media/banners/a.jpg',
      link: '',
      active: false,
    }),
    '/api/admin/bannerDelete': async () => {
      const [banner] = await t.db
        .insert(banners)
        .values({ title: '待删', image: '/x.jpg' })
        .returning();
      return { id: banner!.id };
    },
    '/api/admin/bannerOrder': async () => ({
      ids: (await t.db.select({ id: banners.id }).from(banners)).map((row) => row.id),
    }),
    '/api/admin/experimentList': async () => ({}),
    '/api/admin/experimentSave': async () => ({
      title: '矩阵第三方实验',
      cover: '',
      summary: '',
      courseId: null,
      durationMinutes: 30,
      published: false,
      launchUrl: 'https://lab.example.edu.cn/matrix/',
      resultOrigin: 'https://lab.example.edu.cn',
    }),
    '/api/admin/experimentPublish': async () => ({ id: experimentId, published: true }),
    '/api/admin/experimentSecret': async () => {
      const [row] = await t.db
        .insert(experiments)
        .values({
          title: '矩阵签名实验',
          launchUrl: 'https://lab.example.edu.cn/sign/',
          resultOrigin: 'https://lab.example.edu.cn',
        })
        .returning({ id: experiments.id });
      return { id: row!.id };
    },
    '/api/admin/experimentIlab': async () => ({
      id: experimentId,
      ilabTitle: '矩阵测试实验',
      ilabChildTitle: '',
    }),
    '/api/admin/ilabStatus': async () => ({}),
    '/api/admin/ilabRetry': async () => ({}),
  };

  const resourceBody = {
    kind: 'red',
    title: '矩阵资源',
    categoryId: null,
    cover: '',
    summary: '',
    content: '<p>正文</p>',
    mediaType: 'document',
    videoUrl: null,
    attachments: [],
    published: false,
  };

  async function anyResourceId(): Promise<number> {
    const [row] = await t.db.select({ id: resources.id }).from(resources).limit(1);
    if (row) return row.id;
    return okData(
      await adminCall<{ id: number }>('/api/admin/resourceSave', resourceBody, tokens.admin1),
    ).id;
  }

  let unique = 0;

  async function courseAsAdmin(): Promise<AdminCourse> {
    return okData(
      await adminCall<AdminCourse>(
        '/api/admin/courseDetail',
        { id: fixture.course.c1 },
        tokens.admin1,
      ),
    );
  }

  /** Course c1 saved with a new 课程简介: its version before that save, and its revision now. */
  async function courseVersions(): Promise<{ older: number; version: string }> {
    const course: Partial<AdminCourse> = await courseAsAdmin();
    delete course.chapters;
    delete course.learnerCount;
    const saved = okData(
      await adminCall<AdminCourse>(
        '/api/admin/courseSave',
        { ...course, summary: `矩阵版本 ${++unique}` },
        tokens.admin1,
      ),
    );
    const page = okData(
      await adminCall<Paged<AdminVersionRow>>(
        '/api/admin/versionList',
        { entity: 'course', id: String(saved.id) },
        tokens.admin1,
      ),
    );
    return { older: page.rows[1]!.number, version: saved.version };
  }

  async function freshCourse() {
    const [course] = await t.db
      .insert(courses)
      .values({ title: '待删课程', type: 'major' })
      .returning();
    return course!;
  }

  /** A new article of its own (in the recycle bin when `inBin`), for the calls that remove one. */
  async function newArticleId({ inBin = false } = {}): Promise<number> {
    const now = t.clock.now();
    const [row] = await t.db
      .insert(articles)
      .values({
        kind: 'news',
        title: `矩阵待删 ${++unique}`,
        ...(inBin
          ? { published: false, deletedAt: now, purgeAt: new Date(now.getTime() + 86_400_000) }
          : {}),
      })
      .returning({ id: articles.id });
    return row!.id;
  }

  async function anyArticleId(): Promise<number> {
    const [row] = await t.db.select({ id: articles.id }).from(articles).limit(1);
    if (row) return row.id;
    const created = await adminCall<AdminArticle>(
      '/api/admin/articleSave',
      articleBody(),
      tokens.admin1,
    );
    return okData(created).id;
  }

  /** What each caller must get: allowed by ADMIN_CALLS, or refused. */
  function expected(
    path: AdminPath,
    caller: Caller,
  ): 'ok' | typeof MSG_FORBIDDEN | typeof MSG_NOT_LOGGED_IN {
    if (caller === 'anonymous') return MSG_NOT_LOGGED_IN;
    if (caller === 'student') return MSG_FORBIDDEN;
    return ADMIN_CALLS[path].roles.includes(caller) ? 'ok' : MSG_FORBIDDEN;
  }

  it('the matrix covers every call of the console contract', () => {
    assert.deepEqual(Object.keys(inputs).sort(), Object.keys(ADMIN_CALLS).sort());
  });

  for (const path of Object.keys(ADMIN_CALLS) as AdminPath[]) {
    it(`${path}: exactly the roles ADMIN_CALLS allows, refusals change nothing`, async () => {
      for (const caller of CALLERS) {
        const want = expected(path, caller);
        const input = await inputs[path]();
        const auditBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
        const result = await adminCall(path, input, tokenOf(caller));
        if (want === 'ok') {
          assert.equal(result.body.code, 0, `${caller} on ${path}: ${result.body.msg}`);
        } else {
          assert.deepEqual(result.body, { code: 500, msg: want }, `${caller} on ${path}`);
          const auditAfter = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
          assert.equal(auditAfter, auditBefore, `a refused ${path} by ${caller} wrote nothing`);
        }
      }
    });
  }

  it('a teacher gets 无权限 for the learners of a course they do not own', async () => {
    const other = await adminCall(
      '/api/admin/courseLearners',
      { courseId: fixture.course.c2 },
      tokens.teacher1,
    );
    assert.deepEqual(other.body, { code: 500, msg: MSG_FORBIDDEN });
  });

  it('a refused write really changes nothing', async () => {
    const before = (await t.db.select({ n: count() }).from(articles))[0]!.n;
    await adminCall('/api/admin/articleSave', articleBody(), tokens.teacher1);
    await adminCall('/api/admin/articleSave', articleBody(), tokens.student1);
    assert.equal((await t.db.select({ n: count() }).from(articles))[0]!.n, before);
    await adminCall('/api/admin/userRole', { id: disposable, role: 'admin' }, tokens.editor1);
    const [row] = await t.db.select().from(users).where(eq(users.id, disposable));
    assert.equal(row!.role, null);
  });

  it('every cover, poster, banner image, logo and video is a file of the media library', async () => {
    // the portal loads images and media of its own origin only (img-src, media-src 'self'), and an
    // outside address on a host page would let another site see every visitor
    const mediaFields = ['cover', 'poster', 'image', 'logo', 'videoUrl'];
    const outside = [
      'https://cdn.example.edu.cn/a.png',
      '//cdn.example.edu.cn/a.png',
      '/PC/logo.png',
      '/media/../api/xnfz/userInfo',
    ];
    const checked: string[] = [];
    for (const path of Object.keys(ADMIN_CALLS) as AdminPath[]) {
      const input = await inputs[path]();
      for (const field of mediaFields.filter((name) => name in input)) {
        for (const address of outside) {
          const auditBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
          const result = await adminCall(path, { ...input, [field]: address }, tokens.admin1);
          assert.ok(
            result.body.msg?.startsWith(`参数错误：${field}`),
            `${path} ${field} = ${address}: ${result.body.msg}`,
          );
          const auditAfter = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
          assert.equal(auditAfter, auditBefore, `${path} ${field} = ${address} changed nothing`);
        }
        checked.push(`${path} ${field}`);
      }
    }
    assert.deepEqual(checked.sort(), [
      '/api/admin/articleSave cover',
      '/api/admin/bannerSave image',
      '/api/admin/courseSave cover',
      '/api/admin/experimentSave cover',
      '/api/admin/lessonSave poster',
      '/api/admin/lessonSave videoUrl',
      '/api/admin/resourceSave cover',
      '/api/admin/resourceSave videoUrl',
      '/api/admin/siteInfoSave logo',
    ]);
  });
});

describe('articles', () => {
  it('a draft stays off the portal; published and pinned it leads the portal list', async () => {
    const draft = okData(
      await adminCall<AdminArticle>(
        '/api/admin/articleSave',
        articleBody({ title: '草稿通知', pinned: true }),
        tokens.editor1,
      ),
    );
    const portal = async () =>
      okData(
        await call<Paged<ArticleSummary>>(t, 'GET', '/api/xnfz/articleList', {
          query: { kind: 'notice', pageSize: '5' },
        }),
      );
    assert.ok(!(await portal()).rows.some((row) => row.id === draft.id));
    const published = okData(
      await adminCall<AdminArticle>(
        '/api/admin/articlePublish',
        { id: draft.id, published: true },
        tokens.editor1,
      ),
    );
    assert.equal(published.published, true);
    assert.equal(published.version, String(Number(draft.version) + 1));
    const first = (await portal()).rows[0];
    assert.equal(first?.id, draft.id);
    assert.equal(first?.pinned, true);
  });

  it('saving a stale copy is refused with both versions kept: no silent overwrite', async () => {
    const created = okData(
      await adminCall<AdminArticle>('/api/admin/articleSave', articleBody(), tokens.editor1),
    );
    const mine = { ...articleBody(), id: created.id, version: created.version };
    const first = await adminCall<AdminArticle>(
      '/api/admin/articleSave',
      { ...mine, title: '管理员改过的标题' },
      tokens.admin1,
    );
    assert.equal(okData(first).title, '管理员改过的标题');
    const second = await adminCall<AdminArticle>(
      '/api/admin/articleSave',
      { ...mine, title: '编辑改过的标题' },
      tokens.editor1,
    );
    assert.deepEqual(second.body, { code: 500, msg: MSG_EDIT_CONFLICT });
    const stored = okData(
      await adminCall<AdminArticle>('/api/admin/articleDetail', { id: created.id }, tokens.editor1),
    );
    assert.equal(stored.title, '管理员改过的标题');
    const missing = await adminCall(
      '/api/admin/articleSave',
      { ...mine, version: undefined },
      tokens.editor1,
    );
    assert.match(missing.body.msg, /^参数错误：version/);
  });

  it('rich text is sanitised and bad links or fields are refused with 参数错误, nothing saved', async () => {
    const saved = okData(
      await adminCall<AdminArticle>(
        '/api/admin/articleSave',
        articleBody({ content: '<p onclick="x()">正文<script>alert(1)</script></p>' }),
        tokens.editor1,
      ),
    );
    assert.doesNotMatch(saved.content, /script|onclick/);
    assert.match(saved.content, /正文/);
    const before = (await t.db.select({ n: count() }).from(articles))[0]!.n;
    for (const [bad, field] of [
      [{ cover: 'javascript:alert(1)' }, 'cover'],
      // browsers drop tabs and line breaks from addresses: these would be //evil.example
      [{ cover: '/\t/evil.example/a.png' }, 'cover'],
      [{ cover: '/\n/evil.example/a.png' }, 'cover'],
      [{ cover: '/media/a b.png' }, 'cover'],
      [{ cover: 'https://evil.example/\r\nx' }, 'cover'],
      [{ title: '   ' }, 'title'],
      [{ title: '' }, 'title'],
      [{ publishedAt: '昨天' }, 'publishedAt'],
      [{ kind: 'blog' }, 'kind'],
      [{ attachments: [{ name: 'a', url: 'javascript:x', size: 1 }] }, 'attachments[0].url'],
    ] as const) {
      const result = await adminCall(
        '/api/admin/articleSave',
        { ...articleBody(), ...bad },
        tokens.editor1,
      );
      assert.equal(result.body.code, 500);
      assert.ok(result.body.msg.startsWith(`参数错误：${field}`), result.body.msg);
    }
    assert.equal((await t.db.select({ n: count() }).from(articles))[0]!.n, before);
  });

  it('every change is in the audit log with who, what and before → after; admins filter it', async () => {
    const created = okData(
      await adminCall<AdminArticle>(
        '/api/admin/articleSave',
        articleBody({ title: '审计前' }),
        tokens.editor1,
      ),
    );
    await adminCall(
      '/api/admin/articleSave',
      { ...articleBody({ title: '审计后' }), id: created.id, version: created.version },
      tokens.editor1,
    );
    const log = okData(
      await adminCall<Paged<AdminAuditRow>>(
        '/api/admin/auditList',
        { entity: 'article', actor: 'editor1', pageSize: 100 },
        tokens.admin1,
      ),
    );
    const update = log.rows.find(
      (row) => row.entityId === String(created.id) && row.action === 'article.update',
    );
    assert.ok(update, 'the update is logged');
    assert.equal(update.actorName, 'editor1');
    assert.equal((update.before as { title: string }).title, '审计前');
    assert.equal((update.after as { title: string }).title, '审计后');
    assert.ok(log.rows.every((row) => row.entity === 'article' && row.actorName === 'editor1'));
  });
});

describe('people', () => {
  it('disabling an account ends its sessions and refuses its login; enabling lets it back', async () => {
    const user = newUser();
    const registered = await register(t, user);
    const { token, user: created } = registered.body.data as LoginData;
    const disabled = okData(
      await adminCall<AdminUserRow>(
        '/api/admin/userStatus',
        { id: created.id, disabled: true },
        tokens.admin1,
      ),
    );
    assert.equal(disabled.disabled, true);
    const info = await call(t, 'GET', '/api/xnfz/userInfo', { token });
    assert.equal(info.body.msg, MSG_NOT_LOGGED_IN);
    assert.equal(
      (await login(t, user.username, user.password)).body.msg,
      '账号已停用，请联系管理员',
    );
    await adminCall('/api/admin/userStatus', { id: created.id, disabled: false }, tokens.admin1);
    assert.equal((await login(t, user.username, user.password)).body.code, 0);
  });

  it('bulk 停用 and 启用 change each selected account on its own; one’s own is refused by name', async () => {
    const people = [newUser(), newUser()];
    const ids: number[] = [];
    for (const person of people)
      ids.push(((await register(t, person)).body.data as LoginData).user.id);
    const [me] = await t.db.select().from(users).where(eq(users.username, 'admin1'));
    const disabled = okData(
      await adminCall<AdminBulkResult>(
        '/api/admin/userBulk',
        { ids: [...ids, me!.id], action: 'disable' },
        tokens.admin1,
      ),
    );
    assert.deepEqual(disabled.done, ids);
    assert.equal(disabled.refused.length, 1);
    assert.equal(disabled.refused[0]?.id, me!.id);
    assert.match(disabled.refused[0]?.title ?? '', /admin1/);
    for (const person of people)
      assert.equal(
        (await login(t, person.username, person.password)).body.msg,
        '账号已停用，请联系管理员',
      );
    const enabled = okData(
      await adminCall<AdminBulkResult>(
        '/api/admin/userBulk',
        { ids, action: 'enable' },
        tokens.admin1,
      ),
    );
    assert.deepEqual(enabled, { done: ids, refused: [] });
    assert.equal((await login(t, people[0]!.username, people[0]!.password)).body.code, 0);
    // an editor may not
    const refused = await adminCall(
      '/api/admin/userBulk',
      { ids, action: 'disable' },
      tokens.editor1,
    );
    assert.equal(refused.body.msg, MSG_FORBIDDEN);
  });

  it('bulk 设置角色 refuses a raise without confirmation for each account, sets it after one, and audits each', async () => {
    const ids: number[] = [];
    for (const person of [newUser(), newUser()])
      ids.push(((await register(t, person)).body.data as LoginData).user.id);
    const roleOf = async (id: number) =>
      (await t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;
    const unconfirmed = okData(
      await adminCall<AdminBulkResult>(
        '/api/admin/userBulk',
        { ids, action: 'role', role: 'teacher' },
        tokens.admin1,
      ),
    );
    assert.deepEqual(unconfirmed.done, []);
    assert.deepEqual(
      unconfirmed.refused.map((item) => item.reason),
      [MSG_CONFIRM_RAISE, MSG_CONFIRM_RAISE],
    );
    assert.equal(await roleOf(ids[0]!), null);
    const auditBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;
    const confirmed = okData(
      await adminCall<AdminBulkResult>(
        '/api/admin/userBulk',
        { ids, action: 'role', role: 'teacher', confirm: true },
        tokens.admin1,
      ),
    );
    assert.deepEqual(confirmed, { done: ids, refused: [] });
    for (const id of ids) assert.equal(await roleOf(id), 'teacher');
    const entries = await t.db.select().from(auditLog).orderBy(auditLog.id).offset(auditBefore);
    assert.deepEqual(
      entries.map((entry) => [entry.action, entry.entityId]),
      ids.map((id) => ['user.role', String(id)]),
    );
    // lowering needs no confirmation; a missing role is a parameter error that changes nothing
    const missing = await adminCall('/api/admin/userBulk', { ids, action: 'role' }, tokens.admin1);
    assert.equal(missing.body.msg, MSG_BULK_ROLE_MISSING);
    assert.equal(await roleOf(ids[1]!), 'teacher');
    const lowered = okData(
      await adminCall<AdminBulkResult>(
        '/api/admin/userBulk',
        { ids, action: 'role', role: null },
        tokens.admin1,
      ),
    );
    assert.deepEqual(lowered, { done: ids, refused: [] });
    assert.equal(await roleOf(ids[0]!), null);
  });

  it('导出 accounts: the ticked ones or the filtered list, 学号 and 手机号 as text, times as Beijing date cells', async () => {
    const person = newUser();
    const { user: created } = (await register(t, person)).body.data as LoginData;
    await t.db
      .update(users)
      .set({ studentNumber: '0031001', phone: '13800000000', realName: '欧阳娜娜' })
      .where(eq(users.id, created.id));
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin1'));
    const ticked = okData(
      await adminCall<AdminExportFile>(
        '/api/admin/userExport',
        { ids: `${created.id},${admin!.id}` },
        tokens.admin1,
      ),
    );
    assert.match(ticked.fileName, /^所选账号-\d{4}-\d{2}-\d{2}/);
    const sheet = worksheet(await readWorkbook(ticked), '账号');
    const rows = sheetObjects(sheet);
    assert.deepEqual(rows.map((row) => row['用户名']).sort(), ['admin1', person.username].sort());
    const at = rows.findIndex((row) => row['用户名'] === person.username);
    assert.equal(rows[at]!['学号/工号'], '0031001');
    assert.equal(rows[at]!['姓名'], '欧阳娜娜');
    assert.equal(rows[at]!['手机号'], '13800000000');
    assert.equal(rows[at]!['状态'], '正常');
    assert.equal(rows[1 - at]!['角色'], '系统管理员');
    for (const header of ['学号/工号', '手机号', '用户名'])
      assert.equal(columnCells(sheet, header)[at]!.type, ExcelJS.ValueType.String, header);
    const [stored] = await t.db.select().from(users).where(eq(users.id, created.id));
    assertDateCell(columnCells(sheet, '注册时间')[at]!, stored!.createdAt, '注册时间');
    // no ticks: every account the filters select
    const filtered = okData(
      await adminCall<AdminExportFile>(
        '/api/admin/userExport',
        { keyword: '0031001' },
        tokens.admin1,
      ),
    );
    assert.match(filtered.fileName, /^账号列表-/);
    assert.deepEqual(
      sheetObjects(worksheet(await readWorkbook(filtered), '账号')).map((row) => row['用户名']),
      [person.username],
    );
    const bad = await adminCall('/api/admin/userExport', { ids: '1,x' }, tokens.admin1);
    assert.match(bad.body.msg, /^参数错误：ids/);
    const editor = await adminCall('/api/admin/userExport', {}, tokens.editor1);
    assert.equal(editor.body.msg, MSG_FORBIDDEN);
  });

  it('a reset gives a temporary password that works once and must be changed', async () => {
    const user = newUser();
    const { user: created } = (await register(t, user)).body.data as LoginData;
    const reset = okData(
      await adminCall<{ temporaryPassword: string }>(
        '/api/admin/userResetPassword',
        { id: created.id },
        tokens.admin1,
      ),
    );
    assert.match(reset.temporaryPassword, /^(?=.*[A-Za-z])(?=.*[0-9]).{12}$/);
    assert.notEqual((await login(t, user.username, user.password)).body.code, 0);
    const loggedIn = (await login(t, user.username, reset.temporaryPassword)).body.data!;
    assert.equal(loggedIn.user.mustChangePassword, true);
    const changed = await call(t, 'POST', '/api/xnfz/updatePassword', {
      token: loggedIn.token,
      body: { oldPassword: reset.temporaryPassword, newPassword: 'NewPassw0rd' },
    });
    assert.equal(changed.body.code, 0, changed.raw);
    const info = await call<User>(t, 'GET', '/api/xnfz/userInfo', { token: loggedIn.token });
    assert.equal(okData(info).mustChangePassword, false);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.resetPassword'));
    assert.ok(!JSON.stringify(audit).includes(reset.temporaryPassword), 'no password in the log');
  });

  it('roles are set and filtered; nobody changes their own role or disables themselves', async () => {
    const { user: created } = (await register(t, newUser())).body.data as LoginData;
    const editor = okData(
      await adminCall<AdminUserRow>(
        '/api/admin/userRole',
        { id: created.id, role: 'editor', confirm: true },
        tokens.admin1,
      ),
    );
    assert.equal(editor.role, 'editor');
    const editors = okData(
      await adminCall<Paged<AdminUserRow>>(
        '/api/admin/userList',
        { role: 'editor', pageSize: 100 },
        tokens.admin1,
      ),
    );
    assert.ok(editors.rows.some((row) => row.id === created.id));
    assert.ok(editors.rows.every((row) => row.role === 'editor'));
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin1'));
    for (const [path, input] of [
      ['/api/admin/userRole', { id: admin!.id, role: null }],
      ['/api/admin/userStatus', { id: admin!.id, disabled: true }],
    ] as const) {
      const self = await adminCall(path, input, tokens.admin1);
      assert.equal(self.body.code, 500);
      assert.match(self.body.msg, /自己/);
    }
    const bad = await adminCall(
      '/api/admin/userRole',
      { id: created.id, role: 'root' },
      tokens.admin1,
    );
    assert.match(bad.body.msg, /^参数错误：role/);
  });
});

describe("a teacher's courses", () => {
  it('lists only the courses the teacher owns; editors see all', async () => {
    const mine = okData(
      await adminCall<Paged<AdminCourseRow>>(
        '/api/admin/courseList',
        { pageSize: 100 },
        tokens.teacher1,
      ),
    );
    assert.deepEqual(
      mine.rows.map((row) => row.id),
      [fixture.course.c1],
    );
    const all = okData(
      await adminCall<Paged<AdminCourseRow>>(
        '/api/admin/courseList',
        { pageSize: 100 },
        tokens.editor1,
      ),
    );
    assert.equal(all.total, (await t.db.select({ n: count() }).from(courses))[0]!.n);
  });

  it("shows a learner's progress exactly as the portal's 我的学习 gives it", async () => {
    const learners = okData(
      await adminCall<Paged<AdminCourseLearnerRow>>(
        '/api/admin/courseLearners',
        { courseId: fixture.course.c1 },
        tokens.teacher1,
      ),
    );
    const row = learners.rows.find((learner) => learner.username === 'student1');
    assert.ok(row, 'student1 is a learner of c1');
    const portal = okData(
      await call<Paged<UserLearnRow>>(t, 'GET', '/api/xnfz/userLearn', { token: tokens.student1 }),
    );
    const own = portal.rows.find((item) => item.courseId === fixture.course.c1);
    assert.equal(row.progress, own?.progress);
    assert.equal(row.learnedSeconds, own?.learnedSeconds);
    const c1Lessons = await t.db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, fixture.course.c1));
    assert.equal(row.lessonCount, c1Lessons.length);
  });
});

describe('site information', () => {
  it('saves with the opened version, refuses a stale one, and the portal shows the change', async () => {
    const opened = okData(
      await adminCall<AdminSiteInfo>('/api/admin/siteInfo', {}, tokens.editor1),
    );
    const saved = okData(
      await adminCall<AdminSiteInfo>(
        '/api/admin/siteInfoSave',
        { ...opened, name: '示范虚拟仿真实验教学中心' },
        tokens.editor1,
      ),
    );
    assert.notEqual(saved.version, opened.version);
    const stale = await adminCall(
      '/api/admin/siteInfoSave',
      { ...opened, name: '旧版本' },
      tokens.admin1,
    );
    assert.deepEqual(stale.body, { code: 500, msg: MSG_EDIT_CONFLICT });
    const portal = await call<{ name: string }>(t, 'GET', '/api/xnfz/siteInfo');
    assert.equal(okData(portal).name, '示范虚拟仿真实验教学中心');
  });
});

describe('openapi', () => {
  it('lists every console call with its summary under 管理后台 and the token header', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { tags: string[]; security?: unknown[] }>>;
    }>();
    for (const [path, { method }] of Object.entries(ADMIN_CALLS)) {
      const operation = doc.paths[path]?.[method.toLowerCase()];
      assert.ok(operation, `${path} is documented`);
      assert.deepEqual(operation.tags, ['管理后台']);
      assert.ok(operation.security, `${path} needs the token`);
    }
  });
});
