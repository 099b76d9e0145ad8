/**
 * Courses with their chapters and lessons in the console. Every change raises the course's
 * revision (a stale copy is an edit conflict) and is audited; nothing that learners have studied
 * can be deleted, so their records are never lost (unpublish instead). A published course's
 * fields have a working copy (content/working-copy.ts): 保存草稿 keeps the live course for
 * visitors until 发布更新. Its owner and its outline (chapters, lessons) change at once.
 */
import { and, asc, eq, max, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN, MSG_VERSION_SAME } from '../../src/core/api/admin-contract';
import type {
  AdminChapterSaveBody,
  AdminCourse,
  AdminCourseSaveBody,
  AdminLessonSaveBody,
  AdminOutlineOrderBody,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import { checkedRichText } from '../content/sanitize-rich-text';
import {
  discardedColumns,
  publishedColumns,
  saveAction,
  savedColumns,
  workingCopyOf,
  type CopyRules,
} from '../content/working-copy';
import type { Database } from '../db/open-database';
import { courseLearnersOnRecord, outlineLearnersOnRecord } from './learners-on-record';
import {
  categories,
  chapters,
  courses,
  lessons,
  mediaFiles,
  users,
  type CourseCopy,
} from '../db/schema';
import { ApiError } from '../http/envelope';
import { recordAudit } from './audit-log';
import { bumpCourse, lockCourseFor } from './course-access';
import type { CourseRecord } from './course-access';
import { savedByOf } from './revision-check';
import type { Staff } from './staff-only';
import { sameFields } from '../content/same-fields';
import { dropVersions, recordVersion } from './version-store';
import { displayRating } from '../courses/course-rating';

/** A course's working copy: the fields visitors see (not its owner, which applies at once). */
export const COURSE_COPY: CopyRules<CourseRecord, CourseCopy> = {
  copyOf: (row) => ({
    title: row.title,
    type: row.type,
    categoryId: row.categoryId,
    cover: row.cover,
    summary: row.summary,
    description: row.description,
    teacher: row.teacher,
    tags: row.tags,
  }),
  columnsOf: (copy) => ({ ...copy }),
};

export const MSG_OUTLINE_MISMATCH =
  '参数错误：chapters 必须恰好包含本课程的每个章节和每个课时各一次';

export async function adminCourse(db: Database, staff: Staff, id: number): Promise<AdminCourse> {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (staff.role === 'teacher' && course.ownerId !== staff.user.id)
    throw new ApiError(MSG_FORBIDDEN);
  const chapterRows = await db
    .select()
    .from(chapters)
    .where(eq(chapters.courseId, id))
    .orderBy(asc(chapters.sortOrder), asc(chapters.id));
  const lessonRows = await db
    .select()
    .from(lessons)
    .where(eq(lessons.courseId, id))
    .orderBy(asc(lessons.sortOrder), asc(lessons.id));
  const outline = await outlineLearnersOnRecord(db, id);
  return {
    id: course.id,
    ...workingCopyOf(COURSE_COPY, course),
    ownerId: course.ownerId,
    published: course.published,
    hasDraft: course.draft !== null,
    savedBy: await savedByOf(db, course.updatedBy),
    updatedAt: course.updatedAt.toISOString(),
    learnerCount: course.learnerCount,
    clickCount: course.clickCount,
    rating: displayRating(course.ratingSum, course.ratingCount),
    ratingCount: course.ratingCount,
    learnersOnRecord: await courseLearnersOnRecord(db, id),
    version: String(course.revision),
    chapters: chapterRows.map((chapter) => ({
      id: chapter.id,
      title: chapter.title,
      learnersOnRecord: outline.chapters.get(chapter.id) ?? 0,
      lessons: lessonRows
        .filter((lesson) => lesson.chapterId === chapter.id)
        .map((lesson) => ({
          id: lesson.id,
          title: lesson.title,
          videoUrl: lesson.videoUrl,
          poster: lesson.poster,
          durationSeconds: lesson.durationSeconds,
          learnersOnRecord: outline.lessons.get(lesson.id) ?? 0,
        })),
    })),
  };
}

/** What the audit log keeps of a course: its fields, not its counters. */
function auditedCourse(row: CourseRecord): Partial<CourseRecord> {
  const kept: Partial<CourseRecord> = { ...row };
  for (const counter of [
    'clickCount',
    'learnerCount',
    'ratingSum',
    'ratingCount',
    'createdAt',
  ] as const)
    delete kept[counter];
  return kept;
}

/**
 * Keeps the course's fields after a change as a version (version-store.ts); `before` is null for a
 * new course.
 */
async function courseVersion(
  tx: Database,
  staff: Staff,
  now: Date,
  action: string,
  before: CourseRecord | null,
  after: CourseRecord | undefined,
): Promise<void> {
  if (!after) return;
  await recordVersion(tx, staff, now, {
    entity: 'course',
    entityId: String(after.id),
    action,
    fields: workingCopyOf(COURSE_COPY, after),
    before: before
      ? { fields: workingCopyOf(COURSE_COPY, before), at: before.updatedAt, by: before.updatedBy }
      : undefined,
  });
}

async function checkReferences(
  tx: Database,
  body: Pick<AdminCourseSaveBody, 'categoryId' | 'ownerId'>,
): Promise<void> {
  if (body.categoryId !== null) {
    const [category] = await tx
      .select({ scope: categories.scope })
      .from(categories)
      .where(eq(categories.id, body.categoryId));
    if (category?.scope !== 'course') throw new ApiError('参数错误：categoryId 不是课程分类');
  }
  if (body.ownerId !== null) {
    const [owner] = await tx
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, body.ownerId));
    if (!owner?.role) throw new ApiError('参数错误：ownerId 必须是有管理角色（如教师）的账号');
  }
}

