/**
 * Exports of console lists: a course's learners with progress, an experiment's attempts with
 * scores. Each reads every page of the very list call the console shows, so the numbers agree.
 */
import type {
  AdminCourseLearnerRow,
  AdminExperimentAttemptRow,
  AdminExperimentAttemptsFilter,
  AdminExperimentAttemptStats,
  AdminExportFile,
  ScoreBand,
} from '../../../src/core/api/admin-contract';
import type { ExperimentStep, Paged } from '../../../src/core/api/contract';
import { PAGE_SIZE_MAX } from '../../../src/core/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { courses } from '../../db/schema';
import { listCourseLearners } from '../admin-courses';
import { filteredAttempts, studentFilter } from '../admin-experiment-attempts';
import type { Staff } from '../staff-only';
import { classNames, personColumns, STUDENT_NUMBER, USERNAME } from './account-columns';
import { column, sheet, workbookFile } from './workbook-file';
import type { ColumnKind, ExportClock } from './workbook-file';

const STATUS_NAMES: Record<string, string> = { finished: '已完成', unfinished: '未完成' };

/** Every row of a paged list call. */
async function allRows<T>(page: (pageNum: number) => Promise<Paged<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const { total, rows: more } = await page(pageNum);
    rows.push(...more);
    if (more.length === 0 || rows.length >= total) return rows;
  }
}

type LearnerRow = AdminCourseLearnerRow & { className: string };

const LEARNER_PERSON = personColumns<LearnerRow>();
const LEARNER_COLUMNS = [
  ...LEARNER_PERSON.head,
  column<LearnerRow>('昵称', 'text', (row) => row.nickname),
  ...LEARNER_PERSON.tail,
  column<LearnerRow>('学习进度', 'percent', (row) => row.progress),
  column<LearnerRow>('已学完课时', 'integer', (row) => row.finishedLessons),
  column<LearnerRow>('课时数', 'integer', (row) => row.lessonCount),
  column<LearnerRow>('学习时长', 'duration', (row) => row.learnedSeconds),
  column<LearnerRow>('开始学习', 'datetime', (row) => row.startedAt),
  column<LearnerRow>('最近学习', 'datetime', (row) => row.lastLearnAt),
];

export async function courseLearnersExport(
  db: Database,
  staff: Staff,
  clock: ExportClock,
  courseId: number,
): Promise<AdminExportFile> {
  // the list call checks the course exists and the staff member may see it
  const rows = await allRows((pageNum) =>
    listCourseLearners(db, staff, { courseId, pageNum, pageSize: PAGE_SIZE_MAX }),
  );
  const classes = await classNames(
    db,
    rows.map((row) => row.userId),
  );
  const [course] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  const courseTitle = course?.title ?? String(courseId);
  return workbookFile(clock, `课程学员-${courseTitle}`, [
    sheet(
      '学员与进度',
      LEARNER_COLUMNS,
      rows.map((row) => ({ ...row, className: classes.get(row.userId) ?? '' })),
    ),
  ]);
}

type AttemptRow = AdminExperimentAttemptRow & { className: string };
type StepRow = ExperimentStep & { attempt: AttemptRow };

const ATTEMPT_PERSON = personColumns<AttemptRow>();
const ATTEMPT_COLUMNS = [
  column<AttemptRow>('记录编号', 'text', (row) => row.attemptId),
  ...ATTEMPT_PERSON.head,
  ...ATTEMPT_PERSON.tail,
  column<AttemptRow>('成绩', 'number', (row) => row.score),
  column<AttemptRow>('用时', 'duration', (row) => row.durationSeconds),
  column<AttemptRow>('开始时间', 'datetime', (row) => row.startedAt),
  column<AttemptRow>('完成时间', 'datetime', (row) => row.finishedAt),
  column<AttemptRow>('状态', 'text', (row) => STATUS_NAMES[row.status ?? 'finished'] ?? ''),
  column<AttemptRow>('步骤数', 'integer', (row) => row.steps?.length ?? 0),
];

