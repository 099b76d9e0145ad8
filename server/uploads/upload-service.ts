/**
 * Resumable uploads from the console: the tus 1.0 protocol (@tus/server with a file store) under
 * UPLOAD_PATH. Who may upload is checked on every request (header `token`, role in UPLOAD_ROLES,
 * and only the uploader may continue an upload); the kind is declared in the upload metadata and
 * checked against the first bytes; a finished upload is checked again (Office containers, video
 * duration), moved to the served folder and recorded as ONE media_files row with an audit entry.
 * Unfinished uploads expire and are deleted with their bytes (at start and periodically).
 */
import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Server as TusServer } from '@tus/server';
import type { Upload } from '@tus/utils';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  MEDIA_KINDS,
  UPLOAD_ERROR_HEADER,
  UPLOAD_FILE_URL_HEADER,
  UPLOAD_MEDIA_ID_HEADER,
  UPLOAD_PATH,
  UPLOAD_ROLES,
} from '../../src/core/api/admin-contract';
import type { MediaKind } from '../../src/core/api/admin-contract';
import type { AppContext } from '../app-context';
import { recordAudit } from '../admin/audit-log';
import type { Staff } from '../admin/staff-only';
import { mustChangePassword } from '../auth/require-login';
import { findSession } from '../auth/sessions';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { mediaFiles } from '../db/schema';
import { CheckedFileStore } from './checked-file-store';
import { detectType, HEAD_BYTES, ZIP_CONTAINER } from './file-types';
import type { DetectedType } from './file-types';
import { mediaOfUpload, toMediaRow } from './media-records';
import { replaceableMedia, replaceMedia } from './media-replace';
import { officeType } from './office-container';
import { checkUploadRequest } from './upload-input';
import { refusals, UploadRefusal } from './upload-messages';
import { videoDurationSeconds } from './video-duration';
import {
  finishReportUpload,
  reportFileOfUpload,
  reportUploadMeta,
  type ReportUploadMeta,
} from './report-uploads';
import type { UserRow } from '../users/user-queries';
import { reportFileKey, signedFileUrl } from '../teaching/reports/report-files';
import type { Role } from '../../src/core/api/contract';

/** Finished files are served under this prefix from `<UPLOAD_DIR>/files`. */
export const MEDIA_UPLOADS_PREFIX = '/media/uploads/';

const MAX_NAME = 200;

/** Metadata the server keeps with an upload (the client's other keys are dropped). */
interface UploadMeta {
  kind: MediaKind;
  filename: string;
  /** Id of the account that created the upload: only it may continue it. */
  uploader: string;
  /** 替换文件: the media file whose bytes this upload replaces, keeping its address. */
  replaces?: string;
  /** `report`: a file of a lab report (report-uploads.ts), not of the media library. */
  purpose?: 'report';
  report?: string;
  use?: ReportUploadMeta['use'];
}

/** Whoever sent the request: staff upload media; any signed-in account, to its own reports. */
interface Caller {
  user: UserRow;
  role: Role | null;
}

/** A finished upload as its answers name it: the media file's or the report file's id. */
interface Finished {
  id: number;
  size: number;
  /** A report file's signed address. */
  url?: string;
}

function finishedHeaders(finished: Finished): Record<string, string> {
  return {
    [UPLOAD_MEDIA_ID_HEADER]: String(finished.id),
    ...(finished.url ? { [UPLOAD_FILE_URL_HEADER]: finished.url } : {}),
  };
}

function staffOf(caller: Caller): Staff {
  if (!caller.role || !UPLOAD_ROLES.includes(caller.role)) throw refusals.forbidden();
  return { user: caller.user, role: caller.role };
}

export interface UploadService {
  /** Deletes unfinished uploads older than the expiry (and stray files); returns how many. */
  cleanup(nowMs?: number): Promise<number>;
  incomingDir: string;
  filesDir: string;
}

interface NodeRuntime {
  runtime?: { node?: { req?: IncomingMessage; res?: ServerResponse } };
}

function nodeRequestOf(req: unknown): IncomingMessage | undefined {
  return (req as NodeRuntime).runtime?.node?.req;
}

