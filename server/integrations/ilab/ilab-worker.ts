/**
 * The upload worker of each server process: every ILAB_POLL_MS (and soon after an attempt is
 * enqueued) it claims due rows of the queue and sends them. Unreachable, timed out or HTTP errors:
 * the row waits and is tried again, first after ILAB_RETRY_MS, then twice as long each time (up to
 * ILAB_RETRY_MAX_MS) — for as long as the outage lasts. An expired token is refreshed and the
 * report sent again. ilab's refusal: the row is failed with ilab's message until the console
 * retries it. ilab already having the originId (an earlier send arrived): sent.
 */
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { ilabTokens } from '../../db/schema';
import { MSG_ILAB_TOKEN_GONE, storeToken } from './ilab-accounts';
import { IlabCallError, refreshToken, uploadReport } from './ilab-client';
import type { IlabConfig } from './ilab-config';
import type { IlabReport } from './ilab-client';
import { claimUploads, settleUpload } from './ilab-queue';
import type { IlabUploadRow } from './ilab-queue';

export interface IlabWorker {
  /** Look for due uploads now. */
  kick(): void;
  /** Stops after the send under way. */
  stop(): Promise<void>;
}

const BATCH = 10;
/** A token that expires within this long is refreshed before it is used. */
const REFRESH_MARGIN_MS = 30_000;

/** How long a claim lasts: a refresh and an upload, each within the timeout, and some slack. */
function leaseMs(config: IlabConfig): number {
  return config.timeoutMs * 3 + 5000;
}

/** The wait before try number `attempts + 1`. */
function backOffMs(config: IlabConfig, attempts: number): number {
  return Math.min(config.retryMaxMs, config.retryMs * 2 ** Math.max(0, attempts - 1));
}

async function freshToken(ctx: AppContext, config: IlabConfig, userId: number, force: boolean) {
  const [row] = await ctx.db.select().from(ilabTokens).where(eq(ilabTokens.userId, userId));
  if (!row) return null;
  if (!force && row.expiresAt.getTime() - REFRESH_MARGIN_MS > ctx.config.now().getTime())
    return row.accessToken;
  const renewed = await refreshToken(config, row.accessToken);
  await storeToken(ctx, userId, row.ilabUser, renewed);
  return renewed.accessToken;
}

/** Sends one claimed row and records the outcome. */
async function sendUpload(ctx: AppContext, config: IlabConfig, row: IlabUploadRow): Promise<void> {
  const report = row.payload as unknown as IlabReport;
  let stage: 'token' | 'upload' = 'token';
  try {
    let token = await freshToken(ctx, config, row.userId, false);
    if (token === null) {
      await settleUpload(ctx, row.id, {
        state: 'failed',
        error: `${MSG_ILAB_TOKEN_GONE}：该用户没有实验空间令牌，请其从实验空间重新进入实验`,
      });
      return;
    }
    stage = 'upload';
    let ilabId: string;
    try {
      ilabId = await uploadReport(config, token, report);
    } catch (error) {
      if (!(error instanceof IlabCallError && error.tokenExpired)) throw error;
      stage = 'token';
      token = (await freshToken(ctx, config, row.userId, true))!;
      stage = 'upload';
      ilabId = await uploadReport(config, token, report);
    }
    await settleUpload(ctx, row.id, { state: 'sent', ilabId, note: '' });
  } catch (error) {
    if (!(error instanceof IlabCallError)) throw error;
    if (error.duplicate) {
      await settleUpload(ctx, row.id, {
        state: 'sent',
        ilabId: '',
        note: '实验空间已有这条记录（之前的发送已到达）',
      });
    } else if (error.kind === 'transport') {
      await settleUpload(ctx, row.id, {
        state: 'waiting',
        error: error.message,
        retryAt: new Date(ctx.config.now().getTime() + backOffMs(config, row.attempts)),
      });
    } else {
      const prefix =
        stage === 'token' ? `${MSG_ILAB_TOKEN_GONE}，请该用户从实验空间重新进入实验。` : '';
      await settleUpload(ctx, row.id, { state: 'failed', error: `${prefix}${error.message}` });
    }
  }
}

/** One round: claims and sends due rows until none are left. */
async function sendDueUploads(ctx: AppContext, config: IlabConfig): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await claimUploads(ctx, BATCH, leaseMs(config));
    for (const row of rows) {
      await sendUpload(ctx, config, row);
      sent += 1;
    }
    if (rows.length < BATCH) return sent;
  }
}

/** Starts the worker of this process (nothing to start when the connector is off). */
export function startIlabWorker(ctx: AppContext, log: FastifyBaseLogger): IlabWorker | null {
  const config = ctx.config.ilab;
  if (!config) return null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(round, ms);
    timer.unref();
  };
  function round(): void {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = sendDueUploads(ctx, config!)
      .then(() => undefined)
      .catch((error: unknown) => log.warn({ err: error }, '实验空间上传队列：本轮出错，稍后重试'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(config!.pollMs);
      });
  }
  schedule(Math.min(config.pollMs, 1000));
  return {
    kick: () => schedule(0),
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
