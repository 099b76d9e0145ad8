/**
 * Learning: enrolments (course_learners, one per 12 records asked for; the course by the same
 * Zipf-like popularity, the account uniformly), study sessions (learn_records) of a lesson of an
 * enrolment's course, then everything the app keeps in step with them — each enrolment's seconds,
 * first and last study and last lesson; learn_progress per account and lesson; the learn_seconds
 * and course_learner_day counters; the courses' learner counts, clicks and ratings; each
 * account's learning clock.
 */
import type { ScaleContext } from './scale-context';
import { chunks, formatCount, rows, run, seconds, SHAPE } from './scale-context';
import { mapCourses, mapLessons, mapUsers } from './scale-maps';
import { literal, rnd, rndInt, zipfRank } from './sql-random';

const LESSONS = SHAPE.chapters * SHAPE.lessonsPerChapter;

export async function insertLearning(ctx: ScaleContext): Promise<void> {
  const { db, sizes, now } = ctx;
  await mapUsers(db);
  await mapCourses(db, sizes.courses);
  await mapLessons(db);
  const enrolments = Math.max(1, Math.ceil(sizes.learnRecords / 12));
  for (const [from, to] of chunks(enrolments, ctx.chunk)) {
    await run(
      db,
      `
      INSERT INTO course_learners (user_id, course_id, learned_seconds, started_at, last_learn_at)
      SELECT u.id, c.id, 0, a.at, a.at
      FROM (
        SELECT i, ${zipfRank('i', 301, sizes.courses)} AS ck,
          ${rndInt('i', 302, sizes.accounts)} AS uk, ${rnd('i', 303)} AS r_start
        FROM generate_series(${from}, ${to - 1}) AS i) AS g
      JOIN scale_c AS c ON c.k = g.ck
      JOIN scale_u AS u ON u.k = g.uk
      CROSS JOIN LATERAL (
        SELECT greatest(c.created_at, u.created_at) AS base) AS b
      CROSS JOIN LATERAL (
        SELECT b.base + (${now} - interval '1 day' - b.base) * g.r_start * 0.9 AS at) AS a
      ON CONFLICT DO NOTHING`,
    );
  }
  await run(db, 'DROP TABLE IF EXISTS scale_cl');
  await run(
    db,
    `CREATE TEMP TABLE scale_cl ON COMMIT DROP AS
     SELECT (row_number() OVER (ORDER BY l.user_id, l.course_id) - 1)::int AS k,
       l.user_id, l.course_id, l.started_at
     FROM course_learners AS l JOIN scale_c AS c ON c.id = l.course_id`,
  );
  await run(db, 'CREATE INDEX ON scale_cl (k)');
  await run(db, 'ANALYZE scale_cl');
  const enrolled = await enrolmentCount(ctx);
  ctx.log(`  选课 ${formatCount(enrolled)} 条`);

  for (const [from, to] of chunks(sizes.learnRecords, ctx.chunk)) {
    const started = performance.now();
    await run(
      db,
      `
      INSERT INTO learn_records (user_id, course_id, lesson_id, started_at, ended_at, duration_seconds)
      SELECT e.user_id, e.course_id, l.id, a.started_at,
        a.started_at + a.duration * interval '1 second', a.duration
      FROM (
        SELECT i, ${rndInt('i', 311, enrolled)} AS ek, ${rndInt('i', 312, LESSONS)} AS lk,
          ${rnd('i', 313)} AS r_start, ${rnd('i', 314)} AS r_duration
        FROM generate_series(${from}, ${to - 1}) AS i) AS g
      JOIN scale_cl AS e ON e.k = g.ek
      JOIN scale_l AS l ON l.course_id = e.course_id AND l.k = g.lk
      CROSS JOIN LATERAL (
        SELECT e.started_at + (${now} - interval '1 hour' - e.started_at) * g.r_start AS started_at,
          greatest(30, round(l.duration_seconds * (0.15 + 0.85 * g.r_duration)))::int AS duration
      ) AS a`,
    );
    ctx.log(
      `  学习记录 ${formatCount(to)} / ${formatCount(sizes.learnRecords)}（${seconds(started)}）`,
    );
  }
  await derived(ctx);
}

async function enrolmentCount(ctx: ScaleContext): Promise<number> {
  const [row] = await rows<{ n: number | string }>(ctx.db, 'SELECT count(*) AS n FROM scale_cl');
  return Math.max(1, Number(row?.n ?? 0));
}

