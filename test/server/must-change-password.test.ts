/**
 * "Must change password" is the server's rule, not the screens': after a login with a temporary
 * password (a reset by an administrator) or an imported initial one, every call that needs a login
 * — the portal's and the console's alike — is refused with the reason until the password is
 * changed; only userInfo, updatePassword and logout answer. Public calls answer as for a visitor.
 * Such passwords expire (TEMP_PASSWORD_DAYS). And login and role are checked before the input:
 * an anonymous caller learns nothing of a call's rules.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import type { AppContext } from '../../server/app-context';
import { issueLoginTicket } from '../../server/auth/login-tickets';
import { sessions, users } from '../../server/db/schema';
import { MSG_FORBIDDEN, UPLOAD_PATH } from '../../src/core/api/admin-contract';
import { MSG_NOT_LOGGED_IN } from '../../src/core/api/contract';
import type { LoginData, User } from '../../src/core/api/contract';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call, login, newUser, register } from './helpers/test-app';

const MUST_CHANGE = '请先修改密码：您正在使用管理员设置的临时或初始密码';
const EXPIRED = '临时密码已过期，请联系管理员重新设置密码';
const ALLOWED = ['/api/xnfz/userInfo', '/api/xnfz/updatePassword'];

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture({ config: { tempPasswordDays: 7 } });
});
after(() => f.t.close());

interface OpenApiDocument {
  paths: Record<string, Record<string, unknown>>;
}

/** Every call of the API with its method, from /api/openapi.json. */
async function everyCall(): Promise<{ method: 'GET' | 'POST'; path: string }[]> {
  const doc = (
    await f.t.app.inject({ method: 'GET', url: '/api/openapi.json' })
  ).json<OpenApiDocument>();
  const calls = Object.entries(doc.paths).filter(([path]) => /^\/api\/(xnfz|admin)\//.test(path));
  return calls.flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method === 'get' || method === 'post')
      .map((method) => ({ method: method.toUpperCase() as 'GET' | 'POST', path })),
  );
}

/** The temporary password an administrator gives `username`, logged in with. */
async function withTemporaryPassword(
  username: string,
): Promise<{ token: string; password: string }> {
  const [row] = await f.t.db.select().from(users).where(eq(users.username, username));
  const reset = await call<{ temporaryPassword: string }>(
    f.t,
    'POST',
    '/api/admin/userResetPassword',
    {
      token: f.tokens.admin1,
      body: { id: row!.id },
    },
  );
  assert.equal(reset.body.code, 0, reset.raw);
  const password = reset.body.data!.temporaryPassword;
  const loggedIn = await login(f.t, username, password);
  assert.equal(loggedIn.body.code, 0, JSON.stringify(loggedIn.body));
  assert.equal((loggedIn.body.data as LoginData).user.mustChangePassword, true);
  return { token: (loggedIn.body.data as LoginData).token, password };
}

