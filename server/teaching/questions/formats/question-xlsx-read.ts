/**
 * Reading the question bank's .xlsx: the first sheet, row 1 its header, one question a row. Every
 * cell is read as the text Excel shows (import-file.ts), so a number or a date cell reads as its
 * text. Each row becomes a ReadQuestion whose problems name the field (`答案：没有选项E`); a
 * problem of the whole file (a missing column, too many questions) is one entry at line 1.
 */
import type {
  Difficulty,
  FillBlank,
  QuestionDraft,
  QuestionType,
} from '../../../../src/core/api/question-contract';
import { QUESTION_LIMITS } from '../../../../src/core/api/question-contract';
import {
  IMPORT_MAX_ROWS,
  MSG_TOO_MANY_ROWS,
  readImportFile,
} from '../../../admin/spreadsheets/import-file';
import { ApiError } from '../../../http/envelope';
import { cellToHtml, htmlToText } from './cell-html';
import {
  BLANK_MARK,
  DEFAULT_SCORES,
  FIELD_HEADERS,
  FILL_MARK,
  OPTION_LETTERS,
  REQUIRED_FIELDS,
  TAG_SEPARATORS,
  TYPE_NAMES,
  answerPieces,
  difficultyOfWord,
  judgeOfWord,
  numericAnswer,
  questionColumns,
  typeOfWord,
  type AnswerPiece,
  type QuestionColumns,
  type QuestionField,
} from './question-columns';
import type { ReadQuestion } from './read-question';

const LIMITS = QUESTION_LIMITS;

/** Records a problem of a field: `字段：原因`. */
type Report = (field: string, reason: string) => void;

/** The cells of one row, by column ('' for an absent column). */
interface QuestionCells extends Record<QuestionField, string> {
  options: string[];
}

type Body = Pick<QuestionDraft, 'options' | 'correct' | 'judge' | 'blanks' | 'reference'>;

const EMPTY_BODY: Body = { options: [], correct: [], judge: null, blanks: [], reference: '' };

function fileProblem(problem: string): ReadQuestion {
  return { line: 1, type: null, stemText: '', draft: null, problems: [problem] };
}

function cellsOf(row: readonly string[], columns: QuestionColumns): QuestionCells {
  const at = (index: number) => (index >= 0 ? (row[index] ?? '') : '');
  const cells = { options: columns.options.map(at) } as QuestionCells;
  for (const field of Object.keys(columns.fields) as QuestionField[]) {
    cells[field] = at(columns.fields[field]);
  }
  return cells;
}

function isEmpty(cells: QuestionCells): boolean {
  const { options, ...fields } = cells;
  return [...options, ...Object.values(fields)].every((cell) => cell === '');
}

/** Rich text of a cell, its length checked. */
function readHtml(cell: string, field: string, report: Report): string {
  const html = cellToHtml(cell);
  if (html.length > LIMITS.html) report(field, `超过 ${LIMITS.html} 字`);
  return html;
}

function readType(cell: string, report: Report): QuestionType | null {
  if (cell === '') {
    report('题型', '不能为空');
    return null;
  }
  const type = typeOfWord(cell);
  if (!type) report('题型', `“${cell}”不是题型，只能是 ${Object.values(TYPE_NAMES).join('、')}`);
  return type;
}

/** The stem (a 填空 stem's blanks marked `___`) and how many blanks it marks. */
function readStem(cell: string, type: QuestionType | null, report: Report) {
  if (cell === '') {
    report('题干', '不能为空');
    return { html: '', marks: 0 };
  }
  let html = cellToHtml(cell);
  const marks = type === 'fill' ? (html.match(FILL_MARK)?.length ?? 0) : 0;
  if (type === 'fill') {
    if (marks === 0) report('题干', `填空题的题干要用 ${BLANK_MARK} 标出填空的位置`);
    html = html.replace(FILL_MARK, BLANK_MARK);
  }
  if (html.length > LIMITS.html) report('题干', `超过 ${LIMITS.html} 字`);
  return { html, marks };
}