/** The course fields of a save body, as stored (课程介绍 is rich text, sanitised like article bodies). */
function courseCopy(body: AdminCourseSaveBody): CourseCopy {
  return {
    title: body.title.trim(),
    type: body.type,
    categoryId: body.categoryId,
    cover: body.cover.trim(),
    summary: body.summary.trim(),
    description: checkedRichText(body.description, 'description'),
    teacher: body.teacher.trim(),
    tags: [...new Set(body.tags.map((tag) => tag.trim()).filter(Boolean))],
  };
}

/**
 * Creates a course (editors and admins) or updates one against the version that was opened.
 * `published` is the button: 保存草稿 (false) of a published course saves its working copy,
 * which visitors do not see until 发布更新 (true); it never takes the course offline. Its
 * teacher may save and publish updates of a published course, but not change its owner or
 * publish an unpublished one.
 */
export async function saveCourse(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminCourseSaveBody,
): Promise<AdminCourse> {
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const copy = courseCopy(body);
    if (body.id === undefined) {
      if (staff.role === 'teacher') throw new ApiError(MSG_FORBIDDEN);
      const [created] = await tx
        .insert(courses)
        .values({
          ...copy,
          ownerId: body.ownerId,
          published: body.published,
          createdAt: now,
          updatedAt: now,
          updatedBy: staff.user.id,
        })
        .returning();
      if (!created) throw new Error('insert into courses returned no row');
      await recordAudit(tx, staff, now, {
        action: 'course.create',
        entity: 'course',
        entityId: created.id,
        after: auditedCourse(created),
      });
      await courseVersion(tx, staff, now, 'course.create', null, created);
      return created.id;
    }
    const before = await lockCourseFor(tx, staff, body.id, body.version);
    if (
      staff.role === 'teacher' &&
      (body.ownerId !== before.ownerId || (body.published && !before.published))
    ) {
      throw new ApiError(MSG_FORBIDDEN);
    }
    const [after] = await tx
      .update(courses)
      .set({
        ...savedColumns(COURSE_COPY, before, copy, body.published),
        ownerId: body.ownerId,
        updatedAt: now,
        updatedBy: staff.user.id,
        revision: sql`${courses.revision} + 1`,
      })
      .where(eq(courses.id, body.id))
      .returning();
    const action = saveAction('course', before.published, body.published);
    await recordAudit(tx, staff, now, {
      action,
      entity: 'course',
      entityId: body.id,
      before: auditedCourse(before),
      after: after ? auditedCourse(after) : null,
    });
    await courseVersion(tx, staff, now, action, before, after);
    return body.id;
  });
  return adminCourse(db, staff, id);
}

