/**
 * Campus sign-in with OpenID Connect (issue 15), end to end over HTTP: a real OpenID provider
 * (oidc-provider) with test users, the portal listening on a port, and a cookie-keeping client that
 * follows the redirects like a browser. Start → provider login → callback → back to the page with
 * a one-time ticket → exchanged for a session; forged, replayed and foreign callbacks log nobody in.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { ssoIdentities, users } from '../../server/db/schema';
import { ConfigError, loadConfig } from '../../server/config';
import type {
  LoginData,
  TicketConfirmation,
  SsoIdentity,
  SsoLogoutData,
  SsoProviderInfo,
  User,
} from '../../src/core/api/contract';
import { CookieBrowser, freePort } from '../helpers/cookie-browser';
import { startTestIdp } from '../helpers/oidc-test-provider';
import type { TestIdp } from '../helpers/oidc-test-provider';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const USERS = {
  s2025001: {
    password: 'idp-pass-1',
    claims: {
      preferred_username: '2025001',
      name: '张同学',
      student_number: '2025001',
      department: '物理学院',
      identity: '学生',
    },
  },
  t9001: {
    password: 'idp-pass-2',
    claims: {
      preferred_username: 'T9001',
      name: '李老师',
      identity: 'teacher',
      department: '化学学院',
    },
  },
  clash: {
    password: 'idp-pass-3',
    claims: { preferred_username: 'student1', name: '撞名' },
  },
};

function ssoEnv(issuer: string, extra: Record<string, string> = {}) {
  return {
    SSO_ALLOW_INSECURE: 'true',
    SSO_OIDC_PROVIDERS: 'campus',
    SSO_OIDC_CAMPUS_ISSUER: issuer,
    SSO_OIDC_CAMPUS_CLIENT_ID: 'xnfz-portal',
    SSO_OIDC_CAMPUS_CLIENT_SECRET: 'portal-secret-0123456789',
    SSO_OIDC_CAMPUS_LABEL: '校园统一身份认证',
    SSO_OIDC_CAMPUS_STUDENT_NUMBER_CLAIM: 'student_number',
    SSO_OIDC_CAMPUS_DEPARTMENT_CLAIM: 'department',
    SSO_OIDC_CAMPUS_IDENTITY_CLAIM: 'identity',
    ...extra,
  };
}

interface Setup {
  t: TestApp;
  idp: TestIdp;
  base: string;
  close(): Promise<void>;
}

async function setUp(extraEnv: Record<string, string> = {}): Promise<Setup> {
  const appPort = await freePort();
  const base = `http://127.0.0.1:${appPort}`;
  const idp = await startTestIdp({
    users: USERS,
    clients: [
      {
        clientId: 'xnfz-portal',
        clientSecret: 'portal-secret-0123456789',
        redirectUris: [`${base}/api/sso/campus/callback`],
        postLogoutRedirectUris: [`${base}/PC/`],
      },
      {
        clientId: 'other-app',
        clientSecret: 'other-secret-0123456789',
        redirectUris: [`${base}/api/sso/campus/callback`],
      },
    ],
  });
  const sso = loadConfig(ssoEnv(idp.issuer, extraEnv)).sso;
  const t = await createTestApp({ config: { sso, now: () => new Date() } });
  await t.app.listen({ port: appPort, host: '127.0.0.1' });
  return {
    t,
    idp,
    base,
    async close() {
      await t.close();
      await idp.close();
    },
  };
}

/** The portal page the user starts from, and the start address of the provider's button. */
function startUrl(base: string, back = `${base}/PC/#/personalcenter`): string {
  return `${base}/api/sso/campus/start?return=${encodeURIComponent(back)}`;
}

/** Fills the provider's login form on the page the browser was sent to. */
async function signInAtIdp(
  browser: CookieBrowser,
  page: { url: string; text: string },
  sub: string,
) {
  const action = /action="([^"]+)"/.exec(page.text)?.[1];
  assert.ok(action, `login form at ${page.url}: ${page.text.slice(0, 300)}`);
  const user = USERS[sub as keyof typeof USERS];
  return browser.open(new URL(action, page.url).toString(), {
    username: sub,
    password: user.password,
  });
}

