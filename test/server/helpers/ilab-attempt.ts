/**
 * Finished attempts for the 实验空间 tests, in ONE place: at the merge with the step-level results
 * (exp-steps), these two functions become calls of its test/server/helpers/experiment-attempt.ts
 * (a valid built-in attempt with steps through the new protocol).
 *
 * Until then: today's experimentStart / experimentFinish, and — because today's experimentFinish
 * does not take `steps` yet — the steps written into the still unfinished session row first (as
 * the finished protocol will store them), so the report is read from the stored attempt.
 */
import { eq } from 'drizzle-orm';
import { experimentSessions } from '../../../server/db/schema';
import type { ExperimentStep } from '../../../src/core/api/contract';
import { api } from './server-process';
import { call } from './test-app';
import type { TestApp } from './test-app';

/** Ten steps whose scores add up to `score`, within the last minute. */
export function sampleSteps(score: number, count = 10): ExperimentStep[] {
  const titles = [
    '调平导轨',
    '测量摆长',
    '测量周期',
    '记录数据',
    '计算重力加速度',
    '误差分析',
    '重复测量',
    '整理器材',
    '撰写结论',
    '提交报告',
  ];
  const start = Date.now() - 60_000;
  return Array.from({ length: count }, (_, index) => {
    const share =
      index < count - 1
        ? Math.floor(score / count)
        : score - Math.floor(score / count) * (count - 1);
    return {
      seq: index + 1,
      title: titles[index % titles.length]!,
      startTime: start + index * 5000,
      endTime: start + index * 5000 + 4000,
      timeUsed: 4,
      expectTime: 5,
      maxScore: 10,
      score: share,
      repeatCount: 1,
      evaluation: index === 0 ? '操作规范' : undefined,
    };
  });
}

/** Starts and finishes an attempt of the logged-in user (in-process app); its session id. */
export async function finishAttempt(
  t: TestApp,
  token: string,
  experimentId: number,
  result: { score: number; steps: ExperimentStep[] },
): Promise<string> {
  const started = await call<{ sessionId: string }>(t, 'POST', '/api/xnfz/experimentStart', {
    body: { experimentId },
    token,
  });
  const sessionId = started.body.data?.sessionId;
  if (!sessionId) throw new Error(`experimentStart failed: ${started.raw}`);
  await t.db
    .update(experimentSessions)
    .set({ steps: result.steps, status: 'finished' })
    .where(eq(experimentSessions.id, sessionId));
  const finished = await call(t, 'POST', '/api/xnfz/experimentFinish', {
    body: { sessionId, score: result.score, durationSeconds: 60 },
    token,
  });
  if (finished.body.code !== 0) throw new Error(`experimentFinish failed: ${finished.raw}`);
  return sessionId;
}

/** The same against a server process over HTTP (no steps until the new protocol is merged). */
export async function finishAttemptOverHttp(
  base: string,
  token: string,
  experimentId: number,
  score: number,
): Promise<string> {
  const started = await api<{ sessionId: string }>(base, '/api/xnfz/experimentStart', {
    body: { experimentId },
    token,
  });
  const sessionId = started.data?.sessionId;
  if (!sessionId) throw new Error(`experimentStart failed: ${started.msg}`);
  const finished = await api(base, '/api/xnfz/experimentFinish', {
    body: { sessionId, score, durationSeconds: 60 },
    token,
  });
  if (finished.code !== 0) throw new Error(`experimentFinish failed: ${finished.msg}`);
  return sessionId;
}
