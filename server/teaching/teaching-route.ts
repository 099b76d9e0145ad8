/**
 * Registers one teaching call: its method and callers from TEACHING_CALLS (a console role, or
 * `learner`: any logged-in account), checked as the request arrives, before its input is read; the
 * input schema (query of a GET, body of a POST, exactly these properties).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import { MSG_NOT_LOGGED_IN } from '../../src/core/api/contract';
import {
  TEACHING_CALLS,
  type TeachingCalls,
  type TeachingPath,
} from '../../src/core/api/teaching-contract';
import type { AppContext } from '../app-context';
import { MSG_MUST_CHANGE_PASSWORD, mustChangePassword } from '../auth/require-login';
import { findSession } from '../auth/sessions';
import type { UserRow } from '../users/user-queries';
import { ApiError } from '../http/envelope';
import { callRoute } from '../http/call-route';

type InputOf<P extends TeachingPath> = TeachingCalls[P] extends { query: infer Q }
  ? Q
  : TeachingCalls[P] extends { body: infer B }
    ? B
    : never;

export interface TeachingHandlerArgs<P extends TeachingPath> {
  input: InputOf<P>;
  user: UserRow;
  request: FastifyRequest;
}

/**
 * @example
 * teachingRoute(app, ctx, '/api/teaching/classJoin', { code: codeSchema }, ['code'],
 *   ({ input, user }) => joinClass(ctx.db, user, now(), input.code));
 */
export function teachingRoute<P extends TeachingPath>(
  app: FastifyInstance,
  ctx: AppContext,
  path: P,
  properties: Record<string, object>,
  required: string[],
  handler: (args: TeachingHandlerArgs<P>) => Promise<TeachingCalls[P]['data']>,
  options: {
    rateLimit?: {
      max: number;
      timeWindow: number;
      keyGenerator?: (request: FastifyRequest) => string;
    };
    bodyLimit?: number;
  } = {},
): void {
  const { method, callers } = TEACHING_CALLS[path];
  callRoute<InputOf<P>, TeachingCalls[P]['data']>(app, {
    method,
    path,
    properties,
    required,
    onRequest: async (request: FastifyRequest) => {
      request.session = await findSession(ctx, request.headers.token);
      if (!request.session) throw new ApiError(MSG_NOT_LOGGED_IN);
      if (mustChangePassword(request.session)) throw new ApiError(MSG_MUST_CHANGE_PASSWORD);
      const { role } = request.session.user;
      if (!callers.includes('learner') && !(role && callers.includes(role)))
        throw new ApiError(MSG_FORBIDDEN);
    },
    handler: (input, request) => {
      const user = request.session?.user;
      if (!user) throw new ApiError(MSG_NOT_LOGGED_IN);
      return handler({ input, user, request });
    },
    options: {
      ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    },
  });
}
