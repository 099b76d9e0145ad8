/**
 * The server submits every attempt still open at its deadline, whether or not its tab is open:
 * a sweep every `quizSweepMs` (each attempt locked and checked again, so two processes, or a
 * student's own request at the same moment, never grade it twice).
 */
import { and, asc, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { quizAttempts } from '../../db/schema';
import { finishIfOverdue } from './quiz-standing';

const BATCH = 200;

/**
 * Submits the attempts whose deadline has passed; returns how many it submitted.
 * @example
 * const submitted = await submitOverdueAttempts(ctx);
 */
export async function submitOverdueAttempts(ctx: AppContext): Promise<number> {
  let submitted = 0;
  for (;;) {
    const now = ctx.config.now();
    const due = await ctx.db
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(and(isNull(quizAttempts.submittedAt), lte(quizAttempts.deadlineAt, now)))
      .orderBy(asc(quizAttempts.deadlineAt))
      .limit(BATCH);
    for (const { id } of due) if (await finishIfOverdue(ctx.db, id, now)) submitted += 1;
    if (due.length < BATCH) return submitted;
  }
}

export interface QuizDeadlineSweep {
  stop(): Promise<void>;
}

/**
 * Starts this process's sweep.
 * @example
 * const sweep = startQuizDeadlineSweep(ctx, app.log);
 */
export function startQuizDeadlineSweep(ctx: AppContext, log: FastifyBaseLogger): QuizDeadlineSweep {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = submitOverdueAttempts(ctx)
      .then((submitted) => {
        if (submitted > 0) log.info({ submitted }, '测验：已按截止时间自动交卷');
      })
      .catch((error: unknown) => log.warn({ err: error }, '测验自动交卷：本轮出错，稍后重试'))
      .finally(() => {
        running = null;
      });
  }, ctx.config.quizSweepMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
