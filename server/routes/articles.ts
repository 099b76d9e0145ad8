/** News, notices and research articles: the paged list and the detail page. */
import type { FastifyInstance } from 'fastify';
import type { ArticleListQuery } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { optionalLogin } from '../auth/require-login';
import { listArticles, nextArticleChange, viewArticle } from '../content/article-queries';
import { countDailyClick } from '../content/count-click';
import { sizedImages } from '../content/image-sizes';
import { MSG_NOT_FOUND_CONTENT } from '../content/messages';
import { ApiError, ok } from '../http/envelope';
import { idSchema, keywordSchema, pageQueryProperties, pageWindow } from '../http/paging';
import { METRICS } from '../statistics/daily-counters';

const kindSchema = { type: 'string', enum: ['news', 'notice', 'research'] } as const;

export function articleRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ArticleListQuery }>(
    '/api/xnfz/articleList',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: {
          type: 'object',
          properties: { ...pageQueryProperties, kind: kindSchema, keyword: keywordSchema },
          required: ['kind'],
        },
      },
    },
    async (request) => {
      const now = ctx.config.now();
      const list = await listArticles(ctx.db, {
        kind: request.query.kind,
        now,
        keyword: request.query.keyword?.trim(),
        ...pageWindow(request.query),
      });
      // a scheduled publication or the end of a pin changes the list without a console write
      request.publicCacheUntil = () => nextArticleChange(ctx.db, now, request.query.kind);
      return ok(list);
    },
  );

  app.get<{ Querystring: { id: number } }>(
    '/api/xnfz/articleDetail',
    {
      config: { publicCache: 'counted' },
      schema: {
        querystring: { type: 'object', properties: { id: idSchema }, required: ['id'] },
      },
      onRequest: optionalLogin(ctx),
    },
    async (request) => {
      const detail = await viewArticle(ctx.db, request.query.id, ctx.config.now());
      if (!detail) throw new ApiError(MSG_NOT_FOUND_CONTENT);
      const identity = request.session?.user.identity ?? 'visitor';
      await countDailyClick(ctx, METRICS.articleClick, identity, detail.id);
      return ok({ ...detail, content: sizedImages(detail.content, ctx.config.mediaDir) });
    },
  );
}
