/**
 * Learning time is credited against one budget per user across all lessons: whatever the number
 * of lessons and the parallelism of the reports, no more learning time than real time has passed
 * on the server's clock since the user opened a lesson (no free time on first reports).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sum } from 'drizzle-orm';
import { learnProgress } from '../../server/db/schema';
import type { LearnProgressData } from '../../src/core/api/contract';
import { createCourseFixture } from './helpers/course-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { call, createTestApp, register } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
let f: CourseFixture;
before(async () => {
  t = await createTestApp();
  f = await createCourseFixture(t.db);
});
after(() => t.close());

async function report(token: string, lessonId: number, watchedSeconds: number) {
  const response = await call<LearnProgressData>(t, 'POST', '/api/xnfz/learnProgress', {
    token,
    body: { lessonId, position: 0, watchedSeconds },
  });
  assert.equal(response.body.code, 0, response.raw);
  return response.body.data!.learnedSeconds;
}

async function open(token: string, lessonId: number) {
  const response = await call(t, 'GET', '/api/xnfz/lessonDetail', {
    token,
    query: { id: String(lessonId) },
  });
  assert.equal(response.body.code, 0, response.raw);
}

async function totalLearned(userId: number): Promise<number> {
  const [row] = await t.db
    .select({ total: sum(learnProgress.learnedSeconds) })
    .from(learnProgress)
    .where(eq(learnProgress.userId, userId));
  return Number(row?.total ?? 0);
}

async function freshUser() {
  const data = (await register(t)).body.data!;
  return { token: data.token, id: data.user.id };
}

describe('one learning-time budget per user', () => {
  it('gives no free time on a first report: nothing has elapsed yet', async () => {
    const user = await freshUser();
    assert.equal(await report(user.token, f.lesson.L1, 15), 0, 'reported at once after login');
    await open(user.token, f.lesson.L2);
    assert.equal(await report(user.token, f.lesson.L2, 60), 0, 'reported at once after opening');
    assert.equal(await totalLearned(user.id), 0);
  });

  it('credits the time really elapsed since the lesson was opened', async () => {
    const user = await freshUser();
    await open(user.token, f.lesson.L1);
    t.clock.advance(15);
    assert.equal(await report(user.token, f.lesson.L1, 1000), 15);
    t.clock.advance(15);
    assert.equal(await report(user.token, f.lesson.L1, 15), 30);
  });

  it('parallel reports over many lessons credit no more than the real time passed', async () => {
    const user = await freshUser();
    const lessons = [f.lesson.L1, f.lesson.L2, f.lesson.L3, f.lesson.L4, f.lesson.L5, f.lesson.L6];
    await Promise.all(lessons.map((lessonId) => open(user.token, lessonId)));
    let elapsed = 0;
    for (let round = 0; round < 5; round++) {
      t.clock.advance(20);
      elapsed += 20;
      const burst = lessons.flatMap((lessonId) =>
        Array.from({ length: 4 }, () => report(user.token, lessonId, 86_400)),
      );
      await Promise.all(burst);
      const total = await totalLearned(user.id);
      assert.ok(total <= elapsed, `credited ${total} s after ${elapsed} s`);
    }
    assert.equal(await totalLearned(user.id), 100, 'the real 100 s are credited, once');
  });

  it('after an hour without a report, a burst over many lessons credits at most one report gap', async () => {
    const user = await freshUser();
    await open(user.token, f.lesson.L4);
    t.clock.advance(15);
    assert.equal(await report(user.token, f.lesson.L4, 15), 15);
    t.clock.advance(3600);
    const lessons = [f.lesson.L1, f.lesson.L2, f.lesson.L3, f.lesson.L5, f.lesson.L6];
    await Promise.all(lessons.map((lessonId) => report(user.token, lessonId, 86_400)));
    const total = await totalLearned(user.id);
    assert.ok(total <= 15 + 60, `credited ${total - 15} s for the burst`);
  });
});
