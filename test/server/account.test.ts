import assert from 'node:assert/strict';
import { once } from 'node:events';
import net from 'node:net';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config';
import { outbox, sessions, users, verificationCodes } from '../../server/db/schema';
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
import { latestCode, outboxFor } from './helpers/outbox';
import { decodedBody, startSmtpServer } from './helpers/smtp-server';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.close());

const NOT_LOGGED_IN = { code: 500, msg: '未登录或登录超时' };
const OK_NULL = { code: 0, msg: 'ok', data: null };
/** The 429 answer: says how long to wait, the same number as its retry-after header. */
function assertTooMany(
  answer: { status: number; body: unknown; headers: Record<string, unknown> },
  seconds: number | [number, number],
): void {
  assert.equal(answer.status, 429);
  const wait = Number(answer.headers['retry-after']);
  const [low, high] = Array.isArray(seconds) ? seconds : [seconds, seconds];
  assert.ok(wait >= low && wait <= high, `retry-after ${wait}, expected ${low}…${high}`);
  assert.deepEqual(answer.body, { code: 500, msg: `请求过于频繁，请 ${wait} 秒后再试` });
}
const CODE_WRONG = { code: 500, msg: '验证码错误或已过期' };

async function registered(t: TestApp, extra: Parameters<typeof newUser>[0] = {}) {
  const user = newUser(extra);
  const response = await register(t, user);
  assert.equal(response.body.code, 0, response.raw);
  return { ...user, data: response.body.data! };
}

async function userInfo(t: TestApp, token: string) {
  return call<User>(t, 'GET', '/api/xnfz/userInfo', { token });
}

async function rows(t: TestApp, table: typeof users | typeof outbox | typeof verificationCodes) {
  const [row] = await t.db.select({ n: count() }).from(table);
  return row!.n;
}

