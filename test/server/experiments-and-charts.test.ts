/**
 * Experiments (list, start, finish) and the data-screen statistics: each chart equals the sum of
 * the events this file creates — through the API or as counter rows on chosen days.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { courses, dailyCounters, experimentSessions, experiments } from '../../server/db/schema';
import type {
  CensusTotal,
  Experiment,
  ExperimentFinishData,
  ExperimentStartData,
  IdentityMonthSeries,
  IdentityValue,
  LessonLearnCountRow,
  LessonRankingRow,
  NameValue,
  Paged,
  UserExperimentRecordRow,
  WebMonthClicks,
} from '../../src/core/api/contract';
import { createCourseFixture } from './helpers/course-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { signResult } from '../../server/experiments/result-signature';
import { dayOf } from '../../server/statistics/calendar';
import { call, createTestApp, loginToken, register } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const SECRET = 'experiments-and-charts-secret';

let t: TestApp;
let f: CourseFixture;
let student: string;
let teacher: string;
let e1: number;
let e2: number;
let e3: number;
before(async () => {
  t = await createTestApp({ config: { learnTestHeadStartSeconds: 3600 } });
  f = await createCourseFixture(t.db);
  const rows = await t.db
    .insert(experiments)
    .values([
      // third-party experiments: their results are signed (built-ins: experiment-steps.test.ts)
      {
        title: '单摆测重力加速度',
        summary: '改变摆长测周期',
        launchUrl: 'https://sim.example.edu.cn/pendulum',
        resultOrigin: 'https://sim.example.edu.cn',
        resultSecret: SECRET,
        durationMinutes: 20,
        courseId: f.course.c1,
        sortOrder: 1,
      },
      {
        title: '欧姆定律验证',
        summary: '测量电阻',
        launchUrl: 'https://sim.example.edu.cn/ohm?mode=full#start',
        resultOrigin: 'https://sim.example.edu.cn',
        resultSecret: SECRET,
        durationMinutes: 15,
        sortOrder: 2,
      },
      { title: '未发布实验', launchUrl: '/PC/experiments/x.html', published: false },
    ])
    .returning({ id: experiments.id });
  [e1, e2, e3] = rows.map((row) => row.id) as [number, number, number];
  student = await loginToken(t, 'student1');
  teacher = await loginToken(t, 'teacher1');
});
after(() => t.close());

async function get<T>(url: string, query: Record<string, string> = {}, token?: string) {
  return (await call<T>(t, 'GET', url, { query, ...(token ? { token } : {}) })).body;
}

async function ok<T>(url: string, query: Record<string, string> = {}, token?: string) {
  const body = await get<T>(url, query, token);
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data!;
}

/** A result body signed as the experiment's server signs it. */
function signed(body: Record<string, unknown>): Record<string, unknown> {
  const timestamp = t.clock.now().getTime();
  const signature = signResult(SECRET, String(body.sessionId), timestamp, body);
  return { ...body, timestamp, signature };
}

async function post<T>(url: string, body: unknown, token?: string) {
  const sign = url === '/api/xnfz/experimentFinish';
  const sent = sign ? signed(body as Record<string, unknown>) : body;
  return (await call<T>(t, 'POST', url, { body: sent, ...(token ? { token } : {}) })).body;
}

async function counterRows(
  rows: { day: string; metric: string; identity: string; subjectId?: number; value: number }[],
) {
  await t.db
    .insert(dailyCounters)
    .values(rows.map((row) => ({ subjectId: 0, ...row, identity: row.identity as 'visitor' })));
}

async function launches(experimentId: number) {
  const [row] = await t.db.select().from(experiments).where(eq(experiments.id, experimentId));
  return row!.launchCount;
}

async function start(experimentId: number, token?: string) {
  const body = await post<ExperimentStartData>(
    '/api/xnfz/experimentStart',
    { experimentId },
    token,
  );
  assert.equal(body.code, 0, JSON.stringify(body));
  return body.data!;
}

async function finish(sessionId: string, score: number, durationSeconds: number, token = student) {
  return post<ExperimentFinishData>(
    '/api/xnfz/experimentFinish',
    { sessionId, score, durationSeconds },
    token,
  );
}

