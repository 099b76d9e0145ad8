/** Typed calls of lab reports for a class's teachers: templates, class settings, grading. */
import type {
  ReportClassExperiment,
  ReportDetail,
  ReportGradeBody,
  ReportQueue,
  ReportQueueQuery,
  ReportSettingsSaveBody,
  ReportTemplateDetail,
  ReportTemplateSaveBody,
} from '../report-contract';
import type { ReportSimilarityQuery, ReportSimilarityResult } from '../report-similarity-contract';
import type { AdminExportFile } from '../admin-contract';
import type { ReportExportQuery } from '../report-contract';
import { callTeachingApi } from './teaching-client';

/**
 * An experiment's template as its form opens it (the defaults when never saved).
 * @example
 * const template = await getReportTemplate(3);
 */
export const getReportTemplate = (experimentId: number): Promise<ReportTemplateDetail> =>
  callTeachingApi('/api/teaching/reportTemplate', { experimentId });
/** Saves the template against the version opened ('0': never saved). */
export const saveReportTemplate = (body: ReportTemplateSaveBody): Promise<ReportTemplateDetail> =>
  callTeachingApi('/api/teaching/reportTemplateSave', body);
/** The experiments of a class's course with their template and the class's deadline and late rule. */
export const getReportSettings = (classId: number): Promise<ReportClassExperiment[]> =>
  callTeachingApi('/api/teaching/reportSettings', { classId });
/** Saves a class's deadline and late rule for one experiment. */
export const saveReportSettings = (body: ReportSettingsSaveBody): Promise<ReportClassExperiment> =>
  callTeachingApi('/api/teaching/reportSettingsSave', body);
/**
 * The grading queue of a class and experiment: every member, with counts per state.
 * @example
 * const queue = await getReportQueue({ classId: 7, experimentId: 3, state: 'submitted' });
 */
export const getReportQueue = (query: ReportQueueQuery): Promise<ReportQueue> =>
  callTeachingApi('/api/teaching/reportQueue', query);
/** A report as its teachers read it. */
export const getReportDetail = (id: number): Promise<ReportDetail> =>
  callTeachingApi('/api/teaching/reportDetail', { id });
/** Grades the latest version with the rubric (a stale version: the edit conflict). */
export const gradeReport = (body: ReportGradeBody): Promise<ReportDetail> =>
  callTeachingApi('/api/teaching/reportGrade', body);
/** 退回修改 with a message. */
export const returnReport = (id: number, message: string, version: string): Promise<ReportDetail> =>
  callTeachingApi('/api/teaching/reportReturn', { id, message, version });
/** Releases one report's grade to its student. */
export const releaseReport = (id: number, version: string): Promise<ReportDetail> =>
  callTeachingApi('/api/teaching/reportRelease', { id, version });
/** Releases every graded report of a class and experiment. */
export const releaseAllReports = (
  classId: number,
  experimentId: number,
): Promise<{ released: number }> =>
  callTeachingApi('/api/teaching/reportReleaseAll', { classId, experimentId });
/**
 * 查重: pairs of the class's submitted reports whose own text is alike, with the shared passages.
 * @example
 * const { pairs } = await getReportSimilarity({ classId: 7, experimentId: 3, threshold: 0.3 });
 */
export const getReportSimilarity = (
  query: ReportSimilarityQuery,
): Promise<ReportSimilarityResult> => callTeachingApi('/api/teaching/reportSimilarity', query);
/**
 * One report as .docx (学号_姓名_实验名.docx): the record tables and chart, the sections, the rubric
 * with the chosen levels, the comments.
 * @example
 * downloadExportFile(await exportReportDocx(5));
 */
export const exportReportDocx = (id: number): Promise<AdminExportFile> =>
  callTeachingApi('/api/teaching/reportDocx', { id });
/** Every submitted report of a class and experiment as a .zip of .docx files. */
export const exportReportZip = (query: ReportExportQuery): Promise<AdminExportFile> =>
  callTeachingApi('/api/teaching/reportZip', query);
/** The grading sheet of a class and experiment as .xlsx. */
export const exportReportSheet = (query: ReportExportQuery): Promise<AdminExportFile> =>
  callTeachingApi('/api/teaching/reportSheet', query);
