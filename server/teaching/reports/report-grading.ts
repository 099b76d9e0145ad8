/**
 * Grading reports (the class's teachers and co-teachers, staff): the queue of a class and
 * experiment, a report's detail, a grade from the rubric (one level per criterion, an adjustment
 * with its reason, comments overall and per section), 退回修改, and releasing grades per report or
 * for the whole class. A stale version is an edit conflict; every change is audited.
 */
import { and, eq } from 'drizzle-orm';
import {
  MSG_REPORT_NOT_GRADED,
  MSG_REPORT_NOT_SUBMITTED,
  type ReportDetail,
  type ReportGrade,
  type ReportGradeBody,
  type ReportQueue,
  type ReportQueueQuery,
  type ReportQueueRow,
  type ReportQueueState,
  type ReportReleaseAllBody,
  type ReportReleaseBody,
  type ReportReturnBody,
} from '../../../src/core/api/report-contract';
import { auditorOf } from '../../admin/audit-log';
import { checkRevision } from '../../admin/revision-check';
import type { Database } from '../../db/open-database';
import { experiments, reportVersions, reports } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy, type ClassRecord } from '../classes/class-access';
import { membersOf } from '../gradebook/gradebook-data';
import { roundHalfUp } from '../gradebook/grade-compute';
import { reportById, reportDetailOf, templateFor, type ReportRow } from './report-records';
import { rubricTotal } from './report-template';
import { latestVersionOf, versionCountsOf } from './report-version-counts';

const audit = auditorOf('report');

/** The report and its class, after checking the account teaches the class. */
async function reportTaughtBy(
  db: Database,
  user: UserRow,
  id: number,
  options: { forUpdate?: boolean; writable?: boolean } = {},
): Promise<{ row: ReportRow; klass: ClassRecord }> {
  const row = await reportById(db, id, { forUpdate: options.forUpdate });
  const klass = await classManagedBy(db, user, row.classId, { writable: options.writable });
  return { row, klass };
}

/** The experiment of a class's course (else `参数错误：experimentId …`). */
async function classExperiment(db: Database, klass: ClassRecord, experimentId: number) {
  const [found] = await db
    .select({ id: experiments.id, title: experiments.title })
    .from(experiments)
    .where(and(eq(experiments.id, experimentId), eq(experiments.courseId, klass.courseId)));
  if (!found) throw new ApiError('参数错误：experimentId 不是本班课程的实验');
  return found;
}

const stateOf = (row: ReportRow | undefined): ReportQueueState =>
  !row || row.status === 'draft' ? 'unsubmitted' : row.status;

/**
 * Every member of the class with their report of the experiment (by 学号), filtered by state,
 * one page of them, and how many are in each state.
 * @example
 * const queue = await reportQueue(db, user, { classId: 7, experimentId: 3, state: 'submitted' });
 */
export async function reportQueue(
  db: Database,
  user: UserRow,
  query: ReportQueueQuery,
): Promise<ReportQueue> {
  const klass = await classManagedBy(db, user, query.classId);
  const experiment = await classExperiment(db, klass, query.experimentId);
  const members = await membersOf(db, klass.id);
  const found = await db
    .select()
    .from(reports)
    .where(and(eq(reports.classId, klass.id), eq(reports.experimentId, experiment.id)));
  const versionCounts = await versionCountsOf(
    db,
    found.map((report) => report.id),
  );
  const byUser = new Map(
    found.map((report) => [report.userId, { report, versionCount: versionCounts.get(report.id) }]),
  );
  const counts: Record<ReportQueueState, number> = {
    unsubmitted: 0,
    submitted: 0,
    graded: 0,
    returned: 0,
  };
  const all: ReportQueueRow[] = members.map((member) => {
    const found = byUser.get(member.userId);
    const report = found?.report;
    const state = stateOf(report);
    counts[state] += 1;
    return {
      userId: member.userId,
      username: member.username,
      realName: member.realName || member.nickname,
      studentNumber: member.studentNumber,
      reportId: report?.id ?? null,
      state,
      late: report?.late ?? false,
      submittedAt: report?.submittedAt?.toISOString() ?? null,
      versionCount: found?.versionCount ?? 0,
      score: report?.score ?? null,
      released: report?.released ?? false,
    };
  });
  const chosen = query.state ? all.filter((row) => row.state === query.state) : all;
  const { limit, offset } = pageWindow(query);
  const template = await templateFor(db, experiment.id);
  return {
    total: chosen.length,
    rows: chosen.slice(offset, offset + limit),
    counts,
    rubricTotal: rubricTotal(template.rubric),
  };
}

