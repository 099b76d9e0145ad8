/**
 * exceljs, loaded when the first spreadsheet is read or written: loading it cost every server
 * start (and every test file) about half a second of CPU, though most never touch a spreadsheet.
 */
import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';

const require = createRequire(import.meta.url);
let loaded: typeof ExcelJS | undefined;

/**
 * The exceljs module.
 * @example
 * const workbook = new (excel().Workbook)();
 */
export function excel(): typeof ExcelJS {
  loaded ??= require('exceljs') as typeof ExcelJS;
  return loaded;
}
