/** The request schemas of the quiz calls (limits from QUIZ_LIMITS; the rest is checked in words). */
import {
  DIFFICULTIES,
  QUESTION_LIMITS,
  QUESTION_TYPES,
} from '../../../src/core/api/question-contract';
import {
  QUIZ_COUNTING,
  QUIZ_KINDS,
  QUIZ_LIMITS as LIMITS,
  QUIZ_REVEAL,
} from '../../../src/core/api/quiz-contract';
import { clearableInstantSchema } from '../../admin/admin-schemas';
import { idSchema } from '../../http/paging';

const nullableId = { ...idSchema, type: ['integer', 'null'] } as const;
// a score's range and steps are checked with the paper's rules, in words
const nullableScore = { type: ['number', 'null'] } as const;

const fixedItem = {
  type: 'object',
  properties: { questionId: idSchema, score: nullableScore },
  required: ['questionId', 'score'],
  additionalProperties: false,
} as const;

const drawRule = {
  type: 'object',
  properties: {
    type: { type: 'string', enum: [...QUESTION_TYPES] },
    difficulty: { type: ['string', 'null'], enum: [...DIFFICULTIES, null] },
    tag: { type: ['string', 'null'], maxLength: QUESTION_LIMITS.tag },
    count: { type: 'integer', minimum: 1, maximum: LIMITS.questions },
    score: nullableScore,
  },
  required: ['type', 'difficulty', 'tag', 'count', 'score'],
  additionalProperties: false,
} as const;

const fixedPaper = {
  type: 'object',
  properties: {
    mode: { const: 'fixed' },
    items: { type: 'array', maxItems: LIMITS.questions, items: fixedItem },
  },
  required: ['mode', 'items'],
  additionalProperties: false,
} as const;

const drawPaper = {
  type: 'object',
  properties: {
    mode: { const: 'draw' },
    rules: { type: 'array', maxItems: LIMITS.drawRules, items: drawRule },
  },
  required: ['mode', 'rules'],
  additionalProperties: false,
} as const;

// chosen by its mode, not `oneOf`: a bad draw rule is named as such, not as a fixed paper's items
const paperSchema = {
  type: 'object',
  if: { properties: { mode: { const: 'draw' } }, required: ['mode'] },
  then: drawPaper,
  else: fixedPaper,
} as const;

const rulesSchema = {
  type: 'object',
  properties: {
    multiplePartial: { type: 'string', enum: ['half', 'none'] },
    fillPerBlank: { type: 'boolean' },
    fillIgnoreCase: { type: 'boolean' },
    fillIgnoreWidth: { type: 'boolean' },
  },
  required: ['multiplePartial', 'fillPerBlank', 'fillIgnoreCase', 'fillIgnoreWidth'],
  additionalProperties: false,
} as const;

const settingsSchema = {
  type: 'object',
  properties: {
    openAt: clearableInstantSchema,
    closeAt: clearableInstantSchema,
    timeLimitMinutes: { type: ['integer', 'null'], minimum: 1, maximum: LIMITS.timeLimit },
    attempts: { type: 'integer', minimum: 1, maximum: LIMITS.attempts },
    counting: { type: 'string', enum: [...QUIZ_COUNTING] },
    passPercent: { type: 'number', minimum: 0, maximum: 100 },
    shuffleQuestions: { type: 'boolean' },
    shuffleOptions: { type: 'boolean' },
    reveal: { type: 'string', enum: [...QUIZ_REVEAL] },
    gate: { type: 'boolean' },
    rules: rulesSchema,
  },
  required: [
    'openAt',
    'closeAt',
    'timeLimitMinutes',
    'attempts',
    'counting',
    'passPercent',
    'shuffleQuestions',
    'shuffleOptions',
    'reveal',
    'gate',
    'rules',
  ],
  additionalProperties: false,
} as const;

/** A QuizDraft: every field present. */
export const quizDraftSchema = {
  type: 'object',
  properties: {
    classId: idSchema,
    kind: { type: 'string', enum: [...QUIZ_KINDS] },
    chapterId: nullableId,
    experimentId: nullableId,
    title: { type: 'string', maxLength: LIMITS.title },
    description: { type: 'string', maxLength: LIMITS.description },
    settings: settingsSchema,
    paper: paperSchema,
  },
  required: [
    'classId',
    'kind',
    'chapterId',
    'experimentId',
    'title',
    'description',
    'settings',
    'paper',
  ],
  additionalProperties: false,
} as const;

/**
 * A student's answer to one question: its shape per type is checked against the paper in words
 * (responseProblem); here only its size.
 */
export const responseSchema = {
  type: ['object', 'null'],
  maxProperties: 4,
} as const;

export const essayCommentSchema = { type: 'string', maxLength: LIMITS.comment } as const;
export const scoreSchema = { type: 'number', minimum: 0, maximum: QUESTION_LIMITS.score } as const;
export const minutesSchema = {
  type: 'integer',
  minimum: 1,
  maximum: LIMITS.reopenMinutes,
} as const;
export const indexSchema = { type: 'integer', minimum: 0, maximum: LIMITS.questions - 1 } as const;
