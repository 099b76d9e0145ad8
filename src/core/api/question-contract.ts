/**
 * The question bank (题库) of a course: its question shape, the rules a quiz grades it by, and
 * the calls' inputs and answers. Stems, options, 参考答案 and 解析 are rich text (sanitised HTML,
 * formulas as LaTeX between `$…$`).
 */
import type { IsoTime, PageQuery } from './contract';

/** 单选, 多选, 判断, 填空, 简答 (graded by hand). */
export const QUESTION_TYPES = ['single', 'multiple', 'judge', 'fill', 'essay'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** 易, 中, 难. */
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** The server's limits, the form's and the import's too. */
export const QUESTION_LIMITS = {
  /** Characters of a stem, 参考答案 or 解析 (HTML). */
  html: 20_000,
  /** Characters of one option (HTML). */
  option: 2_000,
  /** Options of a choice question: A…H. */
  minOptions: 2,
  maxOptions: 8,
  blanks: 10,
  /** Accepted answers of one blank. */
  answersPerBlank: 10,
  /** Characters of one accepted answer. */
  answer: 200,
  tags: 10,
  /** Characters of one 知识点 tag. */
  tag: 30,
  /** The highest default score (分值); scores are kept to 0.5. */
  score: 100,
  /** Questions in one import file. */
  importRows: 2_000,
} as const;

/** One accepted answer of a numeric blank: any number within `tolerance` of `value` is right. */
export interface NumericAnswer {
  value: number;
  tolerance: number;
}

/** A blank of a 填空 question: several accepted texts, or several accepted numbers. */
export type FillBlank =
  { kind: 'text'; answers: string[] } | { kind: 'number'; answers: NumericAnswer[] };

/**
 * A question as it is written, imported and exported (everything but its id and bookkeeping).
 * Only the fields of its type carry content; the others stay empty.
 */
export interface QuestionDraft {
  type: QuestionType;
  /** 题干 (HTML). A 填空 question's blanks are where the stem reads `___` or `（ ）`, in order. */
  stem: string;
  /** 选项 A, B, … of 单选 / 多选 (HTML each); [] for other types. */
  options: string[];
  /** Indices of the right options: one for 单选, at least one for 多选; [] for other types. */
  correct: number[];
  /** The right answer of 判断 (true: 正确); null for other types. */
  judge: boolean | null;
  /** The blanks of 填空 in order; [] for other types. */
  blanks: FillBlank[];
  /** 参考答案 of 简答 (HTML, may be empty); '' for other types. */
  reference: string;
  /** 解析 (HTML, may be empty). */
  analysis: string;
  difficulty: Difficulty;
  /** 知识点. */
  tags: string[];
  /** 分值: the default score a quiz gives it (a multiple of 0.5). */
  score: number;
}

/** The fields of a QuestionDraft, in the order forms and files show them. */
export const QUESTION_FIELDS = [
  'type',
  'stem',
  'options',
  'correct',
  'judge',
  'blanks',
  'reference',
  'analysis',
  'difficulty',
  'tags',
  'score',
] as const satisfies readonly (keyof QuestionDraft)[];

/** A student's answer to one question, as a quiz stores it. */
export interface QuestionResponse {
  /** Chosen option indices (单选, 多选). */
  choices?: number[];
  /** 判断. */
  judge?: boolean;
  /** One text per blank (填空). */
  blanks?: string[];
  /** 简答 (HTML). */
  text?: string;
}

/** How a quiz grades; a teacher may change each per quiz. */
export interface GradingRules {
  /** 多选 with only right options but not all of them: half the score, or none. A wrong option: none. */
  multiplePartial: 'half' | 'none';
  /** 填空: each right blank earns its share of the score (else all blanks must be right). */
  fillPerBlank: boolean;
  /** 填空: A and a are the same. */
  fillIgnoreCase: boolean;
  /** 填空: full-width and half-width forms (Ａ/A, １/1, ，/,) are the same. */
  fillIgnoreWidth: boolean;
}

/** 少选得一半分、错选不得分; 填空 per blank, ignoring case and 全角/半角. */
export const DEFAULT_GRADING_RULES: GradingRules = {
  multiplePartial: 'half',
  fillPerBlank: true,
  fillIgnoreCase: true,
  fillIgnoreWidth: true,
};

/** The outcome of grading one answer. */
export interface GradedAnswer {
  /** Points earned (0 … the question's score; 简答: 0 until graded by hand). */
  score: number;
  /** right, partly right, wrong, or waiting for a teacher (简答). */
  verdict: 'right' | 'partial' | 'wrong' | 'pending';
}

/** A question as the bank lists it. */
export interface QuestionRow {
  id: number;
  courseId: number;
  type: QuestionType;
  /** The stem as plain text (the list's column and search). */
  stemText: string;
  difficulty: Difficulty;
  tags: string[];
  score: number;
  updatedAt: IsoTime;
  /** Who saved it last (name, else username); '' when that account is gone. */
  updatedBy: string;
}

/** One question as its edit form opens it. */
export interface QuestionDetail extends QuestionDraft {
  id: number;
  courseId: number;
  updatedAt: IsoTime;
  /** Revision: a save against an older one is an edit conflict. */
  version: string;
}

export interface QuestionListQuery extends PageQuery {
  courseId: number;
  /** Text in the stem. */
  keyword?: string;
  type?: QuestionType;
  difficulty?: Difficulty;
  /** One 知识点 tag (exact). */
  tag?: string;
}

export interface QuestionSaveBody {
  /** Absent: a new question. */
  id?: number;
  courseId: number;
  question: QuestionDraft;
  /** The version opened (required to update). */
  version?: string;
}

export interface QuestionIdsBody {
  courseId: number;
  ids: number[];
}

/** A course whose bank the account may keep, as the bank's course picker lists it. */
export interface QuestionCourse {
  id: number;
  title: string;
  questionCount: number;
}

/** The two file formats of import and export. */
export type QuestionFileFormat = 'xlsx' | 'gift';

export interface QuestionImportBody {
  courseId: number;
  format: QuestionFileFormat;
  fileName: string;
  contentBase64: string;
  /** A dry run checks and lists; nothing is stored. */
  dryRun: boolean;
}

/** One question read from an import file. */
export interface QuestionImportRow {
  /** The row (.xlsx, the header is row 1) or line (GIFT, where the question begins). */
  line: number;
  type: QuestionType | null;
  stemText: string;
  /** What is wrong with it, each naming the field (`答案：…`); empty when it imports. */
  problems: string[];
}

export interface QuestionImportResult {
  total: number;
  /** The rows with problems first, then the first of the good ones (at most 200 rows). */
  rows: QuestionImportRow[];
  valid: number;
  invalid: number;
  /** Questions stored: 0 for a dry run, and 0 when any row has a problem. */
  imported: number;
}

export interface QuestionExportQuery {
  courseId: number;
  format: QuestionFileFormat;
  /** The list's filters: the export holds what the list shows. */
  keyword?: string;
  type?: QuestionType;
  difficulty?: Difficulty;
  tag?: string;
}
