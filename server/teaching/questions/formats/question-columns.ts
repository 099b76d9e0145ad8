/**
 * The columns of the question bank's .xlsx (题库导入模板, import and export) and the syntax of its
 * cells, in one place so that what the writer writes is what the reader reads.
 *
 * 答案 by type:
 * - 单选: one option letter (`B`; lower case and full-width too);
 * - 多选: the right letters, together or apart (`ACD`, `A,C,D`, `A、C、D`, `A C D`);
 * - 判断: 正确 / 错误 (also 对/错, √/×, T/F, TRUE/FALSE);
 * - 填空: the blanks in order separated by `|`, a blank's accepted answers separated by `;` (or
 *   `；`) — not `/`, which units hold (`m/s`, `r/min`) and which must stay part of the answer; an
 *   answer that begins with `#` is a number: `#3.14` (exactly), `#3.14±0.01` or `#3.14:0.01`
 *   (within 0.01). A `\` before `;`, `|`, `#` or `\` makes it a plain character (`a\;b`);
 * - 简答: the 参考答案 (rich text, may be empty).
 */
import type {
  Difficulty,
  FillBlank,
  NumericAnswer,
  QuestionType,
} from '../../../../src/core/api/question-contract';
import { QUESTION_LIMITS } from '../../../../src/core/api/question-contract';

/** The columns besides the options. */
export type QuestionField =
  'type' | 'stem' | 'answer' | 'analysis' | 'difficulty' | 'tags' | 'score';

export const FIELD_HEADERS: Record<QuestionField, string> = {
  type: '题型',
  stem: '题干',
  answer: '答案',
  analysis: '解析',
  difficulty: '难度',
  tags: '知识点',
  score: '分值',
};

/** The letters of the options A…H, one column each. */
export const OPTION_LETTERS = 'ABCDEFGH'.slice(0, QUESTION_LIMITS.maxOptions);
export const OPTION_HEADERS = [...OPTION_LETTERS].map((letter) => `选项${letter}`);

/** Row 1 of the template and of an export, in this order. */
export const QUESTION_HEADERS = [
  FIELD_HEADERS.type,
  FIELD_HEADERS.stem,
  ...OPTION_HEADERS,
  FIELD_HEADERS.answer,
  FIELD_HEADERS.analysis,
  FIELD_HEADERS.difficulty,
  FIELD_HEADERS.tags,
  FIELD_HEADERS.score,
];

/** Without these a file cannot be read at all. */
export const REQUIRED_FIELDS: readonly QuestionField[] = ['type', 'stem', 'answer'];

/** Other names a teacher's own file may give a column. */
const HEADER_ALIASES: Record<QuestionField, string[]> = {
  type: ['题目类型'],
  stem: ['题目', '题目内容'],
  answer: ['正确答案', '参考答案'],
  analysis: ['答案解析'],
  difficulty: ['难易程度'],
  tags: ['标签'],
  score: ['分数'],
};

/** Where each column is in the header row (-1: absent). */
export interface QuestionColumns {
  fields: Record<QuestionField, number>;
  /** One entry per option letter. */
  options: number[];
}

/** A header as compared: no spaces, half-width, upper case (`选项 ａ` is 选项A). */
function headerKey(text: string): string {
  return text.normalize('NFKC').replace(/\s/g, '').toUpperCase();
}

/**
 * Where the columns are, found by their header (in any order; other columns are ignored).
 * @example
 * questionColumns(['题干', '题型', '答案']).fields.type; // 1
 */
export function questionColumns(header: readonly string[]): QuestionColumns {
  const keys = header.map(headerKey);
  const at = (names: string[]) => keys.findIndex((key) => names.includes(key));
  const fields = {} as Record<QuestionField, number>;
  for (const field of Object.keys(FIELD_HEADERS) as QuestionField[]) {
    fields[field] = at([FIELD_HEADERS[field], ...HEADER_ALIASES[field]]);
  }
  return { fields, options: OPTION_HEADERS.map((name) => at([name])) };
}

// ---------------------------------------------------------------- words

/** 题型 as written in the template and an export. */
export const TYPE_NAMES: Record<QuestionType, string> = {
  single: '单选',
  multiple: '多选',
  judge: '判断',
  fill: '填空',
  essay: '简答',
};

const TYPE_WORDS: Record<string, QuestionType> = {
  单选: 'single',
  单选题: 'single',
  单项选择: 'single',
  单项选择题: 'single',
  多选: 'multiple',
  多选题: 'multiple',
  多项选择: 'multiple',
  多项选择题: 'multiple',
  判断: 'judge',
  判断题: 'judge',
  填空: 'fill',
  填空题: 'fill',
  简答: 'essay',
  简答题: 'essay',
  问答: 'essay',
  问答题: 'essay',
};

/**
 * The type a 题型 cell names, or null.
 * @example
 * typeOfWord('多选题'); // 'multiple'
 */
export function typeOfWord(text: string): QuestionType | null {
  return TYPE_WORDS[text.normalize('NFKC').replace(/\s/g, '')] ?? null;
}

/** 难度 as written in the template and an export. */
export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  easy: '易',
  medium: '中',
  hard: '难',
};

const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  易: 'easy',
  简单: 'easy',
  容易: 'easy',
  中: 'medium',
  中等: 'medium',
  一般: 'medium',
  难: 'hard',
  困难: 'hard',
  较难: 'hard',
};

