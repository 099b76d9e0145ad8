// The rows of an .xlsx the console hands over, read in the browser: the zip's central directory,
// the entries inflated with DecompressionStream, then the first sheet's cells (shared strings,
// inline strings and numbers) as text.

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

/**
 * The first sheet of an .xlsx as rows of cell texts, each cell at its column (empty cells: '').
 * @example
 * const rows = await xlsxRows(file.blob); // [['学号', '姓名', …], ['s001', '张三', …]]
 */
export async function xlsxRows(blob: Blob): Promise<string[][]> {
  const entries = await zipEntries(blob);
  const parse = (xml: string | undefined) =>
    new DOMParser().parseFromString(xml ?? '<x/>', 'application/xml');
  const shared = [...parse(entries.get('xl/sharedStrings.xml')).getElementsByTagName('si')].map(
    (si) => [...si.getElementsByTagName('t')].map((t) => t.textContent ?? '').join(''),
  );
  const sheetName = [...entries.keys()].find((name) =>
    /^xl\/worksheets\/sheet\d+\.xml$/.test(name),
  );
  const sheet = parse(sheetName ? entries.get(sheetName) : undefined);
  const column = (ref: string) =>
    [...(/^[A-Z]+/.exec(ref)?.[0] ?? 'A')].reduce(
      (n, letter) => n * 26 + letter.charCodeAt(0) - 64,
      0,
    ) - 1;
  return [...sheet.getElementsByTagName('row')].map((row) => {
    const cells: string[] = [];
    for (const [index, cell] of [...row.getElementsByTagName('c')].entries()) {
      const type = cell.getAttribute('t');
      const value = cell.getElementsByTagName('v')[0]?.textContent ?? '';
      const text =
        type === 'inlineStr'
          ? [...cell.getElementsByTagName('t')].map((t) => t.textContent ?? '').join('')
          : type === 's'
            ? (shared[Number(value)] ?? '')
            : value;
      const at = cell.getAttribute('r') ? column(cell.getAttribute('r') ?? '') : index;
      while (cells.length < at) cells.push('');
      cells[at] = text;
    }
    return cells;
  });
}
