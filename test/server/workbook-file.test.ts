/**
 * The exports' workbook, written row by row (exceljs' streaming writer): every sheet keeps what
 * the object model gave it — a bold header row written as text, frozen below it, with filters,
 * columns sized to their content, each column's format (and a mixed column's cell by cell).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { column, sheet, workbookFile } from '../../server/admin/spreadsheets/workbook-file';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';
import { readWorkbook, worksheet } from './helpers/workbook';

interface Row {
  number: string;
  name: string;
  score: number | null;
  at: string;
  mixed: { kind: 'integer' | 'percent'; value: number };
}

const ROWS: Row[] = [
  {
    number: '0020240101',
    name: '张三',
    score: 95.5,
    at: '2026-11-25T16:34:00Z',
    mixed: { kind: 'integer', value: 3 },
  },
  {
    number: '0020240102',
    name: '一个很长很长的名字用来撑开这一列的宽度',
    score: null,
    at: '2026-11-26T01:00:00Z',
    mixed: { kind: 'percent', value: 50 },
  },
];

const COLUMNS = [
  column<Row>('学号', 'text', (row) => row.number),
  column<Row>('姓名', 'text', (row) => row.name),
  column<Row>('成绩', 'number', (row) => row.score),
  column<Row>('完成时间', 'datetime', (row) => row.at),
  column<Row>(
    '数值',
    (row) => row.mixed.kind,
    (row) => row.mixed.value,
  ),
];

describe('the exports’ workbook, written row by row', EMBEDDED_RUN_ONLY, () => {
  it('keeps the header, the frozen row, the filters, the widths and every format', async () => {
    const clock = { now: new Date('2026-11-25T16:34:12Z'), timeZone: 'Asia/Shanghai' };
    const file = await workbookFile(clock, '测试/导出', [sheet('成绩', COLUMNS, ROWS)]);
    assert.equal(file.fileName, '测试_导出-2026-11-26-003412.xlsx');
    const found = worksheet(await readWorkbook(file), '成绩');

    const header = found.getRow(1);
    assert.deepEqual((header.values as unknown[]).slice(1), [
      '学号',
      '姓名',
      '成绩',
      '完成时间',
      '数值',
    ]);
    assert.equal(header.getCell(1).font?.bold, true);
    assert.equal(header.getCell(3).numFmt, '@', 'the header row is text');
    assert.equal(found.views[0]?.state, 'frozen');
    assert.equal((found.views[0] as { ySplit?: number }).ySplit, 1);
    assert.deepEqual(found.autoFilter, 'A1:E1');

    // widths: at least 8, the long name's column wider, never over 60
    const widths = [1, 2, 3, 4, 5].map((i) => found.getColumn(i).width ?? 0);
    assert.ok(
      widths.every((width) => width >= 8 && width <= 60),
      widths.join(),
    );
    assert.ok((widths[1] ?? 0) > (widths[0] ?? 0), `the long names widen 姓名: ${widths.join()}`);

    const first = found.getRow(2);
    assert.equal(first.getCell(1).value, '0020240101', '学号 keeps its leading zeros');
    assert.equal(first.getCell(1).numFmt, '@');
    assert.equal(first.getCell(3).value, 95.5);
    assert.equal(found.getRow(3).getCell(3).value, null, 'a missing score is a blank cell');
    const at = first.getCell(4);
    assert.ok(at.value instanceof Date);
    // the wall clock of Asia/Shanghai: 00:34 on the 26th
    assert.equal((at.value as Date).toISOString(), '2026-11-26T00:34:00.000Z');
    assert.equal(at.numFmt, 'yyyy-mm-dd hh:mm');
    assert.equal(first.getCell(5).numFmt, '0');
    assert.equal(found.getRow(3).getCell(5).numFmt, '0%');
    assert.equal(found.getRow(3).getCell(5).value, 0.5);
    assert.equal(found.rowCount, 3);
  });
});
