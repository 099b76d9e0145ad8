/**
 * The grading form's draft: a level per criterion, the adjustment as typed, its reason, the
 * comments — and the score they make, worked out as the server works it out (so the teacher sees
 * the grade before saving; the server computes it again and its figure is the one kept).
 */
import type {
  ReportDetail,
  ReportGrade,
  ReportGradeBody,
  ReportTemplateDraft,
} from '../../core/api/report-contract';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';

export interface GradeDraft {
  levels: Record<string, string>;
  adjustment: string;
  adjustReason: string;
  comment: string;
  sectionComments: Record<string, string>;
}

export const gradeDraftOf = (grade: ReportGrade | null): GradeDraft => ({
  levels: { ...(grade?.levels ?? {}) },
  adjustment: grade ? String(grade.adjustment) : '0',
  adjustReason: grade?.adjustReason ?? '',
  comment: grade?.comment ?? '',
  sectionComments: { ...(grade?.sectionComments ?? {}) },
});

/** The adjustment as a number (multiples of 0.5), or null when it is not one. */
export function adjustmentOf(text: string): number | null {
  const value = Number(text.trim() || '0');
  return Number.isFinite(value) && Number.isInteger(value * 2) ? value : null;
}

/** The points of the levels chosen so far. */
export const rubricScoreOf = (template: ReportTemplateDraft, levels: Record<string, string>) =>
  template.rubric.reduce(
    (sum, criterion) =>
      sum + (criterion.levels.find((level) => level.key === levels[criterion.key])?.points ?? 0),
    0,
  );

/** The score as the server rounds it: (rubric + adjustment) less the late deduction, one decimal. */
export const finalScore = (adjusted: number, deductionPercent: number) =>
  Math.round(((adjusted * (100 - deductionPercent)) / 100) * 10 + Number.EPSILON) / 10;

export type GradeErrors = Partial<Record<string, string>>;

/**
 * The body of the grading call, or the fields that are wrong (`levels.<key>`, `adjustment`,
 * `adjustReason`).
 */
export function checkGrade(
  report: ReportDetail,
  draft: GradeDraft,
): { body: ReportGradeBody } | { errors: GradeErrors } {
  const errors: GradeErrors = {};
  for (const criterion of report.template.rubric)
    if (!criterion.levels.some((level) => level.key === draft.levels[criterion.key]))
      errors[`levels.${criterion.key}`] = reportT('grade.chooseLevel', { title: criterion.title });
  const adjustment = adjustmentOf(draft.adjustment);
  if (adjustment === null) errors.adjustment = reportT('grade.adjustmentBad');
  else {
    const adjusted = rubricScoreOf(report.template, draft.levels) + adjustment;
    if (adjusted < 0 || adjusted > report.total)
      errors.adjustment = reportT('grade.scoreOutOfRange', { total: report.total });
    if (adjustment !== 0 && !draft.adjustReason.trim())
      errors.adjustReason = reportT('grade.adjustReasonRequired');
  }
  if (Object.keys(errors).length) return { errors };
  const sectionComments = Object.fromEntries(
    Object.entries(draft.sectionComments).filter(([, text]) => text.trim() !== ''),
  );
  return {
    body: {
      id: report.id,
      levels: draft.levels,
      adjustment: adjustment ?? 0,
      adjustReason: adjustment ? draft.adjustReason.trim() : '',
      comment: draft.comment.trim(),
      ...(Object.keys(sectionComments).length ? { sectionComments } : {}),
      version: report.version,
    },
  };
}
