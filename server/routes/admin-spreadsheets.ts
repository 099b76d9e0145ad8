/** Console calls for spreadsheets: the bulk import of accounts and the .xlsx exports. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { listExperimentAttempts } from '../admin/admin-experiment-attempts';
import { adminRoute } from '../admin/admin-route';
import { courseLearnersExport, experimentAttemptsExport } from '../admin/spreadsheets/list-exports';
import { statisticsExport } from '../admin/spreadsheets/statistics-export';
import { importUsers } from '../admin/spreadsheets/user-import';
import { idSchema, pageQueryProperties } from '../http/paging';
import { newPasswordSchema } from '../http/schemas';
import { checkDateRange, dateRangeProperties } from '../statistics/date-range';

/** Base64 of an import file: 5 MB of spreadsheet is far more than the 5 000 rows allowed. */
const IMPORT_BASE64_MAX = 7_000_000;

export function adminSpreadsheetRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();

  adminRoute(
    app,
    ctx,
    '/api/admin/userImport',
    {
      fileName: {
        type: 'string',
        minLength: 5,
        maxLength: 200,
        pattern: '\\.(xlsx|csv|XLSX|CSV)$',
        description: '必须是 .xlsx 或 .csv 文件',
      },
      contentBase64: {
        type: 'string',
        minLength: 1,
        maxLength: IMPORT_BASE64_MAX,
        pattern: '^[A-Za-z0-9+/]+={0,2}$',
        description: '必须是 Base64 编码的文件内容',
      },
      initialPassword: newPasswordSchema,
      dryRun: { type: 'boolean' },
    },
    ['fileName', 'contentBase64', 'initialPassword', 'dryRun'],
    ({ input, staff }) => importUsers(ctx.db, staff, now(), input),
    { bodyLimit: IMPORT_BASE64_MAX + 4096 },
  );

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
    ({ input, staff }) => courseLearnersExport(ctx.db, staff, input.courseId),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/experimentAttempts',
    { ...pageQueryProperties, experimentId: idSchema },
    ['experimentId'],
    ({ input, staff }) => listExperimentAttempts(ctx.db, staff, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/exportExperimentAttempts',
    { experimentId: idSchema },
    ['experimentId'],
    ({ input, staff }) => experimentAttemptsExport(ctx.db, staff, input.experimentId),
  );
}
