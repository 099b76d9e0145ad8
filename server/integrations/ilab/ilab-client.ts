/**
 * The 实验空间 v2 interface as the portal calls it: exchange a launch ticket for an access token,
 * refresh a token, upload an attempt. Each call is signed (upper-case hex MD5), bounded by
 * ILAB_TIMEOUT_MS and answers a typed result; the platform's refusals keep its own message.
 */
import { createHash } from 'node:crypto';
import type { IlabConfig } from './ilab-config';

/** Upper-case hex MD5, the platform's signature. */
export function ilabSignature(...parts: string[]): string {
  return createHash('md5').update(parts.join(''), 'utf8').digest('hex').toUpperCase();
}

/** A token as the platform grants it. */
export interface IlabToken {
  accessToken: string;
  createTime: number;
  /** When it expires (ms since the epoch). */
  expiresAt: number;
  /** The ilab user name and display name (token exchange only; '' after a refresh). */
  un: string;
  dis: string;
}

/**
 * Why a call failed: `transport` (unreachable, timed out, HTTP error or not JSON: try again later)
 * or `refused` (the platform answered with an error code and message).
 */
export class IlabCallError extends Error {
  override name = 'IlabCallError';
  constructor(
    readonly kind: 'transport' | 'refused',
    message: string,
    readonly code: number | null = null,
  ) {
    super(message);
  }

  /** The platform says the access token is invalid or expired (refresh and try again). */
  get tokenExpired(): boolean {
    return (
      this.kind === 'refused' &&
      (this.code === ILAB_CODE_TOKEN_INVALID ||
        (/token|令牌/i.test(this.message) && /过期|失效|无效|expired|invalid/i.test(this.message)))
    );
  }

  /** The platform already has a report with this originId: an earlier send arrived. */
  get duplicate(): boolean {
    return (
      this.kind === 'refused' &&
      (this.code === ILAB_CODE_DUPLICATE ||
        (/originId/i.test(this.message) && /重复|已存在|duplicate|exists/i.test(this.message)))
    );
  }

  /** The platform refuses our appid or signature: the settings are wrong. */
  get badSettings(): boolean {
    return (
      this.kind === 'refused' &&
      (this.code === ILAB_CODE_BAD_APPID ||
        this.code === ILAB_CODE_BAD_SIGNATURE ||
        /签名|signature|appid/i.test(this.message))
    );
  }
}

/** Error codes the simulator (and, as far as documented, the platform) uses; messages are read too. */
const ILAB_CODE_BAD_APPID = 1001;
const ILAB_CODE_BAD_SIGNATURE = 1002;
const ILAB_CODE_TOKEN_INVALID = 1004;
const ILAB_CODE_DUPLICATE = 1006;

type Json = Record<string, unknown>;

async function call(
  config: IlabConfig,
  path: string,
  query: Record<string, string>,
  body?: unknown,
): Promise<Json> {
  const url = new URL(`${config.baseUrl}${path}`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json;charset=utf-8' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new IlabCallError(
      'transport',
      timedOut
        ? `实验空间在 ${config.timeoutMs / 1000} 秒内没有应答`
        : `无法连接实验空间（${error instanceof Error ? (error.cause as Error | undefined)?.message || error.message : String(error)}）`,
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new IlabCallError('transport', '实验空间的应答中断');
  }
  if (!response.ok) {
    throw new IlabCallError('transport', `实验空间应答 HTTP ${response.status}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new IlabCallError('transport', '实验空间的应答不是 JSON');
  }
  if (typeof json !== 'object' || json === null) {
    throw new IlabCallError('transport', '实验空间的应答不是 JSON 对象');
  }
  const answer = json as Json;
  const code = Number(answer.code ?? 0);
  if (code !== 0) {
    const msg = typeof answer.msg === 'string' && answer.msg ? answer.msg : `错误码 ${code}`;
    throw new IlabCallError('refused', `实验空间：${msg}（code ${code}）`, code);
  }
  return answer;
}

function tokenFrom(answer: Json): IlabToken {
  // the fields at the top level (v2), or in `data` as some deployments answer
  const source = (
    typeof answer.data === 'object' && answer.data !== null ? answer.data : answer
  ) as Json;
  const accessToken = source.access_token;
  if (typeof accessToken !== 'string' || !accessToken) {
    throw new IlabCallError('refused', '实验空间的应答没有 access_token');
  }
  const createTime = Number(source.create_time ?? Date.now());
  const expires = Number(source.expires_time ?? 0);
  // expires_time is a time stamp (ms); a small number is read as a lifetime from create_time
  const expiresAt = expires > createTime ? expires : createTime + Math.max(0, expires);
  return {
    accessToken,
    createTime,
    expiresAt,
    un: typeof source.un === 'string' ? source.un : '',
    dis: typeof source.dis === 'string' ? source.dis : '',
  };
}

/** `GET {base}/open/api/v2/token?ticket&appid&signature` — the launch ticket is already decoded. */
export async function exchangeTicket(config: IlabConfig, ticket: string): Promise<IlabToken> {
  const answer = await call(config, '/open/api/v2/token', {
    ticket,
    appid: config.appid,
    signature: ilabSignature(ticket, config.appid, config.secret),
  });
  const token = tokenFrom(answer);
  if (!token.un) throw new IlabCallError('refused', '实验空间的应答没有用户名（un）');
  return token;
}

/** `GET {base}/open/api/v2/token/refresh?access_token&appid&signature`. */
export async function refreshToken(config: IlabConfig, accessToken: string): Promise<IlabToken> {
  const answer = await call(config, '/open/api/v2/token/refresh', {
    access_token: accessToken,
    appid: config.appid,
    signature: ilabSignature(accessToken, config.appid, config.secret),
  });
  return tokenFrom(answer);
}

/** The report of one attempt (without appid, which is added when sent). */
export interface IlabReport {
  username: string;
  title: string;
  childProjectTitle: string;
  status: 1 | 2;
  score: number;
  startTime: number;
  endTime: number;
  timeUsed: number;
  originId: string;
  steps: unknown[];
}

/** `POST {base}/open/api/v2/data_upload?access_token` — ilab's id of the stored report. */
export async function uploadReport(
  config: IlabConfig,
  accessToken: string,
  report: IlabReport,
): Promise<string> {
  const answer = await call(
    config,
    '/open/api/v2/data_upload',
    { access_token: accessToken },
    { ...report, appid: config.appid },
  );
  return answer.id === undefined || answer.id === null ? '' : String(answer.id);
}
