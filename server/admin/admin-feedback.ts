/**
 * The feedback inbox: the contact page's messages, marked handled, answered by e-mail through the
 * existing delivery (SMTP when SMTP_URL is set, else the outbox). A reply is stored whatever
 * becomes of its e-mail, with what did (sent / not sent: no mail service / failed and why), decided
 * after the real attempt; one that did not go out can be sent again.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type {
  AdminFeedbackListQuery,
  AdminFeedbackReply,
  AdminFeedbackRow,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { feedback, users, type StoredFeedbackReply } from '../db/schema';
import type { MessageDelivery, OutgoingMessage } from '../delivery/message-delivery';
import { ApiError } from '../http/envelope';
import { likePattern, pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import type { Staff } from './staff-only';

export const MSG_FEEDBACK_NOT_FOUND = '留言不存在';
export const MSG_NO_EMAIL = '这条留言没有留下邮箱地址，无法邮件回复，请按留言中的联系方式联系';
export const MSG_BAD_REPLY_INDEX = '参数错误：reply 不是这条留言已有回复的序号';
export const MSG_REPLY_ALREADY_SENT = '这条回复已发送，不能重复发送';
export const MSG_REPLY_SENDING = '这条回复正在发送，请稍后刷新查看结果';
export const MSG_REPLY_UNRECORDED =
  '这条回复写于记录发送结果之前，无法确定是否已送达，不能重新发送；如有需要请写一条新回复';
export const MSG_SMTP_UNREACHABLE = '无法连接邮件服务器';
export const MSG_SMTP_REFUSED = '邮件服务器拒收';
export const MSG_SMTP_LOGIN = '邮件服务器拒绝登录，请检查 SMTP_URL 中的用户名和密码';
export const MSG_SMTP_ERROR = '发送出错';
export const MSG_SEND_INTERRUPTED = '发送中断（服务器在发送时停止），可以重新发送';
export const REPLY_SUBJECT = '关于您的留言的回复';

const EMAIL = /[^\s@，,；;]+@[^\s@，,；;]+\.[^\s@，,；;]+/;
/** A failure reason is cut to this many characters. */
const FAILURE_LIMIT = 300;
/**
 * An attempt still `sending` after this long was cut off (the server stopped while sending): it
 * is shown as failed and may be sent again. Well above nodemailer's own time limits (10 + 10 + 30 s).
 */
const SENDING_STALE_MS = 2 * 60_000;

const rowColumns = {
  id: feedback.id,
  name: feedback.name,
  contact: feedback.contact,
  content: feedback.content,
  username: users.username,
  createdAt: feedback.createdAt,
  handledAt: feedback.handledAt,
  replies: feedback.replies,
};

type Selected = {
  id: number;
  name: string;
  contact: string;
  content: string;
  username: string | null;
  createdAt: Date;
  handledAt: Date | null;
  replies: StoredFeedbackReply[];
};

/** A stored reply as the console reads it (older replies: `unrecorded`). */
function replyOf(stored: StoredFeedbackReply, now: Date): AdminFeedbackReply {
  const attemptedAt = stored.attemptedAt ?? null;
  let delivery: AdminFeedbackReply['delivery'] = stored.delivery ?? 'unrecorded';
  let failure = stored.failure ?? null;
  if (
    delivery === 'sending' &&
    (!attemptedAt || now.getTime() - Date.parse(attemptedAt) > SENDING_STALE_MS)
  ) {
    delivery = 'failed';
    failure = MSG_SEND_INTERRUPTED;
  }
  return {
    content: stored.content,
    repliedAt: stored.repliedAt ?? stored.sentAt ?? '',
    by: stored.by,
    recipient: stored.recipient ?? '',
    delivery,
    attemptedAt,
    attempts: stored.attempts ?? (stored.delivery ? 1 : 0),
    failure: delivery === 'failed' ? failure : null,
  };
}

function toRow(row: Selected, now: Date): AdminFeedbackRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
    replies: row.replies.map((reply) => replyOf(reply, now)),
  };
}

export async function listFeedback(
  db: Database,
  query: AdminFeedbackListQuery,
  now: Date,
): Promise<Paged<AdminFeedbackRow>> {
  const keyword = query.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : null;
  const where = and(
    query.status === 'open' ? isNull(feedback.handledAt) : undefined,
    query.status === 'handled' ? isNotNull(feedback.handledAt) : undefined,
    pattern
      ? or(
          ilike(feedback.name, pattern),
          ilike(feedback.contact, pattern),
          ilike(feedback.content, pattern),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(feedback).where(where);
  const rows = await db
    .select(rowColumns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map((row) => toRow(row, now)) };
}

async function oneRow(db: Database, id: number, now: Date): Promise<AdminFeedbackRow> {
  const [row] = await db
    .select(rowColumns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  if (!row) throw new ApiError(MSG_FEEDBACK_NOT_FOUND);
  return toRow(row, now);
}

export async function setFeedbackHandled(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  handled: boolean,
): Promise<AdminFeedbackRow> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!before) throw new ApiError(MSG_FEEDBACK_NOT_FOUND);
    const handledAt = handled ? (before.handledAt ?? now) : null;
    await tx.update(feedback).set({ handledAt }).where(eq(feedback.id, id));
    await recordAudit(tx, staff, now, {
      action: handled ? 'feedback.handle' : 'feedback.reopen',
      entity: 'feedback',
      entityId: id,
      before: { handledAt: before.handledAt },
      after: { handledAt },
    });
  });
  return oneRow(db, id, now);
}

/** The e-mail address in a message's contact field, if it has one. */
export function replyAddress(contact: string): string | null {
  return EMAIL.exec(contact)?.[0]?.toLowerCase() ?? null;
}

