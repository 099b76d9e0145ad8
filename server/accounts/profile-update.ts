/** updateUser: the logged-in user changes their own profile fields. */
import { and, eq, ne } from 'drizzle-orm';
import type { UpdateUserBody } from '../../src/core/api/contract';
import type { AppContext } from '../app-context';
import { users } from '../db/schema';
import { uniqueViolation } from '../db/unique-violation';
import { ApiError } from '../http/envelope';
import { MSG_EMAIL_TAKEN, MSG_PHONE_TAKEN } from '../routes/auth';
import type { UserRow } from '../users/user-queries';

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
    return updated;
  } catch (error) {
    // Two users claiming one phone or e-mail at the same moment: the second one loses here.
    const constraint = uniqueViolation(error);
    const message = constraint === null ? undefined : TAKEN_BY_CONSTRAINT[constraint];
    if (message) throw new ApiError(message);
    throw error;
  }
}
