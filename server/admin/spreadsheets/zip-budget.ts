/**
 * How much an .xlsx (a zip) inflates to, found out before anything else reads it: every entry is
 * inflated with a cap on its output, so neither a huge entry nor a central directory that lies
 * about sizes gets further than the budget. An import bomb (145 KB inflating to 49 MB) is
 * refused in milliseconds instead of stalling the server while a workbook reader inflates it.
 */
import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;
const MAX_ENTRIES = 1000;

export type ZipVerdict = 'ok' | 'too-large' | 'unreadable';

function endOfDirectory(bytes: Buffer): number {
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= earliest; at -= 1)
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  return -1;
}

/**
 * Whether the zip inflates to at most `budget` bytes in all.
 * @example
 * if (zipVerdict(bytes, 8 * 1024 * 1024) === 'too-large') throw new ApiError('…');
 */
export function zipVerdict(bytes: Buffer, budget: number): ZipVerdict {
  const end = endOfDirectory(bytes);
  if (end < 0) return 'unreadable';
  const entries = bytes.readUInt16LE(end + 10);
  if (entries > MAX_ENTRIES) return 'too-large';
  let at = bytes.readUInt32LE(end + 16);
  let left = budget;
  for (let n = 0; n < entries; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return 'unreadable';
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at +=
      46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER)
      return 'unreadable';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressed);
    if (method === STORED) {
      left -= data.length;
    } else if (method === DEFLATED) {
      try {
        left -= inflateRawSync(data, { maxOutputLength: Math.max(1, left + 1) }).length;
      } catch (error) {
        return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
          ? 'too-large'
          : 'unreadable';
      }
    } else {
      return 'unreadable';
    }
    if (left < 0) return 'too-large';
  }
  return 'ok';
}
