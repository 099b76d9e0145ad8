/** The request schemas of the question bank's calls (limits from QUESTION_LIMITS). */
import {
  DIFFICULTIES,
  QUESTION_FIELDS,
  QUESTION_LIMITS as LIMITS,
  QUESTION_TYPES,
} from '../../../src/core/api/question-contract';

export const questionTypeSchema = { type: 'string', enum: [...QUESTION_TYPES] } as const;
export const difficultySchema = { type: 'string', enum: [...DIFFICULTIES] } as const;
export const formatSchema = { type: 'string', enum: ['xlsx', 'gift'] } as const;
export const tagSchema = { type: 'string', maxLength: LIMITS.tag } as const;

const html = (max: number) => ({ type: 'string', maxLength: max }) as const;

const numericAnswer = {
  type: 'object',
  properties: { value: { type: 'number' }, tolerance: { type: 'number', minimum: 0 } },
  required: ['value', 'tolerance'],
  additionalProperties: false,
} as const;

/** A blank: its kind, and texts (kind text) or numbers with their tolerance (kind number). */
const blankSchema = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: ['text', 'number'] },
    answers: {
      type: 'array',
      maxItems: LIMITS.answersPerBlank,
      // an object is a numeric answer, anything else a text one: each named by its own rule
      items: {
        if: { type: 'object' },
        then: numericAnswer,
        else: { type: 'string', maxLength: LIMITS.answer },
      },
    },
  },
  required: ['kind', 'answers'],
  additionalProperties: false,
} as const;

/** A QuestionDraft: every field present (those of other types empty). */
export const draftSchema = {
  type: 'object',
  properties: {
    type: questionTypeSchema,
    stem: html(LIMITS.html),
    options: { type: 'array', maxItems: LIMITS.maxOptions, items: html(LIMITS.option) },
    correct: {
      type: 'array',
      maxItems: LIMITS.maxOptions,
      items: { type: 'integer', minimum: 0, maximum: LIMITS.maxOptions - 1 },
    },
    judge: { type: ['boolean', 'null'] },
    blanks: { type: 'array', maxItems: LIMITS.blanks, items: blankSchema },
    reference: html(LIMITS.html),
    analysis: html(LIMITS.html),
    difficulty: difficultySchema,
    tags: { type: 'array', maxItems: LIMITS.tags, items: tagSchema },
    // its range and steps are checked with the question's other rules (checkDraft), in words
    score: { type: 'number' },
  },
  required: [...QUESTION_FIELDS],
  additionalProperties: false,
} as const;

/** An uploaded .xlsx or GIFT (.txt / .gift) file of questions. */
export const questionFileProperties = {
  fileName: {
    type: 'string',
    minLength: 5,
    maxLength: 200,
    pattern: '\\.(xlsx|txt|gift|XLSX|TXT|GIFT)$',
    description: '必须是 .xlsx、.txt 或 .gift 文件',
  },
} as const;
