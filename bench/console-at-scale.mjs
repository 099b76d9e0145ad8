// Issue 33, goal 2: the console's lists and searches and the portal's calls on a province-sized
// centre (`npm run seed:scale` on PostgreSQL), p95 over a fixed mix, one client and 20 at once,
// with the public cache off; page 2 000 against page 1 of the long lists. Latencies are
// app.inject's (in-process, no network), so they are the server's and the database's own time.
//
//   node --import tsx bench/console-at-scale.mjs --database-url postgres://…/xnfz_scale
//   (or SCALE_DATABASE_URL=…; `npm run bench` runs it when that variable is set)
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { startSession } from '../server/auth/sessions.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/open-database.ts';

export const CONSOLE_P95_MS = 150;
export const PORTAL_P95_MS = 100;
const ROUNDS = 20;
const CROWD = 20;
const DEEP_PAGE = 2000;
const PAGE_SIZE = 50;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];
const round = (value) => Number(value.toFixed(1));

async function one(db, query) {
  const result = await db.execute(query);
  return (result.rows ?? result)[0];
}

/** The values the mix asks for, read from the scale set (its most popular course and experiment). */
async function mixValues(db) {
  const course = await one(
    db,
    sql`SELECT id FROM courses WHERE tags @> '["规模数据"]'::jsonb ORDER BY learner_count DESC LIMIT 1`,
  );
  const experiment = await one(
    db,
    sql`SELECT experiment_id AS id, count(*)::int AS n FROM experiment_sessions
        GROUP BY experiment_id ORDER BY n DESC LIMIT 1`,
  );
  const student = await one(
    db,
    sql`SELECT real_name, student_number FROM users
        WHERE email LIKE '%@scale.example.edu.cn' AND identity = 'student' ORDER BY id DESC LIMIT 1`,
  );
  const admin = await one(db, sql`SELECT id FROM users WHERE role = 'admin' ORDER BY id LIMIT 1`);
  // the busiest learner: the personal center's calls at their heaviest
  const learner = await one(
    db,
    sql`SELECT user_id AS id FROM experiment_sessions WHERE user_id IS NOT NULL
        GROUP BY user_id ORDER BY count(*) DESC LIMIT 1`,
  );
  if (!course || !experiment || !student)
    throw new Error('没有规模数据：先运行 npm run seed:scale（DATABASE_URL 指向这个数据库）');
  if (!admin) throw new Error('数据库里没有管理员账号（角色 admin）');
  return {
    courseId: course.id,
    experimentId: experiment.id,
    attempts: experiment.n,
    realName: student.real_name,
    studentNumber: student.student_number,
    adminId: admin.id,
    learnerId: learner.id,
  };
}

