/**
 * A report section's HTML (already sanitised on save, so well formed and of a known set of tags)
 * as .docx paragraphs and tables: headings, paragraphs, lists (as marked paragraphs), tables
 * (with column and row spans), quotes, code, and bold / italic / underline / strike / sub / sup
 * runs. The report's own images are embedded (the caller reads them, `images`); any other image
 * becomes a note 〔图片：…〕 with its description.
 */
import {
  BorderStyle,
  HeadingLevel,
  ImageRun,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';

interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set(['br', 'hr', 'img']);

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/** Text with its character references decoded. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(
    /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*"([^"]*)"|=\s*'([^']*)')?/g,
  ))
    attrs[match[1]!.toLowerCase()] = decodeEntities(match[2] ?? match[3] ?? '');
  return attrs;
}

/** The tree of sanitised HTML (a stray closing tag is ignored, an unclosed one closed at the end). */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  for (const match of html.matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|<!--[\s\S]*?-->|([^<]+)|</g,
  )) {
    if (match[4] !== undefined || match[0] === '<') {
      top().children.push(decodeEntities(match[4] ?? '<'));
      continue;
    }
    if (!match[2]) continue;
    const tag = match[2].toLowerCase();
    if (match[1]) {
      const at = stack.map((element) => element.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const element: HtmlElement = { tag, attrs: attributesOf(match[3] ?? ''), children: [] };
    top().children.push(element);
    if (!VOID_TAGS.has(tag) && !/\/\s*$/.test(match[3] ?? '')) stack.push(element);
  }
  return root;
}

type RunStyle = Pick<
  IRunOptions,
  'bold' | 'italics' | 'strike' | 'subScript' | 'superScript' | 'font'
> & { underline?: boolean };

const INLINE_STYLES: Record<string, RunStyle> = {
  strong: { bold: true },
  b: { bold: true },
  em: { italics: true },
  i: { italics: true },
  u: { underline: true },
  s: { strike: true },
  sub: { subScript: true },
  sup: { superScript: true },
  code: { font: 'Consolas' },
};

const BLOCK_TAGS = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'table',
  'blockquote',
  'figure',
  'figcaption',
  'pre',
  'hr',
  'caption',
]);

const HEADINGS: Record<string, (typeof HeadingLevel)[keyof typeof HeadingLevel]> = {
  h2: HeadingLevel.HEADING_3,
  h3: HeadingLevel.HEADING_4,
  h4: HeadingLevel.HEADING_5,
};

/** A text run in a style (the docx `underline` option wants an object). */
export function run(text: string, style: RunStyle = {}, breakBefore = false): TextRun {
  const { underline, ...rest } = style;
  return new TextRun({
    text,
    ...rest,
    ...(underline ? { underline: {} } : {}),
    ...(breakBefore ? { break: 1 } : {}),
  });
}

const imageNote = (element: HtmlElement) =>
  `〔图片：${element.attrs.alt || element.attrs.title || '未附说明'}（导出文件未嵌入图片）〕`;

/** An image to embed: its bytes in a format Word reads and its size in pixels. */
export interface DocxImage {
  data: Buffer;
  type: 'png' | 'jpg' | 'gif';
  width: number;
  height: number;
}

/** The image an `<img src>` stands for, if the caller has it. */
export type DocxImages = (src: string) => DocxImage | undefined;

/** Widest an image is drawn (pixels at 96 dpi: about the text width of an A4 page). */
const IMAGE_MAX_WIDTH = 560;

function imageRun(image: DocxImage, element: HtmlElement): ImageRun {
  const scale = Math.min(1, IMAGE_MAX_WIDTH / image.width);
  const description = element.attrs.alt || element.attrs.title || '报告图片';
  return new ImageRun({
    type: image.type,
    data: image.data,
    transformation: {
      width: Math.round(image.width * scale),
      height: Math.round(image.height * scale),
    },
    altText: { name: 'report-image', title: description, description },
  });
}

/** The runs of inline content (text, styles, line breaks, images or their notes). */
function runsOf(
  nodes: readonly HtmlNode[],
  style: RunStyle,
  pre: boolean,
  images: DocxImages,
): (TextRun | ImageRun)[] {
  const runs: (TextRun | ImageRun)[] = [];
  let breakNext = false;
  const push = (text: string, runStyle: RunStyle) => {
    if (text === '' && !breakNext) return;
    runs.push(run(text, runStyle, breakNext));
    breakNext = false;
  };
  const walk = (list: readonly HtmlNode[], current: RunStyle) => {
    for (const node of list) {
      if (typeof node === 'string') {
        const text = pre ? node : node.replace(/\s+/g, ' ');
        if (pre && text.includes('\n')) {
          text.split('\n').forEach((line, index) => {
            if (index > 0) breakNext = true;
            push(line, current);
          });
        } else push(text, current);
      } else if (node.tag === 'br') breakNext = true;
      else if (node.tag === 'img') {
        const image = images(node.attrs.src ?? '');
        if (image) {
          runs.push(imageRun(image, node));
          breakNext = false;
        } else push(imageNote(node), { ...current, italics: true });
      } else walk(node.children, { ...current, ...INLINE_STYLES[node.tag] });
    }
  };
  walk(nodes, style);
  return runs;
}

export type Block = Paragraph | Table;

interface BlockContext {
  /** List nesting: each level's kind and its next number. */
  lists: { ordered: boolean; next: number }[];
  quote: boolean;
  pre: boolean;
  images: DocxImages;
}

