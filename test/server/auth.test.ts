import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { captchas, sessions, users } from '../../server/db/schema';
import type { LoginData, User } from '../../src/core/api/contract';
import {
  call,
  createTestApp,
  createTestDatabase,
  login,
  loginToken,
  newCaptcha,
  newUser,
  register,
} from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';
import { passwordCostLog2 } from '../../server/auth/password-hash';

// One database for the whole file; each group gets its own app (and clock) on it.
let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.close());

const NOT_LOGGED_IN = { code: 500, msg: '未登录或登录超时' };

async function rowCount(
  t: TestApp,
  table: typeof users | typeof sessions | typeof captchas,
): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function userInfo(t: TestApp, token?: string) {
  return call<User>(t, 'GET', '/api/xnfz/userInfo', token === undefined ? {} : { token });
}

describe('login', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database });
  });
  after(() => t.close());

  it('logs a demo user in and answers token, expiresAt and user', async () => {
    const response = await login(t, 'student1');
    assert.equal(response.status, 200);
    assert.equal(response.body.code, 0, response.raw);
    const data = response.body.data!;
    assert.match(data.token, /^[A-Za-z0-9_-]{43}$/, '32 random bytes, base64url');
    assert.equal(data.expiresAt, new Date(t.clock.now().getTime() + 7200 * 1000).toISOString());
    assert.deepEqual(Object.keys(data.user).sort(), [
      'avatar',
      'createdAt',
      'department',
      'email',
      'emailVerified',
      'gender',
      'id',
      'identity',
      'lastLoginAt',
      'major',
      'mustChangePassword',
      'mustChangeReason',
      'nickname',
      'phone',
      'phoneVerified',
      'realName',
      'role',
      'school',
      'studentNumber',
      'username',
    ]);
    assert.equal(data.user.username, 'student1');
    assert.equal(data.user.identity, 'student');
    assert.equal(data.user.lastLoginAt, t.clock.now().toISOString());
    assert.ok(!response.raw.includes('scrypt'), 'no password hash in the answer');
  });

  it('treats the username case-insensitively', async () => {
    const response = await login(t, 'Student1');
    assert.equal(response.body.code, 0, response.raw);
    assert.equal(response.body.data!.user.username, 'student1');
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const sessionsBefore = await rowCount(t, sessions);
    assert.deepEqual((await login(t, 'student1', 'Wrong@1234')).body, {
      code: 500,
      msg: '用户名或密码错误',
    });
    assert.deepEqual((await login(t, 'nobody_here', 'Demo@1234')).body, {
      code: 500,
      msg: '用户名或密码错误',
    });
    assert.equal(await rowCount(t, sessions), sessionsBefore);
  });

  it('checks the captcha before the password', async () => {
    const { captchaKey } = await newCaptcha(t);
    const response = await call(t, 'POST', '/api/xnfz/login', {
      body: { username: 'student1', password: 'Demo@1234', captchaKey, captchaCode: 'ZZZZ' },
    });
    assert.deepEqual(response.body, { code: 500, msg: '验证码错误或已过期' });
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['username missing', { username: undefined }, '参数错误：username 不能为空'],
    ['username empty', { username: '' }, '参数错误：username 不能为空'],
    ['username not a string', { username: { a: 1 } }, '参数错误：username 必须是字符串'],
    ['password missing', { password: undefined }, '参数错误：password 不能为空'],
    [
      'password too long',
      { password: 'a1'.repeat(65) },
      '参数错误：password 长度必须是 1 到 128 个字符',
    ],
    ['captchaKey missing', { captchaKey: undefined }, '参数错误：captchaKey 不能为空'],
    ['captchaCode missing', { captchaCode: undefined }, '参数错误：captchaCode 不能为空'],
    [
      'captchaCode too long',
      { captchaCode: 'x'.repeat(17) },
      '参数错误：captchaCode 长度必须是 1 到 16 个字符',
    ],
  ];
  for (const [name, change, message] of cases) {
    it(`rejects ${name}, naming the field, and changes nothing`, async () => {
      const captcha = await newCaptcha(t);
      const body: Record<string, unknown> = {
        username: 'student1',
        password: 'Demo@1234',
        ...captcha,
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const sessionsBefore = await rowCount(t, sessions);
      const response = await call(t, 'POST', '/api/xnfz/login', { body });
      assert.deepEqual(response.body, { code: 500, msg: message });
      assert.equal(await rowCount(t, sessions), sessionsBefore);
      const stillThere = await t.db
        .select()
        .from(captchas)
        .where(eq(captchas.key, captcha.captchaKey));
      assert.equal(stillThere.length, 1, 'the captcha is not consumed by a rejected request');
    });
  }
});

