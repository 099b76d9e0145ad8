/** Typed calls of a class's grade book (成绩册): the console's table, settings and export. */
import type { AdminExportFile } from '../admin-contract';
import type { Gradebook, GradebookQuery, GradebookSaveBody } from '../gradebook-contract';
import { callTeachingApi } from './teaching-client';

/**
 * The class's grade book: items with weights, one page of students, the whole class's statistics.
 * @example
 * const book = await getGradebook({ classId: 7, pageNum: 1, pageSize: 20 });
 */
export const getGradebook = (query: GradebookQuery): Promise<Gradebook> =>
  callTeachingApi('/api/teaching/gradebook', query);
/** Saves weights and rules against the version opened ('0': never saved); answers the first page. */
export const saveGradebook = (body: GradebookSaveBody): Promise<Gradebook> =>
  callTeachingApi('/api/teaching/gradebookSave', body);
/** The grade book as .xlsx (students, statistics, rules). */
export const exportGradebook = (classId: number): Promise<AdminExportFile> =>
  callTeachingApi('/api/teaching/gradebookExport', { classId });
