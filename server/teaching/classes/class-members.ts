/**
 * Who is in a class: its teachers list, search, remove and export the members; a student joins
 * with the class's code (checked by the server only) and sees their classes in 个人中心 → 我的班级.
 */
import { and, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { AdminExportFile } from '../../../src/core/api/admin-contract';
import type { PageQuery, Paged } from '../../../src/core/api/contract';
import {
  MSG_CLASS_ARCHIVED,
  MSG_CLASS_CODE_CLOSED,
  MSG_CLASS_CODE_UNKNOWN,
  MSG_CLASS_OWN_TEACHER,
  type ClassMemberRemoveBody,
  type ClassMemberRow,
  type ClassMembersQuery,
  type MyClassRow,
} from '../../../src/core/api/teaching-contract';
import { recordAuditBy } from '../../admin/audit-log';
import { personColumns } from '../../admin/spreadsheets/account-columns';
import {
  column,
  sheet,
  workbookFile,
  type ExportClock,
} from '../../admin/spreadsheets/workbook-file';
import type { Database } from '../../db/open-database';
import { classMembers, classTeachers, classes, courses, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { likePattern, pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy } from './class-access';
import { teachersOf } from './class-store';
import { normalJoinCode } from './join-code';

const memberColumns = {
  userId: users.id,
  username: users.username,
  realName: users.realName,
  nickname: users.nickname,
  identity: users.identity,
  studentNumber: users.studentNumber,
  department: users.department,
  className: users.className,
  joinedAt: classMembers.joinedAt,
  via: classMembers.via,
};

function toMember(row: {
  [K in keyof typeof memberColumns]: (typeof memberColumns)[K]['_']['data'];
}): ClassMemberRow {
  return {
    ...row,
    joinedAt: row.joinedAt.toISOString(),
    via: row.via === 'code' ? 'code' : 'teacher',
  };
}

/**
 * One page of a class's members (by 学号, then account), searched by name, account or 学号 prefix.
 * @example
 * const page = await listClassMembers(db, user, { classId: 7, keyword: '2023' });
 */
export async function listClassMembers(
  db: Database,
  user: UserRow,
  query: ClassMembersQuery,
): Promise<Paged<ClassMemberRow>> {
  await classManagedBy(db, user, query.classId);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(classMembers.classId, query.classId),
    keyword
      ? or(
          ilike(users.username, likePattern(keyword)),
          ilike(users.realName, likePattern(keyword)),
          ilike(users.studentNumber, `${keyword.replace(/[\\%_]/g, '\\$&')}%`),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db
    .select({ n: count() })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(where);
  const rows = await db
    .select(memberColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(where)
    .orderBy(users.studentNumber, users.username)
    .limit(limit)
    .offset(offset);
  return { total: total?.n ?? 0, rows: rows.map(toMember) };
}

/**
 * Removes members from a class (not from the portal: their accounts and records stay).
 * @example
 * await removeClassMembers(db, user, now, { classId: 7, userIds: [12, 13] });
 */
export async function removeClassMembers(
  db: Database,
  user: UserRow,
  now: Date,
  body: ClassMemberRemoveBody,
): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const locked = await classManagedBy(tx, user, body.classId, {
      forUpdate: true,
      writable: true,
    });
    const gone = await tx
      .delete(classMembers)
      .where(and(eq(classMembers.classId, locked.id), inArray(classMembers.userId, body.userIds)))
      .returning({ userId: classMembers.userId });
    if (gone.length) {
      const names = await tx
        .select({ username: users.username })
        .from(users)
        .where(
          inArray(
            users.id,
            gone.map((row) => row.userId),
          ),
        );
      await recordAuditBy(tx, { id: user.id, name: user.username }, now, {
        action: 'class.memberRemove',
        entity: 'class',
        entityId: locked.id,
        before: { members: names.map((row) => row.username) },
      });
    }
    return { removed: gone.length };
  });
}

type ExportRow = ClassMemberRow & { joinedVia: string };
const PERSON = personColumns<ExportRow>();
const MEMBER_COLUMNS = [
  ...PERSON.head,
  ...PERSON.tail,
  column<ExportRow>('加入时间', 'datetime', (row) => row.joinedAt),
  column<ExportRow>('加入方式', 'text', (row) => row.joinedVia),
];

/**
 * The class's members as .xlsx (学号 as text, 加入时间 a real date in the centre's time zone).
 * @example
 * const file = await classMembersExport(db, user, clock, 7);
 */
export async function classMembersExport(
  db: Database,
  user: UserRow,
  clock: ExportClock,
  classId: number,
): Promise<AdminExportFile> {
  const locked = await classManagedBy(db, user, classId);
  const rows = await db
    .select(memberColumns)
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(eq(classMembers.classId, classId))
    .orderBy(users.studentNumber, users.username);
  return workbookFile(clock, `班级成员-${locked.name}`, [
    sheet(
      '班级成员',
      MEMBER_COLUMNS,
      rows.map(toMember).map((row) => ({
        ...row,
        joinedVia: row.via === 'code' ? '邀请码加入' : '教师添加',
      })),
    ),
  ]);
}

async function myClassRows(
  db: Database,
  userId: number,
  where: ReturnType<typeof eq> | undefined,
  window: { limit: number; offset: number },
): Promise<MyClassRow[]> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      term: classes.term,
      courseId: classes.courseId,
      courseTitle: courses.title,
      ownerId: courses.ownerId,
      joinedAt: classMembers.joinedAt,
      archivedAt: classes.archivedAt,
    })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(and(eq(classMembers.userId, userId), where))
    .orderBy(desc(classMembers.joinedAt), desc(classes.id))
    .limit(window.limit)
    .offset(window.offset);
  const teachers = await teachersOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    term: row.term,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    teachers: (teachers.get(row.id)?.people ?? []).map((person) => person.name),
    joinedAt: row.joinedAt.toISOString(),
    archived: row.archivedAt !== null,
  }));
}