describe('must change password, on the server', () => {
  it('the console tells who may call before any rule of the input', async () => {
    const consoleCalls = (await everyCall()).filter(({ path }) => path.startsWith('/api/admin/'));
    assert.ok(consoleCalls.length > 40);
    for (const { method, path } of consoleCalls) {
      const input = method === 'POST' ? { body: { id: 'x', title: 1 } } : { query: { id: 'x' } };
      const anonymous = await call(f.t, method, path, input);
      assert.equal(anonymous.body.msg, MSG_NOT_LOGGED_IN, `${path} anonymous: ${anonymous.raw}`);
      const student = await call(f.t, method, path, { token: f.tokens.student1, ...input });
      assert.equal(student.body.msg, MSG_FORBIDDEN, `${path} as a student: ${student.raw}`);
    }
  });

  it('refuses every login-only call, portal and console, until the password is changed', async () => {
    const { token, password } = await withTemporaryPassword('editor1');
    const loginOnly: string[] = [];
    for (const { method, path } of await everyCall()) {
      if (path === '/api/xnfz/logout') continue; // it ends the session: tried last
      const input = method === 'POST' ? { body: {} } : {};
      const anonymous = await call(f.t, method, path, input);
      if (anonymous.body.msg !== MSG_NOT_LOGGED_IN) continue;
      loginOnly.push(path);
      const answer = await call(f.t, method, path, { token, ...input });
      if (ALLOWED.includes(path)) assert.notEqual(answer.body.msg, MUST_CHANGE, path);
      else assert.equal(answer.body.msg, MUST_CHANGE, `${method} ${path}: ${answer.raw}`);
    }
    assert.ok(loginOnly.includes('/api/admin/userList'), 'the console is among them');
    assert.ok(loginOnly.includes('/api/xnfz/userLearn'), 'the portal is among them');
    assert.ok(loginOnly.length > 40, `${loginOnly.length} login-only calls`);

    // public calls answer, as to a visitor
    const courses = await call(f.t, 'GET', '/api/xnfz/courseList', { token });
    assert.equal(courses.body.code, 0, courses.raw);
    const me = await call<User>(f.t, 'GET', '/api/xnfz/userInfo', { token });
    assert.equal(me.body.data!.mustChangePassword, true);

    const changed = await call(f.t, 'POST', '/api/xnfz/updatePassword', {
      token,
      body: { oldPassword: password, newPassword: 'Changed2026pw' },
    });
    assert.equal(changed.body.code, 0, changed.raw);
    const list = await call(f.t, 'GET', '/api/admin/me', { token });
    assert.equal(list.body.code, 0, list.raw);
    const loggedOut = await call(f.t, 'POST', '/api/xnfz/logout', {
      token: (await withTemporaryPassword('student1')).token,
    });
    assert.equal(loggedOut.body.code, 0, 'logout answers before a password change');
  });

  it('the upload endpoint refuses such a session too', async () => {
    const { token } = await withTemporaryPassword('teacher1');
    const response = await f.t.app.inject({
      method: 'POST',
      url: UPLOAD_PATH,
      headers: { 'tus-resumable': '1.0.0', token, 'upload-length': '10' },
    });
    assert.equal(response.statusCode, 403);
    assert.equal(response.body, MUST_CHANGE);
  });

  it('a temporary password expires after TEMP_PASSWORD_DAYS', async () => {
    const { password } = await withTemporaryPassword('student1');
    f.t.clock.advance(7 * 86_400 - 60);
    assert.equal((await login(f.t, 'student1', password)).body.code, 0, 'still valid');
    f.t.clock.advance(61);
    const late = await login(f.t, 'student1', password);
    assert.equal(late.body.msg, EXPIRED);
    // an initial password from an import, set eight days ago, likewise
    await f.t.db
      .update(users)
      .set({
        mustChangePassword: true,
        passwordChangedAt: new Date(f.t.clock.now().getTime() - 8 * 86_400_000),
      })
      .where(eq(users.username, 'admin1'));
    assert.equal((await login(f.t, 'admin1', 'Demo@1234')).body.msg, EXPIRED);
  });

  it('an expired one logs in through no other door: a login ticket (campus sign-in, 实验空间) is refused too', async () => {
    const person = newUser();
    assert.equal((await register(f.t, person)).body.code, 0);
    const [row] = await f.t.db.select().from(users).where(eq(users.username, person.username));
    const setByAdministrator = (daysAgo: number) =>
      f.t.db
        .update(users)
        .set({
          mustChangePassword: true,
          passwordChangedAt: new Date(f.t.clock.now().getTime() - daysAgo * 86_400_000),
        })
        .where(eq(users.id, row!.id));
    // the ticket campus sign-in or 实验空间 issues after the provider vouched for the person
    const ctx = { db: f.t.db, config: f.t.config } as AppContext;
    const exchange = async () =>
      (
        await call<LoginData>(f.t, 'POST', '/api/xnfz/exchangeTicket', {
          body: { ticket: (await issueLoginTicket(ctx, row!.id)).ticket, confirmed: true },
        })
      ).body;
    await setByAdministrator(6);
    const early = await exchange();
    assert.equal(early.code, 0, 'still valid: a session that must change the password');
    assert.equal(early.data?.user.mustChangePassword, true);
    await setByAdministrator(8);
    assert.equal((await login(f.t, person.username, person.password)).body.msg, EXPIRED);
    const sessionsBefore = (await f.t.db.select({ n: count() }).from(sessions))[0]!.n;
    assert.deepEqual(await exchange(), { code: 500, msg: EXPIRED });
    const sessionsAfter = (await f.t.db.select({ n: count() }).from(sessions))[0]!.n;
    assert.equal(sessionsAfter, sessionsBefore, 'no session started');
  });
});
