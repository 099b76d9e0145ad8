/**
 * Writes question drafts as Moodle GIFT text, one question per paragraph, each after a comment
 * line with what GIFT has no place for (`// 难度: 中; 知识点: 力学; 分值: 2`, and a 简答's
 * `// 参考答案: …`), so that `readGift` gives the same drafts back. Plain text is written as
 * text, rich text as `[html]`.
 */
import type {
  FillBlank,
  NumericAnswer,
  QuestionDraft,
} from '../../../../src/core/api/question-contract';
import { htmlToCell, looksLikeHtml } from './cell-html';
import {
  BLANK_MARKS,
  DIFFICULTY_NAMES,
  escapeGift,
  escapeMeta,
  FORMAT_MARKER,
  META_ENTRY_SEPARATORS,
  META_KEYS,
  META_TAG_SEPARATORS,
  type GiftFormat,
} from './gift-syntax';
import type { WrittenQuestions } from './read-question';

/** A question that GIFT cannot carry: why, in Chinese. */
class Unwritable extends Error {}

/**
 * Writes drafts as a GIFT file (UTF-8 text); `skipped` lists the ones it could not carry.
 * @example
 * writeGift([judgeDraft]).file; // '// 难度: 中; 分值: 2\n地球是圆的。{T}\n'
 */
export function writeGift(drafts: QuestionDraft[]): WrittenQuestions<string> {
  const questions: string[] = [];
  const skipped: WrittenQuestions<string>['skipped'] = [];
  drafts.forEach((draft, index) => {
    try {
      questions.push(writeQuestion(draft));
    } catch (error) {
      if (!(error instanceof Unwritable)) throw error;
      skipped.push({ index, reason: error.message });
    }
  });
  return { file: questions.map((question) => `${question}\n`).join('\n'), skipped };
}

function writeQuestion(draft: QuestionDraft): string {
  const lines = [metaLine(draft)];
  if (draft.type === 'essay' && htmlToCell(draft.reference) !== '') {
    lines.push(`// ${META_KEYS.reference}: ${subText(draft.reference, 'moodle')}`);
  }
  const stem = stemText(draft.stem);
  lines.push(stem.marker + questionText(draft, stem));
  return lines.join('\n');
}

function metaLine({ difficulty, tags, score }: QuestionDraft): string {
  const separators = META_ENTRY_SEPARATORS + META_TAG_SEPARATORS;
  const entries = [`${META_KEYS.difficulty}: ${DIFFICULTY_NAMES[difficulty]}`];
  if (tags.length > 0) {
    entries.push(`${META_KEYS.tags}: ${tags.map((tag) => escapeMeta(tag, separators)).join(', ')}`);
  }
  entries.push(`${META_KEYS.score}: ${score}`);
  return `// ${entries.join('; ')}`;
}

/** A stem as its text (plain or HTML, unescaped yet), its format and the marker to write. */
interface StemText {
  cell: string;
  format: GiftFormat;
  marker: string;
}

/**
 * The text GIFT carries for some rich text: plain text as it is, else the HTML itself — also
 * plain text holding `<`, `>` or `&`, which Moodle would read as markup.
 */
function giftCell(html: string): { cell: string; isHtml: boolean } {
  const cell = htmlToCell(html);
  if (looksLikeHtml(cell)) return { cell, isHtml: true };
  if (/[<>&]/.test(cell)) return { cell: html.trim(), isHtml: true };
  return { cell, isHtml: false };
}

function stemText(stem: string): StemText {
  const { cell, isHtml } = giftCell(stem);
  if (isHtml) return { cell, format: 'html', marker: '[html]' };
  return { cell, format: 'moodle', marker: needsMarker(cell) ? '[moodle]' : '' };
}

/**
 * Plain text that would read as a format marker, or as a comment at the beginning of a line, is
 * written after an explicit `[moodle]`.
 */
function needsMarker(cell: string): boolean {
  return FORMAT_MARKER.test(cell) || cell.startsWith('//');
}

/** A text inside a block; its format is marked when it differs from the stem's (Moodle's rule). */
function subText(html: string, stemFormat: GiftFormat): string {
  const { cell, isHtml } = giftCell(html);
  const format: GiftFormat = isHtml ? 'html' : 'moodle';
  const marked = format !== stemFormat || (format === 'moodle' && needsMarker(cell));
  return (marked ? `[${format}]` : '') + escapeGift(cell);
}