describe('register', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database });
  });
  after(() => t.close());

  it('creates the user and logs in at once', async () => {
    const user = newUser({
      nickname: '  张三  ',
      identity: 'teacher',
      phone: '13912345678',
      email: 'ZhangSan@Example.COM',
    });
    const response = await register(t, user);
    assert.equal(response.body.code, 0, response.raw);
    const data = response.body.data!;
    assert.match(data.token, /^[A-Za-z0-9_-]{43}$/);
    assert.equal(data.user.username, user.username);
    assert.equal(data.user.nickname, '张三');
    assert.equal(data.user.identity, 'teacher');
    assert.equal(data.user.phone, '13912345678');
    assert.equal(data.user.email, 'zhangsan@example.com');
    assert.equal(data.user.gender, 'unknown');
    assert.equal(data.user.realName, '');
    assert.equal(data.user.createdAt, t.clock.now().toISOString());

    const info = await userInfo(t, data.token);
    assert.equal(info.body.code, 0);
    assert.deepEqual(info.body.data, data.user);

    const [row] = await t.db.select().from(users).where(eq(users.username, user.username));
    // the cost: 2^15, or the suites' cheap one under npm test (config.test.ts checks the default)
    assert.match(
      row!.passwordHash,
      new RegExp(
        `^scrypt\\$${passwordCostLog2()}\\$8\\$1\\$[A-Za-z0-9_-]{22}\\$[A-Za-z0-9_-]{86}$`,
      ),
    );
    assert.ok(!row!.passwordHash.includes(user.password));

    const again = await login(t, user.username, user.password);
    assert.equal(again.body.code, 0, 'the new password works for login');
  });

  it('accepts empty optional phone and email', async () => {
    const response = await register(t, newUser({ phone: '', email: '' }));
    assert.equal(response.body.code, 0, response.raw);
  });

  it('refuses a username already taken, in any letter case', async () => {
    const first = newUser();
    assert.equal((await register(t, first)).body.code, 0);
    const usersBefore = await rowCount(t, users);
    assert.deepEqual((await register(t, newUser({ username: first.username }))).body, {
      code: 500,
      msg: '用户名已被注册',
    });
    assert.deepEqual(
      (await register(t, newUser({ username: first.username.toUpperCase() }))).body,
      { code: 500, msg: '用户名已被注册' },
    );
    assert.deepEqual((await register(t, newUser({ username: 'STUDENT1' }))).body, {
      code: 500,
      msg: '用户名已被注册',
    });
    assert.equal(await rowCount(t, users), usersBefore);
  });

  it('refuses a phone or e-mail already registered', async () => {
    assert.equal(
      (await register(t, newUser({ phone: '13700001111', email: 'taken@example.com' }))).body.code,
      0,
    );
    assert.deepEqual((await register(t, newUser({ phone: '13700001111' }))).body, {
      code: 500,
      msg: '手机号已被注册',
    });
    assert.deepEqual((await register(t, newUser({ email: 'TAKEN@example.com' }))).body, {
      code: 500,
      msg: '邮箱已被注册',
    });
  });

  it('lets exactly one of two simultaneous registrations of a name win', async () => {
    const user = newUser();
    const captchaA = await newCaptcha(t);
    const captchaB = await newCaptcha(t);
    const results = await Promise.all([
      call(t, 'POST', '/api/xnfz/register', { body: { ...user, ...captchaA } }),
      call(t, 'POST', '/api/xnfz/register', { body: { ...user, nickname: '另一个', ...captchaB } }),
    ]);
    const codes = results.map((result) => result.body.code).sort();
    assert.deepEqual(codes, [0, 500]);
    assert.equal(results.find((result) => result.body.code === 500)!.body.msg, '用户名已被注册');
  });

  it('checks the captcha first', async () => {
    const usersBefore = await rowCount(t, users);
    const { captchaKey } = await newCaptcha(t);
    const response = await call(t, 'POST', '/api/xnfz/register', {
      body: { ...newUser(), captchaKey, captchaCode: 'ZZZZ' },
    });
    assert.deepEqual(response.body, { code: 500, msg: '验证码错误或已过期' });
    assert.equal(await rowCount(t, users), usersBefore);
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['username missing', { username: undefined }, '参数错误：username 不能为空'],
    ['username too short', { username: 'ab' }, '参数错误：username 长度必须是 3 到 32 个字符'],
    [
      'username too long',
      { username: 'a'.repeat(33) },
      '参数错误：username 长度必须是 3 到 32 个字符',
    ],
    [
      'username with other characters',
      { username: 'zhang san' },
      '参数错误：username 只能包含字母、数字和下划线',
    ],
    [
      'username in Chinese',
      { username: '张三丰' },
      '参数错误：username 只能包含字母、数字和下划线',
    ],
    ['username not a string', { username: ['x', 'y'] }, '参数错误：username 必须是字符串'],
    ['password missing', { password: undefined }, '参数错误：password 不能为空'],
    ['password too short', { password: 'abc123' }, '参数错误：password 长度必须是 8 到 64 个字符'],
    [
      'password too long',
      { password: 'a1'.repeat(33) },
      '参数错误：password 长度必须是 8 到 64 个字符',
    ],
    [
      'password without a digit',
      { password: 'abcdefgh' },
      '参数错误：password 必须同时包含字母和数字',
    ],
    [
      'password without a letter',
      { password: '12345678' },
      '参数错误：password 必须同时包含字母和数字',
    ],
    ['nickname missing', { nickname: undefined }, '参数错误：nickname 不能为空'],
    ['nickname empty', { nickname: '' }, '参数错误：nickname 不能为空'],
    ['nickname blank', { nickname: '   ' }, '参数错误：nickname 不能只包含空白字符'],
    [
      'nickname too long',
      { nickname: '长'.repeat(33) },
      '参数错误：nickname 长度必须是 1 到 32 个字符',
    ],
    ['identity missing', { identity: undefined }, '参数错误：identity 不能为空'],
    [
      'identity unknown',
      { identity: 'admin' },
      '参数错误：identity 必须是 student、teacher、public 之一',
    ],
    [
      'identity visitor',
      { identity: 'visitor' },
      '参数错误：identity 必须是 student、teacher、public 之一',
    ],
    ['phone too short', { phone: '1391234567' }, '参数错误：phone 必须是 11 位中国大陆手机号'],
    ['phone not mobile', { phone: '02787654321' }, '参数错误：phone 必须是 11 位中国大陆手机号'],
    ['email malformed', { email: 'zhangsan@' }, '参数错误：email 不是有效的邮箱地址'],
    [
      'email too long',
      { email: `${'a'.repeat(250)}@x.cn` },
      '参数错误：email 长度不能超过 254 个字符',
    ],
    ['captchaKey missing', { captchaKey: undefined }, '参数错误：captchaKey 不能为空'],
    ['captchaCode empty', { captchaCode: '' }, '参数错误：captchaCode 不能为空'],
  ];
  for (const [name, change, message] of cases) {
    it(`rejects ${name}, naming the field, and changes nothing`, async () => {
      const captcha = await newCaptcha(t);
      const body: Record<string, unknown> = { ...newUser(), ...captcha, ...change };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const usersBefore = await rowCount(t, users);
      const sessionsBefore = await rowCount(t, sessions);
      const response = await call(t, 'POST', '/api/xnfz/register', { body });
      assert.deepEqual(response.body, { code: 500, msg: message });
      assert.equal(await rowCount(t, users), usersBefore);
      assert.equal(await rowCount(t, sessions), sessionsBefore);
      const stillThere = await t.db
        .select()
        .from(captchas)
        .where(eq(captchas.key, captcha.captchaKey));
      assert.equal(stillThere.length, 1, 'the captcha is not consumed by a rejected request');
    });
  }
});

