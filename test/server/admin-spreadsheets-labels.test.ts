/**
 * Issue 31, Major 7: one label, one number. The statistics export showed two different 学习人数
 * for one course (a sheet summed the daily learner counters — learner-days — under 学习人数). Here
 * a student studies course c1 on two days, so c1 has more learner-days (学习人次) than learners
 * (学习人数); every figure of the export is compared, by its label, with the public statistics
 * call the dashboard and the course cards show under that same label.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { AdminExportFile } from '../../src/core/api/admin-contract';
import type {
  CensusTotal,
  CourseSummary,
  IdentityMonthSeries,
  IdentityValue,
  LessonLearnCountRow,
  LessonRankingRow,
  NameValue,
  Paged,
  WebMonthClicks,
} from '../../src/core/api/contract';
import { courses as courseTexts } from '../../src/core/i18n/zh-cn/courses';
import { statistics } from '../../src/core/i18n/zh-cn/statistics';
import { createConsoleFixture, studyLesson } from './helpers/console-fixture';
import type { CourseFixture } from './helpers/course-fixture';
import { call, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import {
  durationSeconds,
  headersOf,
  moveClockTo,
  readWorkbook,
  sheetObjects,
  worksheet,
} from './helpers/workbook';

let t: TestApp;
let fixture: CourseFixture;
let editor = '';

before(async () => {
  ({ t, fixture } = await createConsoleFixture());
  moveClockTo(t, '2026-11-24T02:00:00.000Z');
  let student = await loginToken(t, 'student1');
  await studyLesson(t, student, fixture.lesson.L1, 30);
  t.clock.advance(24 * 3600); // the next day, the same course again
  student = await loginToken(t, 'student1');
  await studyLesson(t, student, fixture.lesson.L2, 40);
  await call(t, 'GET', '/api/xnfz/webClicksAdd');
  editor = await loginToken(t, 'editor1');
});

after(() => t.close());

async function get<T>(path: string, query: Record<string, string> = {}): Promise<T> {
  const result = await call<T>(t, 'GET', path, { query, token: editor });
  assert.equal(result.body.code, 0, result.body.msg);
  return result.body.data as T;
}

const seconds = (cell: unknown) => Math.round(durationSeconds(cell));

describe('the statistics export: every label counts what the dashboard counts under it', () => {
  it('c1 has more learner-days than learners (the case that showed 2653 vs 927)', async () => {
    const ranking = await get<LessonRankingRow[]>('/api/xnfz/lessonRanking', { limit: '50' });
    const learnDays = await get<LessonLearnCountRow[]>('/api/xnfz/lessonLearnCount', {
      limit: '50',
    });
    const c1Learners = ranking.find((row) => row.courseId === fixture.course.c1)?.learnCount;
    const c1Days = learnDays.find((row) => row.courseId === fixture.course.c1)?.learnCount;
    assert.equal(c1Days, 2);
    assert.notEqual(c1Learners, c1Days);
  });

  it('per course: 学习人数, 学习人次, 学习时长, 浏览量, 评分 equal the public calls, in every sheet', async () => {
    const file = await get<AdminExportFile>('/api/admin/exportStatistics');
    const workbook = await readWorkbook(file);
    const ranking = await get<LessonRankingRow[]>('/api/xnfz/lessonRanking', { limit: '50' });
    const learnDays = await get<LessonLearnCountRow[]>('/api/xnfz/lessonLearnCount', {
      limit: '50',
    });
    const cards = await get<Paged<CourseSummary>>('/api/xnfz/courseList', { pageSize: '50' });
    const byId = <T extends { courseId: number }>(rows: T[], id: number) =>
      rows.find((row) => row.courseId === id);
    const card = (id: number) => cards.rows.find((row) => row.id === id);

    // what each label means, as the dashboard (statistics catalogue) and the cards show it
    const learners = statistics['stats.learners'];
    assert.equal(courseTexts['courses.learners'], learners, 'the cards say 学习人数 too');
    const figures: Record<string, (courseId: number) => number | null | undefined> = {
      [learners]: (id) => {
        assert.equal(
          card(id)?.learnCount ?? byId(ranking, id)?.learnCount,
          byId(ranking, id)?.learnCount,
        );
        return byId(ranking, id)?.learnCount;
      },
      [statistics['stats.learnTimes']]: (id) => byId(learnDays, id)?.learnCount,
      学习时长: (id) => byId(learnDays, id)?.learnSeconds,
      [statistics['stats.views']]: (id) => byId(ranking, id)?.clickCount,
      评分: (id) => {
        const row = card(id);
        return row && row.ratingCount === 0 ? null : byId(ranking, id)?.rating;
      },
      评分人数: (id) => card(id)?.ratingCount,
    };
    const naming = new Set(['名次', '课程编号', '课程', '主讲教师']);

    let compared = 0;
    const unknown: string[] = [];
    for (const sheet of workbook.worksheets) {
      const headers = headersOf(sheet);
      if (!headers.includes('课程编号')) continue;
      unknown.push(
        ...headers
          .filter((header) => !naming.has(header) && !(header in figures))
          .map((header) => `${sheet.name}: 「${header}」`),
      );
      for (const row of sheetObjects(sheet)) {
        const id = Number(row['课程编号']);
        for (const header of headers.filter((name) => name in figures)) {
          const value = header === '学习时长' ? seconds(row[header]) : row[header];
          assert.equal(
            value,
            figures[header]!(id),
            `${sheet.name}: ${header} of course ${id} (${String(row['课程'])})`,
          );
          compared += 1;
        }
      }
    }
    assert.deepEqual(unknown, [], 'figures the test does not know: what do they count?');
    assert.ok(compared >= 20, `${compared} figures compared`);
    // c1 appears with its learners and with its learner-days, each under its own label
    const c1 = ranking.find((row) => row.courseId === fixture.course.c1)!;
    const c1Learners = workbook.worksheets.flatMap((sheet) =>
      sheetObjects(sheet)
        .filter((row) => row['课程编号'] === fixture.course.c1 && learners in row)
        .map((row) => row[learners]),
    );
    assert.deepEqual([...new Set(c1Learners)], [c1.learnCount]);
  });

  it('the totals and the charts: the dashboard’s own labels and numbers', async () => {
    const workbook = await readWorkbook(await get<AdminExportFile>('/api/admin/exportStatistics'));
    const census = await get<CensusTotal>('/api/xnfz/censusTotal');
    const totals = new Map(
      sheetObjects(worksheet(workbook, statistics['census.title'])).map((row) => [
        row['指标'],
        row['数值'],
      ]),
    );
    for (const key of Object.keys(census) as (keyof CensusTotal)[]) {
      const label = statistics[`census.${key}`];
      assert.ok(totals.has(label), `${label} in the totals`);
      const value = key === 'totalLearnSeconds' ? seconds(totals.get(label)) : totals.get(label);
      assert.equal(value, census[key], label);
    }

    const categories = await get<NameValue[]>('/api/xnfz/lessonCount');
    assert.deepEqual(
      sheetObjects(worksheet(workbook, statistics['stats.lessonCount'])).map((row) => [
        row['分类'],
        row[statistics['stats.courses']],
      ]),
      categories.map((row) => [row.name, row.value]),
    );

    const identityMonths = (
      title: string,
      series: IdentityMonthSeries,
      scale = (v: unknown) => v,
    ) =>
      assert.deepEqual(
        sheetObjects(worksheet(workbook, title)).map((row) => [
          row['月份'],
          ...series.series.map((item) => scale(row[item.name])),
        ]),
        series.months.map((month, i) => [month, ...series.series.map((item) => item.data[i])]),
        title,
      );
    identityMonths(
      statistics['stats.monthClicks'],
      await get<IdentityMonthSeries>('/api/xnfz/identityMonthClicks'),
    );
    identityMonths(
      statistics['stats.monthDuration'],
      await get<IdentityMonthSeries>('/api/xnfz/identityMonthDuration'),
      seconds,
    );
    const launches = await get<IdentityValue[]>('/api/xnfz/identityTrainingClicks');
    assert.deepEqual(
      sheetObjects(worksheet(workbook, statistics['stats.trainingClicks'])).map((row) => [
        row['身份'],
        row[statistics['stats.launches']],
      ]),
      launches.map((row) => [row.name, row.value]),
    );
    const monthly = await get<WebMonthClicks>('/api/xnfz/webMonthClicks');
    assert.deepEqual(
      sheetObjects(worksheet(workbook, statistics['stats.webMonthClicks'])).map((row) => [
        row['月份'],
        row[statistics['stats.visits']],
      ]),
      monthly.months.map((month, i) => [month, monthly.data[i]]),
    );
  });

  it('a 说明 sheet says what each figure counts and which dates the range applies to', async () => {
    const workbook = await readWorkbook(
      await get<AdminExportFile>('/api/admin/exportStatistics', { startDate: '2026-11-25' }),
    );
    const notes = new Map(
      sheetObjects(worksheet(workbook, '说明')).map((row) => [row['项目'], String(row['说明'])]),
    );
    assert.match(notes.get(statistics['stats.learners']) ?? '', /每人只计一次/);
    assert.match(notes.get(statistics['stats.learnTimes']) ?? '', /每人每天/);
    assert.match(notes.get('日期范围') ?? '', /2026-11-25/);
    // only the second day falls in the range: one learner-day for c1
    const days = sheetObjects(worksheet(workbook, statistics['stats.lessonLearnCount']));
    const c1 = days.find((row) => row['课程编号'] === fixture.course.c1);
    assert.equal(c1?.[statistics['stats.learnTimes']], 1);
  });
});
