/**
 * Building .xlsx files for the console's exports (exceljs), handed over in the envelope.
 *
 * Every column declares its kind once, and the kind alone decides how its cells are written, so
 * no export can write a 学号 as a number or a time as UTC text:
 * - `text`: a string cell formatted `@` (学号/工号, usernames, phone numbers keep their leading
 *   zeros, and Excel never turns them into numbers or 1.23E+10);
 * - `integer`, `number`: number cells (`0`, `General`); `percent`: 0–100 written as a percent
 *   cell (`0%`);
 * - `datetime`, `date`: real Excel dates on the wall clock of the centre's time zone
 *   (`yyyy-mm-dd hh:mm`, `yyyy-mm-dd`), so Excel sorts and filters them and the day is the day of
 *   the screen;
 * - `duration`: seconds written as an Excel duration (`[h]:mm:ss`, 时:分:秒).
 * A missing value (null, undefined) is a blank cell in every kind — never 0.
 */
import { Writable } from 'node:stream';
import { wallClock } from '../../statistics/calendar';
import type ExcelJS from 'exceljs';
import { excel } from './excel';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';

const WORKBOOK_CREATOR = '虚拟仿真实验教学学习培训门户';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type ColumnKind =
  'text' | 'integer' | 'number' | 'percent' | 'datetime' | 'date' | 'duration';

/** A cell's value before its kind writes it: an instant is a Date or ISO text. */
export type CellInput = string | number | Date | null | undefined;

export interface Column<Row> {
  /** The header (Chinese, as a dean reads it; it says what the figure counts). */
  header: string;
  /** One kind for the column, or (a list of mixed figures such as the totals) the row's own. */
  kind: ColumnKind | ((row: Row) => ColumnKind);
  value: (row: Row) => CellInput;
}

/** The number format of each kind (Excel's codes; `@` is text). */
export const KIND_FORMATS: Record<ColumnKind, string> = {
  text: '@',
  integer: '0',
  number: 'General',
  percent: '0%',
  datetime: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
  duration: '[h]:mm:ss',
};

/** Where and when a file is made: dates are written on this time zone's wall clock. */
export interface ExportClock {
  now: Date;
  timeZone: string;
}

export interface Cell {
  kind: ColumnKind;
  value: CellInput;
}

/** One sheet, its cells already taken from the rows. */
export interface Sheet {
  name: string;
  headers: string[];
  /** Each column's kind (null: its rows say), the format of cells a user adds in Excel. */
  kinds: (ColumnKind | null)[];
  rows: Cell[][];
}

/**
 * A sheet of `rows`, one column per entry of `columns`.
 * @example
 * sheet('学员', [column('学号/工号', 'text', (row) => row.studentNumber)], learners);
 */
export function sheet<Row>(
  name: string,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): Sheet {
  return {
    name,
    headers: columns.map((item) => item.header),
    kinds: columns.map((item) => (typeof item.kind === 'string' ? item.kind : null)),
    rows: rows.map((row) =>
      columns.map((item) => ({
        kind: typeof item.kind === 'string' ? item.kind : item.kind(row),
        value: item.value(row),
      })),
    ),
  };
}

/**
 * A column (the kind decides the cell type and format).
 * @example
 * column('开始学习', 'datetime', (row) => row.startedAt);
 */
export function column<Row>(
  header: string,
  kind: Column<Row>['kind'],
  value: (row: Row) => CellInput,
): Column<Row> {
  return { header, kind, value };
}

// the wall clock of the centre's time zone: server/statistics/calendar.ts
export { wallClock };

/**
 * A file name's stamp: the day and time in the time zone, e.g. `2026-11-26-003412`.
 * @example
 * fileStamp({ now: new Date('2026-11-25T16:34:12Z'), timeZone: 'Asia/Shanghai' }); // '2026-11-26-003412'
 */
export function fileStamp(clock: ExportClock): string {
  const iso = wallClock(clock.now, clock.timeZone).toISOString();
  return `${iso.slice(0, 10)}-${iso.slice(11, 19).replace(/:/g, '')}`;
}

/** A title made safe for a file name (no path or reserved characters, not too long). */
export function fileNamePart(text: string): string {
  return (
    [...text.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '_').trim()].slice(0, 60).join('').trim() || '导出'
  );
}

// ---------------------------------------------------------------- cells

function instantOf(value: string | number | Date): Date | null {
  const instant = value instanceof Date ? value : new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** A value as its kind writes it (null: a blank cell). */
export function cellValue(
  kind: ColumnKind,
  value: CellInput,
  timeZone: string,
): string | number | Date | null {
  if (value === null || value === undefined || value === '') return null;
  switch (kind) {
    case 'text':
      return value instanceof Date ? value.toISOString() : String(value);
    case 'datetime':
    case 'date': {
      const instant = instantOf(value);
      if (!instant) return String(value);
      const wall = wallClock(instant, timeZone);
      return kind === 'date'
        ? new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()))
        : wall;
    }
    default: {
      const number = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(number)) return null;
      if (kind === 'percent') return number / 100;
      if (kind === 'duration') return Math.max(0, number) / 86_400;
      return number;
    }
  }
}

