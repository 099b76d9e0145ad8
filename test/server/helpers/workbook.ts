/**
 * Reading the console's .xlsx files back with exceljs: sheets, columns by header, and the checks
 * every export must pass (typed cells, no UTC text, 学号 and usernames as text).
 */
import assert from 'node:assert/strict';
import ExcelJS from 'exceljs';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';
import type { TestApp } from './test-app';

export async function readWorkbook(file: AdminExportFile): Promise<ExcelJS.Workbook> {
  assert.match(file.fileName, /\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(file.contentBase64, 'base64') as unknown as ArrayBuffer);
  return workbook;
}

export function worksheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  assert.ok(found, `sheet ${name} (the workbook has ${workbook.worksheets.map((s) => s.name)})`);
  return found;
}

export function headersOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(1).values as unknown[]).slice(1).map((value) => String(value ?? ''));
}

/** The data cells (below the header) of the column with this header. */
export function columnCells(sheet: ExcelJS.Worksheet, header: string): ExcelJS.Cell[] {
  const at = headersOf(sheet).indexOf(header);
  assert.ok(at >= 0, `column ${header} in ${sheet.name}: ${headersOf(sheet).join(', ')}`);
  const cells: ExcelJS.Cell[] = [];
  for (let row = 2; row <= sheet.rowCount; row += 1) cells.push(sheet.getRow(row).getCell(at + 1));
  return cells;
}

/** The data rows as objects keyed by header. */
export function sheetObjects(sheet: ExcelJS.Worksheet): Record<string, unknown>[] {
  const headers = headersOf(sheet);
  const rows: Record<string, unknown>[] = [];
  for (let row = 2; row <= sheet.rowCount; row += 1) {
    const cells = sheet.getRow(row);
    rows.push(
      Object.fromEntries(headers.map((header, i) => [header, cells.getCell(i + 1).value ?? null])),
    );
  }
  return rows;
}

/** The wall clock of an instant in Beijing (UTC+8, no daylight saving) as Excel stores it. */
export function beijing(iso: string | Date): Date {
  return new Date(new Date(iso).getTime() + 8 * 3600 * 1000);
}

/** A date cell on the wall clock of `iso` in Beijing, written `yyyy-mm-dd hh:mm`. */
export function assertDateCell(cell: ExcelJS.Cell, iso: string | Date, what: string): void {
  assert.equal(
    cell.type,
    ExcelJS.ValueType.Date,
    `${what}: a date cell, not ${String(cell.value)}`,
  );
  assert.equal(cell.numFmt, 'yyyy-mm-dd hh:mm', `${what}: format`);
  const value = cell.value as Date;
  assert.ok(
    Math.abs(value.getTime() - beijing(iso).getTime()) < 2,
    `${what}: ${value.toISOString()} is Beijing's ${beijing(iso).toISOString()}`,
  );
}

/**
 * The seconds of a duration cell: Excel stores days (a number); exceljs reads a number with a
 * time format back as a Date counted from 1899-12-30.
 */
export function durationSeconds(value: unknown): number {
  const days = value instanceof Date ? value.getTime() / 86_400_000 + 25_569 : Number(value);
  return Math.round(days * 86_400 * 1000) / 1000;
}

/** A duration cell of `seconds`, written 时:分:秒. */
export function assertDurationCell(cell: ExcelJS.Cell, seconds: number, what: string): void {
  assert.equal(cell.numFmt, '[h]:mm:ss', `${what}: format`);
  assert.ok(
    typeof cell.value === 'number' || cell.value instanceof Date,
    `${what}: a number cell, not ${typeof cell.value}`,
  );
  assert.ok(
    Math.abs(durationSeconds(cell.value) - seconds) < 0.01,
    `${what}: ${durationSeconds(cell.value)} s is ${seconds} s`,
  );
}

/** A text cell (formatted @) holding exactly `text`. */
export function assertTextCell(cell: ExcelJS.Cell, text: string, what: string): void {
  assert.equal(
    cell.type,
    ExcelJS.ValueType.String,
    `${what}: a text cell, not ${typeof cell.value}`,
  );
  assert.equal(cell.numFmt, '@', `${what}: format @`);
  assert.equal(cell.value, text, what);
}

const ACCOUNT_HEADER = /用户名|学号|工号|手机|电话|账号/;

/**
 * The rules every export keeps, checked on every cell: no instant as ISO text, no duration in
 * bare seconds, every 学号/工号/username/phone column as text cells, a dated, unique file name.
 */
export async function assertExportRules(file: AdminExportFile): Promise<ExcelJS.Workbook> {
  assert.match(file.fileName, /-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/, `${file.fileName}: dated name`);
  const workbook = await readWorkbook(file);
  for (const sheet of workbook.worksheets) {
    const headers = headersOf(sheet);
    for (const header of headers) {
      assert.doesNotMatch(header, /（秒）|\(秒\)|秒数/, `${sheet.name}: ${header} in bare seconds`);
    }
    sheet.eachRow((row, rowNumber) => {
      row.eachCell((cell, columnNumber) => {
        const header = headers[columnNumber - 1] ?? '';
        const where = `${sheet.name}!${cell.address} (${header})`;
        if (typeof cell.value === 'string') {
          assert.doesNotMatch(cell.value, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, `${where}: ISO text`);
        }
        if (rowNumber > 1 && ACCOUNT_HEADER.test(header) && cell.value !== null) {
          assert.equal(cell.type, ExcelJS.ValueType.String, `${where}: text, not a number`);
          assert.equal(cell.numFmt, '@', `${where}: format @`);
        }
      });
    });
  }
  return workbook;
}

/** Moves the test clock forward to `iso` (it only goes forward). */
export function moveClockTo(t: TestApp, iso: string): void {
  const seconds = (Date.parse(iso) - t.clock.now().getTime()) / 1000;
  assert.ok(seconds >= 0, `the clock is already past ${iso}`);
  t.clock.advance(seconds);
}
