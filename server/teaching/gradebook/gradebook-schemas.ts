/** The request schema of a grade book's settings (limits from GRADEBOOK_LIMITS). */
import { GRADEBOOK_LIMITS } from '../../../src/core/api/gradebook-contract';

const bound = { type: 'number', minimum: 0, maximum: 100 } as const;

export const gradebookSettingsSchema = {
  type: 'object',
  properties: {
    weights: {
      type: 'object',
      maxProperties: GRADEBOOK_LIMITS.items,
      propertyNames: { pattern: '^((quiz|experiment|report):[1-9][0-9]{0,9}|video)$' },
      additionalProperties: { type: 'number', minimum: 0, maximum: GRADEBOOK_LIMITS.weight },
    },
    experimentScore: { type: 'string', enum: ['best', 'last'] },
    missing: { type: 'string', enum: ['zero', 'exclude'] },
    decimals: { type: 'integer', enum: [0, 1] },
    thresholds: {
      type: 'object',
      properties: { excellent: bound, good: bound, medium: bound, pass: bound },
      required: ['excellent', 'good', 'medium', 'pass'],
      additionalProperties: false,
    },
  },
  required: ['weights', 'experimentScore', 'missing', 'decimals', 'thresholds'],
  additionalProperties: false,
} as const;
