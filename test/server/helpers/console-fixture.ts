/**
 * A test app for the console: the demo users and staff (admin1, editor1, teacher1), the course
 * fixture with c1 owned by teacher1 and an experiment linked to c1, and everyone logged in.
 */
import { eq } from 'drizzle-orm';
import { courses, experiments, users } from '../../../server/db/schema';
import { CONSOLE_STAFF_STEP } from '../../../server/seed/console-staff-step';
import { runSeed } from '../../../server/seed/run-seed';
import { createCourseFixture } from './course-fixture';
import type { CourseFixture } from './course-fixture';
import { call, createTestApp, loginToken } from './test-app';
import type { TestApp, TestAppOptions } from './test-app';

export type StaffName = 'student1' | 'teacher1' | 'editor1' | 'admin1';

export interface ConsoleFixture {
  t: TestApp;
  fixture: CourseFixture;
  teacherId: number;
  /** An experiment linked to c1, teacher1's course. */
  experimentId: number;
  tokens: Record<StaffName, string>;
}

export async function createConsoleFixture(options: TestAppOptions = {}): Promise<ConsoleFixture> {
  const t = await createTestApp(options);
  await runSeed(t.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
  const fixture = await createCourseFixture(t.db);
  const [teacher] = await t.db.select().from(users).where(eq(users.username, 'teacher1'));
  if (!teacher) throw new Error('teacher1 is not seeded');
  await t.db.update(courses).set({ ownerId: teacher.id }).where(eq(courses.id, fixture.course.c1));
  const [experiment] = await t.db
    .insert(experiments)
    .values({
      title: '单摆测重力加速度',
      launchUrl: '/PC/experiments/pendulum.html',
      courseId: fixture.course.c1,
    })
    .returning();
  if (!experiment) throw new Error('no experiment inserted');
  const tokens = {} as Record<StaffName, string>;
  for (const name of ['student1', 'teacher1', 'editor1', 'admin1'] as const) {
    tokens[name] = await loginToken(t, name);
  }
  return { t, fixture, teacherId: teacher.id, experimentId: experiment.id, tokens };
}

/**
 * The user watches a lesson as the portal does: opens it (which starts their learning clock),
 * `seconds` pass on the test clock, then the player reports them.
 */
export async function studyLesson(
  t: TestApp,
  token: string,
  lessonId: number,
  seconds: number,
): Promise<void> {
  await call(t, 'GET', '/api/xnfz/lessonDetail', { token, query: { id: String(lessonId) } });
  t.clock.advance(seconds);
  const reported = await call(t, 'POST', '/api/xnfz/learnProgress', {
    token,
    body: { lessonId, position: seconds, watchedSeconds: seconds },
  });
  if (reported.body.code !== 0) throw new Error(`learnProgress failed: ${reported.raw}`);
}
