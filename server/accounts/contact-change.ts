/**
 * The e-mail and the phone are credentials: a password-reset code goes there. So a change of
 * either (in updateUser) needs the current password, the old address is told, and the new one
 * receives a 6-digit code; until that code is entered (verifyContact) the new address is
 * "unproven" and sendMessage sends no reset code to it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ContactChannel } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { siteInfo } from '../content/site-content';
import { users } from '../db/schema';
import type { MessageDelivery } from '../delivery/message-delivery';
import { ApiError } from '../http/envelope';
import type { UserRow } from '../users/user-queries';
import { MSG_CODE_WRONG } from './messages';
import {
  CODE_TTL_SECONDS,
  consumeResetCode,
  issueResetCode,
  tryResetCode,
} from './verification-codes';

export const MSG_CONTACT_NEEDS_PASSWORD = '修改邮箱或手机号需要输入当前密码';
export const MSG_CURRENT_PASSWORD_WRONG = '当前密码错误';
export const MSG_NOTHING_TO_VERIFY = '没有待验证的新邮箱或手机号';

const NAMES: Record<ContactChannel, string> = { email: '邮箱', phone: '手机号' };

/** `n***@example.com`, `139****0004`: enough for the owner to recognise, little for others. */
export function maskAddress(value: string): string {
  if (!value) return '（空）';
  const at = value.indexOf('@');
  if (at > 0) return `${value.slice(0, 1)}***${value.slice(at)}`;
  return value.length > 7 ? `${value.slice(0, 3)}****${value.slice(-4)}` : '****';
}

function addressOf(user: UserRow, channel: ContactChannel): string {
  return channel === 'email' ? user.email : user.phone;
}

function deliveryChannel(channel: ContactChannel): 'email' | 'sms' {
  return channel === 'email' ? 'email' : 'sms';
}

async function send(
  ctx: AppContext,
  delivery: MessageDelivery,
  log: FastifyBaseLogger,
  channel: ContactChannel,
  recipient: string,
  subject: string,
  body: string,
): Promise<void> {
  const site = (await siteInfo(ctx.db)).name;
  try {
    await delivery.send({
      channel: deliveryChannel(channel),
      recipient,
      subject: `${site}：${subject}`,
      body: `【${site}】${body}`,
    });
  } catch (error) {
    log.error({ err: error, channel }, 'contact change: delivery failed');
  }
}

/** Tells the old address of a change (no code, no link: nothing to misuse). */
export async function tellOldAddress(
  ctx: AppContext,
  delivery: MessageDelivery,
  log: FastifyBaseLogger,
  channel: ContactChannel,
  user: UserRow,
  newAddress: string,
): Promise<void> {
  const old = addressOf(user, channel);
  if (!old) return;
  const name = NAMES[channel];
  await send(
    ctx,
    delivery,
    log,
    channel,
    old,
    `账户${name}已更改`,
    `您的账户 ${user.username} 绑定的${name}已由 ${maskAddress(old)} 更改为 ` +
      `${maskAddress(newAddress)}。如非本人操作，请立即修改密码并联系管理员。`,
  );
}

/** Sends a code to the user's unproven address of the channel. */
export async function sendContactCode(
  ctx: AppContext,
  delivery: MessageDelivery,
  log: FastifyBaseLogger,
  user: UserRow,
  channel: ContactChannel,
): Promise<void> {
  const address = addressOf(user, channel);
  const verified = channel === 'email' ? user.emailVerified : user.phoneVerified;
  if (!address || verified) throw new ApiError(MSG_NOTHING_TO_VERIFY);
  const purpose = channel === 'email' ? 'verify_email' : 'verify_phone';
  const code = await issueResetCode(
    ctx.db,
    user.id,
    deliveryChannel(channel),
    ctx.config.now(),
    purpose,
  );
  await send(
    ctx,
    delivery,
    log,
    channel,
    address,
    `验证新${NAMES[channel]}`,
    `您正在为账户 ${user.username} 绑定新的${NAMES[channel]}，验证码为 ${code}，` +
      `${CODE_TTL_SECONDS / 60} 分钟内有效。如非本人操作，请忽略本消息。`,
  );
}

/** Proves the unproven address of the channel with its code; the updated row. */
export async function verifyContact(
  ctx: AppContext,
  user: UserRow,
  channel: ContactChannel,
  code: string,
): Promise<UserRow> {
  const address = addressOf(user, channel);
  const verified = channel === 'email' ? user.emailVerified : user.phoneVerified;
  if (!address || verified) throw new ApiError(MSG_NOTHING_TO_VERIFY);
  const purpose = channel === 'email' ? 'verify_email' : 'verify_phone';
  const now = ctx.config.now();
  const codeId = await tryResetCode(ctx.db, user.id, code.trim(), now, purpose);
  if (codeId === null) throw new ApiError(MSG_CODE_WRONG);
  const updated = await ctx.db.transaction(async (tx) => {
    if (!(await consumeResetCode(tx, codeId, now))) return null;
    const [row] = await tx
      .update(users)
      .set(channel === 'email' ? { emailVerified: true } : { phoneVerified: true })
      .where(eq(users.id, user.id))
      .returning();
    return row ?? null;
  });
  if (!updated) throw new ApiError(MSG_CODE_WRONG);
  return updated;
}
