/**
 * Reads Moodle's GIFT text format into question drafts. Questions are separated by blank lines;
 * `//` lines are comments and `$CATEGORY:` lines are skipped. Besides Moodle's syntax it reads
 * several answer blocks in one question as a 填空 with several blanks, and the comment lines the
 * writer adds (`// 难度: 难; 知识点: 牛顿定律; 分值: 5`, `// 参考答案: …`) and Moodle's `[tag:…]`.
 */
import {
  DIFFICULTIES,
  type Difficulty,
  type FillBlank,
  type NumericAnswer,
  type QuestionDraft,
  type QuestionType,
} from '../../../../src/core/api/question-contract';
import { cellToHtml, escapeHtml, htmlToText } from './cell-html';
import {
  DEFAULT_SCORES,
  DIFFICULTY_NAMES,
  FORMAT_MARKER,
  META_ENTRY_SEPARATORS,
  META_KEY_SEPARATOR,
  META_KEYS,
  META_TAG_SEPARATORS,
  protectEscapes,
  restoreEscapes,
  splitMeta,
  type GiftFormat,
} from './gift-syntax';
import type { ReadQuestion } from './read-question';

/** A question's lines: the line its text begins on, its comment lines and its text lines. */
interface QuestionLines {
  line: number;
  comments: string[];
  text: string[];
}

/** What the comment lines say; absent: the defaults. */
interface Meta {
  difficulty?: Difficulty;
  tags: string[];
  score?: number;
  reference?: string;
}

/** What one answer block `{…}` holds. */
type BlockAnswer =
  | { kind: 'essay' }
  | { kind: 'judge'; value: boolean; feedback: string[] }
  | {
      kind: 'choice';
      options: string[];
      correct: number[];
      multiple: boolean;
      /** Each option's `#feedback` as text ('' when none). */
      feedback: string[];
    }
  | { kind: 'blank'; blank: FillBlank }
  | { kind: 'match' };

interface ReadBlock {
  /** null when it could not be read (`problems` says why). */
  answer: BlockAnswer | null;
  /** The general feedback `####…` (HTML), '' when none. */
  analysis: string;
  problems: string[];
}

/**
 * Reads a GIFT file: one entry per question, in file order, with the line it begins on.
 * @example
 * readGift('// 难度: 易\n中国的首都是{=北京 =Beijing}。')[0]?.draft?.blanks;
 * // [{ kind: 'text', answers: ['北京', 'Beijing'] }]
 */
export function readGift(text: string): ReadQuestion[] {
  return splitQuestions(text).map(readQuestion);
}

function splitQuestions(text: string): QuestionLines[] {
  const questions: QuestionLines[] = [];
  let current: QuestionLines = { line: 0, comments: [], text: [] };
  const close = () => {
    if (current.text.length > 0) questions.push(current);
    current = { line: 0, comments: [], text: [] };
  };
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n?|\n/)
    .forEach((raw, index) => {
      const trimmed = raw.trim();
      if (trimmed === '') close();
      else if (trimmed.startsWith('//')) current.comments.push(trimmed.slice(2).trim());
      else if (trimmed.startsWith('$CATEGORY:')) return;
      else {
        if (current.text.length === 0) current.line = index + 1;
        current.text.push(raw);
      }
    });
  close();
  return questions;
}

function readQuestion({ line, comments, text }: QuestionLines): ReadQuestion {
  const problems: string[] = [];
  const meta = readMeta(comments, problems);
  const { format, body } = questionBody(protectEscapes(text.join('\n')).trim(), problems);
  const split = splitBlocks(body);
  if (typeof split === 'string') {
    return failed(line, null, htmlToText(decodeText(body, format)), [...problems, split]);
  }
  if (split.blocks.length === 0) {
    const stemText = htmlToText(decodeText(body, format));
    return failed(line, null, stemText, [...problems, '答案：缺少答案块 {…}']);
  }
  const blocks = split.blocks.map((block, i) => readBlock(block, format, i + 1));
  const question = combineBlocks(blocks);
  problems.push(...question.problems);
  const stem = decodeText(stemSource(split.pieces, format, question.type === 'fill'), format);
  const stemText = htmlToText(stem);
  if (stemText === '' && !/<img\b/i.test(stem)) problems.push('题干：为空');
  if (question.type === null || problems.length > 0) {
    return failed(line, question.type, stemText, problems);
  }
  const draft = { ...emptyDraft(question.type, meta), ...question.fields, stem };
  return { line, type: question.type, stemText, draft, problems };
}

