/**
 * The statistics dashboard as an .xlsx: every figure from the same queries the public statistics
 * calls answer with, so the file and the dashboard always agree.
 */
import type {
  AdminExportFile,
  AdminExportStatisticsQuery,
} from '../../../src/core/api/admin-contract';
import type { IdentityMonthSeries } from '../../../src/core/api/contract';
import type { AppContext } from '../../app-context';
import { censusTotal } from '../../statistics/census-total';
import {
  identityMonthSeries,
  identityTotals,
  lessonCount,
  lessonLearnCount,
  lessonRanking,
  webMonthClicks,
} from '../../statistics/chart-queries';
import { METRICS } from '../../statistics/daily-counters';
import { lastTwelveMonths } from '../../statistics/month-window';
import { workbookFile } from './workbook-file';
import type { SheetSpec } from './workbook-file';

/** The longest lists the dashboard can show (CHART_LIMIT_MAX of the chart calls). */
const LIST_LIMIT = 50;

const CENSUS_LABELS = {
  courseCount: '课程数',
  lessonCount: '课时数',
  resourceCount: '资源数',
  userCount: '注册用户',
  experimentCount: '虚拟实验',
  totalClicks: '累计访问量',
  todayClicks: '今日访问量',
  totalLearnSeconds: '累计学习时长（秒）',
} as const;

function monthSheet(name: string, series: IdentityMonthSeries): SheetSpec {
  return {
    name,
    headers: ['月份', ...series.series.map((item) => item.name)],
    rows: series.months.map((month, i) => [
      month,
      ...series.series.map((item) => item.data[i] ?? 0),
    ]),
  };
}

export async function statisticsExport(
  ctx: AppContext,
  range: AdminExportStatisticsQuery,
): Promise<AdminExportFile> {
  const { db, config } = ctx;
  const window = lastTwelveMonths(config.now(), config.timeZone);
  const [census, perCategory, learnCounts, visits, launches, durations, monthly, ranking] =
    await Promise.all([
      censusTotal(ctx),
      lessonCount(db, undefined),
      lessonLearnCount(db, range, LIST_LIMIT),
      identityMonthSeries(db, METRICS.pageVisit, window),
      identityTotals(db, METRICS.experimentLaunch),
      identityMonthSeries(db, METRICS.learnSeconds, window),
      webMonthClicks(db, window),
      lessonRanking(db, 'learn', LIST_LIMIT),
    ]);
  const rangeText =
    range.startDate || range.endDate
      ? `${range.startDate ?? '最早'} 至 ${range.endDate ?? '今天'}`
      : '全部';
  const stamp = config.now().toISOString().slice(0, 10);
  return workbookFile(`数据统计-${stamp}`, [
    {
      name: '总量',
      headers: ['指标', '数值'],
      rows: (Object.keys(CENSUS_LABELS) as (keyof typeof CENSUS_LABELS)[]).map((key) => [
        CENSUS_LABELS[key],
        census[key],
      ]),
    },
    {
      name: '各分类课程数',
      headers: ['分类', '课程数'],
      rows: perCategory.map((row) => [row.name, row.value]),
    },
    {
      name: '课程学习人数与时长',
      headers: ['课程编号', '课程', '学习人数', '学习时长（秒）', `日期范围：${rangeText}`],
      rows: learnCounts.map((row) => [row.courseId, row.title, row.learnCount, row.learnSeconds]),
    },
    monthSheet('各身份月访问量', visits),
    {
      name: '各身份实验启动次数',
      headers: ['身份', '启动次数'],
      rows: launches.map((row) => [row.name, row.value]),
    },
    monthSheet('各身份月学习时长（秒）', durations),
    {
      name: '月访问量',
      headers: ['月份', '访问量'],
      rows: monthly.months.map((month, i) => [month, monthly.data[i] ?? 0]),
    },
    {
      name: '课程排行（学习人数）',
      headers: ['名次', '课程编号', '课程', '教师', '学习人数', '浏览量', '评分'],
      rows: ranking.map((row) => [
        row.rank,
        row.courseId,
        row.title,
        row.teacher,
        row.learnCount,
        row.clickCount,
        row.rating,
      ]),
    },
  ]);
}
