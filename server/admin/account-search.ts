/**
 * The console's search of accounts by a keyword (学号/工号, username, 姓名, …): the one indexed
 * text (users_search_idx, trigrams) narrows the accounts, the fields a screen names decide exactly.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users, userSearchText } from '../db/schema';
import { containsKeyword } from '../http/paging';

/**
 * Accounts one of whose `fields` contains the keyword.
 * @example
 * db.select().from(users).where(accountMatches('谢博', [users.realName, users.nickname]));
 */
export function accountMatches(keyword: string, fields: readonly AnyPgColumn[]): SQL {
  const contains = containsKeyword(keyword);
  return and(contains(userSearchText(users)), or(...fields.map(contains))) as SQL;
}

/**
 * The ids of those accounts as a subquery, for a list of another table (a course's learners, an
 * experiment's attempts): `… WHERE user_id IN (that)` counts and pages without joining every row.
 * @example
 * inArray(courseLearners.userId, accountIdsMatching(keyword, [users.username, users.realName]));
 */
export function accountIdsMatching(keyword: string, fields: readonly AnyPgColumn[]): SQL {
  return sql`(SELECT ${users.id} FROM ${users} WHERE ${accountMatches(keyword, fields)})`;
}
