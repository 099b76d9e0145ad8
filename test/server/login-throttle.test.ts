/**
 * The captcha is a raster image a program cannot read from its structure, and failed logins are
 * throttled per account, whatever the address they come from: after LOGIN_LOCK_AFTER failures the
 * account is locked for LOGIN_LOCK_SECONDS, doubling with each further failure, and the message
 * says for how long. Unknown usernames are throttled the same way (nothing tells them apart).
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { GlobalFonts, loadImage, createCanvas } from '@napi-rs/canvas';
import { CAPTCHA_FONT_FAMILY } from '../../server/captcha/draw-captcha';
import type { CaptchaData } from '../../src/core/api/contract';
import { createTestApp, DEMO_PASSWORD, newCaptcha } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let t: TestApp;
before(async () => {
  t = await createTestApp({
    config: { rateLimit: { authMax: 1000, captchaMax: 1000, windowSeconds: 60 } },
  });
});
after(() => t.close());

let address = 0;
/** A login from a new client address each time: a per-IP limit cannot be what stops it. */
async function loginFrom(username: string, password: string) {
  address += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/xnfz/login',
    remoteAddress: `10.0.${Math.floor(address / 250)}.${address % 250}`,
    payload: { username, password, ...(await newCaptcha(t)) },
  });
  return response.json<{ code: number; msg: string }>();
}

describe('captcha image', () => {
  it('is a PNG data URL (raster, no SVG paths) with the characters drawn in the shipped font', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/comm/v1/captcha' });
    const data = response.json<{ data: CaptchaData }>().data;
    assert.match(data.image, /^data:image\/png;base64,/);
    const bytes = Buffer.from(data.image.split(',')[1]!, 'base64');
    assert.deepEqual([...bytes.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const text = bytes.toString('latin1');
    assert.ok(!/<svg|<path/i.test(text), 'no vector structure');
    assert.ok(!text.includes(t.captchas.last), 'the answer is not in the bytes');
    assert.ok(GlobalFonts.has(CAPTCHA_FONT_FAMILY), 'the shipped font is registered');
    const image = await loadImage(bytes);
    assert.deepEqual([image.width, image.height], [240, 80]);
    const canvas = createCanvas(image.width, image.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, image.width, image.height).data;
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (pixels[i]! + pixels[i + 1]! + pixels[i + 2]! < 300) dark += 1;
    }
    assert.ok(dark > 1500, `characters drawn (${dark} dark pixels)`);
  });

  it('draws a different image for the same answer twice (random distortion)', async () => {
    const { drawCaptcha } = await import('../../server/captcha/draw-captcha');
    const a = drawCaptcha();
    const b = drawCaptcha();
    assert.notDeepEqual(a.png, b.png);
  });
});

describe('failed logins throttled per account, across addresses', () => {
  it('locks after 5 failures for 1 minute, says so, then lets the right password in', async () => {
    for (let i = 0; i < 4; i++) {
      assert.deepEqual(await loginFrom('student1', 'Wrong0pass'), {
        code: 500,
        msg: '用户名或密码错误',
      });
    }
    assert.deepEqual(await loginFrom('student1', 'Wrong0pass'), {
      code: 500,
      msg: '登录失败次数过多，请 1 分钟后再试',
    });
    assert.deepEqual(
      await loginFrom('student1', DEMO_PASSWORD),
      { code: 500, msg: '登录失败次数过多，请 1 分钟后再试' },
      'even the right password waits, from another address',
    );
    t.clock.advance(61);
    assert.equal((await loginFrom('student1', DEMO_PASSWORD)).code, 0);
    assert.deepEqual(
      await loginFrom('student1', 'Wrong0pass'),
      { code: 500, msg: '用户名或密码错误' },
      'a success starts the count again',
    );
  });

  it('each further failure doubles the lock', async () => {
    for (let i = 0; i < 5; i++) await loginFrom('teacher1', 'Wrong0pass');
    t.clock.advance(61);
    assert.deepEqual(await loginFrom('teacher1', 'Wrong0pass'), {
      code: 500,
      msg: '登录失败次数过多，请 2 分钟后再试',
    });
    t.clock.advance(61);
    assert.equal(
      (await loginFrom('teacher1', DEMO_PASSWORD)).msg,
      '登录失败次数过多，请 1 分钟后再试',
    );
    t.clock.advance(60);
    assert.equal((await loginFrom('teacher1', DEMO_PASSWORD)).code, 0);
  });

  it('unknown usernames are throttled alike (the lock tells nothing about existence)', async () => {
    for (let i = 0; i < 4; i++) await loginFrom('nobody_here', 'Wrong0pass');
    assert.deepEqual(await loginFrom('NOBODY_HERE', 'Wrong0pass'), {
      code: 500,
      msg: '登录失败次数过多，请 1 分钟后再试',
    });
  });
});
