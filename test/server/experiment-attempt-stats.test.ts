/**
 * 实验成绩: the statistics of an experiment's attempts (count, average, maximum, minimum, median,
 * pass rate, score bands) over every attempt the filters match — learner (学号/工号, username,
 * 姓名, a part or the start) and days of 完成时间 in the centre's time zone — not only the page
 * shown; the export covers the same attempts. Every number is checked against one computed by hand.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type {
  AdminExperimentAttemptsPage,
  AdminExperimentAttemptStats,
  AdminExportFile,
} from '../../src/core/api/admin-contract';
import { experimentSessions, experiments, users } from '../../server/db/schema';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call } from './helpers/test-app';
import { readWorkbook, sheetObjects, worksheet } from './helpers/workbook';

let f: ConsoleFixture;

/**
 * Attempts of the fixture's experiment (the server's TIME_ZONE is Asia/Shanghai, UTC+8):
 *   s1 甲 95   2026-11-20 09:00 Beijing
 *   s2 甲 58   2026-11-20 00:30 Beijing (still the 19th in UTC)
 *   s3 乙 72   2026-11-20 23:59 Beijing
 *   s4 乙 60   2026-11-21 00:01 Beijing (the 20th in UTC)
 *   s5 丙 89.5 2026-11-21 12:00 Beijing
 *   s6 丙 30   2026-11-18 12:00 Beijing
 *   s7 甲 80   2026-11-21 10:00 Beijing
 * and, not counted: an attempt never finished, an attempt of another experiment.
 */
const ATTEMPTS = [
  { id: 's1', who: 'a', score: 95, finishedAt: '2026-11-20T01:00:00Z' },
  { id: 's2', who: 'a', score: 58, finishedAt: '2026-11-19T16:30:00Z' },
  { id: 's3', who: 'b', score: 72, finishedAt: '2026-11-20T15:59:00Z' },
  { id: 's4', who: 'b', score: 60, finishedAt: '2026-11-20T16:01:00Z' },
  { id: 's5', who: 'c', score: 89.5, finishedAt: '2026-11-21T04:00:00Z' },
  { id: 's6', who: 'c', score: 30, finishedAt: '2026-11-18T04:00:00Z' },
  { id: 's7', who: 'a', score: 80, finishedAt: '2026-11-21T02:00:00Z' },
] as const;

const PEOPLE = {
  a: { username: 'stat_jia', realName: '张甲', studentNumber: '0031001' },
  b: { username: 'stat_yi', realName: '李乙', studentNumber: '0031002' },
  c: { username: 'other_bing', realName: '王丙', studentNumber: '2024007' },
} as const;

before(async () => {
  f = await createConsoleFixture();
  const ids: Record<string, number> = {};
  for (const [key, person] of Object.entries(PEOPLE)) {
    const [row] = await f.t.db
      .insert(users)
      .values({ ...person, passwordHash: 'x', nickname: person.realName, identity: 'student' })
      .returning({ id: users.id });
    ids[key] = row!.id;
  }
  const session = (id: string, who: string, score: number | null, finishedAt: string | null) => ({
    id,
    experimentId: f.experimentId,
    userId: ids[who]!,
    identity: 'student' as const,
    startedAt: new Date(Date.parse(finishedAt ?? '2026-11-20T00:00:00Z') - 600_000),
    finishedAt: finishedAt === null ? null : new Date(finishedAt),
    score,
    durationSeconds: 600,
  });
  await f.t.db
    .insert(experimentSessions)
    .values([
      ...ATTEMPTS.map((a) => session(a.id, a.who, a.score, a.finishedAt)),
      session('open', 'a', null, null),
    ]);
  const [other] = await f.t.db
    .insert(experiments)
    .values({ title: '另一个实验', launchUrl: 'https://lab.example.edu.cn/other/' })
    .returning({ id: experiments.id });
  await f.t.db
    .insert(experimentSessions)
    .values({ ...session('elsewhere', 'a', 100, '2026-11-20T02:00:00Z'), experimentId: other!.id });
});

