/**
 * Tells an Office Open XML document (.docx, .xlsx, .pptx) from any other zip by the names in the
 * zip's central directory, read from the end of the finished file.
 */
import fs from 'node:fs/promises';
import type { DetectedType } from './file-types';

const OFFICE_PARTS: readonly [string, DetectedType][] = [
  [
    'word/document.xml',
    {
      kind: 'document',
      extension: 'docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ],
  [
    'xl/workbook.xml',
    {
      kind: 'document',
      extension: 'xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  ],
  [
    'ppt/presentation.xml',
    {
      kind: 'document',
      extension: 'pptx',
      mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    },
  ],
];

/** End of central directory record: at most 22 bytes + a 64 KB comment from the end. */
const EOCD_SEARCH = 22 + 65_535;

/** The names in a zip's central directory (empty when it is not a readable zip). */
async function zipEntryNames(filePath: string): Promise<string[]> {
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, EOCD_SEARCH);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let i = tailLength - 22; i >= 0; i -= 1) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd === -1) return [];
    const entries = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (dirOffset + dirSize > size || dirSize > 16 * 1024 * 1024) return [];
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    const names: string[] = [];
    let at = 0;
    for (let n = 0; n < entries && at + 46 <= dir.length; n += 1) {
      if (dir.readUInt32LE(at) !== 0x02014b50) break;
      const nameLength = dir.readUInt16LE(at + 28);
      const extraLength = dir.readUInt16LE(at + 30);
      const commentLength = dir.readUInt16LE(at + 32);
      names.push(dir.toString('utf8', at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
}

/**
 * The Office type of a finished zip upload, or null when it is not a Word, Excel or PowerPoint
 * document.
 */
export async function officeType(filePath: string): Promise<DetectedType | null> {
  const names = new Set(await zipEntryNames(filePath));
  if (!names.has('[Content_Types].xml')) return null;
  return OFFICE_PARTS.find(([part]) => names.has(part))?.[1] ?? null;
}
