/**
 * Finished attempts for the 实验空间 tests, in one place: real 单摆 attempts through the result
 * protocol (raw readings worth the wanted score, 10 timed steps), which the server scores itself.
 * The report that goes to ilab is read from the stored attempt; the tests compare with it.
 */
import { eq } from 'drizzle-orm';
import { experimentSessions } from '../../../server/db/schema';
import type {
  ExperimentFinishData,
  ExperimentStartData,
  ExperimentStep,
} from '../../../src/core/api/contract';
import { pendulumReadingsWorth } from '../../helpers/pendulum-attempt';
import { launchParams, pendulumFinishBody } from './experiment-attempt';
import { api } from './server-process';
import { call } from './test-app';
import type { TestApp } from './test-app';

/** How long the student "worked": the session's start is moved back by this much (in-process). */
const WORKED_MS = 5 * 60_000;

/**
 * Starts and finishes a 单摆 attempt worth `score` (20 … 80) for the token's user (in-process
 * app; the experiment must be a 单摆 entry of the registry). Its session id.
 */
export async function finishAttempt(
  t: TestApp,
  token: string,
  experimentId: number,
  score: number,
): Promise<string> {
  const started = await call<ExperimentStartData>(t, 'POST', '/api/xnfz/experimentStart', {
    body: { experimentId },
    token,
  });
  if (started.body.code !== 0) throw new Error(`experimentStart failed: ${started.raw}`);
  const launch = launchParams(started.body.data!);
  // as if the student had started five minutes ago (the server refuses too quick an attempt)
  const startedAt = new Date(Date.now() - WORKED_MS);
  await t.db
    .update(experimentSessions)
    .set({ startedAt })
    .where(eq(experimentSessions.id, launch.sessionId));
  const body = pendulumFinishBody(
    { ...launch, startedAt: startedAt.getTime() },
    Date.now(),
    pendulumReadingsWorth(score),
  );
  const finished = await call<ExperimentFinishData>(t, 'POST', '/api/xnfz/experimentFinish', {
    body,
    token,
  });
  if (finished.body.code !== 0) throw new Error(`experimentFinish failed: ${finished.raw}`);
  if (finished.body.data?.score !== score) throw new Error(`scored ${finished.raw}, not ${score}`);
  return launch.sessionId;
}

/** The steps the server stored for an attempt (what the report must carry). */
export async function storedSteps(t: TestApp, sessionId: string): Promise<ExperimentStep[]> {
  const [row] = await t.db
    .select({ steps: experimentSessions.steps })
    .from(experimentSessions)
    .where(eq(experimentSessions.id, sessionId));
  if (!row?.steps) throw new Error(`no stored steps for ${sessionId}`);
  return row.steps;
}

/**
 * The same against a server process over HTTP (started with EXPERIMENT_MIN_TIME_PERCENT=0: the
 * attempt lasts about three seconds, longer than its one-second stopwatch reading).
 */
export async function finishAttemptOverHttp(
  base: string,
  token: string,
  experimentId: number,
  score: number,
): Promise<string> {
  const started = await api<ExperimentStartData>(base, '/api/xnfz/experimentStart', {
    body: { experimentId },
    token,
  });
  if (!started.data?.sessionId) throw new Error(`experimentStart failed: ${started.msg}`);
  const launch = launchParams(started.data);
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const body = pendulumFinishBody(launch, Date.now(), pendulumReadingsWorth(score));
  const finished = await api<ExperimentFinishData>(base, '/api/xnfz/experimentFinish', {
    body,
    token,
  });
  if (finished.code !== 0) throw new Error(`experimentFinish failed: ${finished.msg}`);
  return launch.sessionId;
}