describe('experimentList', () => {
  it('lists published experiments in catalogue order, with paging and a keyword', async () => {
    const page = await ok<Paged<Experiment>>('/api/xnfz/experimentList');
    assert.equal(page.total, 2);
    assert.deepEqual(page.rows[0], {
      id: e1,
      title: '单摆测重力加速度',
      cover: '',
      summary: '改变摆长测周期',
      courseId: f.course.c1,
      launchUrl: 'https://sim.example.edu.cn/pendulum',
      launchCount: 0,
      avgScore: 0,
      durationMinutes: 20,
    });
    assert.equal(page.rows[1]!.courseId, null);
    const ids = async (query: Record<string, string>) =>
      (await ok<Paged<Experiment>>('/api/xnfz/experimentList', query)).rows.map((row) => row.id);
    assert.deepEqual(await ids({ keyword: '单摆' }), [e1]);
    assert.deepEqual(await ids({ keyword: ' 电阻 ' }), [e2], 'summary, trimmed');
    assert.deepEqual(await ids({ keyword: '未发布' }), []);
    assert.deepEqual(await ids({ pageNum: '2', pageSize: '1' }), [e2]);
    assert.deepEqual(await get('/api/xnfz/experimentList', { pageSize: '0' }), {
      code: 500,
      msg: '参数错误：pageSize 必须是 1 到 100 之间的整数',
    });
  });
});

describe('experimentStart', () => {
  it('starts a session without login, counted for visitors, with the session in the launch URL', async () => {
    const first = await start(e1);
    assert.match(first.sessionId, /^[A-Za-z0-9_-]{24}$/);
    assert.equal(
      first.launchUrl,
      `https://sim.example.edu.cn/pendulum?sessionId=${first.sessionId}`,
    );
    const second = await start(e2);
    assert.notEqual(second.sessionId, first.sessionId);
    assert.equal(
      second.launchUrl,
      `https://sim.example.edu.cn/ohm?mode=full&sessionId=${second.sessionId}#start`,
    );
    const [row] = await t.db
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, first.sessionId));
    assert.deepEqual(
      [row!.userId, row!.identity, row!.startedAt.toISOString(), row!.finishedAt],
      [null, 'visitor', t.clock.now().toISOString(), null],
    );
    assert.equal(await launches(e1), 1);
  });

  it('stores the session with a token holder and counts their identity', async () => {
    const started = await start(e1, student);
    const [row] = await t.db
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, started.sessionId));
    const [user] = await t.db
      .execute(sql`SELECT id FROM users WHERE username = 'student1'`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    assert.deepEqual([row!.userId, row!.identity], [user!.id, 'student']);
    assert.equal(await launches(e1), 2);
  });

  it('refuses unknown and unpublished experiments and bad input, counting nothing', async () => {
    for (const experimentId of [999999, e3]) {
      assert.deepEqual(await post('/api/xnfz/experimentStart', { experimentId }), {
        code: 500,
        msg: '资源不存在',
      });
    }
    for (const [body, msg] of [
      [{}, '参数错误：experimentId 不能为空'],
      [{ experimentId: '1' }, '参数错误：experimentId 必须是整数'],
      [{ experimentId: 0 }, '参数错误：experimentId 必须是 1 到 2147483647 之间的整数'],
    ] as const) {
      assert.deepEqual(await post('/api/xnfz/experimentStart', body), { code: 500, msg });
    }
    assert.equal(await launches(e3), 0);
    assert.equal(await launches(e1), 2);
  });
});

