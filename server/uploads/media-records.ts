/** The media library: one `media_files` row per finished upload, listed and read by the console. */
import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type {
  AdminMediaListQuery,
  AdminMediaRow,
  MediaKind,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type { Staff } from '../admin/staff-only';
import type { Database } from '../db/open-database';
import { mediaFiles } from '../db/schema';
import { likePattern, pageWindow } from '../http/paging';

type MediaRecord = typeof mediaFiles.$inferSelect;

export function toMediaRow(row: MediaRecord): AdminMediaRow {
  return {
    id: row.id,
    kind: row.kind,
    url: row.url,
    originalName: row.originalName,
    size: row.size,
    mimeType: row.mimeType,
    durationSeconds: row.durationSeconds,
    uploadedBy: row.uploadedBy,
    uploaderName: row.uploaderName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A teacher sees the files they uploaded; admins and editors see every file. */
function visibleTo(staff: Staff) {
  return staff.role === 'teacher' ? eq(mediaFiles.uploadedBy, staff.user.id) : undefined;
}

export async function listMedia(
  db: Database,
  staff: Staff,
  query: AdminMediaListQuery,
): Promise<Paged<AdminMediaRow>> {
  const keyword = query.keyword?.trim();
  const where = and(
    visibleTo(staff),
    keyword ? ilike(mediaFiles.originalName, likePattern(keyword)) : undefined,
    query.kind ? eq(mediaFiles.kind, query.kind) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(mediaFiles).where(where);
  const rows = await db
    .select()
    .from(mediaFiles)
    .where(where)
    .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map(toMediaRow) };
}

/** One file, or null when it does not exist; `forbidden` when a teacher asks for another's. */
export async function mediaDetail(
  db: Database,
  staff: Staff,
  id: number,
): Promise<AdminMediaRow | null | 'forbidden'> {
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1);
  if (!row) return null;
  if (staff.role === 'teacher' && row.uploadedBy !== staff.user.id) return 'forbidden';
  return toMediaRow(row);
}

export async function mediaOfUpload(db: Database, uploadId: string): Promise<MediaRecord | null> {
  const [row] = await db
    .select()
    .from(mediaFiles)
    .where(eq(mediaFiles.uploadId, uploadId))
    .limit(1);
  return row ?? null;
}

export interface NewMedia {
  uploadId: string;
  kind: MediaKind;
  url: string;
  originalName: string;
  size: number;
  mimeType: string;
  durationSeconds: number | null;
}