function failed(
  line: number,
  type: QuestionType | null,
  stemText: string,
  problems: string[],
): ReadQuestion {
  return { line, type, stemText, draft: null, problems };
}

function emptyDraft(type: QuestionType, meta: Meta): QuestionDraft {
  return {
    type,
    stem: '',
    options: [],
    correct: [],
    judge: null,
    blanks: [],
    reference: type === 'essay' ? (meta.reference ?? '') : '',
    analysis: '',
    difficulty: meta.difficulty ?? 'medium',
    tags: meta.tags,
    score: meta.score ?? DEFAULT_SCORES[type],
  };
}

/** The question's text without its `::title::` and format marker, and that format. */
function questionBody(text: string, problems: string[]): { format: GiftFormat; body: string } {
  let body = text;
  if (body.startsWith('::')) {
    const end = body.indexOf('::', 2);
    if (end < 0) problems.push('标题：缺少结尾的“::”');
    else body = body.slice(end + 2).trim();
  }
  return splitFormat(body, 'moodle');
}

function splitFormat(text: string, fallback: GiftFormat): { format: GiftFormat; body: string } {
  const marker = FORMAT_MARKER.exec(text);
  if (!marker) return { format: fallback, body: text };
  return { format: marker[1] as GiftFormat, body: text.slice(marker[0].length) };
}

/** The HTML of a (protected) text in a format: `[html]` as is, the others as plain text. */
function decodeText(text: string, format: GiftFormat): string {
  const plain = restoreEscapes(text).trim();
  if (format === 'html') return plain;
  if (format === 'plain' && plain !== '') {
    return `<p>${plain.split('\n').map(escapeHtml).join('<br>')}</p>`;
  }
  return cellToHtml(plain);
}

/** A text inside a block: its own format marker, else the stem's (as Moodle reads it). */
function decodeSubText(text: string, stemFormat: GiftFormat): string {
  const { format, body } = splitFormat(text.trim(), stemFormat);
  return decodeText(body, format);
}

/** The texts around the answer blocks (one more than the blocks), or what is wrong. */
function splitBlocks(body: string): { pieces: string[]; blocks: string[] } | string {
  const pieces: string[] = [];
  const blocks: string[] = [];
  let from = 0;
  let open = -1;
  for (let i = 0; i < body.length; i += 1) {
    const char = body.charAt(i);
    if (char === '{') {
      if (open >= 0) return '格式：“{…}” 中又有“{”（文字中的花括号要写成 \\{ 和 \\}）';
      pieces.push(body.slice(from, i));
      open = i;
    } else if (char === '}') {
      if (open < 0) return '格式：“}” 前面没有对应的“{”（文字中的花括号要写成 \\{ 和 \\}）';
      blocks.push(body.slice(open + 1, i));
      from = i + 1;
      open = -1;
    }
  }
  if (open >= 0) return '格式：“{” 没有对应的“}”';
  pieces.push(body.slice(from));
  return { pieces, blocks };
}

const MARK = /_{3,}/;
const MARK_AT_END = /_{3,}$/;

/**
 * The stem with a `___` where each block stood, but for a block right after a `___` (how the
 * writer keeps a `____` or a `___` ending the stem). One block at the very end is Moodle's plain
 * form (the answer follows the question): no mark, but a 填空 with none gets one at its end.
 */
function stemSource(pieces: string[], format: GiftFormat, fill: boolean): string {
  const [first = '', ...rest] = pieces;
  if (rest.length === 1 && rest[0]?.trim() === '') {
    return fill && !MARK.test(first) ? withMarkAtEnd(first.trimEnd(), format) : first;
  }
  let stem = first;
  rest.forEach((piece, i) => {
    stem += (MARK_AT_END.test(pieces[i] ?? '') ? '' : '___') + piece;
  });
  return stem;
}