function ticketOf(url: string): string {
  const ticket = new URL(url).searchParams.get('token');
  assert.ok(ticket, `ticket in ${url}`);
  return ticket;
}

async function exchange(t: TestApp, ticket: string) {
  return call<LoginData>(t, 'POST', '/api/xnfz/exchangeTicket', {
    body: { ticket, confirmed: true },
  });
}

describe('campus sign-in: OpenID Connect', () => {
  let s: Setup;
  before(async () => {
    s = await setUp();
  });
  after(async () => {
    await s.close();
  });

  it('lists the configured provider with its label and start address', async () => {
    const response = await fetch(`${s.base}/api/xnfz/ssoProviders`);
    const body = (await response.json()) as { code: number; data: SsoProviderInfo[] };
    assert.equal(body.code, 0);
    assert.deepEqual(body.data, [
      {
        id: 'campus',
        label: '校园统一身份认证',
        protocol: 'oidc',
        startUrl: `${s.base}/api/sso/campus/start`,
      },
    ]);
  });

  it('signs a new user in: account made from the claims, back on the page with a one-time ticket', async () => {
    const browser = new CookieBrowser();
    const atIdp = await browser.open(startUrl(s.base));
    assert.match(atIdp.url, /\/idp\/login\//);
    // the authorization request carried PKCE (S256), state and nonce
    const authorize = new URL(atIdp.visited.find((u) => u.includes('/idp/auth'))!);
    assert.equal(authorize.searchParams.get('code_challenge_method'), 'S256');
    assert.ok(authorize.searchParams.get('code_challenge'));
    assert.ok(authorize.searchParams.get('state'));
    assert.ok(authorize.searchParams.get('nonce'));
    const landed = await signInAtIdp(browser, atIdp, 's2025001');
    const back = new URL(landed.url);
    assert.equal(back.origin + back.pathname, `${s.base}/PC/`);
    assert.equal(back.hash, '#/personalcenter');
    const ticket = ticketOf(landed.url);
    const session = await exchange(s.t, ticket);
    assert.equal(session.body.code, 0, session.raw);
    const user = session.body.data!.user;
    assert.equal(user.username, '2025001');
    assert.equal(user.nickname, '张同学');
    assert.equal(user.realName, '张同学');
    assert.equal(user.identity, 'student');
    assert.equal(user.department, '物理学院');
    assert.equal(user.studentNumber, '2025001');
    // the ticket is used up
    assert.equal((await exchange(s.t, ticket)).body.msg, '登录凭证无效或已过期');
    // the identity is bound; 个人资料 lists it
    const identities = await call<SsoIdentity[]>(s.t, 'GET', '/api/xnfz/ssoIdentities', {
      token: session.body.data!.token,
    });
    assert.deepEqual(
      identities.body.data!.map(({ provider, providerLabel, subject }) => ({
        provider,
        providerLabel,
        subject,
      })),
      [{ provider: 'campus', providerLabel: '校园统一身份认证', subject: 's2025001' }],
    );
  });

  it('the landing logs in at once in the browser it came back to, and asks first anywhere else', async () => {
    const browser = new CookieBrowser();
    const landed = await signInAtIdp(browser, await browser.open(startUrl(s.base)), 's2025001');
    const landing = browser.cookies(new URL(s.base).hostname).get('xnfz_landing');
    assert.ok(landing, 'the callback set the landing cookie');
    // the same address opened by someone else (a link sent by the person who signed in)
    const elsewhere = await call<TicketConfirmation>(s.t, 'POST', '/api/xnfz/exchangeTicket', {
      body: { ticket: ticketOf(landed.url) },
    });
    assert.deepEqual(elsewhere.body.data, {
      confirm: { username: '2025001', nickname: '张同学' },
    });
    const here = await call<LoginData>(s.t, 'POST', '/api/xnfz/exchangeTicket', {
      body: { ticket: ticketOf(landed.url) },
      headers: { cookie: `xnfz_landing=${landing}` },
    });
    assert.equal(here.body.code, 0, here.raw);
    assert.equal(here.body.data!.user.username, '2025001', 'nothing was used up by the question');
    assert.match(String(here.headers['set-cookie']), /xnfz_landing=;.*Max-Age=0/);
  });

  it('signs the same person in again to the same account, without a second one', async () => {
    const browser = new CookieBrowser();
    const landed = await signInAtIdp(browser, await browser.open(startUrl(s.base)), 's2025001');
    const user = (await exchange(s.t, ticketOf(landed.url))).body.data!.user;
    assert.equal(user.username, '2025001');
    const rows = await s.t.db.select().from(users).where(eq(users.username, '2025001'));
    assert.equal(rows.length, 1);
    // the account has no password of its own: a password login cannot guess one
    assert.equal(rows[0]!.passwordHash, '!sso');
  });

  it('maps the identity from a claim (teacher) and keeps other pages as the way back', async () => {
    const browser = new CookieBrowser();
    const landed = await signInAtIdp(
      browser,
      await browser.open(startUrl(s.base, `${s.base}/PC/?from=x#/courses`)),
      't9001',
    );
    const url = new URL(landed.url);
    assert.equal(url.searchParams.get('from'), 'x');
    assert.equal(url.hash, '#/courses');
    const user: User = (await exchange(s.t, ticketOf(landed.url))).body.data!.user;
    assert.equal(user.identity, 'teacher');
    assert.equal(user.username, 'T9001');
  });

  it('refuses a return address on a foreign site (no open redirect) before going anywhere', async () => {
    for (const back of [
      'https://evil.example.com/steal',
      '//evil.example.com/x',
      'javascript:alert(1)',
    ]) {
      const browser = new CookieBrowser();
      const page = await browser.open(startUrl(s.base, back));
      assert.equal(page.status, 400, back);
      assert.match(page.text, /统一身份认证登录失败/);
      assert.match(page.text, /返回地址不是本站或允许的站点/);
      assert.equal(page.visited.length, 1, 'no redirect to the provider');
    }
  });

  it('replayed callback: the second use of the same answer logs nobody in', async () => {
    const browser = new CookieBrowser();
    const landed = await signInAtIdp(browser, await browser.open(startUrl(s.base)), 's2025001');
    const callback = landed.visited.find((u) => u.includes('/api/sso/campus/callback'))!;
    const again = await browser.open(callback);
    assert.equal(again.status, 400);
    assert.match(again.text, /登录请求无效或已过期/);
    assert.match(again.text, /没有登录任何账号/);
    assert.doesNotMatch(again.url, /token=/);
    assert.match(again.text, /href="[^"]*\/PC\/#\/login"/, 'a way back to the login page');
  });

  it('forged callback: a state the portal never issued, or from another browser, is refused', async () => {
    const victim = new CookieBrowser();
    const atIdp = await victim.open(startUrl(s.base));
    // the attacker's own sign-in, stopped before the callback and sent to the victim
    const attacker = new CookieBrowser();
    const attackerIdp = await attacker.open(startUrl(s.base));
    const attackerForm = /action="([^"]+)"/.exec(attackerIdp.text)![1]!;
    const stopped = await fetchNoFollow(
      attacker,
      new URL(attackerForm, attackerIdp.url).toString(),
    );
    assert.ok(stopped, 'the provider redirects back with a code');
    const forged = await victim.open(stopped);
    assert.equal(forged.status, 400);
    assert.match(forged.text, /登录请求无效或已过期/);
    // a made-up state
    const madeUp = await victim.open(
      `${s.base}/api/sso/campus/callback?code=abc&state=${'A'.repeat(43)}`,
    );
    assert.equal(madeUp.status, 400);
    assert.match(madeUp.text, /登录请求无效或已过期/);
    // the victim's own flow is untouched by all that
    const landed = await signInAtIdp(victim, atIdp, 't9001');
    assert.ok(ticketOf(landed.url));
  });

  it('wrong issuer in the answer (RFC 9207 iss) or a code issued to another client: error page', async () => {
    const browser = new CookieBrowser();
    const atIdp = await browser.open(startUrl(s.base));
    const form = /action="([^"]+)"/.exec(atIdp.text)![1]!;
    const callback = await fetchNoFollow(browser, new URL(form, atIdp.url).toString());
    const url = new URL(callback!);
    url.searchParams.set('iss', 'http://127.0.0.1:1/not-the-issuer');
    const page = await browser.open(url.toString());
    assert.equal(page.status, 400);
    assert.match(page.text, /统一身份认证服务验证失败/);
    assert.match(page.text, /href="http:\/\/127\.0\.0\.1:\d+\/PC\/#\/personalcenter"/);
    assert.equal(
      s.t.logs.some((line) => line.includes('campus sign-in refused')),
      true,
    );
  });

  it('a first sign-in whose username is another local account is refused without binding', async () => {
    const browser = new CookieBrowser();
    const page = await signInAtIdp(browser, await browser.open(startUrl(s.base)), 'clash');
    assert.equal(page.status, 400);
    assert.match(page.text, /本站已有同名账号/);
    const bound = await s.t.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.subject, 'clash'));
    assert.equal(bound.length, 0);
  });

  it('provider logout: the end-session address with the ID token; the page logs out as usual', async () => {
    const browser = new CookieBrowser();
    const landed = await signInAtIdp(browser, await browser.open(startUrl(s.base)), 's2025001');
    const { token } = (await exchange(s.t, ticketOf(landed.url))).body.data!;
    // over HTTP (the portal's own address is the one the request came to)
    const response = await fetch(`${s.base}/api/xnfz/ssoLogout`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ returnTo: `${s.base}/PC/` }),
    });
    const out = { body: (await response.json()) as { code: number; data: SsoLogoutData | null } };
    assert.equal(out.body.code, 0);
    const url = new URL(out.body.data!.url!);
    assert.equal(url.origin + url.pathname, `${s.idp.issuer}/session/end`);
    assert.ok(url.searchParams.get('id_token_hint'));
    assert.equal(url.searchParams.get('post_logout_redirect_uri'), `${s.base}/PC/`);
    assert.equal(out.body.data!.providerLabel, '校园统一身份认证');
    // the page then logs out here as usual
    assert.equal((await call(s.t, 'GET', '/api/xnfz/userInfo', { token })).body.code, 0);
    await call(s.t, 'POST', '/api/xnfz/logout', { token });
    const info = await call(s.t, 'GET', '/api/xnfz/userInfo', { token });
    assert.equal(info.body.msg, '未登录或登录超时');
    // the provider logs out and comes back to the portal
    const before = s.idp.logouts;
    const confirm = await browser.open(url.toString());
    assert.equal(s.idp.logouts, before + 1);
    // its confirmation form (a browser submits it by script)
    const action = /action="([^"]+)"/.exec(confirm.text)![1]!;
    const fields: Record<string, string> = { logout: 'yes' };
    for (const match of confirm.text.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g))
      fields[match[1]!] = match[2]!;
    const done = await browser.open(new URL(action, confirm.url).toString(), fields);
    assert.equal(new URL(done.url).pathname, '/PC/');
  });

  it('a password login has no provider logout', async () => {
    const token = await loginToken(s.t, 'student1');
    const out = await call<{ url: string | null }>(s.t, 'POST', '/api/xnfz/ssoLogout', {
      token,
      body: {},
    });
    assert.equal(out.body.data!.url, null);
  });
});

