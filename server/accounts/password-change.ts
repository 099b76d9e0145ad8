/**
 * Changing a password: updatePassword (old password known; the user's other sessions end) and
 * resetPassword (with a code from sendMessage; all the user's sessions end).
 */
import { eq } from 'drizzle-orm';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import type { ActiveSession } from '../auth/sessions';
import { refuseExpiredPassword } from '../auth/temporary-password';
import type { Database } from '../db/open-database';
import { users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { findUserByAccount } from './find-account';
import { MSG_CODE_WRONG, MSG_OLD_PASSWORD_WRONG, MSG_SAME_PASSWORD } from './messages';
import { revokeUserSessions } from './revoke-sessions';
import { consumeResetCode, tryResetCode } from './verification-codes';

async function storePassword(db: Database, userId: number, hash: string, now: Date) {
  await db
    .update(users)
    .set({
      passwordHash: hash,
      passwordChangedAt: now,
      updatedAt: now,
      mustChangePassword: false,
      mustChangeReason: null,
    })
    .where(eq(users.id, userId));
}

export async function changePassword(
  ctx: AppContext,
  session: ActiveSession,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const { user } = session;
  if (!(await verifyPassword(oldPassword, user.passwordHash)))
    throw new ApiError(MSG_OLD_PASSWORD_WRONG);
  refuseExpiredPassword(ctx, user);
  if (newPassword === oldPassword) throw new ApiError(MSG_SAME_PASSWORD);
  const hash = await hashPassword(newPassword);
  const now = ctx.config.now();
  await ctx.db.transaction(async (tx) => {
    await storePassword(tx, user.id, hash, now);
    await revokeUserSessions(tx, user.id, now, session.sessionId);
  });
}

export async function resetPassword(
  ctx: AppContext,
  account: string,
  code: string,
  newPassword: string,
): Promise<void> {
  const user = await findUserByAccount(ctx.db, account);
  if (!user) throw new ApiError(MSG_CODE_WRONG);
  const codeId = await tryResetCode(ctx.db, user.id, code.trim(), ctx.config.now());
  if (codeId === null) throw new ApiError(MSG_CODE_WRONG);
  const hash = await hashPassword(newPassword);
  const now = ctx.config.now();
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await consumeResetCode(tx, codeId, now))) return false;
    await storePassword(tx, user.id, hash, now);
    await revokeUserSessions(tx, user.id, now);
    return true;
  });
  if (!done) throw new ApiError(MSG_CODE_WRONG);
}
