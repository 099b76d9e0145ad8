/** courseCategories, courseList, courseDetail and lessonDetail on the fixture library. */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { courses, dailyCounters } from '../../server/db/schema';
import type {
  Category,
  CourseDetail,
  CourseSummary,
  LessonDetail,
  Paged,
} from '../../src/core/api/contract';
import { createCourseFixture } from './helpers/course-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let f: CourseFixture;
before(async () => {
  t = await createTestApp();
  f = await createCourseFixture(t.db);
});
after(() => t.close());

async function get<T>(url: string, query: Record<string, string> = {}, token?: string) {
  const response = await call<T>(t, 'GET', url, { query, ...(token ? { token } : {}) });
  return response.body;
}

async function ok<T>(url: string, query: Record<string, string> = {}, token?: string) {
  const body = await get<T>(url, query, token);
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data!;
}

const names = (tree: Category[]): unknown =>
  tree.map((node) => (node.children.length ? [node.name, names(node.children)] : node.name));

async function listIds(query: Record<string, string>): Promise<number[]> {
  const page = await ok<Paged<CourseSummary>>('/api/xnfz/courseList', query);
  return page.rows.map((row) => row.id);
}

async function clickCounter(courseId: number, identity: string): Promise<number> {
  const [row] = await t.db
    .select({ value: dailyCounters.value })
    .from(dailyCounters)
    .where(
      and(
        eq(dailyCounters.metric, 'course_click'),
        eq(dailyCounters.subjectId, courseId),
        eq(dailyCounters.identity, identity as 'visitor'),
        eq(dailyCounters.day, '2025-03-10'),
      ),
    );
  return row?.value ?? 0;
}

describe('courseCategories', () => {
  it('answers the course tree (only the course scope) in menu order', async () => {
    const tree = await ok<Category[]>('/api/xnfz/courseCategories');
    assert.deepEqual(names(tree), [
      ['理工类', ['机械工程', ['电子信息', ['嵌入式系统']]]],
      ['文史类', ['中国历史']],
      '实训基地',
    ]);
    const science = tree[0]!;
    assert.deepEqual(
      { id: science.id, parentId: science.parentId },
      { id: f.cat.A, parentId: null },
    );
    assert.equal(science.children[1]!.parentId, f.cat.A);
    assert.equal(science.children[1]!.children[0]!.id, f.cat.A2a);
  });

  it('with a type keeps the branches holding a course of it and the categories of that type', async () => {
    const tree = (type: string) => ok<Category[]>('/api/xnfz/courseCategories', { type });
    assert.deepEqual(names(await tree('practice')), [['理工类', ['机械工程']], '实训基地']);
    assert.deepEqual(names(await tree('simulation')), [['理工类', ['电子信息']]]);
    assert.deepEqual(names(await tree('major')), [
      ['理工类', ['机械工程', ['电子信息', ['嵌入式系统']]]],
      ['文史类', ['中国历史']],
    ]);
  });

  it('rejects an unknown type, naming the field', async () => {
    assert.deepEqual(await get('/api/xnfz/courseCategories', { type: 'other' }), {
      code: 500,
      msg: '参数错误：type 必须是 major、practice、simulation 之一',
    });
  });
});