/** About how many characters a cell of the kind shows (for the column width). */
function shownLength(kind: ColumnKind, value: CellInput): number {
  if (value === null || value === undefined) return 0;
  if (kind === 'datetime') return 16;
  if (kind === 'date') return 10;
  if (kind === 'duration') return 9;
  if (kind === 'percent') return 4;
  // a CJK character is about two Latin ones wide
  return [...String(value)].reduce((sum, char) => sum + (char.charCodeAt(0) > 0x2e80 ? 2 : 1), 0);
}

/**
 * One workbook with a sheet per spec: bold header row with filters, frozen, columns sized to their
 * content, every cell written by its column's kind. The file is named `<baseName>-<day>-<time>`
 * in the time zone, so two exports never share a name.
 * @example
 * const file = await workbookFile(clock, '课程学员', [sheet('学员', columns, rows)]);
 */
export async function workbookFile(
  clock: ExportClock,
  baseName: string,
  sheets: readonly Sheet[],
): Promise<AdminExportFile> {
  const buffer = await streamedWorkbook(clock, sheets);
  return {
    fileName: `${fileNamePart(baseName)}-${fileStamp(clock)}.xlsx`,
    mimeType: XLSX_MIME,
    contentBase64: buffer.toString('base64'),
  };
}

/**
 * The sheets written row by row with exceljs' streaming writer, each row committed (and let go)
 * as it is written: the workbook object model kept every cell with a style of its own, 2.2 GB for
 * an experiment's 21 000 attempts with their steps, and ran out of heap on 120 000 (issue 33).
 * Same cells, formats, widths, frozen header and filters as buildWorkbook.
 */
async function streamedWorkbook(clock: ExportClock, sheets: readonly Sheet[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new (excel().stream.xlsx.WorkbookWriter)({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = WORKBOOK_CREATOR;
  workbook.created = clock.now;
  for (const spec of sheets) {
    const worksheet = workbook.addWorksheet(spec.name, {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    worksheet.columns = spec.headers.map((headerText, i) => {
      const kind = spec.kinds[i];
      return {
        width: columnWidth(spec, i, headerText),
        ...(kind ? { style: { numFmt: KIND_FORMATS[kind] } } : {}),
      };
    });
    if (spec.headers.length > 0)
      worksheet.autoFilter = {
        from: { row: 1, column: 1 },
        to: { row: 1, column: spec.headers.length },
      };
    const header = worksheet.addRow(spec.headers);
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.numFmt = KIND_FORMATS.text;
    });
    header.commit();
    for (const cells of spec.rows) {
      const row = worksheet.addRow(
        cells.map((cell) => cellValue(cell.kind, cell.value, clock.timeZone)),
      );
      cells.forEach((cell, i) => {
        // the column's own format is the cell's already; a mixed column's cell says its own
        if (spec.kinds[i] !== cell.kind) row.getCell(i + 1).numFmt = KIND_FORMATS[cell.kind];
      });
      row.commit();
    }
    worksheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** A column's width: its widest cell (about, in characters), between 8 and 60. */
function columnWidth(spec: Sheet, i: number, headerText: string): number {
  // a loop, not Math.max(...rows): an export may have more rows than a call takes arguments
  let widest = shownLength('text', headerText);
  for (const row of spec.rows) {
    const cell = row[i];
    if (cell) widest = Math.max(widest, shownLength(cell.kind, cell.value));
  }
  return Math.min(60, Math.max(8, widest + 2));
}

/**
 * The file of a workbook, under this name.
 * @example
 * const file = await xlsxFile('批量导入模板.xlsx', buildWorkbook(clock, [template]));
 */
export async function xlsxFile(
  fileName: string,
  workbook: ExcelJS.Workbook,
): Promise<AdminExportFile> {
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    fileName,
    mimeType: XLSX_MIME,
    contentBase64: Buffer.from(buffer).toString('base64'),
  };
}

/**
 * The workbook of the sheets (see workbookFile), for a caller that adds to it before writing.
 * @example
 * const workbook = buildWorkbook(clock, [sheet('名单', columns, [])]);
 */
export function buildWorkbook(clock: ExportClock, sheets: readonly Sheet[]): ExcelJS.Workbook {
  const workbook = new (excel().Workbook)();
  workbook.creator = WORKBOOK_CREATOR;
  workbook.created = clock.now;
  for (const spec of sheets) {
    const worksheet = workbook.addWorksheet(spec.name);
    const header = worksheet.addRow(spec.headers);
    header.font = { bold: true };
    spec.headers.forEach((headerText, i) => {
      const column = worksheet.getColumn(i + 1);
      const kind = spec.kinds[i];
      // the column's format: rows a user adds in Excel get it too (a typed 学号 stays text)
      if (kind) column.numFmt = KIND_FORMATS[kind];
      column.width = columnWidth(spec, i, headerText);
    });
    for (const cells of spec.rows) {
      const row = worksheet.addRow(
        cells.map((cell) => cellValue(cell.kind, cell.value, clock.timeZone)),
      );
      cells.forEach((cell, i) => {
        row.getCell(i + 1).numFmt = KIND_FORMATS[cell.kind];
      });
    }
    header.eachCell((cell) => {
      cell.numFmt = KIND_FORMATS.text;
    });
    worksheet.views = [{ state: 'frozen', ySplit: 1 }];
    if (spec.headers.length > 0) {
      worksheet.autoFilter = {
        from: { row: 1, column: 1 },
        to: { row: 1, column: spec.headers.length },
      };
    }
  }
  return workbook;
}
