/**
 * Accounts as an .xlsx: the ones ticked in the console, or every account its filters select —
 * 用户名, 学号/工号 and 手机号 as text, the times as real date cells on the centre's wall clock.
 */
import { count, inArray } from 'drizzle-orm';
import type {
  AdminExportFile,
  AdminUserExportQuery,
  AdminUserRow,
} from '../../../src/core/api/admin-contract';
import { adminT } from '../../../src/core/i18n/admin-translate';
import type { Database } from '../../db/open-database';
import { users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { toAdminUserRow, USER_LIST_ORDER, userWhere } from '../admin-users';
import { personColumns } from './account-columns';
import { column, sheet, workbookFile, type ExportClock } from './workbook-file';

/** The most accounts one export holds; a wider filter is refused (it says how to narrow it). */
export const ACCOUNTS_EXPORT_MAX = 50_000;

export const MSG_ACCOUNTS_EXPORT_TOO_MANY = `要导出的账号超过 ${ACCOUNTS_EXPORT_MAX} 个，请按身份、角色或关键词筛选后再导出`;

const PERSON = personColumns<AdminUserRow>();
const COLUMNS = [
  ...PERSON.head,
  column<AdminUserRow>('昵称', 'text', (row) => row.nickname),
  ...PERSON.tail,
  column<AdminUserRow>('角色', 'text', (row) =>
    adminT(row.role ? `role.${row.role}` : 'role.none'),
  ),
  column<AdminUserRow>('状态', 'text', (row) =>
    adminT(row.disabled ? 'users.status.disabled' : 'users.status.active'),
  ),
  column<AdminUserRow>('手机号', 'text', (row) => row.phone),
  column<AdminUserRow>('邮箱', 'text', (row) => row.email),
  column<AdminUserRow>('注册时间', 'datetime', (row) => row.createdAt),
  column<AdminUserRow>('最近登录', 'datetime', (row) => row.lastLoginAt),
];

/**
 * @example
 * const file = await accountsExport(db, { ids: '5,6' }, { now, timeZone: 'Asia/Shanghai' });
 */
export async function accountsExport(
  db: Database,
  query: AdminUserExportQuery,
  clock: ExportClock,
): Promise<AdminExportFile> {
  const where = query.ids ? inArray(users.id, query.ids.split(',').map(Number)) : userWhere(query);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  if ((total?.n ?? 0) > ACCOUNTS_EXPORT_MAX) throw new ApiError(MSG_ACCOUNTS_EXPORT_TOO_MANY);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(...USER_LIST_ORDER);
  return workbookFile(clock, query.ids ? '所选账号' : '账号列表', [
    sheet('账号', COLUMNS, rows.map(toAdminUserRow)),
  ]);
}