describe('experimentFinish', () => {
  it('records the caller’s attempt and answers best and attempts', async () => {
    const one = await start(e2, student);
    const two = await start(e2, student);
    t.clock.advance(300);
    assert.deepEqual((await finish(one.sessionId, 80, 600)).data, {
      best: 80,
      attempts: 1,
      score: 80,
    });
    const [row] = await t.db
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, one.sessionId));
    assert.equal(row!.durationSeconds, 300, 'no more than the time since the start');
    assert.equal(row!.score, 80);
    assert.equal(row!.finishedAt!.toISOString(), t.clock.now().toISOString());
    assert.deepEqual((await finish(two.sessionId, 60.5, 120)).data, {
      best: 80,
      attempts: 2,
      score: 60.5,
    });
    const list = await ok<Paged<Experiment>>('/api/xnfz/experimentList');
    const ohm = list.rows.find((experiment) => experiment.id === e2)!;
    assert.equal(ohm.avgScore, 70.3, '(80 + 60.5) / 2, one decimal');
    assert.equal(ohm.launchCount, 3);
  });

  it('refuses a finished, someone else’s, an anonymous or an unknown session', async () => {
    const mine = await start(e1, student);
    assert.deepEqual((await finish(mine.sessionId, 90, 60)).data, {
      best: 90,
      attempts: 1,
      score: 90,
    });
    assert.deepEqual(await finish(mine.sessionId, 100, 60), {
      code: 500,
      msg: '该次实验已经提交过成绩，请重新开始实验',
    });
    const theirs = await start(e1, teacher);
    assert.deepEqual(await finish(theirs.sessionId, 100, 60), {
      code: 500,
      msg: '该实验记录不属于当前用户',
    });
    const anonymous = await start(e1);
    assert.deepEqual(await finish(anonymous.sessionId, 100, 60), {
      code: 500,
      msg: '该次实验由游客启动，成绩不记录；请登录后重新开始实验',
    });
    assert.deepEqual(await finish('no-such-session', 100, 60), {
      code: 500,
      msg: '实验记录不存在，请重新开始实验',
    });
    const [pendulum] = await t.db.select().from(experiments).where(eq(experiments.id, e1));
    assert.deepEqual(
      [pendulum!.finishedCount, pendulum!.scoreSum],
      [1, 90],
      'nothing else counted',
    );
    assert.deepEqual((await finish(theirs.sessionId, 70, 60, teacher)).data, {
      best: 70,
      attempts: 1,
      score: 70,
    });
  });

  const invalid: [Record<string, unknown>, string][] = [
    [{ sessionId: undefined }, '参数错误：sessionId 不能为空'],
    [{ sessionId: '' }, '参数错误：sessionId 不能为空'],
    [{ score: 101 }, '参数错误：score 必须是 0 到 100 之间的数字'],
    [{ score: -1 }, '参数错误：score 必须是 0 到 100 之间的数字'],
    [{ score: '80' }, '参数错误：score 必须是数字'],
    [{ durationSeconds: 1.5 }, '参数错误：durationSeconds 必须是整数'],
    [{ durationSeconds: undefined }, '参数错误：durationSeconds 不能为空'],
    [{ report: 'x'.repeat(20_001) }, '参数错误：report 长度不能超过 20000 个字符'],
  ];
  for (const [change, msg] of invalid) {
    it(`rejects ${JSON.stringify(change).slice(0, 40)} and changes nothing`, async () => {
      const session = await start(e1, student);
      const body: Record<string, unknown> = {
        sessionId: session.sessionId,
        score: 50,
        durationSeconds: 10,
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      assert.deepEqual(await post('/api/xnfz/experimentFinish', body, student), {
        code: 500,
        msg,
      });
      const [row] = await t.db
        .select()
        .from(experimentSessions)
        .where(eq(experimentSessions.id, session.sessionId));
      assert.equal(row!.finishedAt, null);
    });
  }

  it('keeps a report', async () => {
    const session = await start(e1, student);
    const body = await post<ExperimentFinishData>(
      '/api/xnfz/experimentFinish',
      {
        sessionId: session.sessionId,
        score: 95,
        durationSeconds: 0,
        report: '周期 2.2 s，g = 9.79',
      },
      student,
    );
    assert.deepEqual(body.data, { best: 95, attempts: 2, score: 95 });
    const [row] = await t.db
      .select()
      .from(experimentSessions)
      .where(eq(experimentSessions.id, session.sessionId));
    assert.equal(row!.report, '周期 2.2 s，g = 9.79');
  });
});

