/**
 * The portal page (/PC/ and /PC/index.html) with the site information saved in the console: the
 * built dist/index.html (its prerendered shell shows the catalogue's defaults) gets the current
 * site name as its <title>, a shell rendered again with the site's name, logo and footer
 * (src/host/prerender.tsx) and the site information as a JSON data block the portal's script
 * starts from (src/host/site-data.ts). A change in the console shows on the next load.
 *
 * - The site information is read for every page load (one row by its key), so every process sees
 *   a change at once; when it cannot be read within READ_TIMEOUT_MS the page goes out as built,
 *   with the catalogue's defaults, and the portal asks the API itself.
 * - The page is revalidated on every load (`no-cache`) with an ETag of its content: a change makes
 *   a new ETag, so a browser's copy is never taken as current (304) after a change.
 * - It is compressed here (brotli or gzip, as the browser accepts), once per content: the build's
 *   index.html.br / .gz hold the defaults and are never sent for it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SiteInfo } from '../../src/core/api/contract';
import { prerenderPortal } from '../../src/host/prerender';
import { SITE_INFO_DATA_ID } from '../../src/core/api/page-site-info';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How long a page load waits for the site information before it goes out with the defaults. */
export const READ_TIMEOUT_MS = 2000;

type Encoding = 'br' | 'gzip' | 'identity';

interface Page {
  etag: string;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** Pages kept (by template and site information): the current one and a few before it. */
const MAX_PAGES = 4;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

/** JSON that cannot end its <script> element or start markup inside it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The built page with the site information put in: title, shell and data block. A page without
 * a prerendered `<xnfz-portal>` gets one; a page without `</head>` no data block.
 * @example
 * portalPage('<title>门户</title></head><xnfz-portal></xnfz-portal>', info);
 */
export function portalPage(template: string, site: SiteInfo): string {
  const { portal } = prerenderPortal(site);
  const data = `<script type="application/json" id="${SITE_INFO_DATA_ID}">${scriptJson(site)}</script>`;
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(site.name)}</title>`)
    .replace(/<xnfz-portal>[\s\S]*?<\/xnfz-portal>/, () => portal)
    .replace('</head>', () => `  ${data}\n  </head>`);
}

/** The encoding to send: brotli, else gzip, else none (a `q=0` refuses one). */
export function chosenEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return 'identity';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * The handler of the portal page: `indexFile` is dist/index.html, `readSite` the stored site
 * information; `notBuilt` answers when there is no built page.
 */
export function portalPageHandler(
  indexFile: string,
  readSite: () => Promise<SiteInfo>,
  notBuilt: (reply: FastifyReply) => FastifyReply,
) {
  const pages = new Map<string, Page>();
  let template: { stamp: string; text: string } | null = null;

  async function templateText(): Promise<{ stamp: string; text: string } | null> {
    const stat = await fs.stat(indexFile).catch(() => null);
    if (!stat?.isFile()) return null;
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (template?.stamp !== stamp) template = { stamp, text: await fs.readFile(indexFile, 'utf8') };
    return template;
  }

  async function currentSite(request: FastifyRequest): Promise<SiteInfo | null> {
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        readSite(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timed out')), READ_TIMEOUT_MS);
        }),
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'portal page: site information not read, defaults sent');
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  function pageOf(stamp: string, text: string, site: SiteInfo | null): Page {
    // the footer's © year is part of the page
    const key = `${stamp}\n${new Date().getFullYear()}\n${JSON.stringify(site)}`;
    const kept = pages.get(key);
    if (kept) return kept;
    const html = Buffer.from(site ? portalPage(text, site) : text);
    const hash = createHash('sha1').update(html).digest('base64url').slice(0, 22);
    const page: Page = {
      etag: `"${hash}"`,
      bodies: {
        identity: Promise.resolve(html),
        br: brotli(html, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length,
          },
        }),
        gzip: gzip(html, { level: 9 }),
      },
    };
    pages.set(key, page);
    if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
    return page;
  }

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const built = await templateText();
    if (!built) return notBuilt(reply);
    const site = await currentSite(request);
    const page = pageOf(built.stamp, built.text, site);
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    const etag = encoding === 'identity' ? page.etag : page.etag.replace(/"$/, `-${encoding}"`);
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .header('etag', etag)
      .type('text/html; charset=utf-8');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(await page.bodies[encoding]);
  };
}

/** dist/index.html of a dist folder. */
export const indexFileOf = (distDir: string) => path.join(distDir, 'index.html');
