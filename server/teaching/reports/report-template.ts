/**
 * Report templates (per experiment, set by the course's teacher, used by every class of the
 * course) and each class's deadline and late rule per experiment. The rubric is fixed once a report
 * was graded with it. Every change is audited in its transaction.
 */
import { and, asc, count, eq, exists, isNotNull, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../../src/core/api/contract';
import {
  DEFAULT_REPORT_SECTIONS,
  DEFAULT_RUBRIC,
  MSG_REPORT_RUBRIC_FIXED,
  type ReportClassExperiment,
  type ReportClassSettings,
  type ReportSettingsSaveBody,
  type ReportTemplateDetail,
  type ReportTemplateDraft,
  type ReportTemplateSaveBody,
  type RubricCriterion,
} from '../../../src/core/api/report-contract';
import { instantOf } from '../../admin/admin-schemas';
import { auditorOf } from '../../admin/audit-log';
import { checkRevision } from '../../admin/revision-check';
import type { Database } from '../../db/open-database';
import {
  classTeachers,
  classes,
  courses,
  experiments,
  reportSettings,
  reportTemplates,
  reports,
} from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy, isStaff, ownsCourse } from '../classes/class-access';

// a template belongs to its experiment, a class's settings to the class (as its grade book's)
const auditExperiment = auditorOf('experiment');
const auditClass = auditorOf('class');

export type TemplateRecord = typeof reportTemplates.$inferSelect;

/** The rubric's full marks: the sum of each criterion's highest level. */
export function rubricTotal(rubric: readonly RubricCriterion[]): number {
  return rubric.reduce(
    (sum, criterion) => sum + Math.max(0, ...criterion.levels.map((level) => level.points)),
    0,
  );
}

/** The stored template as a draft. */
export const templateDraftOf = (row: TemplateRecord): ReportTemplateDraft => ({
  sections: row.sections,
  wordHint: row.wordHint,
  rubric: row.rubric,
});

/** The template a new experiment starts from. */
export const defaultTemplate = (): ReportTemplateDraft => ({
  sections: DEFAULT_REPORT_SECTIONS.map((section) => ({ ...section })),
  wordHint: null,
  rubric: DEFAULT_RUBRIC.map((criterion) => ({
    ...criterion,
    levels: criterion.levels.map((level) => ({ ...level })),
  })),
});

