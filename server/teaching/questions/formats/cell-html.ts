/**
 * How a question's rich text travels in a file cell (.xlsx) or a GIFT text: plain text stays
 * plain, and rich text (images, emphasis, tables) travels as its HTML. A cell is read as HTML
 * when, trimmed, it begins with `<` and ends with `>`; anything else is plain text, escaped, its
 * lines kept. Writing does the reverse: HTML that is only paragraphs of text is written as that
 * text (one line per paragraph), so a teacher's file reads as they typed it.
 */
import { htmlText } from '../../../admin/audit-readable';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Escapes the characters HTML gives a meaning to. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => ESCAPES[char] ?? char);
}

/** Whether a cell's text is HTML (see the module's comment). */
export function looksLikeHtml(text: string): boolean {
  const trimmed = text.trim();
  return trimmed.startsWith('<') && trimmed.endsWith('>');
}

/**
 * The HTML of a cell: its HTML as it is, or its plain text as paragraphs ('' for an empty cell).
 * @example
 * cellToHtml('a < b\nc'); // '<p>a &lt; b<br>c</p>'
 */
export function cellToHtml(text: string): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') return '';
  if (looksLikeHtml(trimmed)) return trimmed;
  return `<p>${trimmed.split('\n').map(escapeHtml).join('<br>')}</p>`;
}

const PLAIN_PARAGRAPHS = /^(<p>([^<]|<br\s*\/?>)*<\/p>)+$/;

/**
 * The text a cell holds for some HTML: plain paragraphs as lines of text, anything richer as HTML.
 * @example
 * htmlToCell('<p>a &lt; b<br>c</p>'); // 'a < b\nc'
 */
export function htmlToCell(html: string): string {
  const trimmed = html.trim();
  if (trimmed === '') return '';
  if (!PLAIN_PARAGRAPHS.test(trimmed)) return trimmed;
  const lines = trimmed
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<\/p><p>/g, '\n')
    .replace(/<\/?p>/g, '')
    .split('\n')
    .map((line) => htmlText(line.replace(/ /g, '&nbsp;')).replace(/\u00a0/g, ' '));
  const text = lines.join('\n');
  // text that would read back as HTML stays HTML
  return looksLikeHtml(text) ? trimmed : text;
}

/** The plain text of rich text (lists, search, file names). */
export { htmlText as htmlToText };
