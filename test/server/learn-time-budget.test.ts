/**
 * Learning time is credited against one budget per user across all lessons: whatever the number
 * of lessons and the parallelism of the reports, no more learning time than real time has passed
 * on the server's clock since the user opened a lesson (no free time on first reports).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq, sum } from 'drizzle-orm';
import { learnProgress, lessons } from '../../server/db/schema';
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

describe('a short clip played to its end', () => {
  async function clip(seconds: number): Promise<number> {
    const [first] = await t.db
      .select({ chapterId: lessons.chapterId })
      .from(lessons)
      .where(eq(lessons.id, f.lesson.L1));
    const [row] = await t.db
      .insert(lessons)
      .values({
        courseId: f.course.c1,
        chapterId: first!.chapterId,
        title: `${seconds} 秒短片`,
        durationSeconds: seconds,
        sortOrder: 90 + seconds,
        videoUrl: '/media/videos/pendulum.webm',
      })
      .returning({ id: lessons.id });
    return row!.id;
  }

  async function reportAt(token: string, lessonId: number, watched: number, position: number) {
    const response = await call<LearnProgressData>(t, 'POST', '/api/xnfz/learnProgress', {
      token,
      body: { lessonId, position, watchedSeconds: watched },
    });
    assert.equal(response.body.code, 0, response.raw);
    return response.body.data!;
  }

  it('is finished when the end is reached in the time the clip lasts (whole seconds lost to rounding)', async () => {
    for (const [seconds, played] of [
      [6, 5.97],
      [8, 7.6],
    ] as const) {
      const user = await freshUser();
      const lessonId = await clip(seconds);
      await open(user.token, lessonId);
      t.clock.advance(played + 0.3); // the page opened, then the video played to its end
      const ended = await reportAt(user.token, lessonId, played, seconds);
      assert.deepEqual(
        ended,
        { learnedSeconds: Math.floor(played), finished: true },
        `${seconds} s`,
      );
    }
  });

  it('is finished after a pause too, each report losing part of a second', async () => {
    const user = await freshUser();
    const lessonId = await clip(10);
    await open(user.token, lessonId);
    t.clock.advance(5);
    assert.equal((await reportAt(user.token, lessonId, 4.9, 5)).finished, false, 'paused');
    t.clock.advance(5.05);
    assert.deepEqual(await reportAt(user.token, lessonId, 4.95, 10), {
      learnedSeconds: 8,
      finished: true,
    });
  });

  it('is not finished by jumping to the end', async () => {
    const user = await freshUser();
    const lessonId = await clip(8);
    await open(user.token, lessonId);
    t.clock.advance(3.5);
    const skipped = await reportAt(user.token, lessonId, 3.4, 8);
    assert.deepEqual(skipped, { learnedSeconds: 3, finished: false });
  });
});
