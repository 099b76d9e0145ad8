/**
 * Campus sign-in with CAS 3.0 (issue 15) against the CAS server of test/helpers (written from the
 * protocol): the whole flow over HTTP, replayed, expired and forged tickets, a ticket of another
 * service, and — with SSO_BIND_EXISTING — binding an existing account once its password is given.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { auditLog, ssoIdentities, users } from '../../server/db/schema';
import { parseServiceResponse } from '../../server/integrations/sso/cas';
import type { LoginData, SsoIdentity, SsoLogoutData } from '../../src/core/api/contract';
import { startCasServer } from '../helpers/cas-test-server';
import type { CasTestServer } from '../helpers/cas-test-server';
import { CookieBrowser, freePort } from '../helpers/cookie-browser';
import type { Page } from '../helpers/cookie-browser';
import { call, createTestApp, DEMO_PASSWORD, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const CAS_USERS = {
  S2025100: {
    password: 'cas-pass-1',
    attributes: {
      cn: '王同学',
      employeeNumber: '2025100',
      ou: '电子信息学院',
      eduPersonAffiliation: ['member', 'student'],
    },
  },
  student1: { password: 'cas-pass-2', attributes: { cn: '同名同学' } },
  T3000: { password: 'cas-pass-3', attributes: { cn: '赵老师', eduPersonAffiliation: '教师' } },
};

interface Setup {
  t: TestApp;
  cas: CasTestServer;
  base: string;
  close(): Promise<void>;
}

async function setUp(extra: Record<string, string> = {}): Promise<Setup> {
  const cas = await startCasServer({ users: CAS_USERS });
  const port = await freePort();
  const sso = loadConfig({
    SSO_ALLOW_INSECURE: 'true',
    SSO_CAS_PROVIDERS: 'ids',
    SSO_CAS_IDS_URL: cas.url,
    SSO_CAS_IDS_LABEL: 'CAS 统一身份认证',
    SSO_CAS_IDS_NAME_CLAIM: 'cn',
    SSO_CAS_IDS_STUDENT_NUMBER_CLAIM: 'employeeNumber',
    SSO_CAS_IDS_DEPARTMENT_CLAIM: 'ou',
    SSO_CAS_IDS_IDENTITY_CLAIM: 'eduPersonAffiliation',
    ...extra,
  }).sso;
  const t = await createTestApp({ config: { sso, now: () => new Date() } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    t,
    cas,
    base: `http://127.0.0.1:${port}`,
    async close() {
      await t.close();
      await cas.close();
    },
  };
}

const start = (base: string) =>
  `${base}/api/sso/ids/start?return=${encodeURIComponent(`${base}/PC/#/personalcenter`)}`;

async function casLogin(browser: CookieBrowser, page: Page, user: keyof typeof CAS_USERS) {
  const action = /action="([^"]+)"/.exec(page.text)?.[1];
  assert.ok(action, page.text.slice(0, 300));
  return browser.open(new URL(action.replace(/&amp;/g, '&'), page.url).toString(), {
    username: user,
    password: CAS_USERS[user].password,
  });
}

/** The service address (callback with our state) the portal sent to CAS. */
function serviceOf(page: Page): string {
  const login = page.visited.find((url) => url.includes('/cas/login'))!;
  return new URL(login).searchParams.get('service')!;
}

async function exchange(t: TestApp, url: string) {
  const ticket = new URL(url).searchParams.get('token');
  assert.ok(ticket, `ticket in ${url}`);
  return call<LoginData>(t, 'POST', '/api/xnfz/exchangeTicket', {
    body: { ticket, confirmed: true },
  });
}

