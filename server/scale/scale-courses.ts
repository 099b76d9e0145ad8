/**
 * Courses with their outline (chapters, lessons), experiments (third-party, two per course) and
 * question banks (20 questions per course, every type). Owned by generated teachers, spread over
 * the demo's course categories, tagged 规模数据.
 */
import type { ScaleContext } from './scale-context';
import { run, SCALE_COURSES, SCALE_TAG, SCALE_USERS, SHAPE } from './scale-context';
import { literal, pickFrom, rnd, rndInt, textArray } from './sql-random';

const SUBJECTS = [
  '机械制图',
  '工程力学',
  '电路分析',
  '模拟电子技术',
  '数字电子技术',
  '自动控制原理',
  '大学物理实验',
  '有机化学实验',
  '化工原理',
  '材料力学',
  '流体力学',
  '传热学',
  '数控加工',
  '液压与气动',
  '电力系统分析',
  '单片机原理',
  '计算机网络',
  '数据库原理',
  '人体解剖学',
  '病理学',
  '药理学',
  '建筑结构',
  '桥梁工程',
  '环境监测',
  '生物化学',
  '微生物学',
  '机器人技术',
  '工业机器人',
  '智能制造',
  '新能源发电',
];
const SUFFIXES = [
  '虚拟仿真实验',
  '实训',
  '综合实验',
  '原理与应用',
  '基础',
  '设计与仿真',
  '技术',
  '实践',
];
const STEP_WORDS = ['基本概念', '原理分析', '实验方法', '工程应用', '综合案例', '拓展与思考'];

export async function insertCourses(ctx: ScaleContext): Promise<void> {
  const n = ctx.sizes.courses;
  const names = SUBJECTS.length * SUFFIXES.length;
  const title = `(${textArray(SUBJECTS)})[1 + i % ${SUBJECTS.length}]
    || (${textArray(SUFFIXES)})[1 + (i / ${SUBJECTS.length}) % ${SUFFIXES.length}]
    || CASE WHEN i >= ${names} THEN '（' || (1 + i / ${names})::text || '）' ELSE '' END`;
  await run(
    ctx.db,
    `
    WITH t AS (
      SELECT id, real_name, row_number() OVER (ORDER BY id) - 1 AS k FROM users
      WHERE ${SCALE_USERS} AND identity = 'teacher'),
    tn AS (SELECT greatest(count(*), 1) AS n FROM t),
    cat AS (
      SELECT id, course_type, row_number() OVER (ORDER BY id) - 1 AS k FROM categories
      WHERE scope = 'course'),
    catn AS (SELECT greatest(count(*), 1) AS n FROM cat),
    g AS (
      SELECT i, ${title} AS title,
        ${rnd('i', 101)} AS r_cat, ${rnd('i', 102)} AS r_teacher, ${rnd('i', 103)} AS r_age,
        ${rndInt('i', 104, 3)} AS type_k
      FROM generate_series(0, ${n - 1}) AS i)
    INSERT INTO courses (category_id, type, title, summary, description, teacher, owner_id, tags,
      published, sort_order, created_at, updated_at)
    SELECT cat.id, coalesce(cat.course_type, (ARRAY['major', 'practice', 'simulation'])[1 + g.type_k]),
      g.title, g.title || '：虚拟仿真与线上学习相结合的课程。',
      '<p>' || g.title || '课程面向相关专业本科生，包含视频讲解、虚拟仿真实验与在线测验。</p>',
      coalesce(t.real_name, ''), t.id,
      jsonb_build_array(${literal(SCALE_TAG)}, (${textArray(SUBJECTS)})[1 + g.i % ${SUBJECTS.length}]),
      true, g.i, ${ctx.now} - (700 + g.r_age * 30) * interval '1 day',
      ${ctx.now} - (g.r_age * 300) * interval '1 day'
    FROM g
    CROSS JOIN tn CROSS JOIN catn
    LEFT JOIN cat ON cat.k = floor(g.r_cat * catn.n)
    LEFT JOIN t ON t.k = floor(g.r_teacher * tn.n)
    ORDER BY g.i`,
  );
  await run(
    ctx.db,
    `
    INSERT INTO chapters (course_id, title, sort_order)
    SELECT c.id, '第' || k || '章 ' || (${textArray(STEP_WORDS)})[k], k
    FROM courses AS c, generate_series(1, ${SHAPE.chapters}) AS k
    WHERE c.${SCALE_COURSES}
    ORDER BY c.id, k`,
  );
  await run(
    ctx.db,
    `
    INSERT INTO lessons (course_id, chapter_id, title, video_url, poster, duration_seconds, sort_order)
    SELECT ch.course_id, ch.id, ch.sort_order || '.' || k || ' ' || split_part(ch.title, ' ', 2) || '（' || k || '）',
      coalesce((SELECT video_url FROM lessons WHERE video_url <> '' ORDER BY id LIMIT 1), ''),
      coalesce((SELECT poster FROM lessons WHERE video_url <> '' ORDER BY id LIMIT 1), ''),
      300 + ${rndInt('ch.id * 16 + k', 111, 1500)}, k
    FROM chapters AS ch
    JOIN courses AS c ON c.id = ch.course_id AND c.${SCALE_COURSES}
    CROSS JOIN generate_series(1, ${SHAPE.lessonsPerChapter}) AS k
    ORDER BY ch.id, k`,
  );
  await run(
    ctx.db,
    `
    INSERT INTO experiments (title, summary, course_id, launch_url, duration_minutes, published,
      sort_order, created_at, result_origin)
    SELECT c.title || '·' || (ARRAY['基础实验', '综合设计实验', '创新探究实验'])[k],
      c.title || '的虚拟仿真实验项目。', c.id,
      'https://sim.example.edu.cn/lab/' || c.id || '-' || k || '/index.html',
      20 + ${rndInt('c.id * 8 + k', 121, 41)}, true, k, c.created_at, 'https://sim.example.edu.cn'
    FROM courses AS c CROSS JOIN generate_series(1, ${SHAPE.experiments}) AS k
    WHERE c.${SCALE_COURSES}
    ORDER BY c.id, k`,
  );
  await insertQuestions(ctx);
}

