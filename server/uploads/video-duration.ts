/**
 * A video's duration read from the finished file on the server, without external programs:
 * MP4/QuickTime from the `mvhd` box, WebM from the Segment Info `Duration` — or, for files a
 * browser recorded (MediaRecorder writes no Duration), from the timecodes of the last cluster.
 */
import fs from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

// ---------------------------------------------------------------- MP4 / QuickTime

interface Box {
  type: string;
  /** Where its content starts and ends. */
  start: number;
  end: number;
}

async function* boxes(handle: FileHandle, from: number, to: number): AsyncGenerator<Box> {
  let at = from;
  while (at + 8 <= to) {
    const header = await readAt(handle, at, 16);
    if (header.length < 8) return;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < headerSize) return;
    yield { type, start: at + headerSize, end: Math.min(at + size, to) };
    at += size;
  }
}

async function mp4Seconds(handle: FileHandle, fileSize: number): Promise<number | null> {
  for await (const box of boxes(handle, 0, fileSize)) {
    if (box.type !== 'moov') continue;
    for await (const inner of boxes(handle, box.start, box.end)) {
      if (inner.type !== 'mvhd') continue;
      const mvhd = await readAt(handle, inner.start, 32);
      const version = mvhd[0];
      const [timescale, duration] =
        version === 1
          ? [mvhd.readUInt32BE(20), Number(mvhd.readBigUInt64BE(24))]
          : [mvhd.readUInt32BE(12), mvhd.readUInt32BE(16)];
      return timescale > 0 ? duration / timescale : null;
    }
  }
  return null;
}

// ---------------------------------------------------------------- WebM (EBML)

const ID_SEGMENT = 0x18538067;
const ID_INFO = 0x1549a966;
const ID_CLUSTER = 0x1f43b675;
const ID_TIMECODE_SCALE = 0x2ad7b1;
const ID_DURATION = 0x4489;
const ID_CLUSTER_TIMECODE = 0xe7;
const ID_SIMPLE_BLOCK = 0xa3;
const ID_BLOCK_GROUP = 0xa0;
const ID_BLOCK = 0xa1;

interface Vint {
  value: number;
  length: number;
  /** All value bits set: "unknown size". */
  unknown: boolean;
}

function vint(buffer: Buffer, at: number, keepMarker: boolean): Vint | null {
  const first = buffer[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (length > 8 || at + length > buffer.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = buffer[at + i]!;
    value = value * 256 + byte;
    if (byte !== 0xff) allOnes = false;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

interface Element {
  id: number;
  /** Where its content starts (relative to the buffer) and its size (null: unknown). */
  start: number;
  size: number | null;
}

function element(buffer: Buffer, at: number): Element | null {
  const id = vint(buffer, at, true);
  if (!id) return null;
  const size = vint(buffer, at + id.length, false);
  if (!size) return null;
  return {
    id: id.value,
    start: at + id.length + size.length,
    size: size.unknown ? null : size.value,
  };
}

function readUint(buffer: Buffer, start: number, size: number): number {
  let value = 0;
  for (let i = 0; i < size; i += 1) value = value * 256 + (buffer[start + i] ?? 0);
  return value;
}

function readFloat(buffer: Buffer, start: number, size: number): number | null {
  if (size === 4) return buffer.readFloatBE(start);
  if (size === 8) return buffer.readDoubleBE(start);
  return null;
}

/** Info's Duration × TimecodeScale, or the scale alone when Duration is missing. */
function parseInfo(info: Buffer): { scale: number; duration: number | null } {
  let scale = 1_000_000;
  let duration: number | null = null;
  let at = 0;
  while (at < info.length) {
    const child = element(info, at);
    if (!child || child.size === null) break;
    if (child.id === ID_TIMECODE_SCALE) scale = readUint(info, child.start, child.size);
    if (child.id === ID_DURATION) duration = readFloat(info, child.start, child.size);
    at = child.start + child.size;
  }
  return { scale, duration };
}

/** The largest block time (in timecode units) of the last cluster found in the file's tail. */
function lastBlockTime(tail: Buffer): number | null {
  const marker = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);
  let from = tail.length;
  while (from > 0) {
    const found = tail.lastIndexOf(marker, from - 1);
    if (found === -1) return null;
    const cluster = element(tail, found);
    if (cluster) {
      const end =
        cluster.size === null ? tail.length : Math.min(tail.length, cluster.start + cluster.size);
      let base: number | null = null;
      let latest: number | null = null;
      const blockTime = (at: number, extra: number) => {
        const track = vint(tail, at, false);
        if (!track || at + track.length + 2 > tail.length) return;
        const relative = tail.readInt16BE(at + track.length);
        latest = Math.max(latest ?? -Infinity, relative + extra);
      };
      let at = cluster.start;
      while (at < end) {
        const child = element(tail, at);
        if (!child || child.size === null || child.id === ID_CLUSTER) break;
        if (child.id === ID_CLUSTER_TIMECODE) base = readUint(tail, child.start, child.size);
        if (child.id === ID_SIMPLE_BLOCK) blockTime(child.start, 0);
        if (child.id === ID_BLOCK_GROUP) {
          let inner = child.start;
          while (inner < child.start + child.size) {
            const part = element(tail, inner);
            if (!part || part.size === null) break;
            if (part.id === ID_BLOCK) blockTime(part.start, 0);
            inner = part.start + part.size;
          }
        }
        at = child.start + child.size;
      }
      if (base !== null) return base + (latest ?? 0);
    }
    from = found;
  }
  return null;
}

const HEAD_READ = 1024 * 1024;
const TAIL_READ = 4 * 1024 * 1024;

async function webmSeconds(handle: FileHandle, fileSize: number): Promise<number | null> {
  const head = await readAt(handle, 0, Math.min(fileSize, HEAD_READ));
  const ebml = element(head, 0);
  if (!ebml || ebml.size === null) return null;
  const segment = element(head, ebml.start + ebml.size);
  if (!segment || segment.id !== ID_SEGMENT) return null;
  let at = segment.start;
  let scale = 1_000_000;
  while (at < head.length) {
    const child = element(head, at);
    if (!child || child.size === null || child.id === ID_CLUSTER) break;
    if (child.id === ID_INFO) {
      const info = parseInfo(head.subarray(child.start, child.start + child.size));
      scale = info.scale;
      if (info.duration !== null && info.duration > 0) return (info.duration * scale) / 1e9;
      break;
    }
    at = child.start + child.size;
  }
  const tailStart = Math.max(0, fileSize - TAIL_READ);
  const last = lastBlockTime(await readAt(handle, tailStart, fileSize - tailStart));
  return last === null ? null : (last * scale) / 1e9;
}

/**
 * Whole seconds of a finished video file (MP4/QuickTime or WebM), or null when it cannot be read.
 * @example
 * await videoDurationSeconds('/data/uploads/incoming/abc', 'video/webm'); // 26
 */
export async function videoDurationSeconds(
  filePath: string,
  mimeType: string,
): Promise<number | null> {
  const handle = await fs.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const seconds =
      mimeType === 'video/webm' ? await webmSeconds(handle, size) : await mp4Seconds(handle, size);
    return seconds !== null && Number.isFinite(seconds) && seconds >= 0
      ? Math.round(seconds)
      : null;
  } finally {
    await handle.close();
  }
}
