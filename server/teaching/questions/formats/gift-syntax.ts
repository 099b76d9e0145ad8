/**
 * What the GIFT reader and writer share: its escapes, its text formats (`[html]` …), the blank
 * marks of a 填空 stem, and the comment lines that carry what Moodle has no place for
 * (`// 难度: 难; 知识点: 牛顿定律, 单摆; 分值: 5` and `// 参考答案: …`).
 */
import type { Difficulty, QuestionType } from '../../../../src/core/api/question-contract';

/**
 * 分值 of a question whose file does not say (Moodle stores none): 2 for the objective types
 * (a 填空 too, whatever its blanks), 10 for 简答, the usual weights of a Chinese paper.
 */
export const DEFAULT_SCORES: Record<QuestionType, number> = {
  single: 2,
  multiple: 2,
  judge: 2,
  fill: 2,
  essay: 10,
};

/** 易, 中, 难 as the comment line writes them. */
export const DIFFICULTY_NAMES: Record<Difficulty, string> = {
  easy: '易',
  medium: '中',
  hard: '难',
};

/** The keys of the comment lines. */
export const META_KEYS = {
  difficulty: '难度',
  tags: '知识点',
  score: '分值',
  reference: '参考答案',
} as const;

// Characters GIFT gives a meaning to, each escaped with a backslash; `\n` is a newline.
const SPECIAL = /[\\~=#{}:]/g;
const ESCAPE = /\\([\\~=#{}:n])/g;
const ESCAPED_CHARS = '\\~=#{}:n';
// Escaped characters stand in the Private Use Area while a question is taken apart, so that
// splitting at `~`, `=`, `#`, `{`, `}` and `::` sees only the unescaped ones.
const PLACEHOLDER_BASE = 0xe000;
const PLACEHOLDER = /[\ue000-\ue007]/g;

/**
 * Escapes GIFT's special characters and newlines.
 * @example
 * escapeGift('$\\frac{1}{2}$\nx = 1'); // '$\\\\frac\\{1\\}\\{2\\}$\\nx \\= 1'
 */
export function escapeGift(text: string): string {
  return text.replace(SPECIAL, '\\$&').replace(/\r?\n/g, '\\n');
}

/**
 * Replaces each escape by a placeholder that no GIFT syntax matches (see `restoreEscapes`).
 * @example
 * protectEscapes('a\\=b').includes('='); // false
 */
export function protectEscapes(text: string): string {
  return text.replace(ESCAPE, (_whole, char: string) =>
    String.fromCharCode(PLACEHOLDER_BASE + ESCAPED_CHARS.indexOf(char)),
  );
}

/**
 * The text a protected text stands for: placeholders back to their characters.
 * @example
 * restoreEscapes(protectEscapes('a\\=b\\nc')); // 'a=b\nc'
 */
export function restoreEscapes(text: string): string {
  return text.replace(PLACEHOLDER, (char) => {
    const escaped = ESCAPED_CHARS[char.charCodeAt(0) - PLACEHOLDER_BASE];
    return escaped === 'n' ? '\n' : (escaped ?? char);
  });
}

/** Moodle's text formats; only `html` is read as HTML, the others as plain text. */
export type GiftFormat = 'html' | 'moodle' | 'plain' | 'markdown';

/** A format marker at the beginning of a text. */
export const FORMAT_MARKER = /^\[(html|moodle|plain|markdown)\]/;

/**
 * The blank marks of a 填空 stem: `___` (a longer run of underscores is one blank), as every
 * format stores them (question-draft.ts counts them).
 * @example
 * '中国的首都是___。'.match(BLANK_MARKS); // ['___']
 */
export const BLANK_MARKS = /_{3,}/g;

/** The separators of the comment line: between entries, between a key and its value, of tags. */
export const META_ENTRY_SEPARATORS = ';；';
export const META_KEY_SEPARATOR = /[:：]/;
export const META_TAG_SEPARATORS = ',，、';

/**
 * Escapes a value of the comment line (a backslash before separators and backslashes).
 * @example
 * escapeMeta('力, 热', ','); // '力\\, 热'
 */
export function escapeMeta(value: string, separators: string): string {
  return [...value]
    .map((char) => (char === '\\' || separators.includes(char) ? `\\${char}` : char))
    .join('');
}

/**
 * Splits a comment line's value at unescaped separators, dropping the escapes (or keeping them,
 * for a part that is split again).
 * @example
 * splitMeta('力\\, 热, 光', ','); // ['力, 热', ' 光']
 */
export function splitMeta(text: string, separators: string, keepEscapes = false): string[] {
  const parts = [''];
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charAt(i);
    if (char === '\\' && i + 1 < text.length) {
      i += 1;
      parts[parts.length - 1] += (keepEscapes ? char : '') + text.charAt(i);
    } else if (separators.includes(char)) {
      parts.push('');
    } else {
      parts[parts.length - 1] += char;
    }
  }
  return parts;
}
