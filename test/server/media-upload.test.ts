/**
 * Resumable media uploads (tus) against the app listening on a loopback port, driven by
 * tus-js-client as the console drives it: a real video in chunks with the connection dropped half
 * way and resumed, the record (size, type from the bytes, duration read on the server), the file
 * served with Range; refusals (wrong type, too large, no permission) that store nothing; an
 * abandoned upload cleaned up with no record.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import * as tus from 'tus-js-client';
import {
  UPLOAD_ERROR_HEADER,
  UPLOAD_MEDIA_ID_HEADER,
  UPLOAD_PATH,
  type AdminCourse,
  type AdminMediaRow,
  type AdminUploadSettings,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type { UploadConfig } from '../../server/config';
import { auditLog, lessons, mediaFiles } from '../../server/db/schema';
import { CONSOLE_STAFF_STEP } from '../../server/seed/console-staff-step';
import { runSeed } from '../../server/seed/run-seed';
import { courseSaveBody } from '../helpers/save-bodies';
import { startTcpProxy } from './helpers/tcp-proxy';
import { call, createTestApp, loginToken } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const CLIP = fs.readFileSync(
  new URL('../../server/media/videos/cellular-automaton.webm', import.meta.url),
);
const CLIP_SECONDS = 26;
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.from('0000000d4944415478da63f8cfc0f01f0005000201a1d9c2a90000000049454e44ae426082', 'hex'),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'.repeat(20));

/** A small MP4 with the movie header at the end (as cameras write it): 12.345 s. */
function mp4(seconds: number): Buffer {
  const box = (type: string, ...parts: Buffer[]) => {
    const body = Buffer.concat(parts);
    const header = Buffer.alloc(8);
    header.writeUInt32BE(body.length + 8, 0);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, body]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isomiso2mp41', 'latin1'));
  const mdat = box('mdat', Buffer.alloc(4000, 7));
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12); // timescale
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16); // duration
  return Buffer.concat([ftyp, mdat, box('moov', box('mvhd', mvhd))]);
}

const MAX: UploadConfig['maxBytes'] = { video: 4 * 1024 * 1024, image: 2048, document: 64 * 1024 };

let t: TestApp;
let base = '';
let uploadDir = '';
const tokens = { editor1: '', teacher1: '', admin1: '', student1: '' };

function uploadConfig(dir: string, overrides: Partial<UploadConfig> = {}): UploadConfig {
  return {
    dir,
    maxBytes: MAX,
    expireSeconds: 3600,
    cleanupIntervalSeconds: 3600,
    maxUnfinished: 5,
    ...overrides,
  };
}

async function listen(app: TestApp['app']): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

before(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-uploads-'));
  t = await createTestApp({ config: { uploads: uploadConfig(uploadDir) } });
  await runSeed(t.db, { demo: true, steps: [CONSOLE_STAFF_STEP] });
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
    tokens[name] = await loginToken(t, name);
  }
  base = await listen(t.app);
});

