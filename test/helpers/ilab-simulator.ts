/**
 * A 实验空间 (ilab-x) v2 simulator for the tests: a real HTTP server written from the interface's
 * fields. It checks appid and signatures (upper-case hex MD5), uses a ticket once, lets tokens
 * expire, checks every field of an upload (title ≤ 100, status 1/2, score 0–100, timeUsed > 0,
 * originId of letters, digits and `_`, steps) and refuses a second upload with the same originId.
 * It can go down (stops listening), answer errors (HTTP 502) or hang (never answers), and hold an
 * upload after storing it (the portal dies before it hears the answer).
 *
 * Control (for browser tests, through the test runner's `/ilab/` prefix):
 * `GET /__control/ticket?un=…&dis=…` → `{ ticket, launch }`; `GET /__control/uploads` → the stored
 * uploads.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export const SIM_CODES = {
  badAppid: 1001,
  badSignature: 1002,
  ticketInvalid: 1003,
  tokenInvalid: 1004,
  badField: 1005,
  duplicate: 1006,
} as const;

export type SimulatorMode = 'up' | 'error' | 'hang' | 'hold-upload' | 'refuse-upload';

export interface StoredUpload {
  id: string;
  receivedAt: number;
  body: Record<string, unknown>;
}

export interface IlabSimulator {
  url: string;
  appid: string;
  secret: string;
  /** A launch ticket for an ilab user (contains `+`, `/`, `=` so encoding matters). */
  issueTicket(un: string, dis?: string): string;
  /** Accepted uploads, in arrival order. */
  uploads: StoredUpload[];
  /** Every request's method and path (without query), for assertions. */
  requests: { method: string; path: string; code: number | null }[];
  setMode(mode: SimulatorMode): void;
  /** Makes every token issued so far expire now. */
  expireTokens(): void;
  /** Stops listening (connections refused) / listens again on the same port. */
  goDown(): Promise<void>;
  comeUp(): Promise<void>;
  close(): Promise<void>;
}

interface TokenRow {
  un: string;
  expiresAt: number;
  revoked: boolean;
}

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