function withMarkAtEnd(text: string, format: GiftFormat): string {
  if (format === 'html' && text.endsWith('</p>')) return `${text.slice(0, -4)}___</p>`;
  // `tomb? ___` but `首都是___`
  return `${text}${/[!-~]$/.test(text) ? ' ' : ''}___`;
}

function readBlock(content: string, format: GiftFormat, blankNo: number): ReadBlock {
  const problems: string[] = [];
  const feedbackAt = content.lastIndexOf('####');
  const analysis = feedbackAt < 0 ? '' : decodeSubText(content.slice(feedbackAt + 4), format);
  const answer = (feedbackAt < 0 ? content : content.slice(0, feedbackAt)).trim();
  return { answer: readAnswer(answer, format, blankNo, problems), analysis, problems };
}

function readAnswer(
  answer: string,
  format: GiftFormat,
  blankNo: number,
  problems: string[],
): BlockAnswer | null {
  if (answer === '') return { kind: 'essay' };
  const [verdict = '', ...judgeFeedback] = answer.split('#');
  const judge = /^(T|TRUE|F|FALSE)$/i.exec(verdict.trim());
  if (judge)
    return {
      kind: 'judge',
      value: judge[1]?.toUpperCase().startsWith('T') === true,
      feedback: judgeFeedback.map((text) => feedbackText(text, format)),
    };
  if (answer.startsWith('#')) return readNumericBlank(answer.slice(1), blankNo, problems);
  if (!answer.startsWith('=') && !answer.startsWith('~')) {
    // most often braces of the text itself, such as LaTeX's $\frac{1}{2}$
    const block = restoreEscapes(answer);
    problems.push(
      `答案：“{${block}}”不是答案（答案以 = 或 ~ 开头，文字中的花括号要写成 \\{ 和 \\}）`,
    );
    return null;
  }
  if (answer.includes('~')) return readChoice(answer, format, problems);
  if (answer.includes('->')) return { kind: 'match' };
  return readTextBlank(answer, blankNo, problems);
}

/** Answers separated by `=` (short answer, numeric); text before the first one is wrong. */
function equalsAnswers(answer: string, problems: string[]): string[] {
  const [before = '', ...answers] = answer.split('=');
  if (before.trim() !== '') {
    problems.push(`答案：“${restoreEscapes(before.trim())}”前缺少 = 或 ~`);
  }
  return answers.map((item) => item.trim());
}

/** A leading `%50%` weight (percent) and the rest; weight null when there is none. */
function splitWeight(answer: string): { weight: number | null; rest: string } {
  const match = /^%(-?\d+(?:\.\d+)?)%/.exec(answer);
  if (!match) return { weight: null, rest: answer };
  return { weight: Number(match[1]), rest: answer.slice(match[0].length).trim() };
}

/** A `#feedback` as plain text ('' for none). */
function feedbackText(text: string, format: GiftFormat): string {
  return text.trim() === '' ? '' : htmlToText(decodeSubText(text, format));
}

/**
 * The feedback Moodle shows per answer, kept as lines of 解析 (a quiz here shows one 解析):
 * `选项B：…` for each option that has one, `答错时：…` / `答对时：…` for a 判断.
 */