function nodeResponseOf(req: unknown): ServerResponse | undefined {
  return (req as NodeRuntime).runtime?.node?.res;
}

async function readStart(filePath: string): Promise<Buffer> {
  const handle = await fs.open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function isMissing(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'ENOENT';
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string | number>,
  body = '',
): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(status, {
    'Tus-Resumable': '1.0.0',
    'Cache-Control': 'no-store',
    ...(body ? { 'Content-Type': 'text/plain; charset=utf-8' } : {}),
    ...headers,
  });
  res.end(body);
}

/** tus's own refusals (English), as the console shows them. */
const TUS_SENTENCES: [RegExp, string][] = [
  [/lock acquired|acquire lock/i, '这个上传正在由另一个请求写入，请稍后再试'],
  [/terminate an already completed/i, '上传已经完成，不能再取消'],
  [/Upload-Length or Upload-Defer-Length/i, '参数错误：上传前须声明文件大小（Upload-Length）'],
  [
    /Upload-Metadata is invalid/i,
    '参数错误：Upload-Metadata 格式不正确（键值对以逗号分隔，值须为 Base64）',
  ],
  [/Upload-Offset header required/i, '参数错误：Upload-Offset 不能为空'],
  [
    /Content-Type header required/i,
    '参数错误：Content-Type 必须是 application/offset+octet-stream',
  ],
  [/Concatenation extension/i, '参数错误：Upload-Concat 不受支持（请关闭客户端的分段并行上传）'],
  [/defer-length/i, '参数错误：上传前须声明文件大小（Upload-Length）'],
];

/** tus's own refusals, as the console shows them: a Chinese sentence and the refusal's code. */
function chineseTusError(status: number, body: string): UploadRefusal {
  if (status === 413) return new UploadRefusal(413, 'too-large', '文件过大：超过了允许的大小');
  if (status === 404 || status === 410)
    return new UploadRefusal(status, 'not-found', refusals.notFound().body);
  if (status === 409)
    return new UploadRefusal(409, 'conflict', '上传进度与服务器不一致，正在重新同步');
  const known = TUS_SENTENCES.find(([pattern]) => pattern.test(body));
  if (status === 423 || /lock/i.test(body))
    return new UploadRefusal(
      status,
      'conflict',
      known?.[1] ?? '这个上传正在由另一个请求写入，请稍后再试',
    );
  if (status === 501)
    return new UploadRefusal(400, 'bad-metadata', known?.[1] ?? '参数错误：不支持的上传方式');
  if (status >= 500) return new UploadRefusal(500, 'unavailable', '服务器内部错误');
  return new UploadRefusal(status, 'bad-metadata', known?.[1] ?? '参数错误：上传请求无效');
}

