/**
 * Where a file of the media library is used: every cover, poster, video, banner image, logo,
 * attachment and rich-text image that names its address, in live content, working copies and the
 * articles' recycle bin. A file in use is not deleted (its pages would show a broken image).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminMediaUse } from '../../src/core/api/admin-contract';
import type { Database } from '../db/open-database';
import {
  articles,
  banners,
  courses,
  experiments,
  lessons,
  resources,
  siteSettings,
} from '../db/schema';

/** Whether any of the columns (text, or JSON read as its text) holds `url`. */
function mentions(url: string, columns: AnyPgColumn[]): SQL {
  const parts = columns.map((column) => sql`strpos(coalesce(${column}::text, ''), ${url}) > 0`);
  return sql`(${sql.join(parts, sql` OR `)})`;
}

/**
 * @example
 * const uses = await mediaUsage(db, '/media/uploads/2026-11/abc.png');
 */
export async function mediaUsage(db: Database, url: string): Promise<AdminMediaUse[]> {
  const [articleRows, courseRows, lessonRows, resourceRows, experimentRows, bannerRows, siteRows] =
    await Promise.all([
      db
        .select({ id: articles.id, title: articles.title, deletedAt: articles.deletedAt })
        .from(articles)
        .where(
          mentions(url, [articles.cover, articles.content, articles.attachments, articles.draft]),
        ),
      db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(mentions(url, [courses.cover, courses.description, courses.draft])),
      db
        .select({ id: lessons.id, title: lessons.title, courseId: lessons.courseId })
        .from(lessons)
        .where(mentions(url, [lessons.videoUrl, lessons.poster])),
      db
        .select({ id: resources.id, title: resources.title, kind: resources.kind })
        .from(resources)
        .where(
          mentions(url, [
            resources.cover,
            resources.videoUrl,
            resources.content,
            resources.attachments,
            resources.draft,
          ]),
        ),
      db
        .select({ id: experiments.id, title: experiments.title })
        .from(experiments)
        .where(mentions(url, [experiments.cover])),
      db
        .select({ id: banners.id, title: banners.title })
        .from(banners)
        .where(mentions(url, [banners.image])),
      db
        .select({ key: siteSettings.key })
        .from(siteSettings)
        .where(mentions(url, [siteSettings.value])),
    ]);
  return [
    ...articleRows.map((row) => ({
      kind: row.deletedAt ? ('articleInBin' as const) : ('article' as const),
      id: row.id,
      title: row.title,
      courseId: null,
    })),
    ...courseRows.map((row) => ({
      kind: 'course' as const,
      id: row.id,
      title: row.title,
      courseId: null,
    })),
    ...lessonRows.map((row) => ({
      kind: 'lesson' as const,
      id: row.id,
      title: row.title,
      courseId: row.courseId,
    })),
    ...resourceRows.map((row) => ({
      kind: row.kind === 'red' ? ('redResource' as const) : ('resource' as const),
      id: row.id,
      title: row.title,
      courseId: null,
    })),
    ...experimentRows.map((row) => ({
      kind: 'experiment' as const,
      id: row.id,
      title: row.title,
      courseId: null,
    })),
    ...bannerRows.map((row) => ({
      kind: 'banner' as const,
      id: row.id,
      title: row.title,
      courseId: null,
    })),
    ...siteRows.map(() => ({ kind: 'site' as const, id: 0, title: '', courseId: null })),
  ];
}
