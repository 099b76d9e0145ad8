/**
 * Public answers are cacheable (issue 17, goal 2): anonymous GETs of lists, statistics and site
 * information carry a short public Cache-Control with an ETag (304 on If-None-Match) and come from
 * a shared per-process cache that the database fills once per period; console writes empty it at
 * once; personal answers (a token, a cookie) never read or fill it and are `private, no-store`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { courses } from '../../server/db/schema';
import { CONSOLE_STAFF_STEP } from '../../server/seed/console-staff-step';
import { runSeed } from '../../server/seed/run-seed';
import type { CensusTotal, CourseSummary, LessonDetail, Paged } from '../../src/core/api/contract';
import { createCourseFixture } from './helpers/course-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { countQueries } from './helpers/query-counter';
import type { CountedDatabase } from './helpers/query-counter';
import { call, createTestApp, createTestDatabase, loginToken } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

const TTL = 5;

describe('public answers: HTTP caching and the shared cache', () => {
  let database: TestDatabase;
  let counted: CountedDatabase;
  let t: TestApp;
  let fixture: CourseFixture;
  const tokens: Record<string, string> = {};

  before(async () => {
    database = await createTestDatabase();
    await runSeed(database.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
    fixture = await createCourseFixture(database.db);
    counted = countQueries(database.db);
    t = await createTestApp({
      database: { ...database, db: counted.db },
      config: { publicCacheSeconds: TTL, publicStaleSeconds: 30 },
    });
    for (const name of ['student1', 'editor1']) tokens[name] = await loginToken(t, name);
  });
  after(async () => {
    await t.close();
    await database.close();
  });

  it('an anonymous censusTotal is public for a few seconds, with an ETag and a 304 when it is unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/xnfz/censusTotal' });
    assert.equal(first.statusCode, 200);
    assert.equal(first.headers['cache-control'], 'public, max-age=5, stale-while-revalidate=30');
    const etag = String(first.headers.etag);
    assert.match(etag, /^"[\w-]+"$/);
    assert.match(String(first.headers.vary), /\btoken\b/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/xnfz/censusTotal',
      headers: { 'if-none-match': etag },
    });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, etag);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/xnfz/censusTotal',
      headers: { 'if-none-match': '"something-else"' },
    });
    assert.equal(other.statusCode, 200);
    assert.equal(other.body, first.body);
  });

  it('lists, statistics, banners and site information are public; a bad query is not', async () => {
    for (const url of [
      '/api/xnfz/courseList?pageSize=5',
      '/api/xnfz/courseCategories',
      '/api/xnfz/articleList?kind=news',
      '/api/xnfz/resourceList?kind=resource',
      '/api/xnfz/banners',
      '/api/xnfz/siteInfo',
      '/api/xnfz/lessonRanking?by=learn&limit=5',
      '/api/xnfz/webMonthClicks',
      `/api/xnfz/lessonDetail?id=${fixture.lesson.L1}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      assert.equal(response.json<{ code: number }>().code, 0, url);
      assert.match(String(response.headers['cache-control']), /^public, max-age=5/, url);
      assert.ok(response.headers.etag, url);
    }
    const bad = await t.app.inject({ method: 'GET', url: '/api/xnfz/courseList?pageSize=abc' });
    assert.equal(bad.json<{ code: number }>().code, 500);
    assert.doesNotMatch(String(bad.headers['cache-control']), /public/);
  });

  it('under 200 concurrent anonymous reads the database answers censusTotal once per cache period', async () => {
    t.clock.advance(TTL); // whatever an earlier test kept has expired
    const read = () => t.app.inject({ method: 'GET', url: '/api/xnfz/censusTotal' });
    const before = counted.count();
    const answers = await Promise.all(Array.from({ length: 200 }, read));
    for (const answer of answers) {
      assert.equal(answer.statusCode, 200);
      assert.equal(answer.body, answers[0]!.body);
    }
    assert.equal(counted.count() - before, 1, 'one query for 200 reads');
    t.clock.advance(TTL - 1);
    await Promise.all(Array.from({ length: 50 }, read));
    assert.equal(counted.count() - before, 1, 'still within the period');
    t.clock.advance(1);
    await Promise.all(Array.from({ length: 50 }, read));
    assert.equal(counted.count() - before, 2, 'one more query in the next period');
  });

  it('query keys a route does not know neither make a new entry nor reach the route', async () => {
    t.clock.advance(TTL);
    const fills = t.app.publicCache.fills();
    const first = await t.app.inject({ method: 'GET', url: '/api/xnfz/courseList?pageSize=5' });
    const before = counted.count();
    for (let n = 1; n <= 20; n += 1) {
      const busted = await t.app.inject({
        method: 'GET',
        url: `/api/xnfz/courseList?cb${n}=${n}&pageSize=5&_=${n}`,
      });
      assert.equal(busted.statusCode, 200);
      assert.equal(busted.body, first.body, 'the same answer as without the unknown keys');
    }
    assert.equal(counted.count(), before, 'no query for cache-busting keys');
    assert.equal(t.app.publicCache.fills(), fills + 1, 'one entry for pageSize=5');
    const census = await t.app.inject({ method: 'GET', url: '/api/xnfz/censusTotal?cb=1' });
    assert.equal(census.statusCode, 200);
    assert.equal(census.json<{ code: number }>().code, 0);
  });

  it('a course published in the console is in the anonymous list at once', async () => {
    const list = async () =>
      (
        await call<Paged<CourseSummary>>(t, 'GET', '/api/xnfz/courseList', {
          query: { pageSize: '50' },
        })
      ).body.data!.rows.map((row) => row.id);
    assert.ok(!(await list()).includes(fixture.course.c6));
    assert.ok(!(await list()).includes(fixture.course.c6), 'served from the cache');
    const published = await call(t, 'POST', '/api/admin/coursePublish', {
      token: tokens.editor1,
      body: { id: fixture.course.c6, published: true },
    });
    assert.equal(published.body.code, 0, published.raw);
    assert.ok((await list()).includes(fixture.course.c6), 'visible right after the save');
    await database.db
      .update(courses)
      .set({ published: false })
      .where(eq(courses.id, fixture.course.c6));
  });

  it('a caller with a token gets a private, uncached answer and leaves the shared one alone', async () => {
    const url = `/api/xnfz/lessonDetail?id=${fixture.lesson.L2}`;
    const reported = await call(t, 'POST', '/api/xnfz/learnProgress', {
      token: tokens.student1,
      body: { lessonId: fixture.lesson.L2, position: 42, watchedSeconds: 1 },
    });
    assert.equal(reported.body.code, 0, reported.raw);
    // the personal answer first: it must not fill the cache for the anonymous callers after it
    const mine = await t.app.inject({ method: 'GET', url, headers: { token: tokens.student1! } });
    assert.equal(mine.json<{ data: LessonDetail }>().data.position, 42);
    assert.equal(mine.headers['cache-control'], 'private, no-store');
    assert.equal(mine.headers.etag, undefined);
    const anonymous = await t.app.inject({ method: 'GET', url });
    assert.equal(anonymous.json<{ data: LessonDetail }>().data.position, 0);
    assert.match(String(anonymous.headers['cache-control']), /^public/);
    // and the cached anonymous answer is not handed to the token holder
    const fills = t.app.publicCache.fills();
    const mineAgain = await t.app.inject({
      method: 'GET',
      url,
      headers: { token: tokens.student1!, 'if-none-match': String(anonymous.headers.etag) },
    });
    assert.equal(mineAgain.statusCode, 200);
    assert.equal(mineAgain.json<{ data: LessonDetail }>().data.position, 42);
    assert.equal(t.app.publicCache.fills(), fills, 'a personal request fills nothing');
  });

  it('a request with a cookie is personal too, and so is every login-only answer', async () => {
    const withCookie = await t.app.inject({
      method: 'GET',
      url: '/api/xnfz/censusTotal',
      headers: { cookie: 'session=abc' },
    });
    assert.equal(withCookie.headers['cache-control'], 'private, no-store');
    assert.equal(withCookie.json<{ data: CensusTotal }>().data.courseCount >= 0, true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/xnfz/userInfo',
      headers: { token: tokens.student1! },
    });
    assert.equal(me.json<{ code: number }>().code, 0);
    assert.equal(me.headers['cache-control'], 'private, no-store');
    const console = await t.app.inject({
      method: 'GET',
      url: '/api/admin/courseList?page=1&pageSize=5',
      headers: { token: tokens.editor1! },
    });
    assert.equal(console.headers['cache-control'], 'private, no-store');
  });

  it('a detail that counts its views is revalidated every time, never answered from a cache', async () => {
    const url = `/api/xnfz/courseDetail?id=${fixture.course.c1}`;
    const clicks = async () =>
      (await database.db.select().from(courses).where(eq(courses.id, fixture.course.c1)))[0]!
        .clickCount;
    const before = await clicks();
    const first = await t.app.inject({ method: 'GET', url });
    assert.equal(first.headers['cache-control'], 'no-cache');
    await t.app.inject({ method: 'GET', url });
    assert.equal(await clicks(), before + 2);
  });
});
