/**
 * The experiment result protocol, shared by the portal (which listens) and the experiments
 * (which send). An experiment page reports once, when the student hands in:
 *
 *   (window.parent !== window ? window.parent : window.opener).postMessage(
 *     { type: 'xnfz-experiment-result', sessionId, score, durationSeconds, report },
 *     portalOrigin,
 *   );
 *
 * `sessionId` and `portalOrigin` arrive in the experiment's address (see LAUNCH_PARAMS). The
 * portal accepts a message only from the origin of the launch address, from the window it opened
 * (its iframe or its new window), for the session it started, and only in the shape below.
 * No React or store in here: the built-in experiments bundle this module on its own.
 */

import type { ExperimentAttemptStatus, ExperimentStep } from '../api/contract';

/** `type` of a result message. */
export const EXPERIMENT_RESULT_TYPE = 'xnfz-experiment-result';

/** Query parameters of an experiment's launch address. */
export const LAUNCH_PARAMS = {
  /** Added by the server (experimentStart): the session to report for. */
  sessionId: 'sessionId',
  /** Added by the portal: the origin to post the result to. */
  portalOrigin: 'portalOrigin',
  /** Put into its launchUrl by an experiment that must not be framed: `xnfzOpen=window`. */
  open: 'xnfzOpen',
  /** Added by the server for built-in experiments: the seed of the session's hidden parameters. */
  seed: 'xnfzSeed',
  /** Added by the server for built-in experiments: when the session started (ms, server clock). */
  startedAt: 'xnfzStart',
} as const;

/** The limits experimentFinish accepts. */
export const RESULT_LIMITS = {
  sessionIdMax: 64,
  scoreMax: 100,
  durationMax: 86_400,
  reportMax: 20_000,
  stepsMax: 100,
} as const;

export interface ExperimentResultMessage {
  type: typeof EXPERIMENT_RESULT_TYPE;
  sessionId: string;
  /** 0–100. */
  score: number;
  /** Whole seconds the student spent. */
  durationSeconds: number;
  /** What the student measured, as plain text (stored with the attempt). */
  report?: string;
  /** The attempt's steps and times (see the contract's ExperimentStep). */
  steps?: ExperimentStep[];
  startTime?: number;
  endTime?: number;
  status?: ExperimentAttemptStatus;
  /** Built-in experiments: the raw readings the server scores. */
  readings?: Record<string, unknown>;
  /** Third-party experiments: the signature their server made (README, 结果签名). */
  signature?: string;
  timestamp?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The result in a message's data, or null when it is not a well-formed result (wrong type,
 * missing or out-of-range fields, unknown extra fields are ignored).
 * @example
 * const result = readExperimentResult(event.data);
 * if (result && result.sessionId === started) finish(result);
 */
export function readExperimentResult(data: unknown): ExperimentResultMessage | null {
  if (!isRecord(data) || data.type !== EXPERIMENT_RESULT_TYPE) return null;
  const { sessionId, score, durationSeconds, report } = data;
  if (
    typeof sessionId !== 'string' ||
    sessionId.length === 0 ||
    sessionId.length > RESULT_LIMITS.sessionIdMax
  ) {
    return null;
  }
  if (
    typeof score !== 'number' ||
    !Number.isFinite(score) ||
    score < 0 ||
    score > RESULT_LIMITS.scoreMax
  ) {
    return null;
  }
  if (
    typeof durationSeconds !== 'number' ||
    !Number.isInteger(durationSeconds) ||
    durationSeconds < 0 ||
    durationSeconds > RESULT_LIMITS.durationMax
  ) {
    return null;
  }
  if (
    report !== undefined &&
    (typeof report !== 'string' || report.length > RESULT_LIMITS.reportMax)
  ) {
    return null;
  }
  const result: ExperimentResultMessage = {
    type: EXPERIMENT_RESULT_TYPE,
    sessionId,
    score,
    durationSeconds,
  };
  if (report !== undefined) result.report = report;
  return readOptional(data, result);
}

const isTime = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * Adds the optional parts of the protocol when they have the right shape (the server checks
 * every field of them); a malformed one makes the whole message null.
 */
function readOptional(
  data: Record<string, unknown>,
  result: ExperimentResultMessage,
): ExperimentResultMessage | null {
  const { steps, startTime, endTime, status, readings, signature, timestamp } = data;
  if (steps !== undefined) {
    if (
      !Array.isArray(steps) ||
      steps.length > RESULT_LIMITS.stepsMax ||
      !steps.every((step) => isRecord(step))
    ) {
      return null;
    }
    result.steps = steps as unknown as ExperimentStep[];
  }
  if (startTime !== undefined) {
    if (!isTime(startTime)) return null;
    result.startTime = startTime;
  }
  if (endTime !== undefined) {
    if (!isTime(endTime)) return null;
    result.endTime = endTime;
  }
  if (status !== undefined) {
    if (status !== 'finished' && status !== 'unfinished') return null;
    result.status = status;
  }
  if (readings !== undefined) {
    if (!isRecord(readings)) return null;
    result.readings = readings;
  }
  if (signature !== undefined || timestamp !== undefined) {
    if (typeof signature !== 'string' || signature.length > 128 || !isTime(timestamp)) return null;
    result.signature = signature;
    result.timestamp = timestamp;
  }
  return result;
}

/**
 * The fields that have a value (those left undefined are dropped, so they are left out of the
 * message rather than sent as undefined).
 * @example
 * definedFields({ steps: undefined, status: 'finished' }); // → { status: 'finished' }
 */
export function definedFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

/**
 * A result message ready to post: score rounded to one decimal and kept in 0–100, duration
 * in whole seconds within the limit, report cut to the limit.
 * @example
 * target.postMessage(experimentResult({ sessionId, score: 86, durationSeconds: 640 }), origin);
 */
export function experimentResult(
  fields: Omit<ExperimentResultMessage, 'type'>,
): ExperimentResultMessage {
  const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));
  const message: ExperimentResultMessage = {
    type: EXPERIMENT_RESULT_TYPE,
    sessionId: fields.sessionId,
    score: Math.round(clamp(fields.score, RESULT_LIMITS.scoreMax) * 10) / 10,
    durationSeconds: Math.round(clamp(fields.durationSeconds, RESULT_LIMITS.durationMax)),
  };
  if (fields.report !== undefined) message.report = fields.report.slice(0, RESULT_LIMITS.reportMax);
  const { steps, startTime, endTime, status, readings, signature, timestamp } = fields;
  Object.assign(
    message,
    definedFields({ steps, startTime, endTime, status, readings, signature, timestamp }),
  );
  return message;
}
