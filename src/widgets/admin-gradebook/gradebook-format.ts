/** How the grade book's figures, shares and rules read on the screen. */
import type { GradeItem, GradeLevel, GradebookSettings } from '../../core/api/gradebook-contract';
import { formatDateTime } from '../../core/i18n/format';
import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';

/**
 * A figure as the server gave it, without binary noise (at most 2 decimals).
 * @example
 * figureText(12.5); // '12.5'
 */
export function figureText(value: number): string {
  return String(Number(value.toFixed(2)));
}

/**
 * 总评 with the decimals the settings state (null: no 总评, shown as —).
 * @example
 * finalText(80, 1); // '80.0'
 */
export function finalText(value: number | null, decimals: number): string {
  return value === null ? gradebookT('table.none') : value.toFixed(decimals);
}

/** The level's name from the catalogue (null: —). */
export function levelText(level: GradeLevel | null): string {
  return level ? gradebookT(`level.${level}`) : gradebookT('table.none');
}

/** Whether an item counts towards 总评 with this weight (the server's rule, grade-compute.ts). */
export const counts = (item: Pick<GradeItem, 'total'>, weight: number): boolean =>
  weight > 0 && item.total > 0;

/**
 * Each item's share of 总评 (0 … 1) from its weight among all weights; 0 when it does not count.
 * @example
 * shares(items, (item) => item.weight); // Map { 'quiz:7' => 0.6, 'video' => 0 }
 */
export function shares(
  items: readonly GradeItem[],
  weightOf: (item: GradeItem) => number,
): Map<string, number> {
  const sum = items.reduce(
    (total, item) => total + (counts(item, weightOf(item)) ? weightOf(item) : 0),
    0,
  );
  return new Map(
    items.map((item) => {
      const weight = weightOf(item);
      return [item.key, sum > 0 && counts(item, weight) ? weight / sum : 0];
    }),
  );
}

/**
 * A share as a percentage with at most one decimal.
 * @example
 * shareText(1 / 3); // '33.3%'
 */
export function shareText(share: number): string {
  return `${Number((share * 100).toFixed(1))}%`;
}

/** The rules of 总评 in words, one sentence (as the export's 计算规则 sheet states them). */
export function rulesSentence(settings: GradebookSettings, items: readonly GradeItem[]): string {
  const { thresholds } = settings;
  const parts = [
    gradebookT('rules.final', { decimals: settings.decimals }),
    gradebookT(`rules.missing.${settings.missing}`),
    ...(items.some((item) => item.kind === 'experiment')
      ? [gradebookT(`rules.experiment.${settings.experimentScore}`)]
      : []),
    gradebookT('rules.levels', { ...thresholds }),
  ];
  return parts.join(gradebookT('rules.join')) + gradebookT('rules.end');
}

/** Whether the settings were saved (version '0': never), and when. */
export function savedLine(version: string, updatedAt: string | null): string {
  return version === '0' || !updatedAt
    ? gradebookT('rules.defaults')
    : gradebookT('rules.savedAt', { time: formatDateTime(updatedAt) });
}
