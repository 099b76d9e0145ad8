/**
 * Writing the question bank's .xlsx: the export (one row per question) and the template teachers
 * download (five example questions, one per type). Both carry the same columns, every cell text
 * formatted `@` (a 学号-like answer keeps its zeros), and a second sheet 说明 with the columns'
 * rules; what is written reads back as the same questions (question-xlsx-read.ts).
 */
import type ExcelJS from 'exceljs';
import type { AdminExportFile } from '../../../../src/core/api/admin-contract';
import type { QuestionDraft } from '../../../../src/core/api/question-contract';
import { QUESTION_LIMITS } from '../../../../src/core/api/question-contract';
import {
  buildWorkbook,
  column,
  sheet,
  xlsxFile,
  type Column,
} from '../../../admin/spreadsheets/workbook-file';
import { htmlToCell } from './cell-html';
import {
  BLANK_MARK,
  DEFAULT_SCORES,
  DIFFICULTY_NAMES,
  FIELD_HEADERS,
  OPTION_HEADERS,
  OPTION_LETTERS,
  TYPE_NAMES,
  blanksCell,
  judgeWord,
} from './question-columns';

const LIMITS = QUESTION_LIMITS;
const QUESTION_SHEET = '题目';
const GUIDE_SHEET = '说明';

/** The 答案 cell in the syntax the reader reads (question-columns.ts). */
function answerCell(draft: QuestionDraft): string {
  switch (draft.type) {
    case 'single':
    case 'multiple':
      return draft.correct.map((index) => OPTION_LETTERS[index] ?? '').join('');
    case 'judge':
      return draft.judge === null ? '' : judgeWord(draft.judge);
    case 'fill':
      return blanksCell(draft.blanks);
    case 'essay':
      return htmlToCell(draft.reference);
  }
}

const QUESTION_COLUMNS: Column<QuestionDraft>[] = [
  column(FIELD_HEADERS.type, 'text', (draft) => TYPE_NAMES[draft.type]),
  column(FIELD_HEADERS.stem, 'text', (draft) => htmlToCell(draft.stem)),
  ...OPTION_HEADERS.map((header, i) =>
    column<QuestionDraft>(header, 'text', (draft) => htmlToCell(draft.options[i] ?? '')),
  ),
  column(FIELD_HEADERS.answer, 'text', answerCell),
  column(FIELD_HEADERS.analysis, 'text', (draft) => htmlToCell(draft.analysis)),
  column(FIELD_HEADERS.difficulty, 'text', (draft) => DIFFICULTY_NAMES[draft.difficulty]),
  column(FIELD_HEADERS.tags, 'text', (draft) => draft.tags.join('、')),
  column(FIELD_HEADERS.score, 'text', (draft) => String(draft.score)),
];

/** Column widths of the question sheet (characters); an option column is 16. */
const WIDTHS: Record<string, number> = {
  [FIELD_HEADERS.type]: 8,
  [FIELD_HEADERS.stem]: 48,
  [FIELD_HEADERS.answer]: 28,
  [FIELD_HEADERS.analysis]: 36,
  [FIELD_HEADERS.difficulty]: 8,
  [FIELD_HEADERS.tags]: 18,
  [FIELD_HEADERS.score]: 8,
};

// ---------------------------------------------------------------- 说明

interface GuideRow {
  name: string;
  rule: string;
  example: string;
}

const TYPES = Object.values(TYPE_NAMES).join('、');
const DEFAULT_SCORE_TEXT = `单选、多选、判断、填空 ${DEFAULT_SCORES.single} 分，简答 ${DEFAULT_SCORES.essay} 分`;

