/** Page-visit counting and the statistics of the data screen. */
import type { FastifyInstance } from 'fastify';
import type { WebClicksAddData } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { optionalLogin } from '../auth/require-login';
import { ok } from '../http/envelope';
import { censusTotal } from '../statistics/census-total';
import { noQuerySchema } from '../http/schemas';
import { dayOf } from '../statistics/calendar';
import { METRICS } from '../statistics/daily-counters';

export function statisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/xnfz/webClicksAdd',
    {
      schema: { querystring: noQuerySchema },
      config: {
        rateLimit: {
          max: ctx.config.visitRateMax,
          timeWindow: ctx.config.rateLimit.windowSeconds * 1000,
        },
      },
      preHandler: optionalLogin(ctx),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // answered after the visit's batch is committed, with the total read after that commit
      const total = await ctx.counters.add(
        {
          day: dayOf(ctx.config.now(), ctx.config.timeZone),
          metric: METRICS.pageVisit,
          identity: request.session?.user.identity ?? 'visitor',
        },
        METRICS.pageVisit,
      );
      const data: WebClicksAddData = { total: total ?? 0 };
      return ok(data);
    },
  );

  app.get(
    '/api/xnfz/censusTotal',
    { schema: { querystring: noQuerySchema }, config: { publicCache: 'shared' } },
    async () => ok(await censusTotal(ctx)),
  );
}
