import type { QuestionDraft, QuestionType } from '../../../src/core/api/question-contract';

/**
 * A question of a type with every other field empty (题干 “题干”, 中, 2 分, 简答 10 分), then
 * the given fields.
 * @example
 * questionDraft('judge', { judge: true });
 */
export function questionDraft(
  type: QuestionType,
  fields: Partial<QuestionDraft> = {},
): QuestionDraft {
  return {
    type,
    stem: '<p>题干</p>',
    options: [],
    correct: [],
    judge: null,
    blanks: [],
    reference: '',
    analysis: '',
    difficulty: 'medium',
    tags: [],
    score: type === 'essay' ? 10 : 2,
    ...fields,
  };
}
