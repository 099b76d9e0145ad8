/**
 * Teaching: 教学班 of the generated courses (more for the popular ones) over the last four terms,
 * the older ones archived; their teacher (the course's owner); 20–60 students each; quizzes of a
 * fixed four-question paper from the course's bank (章节测验, 预习测试, 单元测验 in turn), published,
 * opened a few weeks into the term; and one submitted attempt by about 85 % of the members of
 * every quiz already open, graded as the server grades (2 points a question).
 */
import type { ScaleContext } from './scale-context';
import { formatCount, rows, run, seconds, SCALE_COURSES, SHAPE } from './scale-context';
import { mapCourses, mapStudents } from './scale-maps';
import { rnd, rndInt, textArray, zipfRank } from './sql-random';

const DAY_MS = 86_400_000;

/** 学年学期 of the term `t` terms (half-years) before `now`. */
export function termLabel(now: Date, t: number): string {
  const at = new Date(now.getTime() - t * 182 * DAY_MS);
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + 1;
  if (month >= 8) return `${year}-${year + 1}学年第一学期`;
  if (month <= 1) return `${year - 1}-${year}学年第一学期`;
  return `${year - 1}-${year}学年第二学期`;
}

const iso = (expr: string) =>
  `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function insertClasses(ctx: ScaleContext): Promise<void> {
  const { db, sizes, now } = ctx;
  await mapCourses(db, sizes.courses);
  await mapStudents(db);
  const terms = textArray([0, 1, 2, 3].map((t) => termLabel(ctx.nowDate, t)));
  let started = performance.now();
  await run(
    db,
    `
    INSERT INTO classes (course_id, name, term, join_code, join_open, archived_at, created_by,
      created_at, updated_at)
    SELECT c.id, c.title || ' ' || (1 + g.i % 12) || '班', (${terms})[1 + g.t],
      'K' || upper(lpad(to_hex((g.i::bigint * 2654435761) % 4294967296), 8, '0')),
      g.t = 0, CASE WHEN g.t > 0 THEN a.created_at + interval '150 days' END, c.owner_id,
      a.created_at, coalesce(CASE WHEN g.t > 0 THEN a.created_at + interval '150 days' END, a.created_at)
    FROM (
      SELECT i, ${zipfRank('i', 501, sizes.courses)} AS ck, ${rndInt('i', 502, 4)} AS t,
        ${rnd('i', 503)} AS r_created
      FROM generate_series(0, ${sizes.classes - 1}) AS i) AS g
    JOIN scale_c AS c ON c.k = g.ck
    CROSS JOIN LATERAL (
      SELECT greatest(c.created_at, ${now} - (g.t * 182 + 2 + g.r_created * 18) * interval '1 day')
        AS created_at) AS a
    ORDER BY g.i`,
  );
  await run(db, 'DROP TABLE IF EXISTS scale_k');
  await run(
    db,
    `CREATE TEMP TABLE scale_k ON COMMIT DROP AS
     SELECT k.id, k.course_id, k.created_by, k.created_at FROM classes AS k
     JOIN courses AS c ON c.id = k.course_id WHERE c.${SCALE_COURSES}`,
  );
  await run(
    db,
    `INSERT INTO class_teachers (class_id, user_id)
     SELECT id, created_by FROM scale_k WHERE created_by IS NOT NULL`,
  );
  const [students] = await rows<{ n: number | string }>(db, 'SELECT count(*) AS n FROM scale_s');
  const studentCount = Math.max(1, Number(students?.n ?? 1));
  await run(
    db,
    `
    INSERT INTO class_members (class_id, user_id, joined_at, via)
    SELECT k.id, s.id,
      k.created_at + least(interval '14 days', (${now} - k.created_at) * 0.5)
        * ${rnd('k.id::bigint * 64 + j', 511)},
      CASE WHEN ${rnd('k.id::bigint * 64 + j', 512)} < 0.8 THEN 'code' ELSE 'teacher' END
    FROM scale_k AS k
    CROSS JOIN LATERAL generate_series(1, 20 + ${rndInt('k.id', 513, 41)}) AS j
    JOIN scale_s AS s ON s.k = ${rndInt('k.id::bigint * 64 + j', 514, studentCount)}
    ON CONFLICT DO NOTHING`,
  );
  ctx.log(`  教学班与成员（${seconds(started)}）`);
  started = performance.now();
  await insertQuizzes(ctx);
  ctx.log(`  测验（${seconds(started)}）`);
  started = performance.now();
  await insertQuizAttempts(ctx);
  const [attempts] = await rows<{ n: number | string }>(
    db,
    'SELECT count(*) AS n FROM quiz_attempts AS a JOIN scale_qp AS q ON q.id = a.quiz_id',
  );
  ctx.log(`  测验提交 ${formatCount(Number(attempts?.n ?? 0))} 份（${seconds(started)}）`);
}

async function insertQuizzes(ctx: ScaleContext): Promise<void> {
  const { db, sizes } = ctx;
  const groups = Math.floor(SHAPE.questions / 5);
  await run(db, 'DROP TABLE IF EXISTS scale_q');
  await run(
    db,
    `CREATE TEMP TABLE scale_q ON COMMIT DROP AS
     SELECT q.course_id, (row_number() OVER (PARTITION BY q.course_id ORDER BY q.id) - 1)::int AS k,
       q.id, q.type, q.stem, q.body, q.analysis, q.difficulty, q.tags, q.score
     FROM questions AS q JOIN scale_c AS c ON c.id = q.course_id`,
  );
  await run(db, 'CREATE INDEX ON scale_q (course_id, k)');
  await run(
    db,
    `
    INSERT INTO quizzes (class_id, kind, chapter_id, experiment_id, title, description, settings,
      paper, status, question_count, total, created_by, updated_by, created_at, updated_at)
    SELECT k.id, x.kind,
      CASE WHEN x.kind = 'chapter' THEN (SELECT id FROM chapters AS ch WHERE ch.course_id = k.course_id
        ORDER BY ch.sort_order, ch.id OFFSET (j - 1) % ${SHAPE.chapters} LIMIT 1) END,
      CASE WHEN x.kind = 'preview' THEN (SELECT id FROM experiments AS e WHERE e.course_id = k.course_id
        ORDER BY e.id LIMIT 1) END,
      CASE x.kind WHEN 'chapter' THEN '第' || (1 + (j - 1) % ${SHAPE.chapters}) || '章测验'
        WHEN 'preview' THEN '实验预习测试' ELSE '单元测验' || j END,
      '', jsonb_build_object(
        'openAt', ${iso('o.open_at')}, 'closeAt', ${iso("o.open_at + interval '14 days'")},
        'timeLimitMinutes', 30, 'attempts', 1, 'counting', 'highest', 'passPercent', 60,
        'shuffleQuestions', false, 'shuffleOptions', false, 'reveal', 'submit', 'gate', false,
        'rules', jsonb_build_object('multiplePartial', 'half', 'fillPerBlank', true,
          'fillIgnoreCase', true, 'fillIgnoreWidth', true)),
      jsonb_build_object('mode', 'fixed', 'items', (
        SELECT jsonb_agg(jsonb_build_object('questionId', q.id, 'score', NULL) ORDER BY q.k)
        FROM scale_q AS q WHERE q.course_id = k.course_id
          AND q.k BETWEEN ((j - 1) % ${groups}) * 5 AND ((j - 1) % ${groups}) * 5 + 3)),
      'published', 4, 8, k.created_by, k.created_by,
      o.open_at - interval '3 days', o.open_at - interval '3 days'
    FROM scale_k AS k
    CROSS JOIN generate_series(1, ${sizes.quizzesPerClass}) AS j
    CROSS JOIN LATERAL (
      SELECT (${textArray(['chapter', 'preview', 'standalone'])})[1 + (j - 1) % 3] AS kind) AS x
    CROSS JOIN LATERAL (SELECT k.created_at + j * 25 * interval '1 day' AS open_at) AS o
    ORDER BY k.id, j`,
  );
  // each quiz's frozen paper (PaperEntry[]) and, per question, a right and a wrong answer
  await run(db, 'DROP TABLE IF EXISTS scale_qp');
  await run(
    db,
    `CREATE TEMP TABLE scale_qp ON COMMIT DROP AS
     SELECT z.id, z.class_id, (z.settings->>'openAt')::timestamptz AS open_at,
       (z.settings->>'closeAt')::timestamptz AS close_at, p.paper, p.rights, p.wrongs
     FROM quizzes AS z JOIN scale_k AS k ON k.id = z.class_id
     CROSS JOIN LATERAL (
       SELECT jsonb_agg(jsonb_build_object(
           'questionId', q.id,
           'question', jsonb_build_object('type', q.type, 'stem', q.stem,
             'options', q.body->'options', 'correct', q.body->'correct', 'judge', q.body->'judge',
             'blanks', q.body->'blanks', 'reference', q.body->'reference', 'analysis', q.analysis,
             'difficulty', q.difficulty, 'tags', q.tags, 'score', q.score),
           'score', q.score,
           'order', CASE WHEN q.type IN ('single', 'multiple') THEN '[0, 1, 2, 3]'::jsonb
             ELSE '[]'::jsonb END) ORDER BY i.n) AS paper,
         array_agg(CASE q.type
           WHEN 'single' THEN jsonb_build_object('choices', q.body->'correct')
           WHEN 'multiple' THEN jsonb_build_object('choices', q.body->'correct')
           WHEN 'judge' THEN jsonb_build_object('judge', q.body->'judge')
           ELSE '{"blanks": ["牛顿"]}'::jsonb END ORDER BY i.n) AS rights,
         array_agg(CASE q.type
           WHEN 'single' THEN jsonb_build_object('choices',
             jsonb_build_array(((q.body->'correct'->>0)::int + 1) % 4))
           WHEN 'multiple' THEN jsonb_build_object('choices', jsonb_build_array(
             (q.body->'correct'->>0)::int, ((q.body->'correct'->>0)::int + 2) % 4))
           WHEN 'judge' THEN jsonb_build_object('judge', NOT (q.body->>'judge')::boolean)
           ELSE '{"blanks": ["不知道"]}'::jsonb END ORDER BY i.n) AS wrongs
       FROM jsonb_array_elements(z.paper->'items') WITH ORDINALITY AS i(item, n)
       JOIN questions AS q ON q.id = (i.item->>'questionId')::int) AS p`,
  );
  await run(db, 'ANALYZE scale_qp');
}

async function insertQuizAttempts(ctx: ScaleContext): Promise<void> {
  const key = (t: number) => `(q.id::bigint * 1048576 + m.user_id) * 4 + ${t}`;
  const right = (t: number) => `${rnd(key(t), 521)} < a.skill`;
  await run(
    ctx.db,
    `
    INSERT INTO quiz_attempts (quiz_id, user_id, number, paper, answers, marks, started_at,
      deadline_at, submitted_at, submitted_by, score, pending, updated_at)
    SELECT q.id, m.user_id, 1, q.paper,
      jsonb_build_array(${[1, 2, 3, 4].map((t) => `CASE WHEN ${right(t)} THEN q.rights[${t}] ELSE q.wrongs[${t}] END`).join(', ')}),
      '[]'::jsonb, a.started_at, a.started_at + interval '30 minutes', a.submitted_at, 'student',
      2 * (${[1, 2, 3, 4].map((t) => `(${right(t)})::int`).join(' + ')}), false, a.submitted_at
    FROM scale_qp AS q
    JOIN class_members AS m ON m.class_id = q.class_id
    CROSS JOIN LATERAL (SELECT greatest(q.open_at, m.joined_at) AS from_at,
      least(q.close_at, ${ctx.now}) - interval '30 minutes' AS to_at) AS w
    CROSS JOIN LATERAL (
      SELECT w.from_at + (w.to_at - w.from_at) * ${rnd(key(0), 522)} AS started_at,
        0.4 + 0.55 * ${rnd(key(0), 523)} AS skill) AS a0
    CROSS JOIN LATERAL (
      SELECT a0.started_at, a0.skill,
        a0.started_at + (5 + 24 * ${rnd(key(0), 524)}) * interval '1 minute' AS submitted_at) AS a
    WHERE w.to_at > w.from_at AND ${rnd(key(0), 525)} < 0.85`,
  );
}