describe('updateUser', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database });
  });
  after(() => t.close());

  it('changes the given fields only and answers the User', async () => {
    const user = await registered(t, { phone: '13800000001', email: 'one@example.com' });
    const token = user.data.token;
    t.clock.advance(30);
    const response = await call<User>(t, 'POST', '/api/xnfz/updateUser', {
      token,
      body: {
        nickname: '  新昵称 ',
        realName: '李四',
        avatar: '/media/site/logo.svg',
        email: 'New.Mail@Example.COM',
        school: '华中示范大学',
        major: '机械工程',
        gender: 'female',
        currentPassword: user.password,
      },
    });
    assert.equal(response.body.code, 0, response.raw);
    const updated = response.body.data!;
    assert.deepEqual(updated, {
      ...user.data.user,
      nickname: '新昵称',
      realName: '李四',
      avatar: '/media/site/logo.svg',
      email: 'new.mail@example.com',
      emailVerified: false,
      school: '华中示范大学',
      major: '机械工程',
      gender: 'female',
    });
    assert.deepEqual((await userInfo(t, token)).body.data, updated);
    const [row] = await t.db.select().from(users).where(eq(users.id, updated.id));
    assert.equal(row!.updatedAt.toISOString(), t.clock.now().toISOString());

    const again = await call<User>(t, 'POST', '/api/xnfz/updateUser', {
      token,
      body: {
        avatar: 'https://cdn.example.edu.cn/a.png',
        phone: '',
        unknownField: 'x',
        currentPassword: user.password,
      },
    });
    assert.equal(again.body.code, 0, again.raw);
    assert.equal(again.body.data!.avatar, 'https://cdn.example.edu.cn/a.png');
    assert.equal(again.body.data!.phone, '');
    assert.equal(again.body.data!.nickname, '新昵称');
    const nothing = await call<User>(t, 'POST', '/api/xnfz/updateUser', { token, body: {} });
    assert.deepEqual(nothing.body.data, again.body.data);
  });

  it('refuses a phone or e-mail of another user, accepts the own ones', async () => {
    const first = await registered(t, { phone: '13800000002', email: 'two@example.com' });
    const second = await registered(t);
    const token = second.data.token;
    assert.deepEqual(
      (
        await call(t, 'POST', '/api/xnfz/updateUser', {
          token,
          body: { phone: '13800000002', currentPassword: second.password },
        })
      ).body,
      { code: 500, msg: '手机号已被注册' },
    );
    assert.deepEqual(
      (
        await call(t, 'POST', '/api/xnfz/updateUser', {
          token,
          body: { email: 'TWO@example.com', currentPassword: second.password },
        })
      ).body,
      { code: 500, msg: '邮箱已被注册' },
    );
    const own = await call<User>(t, 'POST', '/api/xnfz/updateUser', {
      token: first.data.token,
      body: { phone: '13800000002', email: 'two@example.com', nickname: '还是我' },
    });
    assert.equal(own.body.code, 0, own.raw);
    const [row] = await t.db.select().from(users).where(eq(users.id, second.data.user.id));
    assert.equal(row!.phone, '');
    assert.equal(row!.email, '');
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['nickname empty', { nickname: '' }, '参数错误：nickname 不能为空'],
    ['nickname blank', { nickname: '  ' }, '参数错误：nickname 不能只包含空白字符'],
    [
      'nickname too long',
      { nickname: '名'.repeat(33) },
      '参数错误：nickname 长度必须是 1 到 32 个字符',
    ],
    ['nickname a number', { nickname: 42 }, '参数错误：nickname 必须是字符串'],
    [
      'realName too long',
      { realName: '名'.repeat(33) },
      '参数错误：realName 长度不能超过 32 个字符',
    ],
    [
      'avatar over http',
      { avatar: 'http://x.cn/a.png' },
      '参数错误：avatar 必须是 /media/ 下的路径或 https:// 开头的地址',
    ],
    [
      'avatar javascript:',
      { avatar: 'javascript:alert(1)' },
      '参数错误：avatar 必须是 /media/ 下的路径或 https:// 开头的地址',
    ],
    [
      'avatar leaving /media/',
      { avatar: '/media/../server/config.ts' },
      '参数错误：avatar 必须是 /media/ 下的路径或 https:// 开头的地址',
    ],
    [
      'avatar too long',
      { avatar: `https://x.cn/${'a'.repeat(500)}` },
      '参数错误：avatar 长度不能超过 500 个字符',
    ],
    ['phone not mobile', { phone: '12345678901' }, '参数错误：phone 必须是 11 位中国大陆手机号'],
    ['phone a number', { phone: 13912345678 }, '参数错误：phone 必须是字符串'],
    ['email malformed', { email: 'no-at-sign' }, '参数错误：email 不是有效的邮箱地址'],
    ['school too long', { school: '校'.repeat(65) }, '参数错误：school 长度不能超过 64 个字符'],
    ['major too long', { major: '专'.repeat(65) }, '参数错误：major 长度不能超过 64 个字符'],
    [
      'gender unknown value',
      { gender: 'other' },
      '参数错误：gender 必须是 male、female、unknown 之一',
    ],
  ];
  for (const [name, body, message] of cases) {
    it(`rejects ${name}, naming the field, and changes nothing`, async () => {
      const user = await registered(t);
      const response = await call(t, 'POST', '/api/xnfz/updateUser', {
        token: user.data.token,
        body: { realName: '不应写入', ...body },
      });
      assert.deepEqual(response.body, { code: 500, msg: message });
      assert.deepEqual((await userInfo(t, user.data.token)).body.data, user.data.user);
    });
  }

  it('needs a live token', async () => {
    const body = { nickname: '匿名' };
    assert.deepEqual((await call(t, 'POST', '/api/xnfz/updateUser', { body })).body, NOT_LOGGED_IN);
    assert.deepEqual(
      (await call(t, 'POST', '/api/xnfz/updateUser', { body, token: 'y'.repeat(43) })).body,
      NOT_LOGGED_IN,
    );
    const token = await loginToken(t, 'public1');
    await call(t, 'POST', '/api/xnfz/logout', { token });
    assert.deepEqual(
      (await call(t, 'POST', '/api/xnfz/updateUser', { body, token })).body,
      NOT_LOGGED_IN,
    );
    const expiring = await loginToken(t, 'public1');
    t.clock.advance(7201);
    assert.deepEqual(
      (await call(t, 'POST', '/api/xnfz/updateUser', { body, token: expiring })).body,
      NOT_LOGGED_IN,
    );
  });
});