describe('userExperimentRecord', () => {
  it('lists the caller’s finished attempts, last finished first, by day and by page', async () => {
    const learner = (await register(t)).body.data!.token;
    const first = await start(e1, learner);
    t.clock.advance(60);
    await finish(first.sessionId, 70, 50, learner);
    const second = await start(e2, learner);
    t.clock.advance(100);
    await finish(second.sessionId, 85, 90, learner);
    const third = await start(e1, learner);
    const thirdStarted = t.clock.now().toISOString();
    t.clock.advance(30);
    await post(
      '/api/xnfz/experimentFinish',
      { sessionId: third.sessionId, score: 92.5, durationSeconds: 30, report: 'g = 9.80' },
      learner,
    );
    await start(e1, learner); // launched, never finished: not an attempt
    await finish((await start(e1, teacher)).sessionId, 40, 10, teacher); // someone else's
    // the first attempt happened two days ago (tokens would expire if the clock moved that far)
    const twoDaysAgo = new Date(t.clock.now().getTime() - 2 * 86_400_000);
    await t.db
      .update(experimentSessions)
      .set({ startedAt: twoDaysAgo, finishedAt: twoDaysAgo })
      .where(eq(experimentSessions.id, first.sessionId));
    const today = dayOf(t.clock.now(), t.config.timeZone);
    const earlier = dayOf(twoDaysAgo, t.config.timeZone);

    const records = (query: Record<string, string> = {}) =>
      ok<Paged<UserExperimentRecordRow>>('/api/xnfz/userExperimentRecord', query, learner);
    const all = await records();
    assert.equal(all.total, 3);
    assert.deepEqual(
      all.rows.map((row) => [row.experimentId, row.score]),
      [
        [e1, 92.5],
        [e2, 85],
        [e1, 70],
      ],
    );
    assert.deepEqual(all.rows[0], {
      id: third.sessionId,
      experimentId: e1,
      experimentTitle: '单摆测重力加速度',
      score: 92.5,
      durationSeconds: 30,
      startedAt: thirdStarted,
      finishedAt: t.clock.now().toISOString(),
      report: 'g = 9.80',
      steps: null,
      status: 'finished',
    });
    assert.equal(all.rows[2]!.report, null);
    const day = async (startDate: string, endDate: string) =>
      (await records({ startDate, endDate })).rows.map((row) => row.score);
    assert.deepEqual(await day(today, today), [92.5, 85]);
    assert.deepEqual(await day(earlier, earlier), [70]);
    assert.deepEqual(await day(earlier, today), [92.5, 85, 70]);
    const page2 = await records({ pageNum: '2', pageSize: '2' });
    assert.deepEqual([page2.total, page2.rows.map((row) => row.score)], [3, [70]]);
  });

  it('needs a login and rejects impossible dates', async () => {
    assert.equal((await get('/api/xnfz/userExperimentRecord')).code, 500);
    const bad: [Record<string, string>, string][] = [
      [{ startDate: '2025-02-30' }, '参数错误：startDate 不是有效的日期'],
      [{ startDate: '2025-03-02', endDate: '2025-03-01' }, '参数错误：startDate 不能晚于 endDate'],
      [{ pageSize: '0' }, '参数错误：pageSize'],
    ];
    for (const [query, msg] of bad) {
      const body = await get('/api/xnfz/userExperimentRecord', query, student);
      assert.equal(body.code, 500);
      assert.ok(body.msg.startsWith(msg), `${JSON.stringify(query)} → ${body.msg}`);
    }
  });
});

describe('identityTrainingClicks', () => {
  it('sums experiment launches by identity, every identity listed with its Chinese name', async () => {
    const counted = await t.db.select().from(experimentSessions);
    const by = (identity: string) => counted.filter((row) => row.identity === identity).length;
    const data = await ok<IdentityValue[]>('/api/xnfz/identityTrainingClicks');
    assert.deepEqual(data, [
      { identity: 'student', name: '学生', value: by('student') },
      { identity: 'teacher', name: '教师', value: by('teacher') },
      { identity: 'public', name: '社会学习者', value: 0 },
      { identity: 'visitor', name: '游客', value: by('visitor') },
    ]);
    const [launched] = await t.db
      .select({ n: sql<number>`SUM(${experiments.launchCount})`.mapWith(Number) })
      .from(experiments);
    assert.equal(launched!.n, counted.length, 'launchCount agrees with the sessions');
    await counterRows([
      {
        day: '2023-01-05',
        metric: 'experiment_launch',
        identity: 'public',
        subjectId: e1,
        value: 7,
      },
      {
        day: '2025-03-09',
        metric: 'experiment_launch',
        identity: 'public',
        subjectId: e2,
        value: 4,
      },
      { day: '2025-03-09', metric: 'page_visit', identity: 'public', value: 1000 },
    ]);
    const after = await ok<IdentityValue[]>('/api/xnfz/identityTrainingClicks');
    assert.equal(after[2]!.value, 11, 'all time, only launches');
  });
});

