/**
 * The durable queue of reports to 实验空间 (table ilab_uploads). A finished attempt of a linked
 * user is enqueued in the transaction that finishes it (enqueueIlabUpload), so an attempt is
 * stored with its upload or not at all. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease:
 * two processes never send one row at the same time, and a row whose process died is sent again
 * once its lease has run out (same originId: ilab refuses a second copy, which counts as sent).
 */
import { and, asc, count, desc, eq, inArray, isNotNull, lte, max, or, sql } from 'drizzle-orm';
import type { AdminIlabUploadRow } from '../../../src/core/api/admin-contract';
import type { AppContext } from '../../app-context';
import type { Database } from '../../db/open-database';
import { experimentSessions, experiments, ilabTokens, ilabUploads } from '../../db/schema';
import type { IlabUploadState } from '../../db/schema';
import type { IlabReport } from './ilab-client';

export type IlabUploadRow = typeof ilabUploads.$inferSelect;

/** Our attempt id as ilab sees it: `xnfz_` + the hex of the session id (letters and digits only). */
export function originIdOf(sessionId: string): string {
  return `xnfz_${Buffer.from(sessionId, 'utf8').toString('hex')}`;
}

/**
 * Enqueues the report of a just finished attempt, inside the finishing transaction `tx`: nothing
 * when the connector is off, the user never came from 实验空间 (no ilab token) or the experiment
 * has no ilab project title. The report is read from the stored attempt, never from the request.
 * Returns whether a report was queued: the caller then kicks the worker once `tx` has committed
 * (`ctx.ilabWorker?.kick()`), never from inside the transaction (it may still roll back).
 */
export async function enqueueIlabUpload(
  ctx: AppContext,
  tx: Database,
  sessionId: string,
): Promise<boolean> {
  if (!ctx.config.ilab) return false;
  const [row] = await tx
    .select({ session: experimentSessions, experiment: experiments, ilabUser: ilabTokens.ilabUser })
    .from(experimentSessions)
    .innerJoin(experiments, eq(experiments.id, experimentSessions.experimentId))
    .innerJoin(ilabTokens, eq(ilabTokens.userId, experimentSessions.userId))
    .where(eq(experimentSessions.id, sessionId));
  if (!row || !row.session.finishedAt || row.session.userId === null) return false;
  if (!row.experiment.ilabTitle) return false;
  const { session, experiment } = row;
  const startTime = session.startedAt.getTime();
  const endTime = Math.max(startTime, session.finishedAt!.getTime());
  const report: IlabReport = {
    username: row.ilabUser,
    title: experiment.ilabTitle.slice(0, 100),
    childProjectTitle: experiment.ilabChildTitle.slice(0, 100),
    status: session.status === 'unfinished' ? 2 : 1,
    score: Math.min(100, Math.max(0, Math.round(session.score ?? 0))),
    startTime,
    endTime,
    timeUsed: Math.max(1, session.durationSeconds ?? Math.round((endTime - startTime) / 1000)),
    originId: originIdOf(session.id),
    steps: session.steps ?? [],
  };
  const now = ctx.config.now();
  await tx
    .insert(ilabUploads)
    .values({
      sessionId: session.id,
      userId: session.userId!,
      originId: report.originId,
      payload: report as unknown as Record<string, unknown>,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return true;
}

/**
 * Claims up to `limit` due rows for this process until `leaseMs` from now: waiting rows whose time
 * has come and sending rows whose lease ran out (their process died). Counts the attempt.
 */
export async function claimUploads(
  ctx: AppContext,
  limit: number,
  leaseMs: number,
): Promise<IlabUploadRow[]> {
  const now = ctx.config.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: ilabUploads.id })
      .from(ilabUploads)
      .where(
        or(
          and(eq(ilabUploads.state, 'waiting'), lte(ilabUploads.nextAttemptAt, now)),
          and(eq(ilabUploads.state, 'sending'), lte(ilabUploads.claimedUntil, now)),
        ),
      )
      .orderBy(asc(ilabUploads.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(ilabUploads)
      .set({
        state: 'sending',
        claimedUntil: new Date(now.getTime() + leaseMs),
        attempts: sql`${ilabUploads.attempts} + 1`,
        updatedAt: now,
      })
      .where(
        inArray(
          ilabUploads.id,
          due.map((item) => item.id),
        ),
      )
      .returning();
  });
}

