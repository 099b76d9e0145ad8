/** Building .xlsx files for the console's exports (exceljs), handed over in the envelope. */
import ExcelJS from 'exceljs';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SheetSpec {
  name: string;
  /** Column headers (Chinese, as a dean reads them). */
  headers: string[];
  rows: (string | number | null)[][];
}

/**
 * One workbook with a sheet per spec: bold header row, columns sized to their content.
 * @example
 * const file = await workbookFile('课程学员', [{ name: '学员', headers: ['用户名'], rows: [['s1']] }]);
 */
export async function workbookFile(
  baseName: string,
  sheets: SheetSpec[],
): Promise<AdminExportFile> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '虚拟仿真实验教学学习培训门户';
  for (const spec of sheets) {
    const sheet = workbook.addWorksheet(spec.name);
    sheet.addRow(spec.headers).font = { bold: true };
    for (const row of spec.rows) sheet.addRow(row);
    sheet.columns.forEach((column, i) => {
      const widest = Math.max(
        String(spec.headers[i] ?? '').length * 2,
        ...spec.rows.map((row) => String(row[i] ?? '').length),
      );
      column.width = Math.min(60, Math.max(8, widest + 2));
    });
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  const buffer = await workbook.xlsx.writeBuffer();
  return {
    fileName: `${baseName}.xlsx`,
    mimeType: XLSX_MIME,
    contentBase64: Buffer.from(buffer).toString('base64'),
  };
}
