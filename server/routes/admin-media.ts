/**
 * The console's media library: the resumable upload endpoint (tus, see uploads/upload-service.ts),
 * the list and detail of uploaded files, and the limits the console checks before sending.
 */
import type { FastifyInstance } from 'fastify';
import { MEDIA_KINDS, MSG_FORBIDDEN, UPLOAD_PATH } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import { adminRoute } from '../admin/admin-route';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import { idSchema, keywordSchema, pageQueryProperties } from '../http/paging';
import { deleteMedia, usageOfMedia } from '../uploads/media-delete';
import { listMedia, mediaDetail } from '../uploads/media-records';
import { registerUploads } from '../uploads/upload-service';
import type { UploadService } from '../uploads/upload-service';

export function adminMediaRoutes(app: FastifyInstance, ctx: AppContext): UploadService {
  const service = registerUploads(app, ctx);

  adminRoute(
    app,
    ctx,
    '/api/admin/mediaList',
    {
      ...pageQueryProperties,
      keyword: keywordSchema,
      kind: { type: 'string', enum: [...MEDIA_KINDS] },
    },
    [],
    ({ input, staff }) => listMedia(ctx.db, staff, input),
  );

  adminRoute(
    app,
    ctx,
    '/api/admin/mediaDetail',
    { id: idSchema },
    ['id'],
    async ({ input, staff }) => {
      const found = await mediaDetail(ctx.db, staff, input.id);
      if (found === null) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      if (found === 'forbidden') throw new ApiError(MSG_FORBIDDEN);
      return found;
    },
  );

  adminRoute(app, ctx, '/api/admin/mediaUsage', { id: idSchema }, ['id'], ({ input, staff }) =>
    usageOfMedia(ctx.db, staff, input.id),
  );

  adminRoute(app, ctx, '/api/admin/mediaDelete', { id: idSchema }, ['id'], ({ input, staff }) =>
    deleteMedia(ctx.db, staff, ctx.config.now(), service.filesDir, input.id),
  );

  adminRoute(app, ctx, '/api/admin/uploadSettings', {}, [], async () => ({
    uploadPath: UPLOAD_PATH,
    maxBytes: { ...ctx.config.uploads.maxBytes },
    expireSeconds: ctx.config.uploads.expireSeconds,
  }));

  return service;
}
