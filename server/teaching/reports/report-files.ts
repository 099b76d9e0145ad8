/**
 * A report's files (images in its sections, attachments under it), uploaded through the resumable
 * uploads (server/uploads/upload-service.ts, purpose `report`). The bytes are kept outside the
 * public media folder; an `<img>` or a download link sends no login, so every answer carries
 * addresses signed with the server's key that expire after some hours. The text stores the plain
 * address (`/api/report-files/12`): whatever signed or absolute form the browser sends back is
 * folded to it, and an image that is not one of this report's images is refused.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  REPORT_FILE_PATH,
  type ReportFile,
  type ReportFileKind,
} from '../../../src/core/api/report-contract';
import {
  imagesOutsideMedia,
  MEDIA_IMAGE,
  sanitizeRichText,
} from '../../content/sanitize-rich-text';
import type { Database } from '../../db/open-database';
import { reportFiles, reportVersions, siteSettings } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import type { DocxImage, DocxImages } from './report-html-docx';
import { latestVersionOf } from './report-version-counts';

export type ReportFileRow = typeof reportFiles.$inferSelect;

const KEY_SETTING = 'report-file-key';
/** A signed address is good for this long (rounded up to the hour, so answers repeat it). */
const VALID_SECONDS = 12 * 3600;

let cachedKey: Buffer | null = null;

/**
 * The signing key, made once per database (kept in site_settings so every worker shares it).
 * Call at start (outside any transaction) so a rolled-back transaction never holds the first one.
 * @example
 * await reportFileKey(ctx.db);
 */
export async function reportFileKey(db: Database): Promise<Buffer> {
  if (cachedKey) return cachedKey;
  await db
    .insert(siteSettings)
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, KEY_SETTING));
  cachedKey = Buffer.from(String(row?.value ?? ''), 'base64url');
  return cachedKey;
}

const signature = (key: Buffer, id: number, expires: number) =>
  createHmac('sha256', key).update(`${id}.${expires}`).digest('base64url').slice(0, 32);

/** A signed address of a file (real time, not the app's clock: it is about transport). */
export function signedFileUrl(key: Buffer, id: number, nowMs = Date.now()): string {
  const expires = Math.ceil((nowMs / 1000 + VALID_SECONDS) / 3600) * 3600;
  return `${REPORT_FILE_PATH}${id}?e=${expires}&s=${signature(key, id, expires)}`;
}

/** Whether a signed address's expiry and signature are good. */
export function validFileSignature(
  key: Buffer,
  id: number,
  expires: string | undefined,
  given: string | undefined,
  nowMs = Date.now(),
): boolean {
  const at = Number(expires);
  if (!Number.isInteger(at) || at * 1000 < nowMs || typeof given !== 'string') return false;
  const wanted = Buffer.from(signature(key, id, at));
  const actual = Buffer.from(given);
  return wanted.length === actual.length && timingSafeEqual(wanted, actual);
}

