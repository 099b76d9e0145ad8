/**
 * Shutting down without resets: once draining starts (SIGTERM / SIGINT, see main.ts) every request
 * that still arrives — on a kept-alive connection or a new one — is answered 503 with
 * `Connection: close` (the envelope `服务暂时不可用，请稍后再试` under /api/), while the requests
 * already running finish; then the server closes.
 */
import type { FastifyInstance } from 'fastify';
import { failure, MSG_SERVICE_UNAVAILABLE } from './envelope';
import { isApiUrl } from './error-handling';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on, every new request gets 503 with `Connection: close`. */
    startDraining(): void;
  }
}

const STOPPING_PAGE = `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><title>服务正在重启</title></head>
<body><h1>503 服务正在重启</h1><p>请稍后刷新本页。</p></body></html>
`;

/** Installs the draining switch; register after the security headers so the 503 carries them. */
export function installDraining(app: FastifyInstance): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  // a callback hook, not an async one: it runs before every request, and a promise per request costs
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) {
      done();
      return;
    }
    reply.code(503).header('connection', 'close').header('retry-after', '5');
    if (isApiUrl(request.url)) reply.send(failure(MSG_SERVICE_UNAVAILABLE));
    else reply.type('text/html; charset=utf-8').send(STOPPING_PAGE);
  });
}