describe('updatePassword', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database });
  });
  after(() => t.close());

  it('checks the old password, revokes the other tokens and keeps the current one', async () => {
    const user = await registered(t);
    const current = user.data.token;
    const other = await loginToken(t, user.username, user.password);
    const third = await loginToken(t, user.username, user.password);
    const stranger = await loginToken(t, 'teacher1');

    const wrongOld = await call(t, 'POST', '/api/xnfz/updatePassword', {
      token: current,
      body: { oldPassword: 'Wrong999x', newPassword: 'Changed123' },
    });
    assert.deepEqual(wrongOld.body, { code: 500, msg: '原密码错误' });
    const same = await call(t, 'POST', '/api/xnfz/updatePassword', {
      token: current,
      body: { oldPassword: user.password, newPassword: user.password },
    });
    assert.deepEqual(same.body, { code: 500, msg: '新密码不能与原密码相同' });
    assert.equal((await userInfo(t, other)).body.code, 0, 'nothing revoked by failures');

    const changed = await call(t, 'POST', '/api/xnfz/updatePassword', {
      token: current,
      body: { oldPassword: user.password, newPassword: 'Changed123' },
    });
    assert.deepEqual(changed.body, OK_NULL);
    assert.equal((await userInfo(t, current)).body.code, 0, 'the current token lives on');
    assert.deepEqual((await userInfo(t, other)).body, NOT_LOGGED_IN);
    assert.deepEqual((await userInfo(t, third)).body, NOT_LOGGED_IN);
    assert.equal((await userInfo(t, stranger)).body.code, 0, 'other users are not touched');
    assert.deepEqual((await login(t, user.username, user.password)).body, {
      code: 500,
      msg: '用户名或密码错误',
    });
    assert.equal((await login(t, user.username, 'Changed123')).body.code, 0);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.data.user.id));
    assert.equal(row!.passwordChangedAt.toISOString(), t.clock.now().toISOString());
  });

  const cases: [string, Record<string, unknown>, string][] = [
    ['oldPassword missing', { oldPassword: undefined }, '参数错误：oldPassword 不能为空'],
    ['newPassword missing', { newPassword: undefined }, '参数错误：newPassword 不能为空'],
    [
      'newPassword too short',
      { newPassword: 'ab12' },
      '参数错误：newPassword 长度必须是 8 到 64 个字符',
    ],
    [
      'newPassword too long',
      { newPassword: 'a1'.repeat(33) },
      '参数错误：newPassword 长度必须是 8 到 64 个字符',
    ],
    [
      'newPassword without a digit',
      { newPassword: 'abcdefgh' },
      '参数错误：newPassword 必须同时包含字母和数字',
    ],
    [
      'newPassword without a letter',
      { newPassword: '12345678' },
      '参数错误：newPassword 必须同时包含字母和数字',
    ],
    ['newPassword a number', { newPassword: 12345678 }, '参数错误：newPassword 必须是字符串'],
  ];
  for (const [name, change, message] of cases) {
    it(`rejects ${name}, naming the field, and changes nothing`, async () => {
      const user = await registered(t);
      const other = await loginToken(t, user.username, user.password);
      const body: Record<string, unknown> = {
        oldPassword: user.password,
        newPassword: 'Another123',
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const response = await call(t, 'POST', '/api/xnfz/updatePassword', {
        token: user.data.token,
        body,
      });
      assert.deepEqual(response.body, { code: 500, msg: message });
      assert.equal((await userInfo(t, other)).body.code, 0);
      assert.equal((await login(t, user.username, user.password)).body.code, 0);
    });
  }

  it('needs a live token', async () => {
    const body = { oldPassword: 'Demo@1234', newPassword: 'Changed123' };
    assert.deepEqual(
      (await call(t, 'POST', '/api/xnfz/updatePassword', { body })).body,
      NOT_LOGGED_IN,
    );
    const token = await loginToken(t, 'student1');
    await call(t, 'POST', '/api/xnfz/logout', { token });
    assert.deepEqual(
      (await call(t, 'POST', '/api/xnfz/updatePassword', { body, token })).body,
      NOT_LOGGED_IN,
    );
  });
});