/**
 * 发布 / 发布更新 (the working copy goes live) or 撤回发布 (offline, holding the working copy);
 * with `version`, against the version that was opened.
 */
export async function publishCourse(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  published: boolean,
  version?: string,
): Promise<AdminCourse> {
  await db.transaction(async (tx) => {
    const before = await lockCourseFor(tx, staff, id, version);
    const [after] = await tx
      .update(courses)
      .set(publishedColumns(COURSE_COPY, before, published))
      .where(eq(courses.id, id))
      .returning();
    await bumpCourse(tx, id, now, staff);
    const action = published ? 'course.publish' : 'course.unpublish';
    await recordAudit(tx, staff, now, {
      action,
      entity: 'course',
      entityId: id,
      before: auditedCourse(before),
      after: after ? auditedCourse(after) : null,
    });
    await courseVersion(tx, staff, now, action, before, after);
  });
  return adminCourse(db, staff, id);
}

/** 放弃修改: drops the course's working copy (its teacher may too); the live course stays. */
export async function discardCourseDraft(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  version: string,
): Promise<AdminCourse> {
  await db.transaction(async (tx) => {
    const before = await lockCourseFor(tx, staff, id, version);
    const [after] = await tx
      .update(courses)
      .set(discardedColumns())
      .where(eq(courses.id, id))
      .returning();
    await bumpCourse(tx, id, now, staff);
    await recordAudit(tx, staff, now, {
      action: 'course.discard',
      entity: 'course',
      entityId: id,
      before: { draft: before.draft },
      after: { draft: null },
    });
    await courseVersion(tx, staff, now, 'course.discard', before, after);
  });
  return adminCourse(db, staff, id);
}

/**
 * 恢复 a saved version of the course's fields (content-versions.ts): a published course gets it as
 * its working copy (visitors see it after 发布更新), an unpublished one in place. Its teacher may
 * too; a version whose category is gone is refused.
 */
export async function revertCourse(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  version: string,
  fields: CourseCopy,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCourseFor(tx, staff, id, version);
    if (sameFields(workingCopyOf(COURSE_COPY, before), fields))
      throw new ApiError(MSG_VERSION_SAME);
    await checkReferences(tx, { categoryId: fields.categoryId, ownerId: null });
    const [after] = await tx
      .update(courses)
      .set({
        ...savedColumns(COURSE_COPY, before, fields, false),
        updatedAt: now,
        updatedBy: staff.user.id,
        revision: sql`${courses.revision} + 1`,
      })
      .where(eq(courses.id, id))
      .returning();
    await recordAudit(tx, staff, now, {
      action: 'course.revert',
      entity: 'course',
      entityId: id,
      before: auditedCourse(before),
      after: after ? auditedCourse(after) : null,
    });
    await courseVersion(tx, staff, now, 'course.revert', before, after);
  });
}

/** Why a course with learners cannot be deleted, and what to do instead when it is published. */
function courseDeleteRefusal(course: CourseRecord, learners: number): string {
  const instead = course.published ? '；可以撤回发布，让它不再在门户上显示' : '';
  return `课程“${course.title}”已有 ${learners} 名学员学习，不能删除（学习记录必须保留）${instead}`;
}

