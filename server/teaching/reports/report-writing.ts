/**
 * A student writes a report: for one of their own finished attempts of an experiment of their
 * class's course (the record is the server's), drafts saved section by section (sanitised, each
 * section limited), submitted (the server decides deadline and 迟交), revised after a return and
 * submitted again — every submission kept as a version. A student reads only their own reports,
 * and a grade only once released.
 */
import { and, count, desc, eq, max } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged, type PageQuery } from '../../../src/core/api/contract';
import {
  MSG_REPORT_EMPTY,
  MSG_REPORT_EXISTS,
  MSG_REPORT_LATE_REFUSED,
  MSG_REPORT_NO_TEMPLATE,
  MSG_REPORT_NOT_EDITABLE,
  REPORT_LIMITS,
  type MyReportDetail,
  type MyReportRow,
  type ReportCreateBody,
  type ReportDraftBody,
  type ReportFileDeleteBody,
} from '../../../src/core/api/report-contract';
import { MSG_CLASS_ARCHIVED } from '../../../src/core/api/teaching-contract';
import type { Database } from '../../db/open-database';
import {
  classMembers,
  classes,
  experimentSessions,
  experiments,
  reportSettings,
  reportTemplates,
  reportFiles,
  reportVersions,
  reports,
} from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import {
  attachmentsInVersions,
  checkedReportText,
  fileOfReport,
  filesOfReport,
  imageIdsOf,
} from './report-files';
import { reportById, reportDetailOf, type ReportRow } from './report-records';
import { classSettingsRow, rubricTotal, settingsOf, templateOf } from './report-template';

const MSG_NOT_MY_ATTEMPT = '参数错误：attemptId 不是你本人已完成的实验记录';

/** The class, after checking the student is a member (else 无权限; no class: 资源不存在). */
async function classOfMember(db: Database, user: UserRow, classId: number) {
  const [found] = await db
    .select({ klass: classes, member: classMembers.userId })
    .from(classes)
    .leftJoin(
      classMembers,
      and(eq(classMembers.classId, classes.id), eq(classMembers.userId, user.id)),
    )
    .where(eq(classes.id, classId));
  if (!found) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (found.member === null) throw new ApiError(MSG_FORBIDDEN);
  return found.klass;
}

