/** Page-visit counting and the statistics of the data screen. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { WebClicksAddData } from '../../src/core/api/contract';
import { TooManyRequestsError } from '../accounts/account-throttle';
import type { AppContext } from '../app-context';
import { optionalLogin } from '../auth/require-login';
import { ok } from '../http/envelope';
import { censusTotal } from '../statistics/census-total';
import type { WindowPlace } from '../http/rate-limit-store';
import { noQuerySchema } from '../http/schemas';
import { dayOf } from '../statistics/calendar';
import { METRICS, type CounterIncrement } from '../statistics/daily-counters';

const VISITS_URL = '/api/xnfz/webClicksAdd';

/** The rate-limit headers @fastify/rate-limit sends, for a visit whose limit the batch checked. */
function sendLimitHeaders(reply: FastifyReply, max: number, window: WindowPlace): void {
  const seconds = Math.ceil(window.ttl / 1000);
  reply.header('x-ratelimit-limit', String(max));
  reply.header('x-ratelimit-remaining', String(Math.max(0, max - window.current)));
  reply.header('x-ratelimit-reset', String(seconds));
}

export function statisticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const max = ctx.config.visitRateMax;
  const windowMs = ctx.config.rateLimit.windowSeconds * 1000;
  // On the database store, a visit's window is written by its counter batch (one statement for
  // both); in memory, @fastify/rate-limit counts it as it does every other route.
  const limitInBatch = ctx.config.rateLimitStore === 'database';
  app.get(
    VISITS_URL,
    {
      schema: { querystring: noQuerySchema },
      config: limitInBatch ? {} : { rateLimit: { max, timeWindow: windowMs } },
      onRequest: optionalLogin(ctx),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const increment: CounterIncrement = {
        day: dayOf(ctx.config.now(), ctx.config.timeZone),
        metric: METRICS.pageVisit,
        identity: request.session?.user.identity ?? 'visitor',
      };
      // answered after the visit's batch is committed, with the total read after that commit
      let total: number | null;
      if (limitInBatch) {
        const key = `GET ${VISITS_URL}|${request.ip}`;
        const answer = await ctx.counters.addLimited(increment, METRICS.pageVisit, {
          key,
          max,
          windowMs,
        });
        sendLimitHeaders(reply, max, answer.window);
        if (!answer.admitted) throw new TooManyRequestsError(answer.window.ttl / 1000);
        total = answer.total;
      } else {
        total = await ctx.counters.add(increment, METRICS.pageVisit);
      }
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
