/**
 * A paper plan's total over a bank, and the rule that keeps it the same for every student (pure).
 */
import type { QuizDrawRule, QuizPaperPlan } from '../../../src/core/api/quiz-contract';
import type { BankQuestion } from './quiz-paper';

const matches =
  (rule: QuizDrawRule) =>
  ({ question }: BankQuestion): boolean =>
    question.type === rule.type &&
    (rule.difficulty === null || question.difficulty === rule.difficulty) &&
    (rule.tag === null || question.tags.includes(rule.tag));

/**
 * What keeps every student's paper at the same total, or null: a draw rule without a score of its
 * own takes its questions' 分值, so they must agree.
 */
export function ruleScoreProblem(
  paper: QuizPaperPlan,
  bank: readonly BankQuestion[],
): string | null {
  if (paper.mode !== 'draw') return null;
  for (const [index, rule] of paper.rules.entries()) {
    if (rule.score !== null) continue;
    const scores = [...new Set(bank.filter(matches(rule)).map(({ question }) => question.score))];
    if (scores.length > 1)
      return `参数错误：paper.rules[${index}].score 符合条件的题分值不一（${scores
        .sort((a, b) => a - b)
        .join('、')} 分），请为这条规则设定每题分值`;
  }
  return null;
}

/** The paper's total (the same for every student: see ruleScoreProblem). */
export function planTotal(paper: QuizPaperPlan, bank: readonly BankQuestion[]): number {
  const cents = (points: number) => Math.round(points * 100);
  const byId = new Map(bank.map((entry) => [entry.id, entry.question]));
  const sum =
    paper.mode === 'fixed'
      ? paper.items.reduce(
          (total, item) => total + cents(item.score ?? byId.get(item.questionId)?.score ?? 0),
          0,
        )
      : paper.rules.reduce(
          (total, rule) =>
            total + cents(rule.score ?? bank.find(matches(rule))?.question.score ?? 0) * rule.count,
          0,
        );
  return sum / 100;
}
