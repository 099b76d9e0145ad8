/**
 * The arithmetic of a grade book (pure): each item's figure as a percentage of its full marks,
 * the weighted 总评 (missing work 0 or left out), rounded half up to the stated decimals, its
 * 五级制 level, and the class's statistics.
 */
import {
  GRADE_LEVELS,
  type GradeItem,
  type GradeLevel,
  type GradeThresholds,
  type GradebookRow,
  type GradebookSettings,
  type GradebookStats,
} from '../../../src/core/api/gradebook-contract';

/** Rounded half up to `decimals`; the 12 significant digits first drop binary noise (84.45 × 10). */
export function roundHalfUp(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return Math.round(Number((value * scale).toPrecision(12))) / scale;
}

/**
 * 总评 of 100 from a student's figures (in the items' order), or null when no item with weight
 * counts for them.
 * @example
 * finalGrade(items, [18, null, 75], settings); // e.g. 81.5
 */
export function finalGrade(
  items: readonly GradeItem[],
  scores: readonly (number | null)[],
  settings: Pick<GradebookSettings, 'missing' | 'decimals'>,
): number | null {
  let weighted = 0;
  let weights = 0;
  items.forEach((item, index) => {
    if (item.weight <= 0 || item.total <= 0) return;
    const score = scores[index] ?? null;
    if (score === null && settings.missing === 'exclude') return;
    weighted += item.weight * (((score ?? 0) / item.total) * 100);
    weights += item.weight;
  });
  return weights === 0 ? null : roundHalfUp(weighted / weights, settings.decimals);
}

/**
 * The 五级制 level of a 总评.
 * @example
 * levelOf(85, DEFAULT_THRESHOLDS); // 'good'
 */
export function levelOf(final: number, thresholds: GradeThresholds): GradeLevel {
  if (final >= thresholds.excellent) return 'excellent';
  if (final >= thresholds.good) return 'good';
  if (final >= thresholds.medium) return 'medium';
  if (final >= thresholds.pass) return 'pass';
  return 'fail';
}

/** What is wrong with the thresholds (each above the next, within 0 … 100), or null. */
export function thresholdsProblem(thresholds: GradeThresholds): string | null {
  const { excellent, good, medium, pass } = thresholds;
  const ordered = [excellent, good, medium, pass];
  if (ordered.some((bound) => !Number.isFinite(bound) || bound < 0 || bound > 100))
    return '参数错误：settings.thresholds 分数线必须在 0 到 100 之间';
  if (!(excellent > good && good > medium && medium > pass))
    return '参数错误：settings.thresholds 分数线必须依次降低（优秀 > 良好 > 中等 > 及格）';
  return null;
}

const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : roundHalfUp(values.reduce((a, b) => a + b, 0) / values.length, 2);

/**
 * The class's statistics: of 总评 (mean, highest, lowest, how many at each level) and per item.
 * @example
 * const stats = gradeStats(items, rows);
 */
export function gradeStats(
  items: readonly GradeItem[],
  rows: readonly GradebookRow[],
): GradebookStats {
  const finals = rows.flatMap((row) => (row.final === null ? [] : [row.final]));
  const levels = Object.fromEntries(GRADE_LEVELS.map((level) => [level, 0])) as Record<
    GradeLevel,
    number
  >;
  for (const row of rows) if (row.level) levels[row.level] += 1;
  return {
    students: rows.length,
    graded: finals.length,
    mean: mean(finals),
    max: finals.length ? Math.max(...finals) : null,
    min: finals.length ? Math.min(...finals) : null,
    levels,
    items: items.map((item, index) => {
      const done = rows.flatMap((row) => {
        const score = row.scores[index] ?? null;
        return score === null ? [] : [score];
      });
      return { key: item.key, mean: mean(done), done: done.length };
    }),
  };
}
