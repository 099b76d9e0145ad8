/** GET /healthz — `{status: 'ok'}` once the database answers. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { pingDatabase } from '../db/open-database';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await pingDatabase(ctx.db);
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database not reachable');
      return reply.code(503).send({ status: 'error' });
    }
  });
}
