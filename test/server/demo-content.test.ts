/**
 * The demo content seed (courses, experiments, a year of history): complete, playable, consistent
 * with its own counters, deterministic and applied once. The only test file that loads it.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import {
  categories,
  chapters,
  courseLearners,
  courses,
  dailyCounters,
  experimentSessions,
  experiments,
  learnRecords,
  lessons,
  users,
} from '../../server/db/schema';
import {
  COURSES,
  DEMO_LESSON_CLIP,
  EXPERIMENTS,
  VIDEO_CLIPS,
} from '../../server/seed/course-catalog';
import { lessonPosterSvg } from '../../server/courses/lesson-poster';
import { chapterLessons } from '../../server/seed/course-steps';
import { historyDays, syntheticCounters } from '../../server/seed/history-steps';
import { DEMO_ACCOUNT_COUNTS } from '../../server/seed/demo-accounts-step';
import { DEMO_PASSWORD, DEMO_USERS } from '../../server/seed/demo-users';
import { runSeed } from '../../server/seed/run-seed';
import { dayOf } from '../../server/statistics/calendar';
import type {
  Category,
  CensusTotal,
  CourseDetail,
  CourseSummary,
  Experiment,
  IdentityMonthSeries,
  IdentityValue,
  LessonLearnCountRow,
  LessonRankingRow,
  Paged,
  UserCollectRow,
  UserExperimentRecordRow,
  UserLearnRecordRow,
  UserLearnRow,
  WebMonthClicks,
} from '../../src/core/api/contract';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { CONSOLE_STAFF } from '../../server/seed/console-staff-step';

/** Experiments whose page came after the first seed (demo-open-experiments-v1). */
const OPENED_LATER = ['refraction', 'newton-second-law'];

let t: TestApp;
// how long the demo content takes to seed is measured by the bench (bench/first-seed.mjs)
before(async () => {
  t = await createTestApp({ demoContent: true, config: { now: () => new Date() } });
});
after(() => t.close());

async function ok<T>(url: string, query: Record<string, string> = {}, token?: string) {
  const response = await call<T>(t, 'GET', url, { query, ...(token ? { token } : {}) });
  assert.equal(response.body.code, 0, response.raw);
  return response.body.data!;
}

const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));

/** Duration in seconds from a WebM's Segment Info (Duration × TimecodeScale, default 1 ms). */
function webmDurationSeconds(file: string): number {
  const bytes = fs.readFileSync(file).subarray(0, 4096);
  for (let i = 0; i < bytes.length - 10; i += 1) {
    if (bytes[i] === 0x44 && bytes[i + 1] === 0x89) {
      if (bytes[i + 2] === 0x88) return bytes.readDoubleBE(i + 3) / 1000;
      if (bytes[i + 2] === 0x84) return bytes.readFloatBE(i + 3) / 1000;
    }
  }
  throw new Error(`no duration in ${file}`);
}

