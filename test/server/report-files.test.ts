/**
 * A lab report's images and attachments, uploaded with tus-js-client to the resumable endpoint as
 * the writing screen does it (purpose `report`), against the app on a loopback port: only the
 * report's author may upload while it can be edited, within the report's limits; the text stores
 * a plain address whatever form the browser sends back, an image of another report is refused;
 * files are served only at signed, expiring addresses (author and the class's teachers get them);
 * a submitted version keeps its attachments; removing one deletes its bytes unless a version
 * lists it; the .docx embeds the images.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import * as tus from 'tus-js-client';
import {
  UPLOAD_ERROR_HEADER,
  UPLOAD_FILE_URL_HEADER,
  UPLOAD_MEDIA_ID_HEADER,
  UPLOAD_PATH,
  type AdminExportFile,
} from '../../src/core/api/admin-contract';
import type { MyReportDetail, ReportDetail } from '../../src/core/api/report-contract';
import type { UploadConfig } from '../../server/config';
import { reportFiles, reports } from '../../server/db/schema';
import { reportFileKey, signedFileUrl } from '../../server/teaching/reports/report-files';
import { okData as ok } from './helpers/article-body';
import { createConsoleFixture, type ConsoleFixture } from './helpers/console-fixture';
import {
  attemptedStudent,
  draftReport,
  reportClass,
  reportTemplate,
  saveReportTemplate,
  submitReport,
  type AttemptedStudent,
  type ReportCalls,
} from './helpers/report-fixture';
import { teachingCalls } from './helpers/teaching-calls';

/** A real 2 × 1 PNG (Word and the canvas read it). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAABHNCSVQICAgIfAhkiAAAAAFzUkdCAK7OHOkAAAARSURBVAiZYzzDwPCfgYGBAQALbQHNC83xBQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'.repeat(20));
const SECTIONS = { purpose: '<p>测量重力加速度。</p>', procedure: '<p>按步骤测量摆长与周期。</p>' };

let f: ConsoleFixture;
let calls: ReportCalls;
let base = '';
let uploadDir = '';
let student: AttemptedStudent;
let other: AttemptedStudent;
let reportId = 0;
let otherReportId = 0;

interface Outcome {
  ok: boolean;
  status: number | null;
  body: string;
  id: number | null;
  url: string | null;
  code: string | null;
}

function upload(data: Buffer, metadata: Record<string, string>, token: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const job = new tus.Upload(data, {
      endpoint: `${base}${UPLOAD_PATH}`,
      chunkSize: 64 * 1024,
      retryDelays: [],
      headers: { token },
      metadata: { filename: 'file', purpose: 'report', ...metadata },
      onSuccess: ({ lastResponse }) => {
        const id = lastResponse.getHeader(UPLOAD_MEDIA_ID_HEADER);
        resolve({
          ok: true,
          status: lastResponse.getStatus(),
          body: '',
          id: id ? Number(id) : null,
          url: lastResponse.getHeader(UPLOAD_FILE_URL_HEADER) ?? null,
          code: null,
        });
      },
      onError: (error) => {
        const response = (error as tus.DetailedError).originalResponse;
        resolve({
          ok: false,
          status: response?.getStatus() ?? null,
          body: response?.getBody() ?? '',
          id: null,
          url: null,
          code: response?.getHeader(UPLOAD_ERROR_HEADER) ?? null,
        });
      },
    });
    job.start();
  });
}

const image = (token = student.token, report = reportId, data = PNG) =>
  upload(
    data,
    { report: String(report), use: 'image', kind: 'image', filename: '单摆.png' },
    token,
  );
const attachment = (name: string, token = student.token, data = PDF) =>
  upload(
    data,
    { report: String(reportId), use: 'attachment', kind: 'document', filename: name },
    token,
  );

const mine = async () =>
  ok(await calls.get<MyReportDetail>('/api/teaching/myReport', { id: reportId }, student.token));
const stored = async () =>
  (await f.t.db.select().from(reports).where(eq(reports.id, reportId)))[0]!;
const fileRows = () => f.t.db.select().from(reportFiles).where(eq(reportFiles.reportId, reportId));
const fetchFile = (url: string) => fetch(new URL(url.replaceAll('&amp;', '&'), base));

before(async () => {
  uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'xnfz-report-files-'));
  const uploads: UploadConfig = {
    dir: uploadDir,
    maxBytes: { video: 4 * 1024 * 1024, image: 64 * 1024, document: 1024 * 1024 },
    expireSeconds: 3600,
    cleanupIntervalSeconds: 3600,
    maxUnfinished: 5,
  };
  f = await createConsoleFixture({ config: { uploads } });
  calls = teachingCalls(f.t);
  const klass = await reportClass(f, calls, '物理实验 2403 班', []);
  await saveReportTemplate({ f, calls }, reportTemplate(null));
  const fixture = { f, calls, klass };
  student = await attemptedStudent(fixture, {
    username: 'files_student',
    studentNumber: '20243001',
    realName: '王五',
  });
  other = await attemptedStudent(fixture, {
    username: 'files_other',
    studentNumber: '20243002',
    realName: '赵六',
  });
  reportId = await draftReport(fixture, student, SECTIONS);
  otherReportId = await draftReport(fixture, other, SECTIONS);
  await f.t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(f.t.app.server.address() as AddressInfo).port}`;
});

after(async () => {
  await f.t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

describe('report files', () => {
  let imageId = 0;
  let imageUrl = '';

  it('uploads an image to one’s own draft and answers its signed address', async () => {
    const done = await image();
    assert.ok(done.ok, done.body);
    assert.ok(done.id && done.url, 'id and address');
    imageId = done.id;
    imageUrl = done.url;
    assert.match(imageUrl, new RegExp(`^/api/report-files/${imageId}\\?e=\\d+&s=[\\w-]+$`));
    const [row] = await fileRows();
    assert.equal(row?.kind, 'image');
    assert.equal(row?.mimeType, 'image/png');
    assert.equal(row?.originalName, '单摆.png');
    // outside the public media folder
    assert.ok(fs.existsSync(path.join(uploadDir, 'report-files', row!.storedPath)));
    assert.ok(!fs.existsSync(path.join(uploadDir, 'files', row!.storedPath)));
    const served = await fetchFile(imageUrl);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/png');
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG);
  });

  it('serves a file only at a good, unexpired signature', async () => {
    const plain = await fetch(`${base}/api/report-files/${imageId}`);
    assert.equal(plain.status, 403);
    assert.match(await plain.text(), /文件链接无效或已过期/);
    const tampered = await fetchFile(imageUrl.replace(/s=.{4}/, 's=AAAA'));
    assert.equal(tampered.status, 403);
    const key = await reportFileKey(f.t.db);
    const old = signedFileUrl(key, imageId, Date.now() - 13 * 3600 * 1000);
    assert.equal((await fetchFile(old)).status, 403, 'expired');
    // a signature is for one file
    const otherId = imageUrl.replace(`/report-files/${imageId}?`, `/report-files/${imageId + 1}?`);
    assert.equal((await fetchFile(otherId)).status, 403);
  });

  it('refuses uploads to another’s report, of the wrong kind, or over the limits, storing nothing', async () => {
    const before = (await fileRows()).length;
    const foreign = await image(other.token);
    assert.equal(foreign.status, 403);
    assert.match(foreign.body, /只能向自己的实验报告上传文件/);
    const teacher = await image(f.tokens.teacher1);
    assert.equal(teacher.status, 403);
    const pdfAsImage = await image(student.token, reportId, PDF);
    assert.equal(pdfAsImage.status, 415);
    assert.equal(pdfAsImage.code, 'wrong-type');
    const big = await image(student.token, reportId, Buffer.concat([PNG, Buffer.alloc(70 * 1024)]));
    assert.equal(big.status, 413);
    assert.match(big.body, /报告的图片不能超过 64 KB/);
    const noUse = await upload(PNG, { report: String(reportId), kind: 'image' }, student.token);
    assert.equal(noUse.status, 400);
    assert.match(noUse.body, /参数错误：use/);
    const visitor = await upload(
      PNG,
      { report: String(reportId), use: 'image', kind: 'image' },
      '',
    );
    assert.equal(visitor.status, 401);
    // a student may not put files into the media library
    const media = await upload(PNG, { purpose: '', kind: 'image' }, student.token);
    assert.equal(media.status, 403);
    assert.equal((await fileRows()).length, before);
  });

  it('stores the plain address of its own image whatever form comes back, and signs it in answers', async () => {
    const absolute = `${base}${imageUrl.replace('&', '&amp;')}`;
    const saved = ok(
      await calls.post<MyReportDetail>(
        '/api/teaching/reportDraft',
        {
          id: reportId,
          sections: { data: `<p>照片：</p><p><img src="${absolute}" alt="装置"></p>` },
        },
        student.token,
      ),
    );
    assert.equal(
      (await stored()).sections.data,
      `<p>照片：</p><p><img src="/api/report-files/${imageId}" alt="装置" /></p>`,
    );
    const src = /src="([^"]+)"/.exec(saved.sections.data ?? '')?.[1] ?? '';
    assert.match(src, new RegExp(`^/api/report-files/${imageId}\\?e=\\d+&amp;s=`));
    assert.equal((await fetchFile(src)).status, 200);
  });

  it('refuses an image that is not this report’s, changing nothing', async () => {
    const theirs = await image(other.token, otherReportId);
    assert.ok(theirs.ok, theirs.body);
    const before = (await stored()).sections;
    const refused = await calls.post(
      '/api/teaching/reportDraft',
      { id: reportId, sections: { data: `<img src="/api/report-files/${theirs.id}">` } },
      student.token,
    );
    calls.refused(
      refused,
      /^参数错误：sections\.data 中的图片“\/api\/report-files\/\d+”不是这份报告上传的图片/,
    );
    const outside = await calls.post(
      '/api/teaching/reportDraft',
      { id: reportId, sections: { data: '<img src="https://example.com/a.png">' } },
      student.token,
    );
    calls.refused(outside, /^参数错误：sections\.data 中的图片/);
    assert.deepEqual((await stored()).sections, before);
  });

  it('lists attachments; a submitted version keeps them; teachers get the files; removal keeps what a version lists', async () => {
    const kept = await attachment('原始数据.pdf');
    assert.ok(kept.ok, kept.body);
    let detail = await mine();
    assert.deepEqual(
      detail.attachments.map((a) => [a.id, a.name, a.kind, a.removable]),
      [[kept.id, '原始数据.pdf', 'attachment', true]],
    );
    const download = await fetchFile(detail.attachments[0]!.url);
    assert.equal(download.status, 200);
    assert.match(
      download.headers.get('content-disposition') ?? '',
      /^attachment; filename\*=UTF-8''/,
    );
    assert.deepEqual(Buffer.from(await download.arrayBuffer()), PDF);

    detail = ok(await submitReport(calls, reportId, student.token));
    assert.deepEqual(
      detail.versions[0]!.attachments.map((a) => a.id),
      [kept.id],
    );
    assert.equal(detail.attachments[0]!.removable, false);
    const late = await attachment('补充.pdf');
    assert.equal(late.status, 403);
    assert.match(late.body, /报告已提交/);

    const graded = ok(
      await calls.get<ReportDetail>(
        '/api/teaching/reportDetail',
        { id: reportId },
        f.tokens.teacher1,
      ),
    );
    const teacherImage = /src="([^"]+)"/.exec(graded.sections.data ?? '')?.[1] ?? '';
    assert.equal((await fetchFile(teacherImage)).status, 200);
    assert.equal((await fetchFile(graded.attachments[0]!.url)).status, 200);

    ok(
      await calls.post(
        '/api/teaching/reportReturn',
        { id: reportId, message: '请补充数据处理过程', version: graded.version },
        f.tokens.teacher1,
      ),
    );
    // returned: the version's attachment is only taken off the working copy
    detail = ok(
      await calls.post<MyReportDetail>(
        '/api/teaching/reportFileDelete',
        { id: reportId, fileId: kept.id },
        student.token,
      ),
    );
    assert.deepEqual(detail.attachments, []);
    assert.deepEqual(
      detail.versions[0]!.attachments.map((a) => a.id),
      [kept.id],
    );
    assert.equal((await fetchFile(detail.versions[0]!.attachments[0]!.url)).status, 200);

    // a new one, removed before any submission: row and bytes go
    const fresh = await attachment('草稿.pdf');
    assert.ok(fresh.ok, fresh.body);
    const row = (await fileRows()).find((file) => file.id === fresh.id)!;
    ok(
      await calls.post(
        '/api/teaching/reportFileDelete',
        { id: reportId, fileId: fresh.id },
        student.token,
      ),
    );
    assert.equal(
      (await fileRows()).some((file) => file.id === fresh.id),
      false,
    );
    assert.equal(fs.existsSync(path.join(uploadDir, 'report-files', row.storedPath)), false);

    // not an attachment of this report / not one's own report
    calls.refused(
      await calls.post(
        '/api/teaching/reportFileDelete',
        { id: reportId, fileId: imageId },
        student.token,
      ),
      '参数错误：fileId 不是这份报告的附件',
    );
    calls.refused(
      await calls.post(
        '/api/teaching/reportFileDelete',
        { id: reportId, fileId: kept.id! },
        other.token,
      ),
      /无权限|资源不存在/,
    );
  });

  it('embeds the report’s images in its .docx', async () => {
    const file = ok(
      await calls.get<AdminExportFile>(
        '/api/teaching/reportDocx',
        { id: reportId },
        f.tokens.teacher1,
      ),
    );
    const zip = await JSZip.loadAsync(Buffer.from(file.contentBase64, 'base64'));
    const media = Object.keys(zip.files).filter((name) => name.startsWith('word/media/'));
    const embedded = await Promise.all(media.map((name) => zip.file(name)!.async('nodebuffer')));
    assert.ok(
      embedded.some((bytes) => bytes.equals(PNG)),
      `the section's PNG is embedded (media: ${media.join(', ')})`,
    );
    const xml = await zip.file('word/document.xml')!.async('string');
    assert.doesNotMatch(xml, /导出文件未嵌入图片/);
  });

  it('puts each report’s handed-in attachments beside its .docx in the class’s .zip', async () => {
    const [klass] = await f.t.db
      .select({ classId: reports.classId })
      .from(reports)
      .where(eq(reports.id, reportId));
    const file = ok(
      await calls.get<AdminExportFile>(
        '/api/teaching/reportZip',
        { classId: klass!.classId, experimentId: f.experimentId },
        f.tokens.teacher1,
      ),
    );
    const zip = await JSZip.loadAsync(Buffer.from(file.contentBase64, 'base64'));
    const names = Object.keys(zip.files)
      .filter((name) => !zip.files[name]!.dir)
      .sort();
    assert.deepEqual(names, [
      '20243001_王五_单摆测重力加速度.docx',
      '20243001_王五_单摆测重力加速度_附件/原始数据.pdf',
    ]);
    const pdf = await zip
      .file('20243001_王五_单摆测重力加速度_附件/原始数据.pdf')!
      .async('nodebuffer');
    assert.deepEqual(pdf, PDF);
  });
});
