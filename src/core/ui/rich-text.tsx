import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/**
 * Article and resource bodies: HTML the server sanitised when it was stored, sanitised again here
 * before it is shown (defence in depth against anything that slipped into the database).
 * @example
 * <RichText html={article.content} />
 */
export function RichText({ html }: { html: string }) {
  const clean = useMemo(
    () =>
      DOMPurify.sanitize(html, {
        USE_PROFILES: { html: true },
        FORBID_TAGS: ['style', 'form', 'input', 'button'],
        FORBID_ATTR: ['style'],
      }),
    [html],
  );
  return (
    <div className="xnfz-rich-text" part="content" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
