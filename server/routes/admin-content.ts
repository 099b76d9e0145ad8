/** Console calls for content: who am I, articles, site information, the feedback inbox, the audit log. */
import type { FastifyInstance } from 'fastify';
import { AUDIT_ENTITIES, BULK_MAX } from '../../src/core/api/admin-contract';
import { bulkArticles } from '../admin/article-bulk';
import {
  deleteArticle,
  purgeArticle,
  purgeExpiredArticles,
  restoreArticle,
} from '../admin/article-bin';
import type { AppContext } from '../app-context';
import {
  adminArticle,
  discardArticleDraft,
  listAdminArticles,
  publishArticle,
  saveArticle,
} from '../admin/admin-articles';
import {
  listFeedback,
  replyToFeedback,
  resendFeedbackReply,
  setFeedbackHandled,
} from '../admin/admin-feedback';
import { adminRoute } from '../admin/admin-route';
import {
  articleKindSchema,
  attachmentsSchema,
  clearableInstantSchema,
  instantOf,
  instantSchema,
  mediaFileSchema,
  requireVersion,
  siteInfoProperties,
  textOf,
  titleOf,
  versionSchema,
} from '../admin/admin-schemas';
import { adminSiteInfo, saveSiteInfo } from '../admin/admin-site';
import { listAudit } from '../admin/audit-log';
import { auditExport } from '../admin/spreadsheets/audit-export';
import { siteInfo } from '../content/site-content';
import { createDelivery } from '../delivery/message-delivery';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import { dateRangeProperties, checkDateRange } from '../statistics/date-range';

export function adminContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const now = () => ctx.config.now();
  const delivery = createDelivery({ db: ctx.db, config: ctx.config, log: app.log });

  adminRoute(app, ctx, '/api/admin/me', {}, [], async ({ staff }) => ({
    id: staff.user.id,
    username: staff.user.username,
    nickname: staff.user.nickname,
    role: staff.role,
  }));

  adminRoute(
    app,
    ctx,
    '/api/admin/articleList',
    {
      ...pageQueryProperties,
      kind: articleKindSchema,
      keyword: keywordSchema,
      bin: { type: 'boolean' },
      status: { type: 'string', enum: ['published', 'scheduled', 'draft'] },
      sort: { type: 'string', enum: ['publishedAt', 'updatedAt', 'clickCount', 'title'] },
      order: { type: 'string', enum: ['asc', 'desc'] },
    },
    [],
    async ({ input }) => {
      if (input.bin) await purgeExpiredArticles(ctx.db, now());
      return listAdminArticles(ctx.db, input, now());
    },
  );

  adminRoute(app, ctx, '/api/admin/articleDetail', { id: idSchema }, ['id'], ({ input }) =>
    adminArticle(ctx.db, input.id, now()),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/articleSave',
    {
      id: idSchema,
      version: versionSchema,
      kind: articleKindSchema,
      title: titleOf(100),
      summary: textOf(300),
      cover: mediaFileSchema,
      author: textOf(32),
      source: textOf(64),
      content: textOf(200_000),
      attachments: attachmentsSchema,
      pinned: { type: 'boolean' },
      pinnedUntil: clearableInstantSchema,
      published: { type: 'boolean' },
      publishedAt: instantSchema,
    },
    [
      'kind',
      'title',
      'summary',
      'cover',
      'author',
      'source',
      'content',
      'attachments',
      'pinned',
      'published',
      'publishedAt',
    ],
    async ({ input, staff }) => {
      requireVersion(input);
      instantOf(input.publishedAt, 'publishedAt');
      return saveArticle(ctx.db, staff, now(), input);
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/articlePublish',
    { id: idSchema, published: { type: 'boolean' }, version: versionSchema },
    ['id', 'published'],
    ({ input, staff }) =>
      publishArticle(ctx.db, staff, now(), input.id, input.published, input.version),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/articleDraftDiscard',
    { id: idSchema, version: versionSchema },
    ['id', 'version'],
    ({ input, staff }) => discardArticleDraft(ctx.db, staff, now(), input.id, input.version),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/articleDelete',
    { id: idSchema, version: versionSchema },
    ['id'],
    ({ input, staff }) =>
      deleteArticle(ctx.db, staff, now(), ctx.config.recycleBinDays, input.id, input.version),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/articleBulk',
    {
      ids: { type: 'array', items: idSchema, minItems: 1, maxItems: BULK_MAX },
      action: { type: 'string', enum: ['publish', 'unpublish', 'delete'] },
    },
    ['ids', 'action'],
    ({ input, staff }) => bulkArticles(ctx.db, staff, now(), ctx.config.recycleBinDays, input),
  );

  adminRoute(app, ctx, '/api/admin/articleRestore', { id: idSchema }, ['id'], ({ input, staff }) =>
    restoreArticle(ctx.db, staff, now(), input.id),
  );

  adminRoute(app, ctx, '/api/admin/articlePurge', { id: idSchema }, ['id'], ({ input, staff }) =>
    purgeArticle(ctx.db, staff, now(), input.id),
  );

  adminRoute(app, ctx, '/api/admin/siteInfo', {}, [], () => adminSiteInfo(ctx.db));

  adminRoute(
    app,
    ctx,
    '/api/admin/siteInfoSave',
    { ...siteInfoProperties, version: versionSchema },
    ['name', 'logo', 'footer', 'contact', 'links', 'version'],
    ({ input, staff }) => {
      const { version, ...info } = input;
      return saveSiteInfo(ctx.db, staff, now(), info, version);
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/feedbackList',
    {
      ...pageQueryProperties,
      status: { type: 'string', enum: ['open', 'handled'] },
      keyword: keywordSchema,
    },
    [],
    ({ input }) => listFeedback(ctx.db, input, now()),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/feedbackHandle',
    { id: idSchema, handled: { type: 'boolean' } },
    ['id', 'handled'],
    ({ input, staff }) => setFeedbackHandled(ctx.db, staff, now(), input.id, input.handled),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/feedbackReply',
    { id: idSchema, content: titleOf(5000) },
    ['id', 'content'],
    async ({ input, staff }) => {
      const site = await siteInfo(ctx.db);
      return replyToFeedback(ctx.db, delivery, staff, now(), input.id, input.content, site.name);
    },
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/feedbackResend',
    // the reply's place in the message's list of replies, oldest first (0 is the first)
    { id: idSchema, reply: { type: 'integer', minimum: 0, maximum: 999 } },
    ['id', 'reply'],
    async ({ input, staff }) => {
      const site = await siteInfo(ctx.db);
      return resendFeedbackReply(ctx.db, delivery, staff, now(), input.id, input.reply, site.name);
    },
  );

  const auditFilters = {
    actor: keywordSchema,
    entity: { type: 'string', enum: [...AUDIT_ENTITIES] },
    ...dateRangeProperties,
  } as const;

  adminRoute(
    app,
    ctx,
    '/api/admin/auditList',
    { ...pageQueryProperties, ...auditFilters },
    [],
    ({ input }) => {
      checkDateRange(input);
      return listAudit(ctx.db, input, ctx.config.timeZone);
    },
  );

  adminRoute(app, ctx, '/api/admin/auditExport', auditFilters, [], ({ input }) => {
    checkDateRange(input);
    return auditExport(ctx.db, input, { now: now(), timeZone: ctx.config.timeZone });
  });
}
