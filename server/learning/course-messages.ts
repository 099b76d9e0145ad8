/**
 * 课程通知 as a learner reads them in 个人中心: the messages of every course they learn (their
 * course_learners rows), newest first, each read or not; reading marks them.
 */
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MyMessagesPage } from '../../src/core/api/contract';
import { MSG_NOT_FOUND_CONTENT } from '../content/messages';
import type { Database } from '../db/open-database';
import { classes, courseMessageReads, courseMessages, courses } from '../db/schema';
import { messageReaches } from './message-audience';
import { ApiError } from '../http/envelope';

/** The messages a learner may read, each with their read mark (or null). */
function visibleTo(db: Database, userId: number) {
  return db
    .select({
      id: courseMessages.id,
      courseId: courseMessages.courseId,
      courseTitle: courses.title,
      className: classes.name,
      title: courseMessages.title,
      body: courseMessages.body,
      senderName: courseMessages.senderName,
      createdAt: courseMessages.createdAt,
      readAt: courseMessageReads.readAt,
    })
    .from(courseMessages)
    .innerJoin(courses, eq(courses.id, courseMessages.courseId))
    .leftJoin(classes, eq(classes.id, courseMessages.classId))
    .leftJoin(
      courseMessageReads,
      and(
        eq(courseMessageReads.messageId, courseMessages.id),
        eq(courseMessageReads.userId, userId),
      ),
    );
}

const reachesUser = (userId: number) => messageReaches(sql`${userId}`);

async function unreadOf(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(courseMessages)
    .leftJoin(
      courseMessageReads,
      and(
        eq(courseMessageReads.messageId, courseMessages.id),
        eq(courseMessageReads.userId, userId),
      ),
    )
    .where(and(reachesUser(userId), isNull(courseMessageReads.messageId)));
  return row?.n ?? 0;
}

/**
 * One page of the learner's 课程通知, newest first, and how many of all are unread.
 * @example
 * const page = await myMessages(db, user.id, { limit: 10, offset: 0 });
 */
export async function myMessages(
  db: Database,
  userId: number,
  window: { limit: number; offset: number },
): Promise<MyMessagesPage> {
  const rows = await visibleTo(db, userId)
    .where(reachesUser(userId))
    .orderBy(desc(courseMessages.createdAt), desc(courseMessages.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(courseMessages).where(reachesUser(userId));
  return {
    total: total?.n ?? 0,
    unread: await unreadOf(db, userId),
    rows: rows.map(({ readAt, createdAt, ...row }) => ({
      ...row,
      createdAt: createdAt.toISOString(),
      read: readAt !== null,
    })),
  };
}

/**
 * Marks one message read (`id`: one the learner may read, else 资源不存在) or all of them.
 * Idempotent. Answers how many remain unread.
 * @example
 * await markMessagesRead(db, user.id, now, { all: true }); // { unread: 0 }
 */
export async function markMessagesRead(
  db: Database,
  userId: number,
  now: Date,
  which: { id?: number; all?: boolean },
): Promise<{ unread: number }> {
  if (which.id === undefined && which.all !== true)
    throw new ApiError('参数错误：id 或 all 必须给出一个');
  const visible = visibleTo(db, userId);
  const ids = (
    await visible.where(
      and(
        reachesUser(userId),
        which.id === undefined
          ? isNull(courseMessageReads.messageId)
          : eq(courseMessages.id, which.id),
      ),
    )
  ).map((row) => row.id);
  if (which.id !== undefined && ids.length === 0) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (ids.length > 0) {
    await db
      .insert(courseMessageReads)
      .values(ids.map((messageId) => ({ messageId, userId, readAt: now })))
      .onConflictDoNothing();
  }
  return { unread: await unreadOf(db, userId) };
}
