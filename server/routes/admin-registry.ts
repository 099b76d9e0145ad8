/** Console calls for resources and 红色资源, home page banners and the experiments registry. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { deleteBanner, listAdminBanners, orderBanners, saveBanner } from '../admin/admin-banners';
import {
  listAdminExperiments,
  publishExperiment,
  regenerateExperimentSecret,
  saveExperiment,
} from '../admin/admin-experiments';
import {
  adminResource,
  listAdminResources,
  discardResourceDraft,
  publishResource,
  saveResource,
} from '../admin/admin-resources';
import { adminRoute } from '../admin/admin-route';
import {
  attachmentsSchema,
  clearableInstantSchema,
  linkSchema,
  mediaFileSchema,
  nullableIdSchema,
  requireVersion,
  textOf,
  titleOf,
  versionSchema,
} from '../admin/admin-schemas';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';

const kindSchema = { type: 'string', enum: ['resource', 'red'] } as const;
const publishProperties = { id: idSchema, published: { type: 'boolean' } };

export function adminRegistryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();

  adminRoute(
    app,
    ctx,
    '/api/admin/resourceList',
    {
      ...pageQueryProperties,
      kind: kindSchema,
      keyword: keywordSchema,
      status: { type: 'string', enum: ['published', 'draft'] },
      categoryId: idSchema,
      sort: { type: 'string', enum: ['updatedAt', 'clickCount', 'title'] },
      order: { type: 'string', enum: ['asc', 'desc'] },
    },
    ['kind'],
    ({ input }) => listAdminResources(ctx.db, input),
  );

  adminRoute(app, ctx, '/api/admin/resourceDetail', { id: idSchema }, ['id'], ({ input }) =>
    adminResource(ctx.db, input.id),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/resourceSave',
    {
      id: idSchema,
      version: versionSchema,
      kind: kindSchema,
      title: titleOf(100),
      categoryId: nullableIdSchema,
      cover: mediaFileSchema,
      summary: textOf(300),
      content: textOf(200_000),
      mediaType: { type: 'string', enum: ['video', 'document', 'image', 'model', 'link'] },
      videoUrl: { anyOf: [mediaFileSchema, { type: 'null' }] },
      attachments: attachmentsSchema,
      published: { type: 'boolean' },
    },
    [
      'kind',
      'title',
      'categoryId',
      'cover',
      'summary',
      'content',
      'mediaType',
      'videoUrl',
      'attachments',
      'published',
    ],
    ({ input, staff }) => {
      requireVersion(input);
      return saveResource(ctx.db, staff, now(), input);
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/resourcePublish',
    { ...publishProperties, version: versionSchema },
    ['id', 'published'],
    ({ input, staff }) =>
      publishResource(ctx.db, staff, now(), input.id, input.published, input.version),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/resourceDraftDiscard',
    { id: idSchema, version: versionSchema },
    ['id', 'version'],
    ({ input, staff }) => discardResourceDraft(ctx.db, staff, now(), input.id, input.version),
  );

  adminRoute(app, ctx, '/api/admin/bannerList', {}, [], () => listAdminBanners(ctx.db, now()));

  adminRoute(
    app,
    ctx,
    '/api/admin/bannerSave',
    {
      id: idSchema,
      title: titleOf(60),
      image: { ...mediaFileSchema, minLength: 1 },
      link: linkSchema,
      active: { type: 'boolean' },
      startsAt: clearableInstantSchema,
      endsAt: clearableInstantSchema,
    },
    ['title', 'image', 'link', 'active'],
    ({ input, staff }) => saveBanner(ctx.db, staff, now(), input),
  );

  adminRoute(app, ctx, '/api/admin/bannerDelete', { id: idSchema }, ['id'], ({ input, staff }) =>
    deleteBanner(ctx.db, staff, now(), input.id),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/bannerOrder',
    { ids: { type: 'array', maxItems: 100, items: idSchema } },
    ['ids'],
    ({ input, staff }) => orderBanners(ctx.db, staff, now(), input.ids),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/experimentList',
    { ...pageQueryProperties, keyword: keywordSchema },
    [],
    ({ input, staff }) => listAdminExperiments(ctx.db, staff, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/experimentSave',
    {
      id: idSchema,
      version: versionSchema,
      title: titleOf(100),
      cover: mediaFileSchema,
      summary: textOf(500),
      courseId: nullableIdSchema,
      durationMinutes: { type: 'integer', minimum: 1, maximum: 600 },
      published: { type: 'boolean' },
      launchUrl: { type: 'string', minLength: 1, maxLength: 500 },
      resultOrigin: { type: 'string', maxLength: 200 },
    },
    [
      'title',
      'cover',
      'summary',
      'courseId',
      'durationMinutes',
      'published',
      'launchUrl',
      'resultOrigin',
    ],
    ({ input, staff }) => {
      requireVersion(input);
      return saveExperiment(ctx.db, staff, now(), input);
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/experimentPublish',
    publishProperties,
    ['id', 'published'],
    ({ input, staff }) => publishExperiment(ctx.db, staff, now(), input.id, input.published),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/experimentSecret',
    { id: idSchema },
    ['id'],
    ({ input, staff }) => regenerateExperimentSecret(ctx.db, staff, now(), input.id),
  );
}
