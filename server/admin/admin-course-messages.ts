/**
 * 课程通知 in the console: a course's teacher (or the centre's staff) writes to the course's
 * learners — everyone in its course_learners, now and later — who read it in 个人中心
 * (learning/course-messages.ts). Each message shows how many have read it; 撤回 removes it.
 */
import { count, desc, eq, type SQL } from 'drizzle-orm';
import type {
  AdminCourseMessageRow,
  AdminCourseMessageSendBody,
  AdminCourseMessagesPage,
  AdminCourseMessagesQuery,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { classes, courseLearners, courseMessages, users } from '../db/schema';
import { messageAudience, messageReadCount } from '../learning/message-audience';
import { MSG_CLASS_ARCHIVED } from '../../src/core/api/teaching-contract';
import { ApiError } from '../http/envelope';
import { pageWindow } from '../http/paging';
import { recordAudit } from './audit-log';
import { courseManagedBy } from './course-access';
import type { Staff } from './staff-only';

type MessageRecord = typeof courseMessages.$inferSelect;

function toRow(
  row: MessageRecord & {
    readCount: number;
    audience: number;
    username: string | null;
    className: string | null;
  },
): AdminCourseMessageRow {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    sender: row.username ? { username: row.username, name: row.senderName } : null,
    createdAt: row.createdAt.toISOString(),
    className: row.className,
    audience: Number(row.audience),
    readCount: Number(row.readCount),
  };
}

async function messageRows(db: Database, where: SQL, limit = 1, offset = 0) {
  const rows = await db
    .select({
      message: courseMessages,
      readCount: messageReadCount,
      audience: messageAudience,
      username: users.username,
      className: classes.name,
    })
    .from(courseMessages)
    .leftJoin(users, eq(users.id, courseMessages.senderId))
    .leftJoin(classes, eq(classes.id, courseMessages.classId))
    .where(where)
    .orderBy(desc(courseMessages.createdAt), desc(courseMessages.id))
    .limit(limit)
    .offset(offset);
  return rows.map((row) =>
    toRow({
      ...row.message,
      readCount: row.readCount,
      audience: row.audience,
      username: row.username,
      className: row.className,
    }),
  );
}

/**
 * One page of a course's messages, newest first, with its learner count.
 * @example
 * const page = await listCourseMessages(db, staff, { courseId: 3, pageNum: 1 });
 */
export async function listCourseMessages(
  db: Database,
  staff: Staff,
  query: AdminCourseMessagesQuery,
): Promise<AdminCourseMessagesPage> {
  await courseManagedBy(db, staff, query.courseId);
  const where = eq(courseMessages.courseId, query.courseId);
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(courseMessages).where(where);
  const [learners] = await db
    .select({ n: count() })
    .from(courseLearners)
    .where(eq(courseLearners.courseId, query.courseId));
  return {
    total: total?.n ?? 0,
    rows: await messageRows(db, where, limit, offset),
    learnerCount: learners?.n ?? 0,
  };
}

/**
 * Sends a message to the course's learners (stored; they read it in 个人中心).
 * @example
 * await sendCourseMessage(db, staff, now, { courseId: 3, title: '实验课调整', body: '…' });
 */
export async function sendCourseMessage(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminCourseMessageSendBody,
): Promise<AdminCourseMessageRow> {
  await courseManagedBy(db, staff, body.courseId);
  const classId = body.classId ?? null;
  if (classId !== null) {
    const [target] = await db.select().from(classes).where(eq(classes.id, classId));
    if (target?.courseId !== body.courseId)
      throw new ApiError('参数错误：classId 必须是这门课程的教学班');
    if (target.archivedAt) throw new ApiError(MSG_CLASS_ARCHIVED);
  }
  const title = body.title.trim();
  const text = body.body.trim();
  if (!text) throw new ApiError('参数错误：body 不能为空');
  const id = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(courseMessages)
      .values({
        courseId: body.courseId,
        classId,
        title,
        body: text,
        senderId: staff.user.id,
        senderName: staff.user.realName || staff.user.nickname || staff.user.username,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('insert into course_messages returned no row');
    await recordAudit(tx, staff, now, {
      action: 'course.message',
      entity: 'course',
      entityId: body.courseId,
      after: { title, body: text, classId },
    });
    return created.id;
  });
  const [row] = await messageRows(db, eq(courseMessages.id, id));
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  return row;
}

/**
 * 撤回 of a message: learners no longer see it (nor its read marks).
 * @example
 * await deleteCourseMessage(db, staff, now, 12);
 */
export async function deleteCourseMessage(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<null> {
  const [message] = await db.select().from(courseMessages).where(eq(courseMessages.id, id));
  if (!message) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  await courseManagedBy(db, staff, message.courseId);
  await db.transaction(async (tx) => {
    const [gone] = await tx.delete(courseMessages).where(eq(courseMessages.id, id)).returning();
    if (!gone) throw new ApiError(MSG_NOT_FOUND_CONTENT);
    await recordAudit(tx, staff, now, {
      action: 'course.messageDelete',
      entity: 'course',
      entityId: message.courseId,
      before: { title: message.title, body: message.body },
    });
  });
  return null;
}