/** The student's own report (another's is 资源不存在, as if it did not exist). */
async function myReportRow(
  db: Database,
  user: UserRow,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ReportRow> {
  const row = await reportById(db, id, options);
  if (row.userId !== user.id) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return row;
}

/** The report as its student reads it: the grade and its comments only once released. */
async function myDetailOf(db: Database, row: ReportRow): Promise<MyReportDetail> {
  const { grade, studentName, studentNumber, ...detail } = await reportDetailOf(db, row);
  void studentName;
  void studentNumber;
  const [names] = await db
    .select({ className: classes.name, experimentTitle: experiments.title })
    .from(classes)
    .innerJoin(experiments, eq(experiments.id, row.experimentId))
    .where(eq(classes.id, row.classId));
  const template = await templateOf(db, row.experimentId);
  return {
    ...detail,
    grade: row.released ? grade : null,
    className: names?.className ?? '',
    experimentTitle: names?.experimentTitle ?? '',
    settings: settingsOf(await classSettingsRow(db, row.classId, row.experimentId)),
    wordHint: template?.wordHint ?? null,
  };
}

/**
 * Starts (or reopens) the student's report of an experiment in a class for one of their own
 * finished attempts. A draft or a returned report switches to the attempt chosen; a submitted or
 * graded one is refused.
 * @example
 * const report = await createReport(db, user, now, { classId: 7, attemptId: 'abc…' });
 */
export async function createReport(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportCreateBody,
): Promise<MyReportDetail> {
  return db.transaction(async (tx) => {
    const klass = await classOfMember(tx, user, body.classId);
    if (klass.archivedAt) throw new ApiError(MSG_CLASS_ARCHIVED);
    const [attempt] = await tx
      .select({
        id: experimentSessions.id,
        userId: experimentSessions.userId,
        experimentId: experimentSessions.experimentId,
        finishedAt: experimentSessions.finishedAt,
        status: experimentSessions.status,
        courseId: experiments.courseId,
      })
      .from(experimentSessions)
      .innerJoin(experiments, eq(experiments.id, experimentSessions.experimentId))
      .where(eq(experimentSessions.id, body.attemptId));
    if (
      !attempt ||
      attempt.userId !== user.id ||
      attempt.finishedAt === null ||
      attempt.status === 'unfinished'
    )
      throw new ApiError(MSG_NOT_MY_ATTEMPT);
    if (attempt.courseId !== klass.courseId)
      throw new ApiError('参数错误：attemptId 的实验不属于这个班级的课程');
    const [template] = await tx
      .select({ id: reportTemplates.experimentId })
      .from(reportTemplates)
      .where(eq(reportTemplates.experimentId, attempt.experimentId));
    if (!template) throw new ApiError(MSG_REPORT_NO_TEMPLATE);
    await tx
      .insert(reports)
      .values({
        classId: klass.id,
        experimentId: attempt.experimentId,
        userId: user.id,
        sessionId: attempt.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(reports)
      .where(
        and(
          eq(reports.classId, klass.id),
          eq(reports.experimentId, attempt.experimentId),
          eq(reports.userId, user.id),
        ),
      )
      .for('update');
    if (!row) throw new Error('the report was not stored');
    if (row.sessionId === attempt.id) return myDetailOf(tx, row);
    if (row.status !== 'draft' && row.status !== 'returned') throw new ApiError(MSG_REPORT_EXISTS);
    const [updated] = await tx
      .update(reports)
      .set({ sessionId: attempt.id, updatedAt: now, revision: row.revision + 1 })
      .where(eq(reports.id, row.id))
      .returning();
    return myDetailOf(tx, updated ?? row);
  });
}

/** The student's report of an experiment in a class, if the class is still writable for them. */
async function writableReport(tx: Database, user: UserRow, id: number): Promise<ReportRow> {
  const row = await myReportRow(tx, user, id, { forUpdate: true });
  const klass = await classOfMember(tx, user, row.classId);
  if (klass.archivedAt) throw new ApiError(MSG_CLASS_ARCHIVED);
  if (row.status !== 'draft' && row.status !== 'returned')
    throw new ApiError(MSG_REPORT_NOT_EDITABLE);
  return row;
}

/**
 * Saves the draft's sections given (the others stay): each an enabled section of the template,
 * sanitised as articles are, at most REPORT_LIMITS.sectionChars characters as stored.
 * @example
 * await saveReportDraft(db, user, now, { id: 5, sections: { purpose: '<p>…</p>' } });
 */
export async function saveReportDraft(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportDraftBody,
): Promise<MyReportDetail> {
  return db.transaction(async (tx) => {
    const row = await writableReport(tx, user, body.id);
    const template = await templateOf(tx, row.experimentId);
    if (!template) throw new ApiError(MSG_REPORT_NO_TEMPLATE);
    const enabled = new Set(
      template.sections.filter((section) => section.enabled).map((s) => s.key),
    );
    const sections = { ...row.sections };
    const images = await imageIdsOf(tx, row.id);
    for (const [key, html] of Object.entries(body.sections)) {
      const field = `sections.${key}`;
      if (!enabled.has(key)) throw new ApiError(`参数错误：${field} 不是报告模板中的栏目`);
      const clean = checkedReportText(html, field, images);
      if (clean.length > REPORT_LIMITS.sectionChars)
        throw new ApiError(
          `参数错误：${field} 超过 ${REPORT_LIMITS.sectionChars} 个字符（清理后 ${clean.length} 个）`,
        );
      sections[key] = clean;
    }
    const [updated] = await tx
      .update(reports)
      .set({ sections, updatedAt: now, revision: row.revision + 1 })
      .where(eq(reports.id, row.id))
      .returning();
    return myDetailOf(tx, updated ?? row);
  });
}

/** Whether HTML holds any text or image. */
const hasContent = (html: string) =>
  /<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '';

/**
 * Submits the report as a new version. The first submission after the class's deadline is refused
 * or marked 迟交 (with the rule's deduction) as the class's rule says; a returned report's
 * resubmission is accepted whatever the time (the teacher asked for it) and keeps its mark.
 * @example
 * const submitted = await submitReport(db, user, now, 5);
 */
export async function submitReport(
  db: Database,
  user: UserRow,
  now: Date,
  id: number,
): Promise<MyReportDetail> {
  return db.transaction(async (tx) => {
    const row = await writableReport(tx, user, id);
    const template = await templateOf(tx, row.experimentId);
    if (!template) throw new ApiError(MSG_REPORT_NO_TEMPLATE);
    const enabled = template.sections.filter((section) => section.enabled).map((s) => s.key);
    const sections = Object.fromEntries(
      enabled.flatMap((key) => (row.sections[key] ? [[key, row.sections[key]]] : [])),
    );
    if (!Object.values(sections).some(hasContent)) throw new ApiError(MSG_REPORT_EMPTY);
    const [last] = await tx
      .select({ n: max(reportVersions.number) })
      .from(reportVersions)
      .where(eq(reportVersions.reportId, row.id));
    const number = (last?.n ?? 0) + 1;
    let late = row.late;
    let deduction = row.lateDeductionPercent;
    if (number === 1) {
      const [settings] = await tx
        .select()
        .from(reportSettings)
        .where(
          and(
            eq(reportSettings.classId, row.classId),
            eq(reportSettings.experimentId, row.experimentId),
          ),
        );
      if (settings?.deadlineAt && now.getTime() > settings.deadlineAt.getTime()) {
        if (settings.late === 'refuse') throw new ApiError(MSG_REPORT_LATE_REFUSED);
        late = true;
        deduction = settings.lateDeductionPercent;
      }
    }
    await tx.insert(reportVersions).values({
      reportId: row.id,
      number,
      sessionId: row.sessionId,
      sections,
      attachments: (await filesOfReport(tx, row.id))
        .filter((file) => file.kind === 'attachment' && !file.detached)
        .map((file) => file.id),
      submittedAt: now,
      late,
    });
    const [updated] = await tx
      .update(reports)
      .set({
        status: 'submitted',
        late,
        lateDeductionPercent: deduction,
        submittedAt: now,
        grade: null,
        score: null,
        released: false,
        releasedAt: null,
        updatedAt: now,
        revision: row.revision + 1,
      })
      .where(eq(reports.id, row.id))
      .returning();
    return myDetailOf(tx, updated ?? row);
  });
}

/**
 * One of the student's own reports.
 * @example
 * const mine = await myReport(db, user, 5);
 */
export async function myReport(db: Database, user: UserRow, id: number): Promise<MyReportDetail> {
  return myDetailOf(db, await myReportRow(db, user, id));
}

/**
 * The student's reports, newest first, with the released score only.
 * @example
 * const page = await myReports(db, user, { pageNum: 1, pageSize: 10 });
 */
export async function myReports(
  db: Database,
  user: UserRow,
  query: PageQuery,
): Promise<Paged<MyReportRow>> {
  const where = eq(reports.userId, user.id);
  const [total] = await db.select({ n: count() }).from(reports).where(where);
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({
      report: reports,
      className: classes.name,
      experimentTitle: experiments.title,
      rubric: reportTemplates.rubric,
      deadlineAt: reportSettings.deadlineAt,
      versionCount: count(reportVersions.id),
    })
    .from(reports)
    .innerJoin(classes, eq(classes.id, reports.classId))
    .innerJoin(experiments, eq(experiments.id, reports.experimentId))
    .leftJoin(reportTemplates, eq(reportTemplates.experimentId, reports.experimentId))
    .leftJoin(
      reportSettings,
      and(
        eq(reportSettings.classId, reports.classId),
        eq(reportSettings.experimentId, reports.experimentId),
      ),
    )
    .leftJoin(reportVersions, eq(reportVersions.reportId, reports.id))
    .where(where)
    .groupBy(
      reports.id,
      classes.name,
      experiments.title,
      reportTemplates.rubric,
      reportSettings.deadlineAt,
    )
    .orderBy(desc(reports.updatedAt), desc(reports.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map(({ report, ...row }) => ({
      id: report.id,
      classId: report.classId,
      className: row.className,
      experimentId: report.experimentId,
      experimentTitle: row.experimentTitle,
      status: report.status,
      late: report.late,
      submittedAt: report.submittedAt?.toISOString() ?? null,
      deadlineAt: row.deadlineAt?.toISOString() ?? null,
      versionCount: Number(row.versionCount),
      score: report.released ? report.score : null,
      total: rubricTotal(row.rubric ?? []),
      released: report.released,
    })),
  };
}

/**
 * Removes one of the report's attachments while the report can be edited: its bytes go unless a
 * submitted version lists it (then it is only taken off the working copy, kept for that version).
 * Answers the bytes to delete (the caller deletes them after the transaction), and the report.
 * @example
 * const { report, removedPath } = await deleteReportFile(db, user, now, { id: 5, fileId: 9 });
 */
export async function deleteReportFile(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportFileDeleteBody,
): Promise<{ report: MyReportDetail; removedPath: string | null }> {
  return db.transaction(async (tx) => {
    const row = await writableReport(tx, user, body.id);
    const file = await fileOfReport(tx, row.id, body.fileId, 'attachment');
    if (!file || file.detached) throw new ApiError('参数错误：fileId 不是这份报告的附件');
    const kept = (await attachmentsInVersions(tx, row.id)).has(file.id);
    if (kept)
      await tx.update(reportFiles).set({ detached: true }).where(eq(reportFiles.id, file.id));
    else await tx.delete(reportFiles).where(eq(reportFiles.id, file.id));
    const [updated] = await tx
      .update(reports)
      .set({ updatedAt: now, revision: row.revision + 1 })
      .where(eq(reports.id, row.id))
      .returning();
    return {
      report: await myDetailOf(tx, updated ?? row),
      removedPath: kept ? null : file.storedPath,
    };
  });
}
