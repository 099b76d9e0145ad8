/**
 * Teaching calls for lab reports (实验报告): templates and class settings, grading, releasing
 * (a class's teachers); writing, submitting and reading one's own (students).
 */
import type { FastifyInstance } from 'fastify';
import { REPORT_LIMITS, REPORT_QUEUE_STATES } from '../../src/core/api/report-contract';
import type { AppContext } from '../app-context';
import { idSchema, pageQueryProperties } from '../http/paging';
import {
  gradeReport,
  releaseAllReports,
  releaseReport,
  reportDetail,
  reportQueue,
  returnReport,
} from '../teaching/reports/report-grading';
import {
  adjustmentSchema,
  attemptIdSchema,
  keyedTextSchema,
  levelsSchema,
  reportSettingsSchema,
  reportTemplateSchema,
  reportTextSchema,
  versionSchema,
} from '../teaching/reports/report-schemas';
import {
  reportClassSettings,
  reportTemplate,
  saveReportClassSettings,
  saveReportTemplate,
} from '../teaching/reports/report-template';
import {
  createReport,
  deleteReportFile,
  myReport,
  myReports,
  saveReportDraft,
  submitReport,
} from '../teaching/reports/report-writing';
import { teachingRoute } from '../teaching/teaching-route';
import { reportFileRoute, removeReportFileBytes } from './report-file-route';

export function teachingReportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportTemplate',
    { experimentId: idSchema },
    ['experimentId'],
    ({ input, user }) => reportTemplate(ctx.db, user, input.experimentId),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportTemplateSave',
    { experimentId: idSchema, template: reportTemplateSchema, version: versionSchema },
    ['experimentId', 'template', 'version'],
    ({ input, user }) => saveReportTemplate(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportSettings',
    { classId: idSchema },
    ['classId'],
    ({ input, user }) => reportClassSettings(ctx.db, user, input.classId),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportSettingsSave',
    {
      classId: idSchema,
      experimentId: idSchema,
      settings: reportSettingsSchema,
      version: versionSchema,
    },
    ['classId', 'experimentId', 'settings', 'version'],
    ({ input, user }) => saveReportClassSettings(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportQueue',
    {
      ...pageQueryProperties,
      classId: idSchema,
      experimentId: idSchema,
      state: { type: 'string', enum: [...REPORT_QUEUE_STATES] },
    },
    ['classId', 'experimentId'],
    ({ input, user }) => reportQueue(ctx.db, user, input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportDetail',
    { id: idSchema },
    ['id'],
    ({ input, user }) => reportDetail(ctx.db, user, input.id),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportGrade',
    {
      id: idSchema,
      levels: levelsSchema,
      adjustment: adjustmentSchema,
      adjustReason: reportTextSchema(REPORT_LIMITS.reason),
      comment: reportTextSchema(REPORT_LIMITS.comment),
      sectionComments: keyedTextSchema(REPORT_LIMITS.comment),
      version: versionSchema,
    },
    ['id', 'levels', 'adjustment', 'adjustReason', 'comment', 'version'],
    ({ input, user }) => gradeReport(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportReturn',
    { id: idSchema, message: reportTextSchema(REPORT_LIMITS.message), version: versionSchema },
    ['id', 'message', 'version'],
    ({ input, user }) => returnReport(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportRelease',
    { id: idSchema, version: versionSchema },
    ['id', 'version'],
    ({ input, user }) => releaseReport(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportReleaseAll',
    { classId: idSchema, experimentId: idSchema },
    ['classId', 'experimentId'],
    ({ input, user }) => releaseAllReports(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/myReports',
    { ...pageQueryProperties },
    [],
    ({ input, user }) => myReports(ctx.db, user, input),
  );
  teachingRoute(app, ctx, '/api/teaching/myReport', { id: idSchema }, ['id'], ({ input, user }) =>
    myReport(ctx.db, user, input.id),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportCreate',
    { classId: idSchema, attemptId: attemptIdSchema },
    ['classId', 'attemptId'],
    ({ input, user }) => createReport(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportDraft',
    // a section's limit is checked after sanitising; the raw text may carry some markup more
    { id: idSchema, sections: keyedTextSchema(REPORT_LIMITS.sectionChars * 2) },
    ['id', 'sections'],
    ({ input, user }) => saveReportDraft(ctx.db, user, now(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportSubmit',
    { id: idSchema },
    ['id'],
    ({ input, user }) => submitReport(ctx.db, user, now(), input.id),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportFileDelete',
    { id: idSchema, fileId: idSchema },
    ['id', 'fileId'],
    async ({ input, user }) => {
      const { report, removedPath } = await deleteReportFile(ctx.db, user, now(), input);
      if (removedPath) await removeReportFileBytes(ctx.config.uploads.dir, removedPath);
      return report;
    },
  );
  reportFileRoute(app, ctx);
}
