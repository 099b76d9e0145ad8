/** Typed console calls of the course editor and the category trees; console elements call these only. */
import type {
  AdminCategory,
  AdminCategoryOrderBody,
  AdminCategorySaveBody,
  AdminChapterSaveBody,
  AdminCourse,
  AdminCourseMessageRow,
  AdminCourseMessageSendBody,
  AdminCourseMessagesPage,
  AdminCourseMessagesQuery,
  AdminCourseSaveBody,
  AdminLessonSaveBody,
  AdminOutlineOrderBody,
  CategoryScope,
} from '../admin-contract';
import { callAdminApi } from './admin-client';

/**
 * One course with its outline and the version to save against.
 * @example
 * const course = await getAdminCourse(3);
 */
export const getAdminCourse = (id: number): Promise<AdminCourse> =>
  callAdminApi('/api/admin/courseDetail', { id });
/** Creates (no id) or updates a course; a stale `version` is refused with MSG_EDIT_CONFLICT. */
export const saveAdminCourse = (body: AdminCourseSaveBody): Promise<AdminCourse> =>
  callAdminApi('/api/admin/courseSave', body);
/**
 * 发布 / 发布更新 (true: the working copy, if any, goes live) or 撤回发布 (false), against the
 * version opened (a stale one is an edit conflict).
 */
export const publishAdminCourse = (
  id: number,
  published: boolean,
  version?: string,
): Promise<AdminCourse> =>
  callAdminApi(
    '/api/admin/coursePublish',
    version ? { id, published, version } : { id, published },
  );
/** 放弃修改: drops the working copy of a published course (the live course stays). */
export const discardAdminCourseDraft = (id: number, version: string): Promise<AdminCourse> =>
  callAdminApi('/api/admin/courseDraftDiscard', { id, version });
/** Deletes a course nobody has studied (one with learners is refused with the reason). */
export const deleteAdminCourse = (id: number): Promise<null> =>
  callAdminApi('/api/admin/courseDelete', { id });
export const saveChapter = (body: AdminChapterSaveBody): Promise<AdminCourse> =>
  callAdminApi('/api/admin/chapterSave', body);
export const deleteChapter = (id: number): Promise<AdminCourse> =>
  callAdminApi('/api/admin/chapterDelete', { id });
export const saveLesson = (body: AdminLessonSaveBody): Promise<AdminCourse> =>
  callAdminApi('/api/admin/lessonSave', body);
export const deleteLesson = (id: number): Promise<AdminCourse> =>
  callAdminApi('/api/admin/lessonDelete', { id });
/** The whole new order of a course's chapters and lessons, against the version shown. */
export const orderOutline = (body: AdminOutlineOrderBody): Promise<AdminCourse> =>
  callAdminApi('/api/admin/courseOutlineOrder', body);

/**
 * One category tree (course, resource or 红色资源 categories), roots first in order.
 * @example
 * const roots = await getCategoryTree('course');
 */
export const getCategoryTree = (scope: CategoryScope): Promise<AdminCategory[]> =>
  callAdminApi('/api/admin/categoryTree', { scope });
export const saveCategory = (body: AdminCategorySaveBody): Promise<AdminCategory[]> =>
  callAdminApi('/api/admin/categorySave', body);
/** Deletes an empty category (one holding content or sub-categories is refused with the reason). */
export const deleteCategory = (id: number): Promise<AdminCategory[]> =>
  callAdminApi('/api/admin/categoryDelete', { id });
export const orderCategories = (body: AdminCategoryOrderBody): Promise<AdminCategory[]> =>
  callAdminApi('/api/admin/categoryOrder', body);

/**
 * A page of a course's 课程通知, newest first, with its learner count.
 * @example
 * const page = await listCourseMessages({ courseId: 3, pageNum: 1, pageSize: 10 });
 */
export const listCourseMessages = (
  query: AdminCourseMessagesQuery,
): Promise<AdminCourseMessagesPage> => callAdminApi('/api/admin/courseMessageList', query);
/** Sends a 课程通知 to the course's learners. */
export const sendCourseMessage = (
  body: AdminCourseMessageSendBody,
): Promise<AdminCourseMessageRow> => callAdminApi('/api/admin/courseMessageSend', body);
/** 撤回 of a 课程通知. */
export const deleteCourseMessage = (id: number): Promise<null> =>
  callAdminApi('/api/admin/courseMessageDelete', { id });
