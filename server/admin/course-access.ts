/** Which course a staff member may edit: editors and admins every course, a teacher their own. */
import { eq, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import type { Database } from '../db/open-database';
import { courses } from '../db/schema';
import { ApiError } from '../http/envelope';
import { checkRevision } from './revision-check';
import type { Staff } from './staff-only';

export type CourseRecord = typeof courses.$inferSelect;

/** The course, locked for the transaction, after checking the staff member may edit it. */
export async function lockCourseFor(
  tx: Database,
  staff: Staff,
  courseId: number,
  version?: string,
): Promise<CourseRecord> {
  const [locked] = await tx.select().from(courses).where(eq(courses.id, courseId)).for('update');
  const course = checkRevision(locked, undefined);
  // the role first: a teacher learns nothing about another teacher's course
  if (staff.role === 'teacher' && course.ownerId !== staff.user.id)
    throw new ApiError(MSG_FORBIDDEN);
  return checkRevision(course, version);
}

/**
 * The course, after checking the staff member may manage it (without a lock: for reading it, or
 * for writing beside it — its messages).
 * @example
 * const course = await courseManagedBy(db, staff, body.courseId);
 */
export async function courseManagedBy(
  db: Database,
  staff: Staff,
  courseId: number,
): Promise<CourseRecord> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId)).limit(1);
  // the role first: a teacher learns nothing about another teacher's course
  if (staff.role === 'teacher' && row?.ownerId !== staff.user.id) throw new ApiError(MSG_FORBIDDEN);
  return checkRevision(row, undefined);
}

/** A new revision of the course (its fields or its outline changed), saved by `staff`. */
export async function bumpCourse(
  tx: Database,
  courseId: number,
  now: Date,
  staff: Staff,
): Promise<void> {
  await tx
    .update(courses)
    .set({ revision: sql`${courses.revision} + 1`, updatedAt: now, updatedBy: staff.user.id })
    .where(eq(courses.id, courseId));
}
