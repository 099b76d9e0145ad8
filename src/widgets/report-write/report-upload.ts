/**
 * Uploads of the report being written (section images and attachments), one at a time, through
 * the resumable endpoint: the tus client comes with the editor's code (editor-runtime.ts), the
 * login and the endpoint from this page. The state says what is being sent, how far, or why it
 * failed, for a line the screen reader hears.
 */
import { useCallback, useRef, useState } from 'react';
import { UPLOAD_PATH } from '../../core/api/admin-contract';
import type { ReportFileKind } from '../../core/api/report-contract';
import type { UploadFailure } from '../../core/api/tus-upload';
import { config } from '../../core/config/config';
import { useReportT } from '../../core/i18n/report-translate';
import { auth } from '../../core/store/auth';
import { loadEditorRuntime } from './editor-loader';

/** `target`: where the upload was asked for (a section's key, or `attachments`). */
export type UploadState =
  | { status: 'idle' }
  | { status: 'sending'; target: string; name: string; percent: number; retrying: boolean }
  | { status: 'failed'; target: string; name: string; reason: string };

export interface UploadedFile {
  id: number;
  url: string;
}

/**
 * Sends files to report `reportId`; `upload` settles with the new file (null when it failed: the
 * state says why).
 * @example
 * const { state, upload } = useReportUpload(report.id);
 * const file = await upload(chosen, 'image', 'purpose');
 */
export function useReportUpload(reportId: number) {
  const rt = useReportT();
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const busy = useRef(false);

  const reasonOf = useCallback(
    (failure: UploadFailure) =>
      failure.fromServer && failure.serverText
        ? failure.serverText
        : rt(failure.kind === 'network' ? 'upload.network' : 'upload.other'),
    [rt],
  );

  const upload = useCallback(
    async (file: File, use: ReportFileKind, target: string): Promise<UploadedFile | null> => {
      if (busy.current) return null;
      busy.current = true;
      const name = file.name;
      setState({ status: 'sending', target, name, percent: 0, retrying: false });
      try {
        const runtime = await loadEditorRuntime();
        return await new Promise<UploadedFile | null>((resolve) => {
          void runtime.uploadReportFile(
            file,
            {
              endpoint: new URL(UPLOAD_PATH, config.apiBase || window.location.href).href,
              token: () => auth.token,
              metadata: {
                purpose: 'report',
                report: String(reportId),
                use,
                kind: use === 'image' || file.type.startsWith('image/') ? 'image' : 'document',
              },
            },
            {
              onProgress: (sent, total) =>
                setState({
                  status: 'sending',
                  target,
                  name,
                  percent: total ? Math.floor((sent / total) * 100) : 0,
                  retrying: false,
                }),
              onRetry: () =>
                setState((before) =>
                  before.status === 'sending' ? { ...before, retrying: true } : before,
                ),
              onResumed: () => undefined,
              onSuccess: (id, url) => {
                setState({ status: 'idle' });
                // the portal's address, also on a page of another origin
                const base = config.apiBase || window.location.href;
                resolve(id && url ? { id, url: new URL(url, base).href } : null);
              },
              onFailure: (failure) => {
                setState({ status: 'failed', target, name, reason: reasonOf(failure) });
                resolve(null);
              },
            },
          );
        });
      } catch {
        setState({ status: 'failed', target, name, reason: rt('upload.network') });
        return null;
      } finally {
        busy.current = false;
      }
    },
    [reportId, reasonOf, rt],
  );

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);
  return { state, upload, dismiss };
}
