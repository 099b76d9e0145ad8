/**
 * 替换文件: a finished upload takes the place of a media file's bytes under the SAME address, so
 * every article, course, lesson and setting that uses it shows the new file at once. The new bytes
 * must be of the same format (the address's extension decides how it is served). The old bytes are
 * kept aside until the row is updated; if that fails they go back, and the upload can be finished
 * again by a retry. Lessons playing a replaced video take its new duration.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AdminMediaRow } from '../../src/core/api/admin-contract';
import { recordAudit } from '../admin/audit-log';
import type { Staff } from '../admin/staff-only';
import type { Database } from '../db/open-database';
import { lessons, mediaFiles } from '../db/schema';
import { toMediaRow } from './media-records';
import type { DetectedType } from './file-types';
import { refusals } from './upload-messages';

type MediaRecord = typeof mediaFiles.$inferSelect;

/** The extension of a media address (`png` of `/media/uploads/2026-11/x.png`). */
export function extensionOf(url: string): string {
  return path.extname(url).slice(1).toLowerCase();
}

/**
 * The file an upload may replace: it exists, is of the upload's kind, and a teacher replaces only
 * their own files (as they delete only their own).
 * @example
 * const target = await replaceableMedia(db, staff, '12', 'image');
 */
export async function replaceableMedia(
  db: Database,
  staff: Staff,
  replaces: string,
  kind: string,
): Promise<MediaRecord> {
  if (!/^[1-9][0-9]{0,9}$/.test(replaces)) throw refusals.badReplaces();
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.id, Number(replaces)));
  if (!row) throw refusals.replacedGone();
  if (staff.role === 'teacher' && row.uploadedBy !== staff.user.id) throw refusals.replaceOthers();
  if (row.kind !== kind) throw refusals.replaceKind(row.kind);
  return row;
}

export interface Replacement {
  uploadId: string;
  /** The finished upload's bytes (in the incoming folder). */
  source: string;
  type: DetectedType;
  size: number;
  originalName: string;
  durationSeconds: number | null;
}

/**
 * @example
 * const media = await replaceMedia(db, staff, now, filesDir, 12, { uploadId, source, type, … });
 */
export async function replaceMedia(
  db: Database,
  staff: Staff,
  now: Date,
  filesDir: string,
  mediaId: number,
  replacement: Replacement,
  mediaPrefix: string,
): Promise<AdminMediaRow> {
  const { media, aside } = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, mediaId))
      .for('update');
    if (!before) throw refusals.replacedGone();
    if (staff.role === 'teacher' && before.uploadedBy !== staff.user.id)
      throw refusals.replaceOthers();
    if (before.kind !== replacement.type.kind) throw refusals.replaceKind(before.kind);
    const extension = extensionOf(before.url);
    if (replacement.type.extension !== extension) throw refusals.replaceFormat(extension);
    if (!before.url.startsWith(mediaPrefix)) throw refusals.replacedGone();
    const target = path.resolve(filesDir, before.url.slice(mediaPrefix.length));
    if (!target.startsWith(path.resolve(filesDir) + path.sep)) throw refusals.replacedGone();
    const aside = `${target}.replaced-${replacement.uploadId}`;
    await fs.mkdir(path.dirname(target), { recursive: true });
    const hadOld = await fs.rename(target, aside).then(
      () => true,
      () => false,
    );
    await fs.rename(replacement.source, target);
    try {
      const [after] = await tx
        .update(mediaFiles)
        .set({
          uploadId: replacement.uploadId,
          size: replacement.size,
          mimeType: replacement.type.mimeType,
          originalName: replacement.originalName,
          durationSeconds: replacement.durationSeconds,
        })
        .where(eq(mediaFiles.id, mediaId))
        .returning();
      if (!after) throw new Error('update of media_files returned no row');
      if (replacement.durationSeconds !== null)
        await tx
          .update(lessons)
          .set({ durationSeconds: replacement.durationSeconds })
          .where(eq(lessons.videoUrl, before.url));
      const media = toMediaRow(after);
      await recordAudit(tx, staff, now, {
        action: 'media.replace',
        entity: 'media',
        entityId: mediaId,
        before: toMediaRow(before),
        after: media,
      });
      return { media, aside };
    } catch (error) {
      // not recorded: the new bytes go back to be finished by a retry, the old ones return
      await fs.rename(target, replacement.source).catch(() => undefined);
      if (hadOld) await fs.rename(aside, target).catch(() => undefined);
      throw error;
    }
  });
  // committed: the old bytes are no longer served by anything
  await fs.rm(aside, { force: true }).catch(() => undefined);
  return media;
}