after(() => f.t.close());

async function attempts(query: Record<string, string>, token = f.tokens.teacher1) {
  const answer = await call<AdminExperimentAttemptsPage>(
    f.t,
    'GET',
    '/api/admin/experimentAttempts',
    {
      token,
      query: { experimentId: String(f.experimentId), ...query },
    },
  );
  assert.equal(answer.body.code, 0, answer.raw);
  return answer.body.data!;
}

/** The statistics, written as a person would work them out from the scores. */
function byHand(scores: number[]): AdminExperimentAttemptStats {
  const sorted = [...scores].sort((x, y) => x - y);
  const n = sorted.length;
  const mid = n % 2 === 1 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
  const passed = scores.filter((s) => s >= 60).length;
  const band = (low: number, high: number) => scores.filter((s) => s >= low && s < high).length;
  return {
    count: n,
    average: n ? Math.round((scores.reduce((x, y) => x + y, 0) / n) * 100) / 100 : null,
    max: n ? sorted[n - 1]! : null,
    min: n ? sorted[0]! : null,
    median: n ? mid : null,
    passed,
    passRate: n ? Math.round((passed / n) * 10_000) / 10_000 : null,
    distribution: [
      { band: '0-59', count: band(0, 60) },
      { band: '60-69', count: band(60, 70) },
      { band: '70-79', count: band(70, 80) },
      { band: '80-89', count: band(80, 90) },
      { band: '90-100', count: band(90, 101) },
    ],
  };
}