/** An address of a report file inside an attribute, in any form the browser may send back. */
const FILE_ADDRESS =
  /((?:src|href)=")(?:https?:\/\/[^"/]+)?\/api\/report-files\/(\d+)(?:\?[^"]*)?"/g;
/** The plain address, as stored. */
const PLAIN_ADDRESS = /((?:src|href)=")\/api\/report-files\/(\d+)"/g;

/** Report-file addresses folded to their plain, stored form. */
export function plainFileAddresses(html: string): string {
  return html.replace(FILE_ADDRESS, `$1${REPORT_FILE_PATH}$2"`);
}

/** The stored text with each report file's address signed. */
export function signedFileAddresses(html: string, key: Buffer, nowMs = Date.now()): string {
  return html.replace(
    PLAIN_ADDRESS,
    (_all, attribute: string, id: string) =>
      `${attribute}${signedFileUrl(key, Number(id), nowMs).replaceAll('&', '&amp;')}"`,
  );
}

/** Every section's text with its files' addresses signed. */
export function signedSections(
  sections: Record<string, string>,
  key: Buffer,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(sections).map(([name, html]) => [name, signedFileAddresses(html, key)]),
  );
}

/** The files of a report, oldest first. */
export async function filesOfReport(db: Database, reportId: number): Promise<ReportFileRow[]> {
  return db
    .select()
    .from(reportFiles)
    .where(eq(reportFiles.reportId, reportId))
    .orderBy(asc(reportFiles.id));
}

/** Ids of the attachments any submitted version of the report lists. */
export async function attachmentsInVersions(db: Database, reportId: number): Promise<Set<number>> {
  const rows = await db
    .select({ attachments: reportVersions.attachments })
    .from(reportVersions)
    .where(eq(reportVersions.reportId, reportId));
  return new Set(rows.flatMap((row) => row.attachments));
}

/** A file as the answers give it. */
export function toReportFile(row: ReportFileRow, key: Buffer, removable: boolean): ReportFile {
  return {
    id: row.id,
    kind: row.kind,
    name: row.originalName,
    size: row.size,
    mimeType: row.mimeType,
    url: signedFileUrl(key, row.id),
    createdAt: row.createdAt.toISOString(),
    removable,
  };
}

/** How many files a report holds and their bytes together (for the limits). */
export async function reportFileUsage(
  db: Database,
  reportId: number,
): Promise<{ files: number; bytes: number }> {
  const [usage] = await db
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${reportFiles.size}), 0)::bigint`,
    })
    .from(reportFiles)
    .where(eq(reportFiles.reportId, reportId));
  return { files: Number(usage?.files ?? 0), bytes: Number(usage?.bytes ?? 0) };
}

/** A file of a report of the given kind, or undefined. */
export async function fileOfReport(
  db: Database,
  reportId: number,
  fileId: number,
  kind?: ReportFileKind,
): Promise<ReportFileRow | undefined> {
  const [row] = await db
    .select()
    .from(reportFiles)
    .where(
      and(
        eq(reportFiles.id, fileId),
        eq(reportFiles.reportId, reportId),
        kind ? eq(reportFiles.kind, kind) : undefined,
      ),
    );
  return row;
}

const IMAGE_ADDRESS = /^\/api\/report-files\/(\d+)$/;

/**
 * A section as a student saves it: report-file addresses folded to their plain form, sanitised as
 * articles are, and refused (naming the field and the image) when it shows an image that is
 * neither one of this report's images nor of the portal's media library.
 * @example
 * sections[key] = checkedReportText(html, `sections.${key}`, new Set([12, 13]));
 */
export function checkedReportText(
  html: string,
  field: string,
  imageIds: ReadonlySet<number>,
): string {
  const plain = plainFileAddresses(html);
  const accept = (src: string) => {
    const id = IMAGE_ADDRESS.exec(src)?.[1];
    return id === undefined ? MEDIA_IMAGE.test(src) : imageIds.has(Number(id));
  };
  const [first] = imagesOutsideMedia(plain, accept);
  if (first !== undefined)
    throw new ApiError(
      `参数错误：${field} 中的图片“${first.slice(0, 80)}”不是这份报告上传的图片，请用“插入图片”上传`,
    );
  return sanitizeRichText(plain, accept);
}

/** The ids of a report's images (kind image). */
export async function imageIdsOf(db: Database, reportId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: reportFiles.id })
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), eq(reportFiles.kind, 'image')));
  return new Set(rows.map((row) => row.id));
}

/** An image's bytes as Word reads them (WebP is redrawn as PNG), with its size; null if unreadable. */
async function docxImageOf(bytes: Buffer, mimeType: string): Promise<DocxImage | null> {
  try {
    const image = await loadImage(bytes);
    const { width, height } = image;
    if (!width || !height) return null;
    if (mimeType === 'image/png') return { data: bytes, type: 'png', width, height };
    if (mimeType === 'image/jpeg') return { data: bytes, type: 'jpg', width, height };
    if (mimeType === 'image/gif') return { data: bytes, type: 'gif', width, height };
    const canvas = createCanvas(width, height);
    canvas.getContext('2d').drawImage(image, 0, 0);
    return { data: canvas.toBuffer('image/png'), type: 'png', width, height };
  } catch {
    return null;
  }
}

/**
 * The report's images for its .docx, read from `<uploadsDir>/<filesDir>` (a missing or unreadable
 * file is left to the export's note).
 * @example
 * const images = await docxImagesOf(db, path.join(config.uploads.dir, 'report-files'), 5);
 */
export async function docxImagesOf(
  db: Database,
  filesDir: string,
  reportId: number,
): Promise<DocxImages> {
  const found = new Map<number, DocxImage>();
  for (const file of await filesOfReport(db, reportId)) {
    if (file.kind !== 'image') continue;
    const bytes = await fs.readFile(path.join(filesDir, file.storedPath)).catch(() => null);
    const image = bytes && (await docxImageOf(bytes, file.mimeType));
    if (image) found.set(file.id, image);
  }
  return (src) => {
    const id = /\/api\/report-files\/(\d+)/.exec(src)?.[1];
    return id === undefined ? undefined : found.get(Number(id));
  };
}

/** The attachments of the report's latest submitted version (what was handed in). */
export async function handedInAttachments(
  db: Database,
  reportId: number,
): Promise<ReportFileRow[]> {
  const latest = await latestVersionOf(db, reportId);
  if (!latest?.attachments.length) return [];
  return db
    .select()
    .from(reportFiles)
    .where(and(eq(reportFiles.reportId, reportId), inArray(reportFiles.id, latest.attachments)))
    .orderBy(asc(reportFiles.id));
}
