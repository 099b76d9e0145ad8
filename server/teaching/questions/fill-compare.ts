/**
 * How a typed 填空 answer is compared with the accepted ones. Both sides are normalised the same
 * way, in this order:
 *
 * 1. Unicode NFC, so pinyin typed as a letter plus a combining tone mark (`a` + U+030C) is the
 *    precomposed `ǎ`. NFKC is not used: it would also turn `㎡` into `m2` and `①` into `1`.
 * 2. When `fillIgnoreWidth`: the full-width forms U+FF01–U+FF5E (`！`…`～`, so also `，：；？（）`
 *    and `Ａ１．－`) become their ASCII characters U+0021–U+007E. Nothing else is mapped: `。` is
 *    not `.`, `、` is not `,`, `“”` are not `"`.
 * 3. White space (JavaScript's `\s`: also the full-width space U+3000, no-break and other Unicode
 *    spaces, tabs, line breaks) is trimmed, and each inner run of it becomes one space, whatever
 *    the width rule.
 * 4. When `fillIgnoreCase`: `toLowerCase()` (after step 2, so `Ａ` is `a`).
 *
 * An answer left empty is never right, even against an (erroneous) empty accepted answer.
 */
import type { FillBlank, GradingRules } from '../../../src/core/api/question-contract';

type FillRules = Pick<GradingRules, 'fillIgnoreCase' | 'fillIgnoreWidth'>;

const FULL_WIDTH_ASCII = /[\uff01-\uff5e]/g;
/** U+FF01 `！` − U+0021 `!`: the distance of every full-width form from its ASCII character. */
const FULL_WIDTH_OFFSET = 0xfee0;

/** Full-width ASCII forms as their half-width characters. */
function halfWidth(text: string): string {
  return text.replace(FULL_WIDTH_ASCII, (char) =>
    String.fromCharCode(char.charCodeAt(0) - FULL_WIDTH_OFFSET),
  );
}

/**
 * A blank's text as it is compared (see the module's comment).
 * @example
 * normalFillText('\u3000Ｎｅｗ\u3000 York ', DEFAULT_GRADING_RULES); // 'new york'
 */
export function normalFillText(text: string, rules: FillRules): string {
  let normal = text.normalize('NFC');
  if (rules.fillIgnoreWidth) normal = halfWidth(normal);
  normal = normal.trim().replace(/\s+/g, ' ');
  return rules.fillIgnoreCase ? normal.toLowerCase() : normal;
}

/**
 * Whether a typed blank answer matches one accepted text under the rules.
 * @example
 * fillMatches(' ＡＢＣ ', 'abc', DEFAULT_GRADING_RULES); // true
 */
export function fillMatches(typed: string, accepted: string, rules: FillRules): boolean {
  const normal = normalFillText(typed, rules);
  return normal !== '' && normal === normalFillText(accepted, rules);
}

/**
 * A plain decimal number: a sign, digits with at most one point (`3.`, `.5`), an exponent. No
 * thousands separators (`1,000`: a comma is also some students' decimal point), no `Infinity`,
 * hex, `_`, fractions or percentages, and no space inside.
 */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * A typed numeric blank as a number, or null when it is not one (see DECIMAL). The text is
 * normalised as for text blanks first, so `３．１４` is 3.14 when width is ignored.
 * @example
 * parseFillNumber(' 1e3 ', DEFAULT_GRADING_RULES); // 1000
 * parseFillNumber('1,000', DEFAULT_GRADING_RULES); // null
 */
export function parseFillNumber(typed: string, rules: FillRules): number | null {
  const normal = normalFillText(typed, rules);
  if (!DECIMAL.test(normal)) return null;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

/** Relative slack for binary floating point: 3.15 − 3.14 is 0.010000000000000231, not 0.01. */
const RELATIVE_EPSILON = 1e-9;

/**
 * Whether a typed number is within an accepted answer's tolerance (a negative or missing one is 0).
 * @example
 * numberMatches(3.15, { value: 3.14, tolerance: 0.01 }); // true
 */
export function numberMatches(typed: number, accepted: { value: number; tolerance: number }) {
  const { value, tolerance } = accepted;
  if (!Number.isFinite(typed) || !Number.isFinite(value)) return false;
  const allowed = Number.isFinite(tolerance) && tolerance > 0 ? tolerance : 0;
  const slack = RELATIVE_EPSILON * Math.max(Math.abs(typed), Math.abs(value));
  return Math.abs(typed - value) <= allowed + slack;
}

/**
 * Whether a typed answer is right for a blank: it matches any of the blank's accepted answers.
 * @example
 * blankMatches('北京', { kind: 'text', answers: ['北京', '北京市'] }, DEFAULT_GRADING_RULES); // true
 */
export function blankMatches(typed: string, blank: FillBlank, rules: FillRules): boolean {
  if (blank.kind === 'text')
    return blank.answers.some((answer) => fillMatches(typed, answer, rules));
  if (blank.kind !== 'number') return false;
  const number = parseFillNumber(typed, rules);
  return number !== null && blank.answers.some((answer) => numberMatches(number, answer));
}
