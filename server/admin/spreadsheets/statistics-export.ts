/**
 * The statistics dashboard as an .xlsx: every figure from the same queries the public statistics
 * calls answer with, under the label the dashboard shows it with (the portal's own catalogue,
 * zh-cn/statistics.ts), so one label is one number in the file, the dashboard and the course
 * cards. A 说明 sheet says what each figure counts.
 */
import { inArray } from 'drizzle-orm';
import type {
  AdminExportFile,
  AdminExportStatisticsQuery,
} from '../../../src/core/api/admin-contract';
import type {
  CensusTotal,
  IdentityMonthSeries,
  IdentityValue,
  LessonLearnCountRow,
  LessonRankingRow,
  NameValue,
} from '../../../src/core/api/contract';
import { statistics as labels } from '../../../src/core/i18n/zh-cn/statistics';
import type { AppContext } from '../../app-context';
import { courses } from '../../db/schema';
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
import { column, sheet, wallClock, workbookFile } from './workbook-file';
import type { ColumnKind, ExportClock, Sheet } from './workbook-file';

/** The longest lists the dashboard can show (CHART_LIMIT_MAX of the chart calls). */
const LIST_LIMIT = 50;

/** Labels the dashboard has no word for (its charts show them as units or stars). */
const LEARN_TIME = '学习时长';
const RATING = '评分';
const RATING_COUNT = '评分人数';
const TEACHER = '主讲教师';

/** What each figure counts, for the 说明 sheet. */
const DEFINITIONS: [string, string][] = [
  [
    labels['stats.learners'],
    '学过该课程的人数，每人只计一次（全部时间）。课程卡片、课程排行榜显示的都是这个数。',
  ],
  [
    labels['stats.learnTimes'],
    '每人每天学习该课程计一次，把日期范围内各天的人数相加：同一人学了三天计 3 人次。数据统计页「课程学习人次」显示的是这个数。',
  ],
  [LEARN_TIME, '观看课时视频的累计时长（时:分:秒）；「课程学习人次」表里是日期范围内的时长。'],
  [labels['stats.views'], '课程详情页被打开的次数（全部时间）。'],
  [labels['stats.visits'], '门户页面被访问的次数。'],
  [labels['stats.launches'], '启动虚拟仿真实验的次数（全部时间）。'],
  [RATING, '学员评分的平均值，满分 5 分，按半星取整；无人评分时留空。'],
  [RATING_COUNT, '给该课程评过分的人数。'],
  [labels['census.userCount'], '门户上的全部账号数（含后台人员）。'],
];

/** The census figures in the dashboard's order (the duration is a 时:分:秒 cell). */
const CENSUS_KEYS: (keyof CensusTotal)[] = [
  'courseCount',
  'lessonCount',
  'resourceCount',
  'userCount',
  'experimentCount',
  'totalClicks',
  'todayClicks',
  'totalLearnSeconds',
];

interface Figure {
  label: string;
  kind: ColumnKind;
  value: number | string | null;
}

function figureSheet(name: string, figures: Figure[]): Sheet {
  return sheet(
    name,
    [
      column<Figure>('指标', 'text', (row) => row.label),
      column<Figure>(
        '数值',
        (row) => row.kind,
        (row) => row.value,
      ),
    ],
    figures,
  );
}

function monthSheet(name: string, series: IdentityMonthSeries, kind: ColumnKind): Sheet {
  return sheet(
    name,
    [
      column<number>('月份', 'text', (i) => series.months[i]),
      ...series.series.map((item) => column<number>(item.name, kind, (i) => item.data[i] ?? 0)),
    ],
    series.months.map((_, i) => i),
  );
}

function rangeText(range: AdminExportStatisticsQuery): string {
  return range.startDate || range.endDate
    ? `${range.startDate ?? '最早'} 至 ${range.endDate ?? '今天'}`
    : '全部';
}

type RankedRow = LessonRankingRow & { ratingCount: number };

