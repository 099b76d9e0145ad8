/** Console calls for people: accounts (admins) and courses with their learners (teachers and staff). */
import type { FastifyInstance } from 'fastify';
import { BULK_MAX } from '../../src/core/api/admin-contract';
import type { AppContext } from '../app-context';
import { listAdminCourses, listCourseLearners } from '../admin/admin-courses';
import { adminRoute } from '../admin/admin-route';
import {
  courseTypeSchema,
  identityFilterSchema,
  roleFilterSchema,
  roleSchema,
} from '../admin/admin-schemas';
import {
  bulkUsers,
  courseOwnerChoices,
  listAdminUsers,
  resetUserPassword,
  setUserDisabled,
  setUserRole,
} from '../admin/admin-users';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import { identitiesOf, unbindIdentity } from '../integrations/sso/sso-accounts';
import { identityView } from '../integrations/sso/sso-routes';
import { MSG_USER_NOT_FOUND } from '../admin/admin-users';
import { findUserById } from '../users/user-queries';
import { ApiError } from '../http/envelope';
import { accountsExport } from '../admin/spreadsheets/accounts-export';

const userFilters = {
  keyword: keywordSchema,
  role: roleFilterSchema,
  identity: identityFilterSchema,
  status: { type: 'string', enum: ['active', 'disabled'] },
} as const;

export function adminPeopleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();

  adminRoute(
    app,
    ctx,
    '/api/admin/userList',
    { ...pageQueryProperties, ...userFilters },
    [],
    ({ input }) => listAdminUsers(ctx.db, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/userRole',
    { id: idSchema, role: roleSchema, confirm: { type: 'boolean' } },
    ['id', 'role'],
    ({ input, staff }) =>
      setUserRole(ctx.db, staff, now(), input.id, input.role, input.confirm === true),
  );

  adminRoute(app, ctx, '/api/admin/courseOwnerChoices', {}, [], () => courseOwnerChoices(ctx.db));

  adminRoute(
    app,
    ctx,
    '/api/admin/userStatus',
    { id: idSchema, disabled: { type: 'boolean' } },
    ['id', 'disabled'],
    ({ input, staff }) => setUserDisabled(ctx.db, staff, now(), input.id, input.disabled),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/userBulk',
    {
      ids: { type: 'array', items: idSchema, minItems: 1, maxItems: BULK_MAX },
      action: { type: 'string', enum: ['disable', 'enable', 'role'] },
      role: roleSchema,
      confirm: { type: 'boolean' },
    },
    ['ids', 'action'],
    ({ input, staff }) => bulkUsers(ctx.db, staff, now(), input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/userExport',
    {
      ...userFilters,
      ids: {
        type: 'string',
        pattern: `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${BULK_MAX - 1}}$`,
        description: `必须是以英文逗号分隔的账号编号，最多 ${BULK_MAX} 个`,
      },
    },
    [],
    ({ input }) => accountsExport(ctx.db, input, { now: now(), timeZone: ctx.config.timeZone }),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/userResetPassword',
    { id: idSchema },
    ['id'],
    async ({ input, staff }) => ({
      temporaryPassword: await resetUserPassword(ctx.db, staff, now(), input.id),
    }),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/userSsoIdentities',
    { id: idSchema },
    ['id'],
    async ({ input }) => {
      if (!(await findUserById(ctx.db, input.id))) throw new ApiError(MSG_USER_NOT_FOUND);
      const rows = await identitiesOf(ctx, input.id);
      return rows.map((row) => identityView(ctx, row));
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/userSsoUnbind',
    { id: idSchema },
    ['id'],
    async ({ input, staff }) =>
      (await unbindIdentity(ctx, staff, input.id)).map((row) => identityView(ctx, row)),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/courseList',
    { ...pageQueryProperties, keyword: keywordSchema, type: courseTypeSchema },
    [],
    ({ input, staff }) => listAdminCourses(ctx.db, staff, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/courseLearners',
    { ...pageQueryProperties, courseId: idSchema, keyword: keywordSchema },
    ['courseId'],
    ({ input, staff }) => listCourseLearners(ctx.db, staff, input),
  );
}