describe('sendMessage and resetPassword', () => {
  let t: TestApp;
  before(async () => {
    // The per-address limit is tested on its own below.
    t = await createTestApp({ database, config: { messageRateMax: 1000 } });
  });
  after(() => t.close());

  async function sendMessage(account: unknown, app: TestApp = t) {
    return call(app, 'POST', '/api/xnfz/sendMessage', {
      body: { account, ...(await newCaptcha(app)) },
    });
  }

  async function resetPassword(body: Record<string, unknown>, app: TestApp = t) {
    return call(app, 'POST', '/api/xnfz/resetPassword', { body });
  }

  it('sends a 6-digit code by e-mail and resets the password with it, ending all sessions', async () => {
    const user = await registered(t, { email: 'Forgot@Example.com' });
    const second = await loginToken(t, user.username, user.password);
    const logsBefore = t.logs.length;
    assert.deepEqual((await sendMessage(user.username)).body, OK_NULL);

    const [message] = await outboxFor(t.db, 'forgot@example.com');
    assert.equal(message!.channel, 'email');
    assert.match(message!.subject, /密码重置验证码/);
    assert.match(message!.body, /验证码为 \d{6}，10 分钟内有效/);
    const code = await latestCode(t.db, 'forgot@example.com');
    assert.ok(
      t.logs.slice(logsBefore).some((line) => line.includes(code)),
      'development delivery writes the message to the log',
    );
    const [stored] = await t.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user.data.user.id));
    assert.ok(!stored!.codeHash.includes(code), 'only a hash is stored');
    assert.equal(
      stored!.expiresAt.getTime() - stored!.createdAt.getTime(),
      600_000,
      'valid 10 minutes',
    );

    assert.deepEqual(
      (await resetPassword({ account: 'FORGOT@example.com', code, newPassword: 'Renewed2024' }))
        .body,
      OK_NULL,
    );
    assert.deepEqual((await userInfo(t, user.data.token)).body, NOT_LOGGED_IN);
    assert.deepEqual((await userInfo(t, second)).body, NOT_LOGGED_IN);
    assert.equal((await login(t, user.username, 'Renewed2024')).body.code, 0);
    assert.equal((await login(t, user.username, user.password)).body.code, 500);
    assert.deepEqual(
      (await resetPassword({ account: user.username, code, newPassword: 'Again12345' })).body,
      CODE_WRONG,
      'a code works once',
    );
  });

  it('texts the code to the phone when the account is a phone number', async () => {
    const user = await registered(t, { phone: '13700001234', email: 'hasmail@example.com' });
    assert.deepEqual((await sendMessage('13700001234')).body, OK_NULL);
    const [message] = await outboxFor(t.db, '13700001234');
    assert.equal(message!.channel, 'sms');
    const code = await latestCode(t.db, '13700001234');
    assert.deepEqual(
      (await resetPassword({ account: '13700001234', code, newPassword: 'ByPhone123' })).body,
      OK_NULL,
    );
    assert.equal((await login(t, user.username, 'ByPhone123')).body.code, 0);
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const before = await rows(t, outbox);
    for (const account of ['nobody_at_all', 'ghost@example.com', '13912340000']) {
      const response = await sendMessage(account);
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, OK_NULL);
    }
    assert.equal(await rows(t, outbox), before);
    assert.deepEqual(
      (await resetPassword({ account: 'nobody_at_all', code: '123456', newPassword: 'Whatever12' }))
        .body,
      CODE_WRONG,
    );
  });

  it('checks and consumes the captcha first', async () => {
    const { captchaKey } = await newCaptcha(t);
    const before = await rows(t, verificationCodes);
    const wrong = await call(t, 'POST', '/api/xnfz/sendMessage', {
      body: { account: 'student1', captchaKey, captchaCode: 'ZZZZ' },
    });
    assert.deepEqual(wrong.body, CODE_WRONG);
    const reused = await call(t, 'POST', '/api/xnfz/sendMessage', {
      body: { account: 'student1', captchaKey, captchaCode: t.captchas.last },
    });
    assert.deepEqual(reused.body, CODE_WRONG);
    assert.equal(await rows(t, verificationCodes), before);
  });

  it('sends one code per account per 60 s, whether or not the account exists', async () => {
    const user = await registered(t, { email: 'often@example.com' });
    assert.deepEqual((await sendMessage(user.username)).body, OK_NULL);
    const first = await latestCode(t.db, 'often@example.com');
    t.clock.advance(30);
    const again = await sendMessage(user.username);
    assertTooMany(again, 30);
    assert.deepEqual((await sendMessage('missing_user_x')).body, OK_NULL);
    const unknownAgain = await sendMessage('MISSING_USER_X');
    assert.equal(unknownAgain.status, 429, 'unknown accounts are limited the same way');
    assertTooMany(unknownAgain, 60);
    t.clock.advance(31);
    assert.deepEqual((await sendMessage(user.username)).body, OK_NULL);
    const second = await latestCode(t.db, 'often@example.com');
    assert.equal((await outboxFor(t.db, 'often@example.com')).length, 2);
    if (second !== first) {
      assert.deepEqual(
        (await resetPassword({ account: user.username, code: first, newPassword: 'Older1234' }))
          .body,
        CODE_WRONG,
        'a new code replaces the old one',
      );
    }
    assert.deepEqual(
      (await resetPassword({ account: user.username, code: second, newPassword: 'Newer1234' }))
        .body,
      OK_NULL,
    );
  });

  it('expires a code after 10 minutes', async () => {
    const user = await registered(t, { email: 'late@example.com' });
    await sendMessage(user.username);
    const code = await latestCode(t.db, 'late@example.com');
    t.clock.advance(601);
    assert.deepEqual(
      (await resetPassword({ account: user.username, code, newPassword: 'TooLate123' })).body,
      CODE_WRONG,
    );
    assert.equal((await login(t, user.username, user.password)).body.code, 0);
  });

  it('kills a code after 5 wrong tries; 4 wrong tries still leave it usable', async () => {
    const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const patient = await registered(t, { email: 'patient@example.com' });
    await sendMessage(patient.username);
    const good = await latestCode(t.db, 'patient@example.com');
    for (let i = 0; i < 4; i++) {
      assert.deepEqual(
        (
          await resetPassword({
            account: patient.username,
            code: wrongCode(good),
            newPassword: 'Guess1234',
          })
        ).body,
        CODE_WRONG,
      );
    }
    assert.deepEqual(
      (await resetPassword({ account: patient.username, code: good, newPassword: 'Finally123' }))
        .body,
      OK_NULL,
    );

    t.clock.advance(61);
    const guessed = await registered(t, { email: 'guessed@example.com' });
    await sendMessage(guessed.username);
    const right = await latestCode(t.db, 'guessed@example.com');
    for (let i = 0; i < 5; i++) {
      await resetPassword({
        account: guessed.username,
        code: wrongCode(right),
        newPassword: 'Guess1234',
      });
    }
    assert.deepEqual(
      (await resetPassword({ account: guessed.username, code: right, newPassword: 'Finally123' }))
        .body,
      CODE_WRONG,
    );
    assert.equal((await login(t, guessed.username, guessed.password)).body.code, 0);
  });

  const sendCases: [string, Record<string, unknown>, string][] = [
    ['account missing', { account: undefined }, '参数错误：account 不能为空'],
    ['account empty', { account: '' }, '参数错误：account 不能为空'],
    ['account a number', { account: 13912345678 }, '参数错误：account 必须是字符串'],
    [
      'account too long',
      { account: 'a'.repeat(255) },
      '参数错误：account 长度必须是 1 到 254 个字符',
    ],
    ['captchaKey missing', { captchaKey: undefined }, '参数错误：captchaKey 不能为空'],
    ['captchaCode missing', { captchaCode: undefined }, '参数错误：captchaCode 不能为空'],
  ];
  for (const [name, change, message] of sendCases) {
    it(`sendMessage rejects ${name}, naming the field`, async () => {
      const body: Record<string, unknown> = {
        account: 'student1',
        ...(await newCaptcha(t)),
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      const before = await rows(t, verificationCodes);
      assert.deepEqual((await call(t, 'POST', '/api/xnfz/sendMessage', { body })).body, {
        code: 500,
        msg: message,
      });
      assert.equal(await rows(t, verificationCodes), before);
    });
  }

  const resetCases: [string, Record<string, unknown>, string][] = [
    ['account missing', { account: undefined }, '参数错误：account 不能为空'],
    ['code missing', { code: undefined }, '参数错误：code 不能为空'],
    ['code a number', { code: 123456 }, '参数错误：code 必须是字符串'],
    ['code too long', { code: '1'.repeat(17) }, '参数错误：code 长度必须是 1 到 16 个字符'],
    [
      'newPassword weak',
      { newPassword: 'password' },
      '参数错误：newPassword 必须同时包含字母和数字',
    ],
    ['newPassword short', { newPassword: 'a1' }, '参数错误：newPassword 长度必须是 8 到 64 个字符'],
  ];
  for (const [name, change, message] of resetCases) {
    it(`resetPassword rejects ${name}, naming the field`, async () => {
      const body: Record<string, unknown> = {
        account: 'student1',
        code: '123456',
        newPassword: 'Good12345',
        ...change,
      };
      for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
      assert.deepEqual((await resetPassword(body)).body, { code: 500, msg: message });
    });
  }

  it('limits sendMessage per client address with 429', async () => {
    const limited = await createTestApp({ database, config: { messageRateMax: 2 } });
    try {
      assert.equal((await sendMessage('limit_a', limited)).status, 200);
      assert.equal((await sendMessage('limit_b', limited)).status, 200);
      assertTooMany(await sendMessage('limit_c', limited), [51, 60]);
    } finally {
      await limited.close();
    }
  });

  it('limits resetPassword per client address with 429', async () => {
    const limited = await createTestApp({
      database,
      config: { rateLimit: { ...t.config.rateLimit, authMax: 2 } },
    });
    try {
      const body = { account: 'student1', code: '000000', newPassword: 'Guess1234' };
      assert.deepEqual((await resetPassword(body, limited)).body, CODE_WRONG);
      assert.deepEqual((await resetPassword(body, limited)).body, CODE_WRONG);
      assertTooMany(await resetPassword(body, limited), [51, 60]);
    } finally {
      await limited.close();
    }
  });
});

