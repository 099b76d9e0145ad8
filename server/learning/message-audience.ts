/**
 * Who a 课程通知 reaches, as SQL over `course_messages`: every learner of its course (in
 * course_learners), or the students of the one 教学班 it was sent to. The console's counts and the
 * learner's list both use it, so 已读 / 人数 and what a learner sees always agree.
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * Whether the message reaches the account `user` (an id, or a column such as a read's user_id).
 * @example
 * db.select().from(courseMessages).where(messageReaches(sql`${userId}`));
 */
export function messageReaches(user: SQL): SQL<boolean> {
  return sql<boolean>`(CASE WHEN course_messages.class_id IS NULL
    THEN EXISTS (SELECT 1 FROM course_learners l WHERE l.course_id = course_messages.course_id AND l.user_id = ${user})
    ELSE EXISTS (SELECT 1 FROM class_members cm WHERE cm.class_id = course_messages.class_id AND cm.user_id = ${user})
  END)`;
}

/** How many accounts the message reaches now. */
export const messageAudience = sql<number>`(CASE WHEN course_messages.class_id IS NULL
  THEN (SELECT count(*)::int FROM course_learners l WHERE l.course_id = course_messages.course_id)
  ELSE (SELECT count(*)::int FROM class_members cm WHERE cm.class_id = course_messages.class_id)
END)`;

/** Of them, how many have read it (a reader who left the class or course no longer counts). */
export const messageReadCount = sql<number>`(SELECT count(*)::int FROM course_message_reads r
  WHERE r.message_id = course_messages.id AND ${messageReaches(sql`r.user_id`)})`;
