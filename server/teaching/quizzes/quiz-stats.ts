/**
 * A quiz's statistics over each student's counted attempt: the spread of scores, and per question
 * its correct rate, option distribution, 难度 P (mean share of its points) and 区分度 D (P of the
 * top 27 % by paper score minus P of the bottom 27 %, the usual teaching-measurement rule).
 */
import { count, eq } from 'drizzle-orm';
import type { QuizQuestionStat, QuizStats } from '../../../src/core/api/quiz-contract';
import type { Database } from '../../db/open-database';
import { classMembers, quizAttempts } from '../../db/schema';
import type { UserRow } from '../../users/user-queries';
import { htmlToText } from '../questions/formats/cell-html';
import { quizTaughtBy } from './quiz-access';
import { countedAttempt, gradeAttempt, passes, type AttemptRecord } from './quiz-outcome';
import { roundHalfUp } from '../gradebook/grade-compute';

/** Fewer papers than this holding a question: its 区分度 says nothing. */
const MIN_FOR_DISCRIMINATION = 10;
const GROUP_SHARE = 0.27;

interface Seen {
  userId: number;
  share: number;
  right: boolean;
}

const shareMean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : roundHalfUp(values.reduce((a, b) => a + b, 0) / values.length, 3);

/**
 * @example
 * const stats = await quizStats(db, user, 7);
 */
export async function quizStats(db: Database, user: UserRow, quizId: number): Promise<QuizStats> {
  const { quiz } = await quizTaughtBy(db, user, quizId);
  const all = await db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id));
  const byUser = new Map<number, AttemptRecord[]>();
  for (const attempt of all)
    byUser.set(attempt.userId, [...(byUser.get(attempt.userId) ?? []), attempt]);
  const counted = [...byUser.values()].flatMap((attempts) => {
    const chosen = countedAttempt(quiz.settings.counting, attempts);
    return chosen ? [chosen] : [];
  });
  const [members] = await db
    .select({ n: count() })
    .from(classMembers)
    .where(eq(classMembers.classId, quiz.classId));

  const stats = new Map<number, QuizQuestionStat & { seen: Seen[] }>();
  const paperScore = new Map<number, number>();
  for (const attempt of counted) {
    const { graded, score } = gradeAttempt(quiz, attempt);
    paperScore.set(attempt.userId, score);
    attempt.paper.forEach((entry, index) => {
      const { question } = entry;
      const stat = stats.get(entry.questionId) ?? {
        questionId: entry.questionId,
        type: question.type,
        stemText: htmlToText(question.stem),
        maxScore: entry.score,
        papers: 0,
        answered: 0,
        correctRate: null,
        difficulty: null,
        discrimination: null,
        choices:
          question.type === 'judge'
            ? [
                { label: 'true', count: 0, right: question.judge === true },
                { label: 'false', count: 0, right: question.judge === false },
              ]
            : question.options.map((_, option) => ({
                label: String.fromCharCode(65 + option),
                count: 0,
                right: question.correct.includes(option),
              })),
        pending: 0,
        seen: [],
      };
      const response = attempt.answers[index] ?? null;
      const result = graded[index] ?? { score: 0, verdict: 'wrong' as const };
      stat.papers += 1;
      const chosen = Array.isArray(response?.choices) ? response.choices : [];
      if (
        chosen.length > 0 ||
        typeof response?.judge === 'boolean' ||
        response?.blanks?.some((b) => b.trim()) ||
        response?.text?.trim()
      )
        stat.answered += 1;
      for (const shown of chosen) {
        const own = entry.order[shown];
        const choice = own === undefined ? undefined : stat.choices[own];
        if (choice) choice.count += 1;
      }
      if (typeof response?.judge === 'boolean') {
        const choice = stat.choices[response.judge ? 0 : 1];
        if (choice) choice.count += 1;
      }
      if (result.verdict === 'pending') stat.pending += 1;
      stat.seen.push({
        userId: attempt.userId,
        share: entry.score > 0 ? result.score / entry.score : 0,
        right: result.verdict === 'right',
      });
      stats.set(entry.questionId, stat);
    });
  }

  const ranked = [...paperScore.entries()].sort((a, b) => b[1] - a[1]).map(([userId]) => userId);
  const groupSize = Math.max(1, Math.round(ranked.length * GROUP_SHARE));
  const top = new Set(ranked.slice(0, groupSize));
  const bottom = new Set(ranked.slice(-groupSize));
  const questions = [...stats.values()].map(({ seen, ...stat }) => {
    const highP = shareMean(seen.filter((s) => top.has(s.userId)).map((s) => s.share));
    const lowP = shareMean(seen.filter((s) => bottom.has(s.userId)).map((s) => s.share));
    return {
      ...stat,
      correctRate: shareMean(seen.map((s) => (s.right ? 1 : 0))),
      difficulty: shareMean(seen.map((s) => s.share)),
      discrimination:
        seen.length >= MIN_FOR_DISCRIMINATION && highP !== null && lowP !== null
          ? roundHalfUp(highP - lowP, 3)
          : null,
    };
  });
  const scores = [...paperScore.values()];
  return {
    quizId: quiz.id,
    submitted: counted.length,
    members: members?.n ?? 0,
    total: quiz.total,
    mean: scores.length ? roundHalfUp(scores.reduce((a, b) => a + b, 0) / scores.length, 2) : null,
    max: scores.length ? Math.max(...scores) : null,
    min: scores.length ? Math.min(...scores) : null,
    passRate: scores.length
      ? roundHalfUp(scores.filter((s) => passes(quiz, s)).length / scores.length, 3)
      : null,
    questions,
  };
}
