/** Home page banners, site information and the contact page's feedback. */
import type { FastifyInstance } from 'fastify';
import type { FeedbackBody } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { optionalLogin } from '../auth/require-login';
import { liveBanners, saveFeedback, siteInfo } from '../content/site-content';
import { ok } from '../http/envelope';
import { bodyOf, noQuerySchema } from '../http/schemas';

const notBlank = { pattern: '\\S', description: '不能只包含空白字符' } as const;

export function siteRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/xnfz/banners',
    { schema: { querystring: noQuerySchema }, config: { publicCache: 'shared' } },
    async (request) => {
      const live = await liveBanners(ctx.db, ctx.config.now());
      // a banner's start or end changes the answer without a console write
      request.publicCacheUntil = () => Promise.resolve(live.nextChange);
      return ok(live.banners);
    },
  );

  app.get(
    '/api/xnfz/siteInfo',
    { schema: { querystring: noQuerySchema }, config: { publicCache: 'shared' } },
    async () => ok(await siteInfo(ctx.db)),
  );

  const { windowSeconds } = ctx.config.rateLimit;
  app.post<{ Body: FeedbackBody }>(
    '/api/xnfz/feedback',
    {
      schema: {
        body: bodyOf(
          {
            name: { type: 'string', minLength: 1, maxLength: 32, ...notBlank },
            contact: { type: 'string', minLength: 1, maxLength: 100, ...notBlank },
            content: { type: 'string', minLength: 1, maxLength: 2000, ...notBlank },
          },
          ['name', 'contact', 'content'],
        ),
      },
      config: { rateLimit: { max: ctx.config.feedbackRateMax, timeWindow: windowSeconds * 1000 } },
      onRequest: optionalLogin(ctx),
    },
    async (request) => {
      await saveFeedback(ctx, request.body, request.session?.user.id ?? null);
      return ok(null);
    },
  );
}