/** The fixed mix: [name, url, query, who] — true: the console (an admin), false: anonymous. */
function requestMix(values) {
  const page = (n) => ({ pageNum: String(n), pageSize: String(PAGE_SIZE) });
  const month = { startDate: '2026-03-01', endDate: '2026-03-31' };
  const attempts = { experimentId: String(values.experimentId) };
  return [
    ['userList 第 1 页', '/api/admin/userList', page(1), true],
    [`userList 第 ${DEEP_PAGE} 页`, '/api/admin/userList', page(DEEP_PAGE), true],
    ['userList 姓名', '/api/admin/userList', { ...page(1), keyword: values.realName }, true],
    [
      'userList 学号前缀',
      '/api/admin/userList',
      { ...page(1), keyword: values.studentNumber.slice(0, 8) },
      true,
    ],
    [
      'courseLearners 第 1 页',
      '/api/admin/courseLearners',
      { ...page(1), courseId: String(values.courseId) },
      true,
    ],
    [
      `courseLearners 第 ${DEEP_PAGE / 4} 页`,
      '/api/admin/courseLearners',
      { ...page(DEEP_PAGE / 4), courseId: String(values.courseId) },
      true,
    ],
    [
      'experimentAttempts 第 1 页',
      '/api/admin/experimentAttempts',
      { ...page(1), ...attempts },
      true,
    ],
    [
      `experimentAttempts 第 ${DEEP_PAGE} 页`,
      '/api/admin/experimentAttempts',
      { ...page(DEEP_PAGE), ...attempts },
      true,
    ],
    [
      'experimentAttempts 学号',
      '/api/admin/experimentAttempts',
      { ...page(1), ...attempts, student: values.studentNumber },
      true,
    ],
    [
      'experimentAttempts 一个月',
      '/api/admin/experimentAttempts',
      { ...page(1), ...attempts, ...month },
      true,
    ],
    ['auditList', '/api/admin/auditList', page(1), true],
    ['articleList（控制台）', '/api/admin/articleList', page(1), true],
    ['courseList 热门', '/api/xnfz/courseList', { pageSize: '20', sort: 'hot' }, false],
    ['courseList 最新', '/api/xnfz/courseList', { pageSize: '20' }, false],
    ['courseDetail', '/api/xnfz/courseDetail', { id: String(values.courseId) }, false],
    ['censusTotal', '/api/xnfz/censusTotal', {}, false],
    ['webMonthClicks', '/api/xnfz/webMonthClicks', {}, false],
    ['identityMonthClicks', '/api/xnfz/identityMonthClicks', {}, false],
    ['lessonRanking', '/api/xnfz/lessonRanking', { by: 'learn', limit: '10' }, false],
    ['articleList', '/api/xnfz/articleList', { kind: 'news', pageSize: '10' }, false],
    ['resourceList', '/api/xnfz/resourceList', { kind: 'resource', pageSize: '12' }, false],
    ['experimentList', '/api/xnfz/experimentList', { pageSize: '12' }, false],
    ['identityMonthDuration', '/api/xnfz/identityMonthDuration', {}, false],
    ['identityTrainingClicks', '/api/xnfz/identityTrainingClicks', {}, false],
    ['lessonLearnCount', '/api/xnfz/lessonLearnCount', {}, false],
    ['search', '/api/xnfz/search', { keyword: '实验' }, false],
    ['userLearn（学生）', '/api/xnfz/userLearn', {}, 'student'],
    ['userLearnRecord（学生）', '/api/xnfz/userLearnRecord', { pageSize: '10' }, 'student'],
    [
      'userExperimentRecord（学生）',
      '/api/xnfz/userExperimentRecord',
      { pageSize: '10' },
      'student',
    ],
  ];
}

async function timedCall(app, tokens, [, url, query, who]) {
  const token = who === true ? tokens.admin : who === 'student' ? tokens.student : undefined;
  const started = performance.now();
  const response = await app.inject({
    method: 'GET',
    url,
    query,
    headers: token ? { token } : {},
  });
  const elapsed = performance.now() - started;
  const answer = response.json();
  if (answer.code !== 0) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
  return elapsed;
}

/**
 * Goal 3's figures for one export as it is today (the file in the JSON envelope): the time until
 * its first byte — the whole answer, since nothing is sent before the workbook is built — its
 * size, the server's RSS growth at its peak (sampled every 20 ms), and censusTotal's p95 alongside.
 */
async function measureExport(app, token, [name, url, query]) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 20);
  const alongside = [];
  let done = false;
  const probe = (async () => {
    while (!done)
      alongside.push(await timedCall(app, {}, ['', '/api/xnfz/censusTotal', {}, false]));
  })();
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, query, headers: { token } });
  const elapsed = performance.now() - started;
  done = true;
  await probe;
  clearInterval(sampler);
  const answer = response.json();
  if (answer.code !== 0) throw new Error(`${url}: ${response.body.slice(0, 300)}`);
  alongside.sort((a, b) => a - b);
  return {
    name,
    firstByteMs: Math.round(elapsed),
    fileKb: Math.round((answer.data.contentBase64.length * 3) / 4 / 1024),
    rssGrowthMb: Math.round((peak - rssBefore) / 2 ** 20),
    censusP95Ms: alongside.length ? round(percentile(alongside, 0.95)) : null,
  };
}

/** Every entry of the mix `rounds` times, at most `limit` at once; each entry's sorted times. */
async function runMix(app, token, mix, rounds, limit) {
  const tasks = [];
  for (let round = 0; round < rounds; round += 1) mix.forEach((entry, i) => tasks.push(i));
  const times = mix.map(() => []);
  let next = 0;
  async function worker() {
    while (next < tasks.length) {
      const index = tasks[next++];
      times[index].push(await timedCall(app, token, mix[index]));
    }
  }
  await Promise.all(Array.from({ length: limit }, worker));
  return times.map((list) => list.sort((a, b) => a - b));
}

