/**
 * The built front end under /PC/ (the portal page at /PC/ and /PC/index.html with the current
 * site information — see portal-page.ts —, the console's at /PC/admin/, a Chinese notice when it
 * is not built), `/` and `/PC` redirect to /PC/, /favicon.ico (the portal's icon), and /media/
 * with HTTP Range.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteInfo } from '../../src/core/api/contract';
import type { ServerConfig } from '../config';
import { indexFileOf, portalPageHandler } from './portal-page';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>前端尚未构建</title></head>
<body style="font-family: sans-serif; max-width: 40em; margin: 4em auto; line-height: 1.6">
<h1>前端尚未构建</h1>
<p>接口服务已经启动，但还没有找到构建好的门户页面。请在项目目录运行 <code>npm run build</code>（或直接运行 <code>npm start</code>），然后刷新本页。</p>
</body></html>
`;

/** Chunk names carry a hash of their content: a changed chunk is a new URL. */
const HASHED = /\/chunks\/[^/]+-[\w-]{8}\.js(\.map)?$/;

/** A year as immutable for content-hashed chunks; everything else is revalidated (ETag → 304). */
function cachePolicy(url = ''): string {
  const pathname = url.split('?')[0] ?? '';
  return HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function queryOf(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  return at === -1 ? '' : request.url.slice(at);
}

const notBuilt = (reply: FastifyReply) =>
  reply.type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);

/** `readSite`: the site information saved in the console, for the portal page. */
export async function registerStaticSite(
  app: FastifyInstance,
  config: ServerConfig,
  readSite: () => Promise<SiteInfo>,
): Promise<void> {
  await app.register(fastifyStatic, {
    root: config.distDir,
    prefix: '/PC/',
    index: false,
    dotfiles: 'ignore',
    suppressWarning: true,
    // the build writes .br and .gz beside each text file (scripts/precompress.mjs)
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => {
      // a route that chose its own policy (the pages, the icon) keeps it
      if (!reply.hasHeader('cache-control'))
        reply.header('cache-control', cachePolicy(reply.request.url));
    },
  });
  await app.register(fastifyStatic, {
    root: config.mediaDir,
    prefix: '/media/',
    index: false,
    dotfiles: 'ignore',
    decorateReply: false,
  });

  const portalPage = portalPageHandler(indexFileOf(config.distDir), readSite, notBuilt);
  app.get('/PC/', portalPage);
  // the same page, never the built file (its .br / .gz hold the catalogue's defaults)
  app.get('/PC/index.html', portalPage);
  // browsers ask for /favicon.ico on every page that names no icon (demo and experiment pages)
  app.get('/favicon.ico', (_request, reply) => {
    if (!fs.existsSync(path.join(config.distDir, 'favicon.ico'))) return reply.code(404).send();
    return reply
      .header('cache-control', 'public, max-age=86400')
      .sendFile('favicon.ico', config.distDir, { cacheControl: false });
  });
  app.get('/PC', (request, reply) => reply.redirect(`/PC/${queryOf(request)}`, 302));
  // the management console: its own page and chunks, built into dist/admin/
  app.get('/PC/admin/', (_request, reply) => {
    const consoleDir = path.join(config.distDir, 'admin');
    if (fs.existsSync(path.join(consoleDir, 'index.html'))) {
      return reply
        .header('cache-control', 'no-cache')
        .sendFile('index.html', consoleDir, { cacheControl: false });
    }
    return notBuilt(reply);
  });
  app.get('/PC/admin', (request, reply) => reply.redirect(`/PC/admin/${queryOf(request)}`, 302));
  app.get('/', (request, reply) => reply.redirect(`/PC/${queryOf(request)}`, 302));
}
