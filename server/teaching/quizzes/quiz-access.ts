/**
 * Who may build, publish and follow a quiz: the teachers of its class (the course's owner and the
 * class's co-teachers / 助教) and staff; who may take it: the members of its class, once published.
 */
import { and, eq } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../../src/core/api/contract';
import type { Database } from '../../db/open-database';
import { classMembers, classes, quizzes } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy, type ClassRecord } from '../classes/class-access';

export type QuizRecord = typeof quizzes.$inferSelect;

/**
 * The quiz and its class, after checking the account teaches the class (else 无权限; a quiz that
 * does not exist: 资源不存在). `forUpdate` locks the quiz; `writable` refuses an archived class.
 * @example
 * const { quiz, klass } = await quizTaughtBy(tx, user, 7, { forUpdate: true });
 */
export async function quizTaughtBy(
  db: Database,
  user: UserRow,
  quizId: number,
  options: { forUpdate?: boolean; writable?: boolean } = {},
): Promise<{ quiz: QuizRecord; klass: ClassRecord }> {
  const query = db.select().from(quizzes).where(eq(quizzes.id, quizId));
  const [quiz] = options.forUpdate ? await query.for('update') : await query;
  if (!quiz) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  const klass = await classManagedBy(db, user, quiz.classId, { writable: options.writable });
  return { quiz, klass };
}

/**
 * The published quiz a student may take: they are a member of its class (a draft, or a quiz of
 * another class, is 资源不存在 / 无权限 as for anything else not theirs).
 * @example
 * const { quiz, klass } = await quizOfMember(db, user, 7);
 */
export async function quizOfMember(
  db: Database,
  user: UserRow,
  quizId: number,
): Promise<{ quiz: QuizRecord; klass: ClassRecord }> {
  const [found] = await db
    .select({ quiz: quizzes, klass: classes, member: classMembers.userId })
    .from(quizzes)
    .innerJoin(classes, eq(classes.id, quizzes.classId))
    .leftJoin(
      classMembers,
      and(eq(classMembers.classId, quizzes.classId), eq(classMembers.userId, user.id)),
    )
    .where(eq(quizzes.id, quizId));
  if (!found || found.quiz.status !== 'published') throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (found.member === null) throw new ApiError(MSG_FORBIDDEN);
  return { quiz: found.quiz, klass: found.klass };
}
