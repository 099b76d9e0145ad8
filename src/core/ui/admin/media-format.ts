/** Sizes, speeds, durations and kinds as the media library shows them. */
import type { MediaKind } from '../../api/admin-contract';
import { mediaT, type AdminMediaKey } from '../../i18n/zh-cn/admin-media';

const KIND_KEYS: Record<MediaKind, AdminMediaKey> = {
  video: 'media.kind.video',
  image: 'media.kind.image',
  document: 'media.kind.document',
};

/**
 * The name of a media kind (视频, 图片, 文档).
 * @example
 * mediaKindName('image'); // '图片'
 */
export const mediaKindName = (kind: MediaKind): string => mediaT(KIND_KEYS[kind]);

/**
 * `512 B`, `12.3 KB`, `4.5 MB`, `1.2 GB`.
 * @example
 * formatBytes(1536); // '1.5 KB'
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1).replace(/\.0$/, '')} ${units[unit]}`;
}

/**
 * A video length as `0:26`, `12:05` or `1:02:03`.
 * @example
 * formatClock(3723); // '1:02:03'
 */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** Bytes per second over the last samples (at least half a second apart). */
export class SpeedMeter {
  private samples: { at: number; bytes: number }[] = [];

  add(bytes: number, at = performance.now()): void {
    this.samples.push({ at, bytes });
    // keep about five seconds
    while (this.samples.length > 2 && at - this.samples[0]!.at > 5000) this.samples.shift();
  }

  reset(): void {
    this.samples = [];
  }

  bytesPerSecond(): number | null {
    const first = this.samples[0];
    const last = this.samples.at(-1);
    if (!first || !last || last.at - first.at < 500) return null;
    return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at));
  }
}