/** The options of a choice question: A, B, … without a gap, at least minOptions. */
function readOptions(cells: readonly string[], type: QuestionType, report: Report): string[] {
  let count = cells.length;
  while (count > 0 && cells[count - 1] === '') count -= 1;
  const gap = cells.slice(0, count).indexOf('');
  if (gap >= 0) report(`选项${OPTION_LETTERS[gap]}`, '不能空着，后面还有选项');
  else if (count < LIMITS.minOptions)
    report(
      `选项${OPTION_LETTERS[count]}`,
      `${TYPE_NAMES[type]}题至少要有 ${LIMITS.minOptions} 个选项`,
    );
  return cells.slice(0, count).map((cell, i) => {
    const html = cellToHtml(cell);
    if (html.length > LIMITS.option) report(`选项${OPTION_LETTERS[i]}`, `超过 ${LIMITS.option} 字`);
    return html;
  });
}

/** A question without options must not have any (a type written wrong shows up here). */
function checkNoOptions(cells: readonly string[], type: QuestionType, report: Report): void {
  const filled = cells.findIndex((cell) => cell !== '');
  if (filled >= 0) report(`选项${OPTION_LETTERS[filled]}`, `${TYPE_NAMES[type]}题不用填写选项`);
}

/** The right options' indices, ascending. */
function readLetters(cell: string, type: QuestionType, options: number, report: Report): number[] {
  const letters = [
    ...cell
      .normalize('NFKC')
      .toUpperCase()
      .replace(/[\s,，、;；]/g, ''),
  ];
  if (letters.length === 0) {
    report('答案', '不能为空');
    return [];
  }
  const stranger = letters.find((letter) => !OPTION_LETTERS.includes(letter));
  if (stranger) {
    report('答案', `“${stranger}”不是选项字母`);
    return [];
  }
  const twice = letters.find((letter, i) => letters.indexOf(letter) !== i);
  if (twice) report('答案', `${twice} 写了两次`);
  if (type === 'single' && letters.length > 1) report('答案', '单选题只能有一个答案');
  const missing = letters.find((letter) => OPTION_LETTERS.indexOf(letter) >= options);
  if (missing) report('答案', `没有选项${missing}`);
  return letters.map((letter) => OPTION_LETTERS.indexOf(letter)).sort((a, b) => a - b);
}

function readJudge(cell: string, report: Report): boolean | null {
  if (cell === '') {
    report('答案', '不能为空');
    return null;
  }
  const judge = judgeOfWord(cell);
  if (judge === null) report('答案', '判断题的答案只能是 正确 或 错误');
  return judge;
}

/** One blank's accepted answers: all numbers or all texts. */
function readBlank(pieces: readonly AnswerPiece[], n: number, report: Report): FillBlank | null {
  const where = `第 ${n} 空`;
  const empty = (piece: AnswerPiece) => piece.text === '' && !piece.numeric;
  if (pieces.every(empty)) {
    report('答案', `${where}没有答案`);
    return null;
  }
  if (pieces.some(empty)) report('答案', `${where}有一个备选答案是空的`);
  if (pieces.length > LIMITS.answersPerBlank)
    report('答案', `${where}最多 ${LIMITS.answersPerBlank} 个备选答案`);
  const numbers = pieces.filter((piece) => piece.numeric);
  if (numbers.length === 0) {
    if (pieces.some((piece) => piece.text.length > LIMITS.answer))
      report('答案', `${where}有答案超过 ${LIMITS.answer} 字`);
    return { kind: 'text', answers: pieces.map((piece) => piece.text) };
  }
  if (numbers.length < pieces.length) {
    report('答案', `${where}不能既有数值答案又有文字答案`);
    return null;
  }
  const answers = numbers.map((piece) => {
    const answer = numericAnswer(piece.text);
    if (!answer)
      report('答案', `${where}的“#${piece.text}”不是数值，数值答案写作 #3.14 或 #3.14±0.01`);
    return answer ?? { value: 0, tolerance: 0 };
  });
  return { kind: 'number', answers };
}

function readBlanks(cell: string, marks: number, report: Report): FillBlank[] {
  if (cell === '') {
    report('答案', '不能为空');
    return [];
  }
  const pieces = answerPieces(cell);
  const blanks = pieces.map((blank, i) => readBlank(blank, i + 1, report));
  if (pieces.length > LIMITS.blanks) report('答案', `最多 ${LIMITS.blanks} 个空`);
  else if (marks > 0 && marks !== pieces.length)
    report('答案', `题干有 ${marks} 个空，答案给了 ${pieces.length} 个`);
  return blanks.filter((blank) => blank !== null);
}

