/**
 * Passwords an administrator set (a reset's temporary password, an import's initial one) are
 * marked `mustChangePassword` and are good for TEMP_PASSWORD_DAYS from when they were set: after
 * that they neither log in nor can be changed with, and the administrator sets a new one.
 */
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import type { UserRow } from '../users/user-queries';

export const MSG_TEMP_PASSWORD_EXPIRED = '临时密码已过期，请联系管理员重新设置密码';
/** The same for a bulk import's initial password (mustChangeReason `initial`). */
export const MSG_INITIAL_PASSWORD_EXPIRED = '初始密码已过期，请联系管理员重新设置密码';

/**
 * @example
 * if (temporaryPasswordExpired(ctx, user)) throw new ApiError(MSG_TEMP_PASSWORD_EXPIRED);
 */
export function temporaryPasswordExpired(
  ctx: AppContext,
  user: Pick<UserRow, 'mustChangePassword' | 'passwordChangedAt'>,
): boolean {
  const days = ctx.config.tempPasswordDays;
  if (!user.mustChangePassword || days === 0) return false;
  const deadline = user.passwordChangedAt.getTime() + days * 86_400_000;
  return ctx.config.now().getTime() >= deadline;
}

/**
 * Refuses a password an administrator set that has expired, naming it as what it is (an import's
 * initial password or a reset's temporary one).
 * @example
 * refuseExpiredPassword(ctx, user);
 */
export function refuseExpiredPassword(
  ctx: AppContext,
  user: Pick<UserRow, 'mustChangePassword' | 'passwordChangedAt' | 'mustChangeReason'>,
): void {
  if (!temporaryPasswordExpired(ctx, user)) return;
  throw new ApiError(
    user.mustChangeReason === 'initial' ? MSG_INITIAL_PASSWORD_EXPIRED : MSG_TEMP_PASSWORD_EXPIRED,
  );
}
