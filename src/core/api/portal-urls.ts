/**
 * Root-relative addresses in the server's answers (`/media/covers/…`, files under `/api/`, links
 * into `/PC/`) are the portal's, not the page's: on a page of another origin (an embed whose API
 * base is the portal) they are made absolute against the API's origin — plain fields and the
 * addresses inside rich-text HTML alike — so the browser never asks the host site for them.
 */
const ROOTED = /^\/(?:media|api|PC)\//;
const IN_HTML = /(\s(?:src|href|poster)=["'])(?=\/(?:media|api|PC)\/)/g;

/**
 * A copy of `data` with every portal address made absolute.
 * @example
 * portalUrls({ cover: '/media/covers/1.svg' }, 'https://portal.example.edu.cn');
 * // → { cover: 'https://portal.example.edu.cn/media/covers/1.svg' }
 */
export function portalUrls(data: unknown, origin: string): unknown {
  if (typeof data === 'string')
    return ROOTED.test(data) ? origin + data : data.replace(IN_HTML, `$1${origin}`);
  if (Array.isArray(data)) return data.map((item) => portalUrls(item, origin));
  if (data && typeof data === 'object') {
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [key, portalUrls(value, origin)]),
    );
  }
  return data;
}
