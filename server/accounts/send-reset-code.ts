/**
 * sendMessage: a password-reset code to the e-mail or phone of the account. Nothing tells the
 * caller whether the account exists: unknown accounts, accounts without a contact and codes
 * asked for too soon are all answered like a sent code.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { siteInfo } from '../content/site-content';
import type { MessageDelivery, OutgoingMessage } from '../delivery/message-delivery';
import type { UserRow } from '../users/user-queries';
import { accountKind } from './find-account';
import { findUserByAccount } from './find-account';
import { CODE_TTL_SECONDS, issueResetCode, lastCodeTime } from './verification-codes';

/**
 * Where the code goes: the channel the account was typed in, else e-mail, else phone — proven
 * addresses only (a changed one counts once the code sent to it was entered).
 */
function destination(
  user: UserRow,
  account: string,
): Pick<OutgoingMessage, 'channel' | 'recipient'> | null {
  const kind = accountKind(account.trim());
  const phone = user.phoneVerified ? user.phone : '';
  const email = user.emailVerified ? user.email : '';
  if (kind === 'phone' && phone) return { channel: 'sms', recipient: phone };
  if (email) return { channel: 'email', recipient: email };
  if (phone) return { channel: 'sms', recipient: phone };
  return null;
}

export async function sendResetCode(
  ctx: AppContext,
  delivery: MessageDelivery,
  log: FastifyBaseLogger,
  account: string,
): Promise<void> {
  const user = await findUserByAccount(ctx.db, account);
  if (!user) return;
  const target = destination(user, account);
  if (!target) {
    log.info({ userId: user.id }, 'sendMessage: the account has neither e-mail nor phone');
    return;
  }
  const now = ctx.config.now();
  const last = await lastCodeTime(ctx.db, user.id);
  if (last && now.getTime() - last.getTime() < ctx.config.messageIntervalSeconds * 1000) return;
  const code = await issueResetCode(ctx.db, user.id, target.channel, now);
  const site = (await siteInfo(ctx.db)).name;
  const minutes = CODE_TTL_SECONDS / 60;
  try {
    await delivery.send({
      ...target,
      subject: `${site}：密码重置验证码`,
      body:
        `【${site}】您正在重置登录密码，验证码为 ${code}，${minutes} 分钟内有效。` +
        '如非本人操作，请忽略本消息，切勿将验证码告诉他人。',
    });
  } catch (error) {
    log.error({ err: error, channel: target.channel }, 'sendMessage: delivery failed');
  }
}
