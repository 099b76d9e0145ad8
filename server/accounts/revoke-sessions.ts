/** Ending a user's login sessions after a password change or reset. */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { sessions } from '../db/schema';

/** Revokes every live session of the user, except `keepSessionId` when given. */
export async function revokeUserSessions(
  db: Database,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}
