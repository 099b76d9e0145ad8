/**
 * A report as stored and as it is read: its attempt's record (always read from experiment_sessions,
 * never from the browser), its versions, and the detail its teachers read.
 */
import { asc, eq } from 'drizzle-orm';
import { MSG_NOT_FOUND_CONTENT } from '../../../src/core/api/contract';
import type {
  ReportDetail,
  ReportRecord,
  ReportTemplateDraft,
  ReportVersion,
} from '../../../src/core/api/report-contract';
import {
  filesOfReport,
  reportFileKey,
  signedSections,
  toReportFile,
  type ReportFileRow,
} from './report-files';
import type { Database } from '../../db/open-database';
import { experimentSessions, experiments, reportVersions, reports, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { chartOfReadings } from './report-chart';
import { defaultTemplate, rubricTotal, templateDraftOf, templateOf } from './report-template';

export type ReportRow = typeof reports.$inferSelect;

/** The report, optionally locked for the transaction; 资源不存在 when there is none. */
export async function reportById(
  db: Database,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ReportRow> {
  const query = db.select().from(reports).where(eq(reports.id, id));
  const [found] = options.forUpdate ? await query.for('update') : await query;
  if (!found) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return found;
}

/**
 * The server's record of an attempt (steps and readings as stored when it was handed in, and the
 * chart of the readings the pages and the .docx draw).
 */
export async function recordOf(db: Database, sessionId: string): Promise<ReportRecord> {
  const [found] = await db
    .select({ session: experimentSessions, title: experiments.title })
    .from(experimentSessions)
    .innerJoin(experiments, eq(experiments.id, experimentSessions.experimentId))
    .where(eq(experimentSessions.id, sessionId));
  if (!found) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  const { session } = found;
  const readings = session.readings ?? null;
  return {
    attemptId: session.id,
    experimentTitle: found.title,
    score: session.score ?? 0,
    durationSeconds: session.durationSeconds ?? 0,
    startedAt: session.startedAt.toISOString(),
    finishedAt: (session.finishedAt ?? session.startedAt).toISOString(),
    steps: (session.steps ?? []).map((step) => ({
      seq: step.seq,
      title: step.title,
      timeUsed: step.timeUsed,
      score: step.score,
      maxScore: step.maxScore,
    })),
    readings,
    chart: chartOfReadings(readings),
  };
}

/** The versions of a report, first first. */
export async function versionsOf(
  db: Database,
  reportId: number,
  files: readonly ReportFileRow[],
  key: Buffer,
): Promise<ReportVersion[]> {
  const rows = await db
    .select()
    .from(reportVersions)
    .where(eq(reportVersions.reportId, reportId))
    .orderBy(asc(reportVersions.number));
  return rows.map((row) => ({
    number: row.number,
    sections: signedSections(row.sections, key),
    attachments: files
      .filter((file) => row.attachments.includes(file.id))
      .map((file) => toReportFile(file, key, false)),
    submittedAt: row.submittedAt.toISOString(),
    late: row.late,
    returnMessage: row.returnMessage,
  }));
}

/** The template a report is written and graded with (the defaults if it was removed). */
export async function templateFor(
  db: Database,
  experimentId: number,
): Promise<ReportTemplateDraft> {
  const row = await templateOf(db, experimentId);
  return row ? templateDraftOf(row) : defaultTemplate();
}

/** A report as its teachers read it: the record, the working text, every version, the grade. */
export async function reportDetailOf(db: Database, row: ReportRow): Promise<ReportDetail> {
  const template = await templateFor(db, row.experimentId);
  const key = await reportFileKey(db);
  const files = await filesOfReport(db, row.id);
  const versions = await versionsOf(db, row.id, files, key);
  const submitted = new Set(versions.flatMap((v) => v.attachments.map((file) => file.id)));
  const writable = row.status === 'draft' || row.status === 'returned';
  const [student] = await db
    .select({
      realName: users.realName,
      nickname: users.nickname,
      studentNumber: users.studentNumber,
    })
    .from(users)
    .where(eq(users.id, row.userId));
  return {
    id: row.id,
    classId: row.classId,
    experimentId: row.experimentId,
    userId: row.userId,
    studentName: student ? student.realName || student.nickname : '',
    studentNumber: student?.studentNumber ?? '',
    status: row.status,
    late: row.late,
    deductionPercent: row.late ? row.lateDeductionPercent : 0,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    template,
    total: rubricTotal(template.rubric),
    record: await recordOf(db, row.sessionId),
    sections: signedSections(row.sections, key),
    attachments: files
      .filter((file) => file.kind === 'attachment' && !file.detached)
      .map((file) => toReportFile(file, key, writable && !submitted.has(file.id))),
    versions,
    grade: row.grade,
    released: row.released,
    releasedAt: row.releasedAt?.toISOString() ?? null,
    version: String(row.revision),
    updatedAt: row.updatedAt.toISOString(),
  };
}