describe('courseList', () => {
  it('lists published courses newest first, 10 a page, with the summary fields', async () => {
    const page = await ok<Paged<CourseSummary>>('/api/xnfz/courseList');
    assert.equal(page.total, 6);
    const { c1, c2, c3, c4, c5, c7 } = f.course;
    assert.deepEqual(
      page.rows.map((row) => row.id),
      [c7, c5, c2, c3, c1, c4],
    );
    assert.deepEqual(
      page.rows.find((row) => row.id === c1),
      {
        id: c1,
        title: '机械制图基础',
        cover: '/media/covers/机械制图基础.svg',
        summary: '投影与三视图',
        categoryId: f.cat.A1,
        categoryName: '机械工程',
        type: 'major',
        teacher: '王建国',
        lessonCount: 3,
        durationSeconds: 360,
        learnCount: 5,
        clickCount: 100,
        rating: 4.5,
        ratingCount: 2,
        createdAt: '2025-01-01T00:00:00.000Z',
      },
    );
    const c4Row = page.rows.find((row) => row.id === c4)!;
    assert.deepEqual([c4Row.lessonCount, c4Row.durationSeconds, c4Row.rating], [0, 0, 0]);
  });

  it('pages with pageNum and pageSize', async () => {
    const { c2, c3, c4 } = f.course;
    assert.deepEqual(await listIds({ pageNum: '2', pageSize: '2' }), [c2, c3]);
    assert.deepEqual(await listIds({ pageNum: '3', pageSize: '2' }), [f.course.c1, c4]);
    const beyond = await ok<Paged<CourseSummary>>('/api/xnfz/courseList', { pageNum: '9' });
    assert.deepEqual(beyond, { total: 6, rows: [] });
    assert.equal((await listIds({ pageSize: '100' })).length, 6);
    assert.equal((await listIds({ pageSize: '1' })).length, 1);
  });

  const invalid: [Record<string, string>, string][] = [
    [{ pageSize: '0' }, '参数错误：pageSize 必须是 1 到 100 之间的整数'],
    [{ pageSize: '101' }, '参数错误：pageSize 必须是 1 到 100 之间的整数'],
    [{ pageSize: 'ten' }, '参数错误：pageSize 必须是整数'],
    [{ pageNum: '0' }, '参数错误：pageNum 必须是 1 到 1000000 之间的整数'],
    [{ pageNum: '1.5' }, '参数错误：pageNum 必须是整数'],
    [{ categoryId: 'x' }, '参数错误：categoryId 必须是整数'],
    [{ categoryId: '0' }, '参数错误：categoryId 必须是 1 到 2147483647 之间的整数'],
    [{ type: 'all' }, '参数错误：type 必须是 major、practice、simulation 之一'],
    [{ sort: 'best' }, '参数错误：sort 必须是 new、hot、rating 之一'],
    [{ keyword: 'x'.repeat(51) }, '参数错误：keyword 长度不能超过 50 个字符'],
  ];
  for (const [query, msg] of invalid) {
    it(`rejects ${JSON.stringify(query).slice(0, 40)}`, async () => {
      assert.deepEqual(await get('/api/xnfz/courseList', query), { code: 500, msg });
    });
  }

  it('filters by category, sub-categories included', async () => {
    const { c1, c2, c3, c4, c5, c7 } = f.course;
    assert.deepEqual(await listIds({ categoryId: String(f.cat.A) }), [c2, c3, c1, c4]);
    assert.deepEqual(await listIds({ categoryId: String(f.cat.A2) }), [c3, c4]);
    assert.deepEqual(await listIds({ categoryId: String(f.cat.A2a) }), [c3]);
    assert.deepEqual(await listIds({ categoryId: String(f.cat.A1) }), [c2, c1], 'not c6');
    assert.deepEqual(await listIds({ categoryId: String(f.cat.B) }), [c5]);
    assert.deepEqual(await listIds({ categoryId: String(f.cat.C) }), [c7]);
    const unknown = await ok<Paged<CourseSummary>>('/api/xnfz/courseList', {
      categoryId: '999999',
    });
    assert.deepEqual(unknown, { total: 0, rows: [] });
  });

  it('filters by type and by a keyword in title, summary or teacher', async () => {
    const { c1, c2, c3, c5, c7 } = f.course;
    assert.deepEqual(await listIds({ type: 'practice' }), [c7, c2]);
    assert.deepEqual(await listIds({ type: 'major', categoryId: String(f.cat.A) }), [c3, c1]);
    assert.deepEqual(await listIds({ keyword: '机械' }), [c5, c1], 'title c1, summary c5');
    assert.deepEqual(await listIds({ keyword: '  王建国 ' }), [c1], 'teacher, trimmed');
    assert.deepEqual(await listIds({ keyword: '嵌入式' }), [c3]);
    assert.deepEqual(await listIds({ keyword: '%' }), [], 'wildcards are literal');
    assert.deepEqual(await listIds({ keyword: '未发布' }), []);
    assert.equal((await listIds({ keyword: '   ' })).length, 6, 'blank means no filter');
    const page = await ok<Paged<CourseSummary>>('/api/xnfz/courseList', {
      keyword: '机械',
      pageSize: '1',
    });
    assert.equal(page.total, 2);
  });

  it('sorts hot (learners, clicks, id) and rating (shown rating, count, id)', async () => {
    const { c1, c2, c3, c4, c5, c7 } = f.course;
    assert.deepEqual(await listIds({ sort: 'hot' }), [c3, c2, c1, c5, c4, c7]);
    assert.deepEqual(await listIds({ sort: 'rating' }), [c3, c1, c2, c5, c4, c7]);
    assert.deepEqual(await listIds({ sort: 'new' }), [c7, c5, c2, c3, c1, c4]);
    assert.deepEqual(await listIds({ sort: 'hot', type: 'practice' }), [c2, c7]);
  });
});