async function withRatingCounts(
  ctx: AppContext,
  ranking: LessonRankingRow[],
): Promise<RankedRow[]> {
  const ids = ranking.map((row) => row.courseId);
  const counts = new Map(
    ids.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: courses.id, ratingCount: courses.ratingCount })
            .from(courses)
            .where(inArray(courses.id, ids))
        ).map((row) => [row.id, row.ratingCount]),
  );
  return ranking.map((row) => ({ ...row, ratingCount: counts.get(row.courseId) ?? 0 }));
}

export async function statisticsExport(
  ctx: AppContext,
  range: AdminExportStatisticsQuery,
): Promise<AdminExportFile> {
  const { db, config } = ctx;
  const clock: ExportClock = { now: config.now(), timeZone: config.timeZone };
  const window = lastTwelveMonths(clock.now, clock.timeZone);
  const [census, perCategory, learnCounts, visits, launches, durations, monthly, ranked] =
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
  const ranking = await withRatingCounts(ctx, ranked);
  const made = wallClock(clock.now, clock.timeZone).toISOString();
  const notes: Figure[] = [
    {
      label: '导出时间',
      kind: 'text',
      value: `${made.slice(0, 10)} ${made.slice(11, 16)}（${clock.timeZone}）`,
    },
    {
      label: '日期范围',
      kind: 'text',
      value: `「${labels['stats.lessonLearnCount']}」：${rangeText(range)}；月度表为近 12 个月，其余为全部时间。`,
    },
    ...DEFINITIONS.map(([label, text]): Figure => ({ label, kind: 'text', value: text })),
  ];
  return workbookFile(clock, '数据统计', [
    sheet(
      '说明',
      [
        column<Figure>('项目', 'text', (row) => row.label),
        column<Figure>('说明', 'text', (row) => row.value),
      ],
      notes,
    ),
    figureSheet(
      labels['census.title'],
      CENSUS_KEYS.map((key) => ({
        label: labels[`census.${key}`],
        kind: key === 'totalLearnSeconds' ? 'duration' : 'integer',
        value: census[key],
      })),
    ),
    sheet(
      labels['stats.lessonCount'],
      [
        column<NameValue>('分类', 'text', (row) => row.name),
        column<NameValue>(labels['stats.courses'], 'integer', (row) => row.value),
      ],
      perCategory,
    ),
    sheet(
      labels['stats.lessonLearnCount'],
      [
        column<LessonLearnCountRow>('课程编号', 'integer', (row) => row.courseId),
        column<LessonLearnCountRow>('课程', 'text', (row) => row.title),
        column<LessonLearnCountRow>(labels['stats.learnTimes'], 'integer', (row) => row.learnCount),
        column<LessonLearnCountRow>(LEARN_TIME, 'duration', (row) => row.learnSeconds),
      ],
      learnCounts,
    ),
    monthSheet(labels['stats.monthClicks'], visits, 'integer'),
    sheet(
      labels['stats.trainingClicks'],
      [
        column<IdentityValue>('身份', 'text', (row) => row.name),
        column<IdentityValue>(labels['stats.launches'], 'integer', (row) => row.value),
      ],
      launches,
    ),
    monthSheet(labels['stats.monthDuration'], durations, 'duration'),
    sheet(
      labels['stats.webMonthClicks'],
      [
        column<number>('月份', 'text', (i) => monthly.months[i]),
        column<number>(labels['stats.visits'], 'integer', (i) => monthly.data[i] ?? 0),
      ],
      monthly.months.map((_, i) => i),
    ),
    sheet(
      labels['stats.ranking'],
      [
        column<RankedRow>('名次', 'integer', (row) => row.rank),
        column<RankedRow>('课程编号', 'integer', (row) => row.courseId),
        column<RankedRow>('课程', 'text', (row) => row.title),
        column<RankedRow>(TEACHER, 'text', (row) => row.teacher),
        column<RankedRow>(labels['stats.learners'], 'integer', (row) => row.learnCount),
        column<RankedRow>(labels['stats.views'], 'integer', (row) => row.clickCount),
        // no rating yet is a blank cell, not 0
        column<RankedRow>(RATING, 'number', (row) => (row.ratingCount > 0 ? row.rating : null)),
        column<RankedRow>(RATING_COUNT, 'integer', (row) => row.ratingCount),
      ],
      ranking,
    ),
  ]);
}
