import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

/**
 * Stored rich text sanitised again for the page, as the Trusted Types value of DOMPurify's policy
 * (typed as a string for `innerHTML`).
 * @example
 * box.innerHTML = cleanHtml(article.content);
 */
export function cleanHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
    RETURN_TRUSTED_TYPE: true,
  }) as unknown as string;
}

/**
 * Article and resource bodies: HTML the server sanitised when it was stored, sanitised again here
 * before it is shown (defence in depth against anything that slipped into the database). Put in
 * place as DOMPurify's Trusted Types value (its policy `dompurify`), so it shows on a host page
 * that requires Trusted Types (`require-trusted-types-for 'script'`) too.
 * @example
 * <RichText html={article.content} />
 */
export function RichText({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (box.current) box.current.innerHTML = cleanHtml(html);
  }, [html]);
  return <div className="xnfz-rich-text" part="content" ref={box} />;
}