/** Deletes a course nobody has studied; one with learners is refused (unpublish it instead). */
export async function deleteCourse(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockCourseFor(tx, staff, id);
    const learners = await courseLearnersOnRecord(tx, id);
    if (learners > 0) throw new ApiError(courseDeleteRefusal(before, learners));
    await tx.delete(courses).where(eq(courses.id, id));
    await dropVersions(tx, { entity: 'course', entityId: String(id) });
    await recordAudit(tx, staff, now, {
      action: 'course.delete',
      entity: 'course',
      entityId: id,
      before: auditedCourse(before),
    });
  });
}

async function nextSortOrder(
  tx: Database,
  table: typeof chapters | typeof lessons,
  parent: ReturnType<typeof eq>,
) {
  const [row] = await tx
    .select({ top: max(table.sortOrder) })
    .from(table)
    .where(parent);
  return (row?.top ?? 0) + 1;
}

export async function saveChapter(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminChapterSaveBody,
): Promise<AdminCourse> {
  await db.transaction(async (tx) => {
    await lockCourseFor(tx, staff, body.courseId);
    const title = body.title.trim();
    if (body.id === undefined) {
      const sortOrder = await nextSortOrder(tx, chapters, eq(chapters.courseId, body.courseId));
      const [created] = await tx
        .insert(chapters)
        .values({ courseId: body.courseId, title, sortOrder })
        .returning();
      await recordAudit(tx, staff, now, {
        action: 'chapter.create',
        entity: 'course',
        entityId: body.courseId,
        after: created,
      });
    } else {
      const [before] = await tx
        .select()
        .from(chapters)
        .where(and(eq(chapters.id, body.id), eq(chapters.courseId, body.courseId)));
      if (!before) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      await tx.update(chapters).set({ title }).where(eq(chapters.id, body.id));
      await recordAudit(tx, staff, now, {
        action: 'chapter.update',
        entity: 'course',
        entityId: body.courseId,
        before,
        after: { ...before, title },
      });
    }
    await bumpCourse(tx, body.courseId, now, staff);
  });
  return adminCourse(db, staff, body.courseId);
}

/** How many learning records would go with these lessons (progress or study sessions). */
export async function deleteChapter(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<AdminCourse> {
  const [chapter] = await db.select().from(chapters).where(eq(chapters.id, id));
  if (!chapter) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  await db.transaction(async (tx) => {
    await lockCourseFor(tx, staff, chapter.courseId);
    const learners = (await outlineLearnersOnRecord(tx, chapter.courseId)).chapters.get(id) ?? 0;
    if (learners > 0) {
      throw new ApiError(
        `章节“${chapter.title}”中的课时已有 ${learners} 名学员学习，不能删除（学习记录必须保留）`,
      );
    }
    await tx.delete(chapters).where(eq(chapters.id, id));
    await bumpCourse(tx, chapter.courseId, now, staff);
    await recordAudit(tx, staff, now, {
      action: 'chapter.delete',
      entity: 'course',
      entityId: chapter.courseId,
      before: chapter,
    });
  });
  return adminCourse(db, staff, chapter.courseId);
}

export async function saveLesson(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminLessonSaveBody,
): Promise<AdminCourse> {
  const [chapter] = await db.select().from(chapters).where(eq(chapters.id, body.chapterId));
  if (!chapter) throw new ApiError('参数错误：chapterId 对应的章节不存在');
  const videoUrl = body.videoUrl.trim();
  const fields = {
    title: body.title.trim(),
    videoUrl,
    poster: body.poster.trim(),
    durationSeconds: (await uploadedDuration(db, videoUrl)) ?? body.durationSeconds,
  };
  await db.transaction(async (tx) => {
    await lockCourseFor(tx, staff, chapter.courseId);
    if (body.id === undefined) {
      const sortOrder = await nextSortOrder(tx, lessons, eq(lessons.chapterId, chapter.id));
      const [created] = await tx
        .insert(lessons)
        .values({ ...fields, courseId: chapter.courseId, chapterId: chapter.id, sortOrder })
        .returning();
      await recordAudit(tx, staff, now, {
        action: 'lesson.create',
        entity: 'course',
        entityId: chapter.courseId,
        after: created,
      });
    } else {
      const [before] = await tx
        .select()
        .from(lessons)
        .where(and(eq(lessons.id, body.id), eq(lessons.courseId, chapter.courseId)));
      if (!before) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      const [after] = await tx
        .update(lessons)
        .set({ ...fields, chapterId: chapter.id })
        .where(eq(lessons.id, body.id))
        .returning();
      await recordAudit(tx, staff, now, {
        action: 'lesson.update',
        entity: 'course',
        entityId: chapter.courseId,
        before,
        after,
      });
    }
    await bumpCourse(tx, chapter.courseId, now, staff);
  });
  return adminCourse(db, staff, chapter.courseId);
}

/**
 * The duration the server itself read from an uploaded video, or null for an address it did not
 * store (an external video): progress and completion then rest on the server's number.
 */
async function uploadedDuration(db: Database, videoUrl: string): Promise<number | null> {
  if (!videoUrl) return null;
  const [media] = await db
    .select({ durationSeconds: mediaFiles.durationSeconds })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.url, videoUrl), eq(mediaFiles.kind, 'video')))
    .limit(1);
  return media?.durationSeconds ?? null;
}