// one row per step of every attempt, as the console's step table shows them
const STEP_COLUMNS = [
  column<StepRow>('记录编号', 'text', (row) => row.attempt.attemptId),
  column<StepRow>(USERNAME, 'text', (row) => row.attempt.username),
  column<StepRow>('姓名', 'text', (row) => row.attempt.realName),
  column<StepRow>(STUDENT_NUMBER, 'text', (row) => row.attempt.studentNumber),
  column<StepRow>('序号', 'integer', (row) => row.seq),
  column<StepRow>('步骤', 'text', (row) => row.title),
  column<StepRow>('开始时间', 'datetime', (row) => new Date(row.startTime)),
  column<StepRow>('结束时间', 'datetime', (row) => new Date(row.endTime)),
  column<StepRow>('用时', 'duration', (row) => row.timeUsed),
  column<StepRow>('期望用时', 'duration', (row) => row.expectTime),
  column<StepRow>('满分', 'number', (row) => row.maxScore),
  column<StepRow>('得分', 'number', (row) => row.score),
  column<StepRow>('重复次数', 'integer', (row) => row.repeatCount),
  column<StepRow>('评价', 'text', (row) => row.evaluation),
  column<StepRow>('评分标准', 'text', (row) => row.scoringModel),
  column<StepRow>('备注', 'text', (row) => row.remarks),
];

const BAND_LABELS: Record<ScoreBand, string> = {
  '0-59': '0–59 分',
  '60-69': '60–69 分',
  '70-79': '70–79 分',
  '80-89': '80–89 分',
  '90-100': '90–100 分',
};

interface StatsRow {
  label: string;
  kind: ColumnKind;
  value: string | number | null;
}

/** The 成绩统计 sheet: which attempts (the filters), then the figures of the screen. */
function statsRows(filter: AdminExperimentAttemptsFilter, stats: AdminExperimentAttemptStats) {
  const days =
    filter.startDate || filter.endDate
      ? `${filter.startDate ?? '最早'} 至 ${filter.endDate ?? '最近'}`
      : '全部';
  const rows: StatsRow[] = [
    { label: '学员', kind: 'text', value: studentFilter(filter) || '全部' },
    { label: '完成日期', kind: 'text', value: days },
    { label: '记录数', kind: 'integer', value: stats.count },
    { label: '平均分', kind: 'number', value: stats.average },
    { label: '最高分', kind: 'number', value: stats.max },
    { label: '最低分', kind: 'number', value: stats.min },
    { label: '中位数', kind: 'number', value: stats.median },
    { label: '及格人次（≥60 分）', kind: 'integer', value: stats.passed },
    {
      label: '及格率（≥60 分）',
      kind: 'percent',
      value: stats.passRate === null ? null : stats.passRate * 100,
    },
    ...stats.distribution.map((band): StatsRow => ({
      label: BAND_LABELS[band.band],
      kind: 'integer',
      value: band.count,
    })),
  ];
  return rows;
}

const STATS_COLUMNS = [
  column<StatsRow>('项目', 'text', (row) => row.label),
  column<StatsRow>(
    '数值',
    (row) => row.kind,
    (row) => row.value,
  ),
];

/** The attempts the filter matches (as the screen lists them), their steps and statistics. */
export async function experimentAttemptsExport(
  db: Database,
  staff: Staff,
  clock: ExportClock,
  filter: AdminExperimentAttemptsFilter,
): Promise<AdminExportFile> {
  // checks the filter, that the experiment exists and that the staff member may see it
  const attempts = await filteredAttempts(db, staff, filter, clock.timeZone);
  // the statistics count every matching attempt: each page's total without a count of its own
  const stats = await attempts.stats();
  const listed = await allRows((pageNum) =>
    attempts.page({ pageNum, pageSize: PAGE_SIZE_MAX }, stats.count),
  );
  const classes = await classNames(
    db,
    listed.map((row) => row.userId),
  );
  const rows = listed.map((row) => ({
    ...row,
    className: row.userId === null ? '' : (classes.get(row.userId) ?? ''),
  }));
  return workbookFile(clock, `实验成绩-${attempts.experiment.title}`, [
    sheet('实验成绩', ATTEMPT_COLUMNS, rows),
    sheet(
      '实验步骤',
      STEP_COLUMNS,
      rows.flatMap((attempt) => (attempt.steps ?? []).map((step) => ({ ...step, attempt }))),
    ),
    sheet('成绩统计', STATS_COLUMNS, statsRows(filter, stats)),
  ]);
}