export function registerUploads(app: FastifyInstance, ctx: AppContext): UploadService {
  const { config, db } = ctx;
  const { uploads } = config;
  const incomingDir = path.join(uploads.dir, 'incoming');
  const filesDir = path.join(uploads.dir, 'files');
  const largest = Math.max(...Object.values(uploads.maxBytes));
  /** The account of each request being handled, for the tus hooks. */
  const callers = new WeakMap<IncomingMessage, Caller>();
  /** Finishing uploads by id: a finish runs once even when a PATCH and a HEAD race. */
  const finishing = new Map<string, Promise<Finished>>();

  let tus: TusServer | null = null;
  let store: CheckedFileStore | null = null;

  /** What an upload became, if it was finished before. */
  async function finishedBefore(
    uploadId: string,
  ): Promise<(Finished & { by: number | null }) | null> {
    const media = await mediaOfUpload(db, uploadId);
    if (media) return { id: media.id, size: media.size, by: media.uploadedBy };
    const file = await reportFileOfUpload(db, uploadId);
    if (!file) return null;
    const url = signedFileUrl(await reportFileKey(db), file.id);
    return { id: file.id, size: file.size, by: file.uploadedBy, url };
  }

  async function finish(upload: Upload, caller: Caller): Promise<Finished> {
    const existing = await finishedBefore(upload.id);
    if (existing) return existing;
    const meta = upload.metadata as unknown as UploadMeta;
    const source = path.join(incomingDir, upload.id);
    const reject = async (refusal: UploadRefusal): Promise<never> => {
      await store!.remove(upload.id).catch(() => undefined);
      throw refusal;
    };
    let type: DetectedType | null = detectType(await readStart(source));
    if (type?.mimeType === ZIP_CONTAINER) type = await officeType(source);
    if (!type || type.kind !== meta.kind) return reject(refusals.wrongType(meta.kind));
    if (meta.purpose === 'report') {
      const finished = await finishReportUpload(db, config.now(), uploads.dir, {
        uploadId: upload.id,
        source,
        type,
        size: upload.size ?? 0,
        originalName: meta.filename,
        userId: caller.user.id,
        meta: { report: meta.report ?? '', use: meta.use ?? 'attachment' },
      }).catch((error: unknown) =>
        error instanceof UploadRefusal ? reject(error) : Promise.reject(error),
      );
      await fs.rm(`${source}.json`, { force: true });
      return { ...finished, url: signedFileUrl(await reportFileKey(db), finished.id) };
    }
    const staff = staffOf(caller);
    let durationSeconds: number | null = null;
    if (type.kind === 'video') {
      durationSeconds = await videoDurationSeconds(source, type.mimeType);
      if (durationSeconds === null) return reject(refusals.unreadableVideo());
    }
    const now = config.now();
    if (meta.replaces) {
      // a refusal leaves the old file as it was and the new bytes are dropped
      return replaceMedia(
        db,
        staff,
        now,
        filesDir,
        Number(meta.replaces),
        {
          uploadId: upload.id,
          source,
          type,
          size: upload.size ?? 0,
          originalName: meta.filename,
          durationSeconds,
        },
        MEDIA_UPLOADS_PREFIX,
      ).then(
        async (media) => {
          await fs.rm(`${source}.json`, { force: true });
          return media;
        },
        async (error: unknown) => {
          if (error instanceof UploadRefusal) return reject(error);
          throw error;
        },
      );
    }
    const month = now.toISOString().slice(0, 7);
    const name = `${upload.id}.${type.extension}`;
    const target = path.join(filesDir, month, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.rename(source, target);
    try {
      const row = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(mediaFiles)
          .values({
            uploadId: upload.id,
            kind: type.kind,
            url: `${MEDIA_UPLOADS_PREFIX}${month}/${name}`,
            originalName: meta.filename,
            size: upload.size ?? 0,
            mimeType: type.mimeType,
            durationSeconds,
            uploadedBy: staff.user.id,
            uploaderName: staff.user.username,
            createdAt: now,
          })
          .returning();
        if (!created) throw new Error('insert into media_files returned no row');
        const media = toMediaRow(created);
        await recordAudit(tx, staff, now, {
          action: 'media.upload',
          entity: 'media',
          entityId: created.id,
          after: media,
        });
        return media;
      });
      await fs.rm(`${source}.json`, { force: true });
      return row;
    } catch (error) {
      // not recorded: the bytes go back, so a retry (HEAD) can finish it
      await fs.rename(target, source).catch(() => undefined);
      throw error;
    }
  }

  /** How many uploads the account has under way (their descriptions in the incoming folder). */
  async function unfinishedOf(userId: number): Promise<number> {
    const names = await fs.readdir(incomingDir).catch(() => [] as string[]);
    let count = 0;
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const described = await fs.readFile(path.join(incomingDir, name), 'utf8').catch(() => '');
      try {
        const info = JSON.parse(described) as { metadata?: Partial<UploadMeta> };
        if (info.metadata?.uploader === String(userId)) count += 1;
      } catch {
        // being written: not counted
      }
    }
    return count;
  }

  function finishOnce(upload: Upload, caller: Caller): Promise<Finished> {
    const running = finishing.get(upload.id);
    if (running) return running;
    const started = finish(upload, caller).finally(() => finishing.delete(upload.id));
    finishing.set(upload.id, started);
    return started;
  }

  function server(): TusServer {
    if (tus) return tus;
    store = new CheckedFileStore({
      directory: incomingDir,
      expirationPeriodInMilliseconds: uploads.expireSeconds * 1000,
    });
    tus = new TusServer({
      path: UPLOAD_PATH,
      datastore: store,
      // the console may sit behind the test runner's or a reverse proxy: resolve against the page
      relativeLocation: true,
      maxSize: largest,
      // same-origin console; other origins only when CORS_ORIGINS lists them
      allowedOrigins: (origin) => config.corsOrigins.includes(origin),
      allowedHeaders: ['token'],
      exposedHeaders: [UPLOAD_MEDIA_ID_HEADER, UPLOAD_ERROR_HEADER, UPLOAD_FILE_URL_HEADER],
      async onUploadCreate(req, upload) {
        const caller = callers.get(nodeRequestOf(req)!);
        if (!caller) throw refusals.notLoggedIn();
        const forReport = upload.metadata?.purpose === 'report';
        const staff = forReport ? null : staffOf(caller);
        const kind = upload.metadata?.kind as MediaKind | undefined;
        if (!kind || !MEDIA_KINDS.includes(kind)) throw refusals.badKind();
        const filename = (upload.metadata?.filename ?? '').trim();
        if (!filename || filename.length > MAX_NAME) throw refusals.badName();
        if (upload.sizeIsDeferred || upload.size === undefined) throw refusals.lengthRequired();
        if (upload.size === 0) throw refusals.emptyFile();
        const tooMany = async () => {
          if ((await unfinishedOf(caller.user.id)) >= uploads.maxUnfinished)
            throw refusals.tooManyUnfinished(uploads.maxUnfinished);
        };
        if (!staff) {
          await tooMany();
          const report = await reportUploadMeta(
            db,
            caller.user.id,
            upload.metadata ?? {},
            upload.size,
            kind,
            uploads,
          );
          const metadata: UploadMeta = {
            kind,
            filename,
            uploader: String(caller.user.id),
            purpose: 'report',
            ...report,
          };
          return { metadata: { ...metadata } };
        }
        if (upload.size > uploads.maxBytes[kind]) {
          throw refusals.tooLarge(kind, uploads.maxBytes[kind]);
        }
        await tooMany();
        const replaces = upload.metadata?.replaces?.trim();
        const replaced = replaces ? await replaceableMedia(db, staff, replaces, kind) : null;
        const metadata: UploadMeta = {
          kind,
          filename,
          uploader: String(staff.user.id),
          ...(replaced ? { replaces: String(replaced.id) } : {}),
        };
        return { metadata: { ...metadata } };
      },
      async onUploadFinish(req, upload) {
        const caller = callers.get(nodeRequestOf(req)!);
        if (!caller) throw refusals.notLoggedIn();
        const finished = await finishOnce(upload, caller);
        return { headers: finishedHeaders(finished) };
      },
      onResponseError(req, error) {
        let refusal: UploadRefusal;
        if (error instanceof UploadRefusal) refusal = error;
        else if (isDatabaseUnavailable(error)) refusal = refusals.unavailable();
        else if (typeof (error as { status_code?: unknown }).status_code === 'number') {
          const { status_code: status, body } = error as { status_code: number; body?: string };
          refusal = chineseTusError(status, body ?? '');
        } else {
          app.log.error({ err: error }, 'upload failed');
          refusal = new UploadRefusal(500, 'unavailable', '服务器内部错误');
        }
        // tus answers with status and body only; the code goes with the headers set beforehand
        nodeResponseOf(req)?.setHeader(UPLOAD_ERROR_HEADER, refusal.code);
        return { status_code: refusal.status_code, body: refusal.body };
      },
    });
    return tus;
  }

  /** The signed-in account (what it may upload is checked when an upload is created). */
  async function authorize(request: FastifyRequest): Promise<Caller> {
    const session = await findSession(ctx, request.headers.token);
    if (!session) throw refusals.notLoggedIn();
    if (mustChangePassword(session)) throw refusals.mustChangePassword();
    return { user: session.user, role: session.user.role ?? null };
  }

  /** Answers for an upload that became a record (a resume after the last byte). */
  function answerFinished(res: ServerResponse, method: string, finished: Finished): void {
    const headers = {
      'Upload-Offset': finished.size,
      'Upload-Length': finished.size,
      ...finishedHeaders(finished),
    };
    send(res, method === 'HEAD' ? 200 : 204, headers);
  }

  async function handle(request: FastifyRequest, res: ServerResponse): Promise<void> {
    const tusServer = server();
    if (request.method === 'OPTIONS') return tusServer.handle(request.raw, res);
    const caller = await authorize(request);
    checkUploadRequest(request);
    callers.set(request.raw, caller);
    const id = (request.params as { id?: string }).id;
    if (id !== undefined) {
      const recorded = await finishedBefore(id);
      if (recorded) {
        if (recorded.by !== caller.user.id) throw refusals.notFound();
        return answerFinished(res, request.method, recorded);
      }
      const upload = await store!.getUpload(id).catch(() => null);
      if (upload) {
        if ((upload.metadata as Partial<UploadMeta>)?.uploader !== String(caller.user.id)) {
          throw refusals.notFound();
        }
        // all bytes arrived but the record was not written (e.g. the database was away): now
        if (
          request.method === 'HEAD' &&
          upload.size !== undefined &&
          upload.offset === upload.size
        ) {
          return answerFinished(res, 'HEAD', await finishOnce(upload, caller));
        }
      }
    }
    return tusServer.handle(request.raw, res);
  }

  app.register(async (scope) => {
    // the bytes of a PATCH stay in the request stream for the tus handler
    // the body is tus's to read; a wrong Content-Type is refused by checkUploadRequest in Chinese
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    for (const url of [UPLOAD_PATH, `${UPLOAD_PATH}/:id`]) {
      scope.route({
        method: ['POST', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'],
        url,
        exposeHeadRoute: false,
        schema: { hide: true },
        handler: async (request, reply) => {
          reply.hijack();
          const res = reply.raw;
          // the headers the hooks set (security, CORS) go out with the tus handler's answer
          for (const [name, value] of Object.entries(reply.getHeaders()))
            if (value !== undefined) res.setHeader(name, value);
          try {
            await handle(request, res);
          } catch (error) {
            let refusal: UploadRefusal;
            if (error instanceof UploadRefusal) refusal = error;
            else if (isDatabaseUnavailable(error)) refusal = refusals.unavailable();
            else {
              request.log.error({ err: error }, 'upload request failed');
              refusal = new UploadRefusal(500, 'unavailable', '服务器内部错误');
            }
            send(res, refusal.status_code, { [UPLOAD_ERROR_HEADER]: refusal.code }, refusal.body);
          }
        },
      });
    }
  });

  // finished files, with HTTP Range like the rest of /media/
  app.get(`${MEDIA_UPLOADS_PREFIX}*`, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(file, filesDir);
  });

  async function cleanup(nowMs = Date.now()): Promise<number> {
    let names: string[];
    try {
      names = await fs.readdir(incomingDir);
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
    const expireMs = uploads.expireSeconds * 1000;
    const ids = new Set(names.map((name) => name.replace(/\.json$/, '')));
    let removed = 0;
    for (const id of ids) {
      if (finishing.has(id)) continue;
      const file = path.join(incomingDir, id);
      let created: number | null = null;
      try {
        const info = JSON.parse(await fs.readFile(`${file}.json`, 'utf8')) as {
          creation_date?: string;
        };
        created = info.creation_date ? Date.parse(info.creation_date) : null;
      } catch {
        // a file without its description: judged by its age on disk
      }
      if (created === null || Number.isNaN(created)) {
        const stat = await fs.stat(file).catch(() => fs.stat(`${file}.json`).catch(() => null));
        created = stat?.mtimeMs ?? null;
      }
      if (created === null || nowMs - created <= expireMs) continue;
      await fs.rm(file, { force: true });
      await fs.rm(`${file}.json`, { force: true });
      removed += 1;
    }
    if (removed > 0) app.log.info({ removed }, 'abandoned uploads deleted');
    return removed;
  }

  let timer: NodeJS.Timeout | null = null;
  const runCleanup = () =>
    cleanup().catch((error: unknown) => app.log.warn({ err: error }, 'upload cleanup failed'));
  app.addHook('onReady', async () => {
    await runCleanup();
    timer = setInterval(runCleanup, uploads.cleanupIntervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  return { cleanup, incomingDir, filesDir };
}
