/** Request schemas of the report calls (limits from REPORT_LIMITS; the rest is checked in code). */
import {
  REPORT_KEY_PATTERN,
  REPORT_LATE_RULES,
  REPORT_LIMITS as L,
} from '../../../src/core/api/report-contract';
import { clearableInstantSchema } from '../../admin/admin-schemas';

const key = { type: 'string', pattern: REPORT_KEY_PATTERN } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const versionSchema = { type: 'string', pattern: '^[0-9]{1,10}$' } as const;

/** A session id as experimentStart gives it. */
export const attemptIdSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;

export const reportTemplateSchema = {
  type: 'object',
  properties: {
    sections: {
      type: 'array',
      minItems: 1,
      maxItems: L.sections,
      items: {
        type: 'object',
        properties: {
          key,
          title: { type: 'string', minLength: 1, maxLength: L.sectionTitle },
          prompt: text(L.prompt),
          enabled: { type: 'boolean' },
        },
        required: ['key', 'title', 'prompt', 'enabled'],
        additionalProperties: false,
      },
    },
    wordHint: { type: ['integer', 'null'], minimum: 1, maximum: L.wordHint },
    rubric: {
      type: 'array',
      minItems: 1,
      maxItems: L.criteria,
      items: {
        type: 'object',
        properties: {
          key,
          title: { type: 'string', minLength: 1, maxLength: L.criterionTitle },
          levels: {
            type: 'array',
            minItems: 1,
            maxItems: L.levels,
            items: {
              type: 'object',
              properties: {
                key,
                title: { type: 'string', minLength: 1, maxLength: L.levelTitle },
                points: { type: 'number', minimum: 0, maximum: L.points, multipleOf: 0.5 },
                description: text(L.levelDescription),
              },
              required: ['key', 'title', 'points', 'description'],
              additionalProperties: false,
            },
          },
        },
        required: ['key', 'title', 'levels'],
        additionalProperties: false,
      },
    },
  },
  required: ['sections', 'wordHint', 'rubric'],
  additionalProperties: false,
} as const;

export const reportSettingsSchema = {
  type: 'object',
  properties: {
    deadlineAt: clearableInstantSchema,
    late: { type: 'string', enum: [...REPORT_LATE_RULES] },
    lateDeductionPercent: { type: 'integer', minimum: 0, maximum: L.deductionPercent },
  },
  required: ['deadlineAt', 'late', 'lateDeductionPercent'],
  additionalProperties: false,
} as const;

/**
 * Section key → text (sections of a draft: HTML, length checked after sanitising). At least one:
 * a call with none leaves the property out.
 */
export const keyedTextSchema = (maxLength: number) =>
  ({
    type: 'object',
    minProperties: 1,
    maxProperties: L.sections,
    propertyNames: { pattern: REPORT_KEY_PATTERN },
    additionalProperties: { type: 'string', maxLength },
  }) as const;

/** Criterion key → level key (every criterion of the rubric: checked by the grading). */
export const levelsSchema = {
  type: 'object',
  minProperties: 1,
  maxProperties: L.criteria,
  propertyNames: { pattern: REPORT_KEY_PATTERN },
  additionalProperties: key,
} as const;

export const adjustmentSchema = {
  type: 'number',
  minimum: -L.points * L.criteria,
  maximum: L.points * L.criteria,
  multipleOf: 0.5,
} as const;

export const reportTextSchema = text;
