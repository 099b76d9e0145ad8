/**
 * 删除 of a media file: refused while anything uses its address (media-usage.ts), else its row
 * goes (audited) and then its bytes. A teacher deletes only the files they uploaded.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { MSG_FORBIDDEN, MSG_MEDIA_IN_USE } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import { recordAudit } from '../admin/audit-log';
import type { Staff } from '../admin/staff-only';
import type { Database } from '../db/open-database';
import { mediaFiles } from '../db/schema';
import { ApiError } from '../http/envelope';
import { toMediaRow } from './media-records';
import { mediaUsage } from './media-usage';
import { MEDIA_UPLOADS_PREFIX } from './upload-service';

/** The row of a file the staff member may manage, locked for the rest of the transaction. */
async function lockedMedia(tx: Database, staff: Staff, id: number) {
  const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id)).for('update');
  if (!row) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (staff.role === 'teacher' && row.uploadedBy !== staff.user.id)
    throw new ApiError(MSG_FORBIDDEN);
  return row;
}

/**
 * Where the file is used (for a teacher, only their own files).
 * @example
 * const uses = await usageOfMedia(db, staff, 12);
 */
export async function usageOfMedia(db: Database, staff: Staff, id: number) {
  const row = await lockedMedia(db, staff, id);
  return mediaUsage(db, row.url);
}

/**
 * @example
 * await deleteMedia(db, staff, now, filesDir, 12);
 */
export async function deleteMedia(
  db: Database,
  staff: Staff,
  now: Date,
  filesDir: string,
  id: number,
): Promise<null> {
  const url = await db.transaction(async (tx) => {
    const row = await lockedMedia(tx, staff, id);
    const uses = await mediaUsage(tx, row.url);
    if (uses.length > 0) throw new ApiError(`${MSG_MEDIA_IN_USE}：有 ${uses.length} 处在使用它`);
    await tx.delete(mediaFiles).where(eq(mediaFiles.id, id));
    await recordAudit(tx, staff, now, {
      action: 'media.delete',
      entity: 'media',
      entityId: id,
      before: toMediaRow(row),
    });
    return row.url;
  });
  if (url.startsWith(MEDIA_UPLOADS_PREFIX)) {
    const relative = url.slice(MEDIA_UPLOADS_PREFIX.length);
    const file = path.resolve(filesDir, relative);
    // the row is gone: a file left behind (a failed removal) is only disk space
    if (file.startsWith(path.resolve(filesDir) + path.sep)) await fs.rm(file, { force: true });
  }
  return null;
}
