/** Typed console calls of the media library (the uploads themselves: resumable-upload.ts). */
import type {
  AdminMediaListQuery,
  AdminMediaRow,
  AdminMediaUse,
  AdminUploadSettings,
} from '../admin-contract';
import type { Paged } from '../contract';
import { callAdminApi } from './admin-client';

/**
 * A page of uploaded files, newest first (a teacher gets only their own).
 * @example
 * const { rows } = await listMedia({ kind: 'video', keyword: '实验' });
 */
export const listMedia = (query: AdminMediaListQuery): Promise<Paged<AdminMediaRow>> =>
  callAdminApi('/api/admin/mediaList', query);

/** One uploaded file. */
export const getMedia = (id: number): Promise<AdminMediaRow> =>
  callAdminApi('/api/admin/mediaDetail', { id });

/** The server's upload limits (bytes per kind) and the upload endpoint. */
export const getUploadSettings = (): Promise<AdminUploadSettings> =>
  callAdminApi('/api/admin/uploadSettings', {});

/** Where a file is used (covers, videos, rich text, attachments, banners, the logo …). */
export const getMediaUsage = (id: number): Promise<AdminMediaUse[]> =>
  callAdminApi('/api/admin/mediaUsage', { id });

/** Deletes a file nothing uses (the server refuses one in use). */
export const deleteMedia = (id: number): Promise<null> =>
  callAdminApi('/api/admin/mediaDelete', { id });