export async function deleteLesson(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<AdminCourse> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, id));
  if (!lesson) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  await db.transaction(async (tx) => {
    await lockCourseFor(tx, staff, lesson.courseId);
    const learners = (await outlineLearnersOnRecord(tx, lesson.courseId)).lessons.get(id) ?? 0;
    if (learners > 0) {
      throw new ApiError(
        `课时“${lesson.title}”已有 ${learners} 名学员学习，不能删除（学习记录必须保留）`,
      );
    }
    await tx.delete(lessons).where(eq(lessons.id, id));
    await bumpCourse(tx, lesson.courseId, now, staff);
    await recordAudit(tx, staff, now, {
      action: 'lesson.delete',
      entity: 'course',
      entityId: lesson.courseId,
      before: lesson,
    });
  });
  return adminCourse(db, staff, lesson.courseId);
}

/** Applies a whole new order of chapters and lessons (lessons may move between chapters). */
export async function orderOutline(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminOutlineOrderBody,
): Promise<AdminCourse> {
  await db.transaction(async (tx) => {
    await lockCourseFor(tx, staff, body.courseId, body.version);
    const chapterIds = (
      await tx
        .select({ id: chapters.id })
        .from(chapters)
        .where(eq(chapters.courseId, body.courseId))
    ).map((row) => row.id);
    const lessonIds = (
      await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.courseId, body.courseId))
    ).map((row) => row.id);
    const givenChapters = body.chapters.map((chapter) => chapter.id);
    const givenLessons = body.chapters.flatMap((chapter) => chapter.lessonIds);
    const same = (a: number[], b: number[]) =>
      a.length === b.length && new Set(a).size === a.length && a.every((id) => b.includes(id));
    if (!same(givenChapters, chapterIds) || !same(givenLessons, lessonIds))
      throw new ApiError(MSG_OUTLINE_MISMATCH);
    for (const [chapterIndex, chapter] of body.chapters.entries()) {
      await tx
        .update(chapters)
        .set({ sortOrder: chapterIndex + 1 })
        .where(eq(chapters.id, chapter.id));
      for (const [lessonIndex, lessonId] of chapter.lessonIds.entries()) {
        await tx
          .update(lessons)
          .set({ chapterId: chapter.id, sortOrder: lessonIndex + 1 })
          .where(eq(lessons.id, lessonId));
      }
    }
    await bumpCourse(tx, body.courseId, now, staff);
    await recordAudit(tx, staff, now, {
      action: 'course.order',
      entity: 'course',
      entityId: body.courseId,
      after: body.chapters,
    });
  });
  return adminCourse(db, staff, body.courseId);
}
