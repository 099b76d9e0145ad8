/**
 * Reading an import file as text cells: .xlsx (first sheet, its inflated size checked first, refused
 * past the row limit) or .csv (UTF-8 with or without BOM, else GBK as Excel saves it
 * in China). Every cell is the text a person sees in Excel: a 学号 stored as the number 31001 and
 * formatted 0000000 is 0031001, a plain number has no ".0" or exponent, and a CSV field is never
 * turned into a number or a date.
 */
import type ExcelJS from 'exceljs';
import { excel } from './excel';
import { ApiError } from '../../http/envelope';
import { zipVerdict } from './zip-budget';

export const IMPORT_MAX_ROWS = 5000;

/** An .xlsx may inflate to this much in all: a real list of 5 000 rows is well under 2 MB. */
const XLSX_MAX_INFLATED_BYTES = 8 * 1024 * 1024;
export const MSG_TOO_MANY_ROWS = `参数错误：一次最多导入 ${IMPORT_MAX_ROWS} 行`;
const MSG_UNREADABLE = '参数错误：contentBase64 不是可读取的 .xlsx 或 .csv 文件';
/** Header plus the most data rows: reading stops past this. */
const MAX_LINES = IMPORT_MAX_ROWS + 1;

// ---------------------------------------------------------------- numbers as Excel shows them

type FormatToken = { digit: '0' | '#' | '?' } | { text: string };

/** The tokens of a number format made of digit placeholders and literal text, else null. */
function digitFormat(numFmt: string): FormatToken[] | null {
  const section = numFmt.split(';')[0] ?? '';
  const tokens: FormatToken[] = [];
  for (let i = 0; i < section.length;) {
    const char = section[i] ?? '';
    if (char === '"') {
      const end = section.indexOf('"', i + 1);
      if (end < 0) return null;
      tokens.push({ text: section.slice(i + 1, end) });
      i = end + 1;
    } else if (char === '\\') {
      tokens.push({ text: section[i + 1] ?? '' });
      i += 2;
    } else if (char === '[') {
      // a colour or locale: shown as nothing
      const end = section.indexOf(']', i);
      if (end < 0) return null;
      i = end + 1;
    } else if (char === '0' || char === '#' || char === '?') {
      tokens.push({ digit: char });
      i += 1;
    } else if ('-() +$'.includes(char)) {
      tokens.push({ text: char });
      i += 1;
    } else {
      return null; // decimals, thousands, percent, exponent, dates, text (@), General
    }
  }
  return tokens.some((token) => 'digit' in token) ? tokens : null;
}

/**
 * A number as Excel shows it: through a digits-only format (0000000, "S"000000) with its zeros
 * and literals, else its plain digits without ".0" or exponent.
 * @example
 * numberText(31001, '0000000'); // '0031001'
 * numberText(202600010002000, 'General'); // '202600010002000'
 */
export function numberText(value: number, numFmt: string | undefined): string {
  if (!Number.isFinite(value)) return '';
  const plain = Number.isInteger(value) ? BigInt(value).toString() : String(value);
  const tokens = numFmt ? digitFormat(numFmt) : null;
  if (!tokens || value < 0) return plain;
  let digits = BigInt(Math.round(value)).toString();
  if (digits === '0') digits = '';
  const placeholders = tokens.filter((token) => 'digit' in token).length;
  const out: string[] = [];
  let seen = 0;
  for (let k = tokens.length - 1; k >= 0; k -= 1) {
    const token = tokens[k]!;
    if ('text' in token) {
      out.push(token.text);
      continue;
    }
    seen += 1;
    const blank = token.digit === '0' ? '0' : token.digit === '?' ? ' ' : '';
    if (seen === placeholders) {
      out.push(digits || blank); // the leftmost placeholder takes every digit left
      digits = '';
    } else {
      out.push(digits.slice(-1) || blank);
      digits = digits.slice(0, -1);
    }
  }
  return out.reverse().join('').trim();
}

function cellText(value: ExcelJS.CellValue, numFmt: string | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value && typeof value.text === 'string') return value.text.trim();
  if ('result' in value) return cellText((value.result ?? null) as ExcelJS.CellValue, numFmt);
  return ''; // an error value (#N/A …)
}

// ---------------------------------------------------------------- csv

/** CSV bytes as text: UTF-8 (with or without BOM), else GBK. */
function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gbk').decode(bytes);
  }
}

/**
 * The rows of a CSV (RFC 4180: quoted fields, "" inside quotes, CRLF or LF), every field as
 * text; refused as soon as it has more non-blank rows than an import takes.
 */
export function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let filled = 0;
  const endField = () => {
    row.push(field.trim());
    field = '';
  };
  const endRow = () => {
    endField();
    if (row.some((cell) => cell !== '')) {
      filled += 1;
      if (filled > MAX_LINES) throw new ApiError(MSG_TOO_MANY_ROWS);
    }
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char !== '"') field += char;
      else if (text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (char === ',') endField();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endRow();
    } else field += char;
  }
  if (field !== '' || row.length > 0) endRow();
  return rows;
}

// ---------------------------------------------------------------- xlsx

/**
 * The first sheet's rows; the file's inflated size is checked first (zip-budget.ts), so the whole
 * workbook is loaded at once. (exceljs' streaming reader, on unzipper 0.10, loses the last entries
 * of an archive now and then — the workbook part exceljs itself writes last among them — so a file
 * exported by this server could be refused at random when uploaded again.)
 */
async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const verdict = zipVerdict(bytes, XLSX_MAX_INFLATED_BYTES);
  if (verdict === 'too-large') {
    throw new ApiError(
      `参数错误：contentBase64 解压后超过 ${XLSX_MAX_INFLATED_BYTES / 1024 / 1024} MB，不是一份正常的名单（一次最多导入 ${IMPORT_MAX_ROWS} 行）`,
    );
  }
  if (verdict === 'unreadable') throw new ApiError(MSG_UNREADABLE);
  const workbook = new (excel().Workbook)();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > MAX_LINES) throw new ApiError(MSG_TOO_MANY_ROWS);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: false }, (cell, columnNumber) => {
      while (cells.length < columnNumber - 1) cells.push('');
      cells[columnNumber - 1] = cellText(cell.value, cell.numFmt);
    });
    rows[rowNumber - 1] = cells;
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * The file's rows as text cells (the header is the first).
 * @example
 * const [header, ...rows] = await readImportFile('名单.csv', bytes);
 */
export async function readImportFile(fileName: string, bytes: Buffer): Promise<string[][]> {
  const lower = fileName.toLowerCase();
  if (!lower.endsWith('.csv') && !lower.endsWith('.xlsx'))
    throw new ApiError('参数错误：fileName 必须是 .xlsx 或 .csv 文件');
  try {
    if (lower.endsWith('.xlsx')) return await xlsxRows(bytes);
    return csvRows(csvText(bytes));
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(MSG_UNREADABLE);
  }
}
