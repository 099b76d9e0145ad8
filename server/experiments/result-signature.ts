/**
 * Signed results of third-party experiments. The experiment's own server signs what it reports
 * with the experiment's secret (generated in the console's 实验登记):
 *
 *   signature = hex(HMAC-SHA256(secret, sessionId + "\n" + timestamp + "\n" + canonical(result)))
 *
 * where `result` holds the result fields present (score, durationSeconds, report, steps,
 * startTime, endTime, status) and canonical() is JSON with the keys of every object sorted and no
 * spaces. `timestamp` (ms) must be within 5 minutes of the server's clock. See README 结果签名.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { ExperimentFinishBody } from '../../src/core/api/contract';

/** How far a signature's timestamp may be from the server's clock. */
const SIGNATURE_WINDOW_MS = 5 * 60_000;

/** The fields of a result that are signed, in the canonical form's (sorted) order. */
const SIGNED_FIELDS = [
  'durationSeconds',
  'endTime',
  'report',
  'score',
  'startTime',
  'status',
  'steps',
] as const;

/** JSON with every object's keys sorted and no white space. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The text that is signed for a result. */
function signedText(
  sessionId: string,
  timestamp: number,
  body: Partial<ExperimentFinishBody>,
): string {
  const result: Record<string, unknown> = {};
  for (const field of SIGNED_FIELDS) {
    if (body[field] !== undefined) result[field] = body[field];
  }
  return `${sessionId}\n${timestamp}\n${canonicalJson(result)}`;
}

/** The hex HMAC-SHA256 signature of a result. */
export function signResult(
  secret: string,
  sessionId: string,
  timestamp: number,
  body: Partial<ExperimentFinishBody>,
): string {
  return createHmac('sha256', secret)
    .update(signedText(sessionId, timestamp, body))
    .digest('hex');
}

/** Why a signature is refused, or null when it is good. */
export function signatureProblem(
  secret: string,
  body: Partial<ExperimentFinishBody> & { sessionId: string },
  now: number,
): string | null {
  if (!secret) return '该实验尚未生成结果签名密钥，请管理员在实验登记中生成';
  if (body.signature === undefined || body.timestamp === undefined) {
    return '第三方实验的成绩必须由实验服务器签名（signature、timestamp）';
  }
  if (Math.abs(now - body.timestamp) > SIGNATURE_WINDOW_MS) {
    return '签名时间戳 timestamp 与服务器时间相差超过 5 分钟';
  }
  const expected = Buffer.from(signResult(secret, body.sessionId, body.timestamp, body), 'hex');
  const given = Buffer.from(body.signature, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return '成绩签名 signature 不正确';
  }
  return null;
}

/** A new experiment secret: 32 random bytes, base64url. */
export function newResultSecret(): string {
  return randomBytes(32).toString('base64url');
}
