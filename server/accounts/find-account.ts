/** The user an `account` names: a username, a mainland mobile number or an e-mail address. */
import type { Database } from '../db/open-database';
import { findUserByEmail, findUserByPhone, findUserByUsername } from '../users/user-queries';
import type { UserRow } from '../users/user-queries';

export type AccountKind = 'username' | 'phone' | 'email';

export function accountKind(account: string): AccountKind {
  if (account.includes('@')) return 'email';
  if (/^1[3-9][0-9]{9}$/.test(account)) return 'phone';
  return 'username';
}

export async function findUserByAccount(db: Database, account: string): Promise<UserRow | null> {
  const value = account.trim();
  switch (accountKind(value)) {
    case 'email':
      return findUserByEmail(db, value);
    case 'phone':
      return (await findUserByPhone(db, value)) ?? findUserByUsername(db, value);
    default:
      return findUserByUsername(db, value);
  }
}
