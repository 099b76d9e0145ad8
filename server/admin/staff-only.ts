/**
 * The role check of every console call: a live session (else 未登录或登录超时) whose account has a
 * role the call allows (else 无权限, nothing changed). The allowed roles come from ADMIN_CALLS, the
 * same table the console hides its screens by. Checked as the request arrives (`onRequest`), before its input is read, and a
 * session that must change its password first is refused here too.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ADMIN_CALLS, MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import type { AdminPath, Role } from '../../src/core/api/admin-contract';
import { MSG_NOT_LOGGED_IN } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { MSG_MUST_CHANGE_PASSWORD, mustChangePassword } from '../auth/require-login';
import { findSession } from '../auth/sessions';
import { ApiError } from '../http/envelope';
import type { UserRow } from '../users/user-queries';

export interface Staff {
  user: UserRow;
  role: Role;
}

export function staffOnly(ctx: AppContext, path: AdminPath): preHandlerAsyncHookHandler {
  const allowed = ADMIN_CALLS[path].roles;
  return async (request: FastifyRequest) => {
    request.session = await findSession(ctx, request.headers.token);
    if (!request.session) throw new ApiError(MSG_NOT_LOGGED_IN);
    if (mustChangePassword(request.session)) throw new ApiError(MSG_MUST_CHANGE_PASSWORD);
    const { role } = request.session.user;
    if (!role || !allowed.includes(role)) throw new ApiError(MSG_FORBIDDEN);
  };
}

/** The caller of a route behind staffOnly. */
export function staffOf(request: FastifyRequest): Staff {
  const user = request.session?.user;
  if (!user) throw new ApiError(MSG_NOT_LOGGED_IN);
  if (!user.role) throw new ApiError(MSG_FORBIDDEN);
  return { user, role: user.role };
}
