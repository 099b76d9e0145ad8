/**
 * The checks a result's steps and times must pass before anything is stored: each failure is an
 * ApiError `参数错误：steps[3].score …` naming the field (the JSON schema of the route has checked
 * the types and lengths already).
 */
import type { ExperimentStep } from '../../src/core/api/contract';
import { ApiError } from '../http/envelope';

/** How far a step's timeUsed may be from its own start and end (rounding), in seconds. */
const TIME_USED_LEEWAY_S = 1;
/** How far the steps' scores may add up from the total (one decimal rounding). */
const TOTAL_LEEWAY = 0.05;

function refuse(field: string, rule: string): never {
  throw new ApiError(`参数错误：${field} ${rule}`);
}

const clock = (ms: number) => new Date(ms).toISOString();

export interface AttemptWindow {
  /** When the server started the session (ms). */
  sessionStart: number;
  /** The server's now (ms). */
  now: number;
}

/** The attempt's own startTime / endTime: within the session, start before end. */
export function checkAttemptTimes(
  times: { startTime?: number; endTime?: number },
  window: AttemptWindow,
): void {
  const { startTime, endTime } = times;
  if (startTime !== undefined && startTime < window.sessionStart) {
    refuse('startTime', `不能早于本次实验在服务器上的开始时间（${clock(window.sessionStart)}）`);
  }
  if (endTime !== undefined && endTime > window.now) {
    refuse('endTime', `不能晚于服务器当前时间（${clock(window.now)}）`);
  }
  if (startTime !== undefined && endTime !== undefined && endTime < startTime) {
    refuse('endTime', '不能早于 startTime');
  }
}

/**
 * The steps' order and times: seq 1..n, each step ends after it starts and starts after the one
 * before ended (no overlap, no disorder), all within the session and the attempt's own times,
 * timeUsed matching. Scores are checked by `checkStepScores`.
 */
export function checkStepTimes(
  steps: readonly ExperimentStep[],
  window: AttemptWindow,
  attempt: { startTime?: number; endTime?: number } = {},
): void {
  const earliest = Math.max(window.sessionStart, attempt.startTime ?? window.sessionStart);
  const latest = Math.min(window.now, attempt.endTime ?? window.now);
  let previousEnd = earliest;
  steps.forEach((step, index) => {
    const at = `steps[${index}]`;
    if (step.seq !== index + 1) refuse(`${at}.seq`, `必须是 ${index + 1}（步骤从 1 起连续编号）`);
    if (step.startTime < previousEnd) {
      refuse(
        `${at}.startTime`,
        index === 0
          ? `不能早于本次实验的开始时间（${clock(earliest)}）`
          : '不能早于上一步骤的结束时间（步骤不能重叠或乱序）',
      );
    }
    if (step.endTime < step.startTime) refuse(`${at}.endTime`, '不能早于该步骤的 startTime');
    if (step.endTime > latest) {
      refuse(`${at}.endTime`, `不能晚于本次实验的结束时间（${clock(latest)}）`);
    }
    const seconds = (step.endTime - step.startTime) / 1000;
    if (Math.abs(step.timeUsed - seconds) > TIME_USED_LEEWAY_S) {
      refuse(`${at}.timeUsed`, `必须等于该步骤的用时（${Math.round(seconds)} 秒）`);
    }
    previousEnd = step.endTime;
  });
}

/** Each step's score within its full marks, and the scores adding up to the total. */
export function checkStepScores(steps: readonly ExperimentStep[], total: number): void {
  steps.forEach((step, index) => {
    if (step.score > step.maxScore) {
      refuse(`steps[${index}].score`, `不能大于该步骤的满分 maxScore（${step.maxScore}）`);
    }
  });
  const sum = steps.reduce((acc, step) => acc + step.score, 0);
  if (steps.length > 0 && Math.abs(sum - total) > TOTAL_LEEWAY) {
    refuse('steps', `各步骤得分之和（${Math.round(sum * 10) / 10}）必须等于总分 score（${total}）`);
  }
}
