/** Lookups of users by their unique fields (username is case-insensitive, e-mail stored lower case). */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open-database';
import { users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ?? null;
}

export async function findUserByPhone(db: Database, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}