function answerFeedback(answer: BlockAnswer): string {
  const lines =
    answer.kind === 'choice'
      ? answer.feedback.map((text, index) => (text ? `${optionName(index)}：${text}` : ''))
      : answer.kind === 'judge'
        ? answer.feedback.map((text, index) =>
            text ? `${index === 0 ? '答错时' : '答对时'}：${text}` : '',
          )
        : [];
  return lines
    .filter(Boolean)
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/** The answer without its `#feedback`. */
function withoutFeedback(answer: string): string {
  return answer.split('#')[0] ?? '';
}

function readChoice(answer: string, format: GiftFormat, problems: string[]): BlockAnswer {
  // the text before the first `~` or `=` is empty (readAnswer)
  const items = answer.replace(/=/g, '~=').split('~').slice(1);
  const single = items.some((item) => item.startsWith('='));
  const options: string[] = [];
  const correct: number[] = [];
  const feedback: string[] = [];
  items.forEach((raw, index) => {
    const item = raw.trim();
    // Moodle reads no weight after `=` (it is full credit); with an `=` in the block only full
    // credit counts as right, since 单选 has one right option and no partial credit.
    const { weight, rest } = item.startsWith('=')
      ? { weight: 100, rest: item.slice(1) }
      : splitWeight(item);
    if (weight !== null && (single ? weight >= 100 : weight > 0)) correct.push(index);
    const option = decodeSubText(withoutFeedback(rest), format);
    feedback.push(feedbackText(rest.split('#').slice(1).join('#'), format));
    if (htmlToText(option) === '' && !/<img\b/i.test(option)) {
      problems.push(`${optionName(index)}：为空`);
    }
    options.push(option);
  });
  if (options.length < 2) problems.push('选项：至少要有 2 个');
  if (correct.length === 0) problems.push('答案：没有正确选项');
  return { kind: 'choice', options, correct, multiple: !single || correct.length > 1, feedback };
}

function optionName(index: number): string {
  return index < 26 ? `选项${String.fromCharCode(65 + index)}` : `选项${index + 1}`;
}

function readTextBlank(answer: string, blankNo: number, problems: string[]): BlockAnswer {
  const answers: string[] = [];
  for (const item of equalsAnswers(answer, problems)) {
    const { weight, rest } = splitWeight(item);
    const text = restoreEscapes(withoutFeedback(rest)).trim();
    if (weight !== null && weight < 100) continue;
    if (text === '') problems.push(`答案：第 ${blankNo} 空有一个答案是空的`);
    else answers.push(text);
  }
  if (answers.length === 0) problems.push(`答案：第 ${blankNo} 空没有满分答案`);
  return { kind: 'blank', blank: { kind: 'text', answers } };
}

function readNumericBlank(answer: string, blankNo: number, problems: string[]): BlockAnswer {
  // `~` starts the feedback for any other answer (Moodle).
  const body = answer.split('~')[0] ?? '';
  const items = body.includes('=') ? equalsAnswers(body, problems) : [body.trim()];
  const answers: NumericAnswer[] = [];
  let unread = 0;
  for (const item of items) {
    const { weight, rest } = splitWeight(item);
    const spec = restoreEscapes(withoutFeedback(rest)).trim();
    if (weight !== null && weight < 100) continue;
    const numeric = readNumeric(spec);
    if (numeric) {
      answers.push(numeric);
    } else {
      unread += 1;
      problems.push(`答案：第 ${blankNo} 空的“${spec}”不是数值（可写 3.14、3.14:0.01 或 1..5）`);
    }
  }
  if (answers.length === 0 && unread === 0) problems.push(`答案：第 ${blankNo} 空没有满分答案`);
  return { kind: 'blank', blank: { kind: 'number', answers } };
}

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)([eE][-+]?\d+)?$/;

/** `3.14:0.01`, `1..5` or `3`; null when it is not one. */
function readNumeric(spec: string): NumericAnswer | null {
  const range = spec.split('..');
  if (range.length === 2) {
    const [min = null, max = null] = range.map((part) => readNumber(part.trim()));
    if (min === null || max === null || min > max) return null;
    return { value: rounded((min + max) / 2), tolerance: rounded((max - min) / 2) };
  }
  const [value, tolerance = '0', extra] = spec.split(':').map((part) => part.trim());
  const number = readNumber(value ?? '');
  const margin = readNumber(tolerance);
  if (extra !== undefined || number === null || margin === null || margin < 0) return null;
  return { value: number, tolerance: margin };
}

function readNumber(text: string): number | null {
  return NUMBER.test(text) ? Number(text) : null;
}

/** Drops the binary noise of halving a range (0.1..0.3 → 0.2 ± 0.1, not 0.09999999999999999). */
function rounded(value: number): number {
  return Number(value.toPrecision(12));
}

