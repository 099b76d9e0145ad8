/**
 * Formulas in rich text are LaTeX between `$…$` (inline) or `$$…$$` (a display line); `\$` is a
 * dollar sign. This module only finds them (tiny, for any chunk); render-formulas.ts draws them.
 */

/** `$$…$$` or `$…$` (not across a line, not empty), a `\$` left alone. */
export const FORMULA = /(?<!\\)\$\$([^$]+?)\$\$|(?<!\\)\$([^$\n]+?)\$/g;

/**
 * Whether a text holds a formula (so the formula renderer is worth loading).
 * @example
 * hasFormula('周期 $T=2\\pi\\sqrt{l/g}$'); // true
 */
export function hasFormula(text: string): boolean {
  FORMULA.lastIndex = 0;
  return FORMULA.test(text);
}