describe('demo course library', () => {
  it('has at least 40 courses of all three types in a two-level category tree', async () => {
    const page = await ok<Paged<CourseSummary>>('/api/xnfz/courseList', { pageSize: '100' });
    assert.ok(page.total >= 40, `${page.total} courses`);
    assert.equal(page.total, COURSES.length);
    for (const type of ['major', 'practice', 'simulation']) {
      const n = page.rows.filter((row) => row.type === type).length;
      assert.ok(n >= 8, `${n} courses of type ${type}`);
    }
    const tree = await ok<Category[]>('/api/xnfz/courseCategories');
    assert.ok(tree.length >= 4);
    const leaves = new Map<number, string>();
    for (const top of tree) {
      assert.ok(top.children.length >= 1, `${top.name} has sub-categories`);
      for (const child of top.children) leaves.set(child.id, child.name);
    }
    assert.deepEqual(
      tree.slice(0, 4).map((top) => top.name),
      ['思想政治', '理工类', '医学类', '文史类'],
    );
    for (const row of page.rows) {
      assert.equal(leaves.get(row.categoryId), row.categoryName, `${row.title} sits in a leaf`);
      assert.match(row.cover, /^\/media\/covers\/course-\d{2}\.svg$/);
      assert.ok(fs.statSync(mediaFile(row.cover)).size < 4096, `${row.cover} is a small SVG`);
      assert.ok(row.teacher && row.summary.length > 10);
      assert.ok(row.learnCount > 0 && row.clickCount > 0 && row.ratingCount > 0, row.title);
      assert.ok(row.rating >= 1 && row.rating <= 5 && (row.rating * 2) % 1 === 0, `${row.rating}`);
    }
    const [categoryRows] = await t.db
      .select({ n: count() })
      .from(categories)
      .where(eq(categories.scope, 'course'));
    assert.equal(categoryRows!.n, leaves.size + tree.length, 'exactly two levels');
  });

  it('gives every course 2–4 chapters of 2–4 playable lessons with real durations', async () => {
    const clipUrl = `/media/videos/${DEMO_LESSON_CLIP.file}.webm`;
    const clipFile = mediaFile(clipUrl);
    assert.equal(Math.floor(webmDurationSeconds(clipFile)), DEMO_LESSON_CLIP.durationSeconds);
    assert.ok(fs.statSync(clipFile).size < 64 * 1024, `${fs.statSync(clipFile).size} bytes`);
    const page = await ok<Paged<CourseSummary>>('/api/xnfz/courseList', { pageSize: '100' });
    for (const row of page.rows) {
      const detail = await ok<CourseDetail>('/api/xnfz/courseDetail', { id: String(row.id) });
      assert.ok(detail.chapters.length >= 2 && detail.chapters.length <= 4, row.title);
      assert.match(detail.description, /^<p>.+<\/p>\n<h3>课程目标<\/h3>/);
      let total = 0;
      for (const chapter of detail.chapters) {
        assert.ok(chapter.lessons.length >= 2 && chapter.lessons.length <= 4, chapter.title);
        for (const lesson of chapter.lessons) {
          assert.equal(lesson.videoUrl, clipUrl, lesson.title);
          assert.equal(lesson.durationSeconds, DEMO_LESSON_CLIP.durationSeconds, lesson.title);
          total += lesson.durationSeconds;
        }
      }
      assert.equal(detail.durationSeconds, total);
    }
  });

  it('plays no clip about another subject: one neutral clip, and a poster naming the lesson, its chapter and course (issue 18 · 6)', async () => {
    const oldClips = VIDEO_CLIPS.map((clip) => `/media/videos/${clip.file}.webm`);
    const rows = await t.db
      .select({
        id: lessons.id,
        title: lessons.title,
        videoUrl: lessons.videoUrl,
        poster: lessons.poster,
        chapter: chapters.title,
        course: courses.title,
      })
      .from(lessons)
      .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
      .innerJoin(courses, eq(courses.id, lessons.courseId))
      .orderBy(lessons.id);
    assert.ok(rows.length > 100);
    for (const row of rows) {
      assert.ok(!oldClips.includes(row.videoUrl), `${row.title}: ${row.videoUrl}`);
      assert.equal(row.poster, `/media/lesson-posters/${row.id}.svg`, row.title);
    }
    // two lessons of different courses: each poster carries its own titles, none the other's
    const first = rows[0]!;
    const other = rows.find((row) => row.course !== first.course && row.chapter !== first.chapter)!;
    for (const [row, not] of [
      [first, other],
      [other, first],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: row.poster });
      assert.equal(response.statusCode, 200);
      assert.match(String(response.headers['content-type']), /^image\/svg\+xml/);
      for (const text of [row.title, row.chapter, row.course, '演示视频']) {
        assert.ok(response.body.includes(text), `${row.poster} names ${text}`);
      }
      assert.ok(!response.body.includes(not.title), `${row.poster} does not name ${not.title}`);
    }
    for (const url of ['/media/lesson-posters/999999.svg', '/media/lesson-posters/abc.svg']) {
      assert.equal((await t.app.inject({ method: 'GET', url })).statusCode, 404, url);
    }
  });

  it('draws the poster text escaped, long titles cut with an ellipsis', () => {
    const svg = lessonPosterSvg({
      courseTitle: 'C++ & <数据结构>',
      chapterTitle: '第一章 "引言"',
      title: '1.1 ' + '很长的课时标题'.repeat(10),
    });
    assert.ok(svg.includes('C++ &amp; &lt;数据结构&gt;'));
    assert.ok(!svg.includes('<数据结构>'));
    const drawn = svg.replace(/<title>[^<]*<\/title>/, '');
    assert.ok(drawn.includes('…</text>'), 'a long title ends in an ellipsis');
    assert.ok(!drawn.includes('很长的课时标题'.repeat(10)), 'the whole title is only in <title>');
  });

  it('has at least 6 experiments: those with a page launch from /PC/experiments/, the others say 暂未开放', async () => {
    const page = await ok<Paged<Experiment>>('/api/xnfz/experimentList');
    assert.ok(page.total >= 6);
    let launchable = 0;
    for (const row of page.rows) {
      assert.ok(row.durationMinutes > 0);
      assert.ok(fs.existsSync(mediaFile(row.cover)), row.cover);
      const started = await call<{ launchUrl: string }>(t, 'POST', '/api/xnfz/experimentStart', {
        body: { experimentId: row.id },
      });
      if (row.launchUrl === '') {
        assert.deepEqual(started.body, { code: 500, msg: '该实验暂未开放，敬请期待' });
        assert.deepEqual([row.launchCount, row.avgScore], [0, 0], 'never launched, never scored');
        const [sessions] = await t.db
          .select({ n: count() })
          .from(experimentSessions)
          .where(eq(experimentSessions.experimentId, row.id));
        assert.equal(sessions!.n, 0, 'no attempts');
        continue;
      }
      const opened = OPENED_LATER.some((slug) => row.launchUrl.includes(slug));
      if (opened) assert.deepEqual([row.launchCount, row.avgScore], [0, 0], 'no history yet');
      else assert.ok(row.launchCount > 0 && row.avgScore > 0, 'the first two have a history');
      launchable += 1;
      const slug = /^\/PC\/experiments\/([a-z-]+)\.html$/.exec(row.launchUrl)?.[1];
      assert.ok(
        slug && fs.existsSync(path.join('src/experiments', slug, `${slug}.html`)),
        `page of ${row.launchUrl}`,
      );
      assert.equal(started.body.code, 0);
    }
    assert.equal(launchable, 2 + OPENED_LATER.length, 'the built-in experiments');
    assert.ok(EXPERIMENTS.length >= 6);
  });

  it('lists the demo student’s own attempts of the open experiments in 学习记录', async () => {
    const token = await loginToken(t, 'student1');
    const records = await call<Paged<UserExperimentRecordRow>>(
      t,
      'GET',
      '/api/xnfz/userExperimentRecord',
      { token },
    );
    assert.deepEqual(
      records.body.data!.rows.map((row) => [row.experimentTitle, row.score]),
      [
        ['单摆测重力加速度', 92],
        ['单摆测重力加速度', 78],
      ],
    );
  });
});