/** The question's type and fields from its blocks, or what is wrong. */
function combineBlocks(blocks: ReadBlock[]): {
  type: QuestionType | null;
  fields: Partial<QuestionDraft>;
  problems: string[];
} {
  const problems = blocks.flatMap((block) => block.problems);
  const analysis = blocks.map((block) => block.analysis).join('');
  const [first] = blocks;
  if (blocks.some((block) => block.answer === null)) return { type: null, fields: {}, problems };
  if (blocks.length > 1) {
    const blanks = blocks.flatMap(({ answer }) => (answer?.kind === 'blank' ? [answer.blank] : []));
    if (blanks.length < blocks.length) {
      problems.push(
        `题型：一道题有 ${blocks.length} 个答案块，只有填空题可以有多个（每空一个）；题与题之间要空一行`,
      );
      return { type: null, fields: {}, problems };
    }
    return { type: 'fill', fields: { blanks, analysis }, problems };
  }
  if (!first?.answer) return { type: null, fields: {}, problems };
  const { type, fields } = singleBlock(first.answer, problems);
  return {
    type,
    fields: { ...fields, analysis: analysis + answerFeedback(first.answer) },
    problems,
  };
}

function singleBlock(
  answer: BlockAnswer,
  problems: string[],
): { type: QuestionType | null; fields: Partial<QuestionDraft> } {
  switch (answer.kind) {
    case 'essay':
      return { type: 'essay', fields: {} };
    case 'judge':
      return { type: 'judge', fields: { judge: answer.value } };
    case 'choice': {
      const { options, correct, multiple } = answer;
      return { type: multiple ? 'multiple' : 'single', fields: { options, correct } };
    }
    case 'blank':
      return { type: 'fill', fields: { blanks: [answer.blank] } };
    case 'match':
      problems.push('题型：不支持匹配题');
      return { type: null, fields: {} };
  }
}

const DIFFICULTY_WORDS: Record<string, Difficulty> = {
  ...Object.fromEntries(DIFFICULTIES.map((difficulty) => [difficulty, difficulty])),
  ...Object.fromEntries(
    Object.entries(DIFFICULTY_NAMES).map(([difficulty, name]) => [name, difficulty as Difficulty]),
  ),
  简单: 'easy',
  中等: 'medium',
  困难: 'hard',
};

/** 难度, 知识点, 分值 and 参考答案 from the question's comment lines, and Moodle's `[tag:…]`. */
function readMeta(comments: string[], problems: string[]): Meta {
  const meta: Meta = { tags: [] };
  for (const comment of comments) {
    for (const tag of comment.matchAll(/\[tag:((?:\\\]|[^\]])+)\]/g)) {
      addTags(meta, [(tag[1] ?? '').replace(/\\\]/g, ']')]);
    }
    const key = comment.split(META_KEY_SEPARATOR, 1)[0] ?? '';
    if (key.trim() === META_KEYS.reference) {
      meta.reference = decodeSubText(protectEscapes(comment.slice(key.length + 1)), 'moodle');
    } else if (isMetaKey(key.trim())) {
      readMetaEntries(comment, meta, problems);
    }
  }
  return meta;
}

function isMetaKey(key: string): boolean {
  return key === META_KEYS.difficulty || key === META_KEYS.tags || key === META_KEYS.score;
}

function readMetaEntries(comment: string, meta: Meta, problems: string[]): void {
  for (const entry of splitMeta(comment, META_ENTRY_SEPARATORS, true)) {
    if (entry.trim() === '') continue;
    const at = entry.search(META_KEY_SEPARATOR);
    const key = (at < 0 ? entry : entry.slice(0, at)).trim();
    const value = at < 0 ? '' : entry.slice(at + 1);
    if (key === META_KEYS.difficulty) readDifficulty(value.trim(), meta, problems);
    else if (key === META_KEYS.tags) addTags(meta, splitMeta(value, META_TAG_SEPARATORS));
    else if (key === META_KEYS.score) readScore(value.trim(), meta, problems);
    else problems.push(`注释：不认识“${key}”（可写 难度、知识点、分值）`);
  }
}

function readDifficulty(value: string, meta: Meta, problems: string[]): void {
  const difficulty = DIFFICULTY_WORDS[value.toLowerCase()];
  if (difficulty) meta.difficulty = difficulty;
  else problems.push(`难度：“${value}”应为 易、中 或 难`);
}

function readScore(value: string, meta: Meta, problems: string[]): void {
  const score = readNumber(value);
  if (score !== null && score > 0) meta.score = score;
  else problems.push(`分值：“${value}”不是正数`);
}

function addTags(meta: Meta, tags: string[]): void {
  for (const tag of tags.map((text) => text.trim())) {
    if (tag !== '' && !meta.tags.includes(tag)) meta.tags.push(tag);
  }
}
