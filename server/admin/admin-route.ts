/**
 * Registers one console call: its method from ADMIN_CALLS, the role check before the handler, and
 * the input schema (query of a GET, body of a POST, exactly these properties).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_CALLS } from '../../src/core/api/admin-contract';
import type { AdminCalls, AdminPath } from '../../src/core/api/admin-contract';
import type { Envelope } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { staffOf, staffOnly } from './staff-only';
import type { Staff } from './staff-only';

type InputOf<P extends AdminPath> = AdminCalls[P] extends { query: infer Q }
  ? Q
  : AdminCalls[P] extends { body: infer B }
    ? B
    : never;

export interface AdminHandlerArgs<P extends AdminPath> {
  input: InputOf<P>;
  staff: Staff;
  request: FastifyRequest;
}

export function adminRoute<P extends AdminPath>(
  app: FastifyInstance,
  ctx: AppContext,
  path: P,
  properties: Record<string, object>,
  required: string[],
  handler: (args: AdminHandlerArgs<P>) => Promise<AdminCalls[P]['data']>,
  options: { bodyLimit?: number } = {},
): void {
  const { method } = ADMIN_CALLS[path];
  const inputSchema = {
    type: 'object',
    properties,
    required,
    ...(method === 'POST' ? { additionalProperties: false } : {}),
  };
  app.route({
    method,
    url: path,
    schema: method === 'GET' ? { querystring: inputSchema } : { body: inputSchema },
    onRequest: staffOnly(ctx, path),
    ...options,
    handler: async (request): Promise<Envelope<AdminCalls[P]['data']>> => {
      const input = (method === 'GET' ? request.query : request.body) as InputOf<P>;
      return ok(await handler({ input, staff: staffOf(request), request }));
    },
  });
}
