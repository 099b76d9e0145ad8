import type { ExperimentAttemptStatus, ExperimentStep } from '../../core/api/contract';
import {
  experimentResult,
  LAUNCH_PARAMS,
  type ExperimentResultMessage,
} from '../../core/experiments/result-message';

/** What the portal told the experiment in its address, and where to report. */
export interface LaunchContext {
  /** The session to report for; null when the page was opened on its own (practice). */
  sessionId: string | null;
  /**
   * The seed of the session's hidden parameters (chosen by the server at experimentStart); a
   * random one in practice mode.
   */
  seed: string;
  /** The origin the result is posted to. */
  portalOrigin: string;
  /** When the page opened (performance.now()), for the duration. */
  openedAt: number;
  /**
   * Now as a ms timestamp on the server's clock: the session's start (from the address) plus the
   * time since the page opened — never ahead of the server, whatever this computer's clock says.
   */
  clock: () => number;
}

/** `portalOrigin` from the address when it is a web origin, else this page's own origin. */
function originParam(value: string | null): string {
  if (!value) return window.location.origin;
  try {
    const url = new URL(value);
    const webPage = url.protocol === 'https:' || url.protocol === 'http:';
    return webPage && url.origin === value ? value : window.location.origin;
  } catch {
    return window.location.origin;
  }
}

export function readLaunchContext(): LaunchContext {
  const params = new URLSearchParams(window.location.search);
  const sessionId = params.get(LAUNCH_PARAMS.sessionId)?.trim() || null;
  const openedAt = performance.now();
  const serverStart = Number(params.get(LAUNCH_PARAMS.startedAt));
  const base = Number.isFinite(serverStart) && serverStart > 0 ? serverStart : Date.now();
  return {
    sessionId,
    seed: params.get(LAUNCH_PARAMS.seed)?.trim() || sessionId || String(Math.random()),
    portalOrigin: originParam(params.get(LAUNCH_PARAMS.portalOrigin)),
    openedAt,
    clock: () => Math.round(base + performance.now() - openedAt),
  };
}

/** The window that launched us: the portal page around our frame, or the one that opened us. */
function portalWindow(): Window | null {
  if (window.parent !== window) return window.parent;
  // a cross-origin opener is a WindowProxy: test it for presence only
  return window.opener ? (window.opener as Window) : null;
}

/**
 * Posts the result to the portal (see README, 虚拟实验接入协议).
 * @returns the message sent, or null in practice mode (no session or no portal window)
 */
export function sendResult(
  context: LaunchContext,
  result: {
    score: number;
    report: string;
    steps?: ExperimentStep[];
    readings?: object;
    status?: ExperimentAttemptStatus;
  },
): ExperimentResultMessage | null {
  const target = portalWindow();
  if (!context.sessionId || !target) return null;
  const first = result.steps?.[0];
  const last = result.steps?.at(-1);
  const message = experimentResult({
    sessionId: context.sessionId,
    score: result.score,
    durationSeconds: Math.round((performance.now() - context.openedAt) / 1000),
    report: result.report,
    // experimentResult leaves out the fields left undefined
    steps: result.steps,
    startTime: first && last ? first.startTime : undefined,
    endTime: first && last ? last.endTime : undefined,
    status: result.status ?? 'finished',
    readings: result.readings as Record<string, unknown> | undefined,
  });
  target.postMessage(message, context.portalOrigin);
  return message;
}
