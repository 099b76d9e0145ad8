/**
 * Uploads to a lab report (purpose `report` in the upload metadata): a student's images for the
 * sections and attachments, through the same resumable endpoint as the console's media. Who may
 * upload is the report's author while it can be edited; the limits are the report's (files and
 * bytes together) besides the kind's; a finished upload becomes one report_files row, its bytes
 * kept outside the public media folder (served signed, server/teaching/reports/report-files.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { MediaKind } from '../../src/core/api/admin-contract';
import {
  REPORT_FILE_KINDS,
  REPORT_LIMITS,
  type ReportFileKind,
} from '../../src/core/api/report-contract';
import type { UploadConfig } from '../config';
import type { Database } from '../db/open-database';
import { classes, reportFiles, reports } from '../db/schema';
import { reportFileUsage } from '../teaching/reports/report-files';
import type { DetectedType } from './file-types';
import { sizeText, UploadRefusal } from './upload-messages';

/** What the server keeps with a report upload. */
export interface ReportUploadMeta {
  report: string;
  use: ReportFileKind;
}

/** Finished report files live here, under `<UPLOAD_DIR>`. */
export const REPORT_FILES_DIR = 'report-files';

const refuse = (status: number, code: 'bad-metadata' | 'forbidden' | 'too-large', text: string) =>
  new UploadRefusal(status, code, text);

/** The report, if it is the user's and can be edited now (a draft or returned, class not archived). */
async function writableReportOf(db: Database, userId: number, reportId: number) {
  const [row] = await db
    .select({ id: reports.id, userId: reports.userId, status: reports.status })
    .from(reports)
    .innerJoin(classes, and(eq(classes.id, reports.classId), isNull(classes.archivedAt)))
    .where(eq(reports.id, reportId));
  if (!row || row.userId !== userId) throw refuse(403, 'forbidden', '只能向自己的实验报告上传文件');
  if (row.status !== 'draft' && row.status !== 'returned')
    throw refuse(403, 'forbidden', '报告已提交，老师退回后才能再上传文件');
  return row;
}

/** The largest file of a use (an image obeys the image limit; an attachment the report's too). */
function largestOf(use: ReportFileKind, kind: MediaKind, uploads: UploadConfig): number {
  return use === 'image'
    ? uploads.maxBytes.image
    : Math.min(uploads.maxBytes[kind], REPORT_LIMITS.attachmentBytes);
}

/**
 * Checks a new report upload (before any byte is stored) and answers what to keep with it.
 * @example
 * const meta = await reportUploadMeta(db, user.id, upload.metadata, upload.size, 'image', config.uploads);
 */
export async function reportUploadMeta(
  db: Database,
  userId: number,
  metadata: Record<string, string | null | undefined>,
  size: number,
  kind: MediaKind,
  uploads: UploadConfig,
): Promise<ReportUploadMeta> {
  const use = metadata.use as ReportFileKind | undefined;
  if (!use || !REPORT_FILE_KINDS.includes(use))
    throw refuse(400, 'bad-metadata', '参数错误：use 必须是 image 或 attachment');
  if (kind === 'video' || (use === 'image' && kind !== 'image'))
    throw refuse(
      400,
      'bad-metadata',
      use === 'image'
        ? '参数错误：报告正文中的图片 kind 须为 image'
        : '参数错误：报告附件 kind 须为 image 或 document',
    );
  const reportId = Number(metadata.report);
  if (!Number.isInteger(reportId) || reportId <= 0)
    throw refuse(400, 'bad-metadata', '参数错误：report 必须是报告编号');
  const report = await writableReportOf(db, userId, reportId);
  const largest = largestOf(use, kind, uploads);
  if (size > largest)
    throw refuse(
      413,
      'too-large',
      `文件过大：报告的${use === 'image' ? '图片' : '附件'}不能超过 ${sizeText(largest)}`,
    );
  const usage = await reportFileUsage(db, report.id);
  if (usage.files >= REPORT_LIMITS.files)
    throw refuse(413, 'too-large', `一份报告最多上传 ${REPORT_LIMITS.files} 个文件（含图片）`);
  if (usage.bytes + size > REPORT_LIMITS.fileBytes)
    throw refuse(
      413,
      'too-large',
      `一份报告的文件合计不能超过 ${sizeText(REPORT_LIMITS.fileBytes)}（已用 ${sizeText(usage.bytes)}）`,
    );
  return { report: String(report.id), use };
}

/** The report file an upload became, if it did. */
export async function reportFileOfUpload(db: Database, uploadId: string) {
  const [row] = await db.select().from(reportFiles).where(eq(reportFiles.uploadId, uploadId));
  return row;
}

export interface FinishedReportUpload {
  uploadId: string;
  source: string;
  type: DetectedType;
  size: number;
  originalName: string;
  userId: number;
  meta: ReportUploadMeta;
}

/**
 * Moves a finished upload's bytes beside the other report files and records it (the report must
 * still be the user's and editable). Answers the new row's id and size.
 * @example
 * const file = await finishReportUpload(db, now, uploads.dir, finished);
 */
export async function finishReportUpload(
  db: Database,
  now: Date,
  uploadsDir: string,
  finished: FinishedReportUpload,
): Promise<{ id: number; size: number }> {
  const { type, meta } = finished;
  const month = now.toISOString().slice(0, 7);
  const storedPath = `${month}/${finished.uploadId}.${type.extension}`;
  const target = path.join(uploadsDir, REPORT_FILES_DIR, storedPath);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.rename(finished.source, target);
  try {
    return await db.transaction(async (tx) => {
      const report = await writableReportOf(tx, finished.userId, Number(meta.report));
      const [created] = await tx
        .insert(reportFiles)
        .values({
          reportId: report.id,
          uploadId: finished.uploadId,
          kind: meta.use,
          originalName: finished.originalName,
          size: finished.size,
          mimeType: type.mimeType,
          storedPath,
          uploadedBy: finished.userId,
          createdAt: now,
        })
        .returning({ id: reportFiles.id, size: reportFiles.size });
      if (!created) throw new Error('insert into report_files returned no row');
      return created;
    });
  } catch (error) {
    // not recorded: the bytes go back, so a retry (HEAD) can finish it, or the refusal deletes them
    await fs.rename(target, finished.source).catch(() => undefined);
    throw error;
  }
}
