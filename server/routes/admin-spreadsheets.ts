/** Console calls for spreadsheets: the bulk import of accounts and the .xlsx exports. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { listExperimentAttempts } from '../admin/admin-experiment-attempts';
import { adminRoute } from '../admin/admin-route';
import { IMPORT_BASE64_MAX, importFileProperties } from '../admin/admin-schemas';
import { courseLearnersExport, experimentAttemptsExport } from '../admin/spreadsheets/list-exports';
import { statisticsExport } from '../admin/spreadsheets/statistics-export';
import { importTemplate, importUsers } from '../admin/spreadsheets/user-import';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import { newPasswordSchema } from '../http/schemas';
import { checkDateRange, dateRangeProperties } from '../statistics/date-range';

export function adminSpreadsheetRoutes(app: FastifyInstance, ctx: AppContext): void {
  // exports are dated on the centre's wall clock
  const clock = () => ({ now: ctx.config.now(), timeZone: ctx.config.timeZone });

  adminRoute(
    app,
    ctx,
    '/api/admin/userImport',
    {
      ...importFileProperties,
      initialPassword: newPasswordSchema,
      dryRun: { type: 'boolean' },
      updateExisting: {
        type: 'boolean',
        description: '新学期导入：更新已有账号的姓名、身份、院系、班级',
      },
    },
    ['fileName', 'contentBase64', 'initialPassword', 'dryRun'],
    ({ input, staff }) => importUsers(ctx.db, staff, clock(), input),
    { bodyLimit: IMPORT_BASE64_MAX + 4096 },
  );

  adminRoute(app, ctx, '/api/admin/importTemplate', {}, [], () => importTemplate(clock()));

  adminRoute(
    app,
    ctx,
    '/api/admin/exportStatistics',
    { ...dateRangeProperties },
    [],
    ({ input }) => {
      checkDateRange(input);
      return statisticsExport(ctx, input);
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/exportCourseLearners',
    { courseId: idSchema },
    ['courseId'],
    ({ input, staff }) => courseLearnersExport(ctx.db, staff, clock(), input.courseId),
  );

  // the attempts of the screen, its statistics and its export: one filter, days in TIME_ZONE
  const attemptsFilter = {
    experimentId: idSchema,
    student: keywordSchema,
    ...dateRangeProperties,
  };

  adminRoute(
    app,
    ctx,
    '/api/admin/experimentAttempts',
    { ...pageQueryProperties, ...attemptsFilter },
    ['experimentId'],
    ({ input, staff }) => listExperimentAttempts(ctx.db, staff, input, ctx.config.timeZone),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/exportExperimentAttempts',
    attemptsFilter,
    ['experimentId'],
    ({ input, staff }) => experimentAttemptsExport(ctx.db, staff, clock(), input),
  );
}