describe('sessions, userInfo and logout', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database });
  });
  after(() => t.close());

  it('userInfo answers the token holder', async () => {
    const token = await loginToken(t, 'teacher1');
    const info = await userInfo(t, token);
    assert.equal(info.body.code, 0);
    assert.equal(info.body.data!.username, 'teacher1');
    assert.equal(info.body.data!.identity, 'teacher');
    assert.equal(info.body.data!.nickname, '王建国老师');
  });

  it('answers exactly 未登录或登录超时 without a token or with an unknown one', async () => {
    assert.deepEqual((await userInfo(t)).body, NOT_LOGGED_IN);
    assert.deepEqual((await userInfo(t, '')).body, NOT_LOGGED_IN);
    assert.deepEqual((await userInfo(t, 'x'.repeat(43))).body, NOT_LOGGED_IN);
    assert.deepEqual((await userInfo(t, 'not a token at all')).body, NOT_LOGGED_IN);
    assert.deepEqual((await userInfo(t, 'a'.repeat(5000))).body, NOT_LOGGED_IN);
    assert.deepEqual((await call(t, 'POST', '/api/xnfz/logout')).body, NOT_LOGGED_IN);
  });

  it('stores only the SHA-256 of tokens', async () => {
    const token = await loginToken(t, 'public1');
    const all = await t.db.select().from(sessions);
    assert.ok(all.every((row) => row.tokenHash !== token));
    const hash = createHash('sha256').update(token).digest('hex');
    assert.equal(all.filter((row) => row.tokenHash === hash).length, 1);
  });

  it('logout revokes that token only', async () => {
    const first = await loginToken(t, 'student1');
    const second = await loginToken(t, 'student1');
    const out = await call(t, 'POST', '/api/xnfz/logout', { token: first });
    assert.deepEqual(out.body, { code: 0, msg: 'ok', data: null });
    assert.deepEqual((await userInfo(t, first)).body, NOT_LOGGED_IN);
    assert.deepEqual(
      (await call(t, 'POST', '/api/xnfz/logout', { token: first })).body,
      NOT_LOGGED_IN,
    );
    assert.equal((await userInfo(t, second)).body.code, 0);
  });

  it('logout accepts an empty JSON body', async () => {
    const token = await loginToken(t, 'student1');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/xnfz/logout',
      headers: { token, 'content-type': 'application/json' },
      payload: '',
    });
    assert.equal(response.json<{ code: number }>().code, 0);
    assert.deepEqual((await userInfo(t, token)).body, NOT_LOGGED_IN);
  });

  it('never writes passwords or tokens to the log', async () => {
    const user = newUser({ password: 'Secret99pass' });
    const registered = await register(t, user);
    const token = registered.body.data!.token;
    await userInfo(t, token);
    await t.app.inject({ method: 'GET', url: `/?token=${token}` });
    await call(t, 'POST', '/api/xnfz/logout', { token });
    const log = t.logs.join('\n');
    assert.ok(log.length > 0, 'requests are logged');
    assert.ok(!log.includes('Secret99pass'), 'password in log');
    assert.ok(!log.includes(token), 'token in log');
    assert.match(log, /token=\[redacted\]/);
  });

  it('redacts the token however its name or value is percent-encoded', async () => {
    const { redactUrl } = await import('../../server/http/logger-options');
    const secret = 'S3cretTokenValue';
    const spellings = [
      `/PC/?%74oken=${secret}`,
      `/PC/?a=1&TOK%45N=${secret}&b=2`,
      `/PC/?to%6Ben=${secret}#x`,
      `/PC/?x=1&%74%6F%6B%65%6E=${secret}`,
      `/PC/?token=${secret}`,
      `/PC/?token%3D${secret}`,
    ];
    for (const url of spellings) {
      assert.ok(!redactUrl(url).includes(secret), `${url} → ${redactUrl(url)}`);
      await t.app.inject({ method: 'GET', url });
    }
    assert.equal(redactUrl('/PC/?a=1&b=2'), '/PC/?a=1&b=2', 'other queries unchanged');
    assert.ok(!t.logs.join('\n').includes(secret), 'not in the log either');
  });

  it('redacts single-use tickets, sign-in state and authorization codes as it does tokens', async () => {
    const { redactUrl } = await import('../../server/http/logger-options');
    const secrets = ['St4teValue', 'T1cketValue', 'C0deValue', 'IdT0kenValue'];
    const urls = [
      `/api/sso/ids/callback?state=${secrets[0]}&ticket=${secrets[1]}`,
      `/api/sso/campus/callback?code=${secrets[2]}&state=${secrets[0]}&iss=x`,
      `/api/ilab/launch?experiment=1&ticket=${secrets[1]}`,
      `/api/sso/campus/callback?id_token=${secrets[3]}&%73tate=${secrets[0]}`,
      `/PC/?TICKET=${secrets[1]}`,
    ];
    for (const url of urls) {
      const redacted = redactUrl(url);
      for (const secret of secrets) assert.ok(!redacted.includes(secret), `${url} → ${redacted}`);
      await t.app.inject({ method: 'GET', url });
    }
    assert.equal(redactUrl('/api/ilab/launch?experiment=1'), '/api/ilab/launch?experiment=1');
    const log = t.logs.join('\n');
    for (const secret of secrets) assert.ok(!log.includes(secret), `${secret} in the log`);
  });
});

