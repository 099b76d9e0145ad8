/**
 * The feedback inbox: the contact page's messages, marked handled, answered by e-mail through the
 * existing delivery (SMTP when configured, else the outbox). A reply is recorded only once sent.
 */
import { and, count, desc, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { AdminFeedbackListQuery, AdminFeedbackRow } from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { feedback, users } from '../db/schema';
import type { MessageDelivery } from '../delivery/message-delivery';
import { ApiError } from '../http/envelope';
import { likePattern, pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import type { Staff } from './staff-only';

export const MSG_FEEDBACK_NOT_FOUND = '留言不存在';
export const MSG_NO_EMAIL = '这条留言没有留下邮箱地址，无法邮件回复，请按留言中的联系方式联系';
export const MSG_REPLY_NOT_SENT = '回复邮件发送失败，请稍后再试';
export const REPLY_SUBJECT = '关于您的留言的回复';

const EMAIL = /[^\s@，,；;]+@[^\s@，,；;]+\.[^\s@，,；;]+/;

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
  replies: AdminFeedbackRow['replies'];
};

function toRow(row: Selected): AdminFeedbackRow {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

export async function listFeedback(
  db: Database,
  query: AdminFeedbackListQuery,
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
  return { total: total?.n ?? 0, rows: rows.map(toRow) };
}

async function oneRow(db: Database, id: number): Promise<AdminFeedbackRow> {
  const [row] = await db
    .select(rowColumns)
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(eq(feedback.id, id))
    .limit(1);
  if (!row) throw new ApiError(MSG_FEEDBACK_NOT_FOUND);
  return toRow(row);
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
  return oneRow(db, id);
}

/** The e-mail address in a message's contact field, if it has one. */
export function replyAddress(contact: string): string | null {
  return EMAIL.exec(contact)?.[0]?.toLowerCase() ?? null;
}

export async function replyToFeedback(
  db: Database,
  delivery: MessageDelivery,
  staff: Staff,
  now: Date,
  id: number,
  content: string,
  siteName: string,
): Promise<AdminFeedbackRow> {
  const message = await oneRow(db, id);
  const recipient = replyAddress(message.contact);
  if (!recipient) throw new ApiError(MSG_NO_EMAIL);
  const text = content.trim();
  try {
    await delivery.send({
      channel: 'email',
      recipient,
      subject: `${REPLY_SUBJECT} · ${siteName}`,
      body: `${message.name}，您好：\n\n${text}\n\n——— 您的留言 ———\n${message.content}\n\n${siteName}`,
    });
  } catch {
    throw new ApiError(MSG_REPLY_NOT_SENT);
  }
  const reply = { content: text, sentAt: now.toISOString(), by: staff.user.username };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(feedback).where(eq(feedback.id, id)).for('update');
    if (!before) throw new ApiError(MSG_FEEDBACK_NOT_FOUND);
    await tx
      .update(feedback)
      .set({ replies: [...before.replies, reply], handledAt: before.handledAt ?? now })
      .where(eq(feedback.id, id));
    await recordAudit(tx, staff, now, {
      action: 'feedback.reply',
      entity: 'feedback',
      entityId: id,
      before: { handledAt: before.handledAt, replies: before.replies.length },
      after: { recipient, reply },
    });
  });
  return oneRow(db, id);
}
