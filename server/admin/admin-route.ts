/**
 * Registers one console call: its method from ADMIN_CALLS, the role check before the handler, and
 * the input schema (query of a GET, body of a POST, exactly these properties).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_CALLS } from '../../src/core/api/admin-contract';
import type { AdminCalls, AdminPath } from '../../src/core/api/admin-contract';
import type { AppContext } from '../app-context';
import { callRoute } from '../http/call-route';
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
  callRoute<InputOf<P>, AdminCalls[P]['data']>(app, {
    method: ADMIN_CALLS[path].method,
    path,
    properties,
    required,
    onRequest: staffOnly(ctx, path),
    handler: (input, request) => handler({ input, staff: staffOf(request), request }),
    options,
  });
}
