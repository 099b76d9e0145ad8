/**
 * Hooks that read the `token` header. `requireLogin` answers `未登录或登录超时` without a live
 * session; `optionalLogin` just records who is calling (or nobody).
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { MSG_NOT_LOGGED_IN } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import { findSession } from './sessions';
import type { ActiveSession } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's session, set by requireLogin / optionalLogin. */
    session: ActiveSession | null;
  }
}

export function optionalLogin(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.session = await findSession(ctx, request.headers.token);
  };
}

export function requireLogin(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.session = await findSession(ctx, request.headers.token);
    if (!request.session) throw new ApiError(MSG_NOT_LOGGED_IN);
  };
}

/** The session of a route behind requireLogin. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new ApiError(MSG_NOT_LOGGED_IN);
  return request.session;
}
