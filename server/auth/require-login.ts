/**
 * Hooks that read the `token` header. `requireLogin` answers `未登录或登录超时` without a live
 * session; `optionalLogin` just records who is calling (or nobody). Both run as the request arrives
 * (`onRequest`), before its input is read, so a caller without the right learns nothing of a
 * call's rules.
 *
 * A session whose account must change its password (a temporary or imported initial password)
 * is refused by every login-only call but the few `beforePasswordChange` ones (userInfo,
 * updatePassword, logout), and is a visitor to the public ones.
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

export const MSG_MUST_CHANGE_PASSWORD = '请先修改密码：您正在使用管理员设置的临时或初始密码';

/** Whether the session may do anything but change its password. */
export function mustChangePassword(session: ActiveSession): boolean {
  return session.user.mustChangePassword;
}

export function optionalLogin(ctx: AppContext): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const session = await findSession(ctx, request.headers.token);
    request.session = session && !mustChangePassword(session) ? session : null;
  };
}

/**
 * @example
 * app.post('/api/xnfz/userLearn', { onRequest: requireLogin(ctx) }, handler);
 * app.get('/api/xnfz/userInfo', { onRequest: requireLogin(ctx, { beforePasswordChange: true }) }, handler);
 */
export function requireLogin(
  ctx: AppContext,
  { beforePasswordChange = false } = {},
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    request.session = await findSession(ctx, request.headers.token);
    if (!request.session) throw new ApiError(MSG_NOT_LOGGED_IN);
    if (!beforePasswordChange && mustChangePassword(request.session))
      throw new ApiError(MSG_MUST_CHANGE_PASSWORD);
  };
}

/** The session of a route behind requireLogin. */
export function sessionOf(request: FastifyRequest): ActiveSession {
  if (!request.session) throw new ApiError(MSG_NOT_LOGGED_IN);
  return request.session;
}
