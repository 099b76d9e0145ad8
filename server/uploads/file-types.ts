/**
 * What a file is, read from its first bytes (magic numbers), never from its name: the console's
 * upload kinds and the formats each accepts.
 */
import type { MediaKind } from '../../src/core/api/admin-contract';

/** Bytes from the start of a file that decide its type (the EBML DocType of WebM is within them). */
export const HEAD_BYTES = 64;

export interface DetectedType {
  kind: MediaKind;
  mimeType: string;
  /** File extension of the stored copy (without the dot). */
  extension: string;
}

/** An Office Open XML document (.docx, .xlsx, .pptx): a zip, told apart at the end of the upload. */
export const ZIP_CONTAINER = 'application/zip';

const ascii = (head: Uint8Array, from: number, to: number): string =>
  String.fromCharCode(...head.subarray(from, Math.min(to, head.length)));

function startsWith(head: Uint8Array, bytes: readonly number[], at = 0): boolean {
  return bytes.every((byte, i) => head[at + i] === byte);
}

/** The DocType of an EBML header (`webm`, `matroska`), or null. */
function ebmlDocType(head: Uint8Array): string | null {
  for (let i = 4; i + 3 < head.length; i += 1) {
    // DocType element 0x4282, then a one-byte size (0x80 | n)
    if (head[i] === 0x42 && head[i + 1] === 0x82) {
      const size = (head[i + 2] ?? 0) & 0x7f;
      if ((head[i + 2] ?? 0) & 0x80 && size > 0 && size < 16)
        return ascii(head, i + 3, i + 3 + size);
    }
  }
  return null;
}

/**
 * The type of a file from its first bytes (up to HEAD_BYTES), or null when it is none of the
 * accepted formats. A zip comes back as ZIP_CONTAINER: whether it is an Office document is read
 * from its directory once the whole file is there (see office-container.ts).
 * @example
 * detectType(firstBytes)?.mimeType; // 'video/mp4'
 */
export function detectType(head: Uint8Array): DetectedType | null {
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (brand === 'qt  ') return { kind: 'video', mimeType: 'video/quicktime', extension: 'mov' };
    if (/^M4[AB]/.test(brand)) return null; // audio only
    return { kind: 'video', mimeType: 'video/mp4', extension: 'mp4' };
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ebmlDocType(head) === 'webm'
      ? { kind: 'video', mimeType: 'video/webm', extension: 'webm' }
      : null;
  }
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mimeType: 'image/png', extension: 'png' };
  if (startsWith(head, [0xff, 0xd8, 0xff]))
    return { kind: 'image', mimeType: 'image/jpeg', extension: 'jpg' };
  if (/^GIF8[79]a/.test(ascii(head, 0, 6)))
    return { kind: 'image', mimeType: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { kind: 'image', mimeType: 'image/webp', extension: 'webp' };
  if (ascii(head, 0, 5) === '%PDF-')
    return { kind: 'document', mimeType: 'application/pdf', extension: 'pdf' };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]))
    return { kind: 'document', mimeType: ZIP_CONTAINER, extension: 'zip' };
  return null;
}

/** Whether HEAD_BYTES (or the whole, shorter file) are enough to decide. */
export function enoughToDecide(have: number, fileSize: number | undefined): boolean {
  return have >= HEAD_BYTES || (fileSize !== undefined && have >= fileSize);
}
