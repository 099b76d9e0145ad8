/**
 * Who keeps a course's question bank (题库): admins and editors every course's; a teacher the
 * banks of the courses they own and of those they teach a class of as co-teacher / 助教.
 */
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../../src/core/api/admin-contract';
import type { Database } from '../../db/open-database';
import { courses } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';
import { isStaff } from '../classes/class-access';

/** The courses whose bank the account keeps (SQL over `courses`); staff: all. */
export function bankCourses(user: UserRow) {
  if (isStaff(user)) return undefined;
  return or(
    eq(courses.ownerId, user.id),
    exists(
      sql`(SELECT 1 FROM class_teachers ct JOIN classes c ON c.id = ct.class_id
           WHERE c.course_id = courses.id AND ct.user_id = ${user.id})`,
    ),
  );
}

/**
 * The course, after checking the account keeps its bank: a course that does not exist is
 * `参数错误：courseId …`, one of someone else 无权限.
 * @example
 * const course = await bankCourse(db, user, 3);
 */
export async function bankCourse(
  db: Database,
  user: UserRow,
  courseId: number,
): Promise<{ id: number; title: string }> {
  const [found] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), bankCourses(user)));
  if (found) return found;
  const [any] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  throw new ApiError(any ? MSG_FORBIDDEN : '参数错误：courseId 不是存在的课程');
}