describe('monthly charts', () => {
  const months = [
    '2024-04',
    '2024-05',
    '2024-06',
    '2024-07',
    '2024-08',
    '2024-09',
    '2024-10',
    '2024-11',
    '2024-12',
    '2025-01',
    '2025-02',
    '2025-03',
  ];
  const zeros = () => months.map(() => 0);
  const at = (values: Record<number, number>) => {
    const data = zeros();
    for (const [i, value] of Object.entries(values)) data[Number(i)] = value;
    return data;
  };

  before(async () => {
    await t.db.delete(dailyCounters).where(eq(dailyCounters.metric, 'page_visit'));
    await counterRows([
      { day: '2024-03-31', metric: 'page_visit', identity: 'student', value: 1000 },
      { day: '2024-04-01', metric: 'page_visit', identity: 'student', value: 7 },
      { day: '2024-04-30', metric: 'page_visit', identity: 'visitor', value: 3 },
      { day: '2024-12-15', metric: 'page_visit', identity: 'teacher', value: 11 },
      { day: '2025-03-01', metric: 'page_visit', identity: 'public', value: 5 },
      { day: '2025-04-01', metric: 'page_visit', identity: 'visitor', value: 999 },
      {
        day: '2024-06-10',
        metric: 'learn_seconds',
        identity: 'public',
        subjectId: f.course.c2,
        value: 500,
      },
      {
        day: '2024-03-01',
        metric: 'learn_seconds',
        identity: 'student',
        subjectId: f.course.c5,
        value: 1000,
      },
      {
        day: '2025-03-09',
        metric: 'learn_seconds',
        identity: 'student',
        subjectId: f.course.c6,
        value: 77,
      },
    ]);
    await get('/api/xnfz/webClicksAdd');
    await get('/api/xnfz/webClicksAdd');
    await get('/api/xnfz/webClicksAdd', {}, student);
  });

  it('identityMonthClicks: page visits of the 12 months ending this month, by identity', async () => {
    const data = await ok<IdentityMonthSeries>('/api/xnfz/identityMonthClicks');
    assert.deepEqual(data, {
      months,
      series: [
        { identity: 'student', name: '学生', data: at({ 0: 7, 11: 1 }) },
        { identity: 'teacher', name: '教师', data: at({ 8: 11 }) },
        { identity: 'public', name: '社会学习者', data: at({ 11: 5 }) },
        { identity: 'visitor', name: '游客', data: at({ 0: 3, 11: 2 }) },
      ],
    });
  });

  it('webMonthClicks: the same visits, all identities together', async () => {
    assert.deepEqual(await ok<WebMonthClicks>('/api/xnfz/webMonthClicks'), {
      months,
      data: at({ 0: 10, 8: 11, 11: 8 }),
    });
  });

  it('identityMonthDuration: learning seconds reported through learnProgress, by identity', async () => {
    const report = async (token: string, lessonId: number, watchedSeconds: number) => {
      const body = await post(
        '/api/xnfz/learnProgress',
        { lessonId, position: 0, watchedSeconds },
        token,
      );
      assert.equal(body.code, 0, JSON.stringify(body));
    };
    await report(student, f.lesson.L1, 15);
    await report(teacher, f.lesson.L5, 20);
    const publicUser = await loginToken(t, 'public1');
    await report(publicUser, f.lesson.L1, 30);
    const data = await ok<IdentityMonthSeries>('/api/xnfz/identityMonthDuration');
    assert.deepEqual(data.months, months);
    assert.deepEqual(
      data.series.map((series) => [series.identity, series.name, series.data]),
      [
        ['student', '学生', at({ 11: 15 + 77 })],
        ['teacher', '教师', at({ 11: 20 })],
        ['public', '社会学习者', at({ 2: 500, 11: 30 })],
        ['visitor', '游客', zeros()],
      ],
    );
    const census = await ok<CensusTotal>('/api/xnfz/censusTotal');
    const shown = data.series.flatMap((series) => series.data).reduce((a, b) => a + b, 0);
    assert.equal(census.totalLearnSeconds, shown + 1000, 'all but the one outside the window');
  });

  it('moves the window with the month of the configured time zone', async () => {
    t.clock.advance(21 * 86_400 + 14 * 3600 + 30 * 60); // 2025-03-31T16:30Z = 04-01 00:30 in Shanghai
    const shanghai = await ok<WebMonthClicks>('/api/xnfz/webMonthClicks');
    assert.deepEqual([shanghai.months[0], shanghai.months[11]], ['2024-05', '2025-04']);
    assert.deepEqual(shanghai.data, [0, 0, 0, 0, 0, 0, 0, 11, 0, 0, 8, 999]);
    const utc = await createTestApp({
      database: t.database,
      config: { timeZone: 'UTC', learnTestHeadStartSeconds: 3600 },
    });
    try {
      utc.clock.advance(21 * 86_400 + 14 * 3600 + 30 * 60);
      const response = await call<WebMonthClicks>(utc, 'GET', '/api/xnfz/webMonthClicks');
      assert.deepEqual(response.body.data!.months, months, 'still March in UTC');
    } finally {
      await utc.close();
    }
    t.clock.advance(-(21 * 86_400 + 14 * 3600 + 30 * 60));
  });

  it('the monthly calls take no parameters but ignore cache busters', async () => {
    for (const url of [
      '/api/xnfz/identityMonthClicks',
      '/api/xnfz/identityMonthDuration',
      '/api/xnfz/webMonthClicks',
      '/api/xnfz/identityTrainingClicks',
    ]) {
      assert.equal((await get(url, { _t: '123' })).code, 0, url);
    }
  });
});

