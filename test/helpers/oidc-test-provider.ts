/**
 * A real OpenID provider for the tests (`oidc-provider`, a certified implementation), mounted at
 * `<origin>/idp` on a port of its own: test users with passwords and claims, one confidential
 * client per call, PKCE required. Its login page is a plain form (username, password) that also
 * grants the consent; `nextLogin` lets a test skip the form for one sign-in.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface TestIdpUser {
  password: string;
  claims: Record<string, unknown>;
}

export interface TestIdpClient {
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
}

export interface TestIdp {
  issuer: string;
  /** The loopback port it listens on. */
  port: number;
  /** The sub of the next sign-in without the login form (cleared when used). */
  nextLogin: string | null;
  /** Sign-ins completed on the login page or by nextLogin, in order (sub). */
  logins: string[];
  /** End-session requests that reached the provider's logout page. */
  logouts: number;
  close(): Promise<void>;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Starts the provider. `origin` is how browsers and the portal reach it (default: its own
 * loopback address); `port` 0 picks a free one.
 */
export async function startTestIdp(options: {
  users: Record<string, TestIdpUser>;
  clients: TestIdpClient[];
  port?: number;
  origin?: string;
}): Promise<TestIdp> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `${options.origin ?? `http://127.0.0.1:${port}`}/idp`;
  const state: TestIdp = {
    issuer,
    port,
    nextLogin: null,
    logins: [],
    logouts: 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const provider = new Provider(issuer, {
    clients: options.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris ?? [],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    async findAccount(_ctx: unknown, sub: string) {
      const user = options.users[sub];
      if (!user) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...user.claims }) };
    },
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'student_number', 'department', 'identity'],
    },
    scopes: ['openid', 'profile'],
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/idp/login/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx: { body: string }, form: string) => {
          state.logouts += 1;
          // the confirmation page, submitted at once with 是 (the provider's own session ends too,
          // as when a person confirms 退出): a test does not need to click it
          const confirmed = form.replace(
            '</form>',
            '<input type="hidden" name="logout" value="yes"/></form>',
          );
          ctx.body = `<!doctype html><html><body>${confirmed}<script>document.forms[0].submit()</script></body></html>`;
        },
      },
    },
    pkce: { required: () => true },
    cookies: { keys: ['xnfz-test-idp'] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
  });
  provider.on('server_error', (_ctx, error) => console.error('[test idp]', error));
  const handle = provider.callback();

  async function finish(req: IncomingMessage, res: ServerResponse, sub: string) {
    const details = await provider.interactionDetails(req, res);
    const grant = new provider.Grant({ accountId: sub, clientId: details.params.client_id ?? '' });
    grant.addOIDCScope(details.params.scope ?? 'openid');
    const grantId = await grant.save();
    state.logins.push(sub);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    );
  }

  function loginPage(res: ServerResponse, uid: string, error = '') {
    res.writeHead(error ? 400 : 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>测试统一身份认证</title></head>
<body><h1>测试统一身份认证</h1>${error ? `<p role="alert">${escape(error)}</p>` : ''}
<form method="post" action="/idp/login/${escape(uid)}">
<label>账号 <input name="username" id="idp-username"></label>
<label>密码 <input name="password" id="idp-password" type="password"></label>
<button type="submit" id="idp-submit">登录</button></form></body></html>`);
  }

  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const login = /^\/idp\/login\/([A-Za-z0-9_-]+)$/.exec(url.split('?')[0] ?? '');
    if (login?.[1]) {
      const uid = login[1];
      void (async () => {
        try {
          if (req.method === 'POST') {
            const form = await readForm(req);
            const sub = form.get('username') ?? '';
            const user = options.users[sub];
            if (!user || user.password !== form.get('password')) {
              loginPage(res, uid, '账号或密码错误');
              return;
            }
            await finish(req, res, sub);
            return;
          }
          await provider.interactionDetails(req, res);
          if (state.nextLogin) {
            const sub = state.nextLogin;
            state.nextLogin = null;
            await finish(req, res, sub);
            return;
          }
          loginPage(res, uid);
        } catch (error) {
          res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
          res.end(String(error));
        }
      })();
      return;
    }
    if (url === '/idp' || url.startsWith('/idp/') || url.startsWith('/idp?')) {
      (req as IncomingMessage & { originalUrl?: string }).originalUrl = url;
      req.url = url.slice('/idp'.length) || '/';
      handle(req, res);
      return;
    }
    res.writeHead(404);
    res.end();
  });
  return state;
}
