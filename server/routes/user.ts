/** The logged-in user's own data. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { requireLogin, sessionOf } from '../auth/require-login';
import { ok } from '../http/envelope';
import { noQuerySchema } from '../http/schemas';
import { toUser } from '../users/user-view';

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/api/xnfz/userInfo',
    {
      schema: { querystring: noQuerySchema },
      onRequest: requireLogin(ctx, { beforePasswordChange: true }),
    },
    async (request) => ok(toUser(sessionOf(request).user)),
  );
}