/** Submits the provider's login form and returns the callback address instead of opening it. */
async function fetchNoFollow(browser: CookieBrowser, action: string): Promise<string | null> {
  let url = action;
  let form: Record<string, string> | undefined = {
    username: 't9001',
    password: USERS.t9001.password,
  };
  for (let hop = 0; hop < 10; hop += 1) {
    const host = new URL(url).hostname;
    const cookies = browser.cookies(host);
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: [...cookies].map(([n, v]) => `${n}=${v}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    form = undefined;
    const location = response.headers.get('location');
    if (!location) return null;
    const next = new URL(location, url).toString();
    if (next.includes('/api/sso/campus/callback')) return next;
    url = next;
  }
  return null;
}

describe('campus sign-in: configuration', () => {
  it('is off without SSO_OIDC_PROVIDERS: no providers, no sign-in routes', async () => {
    const t = await createTestApp();
    try {
      const list = await call<SsoProviderInfo[]>(t, 'GET', '/api/xnfz/ssoProviders');
      assert.deepEqual(list.body.data, []);
      const start = await t.app.inject({ method: 'GET', url: '/api/sso/campus/start' });
      assert.equal(start.statusCode, 404);
    } finally {
      await t.close();
    }
  });

  it('refuses incomplete or unsafe settings with a clear message', () => {
    assert.throws(
      () =>
        loadConfig({
          SSO_OIDC_PROVIDERS: 'campus',
          SSO_OIDC_CAMPUS_ISSUER: 'https://id.example.edu.cn',
        }),
      (error: unknown) =>
        error instanceof ConfigError && /SSO_OIDC_CAMPUS_CLIENT_ID/.test(error.message),
    );
    assert.throws(
      () =>
        loadConfig({
          SSO_OIDC_PROVIDERS: 'campus',
          SSO_OIDC_CAMPUS_ISSUER: 'http://id.example.edu.cn',
          SSO_OIDC_CAMPUS_CLIENT_ID: 'x',
        }),
      (error: unknown) => error instanceof ConfigError && /https:\/\//.test(error.message),
    );
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', SSO_ALLOW_INSECURE: 'true' }),
      (error: unknown) => error instanceof ConfigError && /SSO_ALLOW_INSECURE/.test(error.message),
    );
    // in production the callback addresses come from SSO_PUBLIC_URL, never from the Host header
    const campus = {
      SSO_OIDC_PROVIDERS: 'campus',
      SSO_OIDC_CAMPUS_ISSUER: 'https://id.example.edu.cn',
      SSO_OIDC_CAMPUS_CLIENT_ID: 'xnfz',
      SSO_OIDC_CAMPUS_CLIENT_SECRET: 's3cret',
    };
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', ...campus }),
      (error: unknown) =>
        error instanceof ConfigError &&
        /SSO_PUBLIC_URL/.test(error.message) &&
        /生产环境/.test(error.message),
    );
    assert.equal(
      loadConfig({
        NODE_ENV: 'production',
        SSO_PUBLIC_URL: 'https://xnfz.example.edu.cn',
        ...campus,
      }).sso.publicUrl,
      'https://xnfz.example.edu.cn',
    );
    assert.ok(loadConfig(campus).sso.providers.length === 1, 'outside production the Host serves');
    assert.throws(
      () => loadConfig({ SSO_OIDC_PROVIDERS: 'bad-id!' }),
      (error: unknown) => error instanceof ConfigError && /SSO_OIDC_PROVIDERS/.test(error.message),
    );
  });

  it('an unreachable provider: an error page with a way back, nothing stored', async () => {
    const port = await freePort();
    const sso = loadConfig(ssoEnv(`http://127.0.0.1:${port}/idp`)).sso;
    const t = await createTestApp({ config: { sso, now: () => new Date() } });
    try {
      const page = await t.app.inject({
        method: 'GET',
        url: '/api/sso/campus/start?return=%2FPC%2F',
        headers: { host: '127.0.0.1:8080' },
      });
      assert.equal(page.statusCode, 400);
      assert.match(page.body, /暂时无法连接统一身份认证服务/);
      assert.match(page.body, /href="http:\/\/127\.0\.0\.1:8080\/PC\/"/);
    } finally {
      await t.close();
    }
  });

  it('sign-in steps count against the login rate limit (RATE_LIMIT_AUTH_MAX)', async () => {
    const port = await freePort();
    const config = loadConfig({
      ...ssoEnv(`http://127.0.0.1:${port}/idp`),
      RATE_LIMIT_AUTH_MAX: '2',
    });
    const t = await createTestApp({
      config: { sso: config.sso, rateLimit: config.rateLimit, now: () => new Date() },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const page = await t.app.inject({ method: 'GET', url: '/api/sso/campus/start' });
        statuses.push(page.statusCode);
      }
      assert.deepEqual(statuses, [400, 400, 429]);
    } finally {
      await t.close();
    }
  });
});
