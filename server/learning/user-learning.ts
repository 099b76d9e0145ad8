/**
 * 我的学习 (userLearn: the courses a user has studied, last studied first) and 学习记录
 * (userLearnRecord: viewing sessions, newest first, optionally between two days of the
 * configured time zone, both included).
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Paged, UserLearnRecordRow, UserLearnRow } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { courseLearners, courses, learnRecords, lessons } from '../db/schema';
import { withinDays, type DateRange } from '../statistics/date-range';
import { progressByCourse } from './course-progress';

interface Page {
  limit: number;
  offset: number;
}

export async function listUserLearning(
  db: Database,
  userId: number,
  page: Page,
): Promise<Paged<UserLearnRow>> {
  const where = eq(courseLearners.userId, userId);
  const [total] = await db.select({ n: count() }).from(courseLearners).where(where);
  const rows = await db
    .select({
      courseId: courseLearners.courseId,
      title: courses.title,
      cover: courses.cover,
      learnedSeconds: courseLearners.learnedSeconds,
      lastLessonId: courseLearners.lastLessonId,
      lastLearnAt: courseLearners.lastLearnAt,
    })
    .from(courseLearners)
    .innerJoin(courses, eq(courses.id, courseLearners.courseId))
    .where(where)
    .orderBy(desc(courseLearners.lastLearnAt), desc(courseLearners.courseId))
    .limit(page.limit)
    .offset(page.offset);
  const progress = await progressByCourse(
    db,
    userId,
    rows.map((row) => row.courseId),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      courseId: row.courseId,
      title: row.title,
      cover: row.cover,
      progress: progress.get(row.courseId) ?? 0,
      learnedSeconds: row.learnedSeconds,
      lastLessonId: row.lastLessonId,
      lastLearnAt: row.lastLearnAt.toISOString(),
    })),
  };
}

export async function listLearnRecords(
  db: Database,
  userId: number,
  range: DateRange,
  timeZone: string,
  page: Page,
): Promise<Paged<UserLearnRecordRow>> {
  const where = and(
    eq(learnRecords.userId, userId),
    withinDays(learnRecords.startedAt, range, timeZone),
  );
  const [total] = await db.select({ n: count() }).from(learnRecords).where(where);
  const rows = await db
    .select({
      id: learnRecords.id,
      courseId: learnRecords.courseId,
      courseTitle: courses.title,
      lessonId: learnRecords.lessonId,
      lessonTitle: lessons.title,
      startedAt: learnRecords.startedAt,
      endedAt: learnRecords.endedAt,
      durationSeconds: learnRecords.durationSeconds,
    })
    .from(learnRecords)
    .innerJoin(courses, eq(courses.id, learnRecords.courseId))
    .innerJoin(lessons, eq(lessons.id, learnRecords.lessonId))
    .where(where)
    .orderBy(desc(learnRecords.startedAt), desc(learnRecords.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => ({
      ...row,
      startedAt: row.startedAt.toISOString(),
      endedAt: row.endedAt.toISOString(),
    })),
  };
}