/**
 * A report of a class the account teaches.
 * @example
 * const opened = await reportDetail(db, user, 5);
 */
export async function reportDetail(db: Database, user: UserRow, id: number): Promise<ReportDetail> {
  return reportDetailOf(db, (await reportTaughtBy(db, user, id)).row);
}

/** The grade the body describes, checked against the rubric (`参数错误：levels.… / adjustment …`). */
async function gradeOf(
  db: Database,
  user: UserRow,
  now: Date,
  row: ReportRow,
  body: ReportGradeBody,
): Promise<ReportGrade> {
  const template = await templateFor(db, row.experimentId);
  const criteria = new Map(template.rubric.map((criterion) => [criterion.key, criterion]));
  for (const key of Object.keys(body.levels))
    if (!criteria.has(key)) throw new ApiError(`参数错误：levels.${key} 不是评分标准中的评分项`);
  let rubricScore = 0;
  for (const criterion of template.rubric) {
    const chosen = body.levels[criterion.key];
    if (chosen === undefined)
      throw new ApiError(
        `参数错误：levels.${criterion.key} 必须选择一个等级（${criterion.title}）`,
      );
    const level = criterion.levels.find((candidate) => candidate.key === chosen);
    if (!level)
      throw new ApiError(
        `参数错误：levels.${criterion.key} 没有等级“${chosen}”（${criterion.title}）`,
      );
    rubricScore += level.points;
  }
  const total = rubricTotal(template.rubric);
  const reason = body.adjustReason.trim();
  if (body.adjustment !== 0 && reason === '')
    throw new ApiError('参数错误：adjustReason 调整分数时必须说明理由');
  const adjusted = rubricScore + body.adjustment;
  if (adjusted < 0 || adjusted > total)
    throw new ApiError(
      `参数错误：adjustment 使总分为 ${adjusted}，超出 0 到 ${total} 分（评分标准的满分）`,
    );
  const enabled = new Set(template.sections.filter((s) => s.enabled).map((s) => s.key));
  const sectionComments: Record<string, string> = {};
  for (const [key, text] of Object.entries(body.sectionComments ?? {})) {
    if (!enabled.has(key))
      throw new ApiError(`参数错误：sectionComments.${key} 不是报告模板中的栏目`);
    if (text.trim()) sectionComments[key] = text.trim();
  }
  const deductionPercent = row.late ? row.lateDeductionPercent : 0;
  return {
    levels: { ...body.levels },
    rubricScore,
    adjustment: body.adjustment,
    adjustReason: body.adjustment === 0 ? '' : reason,
    deductionPercent,
    score: roundHalfUp((adjusted * (100 - deductionPercent)) / 100, 1),
    total,
    comment: body.comment.trim(),
    sectionComments,
    gradedBy: user.realName || user.nickname || user.username,
    gradedAt: now.toISOString(),
  };
}

/** The latest version's number (a report being graded has one). */
async function latestVersion(db: Database, reportId: number): Promise<number> {
  const last = await latestVersionOf(db, reportId);
  if (!last) throw new ApiError(MSG_REPORT_NOT_SUBMITTED);
  return last.number;
}

const graded = (grade: ReportGrade | null) =>
  grade && {
    score: grade.score,
    levels: grade.levels,
    rubricScore: grade.rubricScore,
    adjustment: grade.adjustment,
    adjustReason: grade.adjustReason,
    deductionPercent: grade.deductionPercent,
    comment: grade.comment,
    sectionComments: grade.sectionComments,
  };

/** What a guarded change of a report sets on it (besides `updatedAt` and the next revision). */
type ReportChange = Partial<
  Pick<ReportRow, 'status' | 'grade' | 'score' | 'released' | 'releasedAt'>
>;

/** A change a report action makes, and its audit entry's before and after. */
interface ReportChangeOf {
  set: ReportChange;
  before: unknown;
  after: unknown;
}

/**
 * The guarded change of a report its class's teacher makes: locks the report, checks the class
 * is writable for the account and that nobody saved the report since `version` was opened (else
 * the edit conflict), lets `change` check the report's state and make its own writes, then sets
 * what `change` gives with `updatedAt` and the next revision, audits it as `action` and answers
 * the detail. `change` answering null: nothing to change, the detail as it is (no audit).
 * @example
 * return updateReport(db, user, now, body, 'report.release', async (tx, row) => ({ set: { released: true }, before, after }));
 */
