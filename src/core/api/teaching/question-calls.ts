/** Typed calls of a course's question bank (题库): the console's list, form and files. */
import type { AdminExportFile } from '../admin-contract';
import type { Paged } from '../contract';
import type {
  QuestionCourse,
  QuestionDetail,
  QuestionExportQuery,
  QuestionImportBody,
  QuestionImportResult,
  QuestionListQuery,
  QuestionRow,
  QuestionSaveBody,
} from '../question-contract';
import type { QuestionExportFile } from '../teaching-contract';
import { callTeachingApi } from './teaching-client';

/** The courses whose bank the account keeps. */
export const listQuestionCourses = (): Promise<QuestionCourse[]> =>
  callTeachingApi('/api/teaching/questionCourses', {});
/** A page of a course's questions. */
export const listQuestions = (query: QuestionListQuery): Promise<Paged<QuestionRow>> =>
  callTeachingApi('/api/teaching/questionList', query);
/** The 知识点 a course's bank uses. */
export const listQuestionTags = (courseId: number): Promise<string[]> =>
  callTeachingApi('/api/teaching/questionTags', { courseId });
/** One question as its form opens it. */
export const getQuestion = (id: number): Promise<QuestionDetail> =>
  callTeachingApi('/api/teaching/questionDetail', { id });
/** Creates (no id) or updates a question against its version. */
export const saveQuestion = (body: QuestionSaveBody): Promise<QuestionDetail> =>
  callTeachingApi('/api/teaching/questionSave', body);
/** 复制: a new question like this one. */
export const copyQuestion = (id: number): Promise<QuestionDetail> =>
  callTeachingApi('/api/teaching/questionCopy', { id });
/** 删除. */
export const deleteQuestions = (courseId: number, ids: number[]): Promise<{ deleted: number }> =>
  callTeachingApi('/api/teaching/questionDelete', { courseId, ids });
/** 导入 (a dry run stores nothing). */
export const importQuestions = (body: QuestionImportBody): Promise<QuestionImportResult> =>
  callTeachingApi('/api/teaching/questionImport', body);
/** The import template (.xlsx). */
export const getQuestionTemplate = (): Promise<AdminExportFile> =>
  callTeachingApi('/api/teaching/questionTemplate', {});
/** The bank (as the list filters it) as .xlsx or GIFT. */
export const exportQuestions = (query: QuestionExportQuery): Promise<QuestionExportFile> =>
  callTeachingApi('/api/teaching/questionExport', query);
