/**
 * The question bank's .xlsx: the template reads back as its five examples, every 题型 and answer
 * syntax reads into the right draft, every mistake is named by field and row, number and date
 * cells read as their text, and what the writer writes reads back as the same drafts.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import type { AdminExportFile } from '../../src/core/api/admin-contract';
import type { FillBlank, QuestionDraft } from '../../src/core/api/question-contract';
import { ApiError } from '../../server/http/envelope';
import {
  questionTemplate,
  readQuestionXlsx,
  writeQuestionXlsx,
} from '../../server/teaching/questions/formats/question-xlsx';
import type { ReadQuestion } from '../../server/teaching/questions/formats/read-question';
import { readImportFile } from '../../server/admin/spreadsheets/import-file';
import { EMBEDDED_RUN_ONLY } from './helpers/embedded-run-only';

const HEADERS = [
  '题型',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '选项E',
  '选项F',
  '选项G',
  '选项H',
  '答案',
  '解析',
  '难度',
  '知识点',
  '分值',
];

type CellInput = string | number | boolean | Date | null;
/** A row by header; headers left out are empty cells. */
type RowSpec = Partial<Record<string, CellInput>>;

async function workbookBytes(rows: readonly (readonly CellInput[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('题目');
  rows.forEach((row, i) => {
    row.forEach((value, j) => {
      if (value !== null) worksheet.getRow(i + 1).getCell(j + 1).value = value;
    });
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A file of this header and rows (a null row is an empty row). */
async function readSheet(specs: readonly (RowSpec | null)[], header = HEADERS) {
  const rows = specs.map((spec) => (spec ? header.map((name) => spec[name] ?? null) : []));
  return readQuestionXlsx(await workbookBytes([header, ...rows]));
}

async function readOne(spec: RowSpec): Promise<ReadQuestion> {
  const [read, ...more] = await readSheet([spec]);
  assert.ok(read, 'one question read');
  assert.equal(more.length, 0);
  return read;
}

/** The draft of a row that must read without problems. */
async function draftOf(spec: RowSpec): Promise<QuestionDraft> {
  const read = await readOne(spec);
  assert.deepEqual(read.problems, [], JSON.stringify(spec));
  assert.ok(read.draft);
  return read.draft;
}

function fileBytes(file: AdminExportFile): Buffer {
  return Buffer.from(file.contentBase64, 'base64');
}

async function loadWorkbook(file: AdminExportFile): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(fileBytes(file) as unknown as ArrayBuffer);
  return workbook;
}

function rowTexts(worksheet: ExcelJS.Worksheet, row: number): string[] {
  return HEADERS.map((_, i) => String(worksheet.getRow(row).getCell(i + 1).value ?? ''));
}

const NO_BODY = { options: [], correct: [], judge: null, blanks: [], reference: '' };

function draft(
  fields: Partial<QuestionDraft> & Pick<QuestionDraft, 'type' | 'stem'>,
): QuestionDraft {
  return {
    ...NO_BODY,
    analysis: '',
    difficulty: 'medium',
    tags: [],
    score: 2,
    ...fields,
  };
}

const text = (...answers: string[]): FillBlank => ({ kind: 'text', answers });
const numbers = (...answers: [number, number][]): FillBlank => ({
  kind: 'number',
  answers: answers.map(([value, tolerance]) => ({ value, tolerance })),
});

const SINGLE: RowSpec = { 题型: '单选', 题干: '1 + 1 = ?', 选项A: '1', 选项B: '2', 答案: 'B' };
const MULTIPLE: RowSpec = {
  题型: '多选',
  题干: '属于矢量的是',
  选项A: '速度',
  选项B: '质量',
  选项C: '力',
  选项D: '加速度',
  答案: 'ACD',
};
const JUDGE: RowSpec = { 题型: '判断', 题干: '光在真空中沿直线传播。', 答案: '正确' };
const FILL: RowSpec = {
  题型: '填空',
  题干: 'g 约为 ___ m/s²，方向 ___。',
  答案: '#9.8±0.1|竖直向下;向下',
};
const ESSAY: RowSpec = { 题型: '简答', 题干: '简述单摆实验的步骤。', 答案: '测摆长\n测周期' };

describe('question bank .xlsx', EMBEDDED_RUN_ONLY, () => {
  describe('the template', () => {
    it('has the header row, bold and frozen, text cells, the 说明 sheet and a note', async () => {
      const file = await questionTemplate();
      assert.equal(file.fileName, '题库导入模板.xlsx');
      assert.equal(
        file.mimeType,
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = await loadWorkbook(file);
      assert.deepEqual(
        workbook.worksheets.map((item) => item.name),
        ['题目', '说明'],
      );
      const questions = workbook.worksheets[0]!;
      assert.deepEqual(rowTexts(questions, 1), HEADERS);
      assert.equal(questions.getRow(1).getCell(1).font?.bold, true);
      assert.equal(questions.views[0]?.state, 'frozen');
      assert.equal(questions.rowCount, 6);
      assert.equal(questions.getColumn(2).width, 48);
      for (let row = 2; row <= 6; row += 1) {
        questions.getRow(row).eachCell((cell) => {
          assert.equal(cell.type, ExcelJS.ValueType.String, `${cell.address} is text`);
          assert.equal(cell.numFmt, '@', `${cell.address} is formatted as text`);
        });
      }
      assert.equal(questions.getColumn(11).numFmt, '@', 'a typed answer is text too');
      assert.match(String(questions.getCell('A2').note), /示例/);
      assert.match(String(questions.getCell('B2').value), /\$T=2\\pi\\sqrt\{l\/g\}\$/);
      const guide = workbook.getWorksheet('说明')!;
      const names = guide.getColumn(1).values.slice(2).map(String);
      for (const header of ['题型', '题干', '选项A～选项H', '解析', '难度', '知识点', '分值'])
        assert.ok(names.includes(header), `说明 explains ${header}`);
      for (const type of ['单选', '多选', '判断', '填空', '简答'])
        assert.ok(names.includes(`答案（${type}）`), `说明 explains the answer of ${type}`);
      const fillRule = guide.getRow(names.indexOf('答案（填空）') + 2).getCell(2).value;
      assert.match(String(fillRule), /\|.*;.*m\/s;米每秒.*#3\.14±0\.01/s);
    });

    it('reads back as five valid questions, one of each type', async () => {
      const read = await readQuestionXlsx(fileBytes(await questionTemplate()));
      assert.deepEqual(
        read.map((item) => [item.line, item.type, item.problems]),
        [
          [2, 'single', []],
          [3, 'multiple', []],
          [4, 'judge', []],
          [5, 'fill', []],
          [6, 'essay', []],
        ],
      );
      const [single, multiple, judge, fill, essay] = read.map((item) => item.draft!);
      assert.deepEqual(single!.correct, [1]);
      assert.match(single!.stem, /\$T=2\\pi\\sqrt\{l\/g\}\$/);
      assert.match(read[0]!.stemText, /^在“单摆测重力加速度”虚拟仿真实验中/);
      assert.deepEqual(multiple!.correct, [0, 1, 3]);
      assert.equal(judge!.judge, false);
      assert.deepEqual(fill!.blanks, [
        text('平衡位置', '最低点'),
        numbers([2.01, 0.01]),
        numbers([9.8, 0.05]),
      ]);
      assert.match(essay!.reference, /^<p>优势：.*<br>局限：/);
      assert.equal(essay!.score, 10);
    });
  });

  describe('reading', () => {
    it('reads each type into its draft', async () => {
      assert.deepEqual(
        await draftOf(SINGLE),
        draft({
          type: 'single',
          stem: '<p>1 + 1 = ?</p>',
          options: ['<p>1</p>', '<p>2</p>'],
          correct: [1],
        }),
      );
      assert.deepEqual(
        await draftOf({ ...MULTIPLE, 解析: '力有方向', 难度: '难', 知识点: '矢量', 分值: '4' }),
        draft({
          type: 'multiple',
          stem: '<p>属于矢量的是</p>',
          options: ['<p>速度</p>', '<p>质量</p>', '<p>力</p>', '<p>加速度</p>'],
          correct: [0, 2, 3],
          analysis: '<p>力有方向</p>',
          difficulty: 'hard',
          tags: ['矢量'],
          score: 4,
        }),
      );
      assert.deepEqual(
        await draftOf(JUDGE),
        draft({ type: 'judge', stem: '<p>光在真空中沿直线传播。</p>', judge: true }),
      );
      assert.deepEqual(
        await draftOf(FILL),
        draft({
          type: 'fill',
          stem: '<p>g 约为 ___ m/s²，方向 ___。</p>',
          blanks: [numbers([9.8, 0.1]), text('竖直向下', '向下')],
        }),
      );
      assert.deepEqual(
        await draftOf(ESSAY),
        draft({
          type: 'essay',
          stem: '<p>简述单摆实验的步骤。</p>',
          reference: '<p>测摆长<br>测周期</p>',
          score: 10,
        }),
      );
      const read = await readOne({ ...ESSAY, 答案: '' });
      assert.equal(read.draft?.reference, '', 'an essay may leave 参考答案 empty');
    });

    it('reads an HTML cell as HTML and gives the stem as plain text', async () => {
      const read = await readOne({
        ...SINGLE,
        题干: '<p>如图所示，<img src="/media/a.png"> 中 a &lt; b</p>',
        选项A: '<p><strong>甲</strong></p>',
      });
      assert.equal(read.draft?.stem, '<p>如图所示，<img src="/media/a.png"> 中 a &lt; b</p>');
      assert.equal(read.draft?.options[0], '<p><strong>甲</strong></p>');
      assert.equal(read.stemText, '如图所示， 中 a < b');
    });

    it('knows every 题型 word', async () => {
      const words: [string, string][] = [
        ['单选', 'single'],
        ['单选题', 'single'],
        ['单项选择题', 'single'],
        ['多选', 'multiple'],
        ['多选题', 'multiple'],
        ['判断', 'judge'],
        ['判断题', 'judge'],
        ['填空', 'fill'],
        ['填空题', 'fill'],
        ['简答', 'essay'],
        ['简答题', 'essay'],
        ['问答', 'essay'],
        [' 问答题 ', 'essay'],
      ];
      const read = await readSheet(words.map(([word]) => ({ 题型: word })));
      assert.deepEqual(
        read.map((item) => item.type),
        words.map(([, type]) => type),
      );
    });

    it('reads every answer syntax of 单选, 多选 and 判断', async () => {
      for (const answer of ['B', 'b', 'Ｂ', 'ｂ', ' B '])
        assert.deepEqual((await draftOf({ ...SINGLE, 答案: answer })).correct, [1], answer);
      for (const answer of [
        'ACD',
        'A,C,D',
        'A、C、D',
        'A C D',
        'a，c；d',
        'DCA',
        'Ａ Ｃ Ｄ',
        'A;C;D',
      ])
        assert.deepEqual((await draftOf({ ...MULTIPLE, 答案: answer })).correct, [0, 2, 3], answer);
      assert.deepEqual(
        (await draftOf({ ...MULTIPLE, 答案: 'C' })).correct,
        [2],
        '多选 may have a single right option',
      );
      for (const answer of ['正确', '对', '√', '✓', 'T', 't', 'TRUE', 'true'])
        assert.equal((await draftOf({ ...JUDGE, 答案: answer })).judge, true, answer);
      for (const answer of ['错误', '错', '×', 'F', 'f', 'FALSE', 'False'])
        assert.equal((await draftOf({ ...JUDGE, 答案: answer })).judge, false, answer);
    });

    it('reads every 填空 answer syntax', async () => {
      const cases: [string, FillBlank[]][] = [
        ['甲|乙', [text('甲'), text('乙')]],
        ['甲｜乙', [text('甲'), text('乙')]],
        [' 平衡位置 ; 最低点 | 乙 ', [text('平衡位置', '最低点'), text('乙')]],
        ['平衡位置；最低点|乙', [text('平衡位置', '最低点'), text('乙')]],
        // a unit's / is part of the answer: r/min is one answer, not r and min
        ['r/min;转每分|m/s', [text('r/min', '转每分'), text('m/s')]],
        [String.raw`m\/s;米\/秒|乙`, [text('m/s', '米/秒'), text('乙')]],
        [String.raw`a\|b|乙`, [text('a|b'), text('乙')]],
        [String.raw`a\;b|乙`, [text('a;b'), text('乙')]],
        [String.raw`\#1|C:\temp`, [text('#1'), text(String.raw`C:\temp`)]],
        [String.raw`a\\|b\\\/c`, [text('a\\'), text(String.raw`b\/c`)]],
        ['3.14|乙', [text('3.14'), text('乙')]],
        ['#3.14±0.01|#3.14:0.01', [numbers([3.14, 0.01]), numbers([3.14, 0.01])]],
        ['#3.14：0.01|# 3.14 ± 0.01', [numbers([3.14, 0.01]), numbers([3.14, 0.01])]],
        ['#3.14|＃-2', [numbers([3.14, 0]), numbers([-2, 0])]],
        [
          '#6.67e-11;#6.67E-11±1e-12|#.5',
          [numbers([6.67e-11, 0], [6.67e-11, 1e-12]), numbers([0.5, 0])],
        ],
      ];
      for (const [answer, blanks] of cases) {
        const read = await draftOf({ ...FILL, 答案: answer });
        assert.deepEqual(read.blanks, blanks, answer);
      }
    });

    it('finds the blanks of a 填空 stem and writes them ___', async () => {
      for (const mark of [
        '___',
        '______',
        '（ ）',
        '( )',
        '（）',
        '()',
        '(  )',
        '（　）',
        '( ）',
      ]) {
        const read = await draftOf({ ...FILL, 题干: `甲${mark}乙${mark}。` });
        assert.equal(read.stem, '<p>甲___乙___。</p>', mark);
      }
      const html = await draftOf({
        ...FILL,
        题干: '<p>如图<img src="/media/a.png">，g = ____，（ ）</p>',
      });
      assert.equal(html.stem, '<p>如图<img src="/media/a.png">，g = ___，___</p>');
      assert.equal((await draftOf(SINGLE)).stem, '<p>1 + 1 = ?</p>');
      const choice = await draftOf({ ...SINGLE, 题干: '下列说法正确的是（ ）' });
      assert.equal(choice.stem, '<p>下列说法正确的是（ ）</p>', 'only a 填空 stem has blanks');
    });

    it('reads 难度, 知识点 and 分值, and their defaults', async () => {
      const difficulties: [string, string][] = [
        ['', 'medium'],
        ['易', 'easy'],
        ['简单', 'easy'],
        ['容易', 'easy'],
        ['中', 'medium'],
        ['中等', 'medium'],
        ['一般', 'medium'],
        ['难', 'hard'],
        ['困难', 'hard'],
        ['较难', 'hard'],
      ];
      for (const [word, difficulty] of difficulties)
        assert.equal((await draftOf({ ...SINGLE, 难度: word })).difficulty, difficulty, word);
      assert.deepEqual(
        (await draftOf({ ...SINGLE, 知识点: ' 力学, 运动学，单摆、周期;力学；能量 ,, ' })).tags,
        ['力学', '运动学', '单摆', '周期', '能量'],
      );
      assert.deepEqual((await draftOf(SINGLE)).tags, []);
      const defaults = await readSheet([SINGLE, MULTIPLE, JUDGE, FILL, ESSAY]);
      assert.deepEqual(
        defaults.map((item) => item.draft?.score),
        [2, 2, 2, 2, 10],
      );
      for (const [cell, score] of [
        ['0.5', 0.5],
        ['2.5', 2.5],
        ['100', 100],
        ['３', 3],
        ['4.0', 4],
      ] as const)
        assert.equal((await draftOf({ ...SINGLE, 分值: cell })).score, score, cell);
    });

    it('reads number, date and boolean cells as their text', async () => {
      const choice = await draftOf({
        ...SINGLE,
        题干: new Date('2024-05-06T00:00:00Z'),
        选项A: 0.5,
        选项B: 3.14,
        选项C: 1234567890123,
        答案: 'b',
        知识点: 2024,
        分值: 2.5,
      });
      assert.equal(choice.stem, '<p>2024-05-06</p>');
      assert.deepEqual(choice.options, ['<p>0.5</p>', '<p>3.14</p>', '<p>1234567890123</p>']);
      assert.deepEqual(choice.tags, ['2024']);
      assert.equal(choice.score, 2.5);
      const fill = await draftOf({ 题型: '填空', 题干: 'π ≈ ___', 答案: 3.14, 分值: 3 });
      assert.deepEqual(fill.blanks, [text('3.14')]);
      assert.equal(fill.score, 3);
      assert.equal((await draftOf({ ...JUDGE, 答案: true })).judge, true);
      assert.equal((await draftOf({ ...JUDGE, 答案: false })).judge, false);
    });

    it('import-file.ts reads every kind of cell as Excel shows it', async () => {
      const workbook = new ExcelJS.Workbook();
      const worksheet = workbook.addWorksheet('题目');
      const cells: ExcelJS.CellValue[] = [
        '  甲  ',
        3.14,
        31001,
        123456789012345,
        new Date('2024-05-06T00:00:00Z'),
        true,
        { richText: [{ text: '粗' }, { text: '体', font: { bold: true } }] },
        { text: '链接', hyperlink: 'https://example.edu.cn' },
        { formula: '1+1', result: 2 },
        { error: '#N/A' },
      ];
      cells.forEach((value, i) => {
        worksheet.getRow(1).getCell(i + 1).value = value;
      });
      worksheet.getCell('C1').numFmt = '0000000';
      worksheet.getCell('B3').value = '乙';
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      const expected = [
        ['甲', '3.14', '0031001', '123456789012345', '2024-05-06', 'TRUE', '粗体', '链接', '2', ''],
        [],
        ['', '乙'],
      ];
      assert.deepEqual(await readImportFile('题库.xlsx', bytes), expected);
    });

    it('skips empty rows and names each question by its sheet row', async () => {
      const read = await readSheet(
        [SINGLE, null, { ...JUDGE, 答案: '也许' }, { 备注: '只有备注' }, null, ESSAY],
        [...HEADERS, '备注'],
      );
      assert.deepEqual(
        read.map((item) => [item.line, item.type, item.problems]),
        [
          [2, 'single', []],
          [4, 'judge', ['答案：判断题的答案只能是 正确 或 错误']],
          [7, 'essay', []],
        ],
      );
    });

    it('finds the columns by name in any order, ignoring others and missing options', async () => {
      const header = ['备注', '分值', '答案', '选项B', '选项A', '题干', '题型'];
      const [read] = await readSheet([{ ...SINGLE, 备注: '第一章', 分值: '3' }], header);
      assert.deepEqual(read?.problems, []);
      assert.deepEqual(read?.draft?.options, ['<p>1</p>', '<p>2</p>']);
      assert.equal(read?.draft?.score, 3);
      const spaced = ['题 型', ' 题干 ', '选项 Ａ', '选项b', '答案'];
      const [again] = await readSheet(
        [{ '题 型': '单选', ' 题干 ': '问', '选项 Ａ': '甲', 选项b: '乙', 答案: 'A' }],
        spaced,
      );
      assert.deepEqual(again?.draft?.options, ['<p>甲</p>', '<p>乙</p>']);
    });

    it('reads a header-only file as no questions', async () => {
      assert.deepEqual(await readSheet([]), []);
      assert.deepEqual(await readSheet([null, null]), []);
    });
  });

  describe('problems', () => {
    const long = (length: number) => '长'.repeat(length);
    const cases: [string, RowSpec, string[]][] = [
      ['empty 题型', { ...SINGLE, 题型: '' }, ['题型：不能为空']],
      [
        'unknown 题型',
        { ...SINGLE, 题型: '选择' },
        ['题型：“选择”不是题型，只能是 单选、多选、判断、填空、简答'],
      ],
      ['empty 题干', { ...SINGLE, 题干: '' }, ['题干：不能为空']],
      ['long 题干', { ...ESSAY, 题干: long(20_000) }, ['题干：超过 20000 字']],
      [
        '填空 without marks',
        { ...FILL, 题干: '重力加速度约为多少？', 答案: '#9.8' },
        ['题干：填空题的题干要用 ___ 标出填空的位置'],
      ],
      [
        'fewer answers than blanks',
        { ...FILL, 题干: '___、___、___', 答案: '甲|乙' },
        ['答案：题干有 3 个空，答案给了 2 个'],
      ],
      [
        'more answers than blanks',
        { ...FILL, 题干: '（ ）', 答案: '甲|乙' },
        ['答案：题干有 1 个空，答案给了 2 个'],
      ],
      [
        'a gap in the options',
        { ...SINGLE, 选项B: '', 选项C: '3', 选项D: '4', 答案: 'A' },
        ['选项B：不能空着，后面还有选项'],
      ],
      ['a gap after C', { ...MULTIPLE, 选项D: '', 选项E: '5' }, ['选项D：不能空着，后面还有选项']],
      ['one option', { ...SINGLE, 选项B: '', 答案: 'A' }, ['选项B：单选题至少要有 2 个选项']],
      [
        'no options',
        { 题型: '多选', 题干: '问', 答案: 'A' },
        ['选项A：多选题至少要有 2 个选项', '答案：没有选项A'],
      ],
      ['a long option', { ...SINGLE, 选项A: long(2_000) }, ['选项A：超过 2000 字']],
      ['an answer past the options', { ...MULTIPLE, 答案: 'ACE' }, ['答案：没有选项E']],
      ['two answers to 单选', { ...SINGLE, 答案: 'AB' }, ['答案：单选题只能有一个答案']],
      ['a word as a letter', { ...SINGLE, 答案: '对' }, ['答案：“对”不是选项字母']],
      ['a letter past H', { ...MULTIPLE, 答案: 'A,I' }, ['答案：“I”不是选项字母']],
      ['a letter twice', { ...MULTIPLE, 答案: 'A、A、C' }, ['答案：A 写了两次']],
      ['no answer to 单选', { ...SINGLE, 答案: '' }, ['答案：不能为空']],
      ['no answer to 多选', { ...MULTIPLE, 答案: ' , ' }, ['答案：不能为空']],
      ['options of 判断', { ...JUDGE, 选项A: '对' }, ['选项A：判断题不用填写选项']],
      ['options of 填空', { ...FILL, 选项C: '甲' }, ['选项C：填空题不用填写选项']],
      ['options of 简答', { ...ESSAY, 选项A: '甲', 选项B: '乙' }, ['选项A：简答题不用填写选项']],
      ['an unknown 判断', { ...JUDGE, 答案: '是' }, ['答案：判断题的答案只能是 正确 或 错误']],
      ['no 判断', { ...JUDGE, 答案: '' }, ['答案：不能为空']],
      ['no 填空 answer', { ...FILL, 答案: '' }, ['答案：不能为空']],
      ['an empty blank', { ...FILL, 答案: ' |向下' }, ['答案：第 1 空没有答案']],
      [
        'a trailing |',
        { ...FILL, 答案: '#9.8|向下|' },
        ['答案：第 3 空没有答案', '答案：题干有 2 个空，答案给了 3 个'],
      ],
      [
        'an empty alternative',
        { ...FILL, 答案: '#9.8|向下;;竖直向下' },
        ['答案：第 2 空有一个备选答案是空的'],
      ],
      [
        'not a number',
        { ...FILL, 答案: '#九点八|向下' },
        ['答案：第 1 空的“#九点八”不是数值，数值答案写作 #3.14 或 #3.14±0.01'],
      ],
      [
        'a bare #',
        { ...FILL, 答案: '#|向下' },
        ['答案：第 1 空的“#”不是数值，数值答案写作 #3.14 或 #3.14±0.01'],
      ],
      [
        'a negative tolerance',
        { ...FILL, 答案: '#9.8±-0.1|向下' },
        ['答案：第 1 空的“#9.8±-0.1”不是数值，数值答案写作 #3.14 或 #3.14±0.01'],
      ],
      [
        'numbers and words in a blank',
        { ...FILL, 答案: '#9.8;九点八|向下' },
        ['答案：第 1 空不能既有数值答案又有文字答案'],
      ],
      [
        'too many alternatives',
        { ...FILL, 答案: `#9.8|${Array.from({ length: 11 }, (_, i) => `下${i}`).join(';')}` },
        ['答案：第 2 空最多 10 个备选答案'],
      ],
      [
        'a long alternative',
        { ...FILL, 答案: `#9.8|${long(201)}` },
        ['答案：第 2 空有答案超过 200 字'],
      ],
      [
        'too many blanks',
        { ...FILL, 题干: '___ '.repeat(11), 答案: Array(11).fill('甲').join('|') },
        ['答案：最多 10 个空'],
      ],
      ['a long 参考答案', { ...ESSAY, 答案: long(20_000) }, ['答案：超过 20000 字']],
      ['a long 解析', { ...SINGLE, 解析: long(20_000) }, ['解析：超过 20000 字']],
      ['an unknown 难度', { ...SINGLE, 难度: '很难' }, ['难度：只能是 易、中、难']],
      [
        'too many 知识点',
        { ...SINGLE, 知识点: Array.from({ length: 11 }, (_, i) => `点${i}`).join('、') },
        ['知识点：最多 10 个'],
      ],
      [
        'a long 知识点',
        { ...SINGLE, 知识点: `力学、${long(31)}` },
        [`知识点：“${long(31)}”超过 30 字`],
      ],
      ['a word as 分值', { ...SINGLE, 分值: '两分' }, ['分值：“两分”不是数字']],
      ['a zero 分值', { ...SINGLE, 分值: '0' }, ['分值：要大于 0，最多 100']],
      ['a negative 分值', { ...SINGLE, 分值: '-2' }, ['分值：要大于 0，最多 100']],
      ['a large 分值', { ...SINGLE, 分值: 100.5 }, ['分值：要大于 0，最多 100']],
      ['an odd 分值', { ...SINGLE, 分值: '2.3' }, ['分值：要是 0.5 的整数倍']],
      [
        'several, in the columns’ order',
        { 题型: '单选', 题干: '', 选项A: '甲', 答案: 'C', 难度: '?', 知识点: long(31), 分值: '0' },
        [
          '题干：不能为空',
          '选项B：单选题至少要有 2 个选项',
          '答案：没有选项C',
          '难度：只能是 易、中、难',
          `知识点：“${long(31)}”超过 30 字`,
          '分值：要大于 0，最多 100',
        ],
      ],
      [
        'an unknown type still checks the rest',
        { 题型: '论述', 题干: '', 答案: '随便', 分值: 'x' },
        [
          '题型：“论述”不是题型，只能是 单选、多选、判断、填空、简答',
          '题干：不能为空',
          '分值：“x”不是数字',
        ],
      ],
    ];

    it('names every problem by field, on its row, and reads no draft', async () => {
      const read = await readSheet([SINGLE, ...cases.map(([, spec]) => spec)]);
      assert.equal(read.length, cases.length + 1);
      assert.deepEqual(read[0]?.problems, []);
      cases.forEach(([what, spec, problems], i) => {
        const row = read[i + 1]!;
        assert.equal(row.line, i + 3, what);
        assert.deepEqual(row.problems, problems, what);
        assert.equal(row.draft, null, what);
        for (const problem of row.problems) assert.match(problem, /^[\p{Script=Han}A-H]+：\S/u);
        const type = {
          单选: 'single',
          多选: 'multiple',
          判断: 'judge',
          填空: 'fill',
          简答: 'essay',
        };
        assert.equal(row.type, type[spec['题型'] as keyof typeof type] ?? null, what);
      });
    });

    it('names a missing column once, for the file', async () => {
      const noAnswer = HEADERS.filter((header) => header !== '答案');
      assert.deepEqual(await readSheet([SINGLE, JUDGE], noAnswer), [
        { line: 1, type: null, stemText: '', draft: null, problems: ['表头：缺少“答案”列'] },
      ]);
      const [both] = await readSheet([SINGLE], ['题干', '选项A', '选项B']);
      assert.deepEqual(both?.problems, ['表头：缺少“题型”“答案”列']);
      const [none] = await readQuestionXlsx(await workbookBytes([]));
      assert.deepEqual(none?.problems, ['表头：缺少“题型”“题干”“答案”列']);
    });

    it('refuses more than 2000 questions with one problem', async () => {
      const rows = Array.from({ length: 2_001 }, () => SINGLE);
      assert.deepEqual(await readSheet(rows), [
        {
          line: 1,
          type: null,
          stemText: '',
          draft: null,
          problems: ['文件：一次最多导入 2000 道题，这个文件有 2001 道'],
        },
      ]);
      const [limit] = await readSheet(rows.slice(1));
      assert.deepEqual(limit?.problems, [], '2000 questions are read');
      const [huge, ...more] = await readSheet(Array.from({ length: 5_001 }, () => SINGLE));
      assert.deepEqual(huge?.problems, ['文件：一次最多导入 2000 道题，这个文件超过 5000 行']);
      assert.equal(more.length, 0);
    });

    it('refuses a file that is not a workbook', async () => {
      const notXlsx = [
        Buffer.from('题型,题干,答案\n单选,1+1=?,B\n'),
        Buffer.from(''),
        Buffer.from('PK\u0003\u0004 broken zip'),
      ];
      for (const bytes of notXlsx)
        await assert.rejects(readQuestionXlsx(bytes), (error: unknown) => {
          assert.ok(error instanceof ApiError);
          assert.equal(error.message, '参数错误：contentBase64 不是可读取的 .xlsx 或 .csv 文件');
          return true;
        });
    });
  });

  describe('writing', () => {
    const rich: QuestionDraft[] = [
      draft({
        type: 'single',
        stem: '<p>如图所示，<img src="/media/a.png"> 中小球的加速度为</p>',
        options: [
          '<p>$a=g\\sin\\theta$</p>',
          '<p><strong>零</strong></p>',
          '<p>a &lt; g</p>',
          '<p>第一行<br>第二行</p>',
        ],
        correct: [2],
        analysis: '<p>受力分析：$F=ma$</p>',
        difficulty: 'hard',
        tags: ['牛顿定律', '斜面'],
        score: 1.5,
      }),
      draft({
        type: 'multiple',
        stem: '<p>八个选项</p>',
        options: ['一', '二', '三', '四', '五', '六', '七', '八'].map((word) => `<p>${word}</p>`),
        correct: [0, 7],
        difficulty: 'easy',
        score: 0.5,
      }),
      draft({ type: 'judge', stem: '<p>对的</p>', judge: true, tags: ['2024'] }),
      draft({ type: 'judge', stem: '<p>错的</p>', judge: false, score: 100 }),
      draft({
        type: 'fill',
        stem: '<p>速度单位 ___，g = ___，G = ___，路径 ___，标签 ___，温度 ___</p>',
        blanks: [
          text('m/s', '米/秒', 'm·s⁻¹'),
          numbers([9.8, 0.05], [9.81, 0]),
          numbers([6.67e-11, 1e-12]),
          text('C:\\temp\\', 'a\\/b', 'x|y', 'p｜q'),
          text('#1', '＃2', 'a#b', '\\#c'),
          numbers([-273.15, 0.5]),
        ],
        analysis: '<p>注意单位。</p>',
        score: 6,
      }),
      draft({
        type: 'fill',
        stem: '<p><img src="/media/b.png">读数为 ___ V</p>',
        blanks: [numbers([1.5, 0])],
      }),
      draft({
        type: 'essay',
        stem: '<p>简述 $T=2\\pi\\sqrt{l/g}$ 的适用条件。</p>',
        reference: '<p>摆角很小<br>摆线不可伸长</p><p><img src="/media/c.png"></p>',
        analysis: '<ol><li>小角度</li><li>轻绳</li></ol>',
        score: 10,
      }),
      draft({ type: 'essay', stem: '<p>开放题</p>', score: 12.5 }),
    ];

    it('writes every question so that it reads back the same', async () => {
      const file = await writeQuestionXlsx(rich, '题库-大学物理.xlsx');
      assert.equal(file.fileName, '题库-大学物理.xlsx');
      const read = await readQuestionXlsx(fileBytes(file));
      assert.deepEqual(
        read.map((item) => item.problems),
        rich.map(() => []),
      );
      assert.deepEqual(
        read.map((item) => item.draft),
        rich,
      );
      assert.deepEqual(
        read.map((item) => item.line),
        rich.map((_, i) => i + 2),
      );
    });

    it('writes the columns, as text, in the syntax the reader reads', async () => {
      const workbook = await loadWorkbook(await writeQuestionXlsx(rich, 'q.xlsx'));
      const questions = workbook.getWorksheet('题目')!;
      assert.deepEqual(rowTexts(questions, 1), HEADERS);
      assert.ok(workbook.getWorksheet('说明'));
      assert.deepEqual(rowTexts(questions, 2), [
        '单选',
        '<p>如图所示，<img src="/media/a.png"> 中小球的加速度为</p>',
        '$a=g\\sin\\theta$',
        '<p><strong>零</strong></p>',
        'a < g',
        '第一行\n第二行',
        '',
        '',
        '',
        '',
        'C',
        '受力分析：$F=ma$',
        '难',
        '牛顿定律、斜面',
        '1.5',
      ]);
      const answers = rich.map((_, i) => rowTexts(questions, i + 2)[10]);
      assert.deepEqual(answers, [
        'C',
        'AH',
        '正确',
        '错误',
        String.raw`m/s;米/秒;m·s⁻¹|#9.8±0.05;#9.81|#6.67e-11±1e-12|C:\temp\\;a\\/b;x\|y;p\｜q|\#1;\＃2;a#b;\\#c|#-273.15±0.5`,
        '#1.5',
        '<p>摆角很小<br>摆线不可伸长</p><p><img src="/media/c.png"></p>',
        '',
      ]);
      questions.eachRow((row) =>
        row.eachCell((cell) => {
          assert.equal(cell.type, ExcelJS.ValueType.String, cell.address);
          assert.equal(cell.numFmt, '@', cell.address);
        }),
      );
    });

    it('writes an empty bank as the header and 说明', async () => {
      const file = await writeQuestionXlsx([], '空.xlsx');
      const workbook = await loadWorkbook(file);
      assert.equal(workbook.getWorksheet('题目')?.rowCount, 1);
      assert.deepEqual(await readQuestionXlsx(fileBytes(file)), []);
    });
  });
});