describe('e-mail delivery through SMTP_URL', () => {
  it('sends the code with nodemailer instead of the outbox', async () => {
    const smtp = await startSmtpServer();
    const t = await createTestApp({
      database,
      config: {
        smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
        smtpFrom: '门户 <noreply@example.edu.cn>',
      },
    });
    try {
      const user = await registered(t, { email: 'smtp.user@example.com' });
      const outboxBefore = await rows(t, outbox);
      const response = await call(t, 'POST', '/api/xnfz/sendMessage', {
        body: { account: user.username, ...(await newCaptcha(t)) },
      });
      assert.deepEqual(response.body, OK_NULL);
      assert.equal(smtp.mails.length, 1);
      const mail = smtp.mails[0]!;
      assert.match(mail, /^To: smtp\.user@example\.com$/im);
      assert.match(mail, /^From: .*<noreply@example\.edu\.cn>$/im);
      const code = /验证码为 (\d{6})/.exec(decodedBody(mail))?.[1];
      assert.ok(code, decodedBody(mail));
      assert.equal(await rows(t, outbox), outboxBefore, 'nothing kept in the outbox');
      assert.ok(!t.logs.join('\n').includes(code!), 'the code is not logged');
      const reset = await call(t, 'POST', '/api/xnfz/resetPassword', {
        body: { account: user.username, code, newPassword: 'ViaSmtp123' },
      });
      assert.deepEqual(reset.body, OK_NULL);
      const data: LoginData = (await login(t, user.username, 'ViaSmtp123')).body.data!;
      assert.ok(data.token);
      const [live] = await t.db
        .select({ n: count() })
        .from(sessions)
        .where(eq(sessions.userId, user.data.user.id));
      assert.ok(live!.n >= 1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});

describe('configuration of delivery and limits', () => {
  it('has defaults and reads the variables', () => {
    const defaults = loadConfig({});
    assert.equal(defaults.smtpUrl, null);
    assert.equal(defaults.smtpFrom, null);
    assert.equal(defaults.messageIntervalSeconds, 60);
    assert.equal(defaults.messageRateMax, 10);
    assert.equal(defaults.feedbackRateMax, 10);
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@smtp.example.edu.cn:465',
      SMTP_FROM: '虚拟仿真中心 <noreply@example.edu.cn>',
      MESSAGE_INTERVAL_SECONDS: '120',
      RATE_LIMIT_MESSAGE_MAX: '3',
      RATE_LIMIT_FEEDBACK_MAX: '4',
    });
    assert.equal(config.smtpUrl, 'smtps://user:secret@smtp.example.edu.cn:465');
    assert.equal(config.smtpFrom, '虚拟仿真中心 <noreply@example.edu.cn>');
    assert.equal(config.messageIntervalSeconds, 120);
    assert.equal(config.messageRateMax, 3);
    assert.equal(config.feedbackRateMax, 4);
  });

  it('refuses unusable values in Chinese and English', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { SMTP_URL: 'http://mail.example.com' },
        /SMTP_URL 必须以 smtp:\/\/ 或 smtps:\/\/ 开头[\s\S]*SMTP_URL must/,
      ],
      [{ SMTP_URL: 'smtp://mail.example.com' }, /必须同时设置 SMTP_FROM[\s\S]*SMTP_FROM/],
      [{ SMTP_URL: 'smtp://mail.example.com', SMTP_FROM: 'nobody' }, /SMTP_FROM/],
      [{ MESSAGE_INTERVAL_SECONDS: '0' }, /MESSAGE_INTERVAL_SECONDS 必须是 1 到 86400 之间的整数/],
      [{ RATE_LIMIT_MESSAGE_MAX: 'many' }, /RATE_LIMIT_MESSAGE_MAX/],
      [{ RATE_LIMIT_FEEDBACK_MAX: '-1' }, /RATE_LIMIT_FEEDBACK_MAX/],
    ];
    for (const [env, message] of cases) {
      assert.throws(
        () => loadConfig(env),
        (error: Error) => {
          assert.equal(error.name, 'ConfigError');
          assert.match(error.message, message);
          return true;
        },
      );
    }
  });
});

