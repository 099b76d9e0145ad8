/** Resources and 红色资源: category trees, the paged list and the detail page. */
import type { FastifyInstance } from 'fastify';
import type { ResourceKind, ResourceListQuery } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { optionalLogin } from '../auth/require-login';
import { categoriesOf, subtreeIds, toTree } from '../content/category-tree';
import { countDailyClick } from '../content/count-click';
import { sizedImages } from '../content/image-sizes';
import { MSG_NOT_FOUND_CONTENT } from '../content/messages';
import { listResources, viewResource } from '../content/resource-queries';
import { ApiError, ok } from '../http/envelope';
import { idSchema, keywordSchema, pageQueryProperties, pageWindow } from '../http/paging';
import { METRICS } from '../statistics/daily-counters';

const kindSchema = { type: 'string', enum: ['resource', 'red'] } as const;

export function resourceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { kind: ResourceKind } }>(
    '/api/xnfz/resourceCategories',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: { type: 'object', properties: { kind: kindSchema }, required: ['kind'] },
      },
    },
    async (request) => ok(toTree(await categoriesOf(ctx.db, request.query.kind))),
  );

  app.get<{ Querystring: ResourceListQuery }>(
    '/api/xnfz/resourceList',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            kind: kindSchema,
            categoryId: idSchema,
            keyword: keywordSchema,
          },
          required: ['kind'],
        },
      },
    },
    async (request) => {
      const { kind, categoryId } = request.query;
      const categoryIds =
        categoryId === undefined
          ? undefined
          : subtreeIds(await categoriesOf(ctx.db, kind), categoryId);
      return ok(
        await listResources(ctx.db, {
          kind,
          categoryIds,
          keyword: request.query.keyword?.trim(),
          ...pageWindow(request.query),
        }),
      );
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/xnfz/resourceDetail',
    {
      config: { publicCache: 'counted' },
      schema: {
        querystring: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      },
      onRequest: optionalLogin(ctx),
    },
    async (request) => {
      const user = request.session?.user ?? null;
      const detail = await viewResource(ctx.db, request.query.id, user?.id ?? null);
      if (!detail) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      await countDailyClick(ctx, METRICS.resourceClick, user?.identity ?? 'visitor', detail.id);
      return ok({ ...detail, content: sizedImages(detail.content, ctx.config.mediaDir) });
    },
  );
}
