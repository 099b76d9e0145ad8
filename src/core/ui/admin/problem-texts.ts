import { adminT } from '../../i18n/admin-translate';
import type { FieldProblem } from '../../validation/admin-rules';

/**
 * The texts of a form's problems by field; fields without a problem are left out (so an empty
 * object means the draft may be saved).
 * @example
 * problemTexts([['title', requiredText(draft.title, 100, '标题')]]); // {} or { title: '…' }
 */
export function problemTexts<F extends string>(
  problems: readonly (readonly [F, FieldProblem | null])[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const [field, problem] of problems) {
    if (problem) found[field] = adminT(problem.key, problem.params);
  }
  return found;
}
