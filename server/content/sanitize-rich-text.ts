/**
 * Rich text (article, resource and course bodies) is sanitised with sanitize-html before it is
 * stored. Ordinary article markup survives: paragraphs, h2–h4, lists, emphasis, links with safe
 * schemes, images of the media library (/media/), tables, quotes and figures. Scripts, styles,
 * event handlers, frames, forms and `javascript:` URLs do not. An image from anywhere else would
 * not show on the portal (its Content-Security-Policy loads images of its own origin only): the
 * console's saves refuse one by name (checkedRichText), other writes drop it.
 */
import sanitizeHtml from 'sanitize-html';
import { ApiError } from '../http/envelope';

/** An image of the media library (the only images the portal shows by default). */
export const MEDIA_IMAGE = /^\/media\/(?!.*\.\.)[^\s"'<>\\]+$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'b',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'span',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'blockquote',
    'figure',
    'figcaption',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: sanitizeHtml.Attributes = { ...attribs };
      delete out.rel;
      if (out.target !== undefined && out.target !== '_blank') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
  // An image from anywhere but our media folder is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !MEDIA_IMAGE.test(frame.attribs.src ?? ''),
};

/** Which image addresses a text may hold (the media library's, unless a caller says more). */
export type ImageRule = (src: string) => boolean;
const mediaImage: ImageRule = (src) => MEDIA_IMAGE.test(src);

export function sanitizeRichText(html: string, accept: ImageRule = mediaImage): string {
  const options: sanitizeHtml.IOptions =
    accept === mediaImage
      ? OPTIONS
      : {
          ...OPTIONS,
          exclusiveFilter: (frame) => frame.tag === 'img' && !accept(frame.attribs.src ?? ''),
        };
  return sanitizeHtml(html, options).trim();
}

/** The sources of the images sanitizing would drop (not of the media library, or of `accept`). */
export function imagesOutsideMedia(html: string, accept: ImageRule = mediaImage): string[] {
  const outside: string[] = [];
  sanitizeHtml(html, {
    ...OPTIONS,
    // the address as given, so the refusal can name it
    allowedSchemesByTag: { img: ['http', 'https', 'data', 'blob', 'ftp', 'file'] },
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && !accept(frame.attribs.src ?? ''))
        outside.push(frame.attribs.src ?? '');
      return false;
    },
  });
  return outside;
}

/**
 * Rich text a person saves in the console: sanitised, and refused (naming the field and the
 * image) when it holds an image the portal would not show, rather than dropping it unseen.
 * @example
 * content: checkedRichText(body.content, 'content'),
 */
export function checkedRichText(html: string, field: string): string {
  const [first, ...more] = imagesOutsideMedia(html);
  if (first !== undefined) {
    const which = first ? `“${first.slice(0, 80)}”` : '（没有地址）';
    const others = more.length > 0 ? `等 ${more.length + 1} 张图片` : '';
    throw new ApiError(
      `参数错误：${field} 中的图片${which}${others}不是媒体库中的文件——门户只显示媒体库中的图片，请先上传到媒体库，再用“插入图片”从媒体库选择`,
    );
  }
  return sanitizeRichText(html);
}