function feedback(draft: QuestionDraft, format: GiftFormat): string {
  return htmlToCell(draft.analysis) === '' ? '' : `####${subText(draft.analysis, format)}`;
}

function questionText(draft: QuestionDraft, stem: StemText): string {
  const text = escapeGift(stem.cell);
  switch (draft.type) {
    case 'single':
    case 'multiple':
      return `${text}{\n${choiceLines(draft, stem.format).join('\n')}\n}`;
    case 'judge':
      return `${text}{${draft.judge ? 'T' : 'F'}${feedback(draft, stem.format)}}`;
    case 'essay':
      return `${text}{${feedback(draft, stem.format)}}`;
    case 'fill':
      return fillText(draft, stem);
  }
}

/** Moodle accepts only some weights; these are its ones for 1 … 8 right options. */
const MOODLE_WEIGHTS: Record<number, string> = {
  1: '100',
  2: '50',
  3: '33.33333',
  4: '25',
  5: '20',
  6: '16.66667',
  7: '14.28571',
  8: '12.5',
};

function choiceLines(draft: QuestionDraft, format: GiftFormat): string[] {
  const rightCount = draft.correct.length;
  const weight = MOODLE_WEIGHTS[rightCount] ?? String(Number((100 / rightCount).toFixed(5)));
  const lines = draft.options.map((option, index) => {
    const text = subText(option, format);
    const right = draft.correct.includes(index);
    if (draft.type === 'multiple') return `\t~%${right ? weight : '-100'}%${text}`;
    if (right) return `\t=${text}`;
    // a zero weight keeps a text that begins with `%50%` from reading as one
    return `\t~${text.startsWith('%') ? '%0%' : ''}${text}`;
  });
  const general = feedback(draft, format);
  return general === '' ? lines : [...lines, `\t${general}`];
}

function fillText(draft: QuestionDraft, stem: StemText): string {
  const blocks = draft.blanks.map((blank, index) => {
    const last = index === draft.blanks.length - 1;
    return `{${blankAnswers(blank, index)}${last ? feedback(draft, stem.format) : ''}}`;
  });
  if (blocks.length === 0) throw new Unwritable('答案：填空题没有空');
  const marks = [...stem.cell.matchAll(BLANK_MARKS)];
  // One blank and no single place for it: Moodle's plain form, the answer after the question.
  if (blocks.length === 1 && marks.length !== 1) return escapeGift(stem.cell) + blocks[0];
  if (marks.length !== blocks.length) {
    throw new Unwritable(
      `题干：有 ${blocks.length} 个空，题干中却有 ${marks.length} 处“___”，GIFT 标不出空的位置`,
    );
  }
  return placeBlocks(stem.cell, marks, blocks);
}

/**
 * The stem with each block at its blank: a `___` is replaced by its block (Moodle's missing-word
 * form); a longer run of underscores, and a lone `___` ending the stem (where Moodle would see no
 * blank), keeps its mark with the block right after it, which readGift reads as that one blank.
 */
function placeBlocks(cell: string, marks: RegExpExecArray[], blocks: string[]): string {
  let text = '';
  let from = 0;
  marks.forEach((mark, i) => {
    const end = mark.index + mark[0].length;
    const lonelyAtEnd = blocks.length === 1 && cell.slice(end).trim() === '';
    const replaced = mark[0] === '___' && !lonelyAtEnd;
    text += escapeGift(cell.slice(from, replaced ? mark.index : end)) + (blocks[i] ?? '');
    from = end;
  });
  return text + escapeGift(cell.slice(from));
}

function blankAnswers(blank: FillBlank, index: number): string {
  if (blank.answers.length === 0) throw new Unwritable(`答案：第 ${index + 1} 空没有答案`);
  if (blank.kind === 'number') return numericAnswers(blank.answers);
  if (blank.answers.some((answer) => answer.includes('->'))) {
    throw new Unwritable(`答案：第 ${index + 1} 空的答案含“->”，GIFT 会把它读成匹配题`);
  }
  return blank.answers
    .map((answer) => {
      const text = escapeGift(answer.trim());
      // a full weight keeps a text that begins with `%50%` from reading as one
      return `=${text.startsWith('%') ? '%100%' : ''}${text}`;
    })
    .join(' ');
}

function numericAnswers(answers: NumericAnswer[]): string {
  const written = answers.map(({ value, tolerance }) =>
    tolerance === 0 ? String(value) : `${value}:${tolerance}`,
  );
  return written.length === 1 ? `#${written[0]}` : `#${written.map((a) => `=${a}`).join(' ')}`;
}