describe('campus sign-in: CAS 3.0', () => {
  let s: Setup;
  before(async () => {
    s = await setUp();
  });
  after(async () => {
    await s.close();
  });

  it('signs a new user in through /login and /p3/serviceValidate, attributes mapped', async () => {
    const browser = new CookieBrowser();
    const atCas = await browser.open(start(s.base));
    assert.match(atCas.url, /\/cas\/login\?service=/);
    assert.match(serviceOf(atCas), /^http:\/\/127\.0\.0\.1:\d+\/api\/sso\/ids\/callback\?state=/);
    const landed = await casLogin(browser, atCas, 'S2025100');
    assert.equal(new URL(landed.url).hash, '#/personalcenter');
    const session = await exchange(s.t, landed.url);
    assert.equal(session.body.code, 0, session.raw);
    const user = session.body.data!.user;
    assert.deepEqual(
      {
        username: user.username,
        nickname: user.nickname,
        studentNumber: user.studentNumber,
        department: user.department,
        identity: user.identity,
      },
      {
        username: 'S2025100',
        nickname: '王同学',
        studentNumber: '2025100',
        department: '电子信息学院',
        identity: 'student',
      },
    );
    assert.equal(s.cas.answers.at(-1), 'success');
  });

  it('the Chinese identity word of an attribute counts too (教师)', async () => {
    const browser = new CookieBrowser();
    const landed = await casLogin(browser, await browser.open(start(s.base)), 'T3000');
    assert.equal((await exchange(s.t, landed.url)).body.data!.user.identity, 'teacher');
  });

  it('a replayed callback is refused, and a used ticket on a fresh sign-in is INVALID_TICKET', async () => {
    const browser = new CookieBrowser();
    const landed = await casLogin(browser, await browser.open(start(s.base)), 'S2025100');
    const callback = landed.visited.find((url) => url.includes('/api/sso/ids/callback'))!;
    const replay = await browser.open(callback);
    assert.equal(replay.status, 400);
    assert.match(replay.text, /登录请求无效或已过期/);
    // the same (used) ticket with a new, valid state
    const fresh = await browser.open(start(s.base));
    const usedTicket = new URL(callback).searchParams.get('ticket')!;
    const page = await browser.open(`${serviceOf(fresh)}&ticket=${usedTicket}`);
    assert.equal(page.status, 400);
    assert.match(page.text, /统一身份认证服务验证失败/);
    assert.equal(s.cas.answers.at(-1), 'INVALID_TICKET');
  });

  it('an expired ticket is refused (INVALID_TICKET), nobody logged in', async () => {
    const browser = new CookieBrowser();
    const atCas = await browser.open(start(s.base));
    s.cas.ticketSeconds = 0;
    try {
      const page = await casLogin(browser, atCas, 'S2025100');
      assert.equal(page.status, 400);
      assert.match(page.text, /统一身份认证服务验证失败/);
      assert.doesNotMatch(page.url, /token=/);
      assert.equal(s.cas.answers.at(-1), 'INVALID_TICKET');
    } finally {
      s.cas.ticketSeconds = 300;
    }
  });

  it('forged tickets: made up (INVALID_TICKET), of another service (INVALID_SERVICE), not a ticket', async () => {
    const browser = new CookieBrowser();
    const one = await browser.open(start(s.base));
    const madeUp = await browser.open(`${serviceOf(one)}&ticket=ST-forged-0123456789`);
    assert.equal(madeUp.status, 400);
    assert.equal(s.cas.answers.at(-1), 'INVALID_TICKET');

    const two = await browser.open(start(s.base));
    const foreign = s.cas.issueTicket('S2025100', 'https://other.example.edu.cn/');
    const page = await browser.open(`${serviceOf(two)}&ticket=${foreign}`);
    assert.equal(page.status, 400);
    assert.match(page.text, /统一身份认证服务验证失败/);
    assert.equal(s.cas.answers.at(-1), 'INVALID_SERVICE');

    const answers = s.cas.answers.length;
    const three = await browser.open(start(s.base));
    const junk = await browser.open(`${serviceOf(three)}&ticket=${encodeURIComponent('<x>')}`);
    assert.equal(junk.status, 400);
    assert.equal(s.cas.answers.length, answers, 'not even sent to CAS');
  });

  it('a callback from another browser (no cookie of the start) is refused', async () => {
    const mine = new CookieBrowser();
    const atCas = await mine.open(start(s.base));
    const ticket = s.cas.issueTicket('S2025100', serviceOf(atCas));
    const other = new CookieBrowser();
    const page = await other.open(`${serviceOf(atCas)}&ticket=${ticket}`);
    assert.equal(page.status, 400);
    assert.match(page.text, /登录请求无效或已过期/);
  });

  it('provider logout: CAS /logout?service= back to the portal', async () => {
    const browser = new CookieBrowser();
    const landed = await casLogin(browser, await browser.open(start(s.base)), 'S2025100');
    const { token } = (await exchange(s.t, landed.url)).body.data!;
    const response = await fetch(`${s.base}/api/xnfz/ssoLogout`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json' },
      body: JSON.stringify({ returnTo: `${s.base}/PC/` }),
    });
    const body = (await response.json()) as { data: SsoLogoutData };
    assert.equal(
      body.data.url,
      `${s.cas.url}/logout?service=${encodeURIComponent(`${s.base}/PC/`)}`,
    );
    const done = await browser.open(body.data.url);
    assert.equal(s.cas.logouts, 1);
    assert.equal(new URL(done.url).pathname, '/PC/');
  });

  it('reads the spec XML: several values of one attribute, entities', () => {
    const result =
      parseServiceResponse(`<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas">
 <cas:authenticationSuccess><cas:user>a&amp;b</cas:user><cas:attributes>
 <cas:role>x</cas:role><cas:role>y</cas:role><cas:cn>&#x738B;</cas:cn></cas:attributes>
 </cas:authenticationSuccess></cas:serviceResponse>`);
    assert.deepEqual(result, { user: 'a&b', attributes: { role: ['x', 'y'], cn: ['王'] } });
    assert.throws(
      () =>
        parseServiceResponse(
          '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationFailure code="INVALID_TICKET">no</cas:authenticationFailure></cas:serviceResponse>',
        ),
      /INVALID_TICKET/,
    );
  });
});