describe('实验成绩: statistics of the filtered attempts', () => {
  it('all attempts: the numbers worked out by hand, over every page', async () => {
    const page = await attempts({ pageSize: '2' });
    assert.equal(page.total, 7);
    assert.equal(page.rows.length, 2, 'one page of rows…');
    // …but statistics of all seven: 30 58 60 72 80 89.5 95
    assert.deepEqual(page.stats, {
      count: 7,
      average: 69.21, // 484.5 / 7 = 69.214…
      max: 95,
      min: 30,
      median: 72,
      passed: 5,
      passRate: 0.7143,
      distribution: [
        { band: '0-59', count: 2 },
        { band: '60-69', count: 1 },
        { band: '70-79', count: 1 },
        { band: '80-89', count: 2 },
        { band: '90-100', count: 1 },
      ],
    });
    assert.deepEqual(page.stats, byHand(ATTEMPTS.map((a) => a.score)));
  });

  it('filtered by learner: a part of the username, the start of the 学号 (leading zeros kept), a part of the 姓名', async () => {
    const jiaYi = [95, 58, 72, 60, 80];
    for (const student of ['stat_', '003100', '  STAT_  ']) {
      const page = await attempts({ student });
      assert.equal(page.total, 5, student);
      assert.deepEqual(page.stats, byHand(jiaYi), student);
    }
    assert.deepEqual((await attempts({ student: 'stat_' })).stats.average, 73);
    const yi = await attempts({ student: '乙' });
    assert.deepEqual(yi.rows.map((row) => row.attemptId).sort(), ['s3', 's4']);
    // an even count: the median is the mean of the middle two
    assert.equal(yi.stats.median, 66);
    assert.deepEqual(yi.stats, byHand([72, 60]));
    // a wildcard character of LIKE is plain text
    assert.equal((await attempts({ student: '%' })).total, 0);
  });

  it('filtered by days in the centre time zone (Beijing), not UTC days', async () => {
    const day20 = await attempts({ startDate: '2026-11-20', endDate: '2026-11-20' });
    assert.deepEqual(
      day20.rows.map((row) => row.attemptId).sort(),
      ['s1', 's2', 's3'],
      's2 is the 20th in Beijing (19th in UTC), s4 the 21st in Beijing (20th in UTC)',
    );
    assert.deepEqual(day20.stats, byHand([95, 58, 72]));
    const from21 = await attempts({ startDate: '2026-11-21' });
    assert.deepEqual(from21.stats, byHand([60, 89.5, 80]));
    const until19 = await attempts({ endDate: '2026-11-19' });
    assert.deepEqual(until19.stats, byHand([30]));
    const both = await attempts({ student: 'stat_yi', startDate: '2026-11-21' });
    assert.deepEqual(both.stats, byHand([60]));
  });

  it('nothing matches: count 0, no average, empty bands', async () => {
    const page = await attempts({ student: '没有这个人' });
    assert.equal(page.total, 0);
    assert.deepEqual(page.stats, {
      count: 0,
      average: null,
      max: null,
      min: null,
      median: null,
      passed: 0,
      passRate: null,
      distribution: [
        { band: '0-59', count: 0 },
        { band: '60-69', count: 0 },
        { band: '70-79', count: 0 },
        { band: '80-89', count: 0 },
        { band: '90-100', count: 0 },
      ],
    });
  });

  it('bad filters are refused naming the field', async () => {
    for (const [query, field] of [
      [{ startDate: '2026-02-30' }, 'startDate'],
      [{ endDate: '20261120' }, 'endDate'],
      [{ startDate: '2026-11-21', endDate: '2026-11-20' }, 'startDate'],
      [{ student: 'x'.repeat(51) }, 'student'],
    ] as const) {
      for (const path of ['/api/admin/experimentAttempts', '/api/admin/exportExperimentAttempts']) {
        const answer = await call(f.t, 'GET', path, {
          token: f.tokens.admin1,
          query: { experimentId: String(f.experimentId), ...query },
        });
        assert.notEqual(answer.body.code, 0, `${path} ${JSON.stringify(query)}`);
        assert.match(answer.body.msg, new RegExp(`^参数错误：.*${field}`), answer.raw);
      }
    }
  });

  it('the export holds the attempts of the same filters, and their statistics', async () => {
    // 张甲 on the 20th (Beijing): s1 95 and s2 58
    const query = { student: '甲', startDate: '2026-11-20', endDate: '2026-11-20' };
    const listed = await attempts(query);
    const answer = await call<AdminExportFile>(f.t, 'GET', '/api/admin/exportExperimentAttempts', {
      token: f.tokens.teacher1,
      query: { experimentId: String(f.experimentId), ...query },
    });
    assert.equal(answer.body.code, 0, answer.raw);
    const workbook = await readWorkbook(answer.body.data!);
    const rows = sheetObjects(worksheet(workbook, '实验成绩'));
    assert.deepEqual(rows.map((row) => row['记录编号']).sort(), ['s1', 's2']);
    assert.deepEqual(
      rows.map((row) => row['记录编号']),
      listed.rows.map((row) => row.attemptId),
    );
    const stats = Object.fromEntries(
      sheetObjects(worksheet(workbook, '成绩统计')).map((row) => [row['项目'], row['数值']]),
    );
    assert.equal(stats['记录数'], 2);
    assert.equal(stats['平均分'], 76.5);
    assert.equal(stats['最高分'], 95);
    assert.equal(stats['最低分'], 58);
    assert.equal(stats['中位数'], 76.5);
    assert.equal(stats['及格率（≥60 分）'], 0.5);
    assert.equal(stats['0–59 分'], 1);
    assert.equal(stats['90–100 分'], 1);
    assert.equal(stats['学员'], '甲');
    assert.equal(stats['完成日期'], '2026-11-20 至 2026-11-20');
    // without filters: every attempt
    const all = await call<AdminExportFile>(f.t, 'GET', '/api/admin/exportExperimentAttempts', {
      token: f.tokens.admin1,
      query: { experimentId: String(f.experimentId) },
    });
    const allRows = sheetObjects(worksheet(await readWorkbook(all.body.data!), '实验成绩'));
    assert.equal(allRows.length, 7);
  });
});