after(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

interface Outcome {
  ok: boolean;
  status: number | null;
  body: string;
  mediaId: number | null;
  url: string | null;
  error: Error | null;
  /** The refusal's code (Xnfz-Upload-Error), as the console reads it. */
  errorCode?: string | null;
}

interface UploadOptions {
  endpoint?: string;
  token?: string;
  kind?: string;
  filename?: string;
  chunkSize?: number;
  onProgress?: (sent: number, total: number, upload: tus.Upload) => void;
  retryDelays?: number[];
  /** 替换文件: the media id whose bytes the upload replaces. */
  replaces?: string;
}

/** One upload with tus-js-client (as the console does it), settled on success or refusal. */
function upload(data: Buffer, options: UploadOptions = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = {};
    const token = options.token === undefined ? tokens.editor1 : options.token;
    if (token) headers.token = token;
    const metadata: Record<string, string> = { filename: options.filename ?? 'clip.webm' };
    if (options.kind !== '') metadata.kind = options.kind ?? 'video';
    if (options.replaces !== undefined) metadata.replaces = options.replaces;
    const job: tus.Upload = new tus.Upload(data, {
      endpoint: options.endpoint ?? `${base}${UPLOAD_PATH}`,
      chunkSize: options.chunkSize ?? 64 * 1024,
      retryDelays: options.retryDelays ?? [],
      headers,
      metadata,
      onProgress: (sent, total) => options.onProgress?.(sent, total, job),
      onSuccess: ({ lastResponse }) => {
        const id = lastResponse.getHeader(UPLOAD_MEDIA_ID_HEADER);
        resolve({
          ok: true,
          status: lastResponse.getStatus(),
          body: lastResponse.getBody(),
          mediaId: id ? Number(id) : null,
          url: job.url,
          error: null,
        });
      },
      onError: (error) => {
        const response = (error as tus.DetailedError).originalResponse;
        resolve({
          ok: false,
          status: response?.getStatus() ?? null,
          body: response?.getBody() ?? '',
          mediaId: null,
          url: job.url,
          error,
          errorCode: response?.getHeader(UPLOAD_ERROR_HEADER) ?? null,
        });
      },
    });
    job.start();
  });
}

