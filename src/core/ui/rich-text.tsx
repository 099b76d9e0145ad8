import DOMPurify from 'dompurify';
import { useLayoutEffect, useRef } from 'react';

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
    const clean = DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button'],
      FORBID_ATTR: ['style'],
      RETURN_TRUSTED_TYPE: true,
    });
    if (box.current) box.current.innerHTML = clean as unknown as string;
  }, [html]);
  return <div className="xnfz-rich-text" part="content" ref={box} />;
}
