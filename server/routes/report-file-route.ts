/**
 * The bytes of a lab report's files, at the signed addresses the report's answers carry
 * (server/teaching/reports/report-files.ts): only whoever was given the report (its author, its
 * class's teachers) has a valid address, and it expires. Images show inline; attachments download
 * under their own names. Nothing of the media library's public folder is involved.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { REPORT_FILE_PATH } from '../../src/core/api/report-contract';
import type { AppContext } from '../app-context';
import { reportFiles } from '../db/schema';
import { reportFileKey, validFileSignature } from '../teaching/reports/report-files';
import { REPORT_FILES_DIR } from '../uploads/report-uploads';

const MSG_LINK_EXPIRED = '文件链接无效或已过期，请刷新页面后再打开';
const MSG_FILE_GONE = '文件不存在或已删除';

/** Deletes a removed file's bytes (a missing file is no error). */
export async function removeReportFileBytes(uploadsDir: string, storedPath: string) {
  await fs.rm(path.join(uploadsDir, REPORT_FILES_DIR, storedPath), { force: true });
}

export function reportFileRoute(app: FastifyInstance, ctx: AppContext): void {
  const root = path.join(ctx.config.uploads.dir, REPORT_FILES_DIR);
  // the key is made outside any transaction, once, before the first answer signs with it
  app.addHook('onReady', async () => {
    await reportFileKey(ctx.db);
  });
  app.get(`${REPORT_FILE_PATH}:id`, { schema: { hide: true } }, async (request, reply) => {
    const id = Number((request.params as { id: string }).id);
    const { e, s } = request.query as { e?: string; s?: string };
    const text = (status: number, message: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(message);
    if (!Number.isInteger(id) || id <= 0) return text(404, MSG_FILE_GONE);
    if (!validFileSignature(await reportFileKey(ctx.db), id, e, s))
      return text(403, MSG_LINK_EXPIRED);
    const [file] = await ctx.db.select().from(reportFiles).where(eq(reportFiles.id, id));
    if (!file) return text(404, MSG_FILE_GONE);
    const name = encodeURIComponent(file.originalName);
    const disposition = file.kind === 'image' ? 'inline' : 'attachment';
    reply
      .header('content-disposition', `${disposition}; filename*=UTF-8''${name}`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, max-age=3600');
    return reply
      .type(file.mimeType)
      .sendFile(file.storedPath, root, { cacheControl: false, contentType: false });
  });
}
