/**
 * Courses in the console. Editors and admins see every course; a teacher sees the courses they own
 * and only those courses' learners (another course's learners: 无权限).
 */
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import type {
  AdminCourseLearnerRow,
  AdminCourseLearnersQuery,
  AdminCourseListQuery,
  AdminCourseRow,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { courseLearners, courses, learnProgress, lessons, users } from '../db/schema';
import { changedDraftTitle, liveOrDraftLike } from '../content/working-copy-search';
import { ApiError } from '../http/envelope';
import { likePattern, pageWindow } from '../http/paging';
import { accountIdsMatching } from './account-search';
import { plannedForValues } from '../db/planned-for-values';
import { progressPercent } from '../learning/course-progress';
import type { LessonProgress } from '../learning/course-progress';
import type { Staff } from './staff-only';

// written out in full: drizzle leaves columns unqualified inside a single-table select
const lessonCount = sql<number>`(SELECT count(*)::int FROM lessons WHERE lessons.course_id = courses.id)`;

/** The courses a staff member manages: all of them, or a teacher's own. */
function managedBy(staff: Staff) {
  return staff.role === 'teacher' ? eq(courses.ownerId, staff.user.id) : undefined;
}

export async function listAdminCourses(
  db: Database,
  staff: Staff,
  query: AdminCourseListQuery,
): Promise<Paged<AdminCourseRow>> {
  const keyword = query.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : null;
  const where = and(
    managedBy(staff),
    query.type ? eq(courses.type, query.type) : undefined,
    pattern
      ? or(
          liveOrDraftLike(courses.title, courses.draft, 'title', pattern),
          liveOrDraftLike(courses.teacher, courses.draft, 'teacher', pattern),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(courses).where(where);
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      type: courses.type,
      teacher: courses.teacher,
      ownerId: courses.ownerId,
      ownerName: users.username,
      published: courses.published,
      hasDraft: sql<boolean>`${courses.draft} IS NOT NULL`,
      draftTitle: changedDraftTitle(courses.title, courses.draft),
      lessonCount,
      learnerCount: courses.learnerCount,
      updatedAt: courses.updatedAt,
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.ownerId))
    .where(where)
    .orderBy(desc(courses.updatedAt), desc(courses.id))
    .limit(limit)
    .offset(offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      ...row,
      lessonCount: Number(row.lessonCount),
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}

/** A course's learners, most recent learning first: course_learners_course_last_idx holds it. */
const LEARNER_ORDER = [desc(courseLearners.lastLearnAt), desc(courseLearners.userId)] as const;

/** The learners of one course with their progress, for its owner, editors and admins. */
export async function listCourseLearners(
  db: Database,
  staff: Staff,
  query: AdminCourseLearnersQuery,
): Promise<Paged<AdminCourseLearnerRow>> {
  return plannedForValues(db, (tx) => learnerPage(tx, staff, query));
}

async function learnerPage(
  db: Database,
  staff: Staff,
  query: AdminCourseLearnersQuery,
): Promise<Paged<AdminCourseLearnerRow>> {
  const [course] = await db
    .select({ id: courses.id, ownerId: courses.ownerId, lessonCount })
    .from(courses)
    .where(eq(courses.id, query.courseId))
    .limit(1);
  if (!course) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (staff.role === 'teacher' && course.ownerId !== staff.user.id)
    throw new ApiError(MSG_FORBIDDEN);
  const total = Number(course.lessonCount);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(courseLearners.courseId, course.id),
    // the matching accounts in a subquery: the count and the page's keys need no join
    keyword
      ? inArray(
          courseLearners.userId,
          accountIdsMatching(keyword, [users.username, users.nickname, users.realName]),
        )
      : undefined,
  );
  const finished = sql<number>`(SELECT count(*)::int FROM learn_progress p WHERE p.user_id = course_learners.user_id AND p.course_id = course_learners.course_id AND p.finished)`;
  const { limit, offset } = pageWindow(query);
  const [counted] = await db.select({ n: count() }).from(courseLearners).where(where);
  // the page's keys first (course_learners_course_last_idx), then only those learners are joined
  // and counted: a deep page walks the index, not every learner before it
  const keys = db
    .select({ userId: courseLearners.userId, lastLearnAt: courseLearners.lastLearnAt })
    .from(courseLearners)
    .where(where)
    .orderBy(...LEARNER_ORDER)
    .limit(limit)
    .offset(offset)
    .as('page_keys');
  const rows = await db
    .select({
      userId: users.id,
      username: users.username,
      nickname: users.nickname,
      realName: users.realName,
      studentNumber: users.studentNumber,
      department: users.department,
      identity: users.identity,
      finishedLessons: finished,
      learnedSeconds: courseLearners.learnedSeconds,
      startedAt: courseLearners.startedAt,
      lastLearnAt: courseLearners.lastLearnAt,
    })
    .from(keys)
    .innerJoin(
      courseLearners,
      and(eq(courseLearners.userId, keys.userId), eq(courseLearners.courseId, course.id)),
    )
    .innerJoin(users, eq(users.id, courseLearners.userId))
    // in the keys' own order, which they arrive in: no sort, and no walk of the table to avoid one
    .orderBy(desc(keys.lastLearnAt), desc(keys.userId));
  const progress = await learnersProgress(
    db,
    course.id,
    rows.map((row) => row.userId),
  );
  return {
    total: counted?.n ?? 0,
    rows: rows.map((row) => ({
      ...row,
      finishedLessons: Number(row.finishedLessons),
      lessonCount: total,
      progress: progress.get(row.userId) ?? 0,
      startedAt: row.startedAt.toISOString(),
      lastLearnAt: row.lastLearnAt.toISOString(),
    })),
  };
}

/** Each learner's progress, by the same rule as 我的学习 (progressPercent). */
async function learnersProgress(
  db: Database,
  courseId: number,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  const result = new Map<number, number>();
  if (userIds.length === 0) return result;
  const courseLessons = await db
    .select({ id: lessons.id, durationSeconds: lessons.durationSeconds })
    .from(lessons)
    .where(eq(lessons.courseId, courseId));
  const watched = await db
    .select()
    .from(learnProgress)
    .where(and(eq(learnProgress.courseId, courseId), inArray(learnProgress.userId, [...userIds])));
  for (const userId of userIds) {
    const mine = new Map(
      watched.filter((row) => row.userId === userId).map((row) => [row.lessonId, row]),
    );
    const items: LessonProgress[] = courseLessons.map((lesson) => ({
      durationSeconds: lesson.durationSeconds,
      learnedSeconds: mine.get(lesson.id)?.learnedSeconds ?? 0,
      finished: mine.get(lesson.id)?.finished ?? false,
    }));
    result.set(userId, progressPercent(items));
  }
  return result;
}
