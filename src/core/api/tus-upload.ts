/**
 * One resumable upload (tus 1.0 with tus-js-client) to the portal's upload endpoint: chunks of 5 MB,
 * automatic retries after a dropped connection, and — through the URLs tus-js-client keeps in
 * localStorage by file fingerprint — a resume from the last byte after a page reload when the same
 * file is chosen again. It knows nothing of the store or the configuration (the lab report's
 * editor chunk runs it beside a one-file bundle): the caller gives the endpoint and the login.
 */
import * as tus from 'tus-js-client';
import {
  UPLOAD_ERROR_HEADER,
  UPLOAD_FILE_URL_HEADER,
  UPLOAD_MEDIA_ID_HEADER,
} from './admin-contract';

/** Why an upload stopped (the console words each). */
export type UploadFailureKind =
  | 'not-logged-in'
  | 'forbidden'
  | 'too-large'
  | 'wrong-type'
  | 'unreadable'
  | 'expired'
  | 'network'
  | 'other';

export interface UploadFailure {
  kind: UploadFailureKind;
  /** The server's own sentence, when it gave one. */
  serverText: string;
  /**
   * The portal's upload endpoint refused it (its code header was there), so `serverText` is its
   * Chinese sentence — not, say, a proxy's HTML page.
   */
  fromServer?: boolean;
}

export interface UploadEvents {
  onProgress(sent: number, total: number): void;
  /** The connection dropped and the upload will try again (1, 2, …). */
  onRetry(attempt: number): void;
  /** It continues an earlier, interrupted upload of the same file (e.g. after a reload). */
  onResumed(): void;
  /** The record's id (media or report file) and, for a report's file, its signed address. */
  onSuccess(id: number | null, url: string | null): void;
  onFailure(failure: UploadFailure): void;
}

export interface UploadHandle {
  pause(): Promise<void>;
  resume(): void;
  /** Stops and deletes the upload on the server (nothing is kept). */
  cancel(): Promise<void>;
}

/** Waits between retries after a dropped connection: about 3 minutes in all. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000, 60_000];
export const UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;

function failureOf(error: Error | tus.DetailedError): UploadFailure {
  const response = (error as tus.DetailedError).originalResponse;
  const status = response?.getStatus() ?? 0;
  const serverText = response?.getBody()?.trim() ?? '';
  const kind: UploadFailureKind =
    status === 0
      ? 'network'
      : status === 401
        ? 'not-logged-in'
        : status === 403
          ? 'forbidden'
          : status === 413
            ? 'too-large'
            : status === 415
              ? 'wrong-type'
              : status === 422
                ? 'unreadable'
                : status === 404 || status === 410
                  ? 'expired'
                  : 'other';
  return { kind, serverText, fromServer: Boolean(response?.getHeader(UPLOAD_ERROR_HEADER)) };
}

/** Drops what was kept to resume this file's upload after a reload. */
async function forget(upload: tus.Upload): Promise<void> {
  const previous = await upload.findPreviousUploads().catch(() => []);
  await Promise.all(
    previous.map((entry) =>
      tus.defaultOptions.urlStorage.removeUpload(entry.urlStorageKey).catch(() => undefined),
    ),
  );
}

export interface TusTarget {
  /** The endpoint, absolute (the upload URLs the server answers are resolved against it). */
  endpoint: string;
  /** The current login at the time of each request (a re-login continues the same upload). */
  token: () => string | null;
  metadata: Record<string, string>;
}

/**
 * Starts (or, for a file uploaded part way before, continues) one resumable upload.
 * @example
 * const handle = startTusUpload(file, { endpoint, token: () => auth.token, metadata: { kind: 'image' } }, events);
 * await handle.pause(); handle.resume();
 */
export function startTusUpload(file: File, target: TusTarget, events: UploadEvents): UploadHandle {
  let retries = 0;
  const upload = new tus.Upload(file, {
    endpoint: target.endpoint,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { filename: file.name, filetype: file.type, ...target.metadata },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onBeforeRequest(request) {
      const token = target.token();
      if (token) request.setHeader('token', token);
    },
    onProgress: (sent, total) => events.onProgress(sent, total),
    onChunkComplete: () => {
      retries = 0;
    },
    onShouldRetry(error, attempt, options) {
      const status = error.originalResponse?.getStatus() ?? 0;
      const retry =
        (status === 0 || status >= 500 || status === 409 || status === 423) &&
        attempt < (options.retryDelays?.length ?? 0);
      if (retry) {
        retries += 1;
        events.onRetry(retries);
      }
      return retry;
    },
    onSuccess: ({ lastResponse }) => {
      const id = lastResponse.getHeader(UPLOAD_MEDIA_ID_HEADER);
      events.onSuccess(
        id ? Number(id) : null,
        lastResponse.getHeader(UPLOAD_FILE_URL_HEADER) ?? null,
      );
    },
    onError: (error) => {
      const failure = failureOf(error);
      // refused or gone on the server: nothing to resume later, so nothing kept for a reload
      if (failure.kind !== 'network') void forget(upload);
      events.onFailure(failure);
    },
  });
  void upload.findPreviousUploads().then(
    (previous) => {
      const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
      if (latest) {
        upload.resumeFromPreviousUpload(latest);
        events.onResumed();
      }
      upload.start();
    },
    () => upload.start(),
  );
  return {
    pause: () => upload.abort(false),
    resume: () => upload.start(),
    cancel: () => upload.abort(true).catch(() => undefined),
  };
}

/** Names of files whose upload to `endpoint` stopped part way (kept for a resume after a reload). */
export async function unfinishedTusUploads(endpoint: string): Promise<string[]> {
  if (!tus.canStoreURLs) return [];
  const all = await tus.defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return all
    .filter((entry) => !entry.urlStorageKey || entry.urlStorageKey.includes(endpoint))
    .map((entry) => entry.metadata.filename ?? '')
    .filter(Boolean);
}