/** What the app keeps in step with the records. */
async function derived(ctx: ScaleContext): Promise<void> {
  const { db } = ctx;
  const tz = literal(ctx.timeZone);
  let started = performance.now();
  await run(
    db,
    `
    UPDATE course_learners AS l
    SET learned_seconds = a.seconds, started_at = least(l.started_at, a.first_at),
      last_learn_at = a.last_at, last_lesson_id = a.last_lesson
    FROM (
      SELECT r.user_id, r.course_id, sum(r.duration_seconds) AS seconds,
        min(r.started_at) AS first_at, max(r.ended_at) AS last_at,
        (array_agg(r.lesson_id ORDER BY r.ended_at DESC))[1] AS last_lesson
      FROM learn_records AS r JOIN scale_c AS c ON c.id = r.course_id
      GROUP BY r.user_id, r.course_id) AS a
    WHERE l.user_id = a.user_id AND l.course_id = a.course_id`,
  );
  ctx.log(`  选课汇总（${seconds(started)}）`);
  started = performance.now();
  await run(
    db,
    `
    INSERT INTO learn_progress (user_id, lesson_id, course_id, position, learned_seconds, finished, updated_at)
    SELECT r.user_id, r.lesson_id, min(r.course_id), least(sum(r.duration_seconds), min(l.duration_seconds)),
      sum(r.duration_seconds), sum(r.duration_seconds) >= 0.9 * min(l.duration_seconds), max(r.ended_at)
    FROM learn_records AS r JOIN scale_l AS l ON l.id = r.lesson_id
    GROUP BY r.user_id, r.lesson_id`,
  );
  ctx.log(`  课时进度（${seconds(started)}）`);
  started = performance.now();
  await run(
    db,
    `
    INSERT INTO daily_counters (day, metric, identity, subject_id, value)
    SELECT day, metric, identity, course_id, value FROM (
      SELECT (r.ended_at AT TIME ZONE ${tz})::date AS day, 'learn_seconds' AS metric,
        u.identity, r.course_id, sum(r.duration_seconds) AS value
      FROM learn_records AS r JOIN scale_c AS c ON c.id = r.course_id
      JOIN scale_u AS u ON u.id = r.user_id
      GROUP BY 1, 3, 4
      UNION ALL
      SELECT (r.ended_at AT TIME ZONE ${tz})::date, 'course_learner_day', u.identity, r.course_id,
        count(DISTINCT r.user_id)
      FROM learn_records AS r JOIN scale_c AS c ON c.id = r.course_id
      JOIN scale_u AS u ON u.id = r.user_id
      GROUP BY 1, 3, 4) AS x
    ON CONFLICT (day, metric, identity, subject_id)
    DO UPDATE SET value = daily_counters.value + excluded.value`,
  );
  ctx.log(`  学习计数器（${seconds(started)}）`);
  started = performance.now();
  await run(
    db,
    `
    INSERT INTO ratings (user_id, course_id, score, created_at, updated_at)
    SELECT l.user_id, l.course_id,
      least(5, 2.5 + floor(${rnd('l.user_id::bigint * 4096 + l.course_id', 321)} * 6) * 0.5),
      l.last_learn_at, l.last_learn_at
    FROM course_learners AS l JOIN scale_c AS c ON c.id = l.course_id
    WHERE ${rnd('l.user_id::bigint * 4096 + l.course_id', 322)} < 0.15`,
  );
  await run(
    db,
    `
    UPDATE courses AS c
    SET learner_count = a.learners, rating_sum = a.rating_sum, rating_count = a.ratings,
      click_count = a.learners * 3 + ${rndInt('c.id', 323, 500)}
    FROM (
      SELECT x.id, coalesce(l.n, 0) AS learners, coalesce(r.total, 0) AS rating_sum,
        coalesce(r.n, 0) AS ratings
      FROM scale_c AS x
      LEFT JOIN (SELECT course_id, count(*) AS n FROM course_learners GROUP BY course_id) AS l
        ON l.course_id = x.id
      LEFT JOIN (SELECT course_id, count(*) AS n, sum(score) AS total FROM ratings GROUP BY course_id)
        AS r ON r.course_id = x.id) AS a
    WHERE c.id = a.id`,
  );
  await run(
    db,
    `
    UPDATE users AS u SET learn_clock_at = a.last_at
    FROM (SELECT l.user_id, max(l.last_learn_at) AS last_at
      FROM course_learners AS l JOIN scale_c AS c ON c.id = l.course_id
      JOIN scale_u AS x ON x.id = l.user_id
      GROUP BY l.user_id) AS a
    WHERE u.id = a.user_id`,
  );
  ctx.log(`  评分、课程计数（${seconds(started)}）`);
}