const indentOf = (context: BlockContext, extra = 0) => {
  const level = context.lists.length + (context.quote ? 1 : 0) + extra;
  return level > 0 ? { indent: { left: 420 * level } } : {};
};

const TABLE_BORDER = { style: BorderStyle.SINGLE, size: 4, color: '999999' };
export const CELL_BORDERS = {
  top: TABLE_BORDER,
  bottom: TABLE_BORDER,
  left: TABLE_BORDER,
  right: TABLE_BORDER,
};

function tableOf(element: HtmlElement, context: BlockContext): Block[] {
  const rows: HtmlElement[] = [];
  let caption: HtmlElement | undefined;
  const collect = (list: readonly HtmlNode[]) => {
    for (const node of list) {
      if (typeof node === 'string') continue;
      if (node.tag === 'tr') rows.push(node);
      else if (node.tag === 'caption') caption = node;
      else if (['thead', 'tbody', 'tfoot'].includes(node.tag)) collect(node.children);
    }
  };
  collect(element.children);
  const blocks: Block[] = [];
  if (caption)
    blocks.push(
      new Paragraph({ children: runsOf(caption.children, { bold: true }, false, context.images) }),
    );
  const tableRows = rows
    .map((row) => {
      const cells = row.children.filter(
        (cell): cell is HtmlElement =>
          typeof cell !== 'string' && (cell.tag === 'td' || cell.tag === 'th'),
      );
      return cells.map((cell) => {
        const inner = blocksOf(cell.children, { ...context, lists: [], quote: false });
        const span = (name: string) => Math.max(1, Math.min(50, Number(cell.attrs[name]) || 1));
        return new TableCell({
          children: inner.length
            ? cell.tag === 'th'
              ? [
                  new Paragraph({
                    children: runsOf(cell.children, { bold: true }, false, context.images),
                  }),
                ]
              : inner
            : [new Paragraph({})],
          columnSpan: span('colspan'),
          rowSpan: span('rowspan'),
          borders: CELL_BORDERS,
        });
      });
    })
    .filter((cells) => cells.length > 0)
    .map((cells) => new TableRow({ children: cells }));
  if (tableRows.length)
    blocks.push(new Table({ rows: tableRows, width: { size: 100, type: WidthType.PERCENTAGE } }));
  return blocks;
}

/** Block content as paragraphs and tables (inline content between blocks becomes a paragraph). */
function blocksOf(nodes: readonly HtmlNode[], context: BlockContext, marker = ''): Block[] {
  const blocks: Block[] = [];
  let inline: HtmlNode[] = [];
  let pendingMarker = marker;
  const flush = () => {
    const runs = runsOf(inline, {}, context.pre, context.images);
    inline = [];
    const text = runs.length > 0;
    if (!text && !pendingMarker) return;
    blocks.push(
      new Paragraph({
        children: pendingMarker ? [run(pendingMarker), ...runs] : runs,
        ...indentOf(context),
        ...(context.quote ? { border: { left: { ...TABLE_BORDER, space: 6 } } } : {}),
      }),
    );
    pendingMarker = '';
  };
  for (const node of nodes) {
    if (typeof node === 'string' || !BLOCK_TAGS.has(node.tag)) {
      // whitespace between blocks is no paragraph
      if (typeof node === 'string' && !context.pre && node.trim() === '' && inline.length === 0)
        continue;
      inline.push(node);
      continue;
    }
    flush();
    switch (node.tag) {
      case 'h2':
      case 'h3':
      case 'h4':
        blocks.push(
          new Paragraph({
            heading: HEADINGS[node.tag],
            children: runsOf(node.children, {}, false, context.images),
          }),
        );
        break;
      case 'hr':
        blocks.push(new Paragraph({ border: { bottom: { ...TABLE_BORDER, space: 1 } } }));
        break;
      case 'ul':
      case 'ol': {
        const level = {
          ordered: node.tag === 'ol',
          next: Math.max(1, Number(node.attrs.start) || 1),
        };
        const inner = { ...context, lists: [...context.lists, level] };
        for (const item of node.children) {
          if (typeof item === 'string' || item.tag !== 'li') continue;
          const mark = level.ordered ? `${level.next}. ` : '• ';
          level.next += 1;
          blocks.push(...blocksOf(item.children, inner, mark));
        }
        break;
      }
      case 'li':
        blocks.push(...blocksOf(node.children, context, '• '));
        break;
      case 'table':
        blocks.push(...tableOf(node, context));
        break;
      case 'blockquote':
        blocks.push(...blocksOf(node.children, { ...context, quote: true }));
        break;
      case 'pre':
        blocks.push(...blocksOf(node.children, { ...context, pre: true }));
        break;
      case 'caption':
      case 'figcaption':
        blocks.push(
          new Paragraph({
            children: runsOf(node.children, { italics: true }, false, context.images),
          }),
        );
        break;
      default:
        blocks.push(...blocksOf(node.children, context, pendingMarker));
        pendingMarker = '';
    }
    // a list item's marker goes on its first paragraph only
    if (pendingMarker && blocks.length) pendingMarker = '';
  }
  flush();
  return blocks;
}

/**
 * The paragraphs and tables of sanitised HTML.
 * @example
 * htmlBlocks('<h2>原理</h2><p>T = 2π√(L/g)</p><ul><li>一</li></ul>'); // → 3 blocks
 */
export function htmlBlocks(html: string, images: DocxImages = () => undefined): Block[] {
  return blocksOf(parseHtml(html).children, { lists: [], quote: false, pre: false, images });
}
