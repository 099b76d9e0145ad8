/** GET /api/xnfz/search — courses, resources and articles whose title or summary has the word. */
import type { FastifyInstance } from 'fastify';
import type { SearchQuery } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { nextArticleChange } from '../content/article-queries';
import { searchContent } from '../content/search-queries';
import { ok } from '../http/envelope';
import { pageQueryProperties, pageWindow } from '../http/paging';

export function searchRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: SearchQuery }>(
    '/api/xnfz/search',
    {
      config: { publicCache: 'shared' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            ...pageQueryProperties,
            keyword: {
              type: 'string',
              minLength: 1,
              maxLength: 50,
              pattern: '\\S',
              description: '不能只包含空白字符',
            },
          },
          required: ['keyword'],
        },
      },
    },
    async (request) => {
      const now = ctx.config.now();
      const found = await searchContent(ctx.db, request.query.keyword.trim(), {
        ...pageWindow(request.query),
        now,
      });
      // a scheduled article shows up at its time without a console write
      request.publicCacheUntil = () => nextArticleChange(ctx.db, now);
      return ok(found);
    },
  );
}
