/**
 * The scale data set (`npm run seed:scale`, server/scale/) at a tiny scale on PGlite: the sizes
 * asked for are the sizes stored, popularity is skewed (a few big courses, most small), the
 * generated rows hang together (foreign keys, times in order, totals in step with their rows),
 * a second run is refused without --force, and the app's own calls answer on top of it.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import { parseScaleArgs } from '../../server/scale/scale-options';
import {
  SCALE_PASSWORD,
  ScaleSetPresent,
  seedScale,
  type ScaleResult,
} from '../../server/scale/seed-scale';
import type { CensusTotal, Paged } from '../../src/core/api/contract';
import type { AdminCourseLearnerRow, AdminUserRow } from '../../src/core/api/admin-contract';
import { okData } from './helpers/article-body';
import { call, createTestApp, loginToken, type TestApp } from './helpers/test-app';

const SCALE = 0.0005;
let t: TestApp;
let result: ScaleResult;

async function rows<T>(query: string): Promise<T[]> {
  return ((await t.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

async function one(query: string): Promise<number> {
  const [row] = await rows<{ n: number | string | null }>(query);
  return Number(row?.n ?? 0);
}

const SCALE_COURSES = `SELECT id FROM courses WHERE tags @> '["规模数据"]'::jsonb`;
const SCALE_EXPERIMENTS = `SELECT id FROM experiments WHERE course_id IN (${SCALE_COURSES})`;

describe('seed:scale', () => {
  before(async () => {
    t = await createTestApp({ demoContent: true });
    result = await seedScale({
      db: t.db,
      driver: t.database.kind,
      // ten classes (not one), so that some quizzes are open and submitted
      options: parseScaleArgs(['--scale', String(SCALE), '--classes', '20000']),
      timeZone: t.config.timeZone,
      now: t.clock.now(),
    });
  });
  after(() => t.close());

  it('stores the sizes asked for', () => {
    const { sizes, counts } = result;
    assert.deepEqual(sizes, {
      accounts: 50,
      courses: 10,
      attempts: 1_000,
      learnRecords: 2_500,
      visits: 10_000,
      classes: 10,
      quizzesPerClass: 3,
    });
    assert.equal(counts.accounts, sizes.accounts);
    assert.equal(counts.courses, sizes.courses);
    assert.equal(counts.lessons, sizes.courses * 12);
    assert.equal(counts.experiments, sizes.courses * 2);
    assert.equal(counts.attempts, sizes.attempts);
    assert.equal(counts.learnRecords, sizes.learnRecords);
    assert.equal(counts.visits, sizes.visits);
    assert.equal(counts.classes, sizes.classes);
    assert.equal(counts.quizzes, sizes.classes * sizes.quizzesPerClass);
    assert.ok(
      counts.finishedAttempts > 0.8 * sizes.attempts,
      `${counts.finishedAttempts} finished`,
    );
    assert.ok(counts.classMembers >= 10 * 15, `${counts.classMembers} members`);
    assert.ok(counts.quizAttempts > 0, 'some quizzes were submitted');
    assert.ok(counts.enrolments > 0 && counts.learnProgress > 0);
    for (const part of result.parts) assert.ok(part.seconds >= 0, part.name);
  });

  it('makes a few courses popular and most small', async () => {
    const perCourse = (
      await rows<{ n: number | string }>(`
        SELECT count(s.id) AS n FROM (${SCALE_COURSES}) AS c
        LEFT JOIN experiments AS e ON e.course_id = c.id
        LEFT JOIN experiment_sessions AS s ON s.experiment_id = e.id
        GROUP BY c.id ORDER BY n DESC`)
    ).map((row) => Number(row.n));
    const median = perCourse[Math.floor(perCourse.length / 2)]!;
    assert.ok(perCourse[0]! >= 3 * median, `top ${perCourse[0]} vs median ${median}: ${perCourse}`);
  });

  it('keeps the rows consistent: references, times, totals', async () => {
    const checks: Record<string, string> = {
      'sessions of unknown accounts': `SELECT count(*) AS n FROM experiment_sessions AS s
        WHERE s.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users AS u WHERE u.id = s.user_id)`,
      'finished before started': `SELECT count(*) AS n FROM experiment_sessions
        WHERE experiment_id IN (${SCALE_EXPERIMENTS})
          AND (finished_at <= started_at OR (finished_at IS NULL) <> (status IS NULL))`,
      'step scores not adding up': `SELECT count(*) AS n FROM experiment_sessions AS s
        WHERE s.steps IS NOT NULL AND s.score <> (SELECT sum((x->>'score')::float8)
          FROM jsonb_array_elements(s.steps) AS x)`,
      'anonymous not visitors': `SELECT count(*) AS n FROM experiment_sessions
        WHERE experiment_id IN (${SCALE_EXPERIMENTS}) AND (user_id IS NULL) <> (identity = 'visitor')`,
      'times outside two years': `SELECT count(*) AS n FROM experiment_sessions
        WHERE experiment_id IN (${SCALE_EXPERIMENTS})
          AND (started_at < TIMESTAMPTZ '${t.clock.now().toISOString()}' - interval '731 days'
            OR finished_at > TIMESTAMPTZ '${t.clock.now().toISOString()}')`,
      'records of another course': `SELECT count(*) AS n FROM learn_records AS r
        JOIN lessons AS l ON l.id = r.lesson_id WHERE l.course_id <> r.course_id OR r.ended_at <= r.started_at`,
      'records without enrolment': `SELECT count(*) AS n FROM learn_records AS r
        WHERE NOT EXISTS (SELECT 1 FROM course_learners AS l
          WHERE l.user_id = r.user_id AND l.course_id = r.course_id)`,
      'enrolment seconds out of step': `SELECT count(*) AS n FROM course_learners AS l
        JOIN (${SCALE_COURSES}) AS c ON c.id = l.course_id
        WHERE l.learned_seconds <> (SELECT coalesce(sum(duration_seconds), 0) FROM learn_records AS r
          WHERE r.user_id = l.user_id AND r.course_id = l.course_id)`,
      'learner counts out of step': `SELECT count(*) AS n FROM courses AS c
        WHERE c.tags @> '["规模数据"]'::jsonb
          AND c.learner_count <> (SELECT count(*) FROM course_learners AS l WHERE l.course_id = c.id)`,
      'launch counts out of step': `SELECT count(*) AS n FROM experiments AS e
        WHERE e.course_id IN (${SCALE_COURSES}) AND e.launch_count <>
          (SELECT count(*) FROM experiment_sessions AS s WHERE s.experiment_id = e.id)`,
      'launch counters out of step': `SELECT abs(
          (SELECT coalesce(sum(value), 0) FROM daily_counters WHERE metric = 'experiment_launch'
            AND subject_id IN (SELECT id FROM experiments WHERE course_id IN (${SCALE_COURSES})))
          - (SELECT count(*) FROM experiment_sessions WHERE experiment_id IN
            (SELECT id FROM experiments WHERE course_id IN (${SCALE_COURSES})))) AS n`,
      'quiz questions of another course': `SELECT count(*) AS n FROM quizzes AS z
        JOIN classes AS k ON k.id = z.class_id
        CROSS JOIN jsonb_array_elements(z.paper->'items') AS i
        JOIN questions AS q ON q.id = (i->>'questionId')::int WHERE q.course_id <> k.course_id`,
      'submissions of non-members or out of time': `SELECT count(*) AS n FROM quiz_attempts AS a
        JOIN quizzes AS z ON z.id = a.quiz_id
        WHERE NOT EXISTS (SELECT 1 FROM class_members AS m
            WHERE m.class_id = z.class_id AND m.user_id = a.user_id)
          OR a.submitted_at > a.deadline_at OR a.submitted_at <= a.started_at
          OR a.started_at < (z.settings->>'openAt')::timestamptz
          OR jsonb_array_length(a.answers) <> jsonb_array_length(a.paper)`,
      'students without 学号 or 院系': `SELECT count(*) AS n FROM users
        WHERE email LIKE '%@scale.example.edu.cn' AND identity = 'student'
          AND (student_number <> username OR department = '' OR class_name = '')`,
    };
    for (const [name, query] of Object.entries(checks)) assert.equal(await one(query), 0, name);
  });

  it('refuses a second set without --force', async () => {
    await assert.rejects(
      seedScale({
        db: t.db,
        driver: t.database.kind,
        options: parseScaleArgs(['--scale', String(SCALE)]),
        timeZone: t.config.timeZone,
        now: t.clock.now(),
      }),
      (error: unknown) => error instanceof ScaleSetPresent && /--force/.test(error.message),
    );
  });

  it('still answers the portal and the console', async () => {
    const census = okData(await call<CensusTotal>(t, 'GET', '/api/xnfz/censusTotal'));
    assert.equal(census.totalClicks, result.sizes.visits);
    assert.ok(census.userCount >= result.sizes.accounts);

    const [student] = await rows<{ username: string; student_number: string }>(
      `SELECT username, student_number FROM users WHERE email LIKE '%@scale.example.edu.cn'
       AND identity = 'student' ORDER BY id LIMIT 1`,
    );
    assert.ok(student);
    // the documented password opens a generated account
    await loginToken(t, student.username, SCALE_PASSWORD);

    const admin = await loginToken(t, 'admin1');
    const found = okData(
      await call<Paged<AdminUserRow>>(t, 'GET', '/api/admin/userList', {
        token: admin,
        query: { keyword: student.student_number.slice(0, 8), pageNum: '1', pageSize: '10' },
      }),
    );
    assert.ok(found.total >= 1);
    assert.ok(found.rows.some((row) => row.studentNumber === student.student_number));

    const popular = await one(`SELECT c.id AS n FROM (${SCALE_COURSES}) AS c
      ORDER BY (SELECT count(*) FROM course_learners AS l WHERE l.course_id = c.id) DESC LIMIT 1`);
    const learners = okData(
      await call<Paged<AdminCourseLearnerRow>>(t, 'GET', '/api/admin/courseLearners', {
        token: admin,
        query: { courseId: String(popular), pageNum: '1', pageSize: '10' },
      }),
    );
    assert.equal(
      learners.total,
      await one(`SELECT count(*) AS n FROM course_learners WHERE course_id = ${popular}`),
    );
    assert.ok(learners.rows.length > 0);
  });
});
