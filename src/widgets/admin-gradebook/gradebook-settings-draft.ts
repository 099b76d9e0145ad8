/**
 * The grade-book settings form's draft: every field as typed (text), the checks made before a
 * save, the settings sent, and where the server's refusals are shown.
 */
import {
  GRADEBOOK_LIMITS,
  type Gradebook,
  type GradebookSettings,
  type GradeThresholds,
} from '../../core/api/gradebook-contract';
import { gradebookT } from '../../core/i18n/zh-cn/admin-gradebook';

/** The grade book as the draft editor keeps it (its record id is the class's). */
export interface BookRecord extends Gradebook {
  id: number;
}

export const recordOf = (book: Gradebook): BookRecord => ({ ...book, id: book.classId });

export const THRESHOLD_LEVELS = ['excellent', 'good', 'medium', 'pass'] as const;
export type ThresholdLevel = (typeof THRESHOLD_LEVELS)[number];

export interface SettingsDraft {
  /** Each item's weight as typed, by item key. */
  weights: Record<string, string>;
  experimentScore: GradebookSettings['experimentScore'];
  missing: GradebookSettings['missing'];
  decimals: '0' | '1';
  thresholds: Record<ThresholdLevel, string>;
}

/**
 * A field of the form: `weight:<item key>`, `threshold:<level>`, or a whole part (`weights`,
 * `thresholds`, `experimentScore`, `missing`, `decimals`) where a server refusal is shown.
 */
export type SettingsField = string;

/** The draft of the grade book as opened: each item's weight (0 when not weighed yet). */
export function draftOf(book: Gradebook): SettingsDraft {
  const { settings } = book;
  return {
    weights: Object.fromEntries(book.items.map((item) => [item.key, String(item.weight)])),
    experimentScore: settings.experimentScore,
    missing: settings.missing,
    decimals: settings.decimals === 1 ? '1' : '0',
    thresholds: Object.fromEntries(
      THRESHOLD_LEVELS.map((level) => [level, String(settings.thresholds[level])]),
    ) as Record<ThresholdLevel, string>,
  };
}

/** A typed number (NaN when empty or not a number). */
export function numberOf(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

const within = (value: number, max: number) => Number.isFinite(value) && value >= 0 && value <= max;

/**
 * Each weight within 0 … 100 and each bound within 0 … 100; their order is the server's to
 * judge (its refusal is shown at the thresholds).
 */
export function checkDraft(draft: SettingsDraft): Partial<Record<SettingsField, string>> {
  const found: Partial<Record<SettingsField, string>> = {};
  for (const [key, text] of Object.entries(draft.weights))
    if (!within(numberOf(text), GRADEBOOK_LIMITS.weight))
      found[`weight:${key}`] = gradebookT('settings.weightRange');
  for (const level of THRESHOLD_LEVELS)
    if (!within(numberOf(draft.thresholds[level]), 100))
      found[`threshold:${level}`] = gradebookT('settings.thresholdRange');
  return found;
}

/** The settings the draft stands for (checked first). */
export function settingsOf(draft: SettingsDraft): GradebookSettings {
  return {
    weights: Object.fromEntries(
      Object.entries(draft.weights).map(([key, text]) => [key, numberOf(text)]),
    ),
    experimentScore: draft.experimentScore,
    missing: draft.missing,
    decimals: draft.decimals === '1' ? 1 : 0,
    thresholds: Object.fromEntries(
      THRESHOLD_LEVELS.map((level) => [level, numberOf(draft.thresholds[level])]),
    ) as unknown as GradeThresholds,
  };
}

const PARTS = ['weights', 'thresholds', 'experimentScore', 'missing', 'decimals'] as const;

/** The part of the form a server refusal names (`settings.thresholds` → thresholds). */
export function fieldOfServer(server: string): SettingsField | null {
  const named = server.replace(/^settings\./, '');
  return PARTS.find((part) => named.startsWith(part)) ?? null;
}

/** The id (after `gradebook-`) of a weight's input. */
export const weightId = (key: string): string => `weight-${key.replace(/:/g, '-')}`;

/** The id (after `gradebook-`) of the element a field's error focuses. */
export function elementOfField(field: SettingsField): string {
  if (field.startsWith('weight:')) return weightId(field.slice('weight:'.length));
  if (field.startsWith('threshold:')) return `threshold-${field.slice('threshold:'.length)}`;
  return field;
}
