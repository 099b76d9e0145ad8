/** GET /api/comm/v1/captcha — a new captcha image and its key. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { issueCaptcha } from '../captcha/captcha-store';
import { ok } from '../http/envelope';
import { noQuerySchema } from '../http/schemas';

export function captchaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { captchaMax, windowSeconds } = ctx.config.rateLimit;
  app.get(
    '/api/comm/v1/captcha',
    {
      schema: { querystring: noQuerySchema },
      config: { rateLimit: { max: captchaMax, timeWindow: windowSeconds * 1000 } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await issueCaptcha(ctx));
    },
  );
}
