/**
 * Which published quiz a change to a course's bank would break: a fixed paper that uses a deleted
 * question, a random draw the bank could no longer fill, a draw whose questions' 分值 would no
 * longer agree, or a paper whose total would change (its students' scores, pass marks and the
 * grade book are counted against it). Such a change is refused with the quiz named.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { classes, quizzes } from '../../db/schema';
import { planProblems, type BankQuestion } from './quiz-paper';
import { planTotal, ruleScoreProblem } from './quiz-plan-total';

/**
 * Why the bank becoming what `bankAfter` reads would break a published quiz of the course's classes, or null.
 * `field` names what the refusal is about (`ids`, `question.score`, …).
 * @example
 * const refusal = await quizBrokenByBank(tx, 3, () => bankOf(tx, 3), 'ids');
 */
export async function quizBrokenByBank(
  db: Database,
  courseId: number,
  bankAfter: () => Promise<BankQuestion[]>,
  field: string,
): Promise<string | null> {
  const published = await db
    .select({ title: quizzes.title, paper: quizzes.paper, total: quizzes.total })
    .from(quizzes)
    .innerJoin(classes, eq(classes.id, quizzes.classId))
    .where(and(eq(classes.courseId, courseId), eq(quizzes.status, 'published')))
    .orderBy(quizzes.id);
  if (published.length === 0) return null;
  const bank = await bankAfter();
  const kept = new Set(bank.map((entry) => entry.id));
  for (const { title, paper, total } of published) {
    const gone = paper.mode === 'fixed' && paper.items.find((item) => !kept.has(item.questionId));
    if (gone)
      return `参数错误：${field} 题目 ${gone.questionId} 正被已发布的测验《${title}》使用，不能删除`;
    if (planProblems(paper, bank).length > 0)
      return `参数错误：${field} 这样修改后，已发布的测验《${title}》的随机抽题规则将没有足够的题目`;
    if (ruleScoreProblem(paper, bank))
      return `参数错误：${field} 这样修改后，已发布的测验《${title}》随机抽到的题分值将不一致（可在测验中为抽题规则设定每题分值）`;
    if (planTotal(paper, bank) !== total)
      return `参数错误：${field} 这样修改会改变已发布的测验《${title}》的总分（${total} 分），请先在测验中为这道题设定分值`;
  }
  return null;
}