const mediaCount = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]!.n;
const incoming = () => {
  const dir = path.join(uploadDir, 'incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

async function mediaRow(id: number, token = tokens.editor1): Promise<AdminMediaRow> {
  const result = await call<AdminMediaRow>(t, 'GET', '/api/admin/mediaDetail', {
    token,
    query: { id: String(id) },
  });
  assert.equal(result.body.code, 0, result.raw);
  return result.body.data!;
}

describe('a real video through a connection that drops half way', () => {
  it('resumes on the same upload and ends as one record with size, type and duration', async () => {
    const proxy = await startTcpProxy({ host: '127.0.0.1', port: Number(new URL(base).port) });
    let cutAt = 0;
    let createdUrl: string | null = null;
    try {
      const outcome = await upload(CLIP, {
        endpoint: `http://127.0.0.1:${proxy.port}${UPLOAD_PATH}`,
        filename: '元胞自动机演示.webm',
        chunkSize: 256 * 1024,
        retryDelays: [100, 300, 600, 1000, 2000],
        onProgress: (sent, total, job) => {
          createdUrl ??= job.url;
          if (cutAt === 0 && sent > total / 2) {
            cutAt = sent;
            // the network goes away in the middle of a chunk, and comes back a little later
            void proxy.cut().then(() => setTimeout(() => void proxy.restore(), 400));
          }
        },
      });
      assert.ok(outcome.ok, `${outcome.status} ${outcome.body} ${outcome.error?.message}`);
      assert.ok(cutAt > 0, 'the connection was cut during the upload');
      assert.ok(proxy.accepted >= 2, 'the client came back on a new connection');
      assert.equal(outcome.url, createdUrl, 'the same upload was resumed, not started again');
      assert.ok(outcome.mediaId, 'the last answer names the media record');

      const row = await mediaRow(outcome.mediaId!);
      assert.equal(row.kind, 'video');
      assert.equal(row.size, CLIP.length);
      assert.equal(row.mimeType, 'video/webm');
      assert.equal(row.durationSeconds, CLIP_SECONDS);
      assert.equal(row.originalName, '元胞自动机演示.webm');
      assert.equal(row.uploaderName, 'editor1');
      assert.match(row.url, /^\/media\/uploads\/\d{4}-\d{2}\/[0-9a-f]+\.webm$/);
      assert.equal(await mediaCount(), 1);
      const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'media.upload'));
      assert.equal(audit.length, 1);
      assert.deepEqual(incoming(), [], 'nothing is left among the unfinished uploads');

      // served with HTTP Range, byte for byte
      const whole = await fetch(`${base}${row.url}`);
      assert.equal(whole.status, 200);
      assert.ok(Buffer.from(await whole.arrayBuffer()).equals(CLIP));
      const part = await fetch(`${base}${row.url}`, { headers: { range: 'bytes=100-199' } });
      assert.equal(part.status, 206);
      assert.equal(part.headers.get('content-range'), `bytes 100-199/${CLIP.length}`);
      assert.ok(Buffer.from(await part.arrayBuffer()).equals(CLIP.subarray(100, 200)));

      // a resume after the last byte (a reload) finds it finished: no second record
      const head = await fetch(outcome.url!.replace(`:${proxy.port}`, `:${new URL(base).port}`), {
        method: 'HEAD',
        headers: { 'tus-resumable': '1.0.0', token: tokens.editor1 },
      });
      assert.equal(head.status, 200);
      assert.equal(head.headers.get('upload-offset'), String(CLIP.length));
      assert.equal(head.headers.get(UPLOAD_MEDIA_ID_HEADER), String(row.id));
      assert.equal(await mediaCount(), 1);
    } finally {
      await proxy.close();
    }
  });

  it('reads an MP4 duration from its movie header, even at the end of the file', async () => {
    const outcome = await upload(mp4(12.345), { filename: 'camera.mp4' });
    assert.ok(outcome.ok, outcome.body);
    const row = await mediaRow(outcome.mediaId!);
    assert.equal(row.mimeType, 'video/mp4');
    assert.equal(row.durationSeconds, 12);
  });

  it('lists the files with search, kind filter and paging; a teacher sees only their own', async () => {
    const pdf = await upload(PDF, {
      kind: 'document',
      filename: '实验指导书.pdf',
      token: tokens.teacher1,
    });
    assert.ok(pdf.ok, pdf.body);
    const list = async (query: Record<string, string>, token = tokens.editor1) => {
      const result = await call<Paged<AdminMediaRow>>(t, 'GET', '/api/admin/mediaList', {
        token,
        query,
      });
      assert.equal(result.body.code, 0, result.raw);
      return result.body.data!;
    };
    const all = await list({});
    assert.equal(all.total, 3);
    assert.equal(all.rows[0]!.originalName, '实验指导书.pdf', 'newest first');
    assert.deepEqual(
      (await list({ kind: 'document' })).rows.map((r) => r.mimeType),
      ['application/pdf'],
    );
    assert.deepEqual(
      (await list({ keyword: '元胞' })).rows.map((r) => r.kind),
      ['video'],
    );
    const page = await list({ pageSize: '1', pageNum: '2' });
    assert.equal(page.total, 3);
    assert.equal(page.rows.length, 1);
    const mine = await list({}, tokens.teacher1);
    assert.deepEqual(
      mine.rows.map((r) => r.originalName),
      ['实验指导书.pdf'],
    );
    const other = all.rows.find((r) => r.uploaderName === 'editor1')!;
    const refused = await call(t, 'GET', '/api/admin/mediaDetail', {
      token: tokens.teacher1,
      query: { id: String(other.id) },
    });
    assert.equal(refused.body.msg, '无权限：当前账号不能进行此操作');
    const bad = await call(t, 'GET', '/api/admin/mediaList', {
      token: tokens.editor1,
      query: { kind: 'audio' },
    });
    assert.match(bad.body.msg, /^参数错误：kind/);
  });

  it('tells the console its limits', async () => {
    const result = await call<AdminUploadSettings>(t, 'GET', '/api/admin/uploadSettings', {
      token: tokens.teacher1,
    });
    assert.deepEqual(result.body.data, {
      uploadPath: UPLOAD_PATH,
      maxBytes: MAX,
      expireSeconds: 3600,
    });
  });
});