describe('demo history', () => {
  it('covers the 365 days up to today, and nothing later', async () => {
    const today = dayOf(new Date(), t.config.timeZone);
    const [range] = await t.db
      .select({
        first: sql<string>`MIN(${dailyCounters.day})::text`,
        last: sql<string>`MAX(${dailyCounters.day})::text`,
        days: sql<number>`COUNT(DISTINCT ${dailyCounters.day})`.mapWith(Number),
      })
      .from(dailyCounters)
      .where(eq(dailyCounters.metric, 'page_visit'));
    assert.deepEqual(range, {
      first: historyDays(new Date(), t.config.timeZone)[0],
      last: today,
      days: 365,
    });
  });

  it('gives every month of the charts visits of every identity, weekdays busier for students', async () => {
    const clicks = await ok<IdentityMonthSeries>('/api/xnfz/identityMonthClicks');
    for (const series of clicks.series) {
      for (const [i, value] of series.data.entries()) {
        assert.ok(value > 0, `${series.name} ${clicks.months[i]}`);
      }
    }
    const web = await ok<WebMonthClicks>('/api/xnfz/webMonthClicks');
    assert.deepEqual(web.months, clicks.months);
    assert.deepEqual(
      web.data,
      clicks.months.map((_, i) => clicks.series.reduce((sum, s) => sum + s.data[i]!, 0)),
    );
    assert.ok(Math.max(...web.data) > 1.3 * Math.min(...web.data), 'the months differ');
    const result = await t.db.execute(sql`
      SELECT EXTRACT(ISODOW FROM day) >= 6 AS weekend, AVG(value)::float8 AS average
      FROM daily_counters WHERE metric = 'page_visit' AND identity = 'student' GROUP BY 1`);
    const rows = (result as unknown as { rows: { weekend: boolean; average: number }[] }).rows;
    const weekday = rows.find((row) => !row.weekend)!.average;
    const weekend = rows.find((row) => row.weekend)!.average;
    assert.ok(weekday > 1.3 * weekend, `${weekday} vs ${weekend}`);
    const duration = await ok<IdentityMonthSeries>('/api/xnfz/identityMonthDuration');
    for (const series of duration.series.slice(0, 3)) {
      assert.ok(
        series.data.every((value) => value > 0),
        series.name,
      );
    }
  });

  it('keeps launchCount equal to the launch counters, and the census to the counters', async () => {
    const training = await ok<IdentityValue[]>('/api/xnfz/identityTrainingClicks');
    const [launched] = await t.db
      .select({ n: sql<number>`SUM(${experiments.launchCount})`.mapWith(Number) })
      .from(experiments);
    assert.equal(
      training.reduce((sum, row) => sum + row.value, 0),
      launched!.n,
    );
    assert.ok(training.every((row) => row.value > 0));
    const census = await ok<CensusTotal>('/api/xnfz/censusTotal');
    const [learned] = await t.db
      .select({ n: sql<number>`SUM(${dailyCounters.value})`.mapWith(Number) })
      .from(dailyCounters)
      .where(eq(dailyCounters.metric, 'learn_seconds'));
    assert.equal(census.totalLearnSeconds, learned!.n);
    assert.equal(census.courseCount, COURSES.length);
    const [openExperiments] = await t.db
      .select({ n: sql<number>`COUNT(*)`.mapWith(Number) })
      .from(experiments)
      .where(sql`${experiments.launchUrl} <> ''`);
    assert.ok(openExperiments!.n < EXPERIMENTS.length, 'the demo lists experiments not open yet');
    assert.equal(census.experimentCount, openExperiments!.n, '虚拟实验 counts the open ones');
    const top = await ok<LessonLearnCountRow[]>('/api/xnfz/lessonLearnCount');
    assert.equal(top.length, 10);
    const [first] = await t.db
      .select({ n: sql<number>`SUM(${dailyCounters.value})`.mapWith(Number) })
      .from(dailyCounters)
      .where(
        sql`${dailyCounters.metric} = 'learn_seconds' AND ${dailyCounters.subjectId} = ${top[0]!.courseId}`,
      );
    assert.equal(top[0]!.learnSeconds, first!.n);
    const ranking = await ok<LessonRankingRow[]>('/api/xnfz/lessonRanking');
    const [most] = await t.db
      .select({ n: sql<number>`MAX(${courses.learnerCount})`.mapWith(Number) })
      .from(courses);
    assert.equal(ranking[0]!.learnCount, most!.n);
  });

  it('lets the demo users find their own learning in the personal center', async () => {
    const token = await loginToken(t, 'student1');
    const learning = await ok<Paged<UserLearnRow>>('/api/xnfz/userLearn', {}, token);
    assert.equal(learning.total, 5);
    for (const row of learning.rows) assert.ok(row.progress > 0 && row.progress < 100, row.title);
    const records = await ok<Paged<UserLearnRecordRow>>(
      '/api/xnfz/userLearnRecord',
      { pageSize: '100' },
      token,
    );
    assert.equal(records.total, 7 + 4 + 5 + 3 + 2);
    const starts = records.rows.map((row) => row.startedAt);
    assert.deepEqual(starts, [...starts].sort().reverse(), 'newest first');
    const collected = await ok<Paged<UserCollectRow>>('/api/xnfz/userCollect', {}, token);
    assert.equal(collected.total, 4);
    assert.ok(collected.rows.every((row) => row.title && row.cover));
    const drawing = learning.rows.find((row) => row.title === '机械制图与 CAD')!;
    const detail = await ok<CourseDetail>(
      '/api/xnfz/courseDetail',
      { id: String(drawing.courseId) },
      token,
    );
    assert.deepEqual(
      [detail.collected, detail.myRating, detail.progress, detail.lastLessonId],
      [true, 5, drawing.progress, drawing.lastLessonId],
    );
    const [sums] = await t.db
      .select({ n: sql<number>`SUM(${learnRecords.durationSeconds})`.mapWith(Number) })
      .from(learnRecords);
    const [learned] = await t.db
      .select({ n: sql<number>`SUM(${courseLearners.learnedSeconds})`.mapWith(Number) })
      .from(courseLearners);
    assert.equal(sums!.n, learned!.n, 'records add up to the learners’ seconds');
  });
});

