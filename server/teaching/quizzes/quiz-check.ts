/**
 * The rules of a quiz as a teacher writes it: its place (a chapter or an experiment of the class's
 * course), its times and settings, and a paper the course's bank can fill. Every refusal is
 * `参数错误：quiz.<field> …` and nothing is stored.
 */
import { and, eq } from 'drizzle-orm';
import type { QuizDraft } from '../../../src/core/api/quiz-contract';
import type { Database } from '../../db/open-database';
import { chapters, experiments, questions } from '../../db/schema';
import { instantOf } from '../../admin/admin-schemas';
import { ApiError } from '../../http/envelope';
import { draftOf } from '../questions/question-store';
import { planProblems, planSize, type BankQuestion } from './quiz-paper';
import { planTotal, ruleScoreProblem } from './quiz-plan-total';

/** Every question of a course's bank, as a paper draws from it. */
export async function courseBank(db: Database, courseId: number): Promise<BankQuestion[]> {
  const rows = await db.select().from(questions).where(eq(questions.courseId, courseId));
  return rows.map((row) => ({ id: row.id, question: draftOf(row) }));
}

async function checkPlace(db: Database, courseId: number, quiz: QuizDraft): Promise<void> {
  const wrongPlace = (field: string, what: string) =>
    new ApiError(`参数错误：quiz.${field} ${what}`);
  if (quiz.kind !== 'chapter' && quiz.chapterId !== null)
    throw wrongPlace('chapterId', '只有章节测验关联章节');
  if (quiz.kind !== 'preview' && quiz.experimentId !== null)
    throw wrongPlace('experimentId', '只有预习测试关联实验');
  if (quiz.kind !== 'preview' && quiz.settings.gate)
    throw wrongPlace('settings.gate', '只有预习测试可以作为实验的前置条件');
  if (quiz.kind === 'chapter') {
    if (quiz.chapterId === null) throw wrongPlace('chapterId', '章节测验必须选择章节');
    const [found] = await db
      .select({ id: chapters.id })
      .from(chapters)
      .where(and(eq(chapters.id, quiz.chapterId), eq(chapters.courseId, courseId)));
    if (!found) throw wrongPlace('chapterId', '不是本班课程的章节');
  }
  if (quiz.kind === 'preview') {
    if (quiz.experimentId === null) throw wrongPlace('experimentId', '预习测试必须选择实验');
    const [found] = await db
      .select({ id: experiments.id })
      .from(experiments)
      .where(and(eq(experiments.id, quiz.experimentId), eq(experiments.courseId, courseId)));
    if (!found) throw wrongPlace('experimentId', '不是本班课程的实验');
  }
}

function checkTimes(quiz: QuizDraft): void {
  const { openAt, closeAt } = quiz.settings;
  const open = openAt === null ? null : instantOf(openAt, 'quiz.settings.openAt');
  const close = closeAt === null ? null : instantOf(closeAt, 'quiz.settings.closeAt');
  if (open && close && close.getTime() <= open.getTime())
    throw new ApiError('参数错误：quiz.settings.closeAt 截止时间必须晚于开放时间');
}

/**
 * The draft with its title and description trimmed, after checking it against the class's course
 * and its bank; with the paper's size and total.
 * @example
 * const { draft, questionCount } = await checkedQuiz(tx, klass.courseId, body.quiz);
 */
export async function checkedQuiz(
  db: Database,
  courseId: number,
  raw: QuizDraft,
): Promise<{ draft: QuizDraft; questionCount: number; total: number }> {
  const draft: QuizDraft = {
    ...raw,
    title: raw.title.trim(),
    description: raw.description.trim(),
    // 知识点 tags are kept trimmed; a rule's is compared with them exactly
    paper:
      raw.paper.mode === 'draw'
        ? {
            mode: 'draw',
            rules: raw.paper.rules.map((rule) => ({
              ...rule,
              tag: rule.tag === null || rule.tag.trim() === '' ? null : rule.tag.trim(),
            })),
          }
        : raw.paper,
  };
  if (draft.title === '') throw new ApiError('参数错误：quiz.title 测验标题不能为空');
  await checkPlace(db, courseId, draft);
  checkTimes(draft);
  const bank = await courseBank(db, courseId);
  const [problem] = planProblems(draft.paper, bank);
  if (problem) throw new ApiError(problem.replace('参数错误：paper', '参数错误：quiz.paper'));
  const ruleProblem = ruleScoreProblem(draft.paper, bank);
  if (ruleProblem)
    throw new ApiError(ruleProblem.replace('参数错误：paper', '参数错误：quiz.paper'));
  return { draft, questionCount: planSize(draft.paper), total: planTotal(draft.paper, bank) };
}
