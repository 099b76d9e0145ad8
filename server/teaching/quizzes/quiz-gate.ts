/**
 * The 预习测试 gate: a student of a class whose published 预习测试 for an experiment is a gate starts
 * that experiment only after passing it (their counted score at or above its 及格线).
 */
import { and, eq, inArray } from 'drizzle-orm';
import { MSG_QUIZ_GATE } from '../../../src/core/api/quiz-contract';
import type { Database } from '../../db/open-database';
import { classMembers, quizAttempts, quizzes } from '../../db/schema';
import { fillPlaceholders } from '../../../src/core/i18n/fill-placeholders';
import { countedAttempt, passes } from './quiz-outcome';

/**
 * Why the account may not start the experiment yet (the first gate it has not passed), or null.
 * @example
 * const refusal = await quizGateRefusal(db, user.id, experimentId);
 */
export async function quizGateRefusal(
  db: Database,
  userId: number,
  experimentId: number,
): Promise<string | null> {
  const gates = (
    await db
      .select({ quiz: quizzes })
      .from(quizzes)
      .innerJoin(
        classMembers,
        and(eq(classMembers.classId, quizzes.classId), eq(classMembers.userId, userId)),
      )
      .where(
        and(
          eq(quizzes.experimentId, experimentId),
          eq(quizzes.kind, 'preview'),
          eq(quizzes.status, 'published'),
        ),
      )
      .orderBy(quizzes.id)
  )
    .map(({ quiz }) => quiz)
    .filter((quiz) => quiz.settings.gate);
  if (gates.length === 0) return null;
  const attempts = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        inArray(
          quizAttempts.quizId,
          gates.map((quiz) => quiz.id),
        ),
      ),
    );
  const closed = gates.find((quiz) => {
    const counted = countedAttempt(
      quiz.settings.counting,
      attempts.filter((attempt) => attempt.quizId === quiz.id),
    );
    return counted?.score == null || !passes(quiz, counted.score);
  });
  return closed ? fillPlaceholders(MSG_QUIZ_GATE, { title: closed.title }) : null;
}
