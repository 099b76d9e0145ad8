/** What an import format reads from a file: one entry per question, in file order. */
import type { QuestionDraft, QuestionType } from '../../../../src/core/api/question-contract';

export interface ReadQuestion {
  /** The .xlsx row (the header is row 1) or the GIFT line where the question begins. */
  line: number;
  /** The type read, or null when it could not be told. */
  type: QuestionType | null;
  /** The stem as plain text (the dry run's list). */
  stemText: string;
  /** The question when it could be read; null when `problems` says why not. */
  draft: QuestionDraft | null;
  /** What the format could not read, each naming the field: `答案：…`, `选项C：…`. */
  problems: string[];
}

/** What a format writes, and the questions it could not carry (with the reason, in Chinese). */
export interface WrittenQuestions<File> {
  file: File;
  skipped: { index: number; reason: string }[];
}