/** The stored template of an experiment, or undefined. */
export async function templateOf(
  db: Database,
  experimentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<TemplateRecord | undefined> {
  const query = db
    .select()
    .from(reportTemplates)
    .where(eq(reportTemplates.experimentId, experimentId));
  const [found] = options.forUpdate ? await query.for('update') : await query;
  return found;
}

/**
 * The experiment and its course, after checking the account may read its template (staff, the
 * course's owner, a teacher of one of the course's classes) or, with `edit`, change it (staff,
 * the owner).
 */
async function experimentOfTeacher(
  db: Database,
  user: UserRow,
  experimentId: number,
  edit: boolean,
): Promise<{ id: number; title: string; courseId: number; ownerId: number | null }> {
  const [found] = await db
    .select({
      id: experiments.id,
      title: experiments.title,
      courseId: experiments.courseId,
      ownerId: courses.ownerId,
    })
    .from(experiments)
    .leftJoin(courses, eq(courses.id, experiments.courseId))
    .where(eq(experiments.id, experimentId));
  if (!found) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (found.courseId === null)
    throw new ApiError('参数错误：experimentId 不属于任何课程，不能设置实验报告');
  const experiment = { ...found, courseId: found.courseId };
  if (ownsCourse(user, found.ownerId)) return experiment;
  if (!edit) {
    const [teaches] = await db
      .select({ id: classes.id })
      .from(classes)
      .where(
        and(
          eq(classes.courseId, found.courseId),
          exists(
            sql`(SELECT 1 FROM ${classTeachers} WHERE ${classTeachers.classId} = ${classes.id} AND ${classTeachers.userId} = ${user.id})`,
          ),
        ),
      )
      .limit(1);
    if (teaches) return experiment;
  }
  throw new ApiError(MSG_FORBIDDEN);
}

/** Whether a report of the experiment was graded (with any class). */
async function hasGrades(db: Database, experimentId: number): Promise<boolean> {
  const [found] = await db
    .select({ n: count() })
    .from(reports)
    .where(and(eq(reports.experimentId, experimentId), isNotNull(reports.grade)));
  return (found?.n ?? 0) > 0;
}

async function templateDetail(
  db: Database,
  user: UserRow,
  experiment: { id: number; title: string; courseId: number; ownerId: number | null },
  row: TemplateRecord | undefined,
): Promise<ReportTemplateDetail> {
  const draft = row ? templateDraftOf(row) : defaultTemplate();
  return {
    ...draft,
    experimentId: experiment.id,
    experimentTitle: experiment.title,
    courseId: experiment.courseId,
    saved: row !== undefined,
    total: rubricTotal(draft.rubric),
    editable: isStaff(user) || experiment.ownerId === user.id,
    graded: await hasGrades(db, experiment.id),
    version: String(row?.revision ?? 0),
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * An experiment's report template as its form opens it (the defaults when never saved).
 * @example
 * const opened = await reportTemplate(db, user, 3);
 */
export async function reportTemplate(
  db: Database,
  user: UserRow,
  experimentId: number,
): Promise<ReportTemplateDetail> {
  const experiment = await experimentOfTeacher(db, user, experimentId, false);
  return templateDetail(db, user, experiment, await templateOf(db, experimentId));
}

function unique(keys: string[], field: string): void {
  const seen = new Set<string>();
  keys.forEach((key, index) => {
    if (seen.has(key))
      throw new ApiError(`参数错误：${field}[${index}].key 与前面的重复（${key}）`);
    seen.add(key);
  });
}

/** The checks the schema cannot make; `参数错误：template.…` naming the field. */
function checkedTemplate(draft: ReportTemplateDraft): ReportTemplateDraft {
  unique(
    draft.sections.map((section) => section.key),
    'template.sections',
  );
  if (!draft.sections.some((section) => section.enabled))
    throw new ApiError('参数错误：template.sections 至少要启用一个栏目');
  unique(
    draft.rubric.map((criterion) => criterion.key),
    'template.rubric',
  );
  draft.rubric.forEach((criterion, index) =>
    unique(
      criterion.levels.map((level) => level.key),
      `template.rubric[${index}].levels`,
    ),
  );
  if (rubricTotal(draft.rubric) <= 0)
    throw new ApiError('参数错误：template.rubric 的满分必须大于 0（每项最高等级的分数之和）');
  return {
    sections: draft.sections.map((section) => ({
      key: section.key,
      title: section.title.trim() || section.key,
      prompt: section.prompt.trim(),
      enabled: section.enabled,
    })),
    wordHint: draft.wordHint,
    rubric: draft.rubric.map((criterion) => ({
      key: criterion.key,
      title: criterion.title.trim() || criterion.key,
      levels: criterion.levels.map((level) => ({
        key: level.key,
        title: level.title.trim() || level.key,
        points: level.points,
        description: level.description.trim(),
      })),
    })),
  };
}

/**
 * Creates or updates an experiment's template against the version opened ('0': never saved).
 * The rubric cannot change once a report was graded with it.
 * @example
 * const saved = await saveReportTemplate(db, user, now, { experimentId: 3, template, version: '0' });
 */
export async function saveReportTemplate(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportTemplateSaveBody,
): Promise<ReportTemplateDetail> {
  const template = checkedTemplate(body.template);
  return db.transaction(async (tx) => {
    const experiment = await experimentOfTeacher(tx, user, body.experimentId, true);
    // the experiment row serialises the first save of a template
    await tx
      .select({ id: experiments.id })
      .from(experiments)
      .where(eq(experiments.id, experiment.id))
      .for('update');
    const before = await templateOf(tx, experiment.id, { forUpdate: true });
    if (before) checkRevision(before, body.version);
    else if (body.version !== '0') checkRevision({ revision: 0 }, body.version);
    const beforeDraft = before ? templateDraftOf(before) : null;
    if (
      beforeDraft &&
      JSON.stringify(beforeDraft.rubric) !== JSON.stringify(template.rubric) &&
      (await hasGrades(tx, experiment.id))
    )
      throw new ApiError(MSG_REPORT_RUBRIC_FIXED);
    const values = { ...template, updatedBy: user.id, updatedAt: now };
    const [saved] = before
      ? await tx
          .update(reportTemplates)
          .set({ ...values, revision: before.revision + 1 })
          .where(eq(reportTemplates.experimentId, experiment.id))
          .returning()
      : await tx
          .insert(reportTemplates)
          .values({ ...values, experimentId: experiment.id, createdAt: now })
          .returning();
    if (!saved) throw new Error('saving report_templates returned no row');
    await auditExperiment(
      tx,
      user,
      now,
      'experiment.reportTemplate',
      experiment.id,
      beforeDraft,
      template,
    );
    return templateDetail(tx, user, experiment, saved);
  });
}

// ---------------------------------------------------------------- per-class settings

type SettingsRecord = typeof reportSettings.$inferSelect;

export const NO_SETTINGS: ReportClassSettings = {
  deadlineAt: null,
  late: 'accept',
  lateDeductionPercent: 0,
};

export const settingsOf = (row: SettingsRecord | undefined): ReportClassSettings =>
  row
    ? {
        deadlineAt: row.deadlineAt?.toISOString() ?? null,
        late: row.late,
        lateDeductionPercent: row.lateDeductionPercent,
      }
    : { ...NO_SETTINGS };

/** A class's settings for an experiment's reports (the defaults when never saved). */
export async function classSettingsRow(
  db: Database,
  classId: number,
  experimentId: number,
  options: { forUpdate?: boolean } = {},
): Promise<SettingsRecord | undefined> {
  const query = db
    .select()
    .from(reportSettings)
    .where(and(eq(reportSettings.classId, classId), eq(reportSettings.experimentId, experimentId)));
  const [found] = options.forUpdate ? await query.for('update') : await query;
  return found;
}

/**
 * The experiments of a class's course, each with whether it has a template and the class's
 * deadline and late rule.
 * @example
 * const rows = await reportClassSettings(db, user, 7);
 */
export async function reportClassSettings(
  db: Database,
  user: UserRow,
  classId: number,
): Promise<ReportClassExperiment[]> {
  const klass = await classManagedBy(db, user, classId);
  const rows = await db
    .select({
      id: experiments.id,
      title: experiments.title,
      template: reportTemplates.experimentId,
      settings: reportSettings,
    })
    .from(experiments)
    .leftJoin(reportTemplates, eq(reportTemplates.experimentId, experiments.id))
    .leftJoin(
      reportSettings,
      and(eq(reportSettings.experimentId, experiments.id), eq(reportSettings.classId, classId)),
    )
    .where(eq(experiments.courseId, klass.courseId))
    .orderBy(asc(experiments.sortOrder), asc(experiments.id));
  return rows.map((row) => ({
    experimentId: row.id,
    title: row.title,
    hasTemplate: row.template !== null,
    settings: settingsOf(row.settings ?? undefined),
    version: String(row.settings?.revision ?? 0),
  }));
}

/**
 * Saves a class's deadline and late rule for one experiment of its course, against the version
 * opened ('0': never saved).
 * @example
 * await saveReportClassSettings(db, user, now, { classId: 7, experimentId: 3, settings, version: '0' });
 */
export async function saveReportClassSettings(
  db: Database,
  user: UserRow,
  now: Date,
  body: ReportSettingsSaveBody,
): Promise<ReportClassExperiment> {
  const deadlineAt =
    body.settings.deadlineAt === null
      ? null
      : instantOf(body.settings.deadlineAt, 'settings.deadlineAt');
  if (body.settings.late === 'refuse' && body.settings.lateDeductionPercent !== 0)
    throw new ApiError('参数错误：settings.lateDeductionPercent 拒收迟交时不能设置扣分');
  return db.transaction(async (tx) => {
    const klass = await classManagedBy(tx, user, body.classId, { forUpdate: true, writable: true });
    const [experiment] = await tx
      .select({ id: experiments.id, title: experiments.title })
      .from(experiments)
      .where(and(eq(experiments.id, body.experimentId), eq(experiments.courseId, klass.courseId)));
    if (!experiment) throw new ApiError('参数错误：experimentId 不是本班课程的实验');
    const before = await classSettingsRow(tx, klass.id, experiment.id, { forUpdate: true });
    checkRevision(before ?? { revision: 0 }, body.version);
    const values = {
      deadlineAt,
      late: body.settings.late,
      lateDeductionPercent: body.settings.lateDeductionPercent,
      updatedBy: user.id,
      updatedAt: now,
    };
    const [saved] = before
      ? await tx
          .update(reportSettings)
          .set({ ...values, revision: before.revision + 1 })
          .where(
            and(
              eq(reportSettings.classId, klass.id),
              eq(reportSettings.experimentId, experiment.id),
            ),
          )
          .returning()
      : await tx
          .insert(reportSettings)
          .values({ ...values, classId: klass.id, experimentId: experiment.id })
          .returning();
    if (!saved) throw new Error('saving report_settings returned no row');
    const experimentId = experiment.id;
    await auditClass(
      tx,
      user,
      now,
      'class.reportSettings',
      klass.id,
      before ? { experimentId, ...settingsOf(before) } : null,
      { experimentId, ...settingsOf(saved) },
    );
    const template = await templateOf(tx, experiment.id);
    return {
      experimentId: experiment.id,
      title: experiment.title,
      hasTemplate: template !== undefined,
      settings: settingsOf(saved),
      version: String(saved.revision),
    };
  });
}