const GUIDE: GuideRow[] = [
  {
    name: '总体',
    rule: `在“${QUESTION_SHEET}”工作表里每行填一道题，第 1 行是表头。列的顺序可以调整，用不到的选项列可以删除，多出来的列不会读取；${FIELD_HEADERS.type}、${FIELD_HEADERS.stem}、${FIELD_HEADERS.answer} 三列必须有。空行会跳过。一个文件最多 ${LIMITS.importRows} 道题。第 2～6 行是示例（每种题型一道），导入前请删除或改成自己的题目。所有单元格都是文本格式，数字、编号按输入的样子保存。`,
    example: '',
  },
  {
    name: FIELD_HEADERS.type,
    rule: `${TYPES} 之一（也可以写 单选题、多选题、判断题、填空题、简答题、问答）。`,
    example: TYPE_NAMES.single,
  },
  {
    name: FIELD_HEADERS.stem,
    rule: `必填，可以换行。公式写在两个 $ 之间（LaTeX）。填空题用 ${BLANK_MARK}（三个或更多下划线）或 （ ） 标出每个空的位置，空的个数要与答案一致。以 < 开头、以 > 结尾的内容按 HTML 读取（如带图片的题干）。`,
    example: String.raw`单摆的周期公式是 $T=2\pi\sqrt{l/g}$`,
  },
  {
    name: `${OPTION_HEADERS[0]}～${OPTION_HEADERS.at(-1)}`,
    rule: `单选题、多选题的选项：至少 ${LIMITS.minOptions} 个，从 ${OPTION_HEADERS[0]} 开始依次填写，中间不能空着；其他题型不填。`,
    example: '2 倍',
  },
  {
    name: `${FIELD_HEADERS.answer}（单选）`,
    rule: '正确选项的字母，大写、小写、全角都可以。',
    example: 'B',
  },
  {
    name: `${FIELD_HEADERS.answer}（多选）`,
    rule: '所有正确选项的字母（至少一个），可以连着写，也可以用逗号、顿号或空格隔开。',
    example: 'ACD 或 A,C,D 或 A、C、D',
  },
  {
    name: `${FIELD_HEADERS.answer}（判断）`,
    rule: '正确 或 错误（也可以写 对/错、√/×、T/F、TRUE/FALSE）。',
    example: '正确',
  },
  {
    name: `${FIELD_HEADERS.answer}（填空）`,
    rule: `按顺序写每个空的答案，空与空之间用 | 隔开（最多 ${LIMITS.blanks} 个空）；一个空有几种都算对的写法时用分号 ; 隔开（如 m/s;米每秒，单位中的 / 照常写）。答案本身含有 ; 或 | 时写成 \\;、\\|。数值答案以 # 开头：#3.14 表示必须等于 3.14，#3.14±0.01（或 #3.14:0.01）表示 3.13～3.15 都算对；以 # 开头的文字答案写成 \\#。`,
    example: '平衡位置;最低点|#2.01±0.01|#9.8±0.05',
  },
  {
    name: `${FIELD_HEADERS.answer}（简答）`,
    rule: '参考答案，可以不填；可以换行，公式写法同题干。',
    example: '',
  },
  { name: FIELD_HEADERS.analysis, rule: '可以不填；写法同题干。', example: '' },
  {
    name: FIELD_HEADERS.difficulty,
    rule: '易、中、难（也可以写 简单、中等、困难 等），不填为 中。',
    example: DIFFICULTY_NAMES.medium,
  },
  {
    name: FIELD_HEADERS.tags,
    rule: `可以不填；几个知识点用顿号、逗号或分号隔开，最多 ${LIMITS.tags} 个，每个不超过 ${LIMITS.tag} 字。`,
    example: '单摆、周期',
  },
  {
    name: FIELD_HEADERS.score,
    rule: `这道题默认的分值：大于 0、不超过 ${LIMITS.score}，以 0.5 分为单位；不填时${DEFAULT_SCORE_TEXT}。`,
    example: '2.5',
  },
];

const GUIDE_COLUMNS: Column<GuideRow>[] = [
  column('列', 'text', (row) => row.name),
  column('填写说明', 'text', (row) => row.rule),
  column('示例', 'text', (row) => row.example),
];

// ---------------------------------------------------------------- the workbook

const TOP_WRAPPED: Partial<ExcelJS.Alignment> = { vertical: 'top', wrapText: true };

/** Fixed widths and wrapped text: a long 题干 or 说明 reads without widening its column. */
function layOut(workbook: ExcelJS.Workbook): void {
  const questions = workbook.getWorksheet(QUESTION_SHEET);
  QUESTION_COLUMNS.forEach((item, i) => {
    const target = questions?.getColumn(i + 1);
    if (!target) return;
    target.width = WIDTHS[item.header] ?? 16;
    target.alignment = TOP_WRAPPED;
  });
  const guide = workbook.getWorksheet(GUIDE_SHEET);
  [14, 80, 36].forEach((width, i) => {
    const target = guide?.getColumn(i + 1);
    if (!target) return;
    target.width = width;
    target.alignment = TOP_WRAPPED;
  });
}

/** Every cell is text, so no time zone decides anything: the clock only stamps `created`. */
function questionWorkbook(drafts: readonly QuestionDraft[]): ExcelJS.Workbook {
  const workbook = buildWorkbook({ now: new Date(), timeZone: 'UTC' }, [
    sheet(QUESTION_SHEET, QUESTION_COLUMNS, drafts),
    sheet(GUIDE_SHEET, GUIDE_COLUMNS, GUIDE),
  ]);
  layOut(workbook);
  return workbook;
}

/**
 * The questions as an .xlsx under this name: one row each, in order, with the 说明 sheet; the
 * file reads back (readQuestionXlsx) as the same drafts.
 * @example
 * const file = await writeQuestionXlsx(drafts, '题库-大学物理-2026-11-26-003412.xlsx');
 */
export async function writeQuestionXlsx(
  drafts: readonly QuestionDraft[],
  fileName: string,
): Promise<AdminExportFile> {
  return xlsxFile(fileName, questionWorkbook(drafts));
}

// ---------------------------------------------------------------- the template

const MEDIUM = { analysis: '', difficulty: 'medium', tags: [] } as const;
const NO_BODY = { options: [], correct: [], judge: null, blanks: [], reference: '' };

