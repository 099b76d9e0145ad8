/** What the 测验 screens show of a quiz's times and state, and the loading of whole lists. */
import type { IsoTime, Paged } from '../../core/api/contract';
import type { QuizStatus } from '../../core/api/quiz-contract';

export type QuizTiming = 'upcoming' | 'open' | 'closed';

/** Where a quiz's open and close times put it now (the list's 未开始 / 进行中 / 已结束). */
export function timingOf(
  quiz: { openAt: IsoTime | null; closeAt: IsoTime | null },
  now = Date.now(),
): QuizTiming {
  if (quiz.openAt && Date.parse(quiz.openAt) > now) return 'upcoming';
  if (quiz.closeAt && Date.parse(quiz.closeAt) <= now) return 'closed';
  return 'open';
}

/** The badge classes of a quiz's status and timing. */
export const STATUS_BADGE: Record<QuizStatus, string> = {
  draft: 'badge badge--muted',
  published: 'badge badge--ok',
};
export const TIMING_BADGE: Record<QuizTiming, string> = {
  upcoming: 'badge badge--warn',
  open: 'badge badge--primary',
  closed: 'badge badge--muted',
};

/** A score as read: `7.5`, `10` (kept to 0.5 by the server; at most two decimals shown). */
export const scoreText = (score: number): string => String(Math.round(score * 100) / 100);

/** Whether a typed score is one the server keeps: above 0 (or 0 when allowed), ≤ max, to 0.5. */
export function isHalfStep(value: number, max: number, zero = false): boolean {
  return (
    Number.isFinite(value) &&
    (zero ? value >= 0 : value > 0) &&
    value <= max &&
    (value * 2) % 1 === 0
  );
}

/**
 * Every row of a paged call, page by page (at most `pages` pages of 100), stopping early once
 * `enough` says so.
 * @example
 * const takers = await allRows((pageNum) => listQuizTakers({ quizId, pageNum, pageSize: 100 }));
 */
export async function allRows<T>(
  page: (pageNum: number) => Promise<Paged<T>>,
  enough: (rows: readonly T[]) => boolean = () => false,
  pages = 20,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNum = 1; pageNum <= pages; pageNum += 1) {
    const answer = await page(pageNum);
    rows.push(...answer.rows);
    if (rows.length >= answer.total || answer.rows.length === 0 || enough(rows)) break;
  }
  return rows;
}