/** 20 questions per course: single, multiple, judge, fill, essay in turn, 2 points (简答 10). */
async function insertQuestions(ctx: ScaleContext): Promise<void> {
  const types = ['single', 'multiple', 'judge', 'fill', 'essay'];
  const difficulty = pickFrom(['easy', 'medium', 'hard'], rndInt('c.id * 64 + k', 131, 3));
  await run(
    ctx.db,
    `
    INSERT INTO questions (course_id, type, stem, stem_text, body, analysis, difficulty, tags, score,
      created_by, updated_by, created_at, updated_at)
    SELECT c.id, q.type, '<p>' || q.stem || '</p>', q.stem, q.body,
      '<p>参见第' || (1 + k % ${SHAPE.chapters}) || '章。</p>', ${difficulty},
      jsonb_build_array((${textArray(STEP_WORDS)})[1 + k % ${STEP_WORDS.length}]),
      CASE q.type WHEN 'essay' THEN 10 ELSE 2 END, c.owner_id, c.owner_id,
      c.created_at + interval '10 days', c.created_at + interval '10 days'
    FROM courses AS c
    CROSS JOIN generate_series(0, ${SHAPE.questions - 1}) AS k
    CROSS JOIN LATERAL (
      SELECT (${textArray(types)})[1 + k % 5] AS type) AS t
    CROSS JOIN LATERAL (
      SELECT t.type,
        CASE t.type
          WHEN 'single' THEN c.title || '第' || (k + 1) || '题：下列说法正确的是哪一项？'
          WHEN 'multiple' THEN c.title || '第' || (k + 1) || '题：下列说法正确的有哪些？'
          WHEN 'judge' THEN c.title || '第' || (k + 1) || '题：实验前必须检查仪器的零点。'
          WHEN 'fill' THEN c.title || '第' || (k + 1) || '题：国际单位制中力的单位是___。'
          ELSE c.title || '第' || (k + 1) || '题：简述本实验的主要误差来源。' END AS stem,
        jsonb_build_object(
          'options', CASE WHEN t.type IN ('single', 'multiple')
            THEN '["<p>选项一</p>", "<p>选项二</p>", "<p>选项三</p>", "<p>选项四</p>"]'::jsonb
            ELSE '[]'::jsonb END,
          'correct', CASE t.type WHEN 'single' THEN jsonb_build_array(k % 4)
            WHEN 'multiple' THEN jsonb_build_array(least(k % 4, (k + 1) % 4), greatest(k % 4, (k + 1) % 4)) ELSE '[]'::jsonb END,
          'judge', CASE WHEN t.type = 'judge' THEN to_jsonb(k % 2 = 0) ELSE 'null'::jsonb END,
          'blanks', CASE WHEN t.type = 'fill'
            THEN '[{"kind": "text", "answers": ["牛顿", "N"]}]'::jsonb ELSE '[]'::jsonb END,
          'reference', CASE WHEN t.type = 'essay' THEN '<p>仪器误差、读数误差与环境因素。</p>' ELSE '' END
        ) AS body) AS q
    WHERE c.${SCALE_COURSES}
    ORDER BY c.id, k`,
  );
}
