import { adminT } from '../../i18n/admin-translate';

/**
 * The text of stored rich HTML (an article body, a resource body, a course description) as a
 * person reads it, for places that show text only — the conflict panel's side-by-side rows: never
 * the markup itself (`&amp;`, `<p>`). Images are named with their address; paragraphs, headings
 * and list items each start a line.
 * @example
 * plainTextOf('<p>A &amp; B</p><p><img src="/media/a.png"></p>'); // 'A & B\n[图片 /media/a.png]'
 */
export function plainTextOf(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc
    .querySelectorAll('img')
    .forEach((img) =>
      img.replaceWith(adminT('conflict.image', { src: img.getAttribute('src') ?? '' })),
    );
  doc.querySelectorAll('br').forEach((br) => br.replaceWith('\n'));
  doc
    .querySelectorAll('p, h2, h3, h4, li, blockquote, pre, tr, figcaption')
    .forEach((block) => block.append('\n'));
  return (doc.body.textContent ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n');
}
