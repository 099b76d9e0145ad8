/**
 * The columns that name a person in every spreadsheet (exports, the import's error report and
 * template), declared once: 用户名 and 学号/工号 are text columns everywhere.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/open-database';
import { users } from '../../db/schema';
import { IDENTITY_NAMES } from '../../statistics/identity-names';
import { column } from './workbook-file';
import type { Column } from './workbook-file';

/** An identity's Chinese name (学生, 教师, 社会学习者, 游客); an unknown code as it is. */
export function identityName(identity: string): string {
  return (IDENTITY_NAMES as Record<string, string>)[identity] ?? identity;
}

export interface Person {
  username: string;
  realName: string;
  identity: string;
  studentNumber: string;
  department: string;
  className: string;
}

export const USERNAME = '用户名';
export const STUDENT_NUMBER = '学号/工号';

/**
 * 用户名 and 姓名, then (after the caller's own columns) 身份, 学号/工号, 院系, 班级.
 * @example
 * [...personColumns<Row>().head, column('成绩', 'number', (row) => row.score), ...personColumns<Row>().tail];
 */
export function personColumns<Row extends Person>(): {
  head: Column<Row>[];
  tail: Column<Row>[];
} {
  return {
    head: [
      column<Row>(USERNAME, 'text', (row) => row.username),
      column<Row>('姓名', 'text', (row) => row.realName),
    ],
    tail: [
      column<Row>('身份', 'text', (row) => identityName(row.identity)),
      column<Row>(STUDENT_NUMBER, 'text', (row) => row.studentNumber),
      column<Row>('院系', 'text', (row) => row.department),
      column<Row>('班级', 'text', (row) => row.className),
    ],
  };
}

/**
 * The 班级 of each account (the list calls the exports read do not carry it).
 * @example
 * const classes = await classNames(db, rows.map((row) => row.userId));
 */
export async function classNames(
  db: Database,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const found = new Map<number, string>();
  // a few thousand ids at a time keep the statement's parameters well under PostgreSQL's limit
  for (let start = 0; start < wanted.length; start += 5000) {
    const rows = await db
      .select({ id: users.id, className: users.className })
      .from(users)
      .where(inArray(users.id, wanted.slice(start, start + 5000)));
    for (const row of rows) found.set(row.id, row.className);
  }
  return found;
}
