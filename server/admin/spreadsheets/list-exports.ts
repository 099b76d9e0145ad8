/**
 * Exports of console lists: a course's learners with progress, an experiment's attempts with
 * scores. Each reads every page of the very list call the console shows, so the numbers agree.
 */
import type { AdminExportFile } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { PAGE_SIZE_MAX } from '../../../src/core/api/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { courses } from '../../db/schema';
import { listCourseLearners } from '../admin-courses';
import { experimentForStaff, listExperimentAttempts } from '../admin-experiment-attempts';
import type { Staff } from '../staff-only';
import { workbookFile } from './workbook-file';

const IDENTITY_NAMES: Record<string, string> = {
  student: '学生',
  teacher: '教师',
  public: '社会学习者',
  visitor: '游客',
};

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

export async function courseLearnersExport(
  db: Database,
  staff: Staff,
  courseId: number,
): Promise<AdminExportFile> {
  // the list call checks the course exists and the staff member may see it
  const rows = await allRows((pageNum) =>
    listCourseLearners(db, staff, { courseId, pageNum, pageSize: PAGE_SIZE_MAX }),
  );
  const [course] = await db
    .select({ title: courses.title })
    .from(courses)
    .where(eq(courses.id, courseId));
  const courseTitle = course?.title ?? String(courseId);
  return workbookFile(`课程学员-${courseTitle}`, [
    {
      name: '学员与进度',
      headers: [
        '用户名',
        '姓名',
        '昵称',
        '身份',
        '进度（%）',
        '已学完课时',
        '课时数',
        '学习时长（秒）',
        '开始学习',
        '最近学习',
        '学号/工号',
        '院系',
      ],
      rows: rows.map((row) => [
        row.username,
        row.realName,
        row.nickname,
        IDENTITY_NAMES[row.identity] ?? row.identity,
        row.progress,
        row.finishedLessons,
        row.lessonCount,
        row.learnedSeconds,
        row.startedAt,
        row.lastLearnAt,
        row.studentNumber,
        row.department,
      ]),
    },
  ]);
}

export async function experimentAttemptsExport(
  db: Database,
  staff: Staff,
  experimentId: number,
): Promise<AdminExportFile> {
  const experiment = await experimentForStaff(db, staff, experimentId);
  const rows = await allRows((pageNum) =>
    listExperimentAttempts(db, staff, { experimentId, pageNum, pageSize: PAGE_SIZE_MAX }),
  );
  return workbookFile(`实验成绩-${experiment.title}`, [
    {
      name: '实验成绩',
      headers: [
        '记录编号',
        '用户名',
        '姓名',
        '身份',
        '成绩',
        '用时（秒）',
        '开始时间',
        '完成时间',
        '学号/工号',
        '院系',
        '状态',
        '步骤数',
      ],
      rows: rows.map((row) => [
        row.attemptId,
        row.username,
        row.realName,
        IDENTITY_NAMES[row.identity] ?? row.identity,
        row.score,
        row.durationSeconds,
        row.startedAt,
        row.finishedAt,
        row.studentNumber,
        row.department,
        STATUS_NAMES[row.status ?? 'finished'] ?? '',
        row.steps?.length ?? 0,
      ]),
    },
    {
      // one row per step of every attempt, as the console's step table shows them
      name: '实验步骤',
      headers: [
        '记录编号',
        '用户名',
        '姓名',
        '序号',
        '步骤',
        '开始时间',
        '结束时间',
        '用时（秒）',
        '期望用时（秒）',
        '满分',
        '得分',
        '重复次数',
        '评价',
        '评分标准',
        '备注',
      ],
      rows: rows.flatMap((row) =>
        (row.steps ?? []).map((step) => [
          row.attemptId,
          row.username,
          row.realName,
          step.seq,
          step.title,
          new Date(step.startTime).toISOString(),
          new Date(step.endTime).toISOString(),
          step.timeUsed,
          step.expectTime,
          step.maxScore,
          step.score,
          step.repeatCount,
          step.evaluation ?? '',
          step.scoringModel ?? '',
          step.remarks ?? '',
        ]),
      ),
    },
  ]);
}
