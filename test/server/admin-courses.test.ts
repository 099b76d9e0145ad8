/**
 * Courses, chapters, lessons and category trees in the console, seen from the portal too:
 * publication, ordering, edit conflicts, a teacher's limits, and deletions that would lose a
 * learner's records refused.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  MSG_EDIT_CONFLICT,
  MSG_FORBIDDEN,
  type AdminCategory,
  type AdminCourse,
  type AdminCourseSaveBody,
} from '../../src/core/api/admin-contract';
import type { Category, CourseDetail, CourseSummary, Paged } from '../../src/core/api/contract';
import { mediaFiles, users } from '../../server/db/schema';
import { CONSOLE_STAFF_STEP } from '../../server/seed/console-staff-step';
import { runSeed } from '../../server/seed/run-seed';
import { studyLesson } from './helpers/console-fixture';
import { createCourseFixture } from './helpers/course-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { CallResult, TestApp } from './helpers/test-app';

let t: TestApp;
let fixture: CourseFixture;
let teacherId = 0;
const tokens = new Map<string, string>();
const token = (name: string): string => tokens.get(name) ?? assert.fail(`no token for ${name}`);

before(async () => {
  t = await createTestApp();
  await runSeed(t.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
  fixture = await createCourseFixture(t.db);
  const [teacher] = await t.db.select().from(users).where(eq(users.username, 'teacher1'));
  teacherId = teacher!.id;
  for (const name of ['student1', 'public1', 'teacher1', 'editor1', 'admin1']) {
    tokens.set(name, await loginToken(t, name));
  }
});

after(() => t.close());

function post<T>(path: string, body: object, as: string): Promise<CallResult<T>> {
  return call<T>(t, 'POST', path, { body, token: token(as) });
}

function data<T>(result: CallResult<T>): T {
  assert.equal(result.body.code, 0, result.body.msg);
  return result.body.data as T;
}

const courseBody = (overrides: Partial<AdminCourseSaveBody> = {}): AdminCourseSaveBody => ({
  title: '工程流体力学虚拟仿真',
  type: 'simulation',
  categoryId: fixture.cat.A1,
  cover: '',
  summary: '管道流动与伯努利方程的仿真课程',
  description:
    '<p onclick="alert(1)">课程介绍</p><img src="/media/site/logo.svg" onerror="alert(1)">',
  teacher: '王建国',
  ownerId: null,
  tags: ['流体', ' 仿真 ', '流体'],
  published: false,
  ...overrides,
});

async function portalCourse(id: number): Promise<CallResult<CourseDetail>> {
  return call<CourseDetail>(t, 'GET', '/api/xnfz/courseDetail', { query: { id: String(id) } });
}

describe('a course built in the console', () => {
  let course: AdminCourse;

  it('an editor creates a draft course (sanitised, tags cleaned) that the portal does not show', async () => {
    course = data(await post<AdminCourse>('/api/admin/courseSave', courseBody(), 'editor1'));
    assert.deepEqual(course.tags, ['流体', '仿真']);
    assert.doesNotMatch(course.description, /onerror/);
    assert.equal((await portalCourse(course.id)).body.msg, '资源不存在');
  });

  it('chapters and lessons are added in order, reordered (also across chapters) and the portal follows', async () => {
    course = data(
      await post<AdminCourse>(
        '/api/admin/chapterSave',
        { courseId: course.id, title: '第一章 流体静力学' },
        'editor1',
      ),
    );
    course = data(
      await post<AdminCourse>(
        '/api/admin/chapterSave',
        { courseId: course.id, title: '第二章 伯努利方程' },
        'editor1',
      ),
    );
    const [first, second] = course.chapters;
    for (const [chapterId, title] of [
      [first!.id, '静压强的测量'],
      [first!.id, '连通器原理'],
      [second!.id, '文丘里管'],
    ] as const) {
      course = data(
        await post<AdminCourse>(
          '/api/admin/lessonSave',
          {
            chapterId,
            title,
            videoUrl: '/media/videos/sound-waves.webm',
            poster: '',
            durationSeconds: 30,
          },
          'editor1',
        ),
      );
    }
    assert.deepEqual(
      course.chapters.map((chapter) => chapter.lessons.map((lesson) => lesson.title)),
      [['静压强的测量', '连通器原理'], ['文丘里管']],
    );
    const [a, b] = course.chapters[0]!.lessons;
    const [c] = course.chapters[1]!.lessons;
    // 第二章 first; 连通器原理 moves into 第二章 after 文丘里管
    const reordered = data(
      await post<AdminCourse>(
        '/api/admin/courseOutlineOrder',
        {
          courseId: course.id,
          version: course.version,
          chapters: [
            { id: second!.id, lessonIds: [c!.id, b!.id] },
            { id: first!.id, lessonIds: [a!.id] },
          ],
        },
        'editor1',
      ),
    );
    assert.deepEqual(
      reordered.chapters.map((chapter) => [
        chapter.title,
        chapter.lessons.map((lesson) => lesson.title),
      ]),
      [
        ['第二章 伯努利方程', ['文丘里管', '连通器原理']],
        ['第一章 流体静力学', ['静压强的测量']],
      ],
    );
    const stale = await post(
      '/api/admin/courseOutlineOrder',
      {
        courseId: course.id,
        version: course.version,
        chapters: [],
      },
      'editor1',
    );
    assert.deepEqual(stale.body, { code: 500, msg: MSG_EDIT_CONFLICT });
    const missing = await post(
      '/api/admin/courseOutlineOrder',
      {
        courseId: course.id,
        version: reordered.version,
        chapters: [{ id: second!.id, lessonIds: [c!.id] }],
      },
      'editor1',
    );
    assert.match(missing.body.msg, /^参数错误：chapters/);
    course = reordered;

    data(await post('/api/admin/coursePublish', { id: course.id, published: true }, 'editor1'));
    const shown = data(await portalCourse(course.id));
    assert.deepEqual(
      shown.chapters.map((chapter) => chapter.lessons.map((lesson) => lesson.title)),
      [['文丘里管', '连通器原理'], ['静压强的测量']],
    );
    const list = data(
      await call<Paged<CourseSummary>>(t, 'GET', '/api/xnfz/courseList', {
        query: { keyword: '工程流体力学', pageSize: '5' },
      }),
    );
    assert.deepEqual(
      list.rows.map((row) => row.id),
      [course.id],
    );
  });

  it('its teacher edits it but neither creates, publishes nor hands it over; others get 无权限', async () => {
    const current = data(
      await call<AdminCourse>(t, 'GET', '/api/admin/courseDetail', {
        query: { id: String(course.id) },
        token: token('editor1'),
      }),
    );
    const fields: Partial<AdminCourse> = { ...current };
    delete fields.chapters;
    delete fields.learnerCount;
    const assigned = data(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        { ...fields, ownerId: teacherId },
        'editor1',
      ),
    );
    const own = { ...fields, ownerId: teacherId, version: assigned.version };
    const edited = data(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        { ...own, summary: '教师修改的简介' },
        'teacher1',
      ),
    );
    assert.equal(edited.summary, '教师修改的简介');
    // 保存草稿 (published: false) never takes the course offline: it saves the working copy
    const kept = data(
      await post<AdminCourse>(
        '/api/admin/courseSave',
        { ...own, version: edited.version, summary: '教师的草稿', published: false },
        'teacher1',
      ),
    );
    assert.equal(kept.published, true);
    assert.equal(kept.hasDraft, true);
    for (const [path, attempt] of [
      ['/api/admin/coursePublish', { id: course.id, published: false }],
      ['/api/admin/courseSave', { ...own, version: kept.version, ownerId: null }],
    ] as const) {
      assert.deepEqual((await post(path, attempt, 'teacher1')).body, {
        code: 500,
        msg: MSG_FORBIDDEN,
      });
    }
    assert.equal(
      (await post('/api/admin/courseSave', courseBody(), 'teacher1')).body.msg,
      MSG_FORBIDDEN,
    );
    const other = await post(
      '/api/admin/chapterSave',
      { courseId: fixture.course.c2, title: 'x' },
      'teacher1',
    );
    assert.equal(other.body.msg, MSG_FORBIDDEN);
    const stale = await post('/api/admin/courseSave', { ...own, summary: '旧稿' }, 'editor1');
    assert.deepEqual(stale.body, { code: 500, msg: MSG_EDIT_CONFLICT });
  });

  it('nothing a learner studied can be deleted, and the outline says so first; unstudied parts can', async () => {
    const detail = async () =>
      data(
        await call<AdminCourse>(t, 'GET', '/api/admin/courseDetail', {
          query: { id: String(course.id) },
          token: token('editor1'),
        }),
      );
    const current = await detail();
    const studied = current.chapters[0]!.lessons[0]!;
    const unstudied = current.chapters[1]!.lessons[0]!;
    assert.equal(studied.learnersOnRecord, 0);
    assert.equal(current.learnersOnRecord, 0);
    await studyLesson(t, token('student1'), studied.id, 5);
    await studyLesson(t, token('public1'), studied.id, 5);
    // one learner of two lessons of a chapter counts once in the chapter
    const second = current.chapters[0]!.lessons[1];
    if (second) await studyLesson(t, token('student1'), second.id, 5);
    const counted = await detail();
    assert.equal(counted.chapters[0]!.lessons[0]!.learnersOnRecord, 2);
    assert.equal(counted.chapters[0]!.learnersOnRecord, 2);
    assert.equal(counted.chapters[1]!.learnersOnRecord, 0);
    assert.equal(counted.chapters[1]!.lessons[0]!.learnersOnRecord, 0);
    assert.equal(counted.learnersOnRecord, 2);
    const refusals = [
      (await post('/api/admin/lessonDelete', { id: studied.id }, 'editor1')).body.msg,
      (await post('/api/admin/chapterDelete', { id: current.chapters[0]!.id }, 'editor1')).body.msg,
      (await post('/api/admin/courseDelete', { id: course.id }, 'editor1')).body.msg,
    ];
    assert.deepEqual(refusals, [
      `课时“${studied.title}”已有 2 名学员学习，不能删除（学习记录必须保留）`,
      `章节“${current.chapters[0]!.title}”中的课时已有 2 名学员学习，不能删除（学习记录必须保留）`,
      `课程“${course.title}”已有 2 名学员学习，不能删除（学习记录必须保留）${
        counted.published ? '；可以撤回发布，让它不再在门户上显示' : ''
      }`,
    ]);
    for (const refusal of refusals) assert.equal(refusal.split('不能删除').length, 2);
    assert.equal((await detail()).chapters[0]!.lessons[0]!.id, studied.id);
    const after = data(
      await post<AdminCourse>('/api/admin/lessonDelete', { id: unstudied.id }, 'editor1'),
    );
    assert.deepEqual(after.chapters[1]!.lessons, []);
    const empty = data(
      await post<AdminCourse>('/api/admin/courseSave', courseBody({ title: '空课程' }), 'editor1'),
    );
    assert.equal(data(await post('/api/admin/courseDelete', { id: empty.id }, 'editor1')), null);
    assert.equal(
      (await post('/api/admin/courseDelete', { id: empty.id }, 'editor1')).body.msg,
      '资源不存在',
    );
  });

  it("takes an uploaded video's duration from the server's own reading, not the form", async () => {
    await t.db.insert(mediaFiles).values({
      uploadId: 'test-upload-1',
      kind: 'video',
      url: '/media/uploads/test-upload-1.webm',
      originalName: '伯努利.webm',
      size: 1000,
      mimeType: 'video/webm',
      durationSeconds: 26,
      uploaderName: 'editor1',
    });
    const chapterId = course.chapters[0]!.id;
    const saved = data(
      await post<AdminCourse>(
        '/api/admin/lessonSave',
        {
          chapterId,
          title: '上传的视频',
          videoUrl: '/media/uploads/test-upload-1.webm',
          poster: '',
          durationSeconds: 999,
        },
        'editor1',
      ),
    );
    const lesson = saved.chapters
      .flatMap((chapter) => chapter.lessons)
      .find((item) => item.title === '上传的视频');
    assert.equal(lesson?.durationSeconds, 26);
  });

  it('refuses bad references and fields with 参数错误', async () => {
    for (const [bad, field] of [
      [{ categoryId: 999_999 }, 'categoryId'],
      [
        { ownerId: (await t.db.select().from(users).where(eq(users.username, 'student1')))[0]!.id },
        'ownerId',
      ],
      [{ type: 'other' }, 'type'],
      [{ tags: ['x'.repeat(21)] }, 'tags[0]'],
      [{ cover: 'javascript:alert(1)' }, 'cover'],
    ] as const) {
      const result = await post(
        '/api/admin/courseSave',
        courseBody(bad as Partial<AdminCourseSaveBody>),
        'editor1',
      );
      assert.ok(result.body.msg.startsWith(`参数错误：${field}`), result.body.msg);
    }
  });
});

describe('category trees', () => {
  async function tree(): Promise<AdminCategory[]> {
    return data(
      await call<AdminCategory[]>(t, 'GET', '/api/admin/categoryTree', {
        query: { scope: 'course' },
        token: token('editor1'),
      }),
    );
  }

  it('adds, renames, orders and moves categories; the portal tree follows', async () => {
    let nodes = data(
      await post<AdminCategory[]>(
        '/api/admin/categorySave',
        { scope: 'course', parentId: null, name: '医学类', courseType: null },
        'editor1',
      ),
    );
    const medicine = nodes.find((node) => node.name === '医学类')!;
    nodes = data(
      await post<AdminCategory[]>(
        '/api/admin/categorySave',
        { scope: 'course', parentId: medicine.id, name: '基础医学', courseType: 'major' },
        'editor1',
      ),
    );
    const child = nodes.find((node) => node.id === medicine.id)!.children[0]!;
    const duplicate = await post(
      '/api/admin/categorySave',
      { scope: 'course', parentId: medicine.id, name: '基础医学', courseType: null },
      'editor1',
    );
    assert.equal(duplicate.body.msg, '同一级下已有同名分类');
    const cycle = await post(
      '/api/admin/categorySave',
      { id: medicine.id, scope: 'course', parentId: child.id, name: '医学类', courseType: null },
      'editor1',
    );
    assert.match(cycle.body.msg, /^参数错误：parentId/);
    const roots = (await tree()).map((node) => node.id);
    const reversed = [...roots].reverse();
    data(
      await post(
        '/api/admin/categoryOrder',
        { scope: 'course', parentId: null, ids: reversed },
        'editor1',
      ),
    );
    const portal = data(await call<Category[]>(t, 'GET', '/api/xnfz/courseCategories'));
    assert.deepEqual(
      portal.map((node) => node.id),
      reversed,
    );
    const partial = await post(
      '/api/admin/categoryOrder',
      { scope: 'course', parentId: null, ids: reversed.slice(1) },
      'editor1',
    );
    assert.match(partial.body.msg, /^参数错误：ids/);
  });

  it('refuses to delete a category that holds courses or sub-categories, deletes an empty one', async () => {
    const nodes = await tree();
    const holding = nodes.find((node) => node.id === fixture.cat.A)!;
    assert.match(
      (await post('/api/admin/categoryDelete', { id: holding.id }, 'editor1')).body.msg,
      /子分类/,
    );
    const b1 = nodes.flatMap((node) => node.children).find((node) => node.id === fixture.cat.B1)!;
    assert.ok(b1.itemCount > 0);
    assert.match(
      (await post('/api/admin/categoryDelete', { id: b1.id }, 'editor1')).body.msg,
      /门课程.*不能删除/,
    );
    const medicine = nodes.find((node) => node.name === '医学类')!;
    const leaf = medicine.children[0]!;
    const after = data(
      await post<AdminCategory[]>('/api/admin/categoryDelete', { id: leaf.id }, 'editor1'),
    );
    assert.deepEqual(after.find((node) => node.id === medicine.id)?.children, []);
  });
});
