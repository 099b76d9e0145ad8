/**
 * Resumable uploads from the console to the media library (the tus client in ../tus-upload.ts with
 * the console's login and the portal's UPLOAD_PATH).
 */
import { config } from '../../config/config';
import { auth } from '../../store/auth';
import { UPLOAD_PATH } from '../admin-contract';
import type { MediaKind } from '../admin-contract';
import {
  startTusUpload,
  unfinishedTusUploads,
  type UploadEvents,
  type UploadHandle,
} from '../tus-upload';

export type { UploadEvents, UploadFailure, UploadFailureKind, UploadHandle } from '../tus-upload';
export { UPLOAD_CHUNK_BYTES } from '../tus-upload';

/** Absolute: the upload URLs the server answers are resolved against it. */
export function uploadEndpoint(): string {
  return new URL(UPLOAD_PATH, config.apiBase || window.location.href).href;
}

/**
 * Starts (or, for a file uploaded part way before, continues) one resumable upload.
 * @example
 * const handle = startUpload(file, 'video', { onProgress, onRetry, onResumed, onSuccess, onFailure });
 * await handle.pause(); handle.resume();
 */
export function startUpload(
  file: File,
  kind: MediaKind,
  events: UploadEvents,
  /** 替换文件: the media file whose bytes this one replaces under the same address. */
  replaces?: number,
): UploadHandle {
  return startTusUpload(
    file,
    {
      endpoint: uploadEndpoint(),
      token: () => auth.token,
      metadata: { kind, ...(replaces ? { replaces: String(replaces) } : {}) },
    },
    events,
  );
}

/** Names of files whose upload stopped part way (kept for a resume after a reload). */
export function unfinishedUploads(): Promise<string[]> {
  return unfinishedTusUploads(uploadEndpoint());
}
