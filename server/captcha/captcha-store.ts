/**
 * Captchas kept in the database (so they survive a restart): the answer is stored hashed,
 * expires after 5 minutes and is consumed by its first check, right or wrong.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq, lte } from 'drizzle-orm';
import type { CaptchaData } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { captchas } from '../db/schema';

export const CAPTCHA_TTL_SECONDS = 300;
export const MSG_CAPTCHA_WRONG = '验证码错误或已过期';

function hashAnswer(key: string, code: string): Buffer {
  return createHash('sha256').update(`${key}:${code.trim().toUpperCase()}`).digest();
}

export async function issueCaptcha(ctx: AppContext): Promise<CaptchaData> {
  const now = ctx.config.now();
  const { text, png } = ctx.drawCaptcha();
  const captchaKey = randomBytes(18).toString('base64url');
  await ctx.db.delete(captchas).where(lte(captchas.expiresAt, now));
  await ctx.db.insert(captchas).values({
    key: captchaKey,
    codeHash: hashAnswer(captchaKey, text).toString('hex'),
    createdAt: now,
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return { captchaKey, image: `data:image/png;base64,${png.toString('base64')}` };
}

/**
 * True when the answer is right and the captcha still valid. Always consumes the captcha.
 * Outside production `config.captchaTestCode` is accepted as well (config refuses it in production).
 */
export async function checkCaptcha(
  ctx: AppContext,
  captchaKey: string,
  captchaCode: string,
): Promise<boolean> {
  const [row] = await ctx.db.delete(captchas).where(eq(captchas.key, captchaKey)).returning();
  if (!row || row.expiresAt.getTime() <= ctx.config.now().getTime()) return false;
  const { captchaTestCode, production } = ctx.config;
  if (
    captchaTestCode !== null &&
    !production &&
    captchaCode.trim().toUpperCase() === captchaTestCode.toUpperCase()
  )
    return true;
  const expected = Buffer.from(row.codeHash, 'hex');
  const actual = hashAnswer(captchaKey, captchaCode);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