/** Records the outcome of one send of a claimed row. */
export async function settleUpload(
  ctx: AppContext,
  id: number,
  outcome:
    | { state: 'sent'; ilabId: string; note: string }
    | { state: 'waiting'; error: string; retryAt: Date }
    | { state: 'failed'; error: string },
): Promise<void> {
  const now = ctx.config.now();
  const common = { claimedUntil: null, updatedAt: now };
  const set =
    outcome.state === 'sent'
      ? {
          ...common,
          state: 'sent' as const,
          ilabId: outcome.ilabId,
          lastError: outcome.note,
          sentAt: now,
        }
      : outcome.state === 'waiting'
        ? {
            ...common,
            state: 'waiting' as const,
            lastError: outcome.error,
            nextAttemptAt: outcome.retryAt,
          }
        : { ...common, state: 'failed' as const, lastError: outcome.error };
  // a row some other process finished meanwhile (after a lost lease) stays sent
  await ctx.db
    .update(ilabUploads)
    .set(set)
    .where(and(eq(ilabUploads.id, id), sql`${ilabUploads.state} <> 'sent'`));
}

/** Puts failed uploads (one, or all) back in the queue, due now. The number requeued. */
export async function retryFailed(ctx: AppContext, id?: number): Promise<number> {
  const now = ctx.config.now();
  const rows = await ctx.db
    .update(ilabUploads)
    .set({ state: 'waiting', nextAttemptAt: now, updatedAt: now })
    .where(
      and(eq(ilabUploads.state, 'failed'), id === undefined ? undefined : eq(ilabUploads.id, id)),
    )
    .returning({ id: ilabUploads.id });
  if (rows.length > 0) ctx.ilabWorker?.kick();
  return rows.length;
}

export interface IlabQueueState {
  counts: Record<IlabUploadState, number>;
  lastSuccessAt: Date | null;
  /** Failed rows, and waiting rows with an error (retrying), newest first. */
  problems: AdminIlabUploadRow[];
}

/** The queue's state for the status call and the check command. */
export async function queueState(db: Database, limit = 20): Promise<IlabQueueState> {
  const grouped = await db
    .select({ state: ilabUploads.state, n: count() })
    .from(ilabUploads)
    .groupBy(ilabUploads.state);
  const counts: Record<IlabUploadState, number> = { waiting: 0, sending: 0, sent: 0, failed: 0 };
  for (const row of grouped) counts[row.state] = Number(row.n);
  const [last] = await db
    .select({ at: max(ilabUploads.sentAt) })
    .from(ilabUploads)
    .where(isNotNull(ilabUploads.sentAt));
  const rows = await db
    .select({ upload: ilabUploads, experimentTitle: experiments.title })
    .from(ilabUploads)
    .innerJoin(experimentSessions, eq(experimentSessions.id, ilabUploads.sessionId))
    .innerJoin(experiments, eq(experiments.id, experimentSessions.experimentId))
    .where(
      or(
        eq(ilabUploads.state, 'failed'),
        and(
          inArray(ilabUploads.state, ['waiting', 'sending']),
          sql`${ilabUploads.lastError} <> ''`,
        ),
      ),
    )
    .orderBy(desc(ilabUploads.updatedAt), desc(ilabUploads.id))
    .limit(limit);
  return {
    counts,
    lastSuccessAt: last?.at ? new Date(last.at) : null,
    problems: rows.map(({ upload, experimentTitle }) => ({
      id: upload.id,
      originId: upload.originId,
      experimentTitle,
      username: String(upload.payload.username ?? ''),
      state: upload.state,
      attempts: upload.attempts,
      lastError: upload.lastError,
      updatedAt: upload.updatedAt.toISOString(),
    })),
  };
}