describe('courseDetail', () => {
  it('answers chapters and lessons in order, nothing personal when anonymous, and counts a click', async () => {
    const before = await clickCounter(f.course.c1, 'visitor');
    const detail = await ok<CourseDetail>('/api/xnfz/courseDetail', { id: String(f.course.c1) });
    assert.equal(detail.clickCount, 101, 'the click is already in the answer');
    assert.equal(detail.description, '<p>机械制图基础</p>');
    assert.deepEqual(
      [detail.collected, detail.myRating, detail.progress, detail.lastLessonId],
      [false, null, null, null],
    );
    assert.deepEqual(detail.chapters, [
      {
        id: f.chapter.first,
        title: '第一章 投影',
        lessons: [
          {
            id: f.lesson.L1,
            title: '1.1 正投影',
            durationSeconds: 60,
            videoUrl: '/media/videos/pendulum.webm',
          },
          {
            id: f.lesson.L2,
            title: '1.2 斜投影',
            durationSeconds: 100,
            videoUrl: '/media/videos/pendulum.webm',
          },
        ],
      },
      {
        id: f.chapter.second,
        title: '第二章 三视图',
        lessons: [
          {
            id: f.lesson.L3,
            title: '2.1 三视图',
            durationSeconds: 200,
            videoUrl: '/media/videos/pendulum.webm',
          },
        ],
      },
    ]);
    assert.equal(detail.lessonCount, 3);
    assert.equal(await clickCounter(f.course.c1, 'visitor'), before + 1);
    const [row] = await t.db.select().from(courses).where(eq(courses.id, f.course.c1));
    assert.equal(row!.clickCount, 101);
  });

  it('gives a token holder per-lesson progress fields and counts the click as their identity', async () => {
    const token = await loginToken(t, 'teacher1');
    const detail = await ok<CourseDetail>(
      '/api/xnfz/courseDetail',
      { id: String(f.course.c1) },
      token,
    );
    assert.deepEqual(
      [detail.collected, detail.myRating, detail.progress, detail.lastLessonId],
      [false, null, 0, null],
    );
    for (const lesson of detail.chapters.flatMap((chapter) => chapter.lessons)) {
      assert.equal(lesson.learnedSeconds, 0);
      assert.equal(lesson.finished, false);
    }
    assert.equal(await clickCounter(f.course.c1, 'teacher'), 1);
  });

  it('answers 资源不存在 for unknown and unpublished courses, counting nothing', async () => {
    for (const id of ['999999', String(f.course.c6)]) {
      assert.deepEqual(await get('/api/xnfz/courseDetail', { id }), {
        code: 500,
        msg: '资源不存在',
      });
    }
    const [hidden] = await t.db.select().from(courses).where(eq(courses.id, f.course.c6));
    assert.equal(hidden!.clickCount, 0);
    assert.equal(await clickCounter(f.course.c6, 'visitor'), 0);
  });

  it('validates id', async () => {
    assert.deepEqual(await get('/api/xnfz/courseDetail'), {
      code: 500,
      msg: '参数错误：id 不能为空',
    });
    assert.deepEqual(await get('/api/xnfz/courseDetail', { id: 'abc' }), {
      code: 500,
      msg: '参数错误：id 必须是整数',
    });
    assert.deepEqual(await get('/api/xnfz/lessonDetail', { id: '-1' }), {
      code: 500,
      msg: '参数错误：id 必须是 1 到 2147483647 之间的整数',
    });
  });
});

describe('lessonDetail', () => {
  it('answers the lesson with its neighbours across chapters, position 0 when anonymous', async () => {
    const { L1, L2, L3 } = f.lesson;
    const first = await ok<LessonDetail>('/api/xnfz/lessonDetail', { id: String(L1) });
    assert.deepEqual(first, {
      id: L1,
      courseId: f.course.c1,
      courseTitle: '机械制图基础',
      chapterTitle: '第一章 投影',
      title: '1.1 正投影',
      videoUrl: '/media/videos/pendulum.webm',
      poster: '/media/videos/pendulum.jpg',
      durationSeconds: 60,
      position: 0,
      prevLessonId: null,
      nextLessonId: L2,
    });
    const middle = await ok<LessonDetail>('/api/xnfz/lessonDetail', { id: String(L2) });
    assert.deepEqual([middle.prevLessonId, middle.nextLessonId], [L1, L3]);
    const last = await ok<LessonDetail>('/api/xnfz/lessonDetail', { id: String(L3) });
    assert.deepEqual(
      [last.prevLessonId, last.nextLessonId, last.chapterTitle],
      [L2, null, '第二章 三视图'],
    );
    const alone = await ok<LessonDetail>('/api/xnfz/lessonDetail', { id: String(f.lesson.L4) });
    assert.deepEqual([alone.prevLessonId, alone.nextLessonId], [null, null]);
  });

  it('answers 资源不存在 for unknown lessons and lessons of unpublished courses', async () => {
    for (const id of ['999999', String(f.lesson.L7)]) {
      assert.deepEqual(await get('/api/xnfz/lessonDetail', { id }), {
        code: 500,
        msg: '资源不存在',
      });
    }
  });
});
