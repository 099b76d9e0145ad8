import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  chapters,
  courses,
  dailyCounters,
  experiments,
  lessons,
  resources,
} from '../../server/db/schema';
import { dayOf } from '../../server/statistics/calendar';
import type { CensusTotal, WebClicksAddData } from '../../src/core/api/contract';
import { call, createTestApp, loginToken, register } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

async function clicksAdd(t: TestApp, token?: string): Promise<number> {
  const response = await call<WebClicksAddData>(
    t,
    'GET',
    '/api/xnfz/webClicksAdd',
    token === undefined ? {} : { token },
  );
  assert.equal(response.body.code, 0, response.raw);
  return response.body.data!.total;
}

async function pageVisits(t: TestApp, day: string, identity: string): Promise<number | undefined> {
  const [row] = await t.db
    .select()
    .from(dailyCounters)
    .where(
      and(
        eq(dailyCounters.day, day),
        eq(dailyCounters.metric, 'page_visit'),
        eq(dailyCounters.identity, identity as 'visitor'),
        eq(dailyCounters.subjectId, 0),
      ),
    );
  return row?.value;
}

async function census(t: TestApp): Promise<CensusTotal> {
  const response = await call<CensusTotal>(t, 'GET', '/api/xnfz/censusTotal');
  assert.equal(response.body.code, 0, response.raw);
  return response.body.data!;
}

