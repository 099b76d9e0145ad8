/**
 * The student's teaching texts (zh-cn/quiz.ts) in the page's catalogues, as `quiz.<key>`: the
 * zh-CN ones are added when the first screen that shows them loads (this module travels in their
 * chunk, not the shared one), the en-US ones are part of the en-US catalogue (en-us/quiz.ts). So
 * they follow the element's `lang` like every other text, through `useT`.
 */
import { useT, type MessageParams } from './translate';
import { zhCN } from './zh-cn';
import { quizTexts, type QuizKey } from './zh-cn/quiz';

export type { QuizKey };

for (const [key, text] of Object.entries(quizTexts)) zhCN[`quiz.${key as QuizKey}`] = text;

/**
 * A teaching text in the element's language, re-rendering when the language changes or its
 * catalogue arrives (zh-CN meanwhile).
 * @example
 * const qt = useQuizT();
 * return <h2>{qt('result.heading')}</h2>;
 */
export function useQuizT(): (key: QuizKey, params?: MessageParams) => string {
  const t = useT();
  return (key, params) => t(`quiz.${key}`, params);
}