/**
 * The difficulty a 难度 cell names, or null.
 * @example
 * difficultyOfWord('中等'); // 'medium'
 */
export function difficultyOfWord(text: string): Difficulty | null {
  return DIFFICULTY_WORDS[text.replace(/\s/g, '')] ?? null;
}

/** 分值 of a question whose cell is empty. */
export const DEFAULT_SCORES: Record<QuestionType, number> = {
  single: 2,
  multiple: 2,
  judge: 2,
  fill: 2,
  essay: 10,
};

/** What separates 知识点 in a cell. */
export const TAG_SEPARATORS = /[,，、;；]/;

const JUDGE_WORDS: Record<string, boolean> = {
  正确: true,
  对: true,
  '√': true,
  '✓': true,
  '✔': true,
  T: true,
  TRUE: true,
  错误: false,
  错: false,
  '×': false,
  '✗': false,
  '✘': false,
  F: false,
  FALSE: false,
};

/**
 * The answer a 判断 cell gives, or null.
 * @example
 * judgeOfWord('√'); // true
 */
export function judgeOfWord(text: string): boolean | null {
  return JUDGE_WORDS[text.normalize('NFKC').replace(/\s/g, '').toUpperCase()] ?? null;
}

/** How a 判断 answer is written. */
export function judgeWord(judge: boolean): string {
  return judge ? '正确' : '错误';
}

// ---------------------------------------------------------------- 填空

/** Where a 填空 stem has a blank: `___` (3 or more) or empty brackets `（ ）`, `( )`, `（）`. */
export const FILL_MARK = /_{3,}|[（(](?:\s|&nbsp;)*[)）]/g;
/** How a stored stem marks a blank. */
export const BLANK_MARK = '___';

/** One accepted answer of a blank as written, before it is read as text or as a number. */
export interface AnswerPiece {
  /** The text, its escapes undone, trimmed (for a number: what follows the `#`). */
  text: string;
  /** It began with a `#` (not `\#`). */
  numeric: boolean;
}

const ESCAPABLE = '/;；|｜\\#＃';
const ANSWER_SEPARATORS = ';；';
const BLANK_SEPARATORS = '|｜';

/**
 * The blanks of a 填空 答案 cell, each its accepted answers (see the module's comment).
 * @example
 * answerPieces('平衡位置;最低点|#2.01±0.01'); // [[{ text: '平衡位置', … }, …], [{ text: '2.01±0.01', numeric: true }]]
 */
export function answerPieces(cell: string): AnswerPiece[][] {
  const blanks: AnswerPiece[][] = [];
  let pieces: AnswerPiece[] = [];
  let text = '';
  let numeric = false;
  const endPiece = () => {
    pieces.push({ text: text.trim(), numeric });
    text = '';
    numeric = false;
  };
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i] ?? '';
    const next = cell[i + 1];
    if (char === '\\' && next !== undefined && ESCAPABLE.includes(next)) {
      text += next;
      i += 1;
    } else if (ANSWER_SEPARATORS.includes(char)) endPiece();
    else if (BLANK_SEPARATORS.includes(char)) {
      endPiece();
      blanks.push(pieces);
      pieces = [];
    } else if ((char === '#' || char === '＃') && !numeric && text.trim() === '') numeric = true;
    else text += char;
  }
  endPiece();
  blanks.push(pieces);
  return blanks;
}

const DECIMAL = String.raw`(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?`;
const NUMERIC = new RegExp(String.raw`^([+-]?${DECIMAL})\s*(?:[±:：]\s*(${DECIMAL}))?$`, 'i');

/**
 * A numeric answer as written after its `#` (`3.14`, `3.14±0.01`, `3.14:0.01`), or null.
 * @example
 * numericAnswer('9.8±0.05'); // { value: 9.8, tolerance: 0.05 }
 */
export function numericAnswer(text: string): NumericAnswer | null {
  const match = NUMERIC.exec(text.normalize('NFKC').replace(/\s/g, ''));
  if (!match) return null;
  const value = Number(match[1]);
  const tolerance = match[2] === undefined ? 0 : Number(match[2]);
  return Number.isFinite(value) && Number.isFinite(tolerance) ? { value, tolerance } : null;
}

/** A text answer written so that it reads back as itself. */
function escapedText(text: string): string {
  const escaped = text
    .replace(/\\(?=[/;；|｜\\#＃]|$)/g, '\\\\')
    .replace(/[;；|｜]/g, (char) => `\\${char}`);
  return /^[#＃]/.test(escaped) ? `\\${escaped}` : escaped;
}

function numberText({ value, tolerance }: NumericAnswer): string {
  return tolerance === 0 ? `#${value}` : `#${value}±${tolerance}`;
}

/**
 * The 答案 cell of a 填空 question (read back by answerPieces).
 * @example
 * blanksCell([{ kind: 'text', answers: ['m/s', '米每秒'] }, { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] }]); // 'm/s;米每秒|#9.8±0.05'
 */
export function blanksCell(blanks: readonly FillBlank[]): string {
  return blanks
    .map((blank) =>
      blank.kind === 'number'
        ? blank.answers.map(numberText).join(';')
        : blank.answers.map(escapedText).join(';'),
    )
    .join('|');
}
