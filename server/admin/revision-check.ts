/**
 * The edit-conflict rule shared by every versioned console record, and who saved a version (the
 * conflict panel names that account, not a field of the record).
 */
import { eq } from 'drizzle-orm';
import { MSG_EDIT_CONFLICT, type AdminPerson } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT } from '../../src/core/api/contract';
import type { Database } from '../db/open-database';
import { users } from '../db/schema';
import { ApiError } from '../http/envelope';

/**
 * The record as locked, after checking it exists and (when a version was given) that nobody
 * saved it since that version was opened.
 * @example
 * const before = checkRevision(locked, body.version);
 */
export function checkRevision<T extends { revision: number }>(
  locked: T | undefined,
  version: string | undefined,
): T {
  if (!locked) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  if (version !== undefined && version !== String(locked.revision))
    throw new ApiError(MSG_EDIT_CONFLICT);
  return locked;
}

/**
 * The account that saved a record's latest version (its `updatedBy`), null when not known.
 * @example
 * const savedBy = await savedByOf(db, row.updatedBy);
 */
export async function savedByOf(db: Database, userId: number | null): Promise<AdminPerson | null> {
  if (userId === null) return null;
  const [user] = await db
    .select({ username: users.username, realName: users.realName, nickname: users.nickname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ? { username: user.username, name: user.realName || user.nickname } : null;
}
