// The cells of an .xlsx the console hands over, read in the browser: the zip's central directory,
// the entries inflated with DecompressionStream, then each sheet's cells (shared strings, inline
// strings and numbers) with their type and number format, and the text Excel shows for them.

async function inflate(bytes: Uint8Array<ArrayBuffer>, method: number): Promise<string> {
  if (method === 0) return new TextDecoder().decode(bytes);
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/** Every entry of a zip, by name, as text. */
async function zipEntries(blob: Blob): Promise<Map<string, string>> {
  const data = new Uint8Array(await blob.arrayBuffer());
  const view = new DataView(data.buffer);
  let end = data.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end -= 1;
  if (end < 0) throw new Error('not a zip: no end of central directory');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(data.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.set(name, await inflate(data.subarray(start, start + size), method));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

export interface XlsxCell {
  /** The text Excel shows: a date as `yyyy-mm-dd hh:mm`, a duration as `h:mm:ss`, a percent with %. */
  text: string;
  /** As stored: a string for a text cell, else the number. */
  value: string | number;
  type: 'text' | 'number' | 'boolean';
  /** The number format (`@` for text, `General` when none). */
  numFmt: string;
}

/** Excel's built-in number formats the exports use. */
const BUILT_IN_FORMATS: Record<string, string> = {
  '0': 'General',
  '1': '0',
  '2': '0.00',
  '9': '0%',
  '10': '0.00%',
  '14': 'mm-dd-yy',
  '22': 'm/d/yy h:mm',
  '46': '[h]:mm:ss',
  '49': '@',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** The text a number shows in the formats the console writes. */
function shown(value: number, numFmt: string): string {
  if (numFmt === '0%') return `${Math.round(value * 100)}%`;
  if (numFmt === '[h]:mm:ss') {
    const seconds = Math.round(value * 86_400);
    return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  }
  if (/^yyyy-mm-dd/.test(numFmt)) {
    const date = new Date(Math.round((value - 25_569) * 86_400_000));
    const day = date.toISOString().slice(0, 10);
    return numFmt === 'yyyy-mm-dd' ? day : `${day} ${date.toISOString().slice(11, 16)}`;
  }
  return String(value);
}

const parse = (xml: string | undefined) =>
  new DOMParser().parseFromString(xml ?? '<x/>', 'application/xml');

/**
 * Every sheet of an .xlsx by name, as rows of cells, each cell at its column (missing: undefined).
 * @example
 * const sheets = await xlsxSheets(file.blob);
 * sheets.get('学员与进度')?.[1]?.[0]?.numFmt; // '@'
 */
export async function xlsxSheets(blob: Blob): Promise<Map<string, (XlsxCell | undefined)[][]>> {
  const entries = await zipEntries(blob);
  const shared = [...parse(entries.get('xl/sharedStrings.xml')).getElementsByTagName('si')].map(
    (si) => [...si.getElementsByTagName('t')].map((t) => t.textContent ?? '').join(''),
  );
  const styles = parse(entries.get('xl/styles.xml'));
  const formats = new Map(Object.entries(BUILT_IN_FORMATS));
  for (const format of styles.getElementsByTagName('numFmt'))
    formats.set(format.getAttribute('numFmtId') ?? '', format.getAttribute('formatCode') ?? '');
  const cellXfs = styles.getElementsByTagName('cellXfs')[0];
  const styleFormats = [...(cellXfs?.getElementsByTagName('xf') ?? [])].map(
    (xf) => formats.get(xf.getAttribute('numFmtId') ?? '0') ?? 'General',
  );
  const targets = new Map(
    [...parse(entries.get('xl/_rels/workbook.xml.rels')).getElementsByTagName('Relationship')].map(
      (rel) => [rel.getAttribute('Id'), rel.getAttribute('Target')?.replace(/^\/?(xl\/)?/, 'xl/')],
    ),
  );
  const column = (ref: string) =>
    [...(/^[A-Z]+/.exec(ref)?.[0] ?? 'A')].reduce(
      (n, letter) => n * 26 + letter.charCodeAt(0) - 64,
      0,
    ) - 1;
  const sheets = new Map<string, (XlsxCell | undefined)[][]>();
  for (const entry of parse(entries.get('xl/workbook.xml')).getElementsByTagName('sheet')) {
    const target = targets.get(entry.getAttribute('r:id'));
    const sheet = parse(target ? entries.get(target) : undefined);
    const rows = [...sheet.getElementsByTagName('row')].map((row) => {
      const cells: (XlsxCell | undefined)[] = [];
      for (const [index, cell] of [...row.getElementsByTagName('c')].entries()) {
        const type = cell.getAttribute('t');
        const raw = cell.getElementsByTagName('v')[0]?.textContent ?? '';
        const numFmt = styleFormats[Number(cell.getAttribute('s') ?? 0)] ?? 'General';
        const at = cell.getAttribute('r') ? column(cell.getAttribute('r') ?? '') : index;
        let value: XlsxCell;
        if (type === 'inlineStr' || type === 's' || type === 'str') {
          const text =
            type === 'inlineStr'
              ? [...cell.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('')
              : type === 's'
                ? (shared[Number(raw)] ?? '')
                : raw;
          value = { text, value: text, type: 'text', numFmt };
        } else if (type === 'b') {
          value = {
            text: raw === '1' ? 'TRUE' : 'FALSE',
            value: Number(raw),
            type: 'boolean',
            numFmt,
          };
        } else if (raw === '') {
          continue; // a styled blank cell
        } else {
          value = { text: shown(Number(raw), numFmt), value: Number(raw), type: 'number', numFmt };
        }
        cells[at] = value;
      }
      return cells;
    });
    sheets.set(entry.getAttribute('name') ?? '', rows);
  }
  return sheets;
}

/**
 * The first sheet of an .xlsx as rows of the texts Excel shows, each cell at its column (empty
 * cells: '').
 * @example
 * const rows = await xlsxRows(file.blob); // [['学号', '姓名', …], ['0031001', '张三', …]]
 */
export async function xlsxRows(blob: Blob): Promise<string[][]> {
  const [first] = (await xlsxSheets(blob)).values();
  return (first ?? []).map((row) => Array.from(row, (cell) => cell?.text ?? ''));
}