describe('lessonCount', () => {
  it('counts published courses per top-level category, sub-categories included', async () => {
    assert.deepEqual(await ok<NameValue[]>('/api/xnfz/lessonCount'), [
      { name: '理工类', value: 4 },
      { name: '文史类', value: 1 },
      { name: '实训基地', value: 1 },
    ]);
    await t.db.insert(courses).values({ title: '无分类课程', type: 'major' });
    const all = await ok<NameValue[]>('/api/xnfz/lessonCount');
    assert.deepEqual(all.at(-1), { name: '未分类', value: 1 });
    const census = await ok<CensusTotal>('/api/xnfz/censusTotal');
    assert.equal(
      all.reduce((sum, row) => sum + row.value, 0),
      census.courseCount,
      'every published course once',
    );
  });

  it('counts one course type, over the categories for all types or that type', async () => {
    assert.deepEqual(await ok<NameValue[]>('/api/xnfz/lessonCount', { type: 'practice' }), [
      { name: '理工类', value: 1 },
      { name: '文史类', value: 0 },
      { name: '实训基地', value: 1 },
    ]);
    assert.deepEqual(await ok<NameValue[]>('/api/xnfz/lessonCount', { type: 'simulation' }), [
      { name: '理工类', value: 1 },
      { name: '文史类', value: 0 },
    ]);
    assert.deepEqual(await get('/api/xnfz/lessonCount', { type: 'x' }), {
      code: 500,
      msg: '参数错误：type 必须是 major、practice、simulation 之一',
    });
  });
});

describe('lessonLearnCount', () => {
  const learnCount = (query: Record<string, string> = {}) =>
    ok<LessonLearnCountRow[]>('/api/xnfz/lessonLearnCount', query);

  before(async () => {
    // Events of 2025-03-10 so far: student 15 s and public1 30 s on c1, teacher 20 s on c3.
    // The next day (Shanghai): student 10 s more on c1 and 40 s on c3.
    t.clock.advance(86_400);
    student = await loginToken(t, 'student1');
    const report = async (lessonId: number, watchedSeconds: number) => {
      const body = await post(
        '/api/xnfz/learnProgress',
        { lessonId, position: 0, watchedSeconds },
        student,
      );
      assert.equal(body.code, 0, JSON.stringify(body));
    };
    await report(f.lesson.L1, 10);
    await report(f.lesson.L5, 40);
  });

  it('sums learners per day and seconds per course, most learners first', async () => {
    assert.deepEqual(await learnCount(), [
      { courseId: f.course.c1, title: '机械制图基础', learnCount: 3, learnSeconds: 55 },
      { courseId: f.course.c3, title: '单片机原理', learnCount: 2, learnSeconds: 60 },
      { courseId: f.course.c5, title: '中国古代史', learnCount: 0, learnSeconds: 1000 },
      { courseId: f.course.c2, title: '数控车床实训', learnCount: 0, learnSeconds: 500 },
    ]);
  });

  it('limits to the days of the range and to `limit` rows', async () => {
    assert.deepEqual(await learnCount({ startDate: '2025-03-11', endDate: '2025-03-11' }), [
      { courseId: f.course.c3, title: '单片机原理', learnCount: 1, learnSeconds: 40 },
      { courseId: f.course.c1, title: '机械制图基础', learnCount: 1, learnSeconds: 10 },
    ]);
    assert.deepEqual(
      (await learnCount({ endDate: '2025-03-10' })).map((row) => [
        row.courseId,
        row.learnCount,
        row.learnSeconds,
      ]),
      [
        [f.course.c1, 2, 45],
        [f.course.c3, 1, 20],
        [f.course.c5, 0, 1000],
        [f.course.c2, 0, 500],
      ],
    );
    assert.deepEqual(
      (await learnCount({ startDate: '2024-06-10', endDate: '2024-06-10' })).map(
        (row) => row.courseId,
      ),
      [f.course.c2],
    );
    assert.deepEqual(await learnCount({ startDate: '2025-03-12' }), []);
    assert.deepEqual(
      (await learnCount({ limit: '1' })).map((row) => row.courseId),
      [f.course.c1],
    );
  });

  const invalid: [Record<string, string>, string][] = [
    [{ limit: '0' }, '参数错误：limit 必须是 1 到 50 之间的整数'],
    [{ limit: '51' }, '参数错误：limit 必须是 1 到 50 之间的整数'],
    [{ limit: 'all' }, '参数错误：limit 必须是整数'],
    [{ startDate: '2025/03/01' }, '参数错误：startDate 必须是 YYYY-MM-DD 格式的日期'],
    [{ endDate: '2025-02-29' }, '参数错误：endDate 不是有效的日期'],
    [{ startDate: '2025-03-02', endDate: '2025-03-01' }, '参数错误：startDate 不能晚于 endDate'],
  ];
  for (const [query, msg] of invalid) {
    it(`rejects ${JSON.stringify(query)}`, async () => {
      assert.deepEqual(await get('/api/xnfz/lessonLearnCount', query), { code: 500, msg });
    });
  }
});

