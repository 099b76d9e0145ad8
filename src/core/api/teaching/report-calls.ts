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