/**
 * Below the mail sender's 10 s greetingTimeout (server/delivery/smtp-sender.ts): an answer that
 * waited on the hung mail server could not come sooner, while a busy test machine may take a few
 * seconds over the request itself.
 */
const ANSWER_BOUND_MS = 8_000;

describe('sendMessage answers before the slow work', () => {
  it('answers a real account as fast as an unknown one, even when the mail server hangs', async () => {
    const sockets: net.Socket[] = [];
    const hanging = net.createServer((socket) => sockets.push(socket)); // accepts, never greets
    hanging.listen(0, '127.0.0.1');
    await once(hanging, 'listening');
    const port = (hanging.address() as net.AddressInfo).port;
    const t = await createTestApp({
      database,
      config: { smtpUrl: `smtp://127.0.0.1:${port}`, smtpFrom: 'noreply@example.edu.cn' },
    });
    try {
      const user = await registered(t, { email: 'hang.user@example.com' });
      for (const account of [user.username, 'no_such_user_here']) {
        const captcha = await newCaptcha(t);
        const started = Date.now();
        const response = await Promise.race([
          t.app.inject({
            method: 'POST',
            url: '/api/xnfz/sendMessage',
            payload: { account, ...captcha },
          }),
          new Promise<null>((resolve) => setTimeout(() => resolve(null), ANSWER_BOUND_MS)),
        ]);
        assert.ok(response, `${account}: no answer within ${ANSWER_BOUND_MS} ms`);
        assert.deepEqual(response.json(), OK_NULL);
        assert.ok(Date.now() - started < ANSWER_BOUND_MS);
      }
    } finally {
      for (const socket of sockets) socket.destroy();
      hanging.close();
      await t.close();
    }
  });
});
