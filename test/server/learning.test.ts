/**
 * Personal learning: learnProgress (crediting rule, records, counters), rateCourse, collect,
 * uncollect, userLearn, userCollect and userLearnRecord, and the login rule of every call.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, count, eq } from 'drizzle-orm';
import {
  collections,
  courseLearners,
  courses,
  dailyCounters,
  learnProgress,
  learnRecords,
  ratings,
  resources,
} from '../../server/db/schema';
import type {
  CourseDetail,
  CourseSummary,
  LearnProgressData,
  LessonDetail,
  Paged,
  RateCourseData,
  UserCollectRow,
  UserLearnRecordRow,
  UserLearnRow,
} from '../../src/core/api/contract';
import { createCourseFixture } from './helpers/course-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { call, createTestApp, loginToken, register } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const NOT_LOGGED_IN = { code: 500, msg: '未登录或登录超时' };

let t: TestApp;
let f: CourseFixture;
let student: string;
let teacher: string;
before(async () => {
  // The per-lesson rule is tested here, the one budget per user in learn-time-budget.test.ts:
  // each user's first report may use a head start instead of waiting for the lesson to be open.
  t = await createTestApp({ config: { learnTestHeadStartSeconds: 3600 } });
  f = await createCourseFixture(t.db);
  student = await loginToken(t, 'student1');
  teacher = await loginToken(t, 'teacher1');
});
after(() => t.close());

async function post<T>(url: string, body: unknown, token?: string) {
  return (await call<T>(t, 'POST', url, { body, ...(token ? { token } : {}) })).body;
}

async function get<T>(url: string, query: Record<string, string>, token?: string) {
  return (await call<T>(t, 'GET', url, { query, ...(token ? { token } : {}) })).body;
}

async function report(token: string, lessonId: number, watchedSeconds: number, position = 0) {
  const body = await post<LearnProgressData>(
    '/api/xnfz/learnProgress',
    { lessonId, position, watchedSeconds },
    token,
  );
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data!;
}

async function counter(metric: string, identity: string, subjectId: number, day?: string) {
  const [row] = await t.db
    .select({ total: dailyCounters.value })
    .from(dailyCounters)
    .where(
      and(
        eq(dailyCounters.metric, metric),
        eq(dailyCounters.identity, identity as 'student'),
        eq(dailyCounters.subjectId, subjectId),
        eq(dailyCounters.day, day ?? '2025-03-10'),
      ),
    );
  return row?.total ?? 0;
}

async function rows(table: typeof learnProgress | typeof learnRecords | typeof ratings) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row!.n;
}

async function learnerCount(courseId: number): Promise<number> {
  const [row] = await t.db.select().from(courses).where(eq(courses.id, courseId));
  return row!.learnerCount;
}

describe('every personal call needs a live token', () => {
  it('answers exactly 未登录或登录超时 without, with a bad, a revoked or an expired token', async () => {
    const revoked = await loginToken(t, 'public1');
    await post('/api/xnfz/logout', undefined, revoked);
    const expiring = await loginToken(t, 'public1');
    const calls: ['GET' | 'POST', string, unknown][] = [
      [
        'POST',
        '/api/xnfz/learnProgress',
        { lessonId: f.lesson.L1, position: 1, watchedSeconds: 1 },
      ],
      ['POST', '/api/xnfz/rateCourse', { courseId: f.course.c1, score: 5 }],
      ['POST', '/api/xnfz/collect', { targetType: 'course', targetId: f.course.c1 }],
      ['POST', '/api/xnfz/uncollect', { targetType: 'course', targetId: f.course.c1 }],
      ['POST', '/api/xnfz/experimentFinish', { sessionId: 'x', score: 1, durationSeconds: 1 }],
      ['GET', '/api/xnfz/userLearn', {}],
      ['GET', '/api/xnfz/userCollect', {}],
      ['GET', '/api/xnfz/userLearnRecord', {}],
    ];
    const tokens = [undefined, 'garbage', 'A'.repeat(43), revoked];
    t.clock.advance(7201); // past the 2 h idle limit of `expiring`
    tokens.push(expiring);
    for (const [method, url, input] of calls) {
      for (const token of tokens) {
        const response = await call(t, method, url, {
          ...(method === 'POST' ? { body: input } : { query: input as Record<string, string> }),
          ...(token ? { token } : {}),
        });
        assert.deepEqual(response.body, NOT_LOGGED_IN, `${url} with ${token}`);
      }
    }
    assert.equal(await rows(learnProgress), 0);
    assert.equal(await rows(ratings), 0);
    student = await loginToken(t, 'student1');
    teacher = await loginToken(t, 'teacher1');
  });
});

describe('learnProgress', () => {
  let start: number;
  before(() => {
    start = t.clock.now().getTime();
  });

  const invalid: [Record<string, unknown>, string][] = [
    [{ lessonId: undefined }, '参数错误：lessonId 不能为空'],
    [{ lessonId: 0 }, '参数错误：lessonId 必须是 1 到 2147483647 之间的整数'],
    [{ lessonId: '5' }, '参数错误：lessonId 必须是整数'],
    [{ position: -1 }, '参数错误：position 必须是 0 到 86400 之间的数字'],
    [{ position: 'end' }, '参数错误：position 必须是数字'],
    [{ watchedSeconds: undefined }, '参数错误：watchedSeconds 不能为空'],
    [{ watchedSeconds: 86401 }, '参数错误：watchedSeconds 必须是 0 到 86400 之间的数字'],
  ];
  for (const [change, msg] of invalid) {
    it(`rejects ${JSON.stringify(change)} and changes nothing`, async () => {
      const body: Record<string, unknown> = {
        lessonId: f.lesson.L1,
        position: 10,
        watchedSeconds: 10,
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      assert.deepEqual(await post('/api/xnfz/learnProgress', body, student), { code: 500, msg });
      assert.equal(await rows(learnProgress), 0);
    });
  }

  it('answers 资源不存在 for unknown lessons and lessons of unpublished courses', async () => {
    for (const lessonId of [999999, f.lesson.L7]) {
      assert.deepEqual(
        await post(
          '/api/xnfz/learnProgress',
          { lessonId, position: 0, watchedSeconds: 5 },
          student,
        ),
        { code: 500, msg: '资源不存在' },
      );
    }
    assert.equal(await rows(learnProgress), 0);
  });

  it('credits the first report up to 60 s, then nothing for a repeat', async () => {
    assert.deepEqual(await report(student, f.lesson.L1, 15, 15), {
      learnedSeconds: 15,
      finished: false,
    });
    assert.deepEqual(
      await report(student, f.lesson.L1, 15, 15),
      { learnedSeconds: 15, finished: false },
      'the same report again at once credits nothing',
    );
    assert.equal(await learnerCount(f.course.c1), 6, 'one more distinct learner');
    assert.equal(await counter('learn_seconds', 'student', f.course.c1), 15);
    assert.equal(await counter('course_learner_day', 'student', f.course.c1), 1);
  });

  it('caps a report at the time elapsed since the previous one', async () => {
    t.clock.advance(15);
    assert.deepEqual(await report(student, f.lesson.L1, 1000, 30), {
      learnedSeconds: 30,
      finished: false,
    });
    t.clock.advance(10);
    assert.equal((await report(student, f.lesson.L1, 4.9, 35)).learnedSeconds, 34, 'rounded down');
    assert.equal(await counter('learn_seconds', 'student', f.course.c1), 34);
    assert.equal(await counter('course_learner_day', 'student', f.course.c1), 1, 'same day');
    assert.equal(await learnerCount(f.course.c1), 6);
    const [progress] = await t.db
      .select()
      .from(learnProgress)
      .where(eq(learnProgress.lessonId, f.lesson.L1));
    assert.equal(progress!.position, 35);
  });

  it('finishes a lesson at 90 % watched, resumes at the position, and caps positions at the duration', async () => {
    t.clock.advance(20);
    assert.deepEqual(await report(student, f.lesson.L1, 20, 9999), {
      learnedSeconds: 54,
      finished: true,
    });
    const lesson = await get<LessonDetail>(
      '/api/xnfz/lessonDetail',
      { id: String(f.lesson.L1) },
      student,
    );
    assert.equal(lesson.data!.position, 60, 'capped at the 60 s duration');
    const anonymous = await get<LessonDetail>('/api/xnfz/lessonDetail', {
      id: String(f.lesson.L1),
    });
    assert.equal(anonymous.data!.position, 0);
    t.clock.advance(30);
    assert.deepEqual(
      await report(student, f.lesson.L1, 30, 12),
      { learnedSeconds: 84, finished: true },
      'watching again adds time and stays finished',
    );
  });

  it('keeps one learn record per continuous viewing (gaps over 5 minutes start a new one)', async () => {
    const records = await t.db.select().from(learnRecords).orderBy(learnRecords.id);
    assert.equal(records.length, 1);
    assert.equal(records[0]!.durationSeconds, 84);
    assert.equal(
      records[0]!.startedAt.getTime(),
      start - 15_000,
      'began 15 s before the first report',
    );
    assert.equal(records[0]!.endedAt.getTime(), t.clock.now().getTime());
    t.clock.advance(301);
    await report(student, f.lesson.L1, 10);
    t.clock.advance(15);
    await report(student, f.lesson.L2, 15);
    t.clock.advance(15);
    await report(student, f.lesson.L2, 15);
    const after = await t.db.select().from(learnRecords).orderBy(learnRecords.id);
    assert.deepEqual(
      after.map((row) => [row.lessonId, row.durationSeconds]),
      [
        [f.lesson.L1, 84],
        [f.lesson.L1, 10],
        [f.lesson.L2, 30],
      ],
    );
  });

  it('counts a learner once per course and a learner-day once per day (time-zone days)', async () => {
    await report(teacher, f.lesson.L3, 20);
    assert.equal(await learnerCount(f.course.c1), 7);
    assert.equal(await counter('course_learner_day', 'teacher', f.course.c1), 1);
    assert.equal(await counter('learn_seconds', 'teacher', f.course.c1), 20);
    // 2025-03-10T02:xx Z is 10:xx in Shanghai; 14 hours later it is the 11th there.
    t.clock.advance(14 * 3600);
    teacher = await loginToken(t, 'teacher1'); // the old tokens have idled out
    student = await loginToken(t, 'student1');
    await report(teacher, f.lesson.L3, 15);
    assert.equal(await counter('course_learner_day', 'teacher', f.course.c1, '2025-03-11'), 1);
    assert.equal(await counter('learn_seconds', 'teacher', f.course.c1, '2025-03-11'), 15);
    t.clock.advance(15);
    await report(teacher, f.lesson.L3, 15);
    assert.equal(await counter('course_learner_day', 'teacher', f.course.c1, '2025-03-11'), 1);
    assert.equal(await counter('learn_seconds', 'teacher', f.course.c1, '2025-03-11'), 30);
    assert.equal(await learnerCount(f.course.c1), 7, 'still two new learners');
  });

  it('does not make a learner of someone credited nothing', async () => {
    const fresh = (await register(t)).body.data!.token;
    const before = await learnerCount(f.course.c2);
    assert.deepEqual(await report(fresh, f.lesson.L4, 0, 40), {
      learnedSeconds: 0,
      finished: false,
    });
    assert.equal(await learnerCount(f.course.c2), before);
    const lesson = await get<LessonDetail>(
      '/api/xnfz/lessonDetail',
      { id: String(f.lesson.L4) },
      fresh,
    );
    assert.equal(lesson.data!.position, 40, 'the position is kept all the same');
    const learning = await get<Paged<UserLearnRow>>('/api/xnfz/userLearn', {}, fresh);
    assert.deepEqual(learning.data, { total: 0, rows: [] });
  });

  it('shows the progress in courseDetail', async () => {
    const detail = (
      await get<CourseDetail>('/api/xnfz/courseDetail', { id: String(f.course.c1) }, student)
    ).data!;
    const lessons = detail.chapters.flatMap((chapter) => chapter.lessons);
    assert.deepEqual(
      lessons.map((lesson) => [lesson.id, lesson.learnedSeconds, lesson.finished]),
      [
        [f.lesson.L1, 94, true],
        [f.lesson.L2, 30, false],
        [f.lesson.L3, 0, false],
      ],
    );
    // (60 finished + 30 of 100 + 0 of 200) / 360 = 25 %
    assert.equal(detail.progress, 25);
    assert.equal(detail.lastLessonId, f.lesson.L2);
  });
});

describe('userLearn and userLearnRecord', () => {
  it('lists the courses studied, last studied first, with progress', async () => {
    t.clock.advance(60);
    await report(student, f.lesson.L5, 60);
    t.clock.advance(60);
    await report(student, f.lesson.L5, 60);
    t.clock.advance(60);
    await report(student, f.lesson.L6, 60);
    t.clock.advance(60);
    await report(student, f.lesson.L6, 60);
    const page = (await get<Paged<UserLearnRow>>('/api/xnfz/userLearn', {}, student)).data!;
    assert.equal(page.total, 2);
    assert.deepEqual(page.rows[0], {
      courseId: f.course.c3,
      title: '单片机原理',
      cover: '/media/covers/单片机原理.svg',
      progress: 100,
      learnedSeconds: 240,
      lastLessonId: f.lesson.L6,
      lastLearnAt: t.clock.now().toISOString(),
    });
    assert.deepEqual(
      [page.rows[1]!.courseId, page.rows[1]!.progress, page.rows[1]!.learnedSeconds],
      [f.course.c1, 25, 124],
    );
    const second = (
      await get<Paged<UserLearnRow>>(
        '/api/xnfz/userLearn',
        { pageNum: '2', pageSize: '1' },
        student,
      )
    ).data!;
    assert.deepEqual([second.total, second.rows.map((row) => row.courseId)], [2, [f.course.c1]]);
    assert.deepEqual(await get('/api/xnfz/userLearn', { pageSize: '101' }, student), {
      code: 500,
      msg: '参数错误：pageSize 必须是 1 到 100 之间的整数',
    });
  });

  it('lists learn records newest first, within days of the configured time zone', async () => {
    const all = (await get<Paged<UserLearnRecordRow>>('/api/xnfz/userLearnRecord', {}, student))
      .data!;
    assert.equal(all.total, 5);
    assert.deepEqual(
      all.rows.map((row) => [row.lessonTitle, row.durationSeconds]),
      [
        ['1.2 引脚', 120],
        ['1.1 结构', 120],
        ['1.2 斜投影', 30],
        ['1.1 正投影', 10],
        ['1.1 正投影', 84],
      ],
    );
    const newest = all.rows[0]!;
    assert.equal(newest.courseTitle, '单片机原理');
    assert.equal(newest.courseId, f.course.c3);
    assert.equal(newest.endedAt, t.clock.now().toISOString());
    assert.equal(Date.parse(newest.endedAt) - Date.parse(newest.startedAt), 120_000);
    // Everything so far happened on 2025-03-10 (Shanghai), the last two on the 11th.
    const on = async (startDate?: string, endDate?: string) => {
      const query: Record<string, string> = {};
      if (startDate) query.startDate = startDate;
      if (endDate) query.endDate = endDate;
      const body = await get<Paged<UserLearnRecordRow>>(
        '/api/xnfz/userLearnRecord',
        query,
        student,
      );
      assert.equal(body.code, 0, JSON.stringify(body));
      return body.data!.total;
    };
    assert.equal(await on('2025-03-10', '2025-03-10'), 3);
    assert.equal(await on('2025-03-11', '2025-03-11'), 2);
    assert.equal(await on('2025-03-11'), 2);
    assert.equal(await on(undefined, '2025-03-10'), 3);
    assert.equal(await on('2025-03-12'), 0);
    const paged = (
      await get<Paged<UserLearnRecordRow>>(
        '/api/xnfz/userLearnRecord',
        { pageNum: '2', pageSize: '2' },
        student,
      )
    ).data!;
    assert.deepEqual(
      paged.rows.map((row) => row.lessonTitle),
      ['1.2 斜投影', '1.1 正投影'],
    );
    const teacherRecords = (
      await get<Paged<UserLearnRecordRow>>('/api/xnfz/userLearnRecord', {}, teacher)
    ).data!;
    assert.equal(teacherRecords.total, 2, 'only the caller’s own records');
  });

  const invalid: [Record<string, string>, string][] = [
    [{ startDate: '2025-3-1' }, '参数错误：startDate 必须是 YYYY-MM-DD 格式的日期'],
    [{ endDate: 'today' }, '参数错误：endDate 必须是 YYYY-MM-DD 格式的日期'],
    [{ startDate: '2025-02-30' }, '参数错误：startDate 不是有效的日期'],
    [{ endDate: '2025-13-01' }, '参数错误：endDate 不是有效的日期'],
    [{ startDate: '2025-03-11', endDate: '2025-03-10' }, '参数错误：startDate 不能晚于 endDate'],
    [{ pageNum: '0' }, '参数错误：pageNum 必须是 1 到 1000000 之间的整数'],
  ];
  for (const [query, msg] of invalid) {
    it(`userLearnRecord rejects ${JSON.stringify(query)}`, async () => {
      assert.deepEqual(await get('/api/xnfz/userLearnRecord', query, student), { code: 500, msg });
    });
  }
});

describe('rateCourse', () => {
  it('stores one rating per user and course and answers the shown average', async () => {
    const rate = async (token: string, score: number) => {
      const body = await post<RateCourseData>(
        '/api/xnfz/rateCourse',
        { courseId: f.course.c4, score },
        token,
      );
      assert.equal(body.code, 0, JSON.stringify(body));
      return body.data!;
    };
    assert.deepEqual(await rate(student, 4), { rating: 4, ratingCount: 1, myRating: 4 });
    assert.deepEqual(
      await rate(student, 5),
      { rating: 5, ratingCount: 1, myRating: 5 },
      'replaced',
    );
    assert.deepEqual(await rate(teacher, 2), { rating: 3.5, ratingCount: 2, myRating: 2 });
    const third = await loginToken(t, 'public1');
    // (5 + 2 + 4) / 3 = 3.67 → 3.5 in half stars
    assert.deepEqual(await rate(third, 4), { rating: 3.5, ratingCount: 3, myRating: 4 });
    // (5 + 2 + 5) / 3 = 4 exactly
    assert.deepEqual(await rate(third, 5), { rating: 4, ratingCount: 3, myRating: 5 });
    const [course] = await t.db.select().from(courses).where(eq(courses.id, f.course.c4));
    assert.deepEqual([course!.ratingSum, course!.ratingCount], [12, 3]);
    assert.equal(await rows(ratings), 3);
    const detail = await get<CourseDetail>(
      '/api/xnfz/courseDetail',
      { id: String(f.course.c4) },
      teacher,
    );
    assert.deepEqual(
      [detail.data!.myRating, detail.data!.rating, detail.data!.ratingCount],
      [2, 4, 3],
    );
    const list = await get<Paged<CourseSummary>>('/api/xnfz/courseList', {
      categoryId: String(f.cat.A2),
    });
    assert.equal(list.data!.rows.find((row) => row.id === f.course.c4)!.rating, 4);
  });

  it('rounds averages to half stars (x.25 up, x.75 up)', async () => {
    // c1 starts at 9 / 2; adding 4 and 4 → 17 / 4 = 4.25 → 4.5
    await post('/api/xnfz/rateCourse', { courseId: f.course.c1, score: 4 }, student);
    const body = await post<RateCourseData>(
      '/api/xnfz/rateCourse',
      { courseId: f.course.c1, score: 4 },
      teacher,
    );
    assert.deepEqual(body.data, { rating: 4.5, ratingCount: 4, myRating: 4 });
  });

  const invalid: [Record<string, unknown>, string][] = [
    [{ score: 0 }, '参数错误：score 必须是 1 到 5 之间的整数'],
    [{ score: 6 }, '参数错误：score 必须是 1 到 5 之间的整数'],
    [{ score: 4.5 }, '参数错误：score 必须是整数'],
    [{ score: '5' }, '参数错误：score 必须是整数'],
    [{ score: undefined }, '参数错误：score 不能为空'],
    [{ courseId: undefined }, '参数错误：courseId 不能为空'],
  ];
  for (const [change, msg] of invalid) {
    it(`rejects ${JSON.stringify(change)} and changes nothing`, async () => {
      const body: Record<string, unknown> = { courseId: f.course.c5, score: 3, ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const before = await rows(ratings);
      assert.deepEqual(await post('/api/xnfz/rateCourse', body, student), { code: 500, msg });
      assert.equal(await rows(ratings), before);
    });
  }

  it('answers 资源不存在 for unknown and unpublished courses', async () => {
    for (const courseId of [999999, f.course.c6]) {
      assert.deepEqual(await post('/api/xnfz/rateCourse', { courseId, score: 5 }, student), {
        code: 500,
        msg: '资源不存在',
      });
    }
  });
});

describe('collect, uncollect and userCollect', () => {
  let resourceId: number;
  let hiddenResourceId: number;
  before(async () => {
    const [shown, hidden] = await t.db
      .insert(resources)
      .values([
        { kind: 'resource', title: '液压原理图', cover: '/media/r.svg', mediaType: 'image' },
        { kind: 'red', title: '已下架资源', mediaType: 'video', published: false },
      ])
      .returning({ id: resources.id });
    resourceId = shown!.id;
    hiddenResourceId = hidden!.id;
  });

  const collectionCount = async () => {
    const [row] = await t.db.select({ n: count() }).from(collections);
    return row!.n;
  };

  it('collects courses and resources, idempotently', async () => {
    const collect = (targetType: string, targetId: number, token = student) =>
      post('/api/xnfz/collect', { targetType, targetId }, token);
    assert.deepEqual(await collect('course', f.course.c1), {
      code: 0,
      msg: 'ok',
      data: { collected: true },
    });
    assert.deepEqual((await collect('course', f.course.c1)).data, { collected: true });
    t.clock.advance(5);
    assert.deepEqual((await collect('resource', resourceId)).data, { collected: true });
    t.clock.advance(5);
    assert.deepEqual((await collect('course', f.course.c3)).data, { collected: true });
    await collect('course', f.course.c5, teacher);
    assert.equal(await collectionCount(), 4);
    const detail = await get<CourseDetail>(
      '/api/xnfz/courseDetail',
      { id: String(f.course.c1) },
      student,
    );
    assert.equal(detail.data!.collected, true);
    const other = await get<CourseDetail>(
      '/api/xnfz/courseDetail',
      { id: String(f.course.c1) },
      teacher,
    );
    assert.equal(other.data!.collected, false);
  });

  it('lists my collections newest first with title and cover, by type and page', async () => {
    const page = (await get<Paged<UserCollectRow>>('/api/xnfz/userCollect', {}, student)).data!;
    assert.equal(page.total, 3);
    assert.deepEqual(
      page.rows.map(({ targetType, targetId, title, cover }) => [
        targetType,
        targetId,
        title,
        cover,
      ]),
      [
        ['course', f.course.c3, '单片机原理', '/media/covers/单片机原理.svg'],
        ['resource', resourceId, '液压原理图', '/media/r.svg'],
        ['course', f.course.c1, '机械制图基础', '/media/covers/机械制图基础.svg'],
      ],
    );
    assert.equal(page.rows[0]!.createdAt, t.clock.now().toISOString());
    assert.equal(typeof page.rows[0]!.id, 'number');
    const onlyResources = (
      await get<Paged<UserCollectRow>>('/api/xnfz/userCollect', { targetType: 'resource' }, student)
    ).data!;
    assert.deepEqual([onlyResources.total, onlyResources.rows[0]!.targetId], [1, resourceId]);
    const second = (
      await get<Paged<UserCollectRow>>(
        '/api/xnfz/userCollect',
        { pageNum: '2', pageSize: '2' },
        student,
      )
    ).data!;
    assert.deepEqual([second.total, second.rows.map((row) => row.targetId)], [3, [f.course.c1]]);
    assert.deepEqual(await get('/api/xnfz/userCollect', { targetType: 'article' }, student), {
      code: 500,
      msg: '参数错误：targetType 必须是 course、resource 之一',
    });
  });

  it('refuses targets that do not exist (or are not published), changing nothing', async () => {
    const before = await collectionCount();
    for (const [targetType, targetId] of [
      ['course', 999999],
      ['course', f.course.c6],
      ['resource', 999999],
      ['resource', hiddenResourceId],
      ['resource', f.course.c1 + 100_000],
    ] as const) {
      assert.deepEqual(await post('/api/xnfz/collect', { targetType, targetId }, student), {
        code: 500,
        msg: '资源不存在',
      });
    }
    for (const [body, msg] of [
      [{ targetType: 'article', targetId: 1 }, '参数错误：targetType 必须是 course、resource 之一'],
      [{ targetType: 'course' }, '参数错误：targetId 不能为空'],
      [{ targetId: 1 }, '参数错误：targetType 不能为空'],
      [{ targetType: 'course', targetId: '1' }, '参数错误：targetId 必须是整数'],
    ] as const) {
      assert.deepEqual(await post('/api/xnfz/collect', body, student), { code: 500, msg });
      assert.deepEqual(await post('/api/xnfz/uncollect', body, student), { code: 500, msg });
    }
    assert.equal(await collectionCount(), before);
  });

  it('uncollects idempotently, also a since-unpublished target', async () => {
    const uncollect = (targetType: string, targetId: number) =>
      post('/api/xnfz/uncollect', { targetType, targetId }, student);
    assert.deepEqual(await uncollect('course', f.course.c1), {
      code: 0,
      msg: 'ok',
      data: { collected: false },
    });
    assert.deepEqual((await uncollect('course', f.course.c1)).data, { collected: false });
    assert.deepEqual((await uncollect('resource', hiddenResourceId)).data, { collected: false });
    assert.deepEqual(await uncollect('course', 999999), { code: 500, msg: '资源不存在' });
    const page = (await get<Paged<UserCollectRow>>('/api/xnfz/userCollect', {}, student)).data!;
    assert.deepEqual(
      page.rows.map((row) => row.targetId),
      [f.course.c3, resourceId],
    );
    const teachers = (await get<Paged<UserCollectRow>>('/api/xnfz/userCollect', {}, teacher)).data!;
    assert.deepEqual(
      teachers.rows.map((row) => row.targetId),
      [f.course.c5],
      'the other user is untouched',
    );
  });

  it('does not list collections whose target was deleted', async () => {
    await t.db.delete(resources).where(eq(resources.id, resourceId));
    const page = (await get<Paged<UserCollectRow>>('/api/xnfz/userCollect', {}, student)).data!;
    assert.deepEqual([page.total, page.rows.map((row) => row.targetId)], [1, [f.course.c3]]);
  });
});

describe('course learners table', () => {
  it('matches the learner counts (fixture numbers plus the learners created by the tests)', async () => {
    const learners = await t.db.select().from(courseLearners);
    const per = (courseId: number) => learners.filter((row) => row.courseId === courseId).length;
    assert.equal(await learnerCount(f.course.c1), 5 + per(f.course.c1));
    assert.equal(await learnerCount(f.course.c3), 9 + per(f.course.c3));
    assert.equal(per(f.course.c1), 2);
  });
});