/** The e-mail of a reply: the reply, then the message it answers. */
function replyMail(
  message: { name: string; content: string },
  recipient: string,
  text: string,
  siteName: string,
): OutgoingMessage {
  return {
    channel: 'email',
    recipient,
    subject: `${REPLY_SUBJECT} · ${siteName}`,
    body: `${message.name}，您好：\n\n${text}\n\n——— 您的留言 ———\n${message.content}\n\n${siteName}`,
  };
}

/** Why the mail server did not take a message, in words staff can act on (and its own answer). */
export function deliveryFailure(error: unknown): string {
  const { code, response, message } = (error ?? {}) as {
    code?: string;
    response?: string;
    message?: string;
  };
  const detail = String(response || message || error)
    .replace(/\s+/g, ' ')
    .trim();
  let reason: string;
  if (code === 'EAUTH') reason = MSG_SMTP_LOGIN;
  else if (response) reason = MSG_SMTP_REFUSED;
  else if (['ECONNECTION', 'ESOCKET', 'ETIMEDOUT', 'EDNS', 'ETLS'].includes(code ?? ''))
    reason = MSG_SMTP_UNREACHABLE;
  else reason = MSG_SMTP_ERROR;
  return [...`${reason}（${detail}）`].slice(0, FAILURE_LIMIT).join('');
}

/**
 * Sends reply `index` of message `id` (already stored as `sending`) and stores what happened:
 * sent, not sent for want of a mail service, or failed with the reason. A sent reply marks the
 * message handled.
 */
async function deliverReply(
  db: Database,
  delivery: MessageDelivery,
  now: Date,
  id: number,
  index: number,
  mail: OutgoingMessage,
): Promise<void> {
  let outcome: Pick<StoredFeedbackReply, 'delivery' | 'failure'>;
  try {
    outcome = { delivery: await delivery.send(mail), failure: null };
  } catch (error) {
    outcome = { delivery: 'failed', failure: deliveryFailure(error) };
  }
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    const reply = row?.replies[index];
    if (!row || !reply) return;
    const replies = [...row.replies];
    replies[index] = { ...reply, ...outcome };
    const handledAt = outcome.delivery === 'sent' ? (row.handledAt ?? now) : row.handledAt;
    await tx.update(feedback).set({ replies, handledAt }).where(eq(feedback.id, id));
  });
}

/**
 * Stores a reply to a message and e-mails it to the address in the message. The reply is kept
 * whatever becomes of the e-mail; its `delivery` says what did (after the real attempt), and only
 * a sent reply marks the message handled.
 */
export async function replyToFeedback(
  db: Database,
  delivery: MessageDelivery,
  staff: Staff,
  now: Date,
  id: number,
  content: string,
  siteName: string,
): Promise<AdminFeedbackRow> {
  const text = content.trim();
  const at = now.toISOString();
  const { index, mail } = await db.transaction(async (tx) => {
    const [message] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!message) throw new ApiError(MSG_FEEDBACK_NOT_FOUND);
    const recipient = replyAddress(message.contact);
    if (!recipient) throw new ApiError(MSG_NO_EMAIL);
    const reply: StoredFeedbackReply = {
      content: text,
      by: staff.user.username,
      repliedAt: at,
      recipient,
      delivery: 'sending',
      attemptedAt: at,
      attempts: 1,
      failure: null,
    };
    await tx
      .update(feedback)
      .set({ replies: [...message.replies, reply] })
      .where(eq(feedback.id, id));
    await recordAudit(tx, staff, now, {
      action: 'feedback.reply',
      entity: 'feedback',
      entityId: id,
      after: { recipient, reply: { content: text } },
    });
    return {
      index: message.replies.length,
      mail: replyMail(message, recipient, text, siteName),
    };
  });
  await deliverReply(db, delivery, now, id, index, mail);
  return oneRow(db, id, now);
}

/**
 * 重新发送: another attempt at reply `index` of message `id`, which did not go out (failed, or no
 * mail service was configured then). A reply already sent, or being sent, is refused — two
 * attempts at once send one e-mail.
 */
export async function resendFeedbackReply(
  db: Database,
  delivery: MessageDelivery,
  staff: Staff,
  now: Date,
  id: number,
  index: number,
  siteName: string,
): Promise<AdminFeedbackRow> {
  const at = now.toISOString();
  const mail = await db.transaction(async (tx) => {
    const [message] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!message) throw new ApiError(MSG_FEEDBACK_NOT_FOUND);
    const reply = Number.isInteger(index) && index >= 0 ? message.replies[index] : undefined;
    if (!reply) throw new ApiError(MSG_BAD_REPLY_INDEX);
    const state = replyOf(reply, now);
    if (state.delivery === 'sent') throw new ApiError(MSG_REPLY_ALREADY_SENT);
    if (state.delivery === 'sending') throw new ApiError(MSG_REPLY_SENDING);
    if (state.delivery === 'unrecorded') throw new ApiError(MSG_REPLY_UNRECORDED);
    const recipient = state.recipient || replyAddress(message.contact);
    if (!recipient) throw new ApiError(MSG_NO_EMAIL);
    const replies = [...message.replies];
    replies[index] = {
      ...reply,
      recipient,
      delivery: 'sending',
      attemptedAt: at,
      attempts: state.attempts + 1,
      failure: null,
    };
    await tx.update(feedback).set({ replies }).where(eq(feedback.id, id));
    await recordAudit(tx, staff, now, {
      action: 'feedback.resend',
      entity: 'feedback',
      entityId: id,
      before: { delivery: state.delivery, attempts: state.attempts },
      after: { delivery: 'sending', attempts: state.attempts + 1 },
    });
    return replyMail(message, recipient, reply.content, siteName);
  });
  await deliverReply(db, delivery, now, id, index, mail);
  return oneRow(db, id, now);
}
