/**
 * Changing a credential (the e-mail or the phone a password reset goes to) needs the current
 * password; the old address is told; the new one is proven with a code sent to it before a reset
 * code goes there. A stolen token alone can no longer take the account.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { User } from '../../src/core/api/contract';
import { latestCode, outboxFor } from './helpers/outbox';
import { call, createTestApp, newCaptcha, newUser, register } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(() => t.close());

async function registered(extra: Parameters<typeof newUser>[0]) {
  const user = newUser(extra);
  const response = await register(t, user);
  assert.equal(response.body.code, 0, response.raw);
  return { ...user, token: response.body.data!.token, user: response.body.data!.user };
}

async function update(token: string, body: Record<string, unknown>) {
  return (await call<User>(t, 'POST', '/api/xnfz/updateUser', { token, body })).body;
}

async function info(token: string): Promise<User> {
  return (await call<User>(t, 'GET', '/api/xnfz/userInfo', { token })).body.data!;
}

async function askResetCode(account: string) {
  const response = await call(t, 'POST', '/api/xnfz/sendMessage', {
    body: { account, ...(await newCaptcha(t)) },
  });
  assert.equal(response.body.code, 0, response.raw);
  t.clock.advance(61); // one code per account per minute
}

describe('changing the e-mail or phone', () => {
  it('needs the current password: without it, or with a wrong one, nothing changes', async () => {
    const user = await registered({ email: 'old1@example.com', phone: '13900000001' });
    for (const body of [
      { email: 'thief1@example.com' },
      { phone: '13900000099' },
      { email: '', nickname: '改名' },
    ]) {
      assert.deepEqual(await update(user.token, body), {
        code: 500,
        msg: '修改邮箱或手机号需要输入当前密码',
      });
      assert.deepEqual(
        await update(user.token, { ...body, currentPassword: 'Wrong0pass' }),
        { code: 500, msg: '当前密码错误' },
        JSON.stringify(body),
      );
    }
    assert.deepEqual(await info(user.token), user.user);
    assert.equal((await outboxFor(t.db, 'thief1@example.com')).length, 0);
  });

  it('other fields, and the same address again, need no password', async () => {
    const user = await registered({ email: 'same@example.com' });
    const response = await update(user.token, { email: 'SAME@example.com', nickname: '新名' });
    assert.equal(response.code, 0, JSON.stringify(response));
    assert.equal(response.data!.nickname, '新名');
    assert.equal(response.data!.emailVerified, true);
  });

  it('tells the old address, sends a code to the new one, and resets go there only once proven', async () => {
    const user = await registered({ email: 'old2@example.com' });
    const response = await update(user.token, {
      email: 'new2@example.com',
      currentPassword: user.password,
    });
    assert.equal(response.code, 0, JSON.stringify(response));
    assert.equal(response.data!.email, 'new2@example.com');
    assert.equal(response.data!.emailVerified, false);

    const [notice] = await outboxFor(t.db, 'old2@example.com');
    assert.ok(notice, 'the old address is told');
    assert.match(notice.body, /邮箱已.*更改/);
    assert.match(notice.body, /n\*+@example\.com/, 'with the new address masked');
    assert.doesNotMatch(notice.body, /\d{6}/, 'and no code');
    const verifyCode = await latestCode(t.db, 'new2@example.com');

    // a reset asked for now does not go to the unproven address
    await askResetCode(user.username);
    assert.equal((await outboxFor(t.db, 'new2@example.com')).length, 1, 'only the verify code');

    assert.deepEqual(
      (
        await call(t, 'POST', '/api/xnfz/verifyContact', {
          token: user.token,
          body: { channel: 'email', code: '000000' === verifyCode ? '111111' : '000000' },
        })
      ).body,
      { code: 500, msg: '验证码错误或已过期' },
    );
    const verified = await call<User>(t, 'POST', '/api/xnfz/verifyContact', {
      token: user.token,
      body: { channel: 'email', code: verifyCode },
    });
    assert.equal(verified.body.code, 0, verified.raw);
    assert.equal(verified.body.data!.emailVerified, true);

    await askResetCode(user.username);
    const [reset] = await outboxFor(t.db, 'new2@example.com');
    assert.match(reset!.body, /重置登录密码/, 'now the reset code goes to the proven address');
  });

  it('a phone change is told to the old phone and proven by a text message', async () => {
    const user = await registered({ phone: '13900000003' });
    const response = await update(user.token, {
      phone: '13900000004',
      currentPassword: user.password,
    });
    assert.equal(response.code, 0, JSON.stringify(response));
    assert.equal(response.data!.phoneVerified, false);
    const [notice] = await outboxFor(t.db, '13900000003');
    assert.match(notice!.body, /手机号已.*更改/);
    const code = await latestCode(t.db, '13900000004');
    await askResetCode('13900000004');
    assert.equal((await outboxFor(t.db, '13900000004')).length, 1, 'no reset code yet');
    t.clock.advance(61);
    const resend = await call(t, 'POST', '/api/xnfz/sendContactCode', {
      token: user.token,
      body: { channel: 'phone' },
    });
    assert.equal(resend.body.code, 0, resend.raw);
    const newer = await latestCode(t.db, '13900000004');
    assert.notEqual(newer, code === newer ? '' : code, 'a new code replaces the old one');
    const verified = await call<User>(t, 'POST', '/api/xnfz/verifyContact', {
      token: user.token,
      body: { channel: 'phone', code: newer },
    });
    assert.equal(verified.body.data!.phoneVerified, true, verified.raw);
  });
});

describe('enumeration through updateUser', () => {
  it('is rate-limited per address like login, and tells nothing without the password', async () => {
    const limited = await createTestApp({
      database: t.database,
      config: { rateLimit: { authMax: 3, captchaMax: 100, windowSeconds: 60 } },
    });
    try {
      const other = await registered({ email: 'taken@example.com' });
      void other;
      const token = (await register(limited)).body.data!.token;
      const probe = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/xnfz/updateUser',
          headers: { token },
          payload: { email: 'taken@example.com' },
        });
      for (let i = 0; i < 3; i++) {
        assert.deepEqual((await probe()).json(), {
          code: 500,
          msg: '修改邮箱或手机号需要输入当前密码',
        });
      }
      assert.equal((await probe()).statusCode, 429);
    } finally {
      await limited.close();
    }
  });
});