describe('statistics', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp();
  });
  after(() => t.close());

  it('censusTotal counts what is in the database', async () => {
    const empty = await census(t);
    assert.deepEqual(empty, {
      courseCount: 0,
      lessonCount: 0,
      resourceCount: 0,
      userCount: 3,
      experimentCount: 0,
      totalClicks: 0,
      todayClicks: 0,
      totalLearnSeconds: 0,
    });

    const [open, hidden, other] = await t.db
      .insert(courses)
      .values([
        { type: 'major', title: '机械制图基础', teacher: '王建国' },
        { type: 'practice', title: '未发布的课程', published: false },
        { type: 'simulation', title: '数控车床虚拟仿真实训' },
      ])
      .returning();
    const chapterRows = await t.db
      .insert(chapters)
      .values([
        { courseId: open!.id, title: '第一章 投影基础' },
        { courseId: hidden!.id, title: '第一章' },
        { courseId: other!.id, title: '第一章 安全操作规程' },
      ])
      .returning();
    await t.db.insert(lessons).values([
      {
        courseId: open!.id,
        chapterId: chapterRows[0]!.id,
        title: '1.1 正投影',
        durationSeconds: 600,
      },
      {
        courseId: open!.id,
        chapterId: chapterRows[0]!.id,
        title: '1.2 三视图',
        durationSeconds: 900,
      },
      { courseId: hidden!.id, chapterId: chapterRows[1]!.id, title: '不计入' },
      {
        courseId: other!.id,
        chapterId: chapterRows[2]!.id,
        title: '1.1 车床结构',
        durationSeconds: 480,
      },
    ]);
    await t.db.insert(resources).values([
      { kind: 'resource', title: '液压系统原理图', mediaType: 'image' },
      { kind: 'red', title: '红船精神专题片', mediaType: 'video' },
      { kind: 'resource', title: '未发布资源', mediaType: 'document', published: false },
    ]);
    await t.db.insert(experiments).values([
      { title: '数控车削加工仿真', launchUrl: 'https://sim.example.edu.cn/lathe' },
      { title: '液压回路搭建仿真', launchUrl: 'https://sim.example.edu.cn/hydraulic' },
      // 暂未开放 (no page yet): listed, but not counted as an experiment one can do
      { title: '虚拟解剖：心脏结构', launchUrl: '' },
    ]);
    assert.equal((await register(t)).body.code, 0);
    await t.db.insert(dailyCounters).values([
      { day: '2025-03-09', metric: 'page_visit', identity: 'visitor', value: 40 },
      { day: '2025-03-10', metric: 'page_visit', identity: 'student', value: 7 },
      { day: '2025-03-10', metric: 'page_visit', identity: 'visitor', value: 5 },
      {
        day: '2025-03-09',
        metric: 'learn_seconds',
        identity: 'student',
        subjectId: open!.id,
        value: 1200,
      },
      {
        day: '2025-03-10',
        metric: 'learn_seconds',
        identity: 'teacher',
        subjectId: other!.id,
        value: 345,
      },
      {
        day: '2025-03-10',
        metric: 'experiment_launch',
        identity: 'student',
        subjectId: 1,
        value: 9,
      },
    ]);

    assert.deepEqual(await census(t), {
      courseCount: 2,
      lessonCount: 3,
      resourceCount: 2,
      userCount: 4,
      experimentCount: 2,
      totalClicks: 52,
      todayClicks: 12,
      totalLearnSeconds: 1545,
    });
  });

  it('webClicksAdd counts an anonymous visit as visitor and answers the all-time total', async () => {
    const before = (await census(t)).totalClicks;
    const visitorsBefore = (await pageVisits(t, '2025-03-10', 'visitor')) ?? 0;
    assert.equal(await clicksAdd(t), before + 1);
    assert.equal(await pageVisits(t, '2025-03-10', 'visitor'), visitorsBefore + 1);
    assert.equal((await census(t)).totalClicks, before + 1);
  });

  it('webClicksAdd counts a logged-in visit with the holder’s identity', async () => {
    const teacher = await loginToken(t, 'teacher1');
    const publicUser = await loginToken(t, 'public1');
    const visitorsBefore = (await pageVisits(t, '2025-03-10', 'visitor')) ?? 0;
    assert.equal(await pageVisits(t, '2025-03-10', 'teacher'), undefined);
    await clicksAdd(t, teacher);
    await clicksAdd(t, teacher);
    await clicksAdd(t, publicUser);
    assert.equal(await pageVisits(t, '2025-03-10', 'teacher'), 2);
    assert.equal(await pageVisits(t, '2025-03-10', 'public'), 1);
    assert.equal(await pageVisits(t, '2025-03-10', 'visitor'), visitorsBefore);
  });

  it('webClicksAdd does not need login: bad or revoked tokens count as visitor', async () => {
    const token = await loginToken(t, 'student1');
    await call(t, 'POST', '/api/xnfz/logout', { token });
    const visitorsBefore = (await pageVisits(t, '2025-03-10', 'visitor')) ?? 0;
    await clicksAdd(t, token);
    await clicksAdd(t, 'garbage');
    assert.equal(await pageVisits(t, '2025-03-10', 'visitor'), visitorsBefore + 2);
  });

  it('webClicksAdd ignores query parameters such as cache busters', async () => {
    const response = await call<WebClicksAddData>(t, 'GET', '/api/xnfz/webClicksAdd', {
      query: { _t: '1712345678' },
    });
    assert.equal(response.body.code, 0);
  });

  it('N concurrent webClicksAdd calls grow the total by exactly N', async () => {
    const teacher = await loginToken(t, 'teacher1');
    const before = (await census(t)).totalClicks;
    const n = 60;
    const totals = await Promise.all(
      Array.from({ length: n }, (_, i) => clicksAdd(t, i % 3 === 0 ? teacher : undefined)),
    );
    assert.equal(Math.max(...totals), before + n);
    assert.equal((await census(t)).totalClicks, before + n);
  });

  it('days follow the configured time zone (Asia/Shanghai by default)', async () => {
    t.clock.advance(15 * 3600); // 2025-03-10T17:00Z is 2025-03-11 01:00 in Shanghai
    const before = await census(t);
    await clicksAdd(t);
    assert.equal(await pageVisits(t, '2025-03-11', 'visitor'), 1);
    const after = await census(t);
    assert.equal(after.todayClicks, 1, 'a new day starts from zero');
    assert.equal(after.totalClicks, before.totalClicks + 1);
  });
});

describe('calendar days', () => {
  it('the day of an instant changes exactly at local midnight, also when asked again and again', () => {
    const zone = 'Asia/Shanghai';
    const lastSecond = new Date('2026-03-09T15:59:59.999Z');
    const midnight = new Date('2026-03-09T16:00:00.000Z');
    for (let round = 0; round < 3; round += 1) {
      assert.equal(dayOf(lastSecond, zone), '2026-03-09');
      assert.equal(dayOf(midnight, zone), '2026-03-10');
      assert.equal(dayOf(midnight, 'UTC'), '2026-03-09');
    }
    // a zone whose day starts at a quarter hour (UTC+5:45)
    assert.equal(dayOf(new Date('2026-03-09T18:14:59.999Z'), 'Asia/Kathmandu'), '2026-03-09');
    assert.equal(dayOf(new Date('2026-03-09T18:15:00.000Z'), 'Asia/Kathmandu'), '2026-03-10');
  });
});