describe('替换文件: new bytes under the same address', () => {
  const served = async (url: string) =>
    Buffer.from(await (await fetch(`${base}${url}`)).arrayBuffer());
  const filesOnDisk = () =>
    fs.readdirSync(path.join(uploadDir, 'files'), { recursive: true }).map(String);

  it('serves the new file at the old address; the row, the audit log and lessons playing it follow', async () => {
    const first = await upload(mp4(12.345), { filename: 'lecture.mp4' });
    assert.ok(first.ok, first.body);
    const before = await mediaRow(first.mediaId!);
    // a lesson playing it, made as the console makes one
    const post = async <T>(url: string, body: object) => {
      const result = await call<T>(t, 'POST', url, { token: tokens.editor1, body });
      assert.equal(result.body.code, 0, result.raw);
      return result.body.data!;
    };
    const course = await post<AdminCourse>(
      '/api/admin/courseSave',
      courseSaveBody('替换视频的课程'),
    );
    const chapter = await post<AdminCourse>('/api/admin/chapterSave', {
      courseId: course.id,
      title: '第一章',
    });
    const withLesson = await post<AdminCourse>('/api/admin/lessonSave', {
      chapterId: chapter.chapters[0]!.id,
      title: '讲解视频',
      videoUrl: before.url,
      poster: '',
      durationSeconds: 12,
    });
    const lesson = withLesson.chapters[0]!.lessons[0];
    const countBefore = await mediaCount();
    const newer = mp4(20);
    const replaced = await upload(newer, {
      filename: 'lecture-v2.mp4',
      replaces: String(before.id),
    });
    assert.ok(replaced.ok, replaced.body);
    assert.equal(replaced.mediaId, before.id, 'the same media file');
    const after = await mediaRow(before.id);
    assert.equal(after.url, before.url);
    assert.equal(after.size, newer.length);
    assert.equal(after.durationSeconds, 20);
    assert.equal(after.originalName, 'lecture-v2.mp4');
    assert.equal(await mediaCount(), countBefore, 'no new row');
    assert.deepEqual(await served(before.url), newer);
    const [played] = await t.db.select().from(lessons).where(eq(lessons.id, lesson!.id));
    assert.equal(played!.durationSeconds, 20);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(before.id)))
      .orderBy(auditLog.id)
      .limit(1)
      .offset(1);
    assert.equal(entry?.action, 'media.replace');
    assert.equal(incoming().length, 0, 'nothing left in the incoming folder');
    assert.deepEqual(
      filesOnDisk().filter((name) => name.includes('.replaced-')),
      [],
      'the old bytes are gone once replaced',
    );
  });

  it('a refused replacement leaves the old file served and its row as they were', async () => {
    const first = await upload(mp4(8), { filename: 'keep.mp4' });
    assert.ok(first.ok, first.body);
    const kept = await mediaRow(first.mediaId!);
    const bytes = await served(kept.url);
    const countBefore = await mediaCount();
    const cases: [string, UploadOptions, Buffer, number, RegExp][] = [
      ['another format', { filename: 'x.webm', replaces: String(kept.id) }, CLIP, 415, /\.mp4/],
      [
        'another kind',
        { kind: 'image', filename: 'x.png', replaces: String(kept.id) },
        PNG,
        415,
        /视频/,
      ],
      [
        'a teacher, another’s file',
        { token: tokens.teacher1, replaces: String(kept.id) },
        mp4(9),
        403,
        /自己上传/,
      ],
      ['a file that is not there', { replaces: '999999' }, mp4(9), 404, /不存在/],
      ['not an id', { replaces: '12a' }, mp4(9), 400, /^参数错误：replaces/],
    ];
    for (const [what, options, data, status, message] of cases) {
      const outcome = await upload(data, options);
      assert.equal(outcome.ok, false, what);
      assert.equal(outcome.status, status, `${what}: ${outcome.body}`);
      assert.match(outcome.body, message, what);
    }
    assert.deepEqual(await mediaRow(kept.id), kept);
    assert.deepEqual(await served(kept.url), bytes);
    assert.equal(await mediaCount(), countBefore);
    assert.equal(incoming().length, 0, 'the refused bytes are not kept');
  });
});

