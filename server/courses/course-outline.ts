/** A course's lessons in reading order: chapters by sortOrder then id, lessons likewise. */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { chapters, lessons } from '../db/schema';

export interface OutlineLesson {
  id: number;
  chapterId: number;
  chapterTitle: string;
  title: string;
  durationSeconds: number;
  videoUrl: string;
}

export async function courseOutline(db: Database, courseId: number): Promise<OutlineLesson[]> {
  return db
    .select({
      id: lessons.id,
      chapterId: chapters.id,
      chapterTitle: chapters.title,
      title: lessons.title,
      durationSeconds: lessons.durationSeconds,
      videoUrl: lessons.videoUrl,
    })
    .from(lessons)
    .innerJoin(chapters, eq(chapters.id, lessons.chapterId))
    .where(eq(lessons.courseId, courseId))
    .orderBy(asc(chapters.sortOrder), asc(chapters.id), asc(lessons.sortOrder), asc(lessons.id));
}

/** The chapters of a course in order, also those without lessons yet. */
export async function courseChapters(
  db: Database,
  courseId: number,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: chapters.id, title: chapters.title })
    .from(chapters)
    .where(eq(chapters.courseId, courseId))
    .orderBy(asc(chapters.sortOrder), asc(chapters.id));
}
