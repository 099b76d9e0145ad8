/**
 * People in the console (admins only): search, role, disable/enable (a disabled account's sessions
 * end at once) and password reset to a temporary password the user must change at the next login.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  raisesPrivileges,
  type AdminBulkResult,
  type AdminCourseOwnerChoice,
  type AdminUserBulkBody,
  type AdminUserListQuery,
  type AdminUserRow,
  type Role,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import { revokeUserSessions } from '../accounts/revoke-sessions';
import { hashPassword } from '../auth/password-hash';
import type { Database } from '../db/open-database';
import { users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { pageWindow } from '../http/paging';
import { accountMatches } from './account-search';
import { plannedForValues } from '../db/planned-for-values';
import { personLabel } from '../users/person-label';
import type { UserRow } from '../users/user-queries';
import { recordAudit } from './audit-log';
import { eachOnItsOwn } from './bulk-each';
import type { Staff } from './staff-only';

export const MSG_USER_NOT_FOUND = '用户不存在';
export const MSG_NOT_ON_SELF = '不能修改自己的角色或停用自己的账号';
export const MSG_CONFIRM_ADMIN =
  '参数错误：confirm 必须为 true——授予系统管理员角色前须请操作人确认（该账号将能管理所有账号、角色和操作日志）';
export const MSG_CONFIRM_RAISE = '参数错误：confirm 必须为 true——提升账号的角色前须请操作人确认';
export const MSG_BULK_ROLE_MISSING =
  '参数错误：role 必须填写——批量设置角色时须指定角色（无角色为 null）';
/** The most accounts the 负责教师 list offers. */
const OWNER_CHOICES_MAX = 1000;

export function toAdminUserRow(row: UserRow): AdminUserRow {
  return {
    id: row.id,
    username: row.username,
    nickname: row.nickname,
    realName: row.realName,
    studentNumber: row.studentNumber,
    department: row.department,
    className: row.className,
    identity: row.identity,
    role: row.role ?? null,
    email: row.email,
    phone: row.phone,
    disabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt ? row.lastLoginAt.toISOString() : null,
  };
}

/** The accounts the console's filters select (the list and its export). */
export function userWhere(query: Omit<AdminUserListQuery, 'pageNum' | 'pageSize'>) {
  const keyword = query.keyword?.trim();
  return and(
    keyword
      ? accountMatches(keyword, [
          users.username,
          users.nickname,
          users.realName,
          users.studentNumber,
          users.className,
          users.email,
          users.phone,
        ])
      : undefined,
    query.role === 'none'
      ? isNull(users.role)
      : query.role
        ? eq(users.role, query.role)
        : undefined,
    query.identity ? eq(users.identity, query.identity) : undefined,
    query.status === 'disabled'
      ? isNotNull(users.disabledAt)
      : query.status === 'active'
        ? isNull(users.disabledAt)
        : undefined,
  );
}

/** Newest accounts first, as the list shows them. */
export const USER_LIST_ORDER = [desc(users.createdAt), desc(users.id)] as const;

export async function listAdminUsers(
  db: Database,
  query: AdminUserListQuery,
): Promise<Paged<AdminUserRow>> {
  return plannedForValues(db, (tx) => userPage(tx, query));
}

