/**
 * How many learners have records that a course or one of its lessons holds: a course they joined,
 * a lesson's progress, a study session. Deleting the course or the lesson would delete those
 * records with it (the foreign keys cascade), so the console says up front that it cannot, and the
 * delete calls refuse with the same number.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';

type Rows<T> = { rows: T[] };

/** Learners with a record of each lesson and each chapter of a course (nobody's: not in the map). */
export interface OutlineLearners {
  lessons: Map<number, number>;
  chapters: Map<number, number>;
}

/**
 * Learners with a record of each lesson of a course, and of each chapter (one learner of two of a
 * chapter's lessons counts once).
 * @example
 * const { lessons, chapters } = await outlineLearnersOnRecord(db, 7); // lessons: Map { 12 => 3 }
 */
export async function outlineLearnersOnRecord(
  db: Database,
  courseId: number,
): Promise<OutlineLearners> {
  const lessonsOfCourse = sql`SELECT id FROM lessons WHERE course_id = ${courseId}`;
  const result = (await db.execute(sql`
    WITH studied AS (
      SELECT lesson_id, user_id FROM learn_progress WHERE lesson_id IN (${lessonsOfCourse})
      UNION ALL
      SELECT lesson_id, user_id FROM learn_records WHERE lesson_id IN (${lessonsOfCourse})
    )
    SELECT lessons.chapter_id AS "chapterId", studied.lesson_id AS "lessonId",
      COUNT(DISTINCT studied.user_id)::int AS n
    FROM studied JOIN lessons ON lessons.id = studied.lesson_id
    GROUP BY GROUPING SETS ((lessons.chapter_id, studied.lesson_id), (lessons.chapter_id))
  `)) as unknown as Rows<{ chapterId: number; lessonId: number | null; n: number }>;
  const outline: OutlineLearners = { lessons: new Map(), chapters: new Map() };
  for (const row of result.rows) {
    if (row.lessonId === null) outline.chapters.set(Number(row.chapterId), Number(row.n));
    else outline.lessons.set(Number(row.lessonId), Number(row.n));
  }
  return outline;
}

/**
 * Learners with any record of the course: those who joined it and those with a record of one of
 * its lessons.
 * @example
 * if ((await courseLearnersOnRecord(db, 7)) > 0) refuse();
 */
export async function courseLearnersOnRecord(db: Database, courseId: number): Promise<number> {
  const lessonsOfCourse = sql`SELECT id FROM lessons WHERE course_id = ${courseId}`;
  const result = (await db.execute(sql`
    SELECT COUNT(DISTINCT user_id)::int AS n FROM (
      SELECT user_id FROM course_learners WHERE course_id = ${courseId}
      UNION ALL
      SELECT user_id FROM learn_progress WHERE lesson_id IN (${lessonsOfCourse})
      UNION ALL
      SELECT user_id FROM learn_records WHERE lesson_id IN (${lessonsOfCourse})
    ) AS learners
  `)) as unknown as Rows<{ n: number }>;
  return Number(result.rows[0]?.n ?? 0);
}