async function updateReport(
  db: Database,
  user: UserRow,
  now: Date,
  body: { id: number; version?: string },
  action: string,
  change: (tx: Database, row: ReportRow) => Promise<ReportChangeOf | null>,
): Promise<ReportDetail> {
  return db.transaction(async (tx) => {
    const { row } = await reportTaughtBy(tx, user, body.id, { forUpdate: true, writable: true });
    checkRevision(row, body.version);
    const changed = await change(tx, row);
    if (!changed) return reportDetailOf(tx, row);
    const [updated] = await tx
      .update(reports)
      .set({ ...changed.set, updatedAt: now, revision: row.revision + 1 })
      .where(eq(reports.id, row.id))
      .returning();
    await audit(tx, user, now, action, row.id, changed.before, changed.after);
    return reportDetailOf(tx, updated ?? row);
  });
}

/** Writes `set` on the report's latest version and answers that version's number. */
async function setLatestVersion(
  tx: Database,
  row: ReportRow,
  set: { grade: ReportGrade } | { returnMessage: string },
): Promise<number> {
  const number = await latestVersion(tx, row.id);
  await tx
    .update(reportVersions)
    .set(set)
    .where(and(eq(reportVersions.reportId, row.id), eq(reportVersions.number, number)));
  return number;
}

/** Refuses a report that is not handed in for grading (submitted or graded). */
function checkGradable(row: ReportRow): void {
  if (row.status !== 'submitted' && row.status !== 'graded')
    throw new ApiError(MSG_REPORT_NOT_SUBMITTED);
}

/**
 * Grades the latest version of a submitted (or already graded) report against the version opened:
 * a second teacher grading the same version meanwhile gets the edit conflict and reopens to see
 * the first grade. A released report stays released with the new grade.
 * @example
 * await gradeReport(db, user, now, { id: 5, levels: { data: 'A' }, adjustment: 0, adjustReason: '', comment: '', version: '3' });
 */
export async function gradeReport(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportGradeBody,
): Promise<ReportDetail> {
  return updateReport(db, user, now, body, 'report.grade', async (tx, row) => {
    checkGradable(row);
    const grade = await gradeOf(tx, user, now, row, body);
    const number = await setLatestVersion(tx, row, { grade });
    return {
      set: { status: 'graded', grade, score: grade.score },
      before: { status: row.status, version: number, ...graded(row.grade) },
      after: { status: 'graded', version: number, released: row.released, ...graded(grade) },
    };
  });
}

/**
 * Returns a submitted or graded report for revision with a message (kept on its version); its
 * grade stays on that version and is no longer released.
 * @example
 * await returnReport(db, user, now, { id: 5, message: '请补充误差分析', version: '4' });
 */
export async function returnReport(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportReturnBody,
): Promise<ReportDetail> {
  const message = body.message.trim();
  if (message === '') throw new ApiError('参数错误：message 退回时必须说明需要修改什么');
  return updateReport(db, user, now, body, 'report.return', async (tx, row) => {
    checkGradable(row);
    const number = await setLatestVersion(tx, row, { returnMessage: message });
    return {
      set: { status: 'returned', released: false, releasedAt: null },
      before: { status: row.status, released: row.released },
      after: { status: 'returned', version: number, message, released: false },
    };
  });
}

/**
 * Releases a graded report's grade to its student.
 * @example
 * await releaseReport(db, user, now, { id: 5, version: '5' });
 */
export async function releaseReport(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportReleaseBody,
): Promise<ReportDetail> {
  return updateReport(db, user, now, body, 'report.release', async (_tx, row) => {
    if (row.status !== 'graded') throw new ApiError(MSG_REPORT_NOT_GRADED);
    if (row.released) return null;
    return {
      set: { released: true, releasedAt: now },
      before: { released: false },
      after: { released: true, score: row.score },
    };
  });
}

/**
 * Releases every graded, unreleased report of the class and experiment (each audited).
 * @example
 * const { released } = await releaseAllReports(db, user, now, { classId: 7, experimentId: 3 });
 */
export async function releaseAllReports(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportReleaseAllBody,
): Promise<{ released: number }> {
  return db.transaction(async (tx) => {
    const klass = await classManagedBy(tx, user, body.classId, { forUpdate: true, writable: true });
    const experiment = await classExperiment(tx, klass, body.experimentId);
    const due = await tx
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.classId, klass.id),
          eq(reports.experimentId, experiment.id),
          eq(reports.status, 'graded'),
          eq(reports.released, false),
        ),
      )
      .for('update');
    for (const row of due) {
      await tx
        .update(reports)
        .set({ released: true, releasedAt: now, updatedAt: now, revision: row.revision + 1 })
        .where(eq(reports.id, row.id));
      await audit(
        tx,
        user,
        now,
        'report.release',
        row.id,
        { released: false },
        { released: true, score: row.score },
      );
    }
    return { released: due.length };
  });
}
