/**
 * The rules of a quiz's clock and scores for one student (pure): its window, an attempt's
 * deadline, which attempt counts, the pass mark, when the key is shown.
 */
import type { QuizSettings } from '../../../src/core/api/quiz-contract';
import type { quizAttempts } from '../../db/schema';
import type { QuizRecord } from './quiz-access';
import { gradePaper } from './quiz-paper';

export type AttemptRecord = typeof quizAttempts.$inferSelect;

/** A minute in milliseconds. */
export const MINUTE = 60_000;

/**
 * When an attempt started at `startedAt` is due under these settings: the time limit from its
 * start, or the close time if sooner; null: never.
 * @example
 * attemptDeadline({ ...settings, timeLimitMinutes: 30, closeAt: null }, startedAt);
 */
export function attemptDeadline(
  settings: Pick<QuizSettings, 'timeLimitMinutes' | 'closeAt'>,
  startedAt: Date,
): Date | null {
  const { timeLimitMinutes, closeAt } = settings;
  const limit = timeLimitMinutes === null ? null : startedAt.getTime() + timeLimitMinutes * MINUTE;
  const close = closeAt === null ? null : Date.parse(closeAt);
  const times = [limit, close].filter((t): t is number => t !== null);
  return times.length === 0 ? null : new Date(Math.min(...times));
}

/** An attempt graded: each answer's score and verdict, the total, whether 简答 wait. */
export type AttemptGrading = ReturnType<typeof gradePaper>;

/**
 * Grades an attempt's saved answers (and its teacher's 简答 marks) by the quiz's rules.
 * @example
 * const { score, pending } = gradeAttempt(quiz, attempt);
 */
export const gradeAttempt = (
  quiz: Pick<QuizRecord, 'settings'>,
  attempt: Pick<AttemptRecord, 'paper' | 'answers' | 'marks'>,
): AttemptGrading => gradePaper(attempt.paper, attempt.answers, quiz.settings.rules, attempt.marks);

/** Where the quiz's window stands at `now`. */
export function quizWindow(quiz: QuizRecord, now: Date): 'upcoming' | 'open' | 'closed' {
  const { openAt, closeAt } = quiz.settings;
  if (openAt !== null && now.getTime() < Date.parse(openAt)) return 'upcoming';
  if (closeAt !== null && now.getTime() >= Date.parse(closeAt)) return 'closed';
  return 'open';
}

/** Whether an attempt still open has passed its deadline. */
export const overdue = (attempt: AttemptRecord, now: Date): boolean =>
  attempt.submittedAt === null &&
  attempt.deadlineAt !== null &&
  attempt.deadlineAt.getTime() <= now.getTime();

/** When a student sees the key and 解析 of an attempt: null never (or not yet known). */
export function revealAt(quiz: QuizRecord, attempt: AttemptRecord): Date | null {
  switch (quiz.settings.reveal) {
    case 'submit':
      return attempt.submittedAt;
    case 'close':
      return quiz.settings.closeAt === null ? null : new Date(quiz.settings.closeAt);
    default:
      return null;
  }
}

/** The submitted attempt that counts (highest score, the earlier on a tie; or the last), if any. */
export function countedAttempt<A extends Pick<AttemptRecord, 'submittedAt' | 'number' | 'score'>>(
  counting: QuizRecord['settings']['counting'],
  attempts: readonly A[],
): A | null {
  const submitted = attempts
    .filter((attempt) => attempt.submittedAt !== null)
    .sort((a, b) => a.number - b.number);
  if (counting === 'last') return submitted.at(-1) ?? null;
  return submitted.reduce<A | null>(
    (best, attempt) => (best === null || (attempt.score ?? 0) > (best.score ?? 0) ? attempt : best),
    null,
  );
}

/** Whether a score passes the quiz (its 及格线 as a share of the paper's total). */
export const passes = (quiz: QuizRecord, score: number): boolean =>
  score >= (quiz.total * quiz.settings.passPercent) / 100;
