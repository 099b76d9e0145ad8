/**
 * A CAS 3.0 server for the tests, written from the CAS protocol specification (Apereo, 3.0.3):
 * `/cas/login?service=` (a login form, or `nextLogin`) issues a service ticket `ST-…` bound to
 * that service and redirects there with `ticket=`; `/cas/p3/serviceValidate` answers the XML of
 * section 2.5 — authenticationSuccess with cas:user and cas:attributes, or authenticationFailure
 * INVALID_REQUEST / INVALID_TICKET / INVALID_SERVICE. A ticket is single use (any validation
 * attempt ends it, §3.1.1) and expires (`ticketSeconds`). `/cas/logout?service=` ends the CAS
 * session and goes back to the service.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CasTestUser {
  password: string;
  attributes: Record<string, string | string[]>;
}

interface Ticket {
  user: string;
  service: string;
  expiresAt: number;
}

export interface CasTestServer {
  /** `http://127.0.0.1:<port>/cas` (the value of SSO_CAS_<ID>_URL). */
  url: string;
  nextLogin: string | null;
  /** Seconds a service ticket stays valid (the spec recommends no more than 5 minutes). */
  ticketSeconds: number;
  logouts: number;
  /** Validation answers given, newest last (`success` or the failure code). */
  answers: string[];
  /** A ticket as the login would issue it (for the replay and expiry tests). */
  issueTicket(user: string, service: string): string;
  close(): Promise<void>;
}

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

function failure(code: string, message: string): string {
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationFailure code="${code}">${xml(message)}</cas:authenticationFailure>
</cas:serviceResponse>`;
}

function success(user: string, attributes: Record<string, string | string[]>): string {
  const lines = Object.entries(attributes).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `      <cas:${name}>${xml(item)}</cas:${name}>`,
    ),
  );
  return `<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
  <cas:authenticationSuccess>
    <cas:user>${xml(user)}</cas:user>
    <cas:attributes>
${lines.join('\n')}
    </cas:attributes>
  </cas:authenticationSuccess>
</cas:serviceResponse>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Starts the CAS server on a free loopback port (or `port`). */
export async function startCasServer(options: {
  users: Record<string, CasTestUser>;
  port?: number;
}): Promise<CasTestServer> {
  const tickets = new Map<string, Ticket>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const state: CasTestServer = {
    url: `http://127.0.0.1:${port}/cas`,
    nextLogin: null,
    ticketSeconds: 300,
    logouts: 0,
    answers: [],
    issueTicket(user, service) {
      const ticket = `ST-${randomBytes(24).toString('base64url')}`;
      tickets.set(ticket, { user, service, expiresAt: Date.now() + state.ticketSeconds * 1000 });
      return ticket;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function redirect(res: ServerResponse, to: string) {
    res.writeHead(302, { location: to });
    res.end();
  }

  function loggedIn(res: ServerResponse, user: string, service: string) {
    const ticket = state.issueTicket(user, service);
    redirect(
      res,
      `${service}${service.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`,
    );
  }

  function form(res: ServerResponse, service: string, error = '') {
    res.writeHead(error ? 401 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>测试 CAS</title></head>
<body><h1>测试 CAS 统一身份认证</h1>${error ? `<p role="alert">${xml(error)}</p>` : ''}
<form method="post" action="/cas/login?service=${encodeURIComponent(service)}">
<label>账号 <input name="username" id="cas-username"></label>
<label>密码 <input name="password" id="cas-password" type="password"></label>
<button type="submit" id="cas-submit">登录</button></form></body></html>`);
  }

  function validate(res: ServerResponse, query: URLSearchParams) {
    const answer = (body: string, code: string) => {
      state.answers.push(code);
      res.writeHead(200, { 'content-type': 'application/xml; charset=utf-8' });
      res.end(body);
    };
    const service = query.get('service');
    const ticket = query.get('ticket');
    if (!service || !ticket)
      return answer(
        failure('INVALID_REQUEST', 'service and ticket are required'),
        'INVALID_REQUEST',
      );
    const issued = tickets.get(ticket);
    tickets.delete(ticket); // single use: any validation attempt ends the ticket
    if (!issued)
      return answer(failure('INVALID_TICKET', `Ticket ${ticket} not recognized`), 'INVALID_TICKET');
    if (issued.expiresAt <= Date.now())
      return answer(failure('INVALID_TICKET', `Ticket ${ticket} has expired`), 'INVALID_TICKET');
    if (issued.service !== service)
      return answer(
        failure('INVALID_SERVICE', `Ticket ${ticket} does not match supplied service`),
        'INVALID_SERVICE',
      );
    const user = options.users[issued.user];
    return answer(success(issued.user, user?.attributes ?? {}), 'success');
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', state.url);
    void (async () => {
      if (url.pathname === '/cas/p3/serviceValidate') return validate(res, url.searchParams);
      if (url.pathname === '/cas/logout') {
        state.logouts += 1;
        const service = url.searchParams.get('service');
        if (service) return redirect(res, service);
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
        return res.end('已退出');
      }
      if (url.pathname === '/cas/login') {
        const service = url.searchParams.get('service') ?? '';
        if (!service) return form(res, service, 'service 参数缺失');
        if (req.method === 'POST') {
          const fields = await readForm(req);
          const name = fields.get('username') ?? '';
          if (options.users[name]?.password !== fields.get('password'))
            return form(res, service, '账号或密码错误');
          return loggedIn(res, name, service);
        }
        if (state.nextLogin) {
          const name = state.nextLogin;
          state.nextLogin = null;
          return loggedIn(res, name, service);
        }
        return form(res, service);
      }
      res.writeHead(404);
      res.end();
    })();
  });
  return state;
}