describe('refusals store nothing', () => {
  it('a PNG named .mp4 and declared a video is refused on its first bytes (415)', async () => {
    const before = await mediaCount();
    let sent = 0;
    const outcome = await upload(Buffer.concat([PNG, Buffer.alloc(300_000)]), {
      filename: 'lesson.mp4',
      kind: 'video',
      onProgress: (bytes) => (sent = Math.max(sent, bytes)),
    });
    assert.ok(sent <= 64 * 1024, `refused on the first chunk (${sent} bytes sent)`);
    assert.equal(outcome.ok, false);
    assert.equal(outcome.status, 415);
    assert.equal(outcome.errorCode, 'wrong-type');
    assert.match(outcome.body, /^文件类型不符：所选类型为视频，仅支持 MP4、WebM/);
    assert.equal(await mediaCount(), before);
    assert.deepEqual(incoming(), []);
  });

  it('an image declared a document, or a plain zip as a document, is refused', async () => {
    const asDocument = await upload(PNG, { kind: 'document', filename: 'a.pdf' });
    assert.equal(asDocument.status, 415);
    const zip = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.alloc(200, 1)]);
    const plainZip = await upload(zip, { kind: 'document', filename: 'a.docx' });
    assert.equal(plainZip.status, 415, plainZip.body);
    assert.deepEqual(incoming(), []);
  });

  it('a file over its kind’s limit is refused before any byte is sent (413)', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX.image)]);
    const outcome = await upload(big, { kind: 'image', filename: 'big.png' });
    assert.equal(outcome.status, 413);
    assert.equal(outcome.errorCode, 'too-large');
    assert.equal(outcome.body, '文件过大：图片不能超过 2 KB');
    assert.deepEqual(incoming(), []);
  });

  it('a student gets 403 and an anonymous caller 401, with the reason; nothing stored', async () => {
    const before = await mediaCount();
    const student = await upload(PNG, { kind: 'image', token: tokens.student1, filename: 'x.png' });
    assert.equal(student.status, 403);
    assert.equal(student.body, '无权限：当前账号不能进行此操作');
    const anonymous = await upload(PNG, { kind: 'image', token: '', filename: 'x.png' });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body, '未登录或登录超时');
    assert.equal(await mediaCount(), before);
    assert.deepEqual(incoming(), []);
  });

  it('bad metadata names the field', async () => {
    const noKind = await upload(PNG, { kind: '', filename: 'x.png' });
    assert.equal(noKind.status, 400);
    assert.match(noKind.body, /^参数错误：kind/);
    const badKind = await upload(PNG, { kind: 'audio', filename: 'x.png' });
    assert.match(badKind.body, /^参数错误：kind/);
  });

  it('only the uploader may continue an upload', async () => {
    const created = await fetch(`${base}${UPLOAD_PATH}`, {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        token: tokens.editor1,
        'upload-length': String(PNG.length),
        'upload-metadata': `kind ${Buffer.from('image').toString('base64')},filename ${Buffer.from('a.png').toString('base64')}`,
      },
    });
    assert.equal(created.status, 201);
    // the upload handler writes its own answers; the security headers still go out with them
    assert.equal(created.headers.get('x-content-type-options'), 'nosniff');
    assert.match(created.headers.get('content-security-policy') ?? '', /default-src 'self'/);
    const location = created.headers.get('location')!;
    assert.ok(location.startsWith(`${UPLOAD_PATH}/`), 'a relative upload URL');
    const other = await fetch(`${base}${location}`, {
      method: 'HEAD',
      headers: { 'tus-resumable': '1.0.0', token: tokens.admin1 },
    });
    assert.equal(other.status, 404);
    const mine = await fetch(`${base}${location}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', token: tokens.editor1 },
    });
    assert.equal(mine.status, 204);
    assert.deepEqual(incoming(), []);
  });
});

describe('abandoned uploads', () => {
  it('expire: the bytes are deleted at the next start, no record, a resume is told to start over', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-uploads-'));
    const short = await createTestApp({
      database: t.database,
      config: { uploads: uploadConfig(dir, { expireSeconds: 1 }) },
    });
    try {
      const shortBase = await listen(short.app);
      const before = await mediaCount();
      let abandoned: tus.Upload | null = null;
      const outcome = await new Promise<string | null>((resolve) => {
        const job = new tus.Upload(CLIP, {
          endpoint: `${shortBase}${UPLOAD_PATH}`,
          chunkSize: 128 * 1024,
          retryDelays: [],
          headers: { token: tokens.editor1 },
          metadata: { kind: 'video', filename: 'abandoned.webm' },
          onChunkComplete: (_size, accepted) => {
            if (accepted >= 256 * 1024 && !abandoned) {
              abandoned = job;
              void job.abort().then(() => resolve(job.url));
            }
          },
          onError: () => resolve(null),
          onSuccess: () => resolve(null),
        });
        job.start();
      });
      assert.ok(outcome, 'the upload was left half way');
      const incomingDir = path.join(dir, 'incoming');
      assert.equal(fs.readdirSync(incomingDir).length, 2, 'its bytes and description are there');
      await new Promise((resolve) => setTimeout(resolve, 1200));

      // past its expiry the protocol refuses to continue it
      const id = outcome.split('/').at(-1)!;
      const late = await fetch(`${shortBase}${UPLOAD_PATH}/${id}`, {
        method: 'PATCH',
        headers: {
          'tus-resumable': '1.0.0',
          token: tokens.editor1,
          'upload-offset': String(256 * 1024),
          'content-type': 'application/offset+octet-stream',
        },
        body: CLIP.subarray(256 * 1024, 300 * 1024),
      });
      assert.equal(late.status, 410);
      assert.equal(await late.text(), '上传不存在或已过期，请重新选择文件上传');

      // the cleanup that runs at start removes it
      await short.app.close();
      const restarted = await createTestApp({
        database: t.database,
        config: { uploads: uploadConfig(dir, { expireSeconds: 1 }) },
      });
      await restarted.app.ready();
      assert.deepEqual(fs.readdirSync(incomingDir), []);
      await restarted.close();
      assert.equal(await mediaCount(), before, 'no record of the abandoned upload');
    } finally {
      await short.close().catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the upload routes keep the input rules of every other call', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const tusHeaders = (extra: Record<string, string> = {}) => ({
    'tus-resumable': '1.0.0',
    token: tokens.editor1,
    ...extra,
  });
  const create = (extra: Record<string, string>) =>
    fetch(`${base}${UPLOAD_PATH}`, { method: 'POST', headers: tusHeaders(extra) });
  const metadata = (filename: string, kind = 'image') =>
    `kind ${b64(kind)},filename ${b64(filename)}`;

  /** A refusal is a 4xx in Chinese (no stack, no English) and leaves nothing behind. */
  async function assertRefused(response: Response, pattern: RegExp): Promise<void> {
    const body = await response.text();
    assert.ok(response.status >= 400 && response.status < 500, `${response.status} ${body}`);
    assert.match(body, pattern);
    assert.doesNotMatch(body, /[A-Za-z]{4,} [A-Za-z]{4,}/, `English in ${body}`);
  }

  it('a NUL in the file name or another metadata value is refused, naming the field', async () => {
    const before = incoming().length;
    await assertRefused(
      await create({
        'upload-length': String(PNG.length),
        'upload-metadata': metadata('a\0b.png'),
      }),
      /^参数错误：filename 不能包含空字符/,
    );
    await assertRefused(
      await create({
        'upload-length': String(PNG.length),
        'upload-metadata': `${metadata('a.png')},note ${b64('x\0')}`,
      }),
      /^参数错误：note 不能包含空字符/,
    );
    assert.equal(incoming().length, before, 'nothing stored');
  });

  it('a NUL or a made-up upload id in the address is a 4xx, never a 500', async () => {
    for (const id of ['%00', 'abc%00def', '..%2f..%2fetc', 'x'.repeat(300)]) {
      for (const method of ['HEAD', 'PATCH', 'DELETE']) {
        const response = await fetch(`${base}${UPLOAD_PATH}/${id}`, {
          method,
          headers: tusHeaders(
            method === 'PATCH'
              ? { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' }
              : {},
          ),
          ...(method === 'PATCH' ? { body: PNG } : {}),
        });
        assert.ok(
          response.status >= 400 && response.status < 500,
          `${method} ${id}: ${response.status}`,
        );
        if (method !== 'HEAD') await assertRefused(response, /[\u4e00-\u9fff]/);
      }
    }
  });

  it('concatenation, malformed metadata and header values are refused in Chinese', async () => {
    await assertRefused(
      await create({ 'upload-concat': 'final;/api/admin/upload/a /api/admin/upload/b' }),
      /^参数错误：Upload-Concat/,
    );
    await assertRefused(
      await create({ 'upload-concat': 'partial', 'upload-length': '10' }),
      /^参数错误：Upload-Concat/,
    );
    await assertRefused(
      await create({ 'upload-length': String(PNG.length), 'upload-metadata': 'kind,,filename !' }),
      /^参数错误：Upload-Metadata/,
    );
    await assertRefused(
      await create({ 'upload-length': '1e3', 'upload-metadata': metadata('a.png') }),
      /^参数错误：Upload-Length/,
    );
    const created = await create({
      'upload-length': String(PNG.length),
      'upload-metadata': metadata('a.png'),
    });
    assert.equal(created.status, 201);
    const location = created.headers.get('location')!;
    await assertRefused(
      await fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: tusHeaders({ 'upload-offset': '0', 'content-type': 'text/plain' }),
        body: PNG,
      }),
      /^参数错误：Content-Type/,
    );
    await assertRefused(
      await fetch(`${base}${location}`, {
        method: 'PATCH',
        headers: tusHeaders({ 'content-type': 'application/offset+octet-stream' }),
        body: PNG,
      }),
      /^参数错误：Upload-Offset/,
    );
    await fetch(`${base}${location}`, { method: 'DELETE', headers: tusHeaders() });
  });
});

describe('unfinished uploads per account', () => {
  it('an account may have UPLOAD_MAX_UNFINISHED uploads under way; the next is refused until one ends', async () => {
    const start = (token: string) =>
      fetch(`${base}${UPLOAD_PATH}`, {
        method: 'POST',
        headers: {
          'tus-resumable': '1.0.0',
          token,
          'upload-length': String(PNG.length),
          'upload-metadata': `kind ${Buffer.from('image').toString('base64')},filename ${Buffer.from('a.png').toString('base64')}`,
        },
      });
    const limit = t.config.uploads.maxUnfinished;
    assert.equal(limit, 5, 'the default');
    const begun: string[] = [];
    for (let n = 0; n < limit; n += 1) {
      const created = await start(tokens.teacher1);
      assert.equal(created.status, 201);
      begun.push(created.headers.get('location')!);
    }
    const refused = await start(tokens.teacher1);
    assert.equal(refused.status, 429);
    assert.equal(refused.headers.get(UPLOAD_ERROR_HEADER), 'too-many-unfinished');
    assert.match(await refused.text(), /^未完成的上传已有 5 个/);
    assert.equal((await start(tokens.editor1)).status, 201, 'another account is not held back');
    await fetch(`${base}${begun[0]}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': '1.0.0', token: tokens.teacher1 },
    });
    assert.equal((await start(tokens.teacher1)).status, 201, 'one ended: one more may begin');
  });
});