export async function startIlabSimulator(
  options: { appid?: string; secret?: string; tokenTtlMs?: number; port?: number } = {},
): Promise<IlabSimulator> {
  const appid = options.appid ?? 'sim-app-100';
  const secret = options.secret ?? 'sim-secret-0123456789';
  const tokenTtlMs = options.tokenTtlMs ?? 3_600_000;
  const tickets = new Map<string, { un: string; dis: string; used: boolean }>();
  const tokens = new Map<string, TokenRow>();
  const byOrigin = new Map<string, StoredUpload>();
  const uploads: StoredUpload[] = [];
  const requests: IlabSimulator['requests'] = [];
  const sockets = new Set<Socket>();
  const held: ServerResponse[] = [];
  let mode: SimulatorMode = 'up';
  let port = options.port ?? 0;
  let server: Server;

  const send = (
    res: ServerResponse,
    body: Record<string, unknown>,
    entry: { code: number | null },
  ) => {
    entry.code = Number(body.code);
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const fail = (code: number, msg: string) => ({ code, msg });

  function newToken(un: string) {
    const accessToken = randomBytes(24).toString('base64url');
    const createTime = Date.now();
    const row = { un, expiresAt: createTime + tokenTtlMs, revoked: false };
    tokens.set(accessToken, row);
    return { access_token: accessToken, create_time: createTime, expires_time: row.expiresAt };
  }

  function checkUpload(body: Record<string, unknown>, un: string): string | null {
    const str = (name: string, max: number, min = 1) =>
      typeof body[name] === 'string' &&
      (body[name] as string).length >= min &&
      (body[name] as string).length <= max;
    const int = (value: unknown) => typeof value === 'number' && Number.isInteger(value);
    if (body.appid !== appid) return 'appid 不一致';
    if (body.username !== un) return 'username 与 access_token 的用户不一致';
    if (!str('title', 100)) return 'title 必须是 1 到 100 个字符';
    if (!str('childProjectTitle', 100, 0)) return 'childProjectTitle 必须是字符串';
    if (body.status !== 1 && body.status !== 2) return 'status 必须是 1 或 2';
    if (typeof body.score !== 'number' || body.score < 0 || body.score > 100)
      return 'score 必须在 0 到 100 之间';
    if (
      !int(body.startTime) ||
      !int(body.endTime) ||
      (body.endTime as number) < (body.startTime as number)
    )
      return 'startTime、endTime 必须是毫秒时间戳且结束不早于开始';
    if (!int(body.timeUsed) || (body.timeUsed as number) <= 0)
      return 'timeUsed 必须是大于 0 的整数';
    if (typeof body.originId !== 'string' || !/^[A-Za-z0-9_]{1,64}$/.test(body.originId))
      return 'originId 只能由字母、数字和下划线组成';
    if (!Array.isArray(body.steps)) return 'steps 必须是数组';
    for (const step of body.steps as Record<string, unknown>[]) {
      for (const name of [
        'seq',
        'startTime',
        'endTime',
        'timeUsed',
        'expectTime',
        'maxScore',
        'score',
        'repeatCount',
      ])
        if (typeof step?.[name] !== 'number') return `steps 的 ${name} 必须是数字`;
      if (typeof step.title !== 'string' || step.title.length === 0 || step.title.length > 100)
        return 'steps 的 title 必须是 1 到 100 个字符';
    }
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://sim');
    const entry = { method: req.method ?? 'GET', path: url.pathname, code: null as number | null };
    const q = url.searchParams;
    // control addresses, also under the browser tests' `/ilab/` prefix
    const control = url.pathname.replace(/^\/ilab(?=\/__control\/)/, '');
    if (control.startsWith('/__control/')) {
      res.setHeader('content-type', 'application/json;charset=utf-8');
      res.setHeader('cache-control', 'no-store');
      if (control === '/__control/ticket') {
        const ticket = issueTicket(q.get('un') ?? 'ilab_user', q.get('dis') ?? '');
        res.end(JSON.stringify({ ticket }));
      } else if (control === '/__control/mode') {
        const next = q.get('mode') as SimulatorMode;
        if (['up', 'error', 'hang', 'hold-upload', 'refuse-upload'].includes(next)) setMode(next);
        res.end(JSON.stringify({ mode }));
      } else res.end(JSON.stringify(uploads));
      return;
    }
    requests.push(entry);
    if (mode === 'hang') {
      held.push(res);
      return;
    }
    if (mode === 'error') {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>502 Bad Gateway</h1>');
      return;
    }
    if (q.get('appid') !== null && q.get('appid') !== appid)
      return send(res, fail(SIM_CODES.badAppid, 'appid 不存在'), entry);
    if (req.method === 'GET' && url.pathname === '/open/api/v2/token') {
      const ticket = q.get('ticket') ?? '';
      if (q.get('appid') !== appid)
        return send(res, fail(SIM_CODES.badAppid, 'appid 不存在'), entry);
      if (q.get('signature') !== md5(ticket + appid + secret))
        return send(res, fail(SIM_CODES.badSignature, '签名错误'), entry);
      const found = tickets.get(ticket);
      if (!found || found.used)
        return send(res, fail(SIM_CODES.ticketInvalid, 'ticket 无效或已使用'), entry);
      found.used = true;
      return send(
        res,
        { code: 0, msg: '成功', ...newToken(found.un), un: found.un, dis: found.dis },
        entry,
      );
    }
    if (req.method === 'GET' && url.pathname === '/open/api/v2/token/refresh') {
      const accessToken = q.get('access_token') ?? '';
      if (q.get('appid') !== appid)
        return send(res, fail(SIM_CODES.badAppid, 'appid 不存在'), entry);
      if (q.get('signature') !== md5(accessToken + appid + secret))
        return send(res, fail(SIM_CODES.badSignature, '签名错误'), entry);
      const row = tokens.get(accessToken);
      if (!row || row.revoked)
        return send(res, fail(SIM_CODES.tokenInvalid, 'access_token 无效'), entry);
      row.revoked = true;
      return send(res, { code: 0, msg: '成功', ...newToken(row.un) }, entry);
    }
    if (req.method === 'POST' && url.pathname === '/open/api/v2/data_upload') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const row = tokens.get(q.get('access_token') ?? '');
      if (!row || row.revoked || row.expiresAt <= Date.now())
        return send(res, fail(SIM_CODES.tokenInvalid, 'access_token 无效或已过期'), entry);
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        return send(res, fail(SIM_CODES.badField, '请求体不是 JSON'), entry);
      }
      if (mode === 'refuse-upload')
        return send(res, fail(SIM_CODES.badField, '平台维护中，暂不接收实验数据'), entry);
      const problem = checkUpload(body, row.un);
      if (problem) return send(res, fail(SIM_CODES.badField, problem), entry);
      if (byOrigin.has(body.originId as string))
        return send(res, fail(SIM_CODES.duplicate, 'originId 重复，该实验记录已存在'), entry);
      const stored = { id: `ilab${uploads.length + 1}`, receivedAt: Date.now(), body };
      byOrigin.set(body.originId as string, stored);
      uploads.push(stored);
      if (mode === 'hold-upload') {
        held.push(res);
        return;
      }
      return send(res, { code: 0, id: stored.id, msg: '成功' }, entry);
    }
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 404, msg: 'not found' }));
  }

  function setMode(next: SimulatorMode): void {
    mode = next;
    if (next === 'up') for (const res of held.splice(0)) res.destroy();
  }

  function issueTicket(un: string, dis = ''): string {
    // base64 with + / = on purpose: the portal must decode and re-encode it correctly
    let ticket = '';
    while (!/[+/]/.test(ticket)) ticket = `${randomBytes(24).toString('base64')}=`;
    tickets.set(ticket, { un, dis, used: false });
    return ticket;
  }

  let listening = false;
  function listen(): Promise<void> {
    if (listening) return Promise.resolve();
    listening = true;
    server = createServer((req, res) => {
      handle(req, res).catch((error: unknown) => {
        res.writeHead(500);
        res.end(String(error));
      });
    });
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  }

  function stop(): Promise<void> {
    if (!listening) return Promise.resolve();
    listening = false;
    for (const res of held.splice(0)) res.destroy();
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    appid,
    secret,
    issueTicket,
    uploads,
    requests,
    setMode,
    expireTokens() {
      for (const row of tokens.values()) row.expiresAt = Date.now() - 1;
    },
    goDown: stop,
    comeUp: listen,
    close: stop,
  };
}