async function userPage(db: Database, query: AdminUserListQuery): Promise<Paged<AdminUserRow>> {
  const where = userWhere(query);
  const { limit, offset } = pageWindow(query);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  // the page's keys first (users_created_idx), then only those accounts: a deep page walks the
  // index, not every account before it
  const keys = db
    .select({ id: users.id, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(...USER_LIST_ORDER)
    .limit(limit)
    .offset(offset)
    .as('page_keys');
  const rows = await db
    .select({ user: users })
    .from(keys)
    .innerJoin(users, eq(users.id, keys.id))
    // in the keys' own order, which they arrive in: no sort, and no walk of the table to avoid one
    .orderBy(desc(keys.createdAt), desc(keys.id));
  return { total: total?.n ?? 0, rows: rows.map((row) => toAdminUserRow(row.user)) };
}

/** What the audit log keeps of an account (never the password hash). */
function audited(row: UserRow) {
  return {
    username: row.username,
    role: row.role ?? null,
    disabled: row.disabledAt !== null,
    mustChangePassword: row.mustChangePassword,
  };
}

async function changeUser(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  action: string,
  change: (tx: Database, before: UserRow) => Promise<void>,
): Promise<AdminUserRow> {
  if (id === staff.user.id && action !== 'user.resetPassword') throw new ApiError(MSG_NOT_ON_SELF);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!before) throw new ApiError(MSG_USER_NOT_FOUND);
    await change(tx, before);
    const [after] = await tx.select().from(users).where(eq(users.id, id));
    if (!after) throw new ApiError(MSG_USER_NOT_FOUND);
    await recordAudit(tx, staff, now, {
      action,
      entity: 'user',
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    return toAdminUserRow(after);
  });
}

/**
 * Sets an account's role. A role that raises what the account may do (ROLE_RANK) is set only when
 * `confirmed` — whoever calls, the person was asked first; lowering needs no confirmation. Nobody
 * changes their own role, so the last administrator cannot be removed.
 */
export function setUserRole(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  role: Role | null,
  confirmed = false,
): Promise<AdminUserRow> {
  return changeUser(db, staff, now, id, 'user.role', async (tx, before) => {
    if (raisesPrivileges(before.role ?? null, role) && !confirmed)
      throw new ApiError(role === 'admin' ? MSG_CONFIRM_ADMIN : MSG_CONFIRM_RAISE);
    await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
  });
}

/**
 * The accounts a course may be given to (负责教师): every account with a role — the server
 * accepts no other owner; a disabled one too, so a course it owns still shows its name — teachers
 * first, each named 姓名（用户名）, the same for editors and admins.
 */
export async function courseOwnerChoices(db: Database): Promise<AdminCourseOwnerChoice[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      realName: users.realName,
      nickname: users.nickname,
      role: users.role,
    })
    .from(users)
    .where(isNotNull(users.role))
    .orderBy(sql`${users.role} = 'teacher' desc`, users.realName, users.username)
    .limit(OWNER_CHOICES_MAX);
  return rows.map((row) => ({
    id: row.id,
    username: row.username,
    label: personLabel(row),
    role: row.role ?? null,
  }));
}

export function setUserDisabled(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
  disabled: boolean,
): Promise<AdminUserRow> {
  return changeUser(db, staff, now, id, disabled ? 'user.disable' : 'user.enable', async (tx) => {
    await tx
      .update(users)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(users.id, id));
    if (disabled) await revokeUserSessions(tx, id, now);
  });
}

/**
 * 停用, 启用 or a role for the selected accounts, each on its own (bulk-each.ts) and refused
 * exactly as one by one: one's own account, and a role that gives more rights without `confirm`.
 * @example
 * const { done, refused } = await bulkUsers(db, staff, now, { ids: [5, 6], action: 'disable' });
 */
export async function bulkUsers(
  db: Database,
  staff: Staff,
  now: Date,
  body: AdminUserBulkBody,
): Promise<AdminBulkResult> {
  const people = await db.select().from(users).where(inArray(users.id, body.ids));
  const names = new Map(people.map((person) => [person.id, personLabel(person)]));
  if (body.action === 'role') {
    if (body.role === undefined) throw new ApiError(MSG_BULK_ROLE_MISSING);
    const role = body.role;
    return eachOnItsOwn(body.ids, names, (id) =>
      setUserRole(db, staff, now, id, role, body.confirm === true),
    );
  }
  return eachOnItsOwn(body.ids, names, (id) =>
    setUserDisabled(db, staff, now, id, body.action === 'disable'),
  );
}

const PASSWORD_LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ';
const PASSWORD_DIGITS = '23456789';

/** 12 characters without look-alikes, with at least one letter and one digit (the password rule). */
export function temporaryPassword(): string {
  const all = PASSWORD_LETTERS + PASSWORD_DIGITS;
  const chars = Array.from({ length: 10 }, () => all[randomInt(all.length)] ?? 'x');
  chars.push(PASSWORD_LETTERS[randomInt(PASSWORD_LETTERS.length)] ?? 'x');
  chars.push(PASSWORD_DIGITS[randomInt(PASSWORD_DIGITS.length)] ?? '2');
  return chars.join('');
}

/** Sets a temporary password (returned once), ends the user's sessions, forces a change. */
export async function resetUserPassword(
  db: Database,
  staff: Staff,
  now: Date,
  id: number,
): Promise<string> {
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await changeUser(db, staff, now, id, 'user.resetPassword', async (tx) => {
    await tx
      .update(users)
      .set({
        passwordHash: hash,
        passwordChangedAt: now,
        mustChangePassword: true,
        mustChangeReason: 'reset',
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await revokeUserSessions(tx, id, now);
  });
  return password;
}