describe('campus sign-in: binding an existing account (SSO_BIND_EXISTING)', () => {
  let s: Setup;
  before(async () => {
    s = await setUp({ SSO_BIND_EXISTING: 'true' });
  });
  after(async () => {
    await s.close();
  });

  function keyOf(page: Page): string {
    return /name="key" value="([^"]+)"/.exec(page.text)![1]!;
  }

  it('binds student1 after its password, refusing a wrong one; later sign-ins go straight in', async () => {
    const browser = new CookieBrowser();
    const choice = await casLogin(browser, await browser.open(start(s.base)), 'student1');
    assert.equal(choice.status, 200);
    assert.match(choice.text, /绑定已有账号/);
    assert.doesNotMatch(choice.text, /id="create"/, 'the name is taken: no new account offered');
    const key = keyOf(choice);
    const bindUrl = `${s.base}/api/sso/bind`;
    const wrong = await browser.open(bindUrl, {
      key,
      choice: 'bind',
      username: 'student1',
      password: 'nope',
    });
    assert.equal(wrong.status, 400);
    assert.match(wrong.text, /用户名或密码错误/);
    const student1 = (await s.t.db.select().from(users).where(eq(users.username, 'student1')))[0]!;
    assert.equal(
      (await s.t.db.select().from(ssoIdentities).where(eq(ssoIdentities.userId, student1.id)))
        .length,
      0,
    );
    const right = await browser.open(bindUrl, {
      key,
      choice: 'bind',
      username: 'student1',
      password: DEMO_PASSWORD,
    });
    assert.equal(right.status, 200, right.text);
    const onward = /id="onward" href="([^"]+)"/.exec(right.text)![1]!.replace(/&amp;/g, '&');
    const session = await exchange(s.t, onward);
    assert.equal(session.body.data!.user.username, 'student1');
    const bound = await s.t.db
      .select()
      .from(ssoIdentities)
      .where(eq(ssoIdentities.userId, student1.id));
    assert.deepEqual(
      bound.map(({ provider, subject }) => ({ provider, subject })),
      [{ provider: 'ids', subject: 'student1' }],
    );
    // the choice cannot be used twice
    const again = await browser.open(bindUrl, {
      key,
      choice: 'bind',
      username: 'student1',
      password: DEMO_PASSWORD,
    });
    assert.equal(again.status, 400);
    assert.match(again.text, /登录请求无效或已过期/);
    // the next sign-in of that identity needs no choice
    const next = await casLogin(browser, await browser.open(start(s.base)), 'student1');
    assert.equal((await exchange(s.t, next.url)).body.data!.user.username, 'student1');
  });

  it('a new name may create its account from the choice page; another browser cannot use the key', async () => {
    const browser = new CookieBrowser();
    const choice = await casLogin(browser, await browser.open(start(s.base)), 'T3000');
    assert.match(choice.text, /id="create"/);
    const key = keyOf(choice);
    const thief = new CookieBrowser();
    const stolen = await thief.open(`${s.base}/api/sso/bind`, { key, choice: 'create' });
    assert.equal(stolen.status, 400);
    const made = await browser.open(`${s.base}/api/sso/bind`, { key, choice: 'create' });
    const onward = /id="onward" href="([^"]+)"/.exec(made.text)![1]!.replace(/&amp;/g, '&');
    const user = (await exchange(s.t, onward)).body.data!.user;
    assert.equal(user.username, 'T3000');
    assert.equal(user.nickname, '赵老师');
  });

  it('个人资料 lists the bound identity; an admin (only) can unbind it, with an audit entry', async () => {
    const student1 = (await s.t.db.select().from(users).where(eq(users.username, 'student1')))[0]!;
    const own = await call<SsoIdentity[]>(s.t, 'GET', '/api/xnfz/ssoIdentities', {
      token: await loginToken(s.t, 'student1'),
    });
    assert.equal(own.body.data!.length, 1);
    const identity = own.body.data![0]!;
    assert.equal(identity.providerLabel, 'CAS 统一身份认证');
    // console roles for two demo users of this database
    await s.t.db.update(users).set({ role: 'editor' }).where(eq(users.username, 'teacher1'));
    await s.t.db.update(users).set({ role: 'admin' }).where(eq(users.username, 'public1'));
    const editor = await call(s.t, 'POST', '/api/admin/userSsoUnbind', {
      token: await loginToken(s.t, 'teacher1'),
      body: { id: identity.id },
    });
    assert.equal(editor.body.msg, '无权限：当前账号不能进行此操作');
    const admin = await loginToken(s.t, 'public1');
    const listed = await call<SsoIdentity[]>(s.t, 'GET', '/api/admin/userSsoIdentities', {
      token: admin,
      query: { id: String(student1.id) },
    });
    assert.deepEqual(listed.body.data, own.body.data);
    const removed = await call<SsoIdentity[]>(s.t, 'POST', '/api/admin/userSsoUnbind', {
      token: admin,
      body: { id: identity.id },
    });
    assert.deepEqual(removed.body.data, []);
    const gone = await call(s.t, 'POST', '/api/admin/userSsoUnbind', {
      token: admin,
      body: { id: identity.id },
    });
    assert.equal(gone.body.msg, '绑定记录不存在');
    const audit = await s.t.db.select().from(auditLog).where(eq(auditLog.action, 'user.ssoUnbind'));
    assert.equal(audit.length, 1);
    assert.deepEqual(audit[0]!.before, { provider: 'ids', subject: 'student1' });
  });
});
