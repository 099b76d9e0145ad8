/**
 * How one student answer to one question is scored under a quiz's rules (pure: no database).
 * The question is trusted (it was checked when saved); the response is not: it comes from a
 * browser, so anything of the wrong shape counts as not answered, or as a wrong choice.
 */
import type {
  GradedAnswer,
  GradingRules,
  QuestionDraft,
  QuestionResponse,
} from '../../../src/core/api/question-contract';
import { blankMatches } from './fill-compare';

export { fillMatches } from './fill-compare';

type Verdict = GradedAnswer['verdict'];

/** Points to 2 decimals; the 12 significant digits first drop binary noise (1.005 × 100 = 100.4999…). */
function toCents(points: number, round: (cents: number) => number): number {
  return round(Number((points * 100).toPrecision(12))) / 100;
}

/**
 * The points a share (0 … 1) of `score` is worth: a score that is not a positive number is 0;
 * rounded to 2 decimals, but never rounded up past `score`.
 */
function points(share: number, score: number): number {
  const most = Number.isFinite(score) && score > 0 ? score : 0;
  const rounded = toCents(most * share, Math.round);
  return rounded > most ? toCents(most, Math.floor) : rounded;
}

function graded(share: number, score: number, verdict: Verdict): GradedAnswer {
  return { score: points(share, score), verdict };
}

/** A new object each time: a caller may add to what it is given. */
function wrong(): GradedAnswer {
  return { score: 0, verdict: 'wrong' };
}

/** The option indices chosen, each once, and whether any is not an option of the question. */
function chosenOptions(response: QuestionResponse, optionCount: number) {
  const choices: unknown[] = Array.isArray(response.choices) ? response.choices : [];
  const isOption = (choice: unknown): choice is number =>
    Number.isInteger(choice) && (choice as number) >= 0 && (choice as number) < optionCount;
  return { chosen: new Set(choices.filter(isOption)), strays: !choices.every(isOption) };
}

function gradeSingle(question: QuestionDraft, response: QuestionResponse, score: number) {
  const { chosen, strays } = chosenOptions(response, question.options.length);
  const [only] = chosen;
  const right = !strays && chosen.size === 1 && question.correct.length === 1;
  return right && question.correct[0] === only ? graded(1, score, 'right') : wrong();
}

function gradeMultiple(
  question: QuestionDraft,
  response: QuestionResponse,
  score: number,
  rules: GradingRules,
): GradedAnswer {
  const { chosen, strays } = chosenOptions(response, question.options.length);
  const correct = new Set(question.correct);
  if (strays || chosen.size === 0 || [...chosen].some((choice) => !correct.has(choice))) {
    return wrong();
  }
  if (chosen.size === correct.size) return graded(1, score, 'right');
  return rules.multiplePartial === 'half' ? graded(1 / 2, score, 'partial') : wrong();
}

function gradeJudge(question: QuestionDraft, response: QuestionResponse, score: number) {
  const answered = typeof response.judge === 'boolean';
  return answered && response.judge === question.judge ? graded(1, score, 'right') : wrong();
}

/** The text typed in blank i ('' when missing or not a string). */
function typedBlank(response: QuestionResponse, index: number): string {
  const typed: unknown = Array.isArray(response.blanks) ? response.blanks[index] : undefined;
  return typeof typed === 'string' ? typed : '';
}

function gradeFill(
  question: QuestionDraft,
  response: QuestionResponse,
  score: number,
  rules: GradingRules,
): GradedAnswer {
  const total = question.blanks.length;
  const right = question.blanks.filter((blank, index) =>
    blankMatches(typedBlank(response, index), blank, rules),
  ).length;
  if (total === 0 || right === 0) return wrong();
  if (right === total) return graded(1, score, 'right');
  return rules.fillPerBlank ? graded(right / total, score, 'partial') : wrong();
}

/** Rich text with something in it: text other than white space and `&nbsp;`, or an image. */
function hasContent(html: string): boolean {
  if (/<(img|video|audio|iframe)\b/i.test(html)) return true;
  return html.replace(/<[^>]*>|&nbsp;|&#160;|\s/gi, '') !== '';
}

function gradeEssay(response: QuestionResponse): GradedAnswer {
  const text: unknown = response.text;
  return typeof text === 'string' && hasContent(text) ? { score: 0, verdict: 'pending' } : wrong();
}

/**
 * Scores one answer to one question worth `score` points in the quiz (which may differ from the
 * question's own 分值): 0 … `score`, to 2 decimals. A missing or empty answer is wrong; a 简答
 * with content is 'pending' with 0 until a teacher grades it.
 * @example
 * // a 多选 whose right options are A, B and C; A and C chosen
 * gradeAnswer(question, { choices: [0, 2] }, 4, DEFAULT_GRADING_RULES); // { score: 2, verdict: 'partial' }
 */
export function gradeAnswer(
  question: QuestionDraft,
  response: QuestionResponse | null,
  score: number,
  rules: GradingRules,
): GradedAnswer {
  // other values that are not objects have none of the fields, so they grade as unanswered too
  if (!response) return wrong();
  switch (question.type) {
    case 'single':
      return gradeSingle(question, response, score);
    case 'multiple':
      return gradeMultiple(question, response, score, rules);
    case 'judge':
      return gradeJudge(question, response, score);
    case 'fill':
      return gradeFill(question, response, score, rules);
    case 'essay':
      return gradeEssay(response);
    default:
      return wrong();
  }
}