describe('demo accounts and advice', () => {
  it('registers a believable number of accounts per identity, beside the demo accounts and staff', async () => {
    const census = await ok<CensusTotal>('/api/xnfz/censusTotal');
    const seeded = Object.values(DEMO_ACCOUNT_COUNTS).reduce((sum, n) => sum + n, 0);
    assert.ok(seeded >= 2000, `${seeded} accounts`);
    assert.equal(census.userCount, DEMO_USERS.length + CONSOLE_STAFF.length + seeded);
    const byIdentity = await t.db
      .select({ identity: users.identity, n: count() })
      .from(users)
      .groupBy(users.identity);
    const of = (identity: string) => byIdentity.find((row) => row.identity === identity)?.n ?? 0;
    assert.ok(
      of('student') > of('public') && of('public') > of('teacher'),
      JSON.stringify(byIdentity),
    );
    // hashed once: every seeded account shares one hash, and it is not the demo password's
    const hashes = await t.db
      .selectDistinct({ hash: users.passwordHash })
      .from(users)
      .where(
        sql`${users.username} NOT IN ('student1', 'teacher1', 'public1', 'admin1', 'editor1')`,
      );
    assert.equal(hashes.length, 1);
    const names = await t.db.select({ realName: users.realName }).from(users).limit(50);
    for (const row of names) assert.match(row.realName, /^[\u4e00-\u9fa5]{2,4}$/);
    for (const username of ['student1', 'teacher1', 'public1']) {
      assert.ok(await loginToken(t, username, DEMO_PASSWORD), `${username} still logs in`);
    }
  });

  it('promises no 配套练习 and no 讨论区 in any course description', async () => {
    const rows = await t.db
      .select({ title: courses.title, description: courses.description })
      .from(courses);
    for (const row of rows) {
      assert.doesNotMatch(row.description, /配套练习|讨论区/, row.title);
    }
  });
});

describe('demo seed', () => {
  it('is deterministic', () => {
    const days = historyDays(new Date('2025-06-01T04:00:00Z'), 'Asia/Shanghai');
    assert.deepEqual(syntheticCounters(days), syntheticCounters(days));
    assert.deepEqual(chapterLessons(3), chapterLessons(3));
    assert.deepEqual(days.slice(0, 2), ['2024-06-02', '2024-06-03']);
  });

  it('applies once: a second run changes nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(dailyCounters);
    assert.deepEqual(await runSeed(t.db, { demo: true }), []);
    const [after] = await t.db.select({ n: count() }).from(dailyCounters);
    assert.equal(after!.n, before!.n);
    const [courseRows] = await t.db.select({ n: count() }).from(courses);
    assert.equal(courseRows!.n, COURSES.length);
  });
});
