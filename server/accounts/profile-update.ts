/**
 * updateUser: the logged-in user changes their own profile fields. A change of the e-mail or the
 * phone (where reset codes go) needs the current password, is told to the old address and sends
 * a code to the new one (see contact-change.ts).
 */
import { and, eq, ne } from 'drizzle-orm';
import type { UpdateUserBody } from '../../src/core/api/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../app-context';
import { verifyPassword } from '../auth/password-hash';
import type { MessageDelivery } from '../delivery/message-delivery';
import { users } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/envelope';
import { MSG_EMAIL_TAKEN, MSG_PHONE_TAKEN } from '../routes/auth';
import type { UserRow } from '../users/user-queries';
import {
  MSG_CONTACT_NEEDS_PASSWORD,
  MSG_CURRENT_PASSWORD_WRONG,
  sendContactCode,
  tellOldAddress,
} from './contact-change';

const TAKEN_BY_CONSTRAINT: Record<string, string> = {
  users_phone_key: MSG_PHONE_TAKEN,
  users_email_key: MSG_EMAIL_TAKEN,
};

async function takenByOther(
  ctx: AppContext,
  userId: number,
  column: typeof users.phone | typeof users.email,
  value: string,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(column, value), ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/** Applies the given fields (trimmed; e-mail in lower case) and returns the updated row. */
export async function updateProfile(
  ctx: AppContext,
  delivery: MessageDelivery,
  log: FastifyBaseLogger,
  user: UserRow,
  body: UpdateUserBody,
): Promise<UserRow> {
  const changes: Partial<typeof users.$inferInsert> = {};
  for (const key of ['nickname', 'realName', 'avatar', 'phone', 'school', 'major'] as const) {
    const value = body[key];
    if (value !== undefined) changes[key] = value.trim();
  }
  if (body.email !== undefined) changes.email = body.email.trim().toLowerCase();
  if (body.gender !== undefined) changes.gender = body.gender;
  const emailChanged = changes.email !== undefined && changes.email !== user.email;
  const phoneChanged = changes.phone !== undefined && changes.phone !== user.phone;
  if (emailChanged || phoneChanged) {
    // before anything that tells whether an address is taken
    if (!body.currentPassword) throw new ApiError(MSG_CONTACT_NEEDS_PASSWORD);
    if (!(await verifyPassword(body.currentPassword, user.passwordHash)))
      throw new ApiError(MSG_CURRENT_PASSWORD_WRONG);
  }
  if (emailChanged) changes.emailVerified = changes.email === '';
  if (phoneChanged) changes.phoneVerified = changes.phone === '';
  if (changes.phone && (await takenByOther(ctx, user.id, users.phone, changes.phone)))
    throw new ApiError(MSG_PHONE_TAKEN);
  if (changes.email && (await takenByOther(ctx, user.id, users.email, changes.email)))
    throw new ApiError(MSG_EMAIL_TAKEN);
  if (Object.keys(changes).length === 0) return user;
  try {
    const [updated] = await ctx.db
      .update(users)
      .set({ ...changes, updatedAt: ctx.config.now() })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw new Error('update of users returned no row');
    if (emailChanged) {
      await tellOldAddress(ctx, delivery, log, 'email', user, updated.email);
      if (updated.email) await sendContactCode(ctx, delivery, log, updated, 'email');
    }
    if (phoneChanged) {
      await tellOldAddress(ctx, delivery, log, 'phone', user, updated.phone);
      if (updated.phone) await sendContactCode(ctx, delivery, log, updated, 'phone');
    }
    return updated;
  } catch (error) {
    // Two users claiming one phone or e-mail at the same moment: the second one loses here.
    const constraint = uniqueViolation(error);
    const message = constraint === null ? undefined : TAKEN_BY_CONSTRAINT[constraint];
    if (message) throw new ApiError(message);
    throw error;
  }
}
