/**
 * Who manages a class (教学班): admins and editors every class; a teacher the classes of the courses
 * they own and those they are a co-teacher / 助教 of. Only a course's owner (or staff) creates its
 * classes and names their co-teachers.
 */
import { and, eq, exists, or, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../../src/core/api/contract';
import { MSG_CLASS_ARCHIVED } from '../../../src/core/api/teaching-contract';
import type { Database } from '../../db/open-database';
import { classTeachers, classes, courses } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { UserRow } from '../../users/user-queries';

export type ClassRecord = typeof classes.$inferSelect;

/** Staff see and change every class. */
export const isStaff = (user: UserRow) => user.role === 'admin' || user.role === 'editor';

/** The classes a teacher manages (as SQL over `classes` joined with `courses`); staff: all. */
export function managedClasses(user: UserRow) {
  if (isStaff(user)) return undefined;
  return or(
    eq(courses.ownerId, user.id),
    exists(
      sql`(SELECT 1 FROM ${classTeachers} WHERE ${classTeachers.classId} = ${classes.id} AND ${classTeachers.userId} = ${user.id})`,
    ),
  );
}

/**
 * The class, after checking the account manages it (else 无权限; a class that does not exist:
 * 资源不存在). `forUpdate` locks it for the transaction; `writable` refuses an archived class.
 * @example
 * const locked = await classManagedBy(tx, user, id, { forUpdate: true, writable: true });
 */
export async function classManagedBy(
  db: Database,
  user: UserRow,
  classId: number,
  options: { forUpdate?: boolean; writable?: boolean } = {},
): Promise<ClassRecord & { ownerId: number | null }> {
  const query = db
    .select({ row: classes, ownerId: courses.ownerId })
    .from(classes)
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(and(eq(classes.id, classId), managedClasses(user)));
  const [found] = options.forUpdate ? await query.for('update', { of: classes }) : await query;
  if (!found) {
    const [any] = await db.select({ id: classes.id }).from(classes).where(eq(classes.id, classId));
    throw new ApiError(any ? MSG_FORBIDDEN : MSG_NOT_FOUND_CONTENT);
  }
  if (options.writable && found.row.archivedAt) throw new ApiError(MSG_CLASS_ARCHIVED);
  return { ...found.row, ownerId: found.ownerId };
}

/**
 * Whether the account may create classes for the course and name their co-teachers: staff, or
 * the course's owner.
 */
export function ownsCourse(user: UserRow, ownerId: number | null): boolean {
  return isStaff(user) || ownerId === user.id;
}
