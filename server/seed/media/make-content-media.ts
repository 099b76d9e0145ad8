/**
 * Makes the demo content's media files under server/media/: resource covers (resources/*.svg),
 * article covers (articles/*.svg), banners (banners/*.svg), the logo (site/logo.svg) and the
 * attachments (attachments/*: PDF, TXT, CSV, ZIP, GLB), all small and deterministic. The results
 * are committed; nothing runs this at test or run time. Run after changing the demo content:
 *
 *   node --import tsx server/seed/media/make-content-media.ts
 *
 * The short videos come from make-content-videos.sh (needs ffmpeg).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NOTICES } from '../content/notices';
import { RED_RESOURCES } from '../content/red-resources';
import type { ResourceSeed } from '../content/seed-types';
import { BANNERS, SITE_INFO } from '../content/site';
import { TEACHING_RESOURCES } from '../content/teaching-resources';

const MEDIA = fileURLToPath(new URL('../../media/', import.meta.url));

function write(file: string, data: string | Buffer): void {
  const target = path.join(MEDIA, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, data);
}

function escapeXml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  );
}

/** A small deterministic pseudo-random sequence (same files on every run). */
function random(seed: string): () => number {
  let state = 2166136261;
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

/** Splits a title into lines of at most `width` characters (CJK counts 1, ASCII ½). */
function wrap(text: string, width: number, asciiWidth = 0.5): string[] {
  const lines: string[] = [];
  let line = '';
  let size = 0;
  for (const ch of text) {
    const w = ch.charCodeAt(0) < 128 ? asciiWidth : 1;
    if (size + w > width) {
      lines.push(line);
      line = '';
      size = 0;
    }
    line += ch;
    size += w;
  }
  if (line) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------- SVG images

const PALETTES = [
  ['#b71c1c', '#e53935'],
  ['#0d47a1', '#1e88e5'],
  ['#004d40', '#26a69a'],
  ['#4a148c', '#8e24aa'],
  ['#e65100', '#fb8c00'],
  ['#263238', '#546e7a'],
];

const MEDIA_LABEL: Record<ResourceSeed['mediaType'], string> = {
  video: '视频',
  document: '文档',
  image: '图片',
  model: '三维模型',
  link: '外部链接',
};

function coverSvg(resource: ResourceSeed, index: number): string {
  const [dark, light] =
    resource.kind === 'red' ? ['#8b0000', '#d32f2f'] : PALETTES[index % PALETTES.length]!;
  const lines = wrap(resource.title, 13).slice(0, 3);
  const next = random(resource.slug);
  const circles = Array.from({ length: 5 }, () => {
    const r = 20 + Math.round(next() * 70);
    return `<circle cx="${Math.round(next() * 480)}" cy="${Math.round(next() * 270)}" r="${r}" fill="#fff" opacity="0.08"/>`;
  }).join('');
  const text = lines
    .map(
      (line, i) =>
        `<text x="32" y="${118 + i * 40 - (lines.length - 1) * 20}" font-size="30" font-weight="bold" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>${circles}
<g font-family="'Noto Sans CJK SC','Microsoft YaHei','PingFang SC',sans-serif">${text}
<rect x="32" y="200" width="${28 + MEDIA_LABEL[resource.mediaType].length * 18}" height="34" rx="17" fill="#fff" opacity="0.9"/>
<text x="46" y="223" font-size="18" fill="${dark}">${MEDIA_LABEL[resource.mediaType]}</text>
<text x="448" y="223" font-size="16" fill="#fff" opacity="0.85" text-anchor="end">${escapeXml(resource.category[1])}</text></g>
</svg>
`;
}

function bannerSvg(title: string, subtitle: string, index: number): string {
  const [dark, light] =
    index === 1 ? ['#7f0000', '#c62828'] : PALETTES[(index + 1) % PALETTES.length]!;
  const next = random(title);
  const shapes = Array.from({ length: 8 }, () => {
    const x = Math.round(900 + next() * 700);
    const y = Math.round(next() * 500);
    const s = Math.round(40 + next() * 160);
    return `<rect x="${x}" y="${y}" width="${s}" height="${s}" rx="${Math.round(s / 5)}" fill="#fff" opacity="0.07" transform="rotate(${Math.round(next() * 90)} ${x} ${y})"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500" viewBox="0 0 1600 500">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="1600" height="500" fill="url(#g)"/>${shapes}
<g font-family="'Noto Sans CJK SC','Microsoft YaHei','PingFang SC',sans-serif" fill="#fff">
<text x="120" y="230" font-size="72" font-weight="bold">${escapeXml(title)}</text>
<rect x="120" y="262" width="120" height="6" fill="#ffd54f"/>
<text x="120" y="330" font-size="34" opacity="0.92">${escapeXml(subtitle)}</text></g>
</svg>
`;
}

function articleCoverSvg(index: number): string {
  const [dark, light] = PALETTES[index % PALETTES.length]!;
  const next = random(`article-${index}`);
  const bars = Array.from({ length: 12 }, (_, i) => {
    const h = Math.round(40 + next() * 150);
    return `<rect x="${40 + i * 34}" y="${230 - h}" width="22" height="${h}" rx="4" fill="#fff" opacity="${(0.15 + next() * 0.3).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>${bars}
<text x="40" y="60" font-size="26" font-weight="bold" fill="#fff" font-family="'Noto Sans CJK SC','Microsoft YaHei',sans-serif">中心动态</text>
</svg>
`;
}

function logoSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<circle cx="32" cy="32" r="30" fill="#b71c1c"/>
<path d="M18 42 L32 16 L46 42 Z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
<circle cx="32" cy="35" r="6" fill="#ffd54f"/>
</svg>
`;
}

// ---------------------------------------------------------------- PDF (CJK text, no embedded font)

function pdfText(text: string): string {
  let hex = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code > 0xffff) continue;
    hex += code.toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}

/** A one-page A4 PDF using the standard Chinese font STSong-Light (viewers substitute it). */
function makePdf(title: string, paragraphs: readonly string[]): Buffer {
  const lines: [number, string][] = [[20, title]];
  for (const paragraph of paragraphs) {
    lines.push([11, '']);
    // The standard font draws ASCII full width: count it as such.
    for (const line of wrap(paragraph, 40, 1)) lines.push([11, line]);
  }
  let y = 790;
  const ops: string[] = [];
  for (const [size, line] of lines) {
    y -= size === 20 ? 0 : size * 1.7;
    if (line) ops.push(`BT /F1 ${size} Tf 60 ${y} Td ${pdfText(line)} Tj ET`);
    if (size === 20) y -= 36;
  }
  ops.push(`BT /F1 9 Tf 60 40 Td ${pdfText(`${SITE_INFO.name}\u3000演示资料`)} Tj ET`);
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [5 0 R] >>',
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> /FontDescriptor 7 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------------------------------------------------------------- ZIP (stored entries)

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive with the files stored uncompressed (UTF-8 names, fixed date 2025-01-01). */
function makeZip(files: readonly [string, Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const dosTime = 0;
  const dosDate = ((2025 - 1980) << 9) | (1 << 5) | 1;
  for (const [name, data] of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt16LE(dosTime, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt16LE(dosTime, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

// ---------------------------------------------------------------- glTF (boxes)

type Box = readonly [number, number, number, number, number, number];

function boxesFor(slug: string): { boxes: Box[]; color: [number, number, number] } {
  const next = random(slug);
  if (slug.includes('robot')) {
    return {
      color: [0.95, 0.55, 0.1],
      boxes: [
        [0, 0.15, 0, 0.8, 0.3, 0.8],
        [0, 0.55, 0, 0.45, 0.5, 0.45],
        [0.2, 1.2, 0, 0.25, 0.9, 0.25],
        [0.55, 1.6, 0, 0.8, 0.2, 0.2],
        [1.0, 1.5, 0, 0.15, 0.25, 0.15],
      ],
    };
  }
  if (slug.includes('boat')) {
    return {
      color: [0.55, 0.3, 0.15],
      boxes: [
        [0, 0.2, 0, 3.2, 0.4, 0.9],
        [0, 0.6, 0, 1.6, 0.4, 0.8],
        [0, 0.85, 0, 1.7, 0.1, 0.9],
        [1.5, 0.35, 0, 0.4, 0.3, 0.6],
      ],
    };
  }
  const boxes: Box[] = [[0, 0.1, 0, 2.4, 0.2, 1.6]];
  for (let i = 0; i < 5; i++) {
    const w = 0.2 + next() * 0.5;
    const h = 0.3 + next() * 1.2;
    boxes.push([-0.9 + next() * 1.8, 0.2 + h / 2, -0.5 + next() * 1.0, w, h, w]);
  }
  return { boxes, color: [0.3 + next() * 0.5, 0.4 + next() * 0.4, 0.6 + next() * 0.3] };
}

/** A binary glTF (GLB) file: the JSON chunk, then the vertex and index data. */
function makeGlb(slug: string, title: string): Buffer {
  const { boxes, color } = boxesFor(slug);
  const positions: number[] = [];
  const indices: number[] = [];
  for (const [cx, cy, cz, sx, sy, sz] of boxes) {
    const base = positions.length / 3;
    for (let i = 0; i < 8; i++) {
      positions.push(
        cx + (i & 1 ? sx : -sx) / 2,
        cy + (i & 2 ? sy : -sy) / 2,
        cz + (i & 4 ? sz : -sz) / 2,
      );
    }
    const faces = [
      [0, 2, 3, 1],
      [4, 5, 7, 6],
      [0, 1, 5, 4],
      [2, 6, 7, 3],
      [0, 4, 6, 2],
      [1, 3, 7, 5],
    ];
    for (const [a, b, c, d] of faces)
      indices.push(base + a!, base + b!, base + c!, base + a!, base + c!, base + d!);
  }
  const positionBytes = Buffer.from(new Float32Array(positions).buffer);
  const indexBytes = Buffer.from(new Uint16Array(indices).buffer);
  const min = [0, 1, 2].map((axis) => Math.min(...positions.filter((_, i) => i % 3 === axis)));
  const max = [0, 1, 2].map((axis) => Math.max(...positions.filter((_, i) => i % 3 === axis)));
  const buffer = Buffer.concat([positionBytes, indexBytes]);
  const gltf = {
    asset: { version: '2.0', generator: 'xnfz-portal demo content' },
    scene: 0,
    scenes: [{ name: title, nodes: [0] }],
    nodes: [{ name: title, mesh: 0 }],
    meshes: [
      { name: title, primitives: [{ attributes: { POSITION: 0 }, indices: 1, material: 0 }] },
    ],
    materials: [
      {
        pbrMetallicRoughness: {
          baseColorFactor: [...color, 1],
          metallicFactor: 0.1,
          roughnessFactor: 0.7,
        },
      },
    ],
    buffers: [{ byteLength: buffer.length }],
    bufferViews: [
      { buffer: 0, byteOffset: 0, byteLength: positionBytes.length, target: 34962 },
      { buffer: 0, byteOffset: positionBytes.length, byteLength: indexBytes.length, target: 34963 },
    ],
    accessors: [
      { bufferView: 0, componentType: 5126, count: positions.length / 3, type: 'VEC3', min, max },
      { bufferView: 1, componentType: 5123, count: indices.length, type: 'SCALAR' },
    ],
  };
  const pad = (data: Buffer, fill: number) =>
    Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4, fill)]);
  const json = pad(Buffer.from(JSON.stringify(gltf), 'utf8'), 0x20);
  const bin = pad(buffer, 0);
  const chunk = (data: Buffer, type: number) => {
    const head = Buffer.alloc(8);
    head.writeUInt32LE(data.length, 0);
    head.writeUInt32LE(type, 4);
    return Buffer.concat([head, data]);
  };
  const body = Buffer.concat([chunk(json, 0x4e4f534a), chunk(bin, 0x004e4942)]);
  const header = Buffer.alloc(12);
  header.writeUInt32LE(0x46546c67, 0);
  header.writeUInt32LE(2, 4);
  header.writeUInt32LE(12 + body.length, 8);
  return Buffer.concat([header, body]);
}

// ---------------------------------------------------------------- CSV and text

function makeCsv(slug: string, title: string): string {
  const next = random(slug);
  const round = (value: number, digits = 2) => value.toFixed(digits);
  let rows: string[][];
  if (slug.includes('tensile')) {
    rows = [['材料', '试样编号', '时间/s', '载荷/kN', '位移/mm']];
    for (const material of ['Q235', '45钢', '6061铝合金'])
      for (let t = 0; t <= 30; t += 3)
        rows.push([
          material,
          '1',
          String(t),
          round(t * (1.1 + next() * 0.2)),
          round(t * 0.08 + next() * 0.01, 3),
        ]);
  } else if (slug.includes('distillation') || slug.includes('ammonia')) {
    rows = [['回流比', '时间/min', '塔顶温度/℃', '塔釜温度/℃', '塔顶乙醇摩尔分数']];
    for (const ratio of [1.5, 2, 2.5, 3, 3.5, 4])
      for (let t = 0; t < 30; t += 5)
        rows.push([
          String(ratio),
          String(t),
          round(78.2 + next()),
          round(96 + next() * 3),
          round(0.78 + ratio * 0.03 + next() * 0.01, 3),
        ]);
  } else if (slug.includes('temp')) {
    rows = [['时间/min', '绕组温度/℃', '机壳温度/℃', '环境温度/℃']];
    for (let t = 0; t <= 180; t += 15) {
      const rise = 75 * (1 - Math.exp(-t / 50));
      rows.push([
        String(t),
        round(25 + rise + next()),
        round(25 + rise * 0.6 + next()),
        round(25 + next() * 0.5),
      ]);
    }
  } else if (slug.includes('kangmeiyuanchao')) {
    rows = [
      ['时间', '事件'],
      ['1950-10-19', '中国人民志愿军跨过鸭绿江'],
      ['1950-10-25', '志愿军打响入朝第一仗'],
      ['1950-11-27', '第二次战役东线长津湖地区作战开始'],
      ['1951-07-10', '停战谈判开始'],
      ['1952-10-14', '上甘岭战役开始'],
      ['1953-07-27', '朝鲜停战协定签字'],
    ];
  } else if (slug.includes('signup')) {
    rows = [['序号', '学院', '姓名', '学号或工号', '联系电话', '备注']];
    for (let i = 1; i <= 5; i++) rows.push([String(i), '', '', '', '', '']);
  } else if (slug.includes('schedule')) {
    rows = [
      ['星期', '上午', '下午', '晚上'],
      ['周一', '8:00—12:00', '14:00—17:30', '18:30—21:30'],
      ['周二', '8:00—12:00', '14:00—17:30', '18:30—21:30'],
      ['周三', '8:00—12:00', '14:00—17:30', '18:30—21:30'],
      ['周四', '8:00—12:00', '14:00—17:30', '18:30—21:30'],
      ['周五', '8:00—12:00', '14:00—17:30', '18:30—21:30'],
      ['周六', '9:00—12:00', '14:00—17:00', '—'],
      ['周日', '9:00—12:00', '14:00—17:00', '—'],
    ];
  } else {
    rows = [['序号', '项目', '数值', '单位', '备注']];
    for (let i = 1; i <= 12; i++)
      rows.push([String(i), `${title.slice(0, 6)}-${i}`, round(next() * 100), '—', '']);
  }
  return `\ufeff${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

function makeText(title: string, lines: readonly string[]): string {
  return `${title}\n${'='.repeat(24)}\n\n${lines.join('\n\n')}\n\n${SITE_INFO.name}\n`;
}

// ---------------------------------------------------------------- all files

function attachmentFile(
  file: string,
  resource: { slug: string; title: string; lines: readonly string[] },
): void {
  const ext = path.extname(file);
  const title = resource.title;
  switch (ext) {
    case '.pdf':
      write(file, makePdf(title, resource.lines));
      break;
    case '.txt':
      write(file, makeText(title, resource.lines));
      break;
    case '.csv':
      write(file, makeCsv(path.basename(file, ext), title));
      break;
    case '.glb':
      write(file, makeGlb(path.basename(file, ext), title));
      break;
    case '.zip':
      write(
        file,
        makeZip([
          ['说明.txt', Buffer.from(makeText(title, resource.lines), 'utf8')],
          ['数据.csv', Buffer.from(makeCsv(resource.slug, title), 'utf8')],
        ]),
      );
      break;
    default:
      throw new Error(`no maker for ${file}`);
  }
}

function main(): void {
  const resources = [...RED_RESOURCES, ...TEACHING_RESOURCES];
  resources.forEach((resource, i) => {
    write(`resources/${resource.slug}.svg`, coverSvg(resource, i));
    const lines = [
      resource.summary,
      ...resource.body,
      ...(resource.points ?? []).map((p, n) => `${n + 1}. ${p}`),
    ];
    for (const attachment of resource.attachments ?? []) {
      attachmentFile(attachment.file, { slug: resource.slug, title: resource.title, lines });
    }
  });
  const noticeFiles = new Map<string, string>();
  for (const notice of NOTICES) {
    for (const attachment of notice.attachments ?? [])
      noticeFiles.set(attachment.file, attachment.name);
  }
  for (const [file, name] of noticeFiles) {
    attachmentFile(file, {
      slug: path.basename(file, path.extname(file)),
      title: name.replace(/\.[a-z]+$/, ''),
      lines: ['请按通知要求填写或查阅本文件。', '如有疑问，请联系中心办公室：027-8754 3210。'],
    });
  }
  for (let i = 0; i < 6; i++) write(`articles/news-${i + 1}.svg`, articleCoverSvg(i));
  BANNERS.forEach((banner, i) =>
    write(`banners/${banner.slug}.svg`, bannerSvg(banner.title, banner.subtitle, i)),
  );
  write('site/logo.svg', logoSvg());
  console.log(`media written to ${MEDIA}`);
}

main();