/**
 * p95 of each call of the mix, alone and with 20 clients, on the scale set at `url`.
 * @example
 * const scale = await measureConsoleAtScale(process.env.SCALE_DATABASE_URL);
 */
export async function measureConsoleAtScale(url) {
  const database = await openDatabase({ url });
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    publicCacheSeconds: 0,
    rateLimit: { authMax: 1e6, captchaMax: 1e6, windowSeconds: 60 },
  };
  const app = await buildApp({ db: database.db, config });
  try {
    const values = await mixValues(database.db);
    const ctx = { db: database.db, config };
    const token = {
      admin: (await startSession(ctx, values.adminId)).token,
      student: (await startSession(ctx, values.learnerId)).token,
    };
    const mix = requestMix(values);
    await runMix(app, token, mix, 2, 1); // warm-up: plans, caches, the JIT
    const single = await runMix(app, token, mix, ROUNDS, 1);
    const crowd = await runMix(app, token, mix, ROUNDS, CROWD);
    const rows = mix.map(([name, path, , who], i) => {
      const isConsole = who === true;
      const target = isConsole ? CONSOLE_P95_MS : PORTAL_P95_MS;
      const singleP95 = round(percentile(single[i], 0.95));
      const crowdP95 = round(percentile(crowd[i], 0.95));
      return {
        name,
        path,
        console: isConsole,
        singleP50: round(percentile(single[i], 0.5)),
        singleP95,
        crowdP95,
        target,
        pass: singleP95 <= target && crowdP95 <= target,
      };
    });
    // page 1 against the deep page of the same list (the mix names them 第 1 页 and 第 N 页 / 末页)
    const deepPaging = rows
      .filter((row) => row.name.endsWith('第 1 页'))
      .map((first) => {
        const deep = rows.find(
          (row) => row.path === first.path && row !== first && /第 \d+ 页|末页/.test(row.name),
        );
        return deep
          ? {
              list: first.path.replace(/^\/api\/admin\//, ''),
              deepPage: deep.name.replace(/^\S+ /, ''),
              firstP95: first.singleP95,
              deepP95: deep.singleP95,
              ratio: Number((deep.singleP95 / first.singleP95).toFixed(2)),
            }
          : null;
      })
      .filter(Boolean);
    const exports = [];
    for (const entry of [
      [
        '实验成绩导出',
        '/api/admin/exportExperimentAttempts',
        { experimentId: String(values.experimentId) },
      ],
      ['课程学员导出', '/api/admin/exportCourseLearners', { courseId: String(values.courseId) }],
    ])
      exports.push(await measureExport(app, token.admin, entry));
    return { rounds: ROUNDS, crowd: CROWD, values, rows, deepPaging, exports };
  } finally {
    await app.close();
    await database.close();
  }
}

/** Prints the rows (what `npm run bench` prints too). */
export function printConsoleAtScale(result) {
  for (const file of result.exports ?? [])
    console.log(
      `  ${file.name}: first byte after ${file.firstByteMs} ms (the whole file: not streamed), ${file.fileKb} KB, RSS +${file.rssGrowthMb} MB, censusTotal p95 meanwhile ${file.censusP95Ms} ms`,
    );
  for (const pair of result.deepPaging)
    console.log(
      `  ${pair.list}: ${pair.deepPage} p95 ${pair.deepP95} ms vs 第 1 页 ${pair.firstP95} ms (×${pair.ratio})`,
    );
  console.log(
    `  ${result.rounds} rounds; popular experiment ${result.values.experimentId} with ${result.values.attempts} attempts`,
  );
  for (const row of result.rows)
    console.log(
      `  ${row.pass ? 'PASS' : 'FAIL'}  ${row.name.padEnd(28)} p50 ${String(row.singleP50).padStart(6)} · p95 ${String(row.singleP95).padStart(6)} ms alone · ${String(row.crowdP95).padStart(6)} ms with ${result.crowd} (target ≤ ${row.target})`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const flag = process.argv.indexOf('--database-url');
  const url = flag > 0 ? process.argv[flag + 1] : process.env.SCALE_DATABASE_URL;
  if (!url) {
    console.error('用法：node --import tsx bench/console-at-scale.mjs --database-url postgres://…');
    process.exit(2);
  }
  printConsoleAtScale(await measureConsoleAtScale(url));
}