/** 选项 and 答案, as the type reads them. */
function readBody(type: QuestionType, cells: QuestionCells, marks: number, report: Report): Body {
  if (type === 'single' || type === 'multiple') {
    const options = readOptions(cells.options, type, report);
    return {
      ...EMPTY_BODY,
      options,
      correct: readLetters(cells.answer, type, options.length, report),
    };
  }
  checkNoOptions(cells.options, type, report);
  if (type === 'judge') return { ...EMPTY_BODY, judge: readJudge(cells.answer, report) };
  if (type === 'fill') return { ...EMPTY_BODY, blanks: readBlanks(cells.answer, marks, report) };
  return { ...EMPTY_BODY, reference: readHtml(cells.answer, '答案', report) };
}

function readDifficulty(cell: string, report: Report): Difficulty {
  if (cell === '') return 'medium';
  const difficulty = difficultyOfWord(cell);
  if (!difficulty) report('难度', '只能是 易、中、难');
  return difficulty ?? 'medium';
}

function readTags(cell: string, report: Report): string[] {
  const tags = [
    ...new Set(
      cell
        .split(TAG_SEPARATORS)
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  if (tags.length > LIMITS.tags) report('知识点', `最多 ${LIMITS.tags} 个`);
  const long = tags.find((tag) => tag.length > LIMITS.tag);
  if (long) report('知识点', `“${long}”超过 ${LIMITS.tag} 字`);
  return tags;
}

function readScore(cell: string, type: QuestionType | null, report: Report): number {
  if (cell === '') return type ? DEFAULT_SCORES[type] : 0;
  const text = cell.normalize('NFKC').trim();
  const score = /^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : NaN;
  if (Number.isNaN(score)) report('分值', `“${cell}”不是数字`);
  else if (score <= 0 || score > LIMITS.score) report('分值', `要大于 0，最多 ${LIMITS.score}`);
  else if (!Number.isInteger(score * 2)) report('分值', '要是 0.5 的整数倍');
  return score;
}

/** One row as a question, or what is wrong with it (in the columns' order). */
function readRow(cells: QuestionCells, line: number): ReadQuestion {
  const problems: string[] = [];
  const report: Report = (field, reason) => problems.push(`${field}：${reason}`);
  const type = readType(cells.type, report);
  const stem = readStem(cells.stem, type, report);
  const body = type ? readBody(type, cells, stem.marks, report) : null;
  const draft = {
    stem: stem.html,
    analysis: readHtml(cells.analysis, '解析', report),
    difficulty: readDifficulty(cells.difficulty, report),
    tags: readTags(cells.tags, report),
    score: readScore(cells.score, type, report),
  };
  return {
    line,
    type,
    stemText: htmlToText(stem.html),
    draft: type && body && problems.length === 0 ? { type, ...draft, ...body } : null,
    problems,
  };
}

// ---------------------------------------------------------------- the sheet

/** The first sheet's rows as text (import-file.ts); null past its row limit. */
async function sheetRows(buffer: Buffer): Promise<string[][] | null> {
  try {
    return await readImportFile('题库.xlsx', buffer);
  } catch (error) {
    if (error instanceof ApiError && error.message === MSG_TOO_MANY_ROWS) return null;
    throw error;
  }
}

/**
 * The questions of an uploaded .xlsx, one per non-empty row in sheet order, each with its
 * problems. Throws ApiError (参数错误：…) for a file that is not a readable workbook.
 * @example
 * const read = await readQuestionXlsx(Buffer.from(body.contentBase64, 'base64'));
 * const bad = read.filter((question) => question.problems.length > 0);
 */
export async function readQuestionXlsx(buffer: Buffer): Promise<ReadQuestion[]> {
  const tooMany = `文件：一次最多导入 ${LIMITS.importRows} 道题`;
  const table = await sheetRows(buffer);
  if (!table) return [fileProblem(`${tooMany}，这个文件超过 ${IMPORT_MAX_ROWS} 行`)];
  const columns = questionColumns(table[0] ?? []);
  const missing = REQUIRED_FIELDS.filter((field) => columns.fields[field] < 0);
  if (missing.length > 0)
    return [
      fileProblem(`表头：缺少${missing.map((field) => `“${FIELD_HEADERS[field]}”`).join('')}列`),
    ];
  const rows = table
    .map((row, i) => ({ cells: cellsOf(row, columns), line: i + 1 }))
    .slice(1)
    .filter((row) => !isEmpty(row.cells));
  if (rows.length > LIMITS.importRows)
    return [fileProblem(`${tooMany}，这个文件有 ${rows.length} 道`)];
  return rows.map((row) => readRow(row.cells, row.line));
}