describe('token expiry', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database, config: { tokenIdleSeconds: 100, tokenMaxSeconds: 250 } });
  });
  after(() => t.close());

  it('expires a token left idle', async () => {
    const response = await login(t, 'student1');
    assert.equal(
      response.body.data!.expiresAt,
      new Date(t.clock.now().getTime() + 100_000).toISOString(),
    );
    const token = response.body.data!.token;
    t.clock.advance(99);
    assert.equal((await userInfo(t, token)).body.code, 0);
    t.clock.advance(101);
    assert.deepEqual((await userInfo(t, token)).body, NOT_LOGGED_IN);
  });

  it('slides while used, up to the absolute limit', async () => {
    const token = await loginToken(t, 'student1');
    t.clock.advance(90);
    assert.equal((await userInfo(t, token)).body.code, 0);
    t.clock.advance(90); // 180 s: past the first idle deadline, kept alive by the use at 90 s
    assert.equal((await userInfo(t, token)).body.code, 0);
    t.clock.advance(60); // 240 s
    assert.equal((await userInfo(t, token)).body.code, 0);
    t.clock.advance(11); // 251 s: past the absolute limit although used 11 s ago
    assert.deepEqual((await userInfo(t, token)).body, NOT_LOGGED_IN);
  });

  it('expired tokens also fail logout', async () => {
    const token = await loginToken(t, 'teacher1');
    t.clock.advance(101);
    assert.deepEqual((await call(t, 'POST', '/api/xnfz/logout', { token })).body, NOT_LOGGED_IN);
  });

  it('removes a user’s dead sessions at the next login', async () => {
    const user = newUser();
    const registered = await register(t, user);
    assert.equal(registered.body.code, 0);
    const userId = registered.body.data!.user.id;
    const revoked = await loginToken(t, user.username, user.password);
    await call(t, 'POST', '/api/xnfz/logout', { token: revoked });
    t.clock.advance(101);
    assert.equal((await t.db.select().from(sessions).where(eq(sessions.userId, userId))).length, 2);
    const data: LoginData = (await login(t, user.username, user.password)).body.data!;
    assert.ok(data.token);
    const left = await t.db.select().from(sessions).where(eq(sessions.userId, userId));
    assert.equal(left.length, 1, 'only the new live session is left');
  });
});
