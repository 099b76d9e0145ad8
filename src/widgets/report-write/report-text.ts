/** What the writing screen reckons from a section's stored HTML (no editor needed). */

/** The characters a person wrote in stored HTML (no markup, no white space; an entity is one). */
export function countCharacters(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&[#a-z0-9]+;/gi, 'x')
    .replace(/\s/g, '').length;
}

/** Whether a section holds text or an image, as the server decides an empty report. */
export const hasContent = (html: string | undefined): boolean =>
  !!html && (/<img\b/i.test(html) || html.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '');
