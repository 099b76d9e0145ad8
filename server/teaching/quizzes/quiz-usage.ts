/**
 * Which published quiz a change to the bank would break: a fixed paper that uses a question, or a
 * random draw the bank could no longer fill. Such a change is refused with the quiz named.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { classes, quizzes } from '../../db/schema';
import { planProblems, type BankQuestion } from './quiz-paper';

/**
 * Why deleting these questions (leaving `remaining` in the bank) would break a published quiz of
 * the course's classes, or null.
 * @example
 * const refusal = await quizBrokenByDelete(tx, 3, [12], remaining);
 */
export async function quizBrokenByDelete(
  db: Database,
  courseId: number,
  deletedIds: readonly number[],
  remaining: readonly BankQuestion[],
): Promise<string | null> {
  const published = await db
    .select({ title: quizzes.title, paper: quizzes.paper })
    .from(quizzes)
    .innerJoin(classes, eq(classes.id, quizzes.classId))
    .where(and(eq(classes.courseId, courseId), eq(quizzes.status, 'published')))
    .orderBy(quizzes.id);
  const deleted = new Set(deletedIds);
  for (const { title, paper } of published) {
    if (paper.mode === 'fixed') {
      const used = paper.items.find((item) => deleted.has(item.questionId));
      if (used)
        return `参数错误：ids 中的 ${used.questionId} 正被已发布的测验《${title}》使用，不能删除`;
    } else if (planProblems(paper, [...remaining]).length > 0)
      return `参数错误：ids 删除后，已发布的测验《${title}》的随机抽题规则将没有足够的题目，不能删除`;
  }
  return null;
}
