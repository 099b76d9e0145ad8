/**
 * The 实验报告 template form's draft: what the teacher types (points and the word hint as text),
 * checked into the template the server takes, or the fields that are wrong by their path
 * (`rubric.0.levels.1.points`).
 */
import {
  REPORT_LIMITS,
  type ReportTemplateDraft,
  type RubricCriterion,
} from '../../core/api/report-contract';
import { reportT } from '../../core/i18n/zh-cn/admin-reports';

export interface LevelDraft {
  key: string;
  title: string;
  points: string;
  description: string;
}

export interface CriterionDraft {
  key: string;
  title: string;
  levels: LevelDraft[];
}

export interface TemplateDraft {
  sections: ReportTemplateDraft['sections'];
  wordHint: string;
  rubric: CriterionDraft[];
}

export type TemplateErrors = Record<string, string>;

export const templateDraftOf = (template: ReportTemplateDraft): TemplateDraft => ({
  sections: template.sections.map((section) => ({ ...section })),
  wordHint: template.wordHint === null ? '' : String(template.wordHint),
  rubric: template.rubric.map((criterion) => ({
    key: criterion.key,
    title: criterion.title,
    levels: criterion.levels.map((level) => ({ ...level, points: String(level.points) })),
  })),
});

/** A key not used by any of `taken` (`c3`, `L2`): keys are the server's ids of criteria and levels. */
export function freshKey(prefix: string, taken: readonly { key: string }[]): string {
  let n = taken.length + 1;
  while (taken.some((item) => item.key === `${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

const pointsOf = (text: string): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= REPORT_LIMITS.points &&
    Number.isInteger(value * 2)
    ? value
    : null;
};

/** The rubric's full marks as typed so far (unreadable points count 0). */
export const draftTotal = (rubric: readonly CriterionDraft[]): number =>
  rubric.reduce(
    (sum, criterion) =>
      sum + Math.max(0, ...criterion.levels.map((level) => pointsOf(level.points) ?? 0)),
    0,
  );

/**
 * The template the draft stands for, or the errors by field path.
 * @example
 * const checked = checkTemplate(draft); if ('errors' in checked) show(checked.errors);
 */
export function checkTemplate(
  draft: TemplateDraft,
): { template: ReportTemplateDraft } | { errors: TemplateErrors } {
  const errors: TemplateErrors = {};
  draft.sections.forEach((section, index) => {
    if (!section.title.trim())
      errors[`sections.${index}.title`] = reportT('template.titleRequired');
  });
  if (!draft.sections.some((section) => section.enabled))
    errors.sections = reportT('template.needEnabled');
  const hint = draft.wordHint.trim();
  const wordHint = hint === '' ? null : Number(hint);
  if (
    wordHint !== null &&
    !(Number.isInteger(wordHint) && wordHint >= 1 && wordHint <= REPORT_LIMITS.wordHint)
  )
    errors.wordHint = reportT('template.wordHintBad', { max: REPORT_LIMITS.wordHint });
  if (draft.rubric.length === 0) errors.rubric = reportT('template.needCriterion');
  const rubric: RubricCriterion[] = draft.rubric.map((criterion, c) => {
    if (!criterion.title.trim()) errors[`rubric.${c}.title`] = reportT('template.titleRequired');
    if (criterion.levels.length === 0) errors[`rubric.${c}`] = reportT('template.needLevel');
    return {
      key: criterion.key,
      title: criterion.title.trim(),
      levels: criterion.levels.map((level, l) => {
        const path = `rubric.${c}.levels.${l}`;
        if (!level.title.trim()) errors[`${path}.title`] = reportT('template.titleRequired');
        const points = pointsOf(level.points);
        if (points === null)
          errors[`${path}.points`] = reportT('template.pointsBad', { max: REPORT_LIMITS.points });
        return {
          key: level.key,
          title: level.title.trim(),
          points: points ?? 0,
          description: level.description.trim(),
        };
      }),
    };
  });
  if (Object.keys(errors).length) return { errors };
  return {
    template: {
      sections: draft.sections.map((section) => ({
        ...section,
        title: section.title.trim(),
        prompt: section.prompt.trim(),
      })),
      wordHint,
      rubric,
    },
  };
}

/**
 * A server refusal's field (`template.rubric[0].levels[1].points`) as the draft's path
 * (`rubric.0.levels.1.points`), or null.
 */
export const draftPathOf = (field: string | null): string | null =>
  field?.startsWith('template.')
    ? field
        .slice('template.'.length)
        .replace(/\[(\d+)\]/g, '.$1')
        .replace(/\//g, '.')
    : null;
