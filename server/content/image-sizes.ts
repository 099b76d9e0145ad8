/**
 * The width and height of the media library's images in rich text: an `<img>` without them takes
 * no room until its file arrives and then pushes the text below it down (a layout shift on every
 * article with a picture). The sizes are read from the files' headers — PNG, JPEG, GIF, WebP, SVG —
 * and written into the tags a detail answer sends; the browser then keeps the room from the start
 * (`height: auto` with the attributes gives the image its aspect ratio before it loads).
 */
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_IMAGE } from './sanitize-rich-text';

export interface ImageSize {
  width: number;
  height: number;
}

/** Enough of a file for every format's size: a JPEG's frame header may follow long metadata. */
const HEAD_BYTES = 64 * 1024;

function pngSize(head: Buffer): ImageSize | null {
  if (head.length < 24 || head.readUInt32BE(0) !== 0x89504e47) return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

function gifSize(head: Buffer): ImageSize | null {
  if (head.length < 10 || head.toString('latin1', 0, 4) !== 'GIF8') return null;
  return { width: head.readUInt16LE(6), height: head.readUInt16LE(8) };
}

function webpSize(head: Buffer): ImageSize | null {
  if (head.length < 30 || head.toString('latin1', 0, 4) !== 'RIFF') return null;
  if (head.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = head.toString('latin1', 12, 16);
  if (chunk === 'VP8X')
    return { width: 1 + head.readUIntLE(24, 3), height: 1 + head.readUIntLE(27, 3) };
  if (chunk === 'VP8 ')
    return { width: head.readUInt16LE(26) & 0x3fff, height: head.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = head.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

/** A JPEG's size is in its first start-of-frame segment (SOF0–SOF15 but DHT, JPG and DAC). */
function jpegSize(head: Buffer): ImageSize | null {
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8) return null;
  let at = 2;
  while (at + 9 < head.length) {
    if (head[at] !== 0xff) return null;
    const marker = head[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return { width: head.readUInt16BE(at + 7), height: head.readUInt16BE(at + 5) };
    at += 2 + head.readUInt16BE(at + 2);
  }
  return null;
}

/** An SVG's `width` and `height` in pixels, or its viewBox's when it gives none. */
function svgSize(head: Buffer): ImageSize | null {
  const tag = /<svg\b[^>]*>/i.exec(head.toString('utf8'))?.[0];
  if (!tag) return null;
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag);
    return value ? Number(value[1]) : null;
  };
  const [width, height] = [number('width'), number('height')];
  if (width && height) return { width, height };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(tag);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}

/**
 * The size of an image from its first bytes, or null when the format is not one of the five or
 * the header is damaged.
 * @example
 * imageSizeOf(fs.readFileSync('banner.png')); // → { width: 1200, height: 400 }
 */
export function imageSizeOf(head: Buffer): ImageSize | null {
  const size = pngSize(head) ?? gifSize(head) ?? webpSize(head) ?? jpegSize(head) ?? svgSize(head);
  if (!size || !(size.width > 0) || !(size.height > 0)) return null;
  return { width: Math.round(size.width), height: Math.round(size.height) };
}

// one entry per file and modification time: a replaced file is read again
const sizes = new Map<string, ImageSize | null>();
const MAX_REMEMBERED = 2000;

function mediaFileSize(mediaDir: string, src: string): ImageSize | null {
  let file: string;
  let key: string;
  try {
    file = path.resolve(mediaDir, decodeURIComponent(src.slice('/media/'.length)));
    if (!file.startsWith(path.resolve(mediaDir) + path.sep)) return null;
    key = `${file}|${fs.statSync(file).mtimeMs}`;
  } catch {
    return null;
  }
  if (sizes.has(key)) return sizes.get(key) ?? null;
  let size: ImageSize | null = null;
  let handle: number | null = null;
  try {
    handle = fs.openSync(file, 'r');
    const head = Buffer.alloc(HEAD_BYTES);
    size = imageSizeOf(head.subarray(0, fs.readSync(handle, head, 0, HEAD_BYTES, 0)));
  } catch {
    size = null;
  } finally {
    if (handle !== null) fs.closeSync(handle);
  }
  if (sizes.size >= MAX_REMEMBERED) sizes.clear();
  sizes.set(key, size);
  return size;
}

const IMG_TAG = /<img\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i').exec(tag)?.[1];

/**
 * Rich text whose media-library images carry their files' width and height (those given by the
 * editor are kept; an image whose file is missing or unreadable is left as it is).
 * @example
 * sizedImages('<p><img src="/media/a.png" /></p>', mediaDir);
 * // → '<p><img width="800" height="450" src="/media/a.png" /></p>'
 */
export function sizedImages(html: string, mediaDir: string): string {
  if (!html.includes('<img')) return html;
  return html.replace(IMG_TAG, (tag) => {
    const src = attribute(tag, 'src');
    if (!src || !MEDIA_IMAGE.test(src)) return tag;
    if (attribute(tag, 'width') !== undefined || attribute(tag, 'height') !== undefined) return tag;
    const size = mediaFileSize(mediaDir, src);
    return size
      ? tag.replace(/^<img\b/i, `<img width="${size.width}" height="${size.height}"`)
      : tag;
  });
}