/**
 * 我的班级: the classes the account is in, the latest joined first.
 * @example
 * const page = await myClasses(db, user.id, { pageNum: 1 });
 */
export async function myClasses(
  db: Database,
  userId: number,
  query: PageQuery,
): Promise<Paged<MyClassRow>> {
  const [total] = await db
    .select({ n: count() })
    .from(classMembers)
    .where(eq(classMembers.userId, userId));
  return {
    total: total?.n ?? 0,
    rows: await myClassRows(db, userId, undefined, pageWindow(query)),
  };
}

/**
 * Joins the class whose code was typed (spaces, case and full-width characters do not matter).
 * Joining a class one is in already answers it again.
 * @example
 * const joined = await joinClass(db, user, now, 'k7qm2x');
 */
export async function joinClass(
  db: Database,
  user: UserRow,
  now: Date,
  typed: string,
): Promise<MyClassRow> {
  const code = normalJoinCode(typed);
  const [found] = code ? await db.select().from(classes).where(eq(classes.joinCode, code)) : [];
  if (!found) throw new ApiError(MSG_CLASS_CODE_UNKNOWN);
  if (found.archivedAt) throw new ApiError(MSG_CLASS_ARCHIVED);
  if (!found.joinOpen) throw new ApiError(MSG_CLASS_CODE_CLOSED);
  const [teaching] = await db
    .select({ ownerId: courses.ownerId })
    .from(courses)
    .where(eq(courses.id, found.courseId));
  const [coTeacher] = await db
    .select({ userId: classTeachers.userId })
    .from(classTeachers)
    .where(and(eq(classTeachers.classId, found.id), eq(classTeachers.userId, user.id)));
  if (teaching?.ownerId === user.id || coTeacher) throw new ApiError(MSG_CLASS_OWN_TEACHER);
  await db
    .insert(classMembers)
    .values({ classId: found.id, userId: user.id, joinedAt: now, via: 'code' })
    .onConflictDoNothing();
  const [row] = await myClassRows(db, user.id, eq(classes.id, found.id), { limit: 1, offset: 0 });
  if (!row) throw new Error('a joined class was not found');
  return row;
}