describe('lessonRanking', () => {
  const ranking = (query: Record<string, string> = {}) =>
    ok<LessonRankingRow[]>('/api/xnfz/lessonRanking', query);

  it('ranks by distinct learners by default, ties by id', async () => {
    const { c1, c2, c3, c4, c5, c7 } = f.course;
    const rows = await ranking();
    // learners: c3 9 + teacher + student, c2 9, c1 5 + student + public1, c5 1, c4 0, c7 0
    assert.deepEqual(
      rows.map((row) => [row.rank, row.courseId, row.learnCount]),
      [
        [1, c3, 11],
        [2, c2, 9],
        [3, c1, 7],
        [4, c5, 1],
        [5, c4, 0],
        [6, c7, 0],
        [7, rows[6]!.courseId, 0],
      ],
    );
    assert.deepEqual(rows[2], {
      rank: 3,
      courseId: c1,
      title: '机械制图基础',
      cover: '/media/covers/机械制图基础.svg',
      teacher: '王建国',
      learnCount: 7,
      clickCount: 100,
      rating: 4.5,
    });
    assert.ok(
      !rows.some((row) => row.courseId === f.course.c6),
      'unpublished courses are left out',
    );
  });

  it('ranks by clicks and by shown rating, ties by id, and honours limit', async () => {
    const { c1, c2, c3, c5, c4 } = f.course;
    assert.deepEqual(
      (await ranking({ by: 'click', limit: '4' })).map((row) => row.courseId),
      [c1, c3, c2, c5],
    );
    assert.deepEqual(
      (await ranking({ by: 'rating', limit: '5' })).map((row) => [row.courseId, row.rating]),
      [
        [c1, 4.5],
        [c3, 4.5],
        [c2, 4],
        [c5, 3],
        [c4, 0],
      ],
    );
    assert.equal((await ranking({ limit: '50' })).length, 7);
  });

  for (const [query, msg] of [
    [{ by: 'score' }, '参数错误：by 必须是 learn、rating、click 之一'],
    [{ limit: '51' }, '参数错误：limit 必须是 1 到 50 之间的整数'],
    [{ limit: '0' }, '参数错误：limit 必须是 1 到 50 之间的整数'],
  ] as const) {
    it(`rejects ${JSON.stringify(query)}`, async () => {
      assert.deepEqual(await get('/api/xnfz/lessonRanking', query), { code: 500, msg });
    });
  }
});

describe('counters stay in step with the events', () => {
  it('course learnerCount grew by the learners the API created', async () => {
    const rows = await t.db
      .select({ id: courses.id, n: courses.learnerCount })
      .from(courses)
      .where(and(eq(courses.id, f.course.c1)));
    assert.equal(rows[0]!.n, 7);
  });
});
