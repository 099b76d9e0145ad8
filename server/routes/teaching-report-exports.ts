/**
 * Teaching calls exporting lab reports: one report as .docx, a class's submitted reports of an
 * experiment as a .zip of .docx files, the grading sheet as .xlsx (a class's teachers), and a
 * student's own report as .docx (the grade once released).
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { idSchema } from '../http/paging';
import {
  myReportDocxExport,
  reportDocxExport,
  reportSheetExport,
  reportZipExport,
} from '../teaching/reports/report-exports';
import { teachingRoute } from '../teaching/teaching-route';
import { REPORT_FILES_DIR } from '../uploads/report-uploads';

export function teachingReportExportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const clock = () => ({
    now: ctx.config.now(),
    timeZone: ctx.config.timeZone,
    reportFilesDir: path.join(ctx.config.uploads.dir, REPORT_FILES_DIR),
  });
  teachingRoute(app, ctx, '/api/teaching/reportDocx', { id: idSchema }, ['id'], ({ input, user }) =>
    reportDocxExport(ctx.db, user, clock(), input.id),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportZip',
    { classId: idSchema, experimentId: idSchema },
    ['classId', 'experimentId'],
    ({ input, user }) => reportZipExport(ctx.db, user, clock(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/reportSheet',
    { classId: idSchema, experimentId: idSchema },
    ['classId', 'experimentId'],
    ({ input, user }) => reportSheetExport(ctx.db, user, clock(), input),
  );
  teachingRoute(
    app,
    ctx,
    '/api/teaching/myReportDocx',
    { id: idSchema },
    ['id'],
    ({ input, user }) => myReportDocxExport(ctx.db, user, clock(), input.id),
  );
}
