/** Console calls for version history: the versions of an article, a course or the site information. */
import type { FastifyInstance } from 'fastify';
import { VERSIONED_ENTITIES } from '../../src/core/api/admin-contract';
import type { AppContext } from '../app-context';
import { adminRoute } from '../admin/admin-route';
import { versionSchema } from '../admin/admin-schemas';
import { adminVersionDetail, adminVersionList, restoreVersion } from '../admin/content-versions';
import { SITE_INFO_KEY } from '../content/site-content';
import { idSchema, pageQueryProperties } from '../http/paging';

const itemProperties = {
  entity: { type: 'string', enum: [...VERSIONED_ENTITIES] },
  id: {
    type: 'string',
    pattern: `^([1-9][0-9]{0,9}|${SITE_INFO_KEY})$`,
    description: `必须是文章或课程的编号，站点信息为 ${SITE_INFO_KEY}`,
  },
} as const;

export function adminVersionRoutes(app: FastifyInstance, ctx: AppContext): void {
  adminRoute(
    app,
    ctx,
    '/api/admin/versionList',
    { ...pageQueryProperties, ...itemProperties },
    ['entity', 'id'],
    ({ input, staff }) => adminVersionList(ctx.db, staff, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/versionDetail',
    { ...itemProperties, number: idSchema },
    ['entity', 'id', 'number'],
    ({ input, staff }) => adminVersionDetail(ctx.db, staff, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/versionRestore',
    { ...itemProperties, number: idSchema, version: versionSchema },
    ['entity', 'id', 'number', 'version'],
    ({ input, staff }) => restoreVersion(ctx.db, staff, ctx.config.now(), input),
  );
}
