import type { QuestionResponse } from '../../core/api/question-contract';
import type { PaperQuestion } from '../../core/api/quiz-contract';

/** A … H. */
export const letterOf = (index: number): string => String.fromCharCode(65 + index);

/** Whether a response answers anything (a cleared one is null). */
export function isAnswered(response: QuestionResponse | null | undefined): boolean {
  if (!response) return false;
  if (response.choices && response.choices.length > 0) return true;
  if (typeof response.judge === 'boolean') return true;
  if (response.blanks?.some((blank) => blank.trim() !== '')) return true;
  return Boolean(response.text && response.text.replace(/<[^>]*>/g, '').trim() !== '');
}

/** The response to send: null when nothing is answered (the server clears the answer). */
export function normalised(response: QuestionResponse): QuestionResponse | null {
  return isAnswered(response) ? response : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A 简答 typed as plain text, as HTML paragraphs (one `<p>` per line; empty lines dropped).
 * @example
 * essayHtml('第一段\n第二段'); // '<p>第一段</p><p>第二段</p>'
 */
export function essayHtml(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('');
}

/**
 * A saved 简答 (HTML) back as plain text: one line per paragraph or line break.
 * @example
 * essayText('<p>第一段</p><p>a &lt; b</p>'); // '第一段\na < b'
 */
export function essayText(html: string): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const blocks = [...doc.body.querySelectorAll('p, li, div')].filter(
    (block) => !block.querySelector('p, li, div'),
  );
  if (blocks.length === 0) return doc.body.textContent ?? '';
  return blocks.map((block) => block.textContent ?? '').join('\n');
}

/** An empty response of a question's type, its blanks as many as the question has. */
export function emptyResponse(question: PaperQuestion): QuestionResponse {
  switch (question.type) {
    case 'single':
    case 'multiple':
      return { choices: [] };
    case 'judge':
      return {};
    case 'fill':
      return { blanks: Array.from({ length: question.blankCount }, () => '') };
    default:
      return { text: '' };
  }
}
