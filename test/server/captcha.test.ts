import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { CAPTCHA_CHARACTERS } from '../../server/captcha/draw-captcha';
import { captchas } from '../../server/db/schema';
import { call, createTestApp, createTestDatabase, newCaptcha } from './helpers/test-app';
import type { TestApp, TestDatabase } from './helpers/test-app';

let database: TestDatabase;
before(async () => {
  database = await createTestDatabase();
});
after(() => database.close());

const LOGIN = { username: 'student1', password: 'Demo@1234' };

async function tryLogin(t: TestApp, captchaKey: string, captchaCode: string) {
  return call(t, 'POST', '/api/xnfz/login', { body: { ...LOGIN, captchaKey, captchaCode } });
}

describe('captcha', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database });
  });
  after(() => t.close());

  it('answers a key and a PNG data URL, not cacheable', async () => {
    const response = await call<{ captchaKey: string; image: string }>(
      t,
      'GET',
      '/api/comm/v1/captcha',
    );
    assert.equal(response.body.code, 0);
    const data = response.body.data!;
    assert.match(data.captchaKey, /^[A-Za-z0-9_-]{16,64}$/);
    assert.match(data.image, /^data:image\/png;base64,/);
    const png = Buffer.from(data.image.split(',')[1]!, 'base64');
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.ok(!png.toString('latin1').includes(t.captchas.last), 'the answer is not in the bytes');
    assert.equal(response.headers['cache-control'], 'no-store');
  });

  it('draws 4 characters without look-alikes', async () => {
    for (let i = 0; i < 30; i++) await newCaptcha(t);
    for (const answer of t.captchas.answers) {
      assert.equal(answer.length, 4);
      for (const character of answer) assert.ok(CAPTCHA_CHARACTERS.includes(character), character);
    }
    for (const lookAlike of '0O1lIi9gqQ2Z5S8B')
      assert.ok(!CAPTCHA_CHARACTERS.includes(lookAlike), lookAlike);
  });

  it('stores only a hash of the answer', async () => {
    const { captchaKey, captchaCode } = await newCaptcha(t);
    const [row] = await t.db.select().from(captchas).where(eq(captchas.key, captchaKey));
    assert.ok(row);
    assert.match(row.codeHash, /^[0-9a-f]{64}$/);
    assert.ok(!row.codeHash.toUpperCase().includes(captchaCode));
  });

  it('accepts the right answer once, in any letter case', async () => {
    const { captchaKey, captchaCode } = await newCaptcha(t);
    const first = await tryLogin(t, captchaKey, ` ${captchaCode.toLowerCase()} `);
    assert.equal(first.body.code, 0, first.raw);
    const second = await tryLogin(t, captchaKey, captchaCode);
    assert.deepEqual(second.body, { code: 500, msg: '验证码错误或已过期' });
  });

  it('is consumed by a wrong answer too', async () => {
    const { captchaKey, captchaCode } = await newCaptcha(t);
    const wrong = await tryLogin(t, captchaKey, 'WXYZ' === captchaCode ? 'YXWZ' : 'WXYZ');
    assert.deepEqual(wrong.body, { code: 500, msg: '验证码错误或已过期' });
    const right = await tryLogin(t, captchaKey, captchaCode);
    assert.deepEqual(right.body, { code: 500, msg: '验证码错误或已过期' });
  });

  it('rejects an unknown key', async () => {
    const response = await tryLogin(t, 'no-such-key', 'ABCD');
    assert.deepEqual(response.body, { code: 500, msg: '验证码错误或已过期' });
  });

  it('expires after 5 minutes', async () => {
    const fresh = await newCaptcha(t);
    t.clock.advance(299);
    assert.equal((await tryLogin(t, fresh.captchaKey, fresh.captchaCode)).body.code, 0);

    const old = await newCaptcha(t);
    t.clock.advance(300);
    assert.deepEqual((await tryLogin(t, old.captchaKey, old.captchaCode)).body, {
      code: 500,
      msg: '验证码错误或已过期',
    });
  });

  it('removes expired captchas when new ones are drawn', async () => {
    const old = await newCaptcha(t);
    t.clock.advance(301);
    await newCaptcha(t);
    assert.equal(
      (await t.db.select().from(captchas).where(eq(captchas.key, old.captchaKey))).length,
      0,
    );
  });

  it('survives a restart (another app on the same database)', async () => {
    const { captchaKey, captchaCode } = await newCaptcha(t);
    const restarted = await createTestApp({ database: t.database });
    try {
      const response = await tryLogin(restarted, captchaKey, captchaCode);
      assert.equal(response.body.code, 0, response.raw);
    } finally {
      await restarted.close();
    }
  });

  it('does not accept a test code unless one is configured', async () => {
    const { captchaKey } = await newCaptcha(t);
    assert.equal(t.config.captchaTestCode, null);
    assert.equal((await tryLogin(t, captchaKey, '')).body.msg, '参数错误：captchaCode 不能为空');
    assert.equal((await tryLogin(t, captchaKey, 'TEST')).body.msg, '验证码错误或已过期');
  });
});

describe('captcha with CAPTCHA_TEST_CODE (outside production)', () => {
  let t: TestApp;
  before(async () => {
    t = await createTestApp({ database, config: { captchaTestCode: 'test8888' } });
  });
  after(() => t.close());

  it('accepts the test code for any issued captcha, once', async () => {
    const { captchaKey } = await newCaptcha(t);
    assert.equal((await tryLogin(t, captchaKey, 'TEST8888')).body.code, 0);
    assert.equal((await tryLogin(t, captchaKey, 'test8888')).body.msg, '验证码错误或已过期');
  });

  it('still accepts the real answer and still checks expiry and keys', async () => {
    const real = await newCaptcha(t);
    assert.equal((await tryLogin(t, real.captchaKey, real.captchaCode)).body.code, 0);
    assert.equal((await tryLogin(t, 'unknown-key', 'test8888')).body.msg, '验证码错误或已过期');
    const old = await newCaptcha(t);
    t.clock.advance(301);
    assert.equal((await tryLogin(t, old.captchaKey, 'test8888')).body.msg, '验证码错误或已过期');
  });

  it('ignores the test code if the config says production', async () => {
    const production = await createTestApp({
      database: t.database,
      config: { captchaTestCode: 'test8888', production: true, nodeEnv: 'production' },
    });
    try {
      const { captchaKey } = await newCaptcha(production);
      assert.equal(
        (await tryLogin(production, captchaKey, 'test8888')).body.msg,
        '验证码错误或已过期',
      );
    } finally {
      await production.close();
    }
  });
});
