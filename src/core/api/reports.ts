/**
 * The student's lab-report calls (个人中心 → 我的实验报告 and the writing screen): in the portal's
 * chunks, apart from the console's. The record blocks in their answers are the server's.
 */
import type { Paged, PageQuery } from './contract';
import type { MyReportDetail, MyReportRow } from './report-contract';
import type { AdminExportFile } from './admin-contract';
import { callTeachingApi } from './teaching/teaching-client';

/**
 * 我的实验报告: one's reports in every class, with status and the released score.
 * @example
 * const { rows } = await listMyReports({ pageNum: 1, pageSize: 10 });
 */
export function listMyReports(query: PageQuery): Promise<Paged<MyReportRow>> {
  return callTeachingApi('/api/teaching/myReports', query);
}

/** One of one's reports: the record, the working text, every version, the grade once released. */
export function getMyReport(id: number): Promise<MyReportDetail> {
  return callTeachingApi('/api/teaching/myReport', { id });
}

/**
 * 撰写实验报告 for one of one's finished attempts (or reopens the class's report of that
 * experiment with this attempt, while it is a draft or returned).
 * @example
 * const report = await createReport(7, 'a1b2…');
 */
export function createReport(classId: number, attemptId: string): Promise<MyReportDetail> {
  return callTeachingApi('/api/teaching/reportCreate', { classId, attemptId });
}

/** Saves the sections given (section key → HTML); the others stay as saved. */
export function saveReportDraft(
  id: number,
  sections: Record<string, string>,
): Promise<MyReportDetail> {
  return callTeachingApi('/api/teaching/reportDraft', { id, sections });
}

/** 删除 one of the report's attachments (while it can be edited). */
export function deleteReportFile(id: number, fileId: number): Promise<MyReportDetail> {
  return callTeachingApi('/api/teaching/reportFileDelete', { id, fileId });
}

/** 提交: the saved text becomes a new version; the server decides 迟交 or refuses a late one. */
export function submitReport(id: number): Promise<MyReportDetail> {
  return callTeachingApi('/api/teaching/reportSubmit', { id });
}

/** One's own report as .docx (the grade and comments only once released). */
export function exportMyReportDocx(id: number): Promise<AdminExportFile> {
  return callTeachingApi('/api/teaching/myReportDocx', { id });
}