/** One question of each type, in the template's order (a physics course's virtual labs). */
export const TEMPLATE_EXAMPLES: readonly QuestionDraft[] = [
  {
    ...NO_BODY,
    ...MEDIUM,
    type: 'single',
    stem: String.raw`<p>在“单摆测重力加速度”虚拟仿真实验中，单摆的周期为 $T=2\pi\sqrt{l/g}$。若把摆长调为原来的 4 倍，周期变为原来的几倍？</p>`,
    options: ['<p>1 倍</p>', '<p>2 倍</p>', '<p>4 倍</p>', '<p>16 倍</p>'],
    correct: [1],
    analysis: '<p>周期与摆长的平方根成正比，摆长变为 4 倍，周期变为 2 倍。</p>',
    difficulty: 'easy',
    tags: ['单摆', '周期'],
    score: DEFAULT_SCORES.single,
  },
  {
    ...NO_BODY,
    ...MEDIUM,
    type: 'multiple',
    stem: '<p>用虚拟仿真实验测量电源的电动势和内阻时，下列做法中能减小误差的是</p>',
    options: [
      '<p>选用内阻较大的电压表</p>',
      '<p>多测几组数据，用 U–I 图像求电动势和内阻</p>',
      '<p>通电时间尽量长，等读数稳定后再记录</p>',
      '<p>选用内阻较大的旧干电池</p>',
    ],
    correct: [0, 1, 3],
    analysis: '<p>长时间通电会使电池极化、内阻变化，应读数后及时断开开关。</p>',
    tags: ['电动势', '内阻', '误差分析'],
    score: 3,
  },
  {
    ...NO_BODY,
    ...MEDIUM,
    type: 'judge',
    stem: '<p>虚拟仿真实验中的器材不会损坏，所以可以先闭合开关再连接电路。</p>',
    judge: false,
    analysis: '<p>仿真实验同样要先连好电路、检查无误后再闭合开关，养成规范操作的习惯。</p>',
    difficulty: 'easy',
    tags: ['实验规范'],
    score: DEFAULT_SCORES.judge,
  },
  {
    ...NO_BODY,
    ...MEDIUM,
    type: 'fill',
    stem: '<p>用单摆测重力加速度时，应从摆球经过 ___ 时开始计时；测得摆长 l = 1.00 m、30 次全振动用时 60.2 s，则周期 T = ___ s，重力加速度 g = ___ m/s²。</p>',
    blanks: [
      { kind: 'text', answers: ['平衡位置', '最低点'] },
      { kind: 'number', answers: [{ value: 2.01, tolerance: 0.01 }] },
      { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
    ],
    analysis: '<p>T = 60.2 s ÷ 30 ≈ 2.01 s；g = 4π²l / T² ≈ 9.80 m/s²。</p>',
    tags: ['单摆', '重力加速度'],
    score: 3,
  },
  {
    ...NO_BODY,
    ...MEDIUM,
    type: 'essay',
    stem: '<p>与传统实验相比，虚拟仿真实验在教学中有哪些优势和局限？请各举两点。</p>',
    reference:
      '<p>优势：可以反复操作，不受场地和器材限制；能完成危险、昂贵或难以实现的实验。<br>局限：缺少真实的操作手感；难以完全反映真实实验中的误差和意外情况。</p>',
    difficulty: 'hard',
    tags: ['虚拟仿真', '实验教学'],
    score: DEFAULT_SCORES.essay,
  },
];

/** exceljs keeps a sheet's validations by cell range; its type declarations leave them out. */
interface RangeValidations {
  dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void };
}

/** A drop-down of the usual words; other words the reader takes (单选题, 中等) stay allowed. */
function offerWords(worksheet: ExcelJS.Worksheet, header: string, words: string[]): void {
  const at = QUESTION_COLUMNS.findIndex((item) => item.header === header);
  const letter = String.fromCharCode(65 + at);
  (worksheet as unknown as RangeValidations).dataValidations.add(
    `${letter}2:${letter}${LIMITS.importRows + 1}`,
    { type: 'list', allowBlank: true, formulae: [`"${words.join(',')}"`], showErrorMessage: false },
  );
}

/**
 * 题库导入模板.xlsx: the header (bold, frozen), one example question of each type, drop-downs
 * for 题型 and 难度, and the 说明 sheet; it reads back as the five examples.
 * @example
 * const file = await questionTemplate();
 */
export async function questionTemplate(): Promise<AdminExportFile> {
  const workbook = questionWorkbook(TEMPLATE_EXAMPLES);
  const worksheet = workbook.getWorksheet(QUESTION_SHEET);
  if (worksheet) {
    worksheet.getCell('A2').note =
      '第 2～6 行是示例（每种题型一道），照着填写；导入前请删除或改成自己的题目。填写规则见“说明”工作表。';
    offerWords(worksheet, FIELD_HEADERS.type, Object.values(TYPE_NAMES));
    offerWords(worksheet, FIELD_HEADERS.difficulty, Object.values(DIFFICULTY_NAMES));
  }
  return xlsxFile('题库导入模板.xlsx', workbook);
}
