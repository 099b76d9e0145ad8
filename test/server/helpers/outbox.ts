/**
 * Reading what "development delivery" kept in the outbox table (e-mails and text messages that a
 * real deployment would send), and the 6-digit code of a password-reset message.
 */
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../server/db/open-database';
import { outbox } from '../../../server/db/schema';

export type OutboxMessage = typeof outbox.$inferSelect;

/** Messages to the recipient, newest first. */
export async function outboxFor(db: Database, recipient: string): Promise<OutboxMessage[]> {
  return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id));
}

/** The code in the newest message to the recipient (throws when there is none). */
export async function latestCode(db: Database, recipient: string): Promise<string> {
  const [message] = await outboxFor(db, recipient);
  const code = message ? /验证码为 (\d{6})/.exec(message.body)?.[1] : undefined;
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}
