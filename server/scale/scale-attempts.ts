/**
 * Experiment attempts (experiment_sessions) with their steps: the course by a Zipf-like
 * popularity, then one of its experiments; the account uniformly (3 % anonymous visitors); the
 * start between the account's (or course's) creation and now. 10 % launched and never finished,
 * 5 % handed in unfinished, 85 % finished with 4–7 scored steps whose scores add up to the score.
 * Then the launch counters per day and the experiments' launch / finished / score totals.
 */
import type { ScaleContext } from './scale-context';
import { chunks, formatCount, run, seconds, SHAPE } from './scale-context';
import { mapCourses, mapExperiments, mapUsers } from './scale-maps';
import { literal, rnd, rndInt, textArray, zipfRank } from './sql-random';

const STEP_TITLES = [
  '实验准备与安全须知',
  '仪器认知',
  '参数设置',
  '实验操作',
  '数据采集',
  '数据处理',
  '结果分析',
  '实验总结',
];

export async function insertAttempts(ctx: ScaleContext): Promise<void> {
  const { db, sizes } = ctx;
  await mapUsers(db);
  await mapCourses(db, sizes.courses);
  await mapExperiments(db);
  for (const [from, to] of chunks(sizes.attempts, ctx.chunk)) {
    const started = performance.now();
    await run(db, attemptsSql(ctx, from, to));
    ctx.log(
      `  实验尝试 ${formatCount(to)} / ${formatCount(sizes.attempts)}（${seconds(started)}）`,
    );
  }
  await run(
    db,
    `
    INSERT INTO daily_counters (day, metric, identity, subject_id, value)
    SELECT (s.started_at AT TIME ZONE ${literal(ctx.timeZone)})::date, 'experiment_launch',
      s.identity, s.experiment_id, count(*)
    FROM experiment_sessions AS s JOIN scale_e AS e ON e.id = s.experiment_id
    GROUP BY 1, 3, 4
    ON CONFLICT (day, metric, identity, subject_id)
    DO UPDATE SET value = daily_counters.value + excluded.value`,
  );
  await run(
    db,
    `
    UPDATE experiments AS e
    SET launch_count = a.launches, finished_count = a.finished, score_sum = a.score_sum
    FROM (
      SELECT s.experiment_id, count(*) AS launches,
        count(*) FILTER (WHERE s.status = 'finished') AS finished,
        coalesce(sum(s.score) FILTER (WHERE s.status = 'finished'), 0) AS score_sum
      FROM experiment_sessions AS s JOIN scale_e AS x ON x.id = s.experiment_id
      GROUP BY s.experiment_id) AS a
    WHERE e.id = a.experiment_id`,
  );
}

function attemptsSql(ctx: ScaleContext, from: number, to: number): string {
  const { sizes, now } = ctx;
  const step = 'g.i * 8 + k';
  return `
    INSERT INTO experiment_sessions (id, experiment_id, user_id, identity, started_at, finished_at,
      score, duration_seconds, report, steps, status)
    SELECT translate(substr(encode(sha256(('scale-attempt-' || g.i)::bytea), 'base64'), 1, 24), '+/', '-_'),
      e.id, u.id, coalesce(u.identity, 'visitor'), a.started_at,
      CASE WHEN g.r_status >= 0.10 THEN a.started_at + a.duration * interval '1 second' END,
      s.score,
      CASE WHEN g.r_status >= 0.10 THEN a.duration END,
      CASE WHEN g.r_status >= 0.15 THEN '实验完成，得分 ' || s.score || ' 分。'
        WHEN g.r_status >= 0.10 THEN '实验未完成，已提交当前进度。' END,
      s.steps,
      CASE WHEN g.r_status >= 0.15 THEN 'finished' WHEN g.r_status >= 0.10 THEN 'unfinished' END
    FROM (
      SELECT i, ${zipfRank('i', 201, sizes.courses)} AS ck,
        ${rndInt('i', 202, SHAPE.experiments)} AS ek,
        ${rndInt('i', 203, sizes.accounts)} AS uk,
        ${rnd('i', 204)} AS r_anonymous,
        ${rnd('i', 205)} AS r_status,
        ${rnd('i', 206)} AS r_start,
        ${rnd('i', 207)} AS r_duration,
        0.55 + 0.45 * ${rnd('i', 208)} AS skill
      FROM generate_series(${from}, ${to - 1}) AS i) AS g
    JOIN scale_c AS c ON c.k = g.ck
    JOIN scale_e AS e ON e.course_id = c.id AND e.k = g.ek
    LEFT JOIN scale_u AS u ON u.k = g.uk AND g.r_anonymous >= 0.03
    CROSS JOIN LATERAL (
      SELECT greatest(c.created_at, u.created_at) AS base) AS b
    CROSS JOIN LATERAL (
      SELECT b.base + (${now} - interval '2 hours' - b.base) * g.r_start AS started_at,
        round(e.duration_minutes * 60 * (0.6 + 0.9 * g.r_duration))::int AS duration) AS a
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object(
          'seq', st.k, 'title', (${textArray(STEP_TITLES)})[st.k],
          'startTime', st.t0, 'endTime', st.t1, 'timeUsed', (st.t1 - st.t0) / 1000,
          'expectTime', e.duration_minutes * 60 / e.steps, 'maxScore', st.max_score,
          'score', st.score, 'repeatCount', st.repeats,
          'evaluation', CASE WHEN st.score >= 0.9 * st.max_score THEN '优秀'
            WHEN st.score >= 0.75 * st.max_score THEN '良好'
            WHEN st.score >= 0.6 * st.max_score THEN '合格' ELSE '不合格' END,
          'scoringModel', '步骤赋分') ORDER BY st.k) AS steps,
        sum(st.score)::float8 AS score
      FROM (
        SELECT k, m.max_score,
          CASE WHEN g.r_status < 0.15 AND k = e.steps THEN 0
            ELSE least(m.max_score, round(m.max_score * g.skill * (0.8 + 0.4 * ${rnd(step, 209)})))::int
          END AS score,
          t.start_ms + t.duration_ms * (k - 1) / e.steps AS t0,
          t.start_ms + t.duration_ms * k / e.steps AS t1,
          CASE WHEN ${rnd(step, 210)} < 0.2 THEN 2 ELSE 1 END AS repeats
        FROM generate_series(1, e.steps) AS k
        CROSS JOIN LATERAL (
          SELECT CASE WHEN k = e.steps THEN 100 - (e.steps - 1) * (100 / e.steps)
            ELSE 100 / e.steps END AS max_score) AS m
        CROSS JOIN LATERAL (
          SELECT floor(extract(epoch FROM a.started_at) * 1000)::bigint AS start_ms,
            a.duration::bigint * 1000 AS duration_ms) AS t
      ) AS st
    ) AS s ON g.r_status >= 0.10`;
}
