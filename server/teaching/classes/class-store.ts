/**
 * Classes (教学班) as their teachers manage them: list, open, create and edit (name, 学期,
 * co-teachers / 助教), the join code (开放 / 关闭 / 重新生成) and 归档 at the end of term. Every change
 * is audited in its own transaction; a save of a stale copy is an edit conflict.
 */
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { MSG_FORBIDDEN } from '../../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../../src/core/api/contract';
import type {
  ClassArchiveBody,
  ClassCodeBody,
  ClassDetail,
  ClassListQuery,
  ClassRow,
  ClassSaveBody,
  ClassTeacherChoice,
} from '../../../src/core/api/teaching-contract';
import { auditorOf } from '../../admin/audit-log';
import { checkRevision } from '../../admin/revision-check';
import type { Database } from '../../db/open-database';
import { classTeachers, classes, courses, users } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { likePattern, pageWindow } from '../../http/paging';
import type { UserRow } from '../../users/user-queries';
import { classManagedBy, managedClasses, ownsCourse, type ClassRecord } from './class-access';
import { newJoinCode } from './join-code';

const memberCount = sql<number>`(SELECT count(*)::int FROM class_members m WHERE m.class_id = ${classes.id})`;

const personName = (row: { realName: string; nickname: string; username: string }) =>
  row.realName || row.nickname || row.username;

/**
 * The teachers of each class: the course's owner first, then its co-teachers.
 * @example
 * const teachers = await teachersOf(db, [{ id: 7, ownerId: 3 }]);
 */
export async function teachersOf(
  db: Database,
  rows: readonly { id: number; ownerId: number | null }[],
): Promise<Map<number, { ids: number[]; people: ClassRow['teachers'] }>> {
  const co = rows.length
    ? await db
        .select({ classId: classTeachers.classId, userId: classTeachers.userId })
        .from(classTeachers)
        .where(
          inArray(
            classTeachers.classId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const ids = new Set<number>(co.map((row) => row.userId));
  for (const row of rows) if (row.ownerId !== null) ids.add(row.ownerId);
  const people = ids.size
    ? await db
        .select({
          id: users.id,
          username: users.username,
          realName: users.realName,
          nickname: users.nickname,
        })
        .from(users)
        .where(inArray(users.id, [...ids]))
    : [];
  const byId = new Map(people.map((p) => [p.id, { username: p.username, name: personName(p) }]));
  return new Map(
    rows.map((row) => {
      const coIds = co.filter((c) => c.classId === row.id).map((c) => c.userId);
      const all = [...(row.ownerId !== null ? [row.ownerId] : []), ...coIds];
      return [
        row.id,
        {
          ids: coIds,
          people: [...new Set(all)].flatMap((id) => {
            const person = byId.get(id);
            return person ? [person] : [];
          }),
        },
      ];
    }),
  );
}

type Listed = ClassRecord & { courseTitle: string; ownerId: number | null; memberCount: number };

function toRow(row: Listed, teachers: ClassRow['teachers']): ClassRow {
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    name: row.name,
    term: row.term,
    joinCode: row.joinCode,
    // an archived class takes nobody, whatever its code's switch says
    joinOpen: row.joinOpen && row.archivedAt === null,
    archived: row.archivedAt !== null,
    memberCount: Number(row.memberCount),
    teachers,
    createdAt: row.createdAt.toISOString(),
  };
}

function listedQuery(db: Database) {
  return db
    .select({ row: classes, courseTitle: courses.title, ownerId: courses.ownerId, memberCount })
    .from(classes)
    .innerJoin(courses, eq(courses.id, classes.courseId));
}

/** A row of listedQuery as one record. */
const listedOf = (found: {
  row: ClassRecord;
  courseTitle: string;
  ownerId: number | null;
  memberCount: number;
}): Listed => ({
  ...found.row,
  courseTitle: found.courseTitle,
  ownerId: found.ownerId,
  memberCount: found.memberCount,
});

/** The class's co-teachers become exactly `ids`. */
async function setCoTeachers(tx: Database, classId: number, ids: readonly number[]): Promise<void> {
  await tx.delete(classTeachers).where(eq(classTeachers.classId, classId));
  if (ids.length) await tx.insert(classTeachers).values(ids.map((userId) => ({ classId, userId })));
}

/**
 * One page of the classes the account manages, newest first.
 * @example
 * const page = await listClasses(db, user, { courseId: 3, pageNum: 1 });
 */
export async function listClasses(
  db: Database,
  user: UserRow,
  query: ClassListQuery,
): Promise<Paged<ClassRow>> {
  const keyword = query.keyword?.trim();
  const pattern = keyword ? likePattern(keyword) : null;
  const where = and(
    managedClasses(user),
    query.courseId ? eq(classes.courseId, query.courseId) : undefined,
    query.archived ? isNotNull(classes.archivedAt) : isNull(classes.archivedAt),
    pattern
      ? or(
          ilike(classes.name, pattern),
          ilike(classes.term, pattern),
          ilike(courses.title, pattern),
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [total] = await db
    .select({ n: count() })
    .from(classes)
    .innerJoin(courses, eq(courses.id, classes.courseId))
    .where(where);
  const found = await listedQuery(db)
    .where(where)
    .orderBy(desc(classes.createdAt), desc(classes.id))
    .limit(limit)
    .offset(offset);
  const rows = found.map(listedOf);
  const teachers = await teachersOf(db, rows);
  return {
    total: total?.n ?? 0,
    rows: rows.map((row) => toRow(row, teachers.get(row.id)?.people ?? [])),
  };
}

/**
 * One class as its form opens it.
 * @example
 * const opened = await classDetail(db, user, 7);
 */
export async function classDetail(db: Database, user: UserRow, id: number): Promise<ClassDetail> {
  await classManagedBy(db, user, id);
  const [found] = await listedQuery(db).where(eq(classes.id, id));
  if (!found) throw new ApiError(MSG_NOT_FOUND_CONTENT);
  const row = listedOf(found);
  const teachers = (await teachersOf(db, [row])).get(id);
  return {
    ...toRow(row, teachers?.people ?? []),
    coTeacherIds: teachers?.ids ?? [],
    version: String(row.revision),
  };
}

/** Co-teachers must be accounts with the teacher role (not the owner itself: listed once). */
async function checkedCoTeachers(
  tx: Database,
  ids: readonly number[],
  ownerId: number | null,
): Promise<number[]> {
  const unique = [...new Set(ids)].filter((id) => id !== ownerId);
  if (unique.length === 0) return [];
  const found = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, unique), eq(users.role, 'teacher')));
  if (found.length !== unique.length) throw new ApiError('参数错误：coTeacherIds 必须都是教师账号');
  return unique;
}

const audit = auditorOf('class');

/**
 * Two classes of one course in one 学期 never share a name: lists that offer a class by name
 * (发送给, 调入班级) must tell them apart. Archived classes count too.
 */
async function checkNameFree(
  tx: Database,
  courseId: number,
  name: string,
  term: string,
  except: number | null,
): Promise<void> {
  const [taken] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(
      and(
        eq(classes.courseId, courseId),
        eq(classes.name, name),
        eq(classes.term, term),
        except === null ? undefined : sql`${classes.id} <> ${except}`,
      ),
    );
  if (taken) throw new ApiError(`参数错误：name 这门课程在“${term}”已有名为“${name}”的班级`);
}

/** A join code no other class holds. */
async function uniqueJoinCode(tx: Database): Promise<string> {
  for (;;) {
    const code = newJoinCode();
    const [taken] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(eq(classes.joinCode, code));
    if (!taken) return code;
  }
}

const auditedClass = (row: ClassRecord, coTeacherIds: number[]) => ({
  name: row.name,
  term: row.term,
  courseId: row.courseId,
  coTeacherIds,
});

/**
 * Creates a class (no id: the course's owner or staff; it gets a join code, open) or updates one
 * against the version opened (name, 学期, co-teachers; not its course).
 * @example
 * const created = await saveClass(db, user, now, { courseId: 3, name: '机械 2301 班', term: '2026-2027 第一学期', coTeacherIds: [] });
 */
export async function saveClass(
  db: Database,
  user: UserRow,
  now: Date,
  body: ClassSaveBody,
): Promise<ClassDetail> {
  const name = body.name.trim();
  const term = body.term.trim();
  const id = await db.transaction(async (tx) => {
    if (body.id === undefined) {
      const [course] = await tx
        .select({ id: courses.id, ownerId: courses.ownerId })
        .from(courses)
        .where(eq(courses.id, body.courseId));
      if (!course) throw new ApiError('参数错误：courseId 不是存在的课程');
      if (!ownsCourse(user, course.ownerId)) throw new ApiError(MSG_FORBIDDEN);
      const coTeacherIds = await checkedCoTeachers(tx, body.coTeacherIds, course.ownerId);
      await checkNameFree(tx, course.id, name, term, null);
      const [created] = await tx
        .insert(classes)
        .values({
          courseId: course.id,
          name,
          term,
          joinCode: await uniqueJoinCode(tx),
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error('insert into classes returned no row');
      await setCoTeachers(tx, created.id, coTeacherIds);
      await audit(
        tx,
        user,
        now,
        'class.create',
        created.id,
        null,
        auditedClass(created, coTeacherIds),
      );
      return created.id;
    }
    if (body.version === undefined) throw new ApiError('参数错误：version 修改班级时必须提供');
    const locked = await classManagedBy(tx, user, body.id, { forUpdate: true, writable: true });
    checkRevision(locked, body.version);
    await checkNameFree(tx, locked.courseId, name, term, locked.id);
    if (body.courseId !== locked.courseId)
      throw new ApiError('参数错误：courseId 不能修改（班级属于创建时的课程）');
    const before = await tx
      .select({ userId: classTeachers.userId })
      .from(classTeachers)
      .where(eq(classTeachers.classId, locked.id));
    const beforeIds = before.map((row) => row.userId);
    // co-teachers manage members and the code; the course's owner (or staff) names them
    const coTeacherIds = ownsCourse(user, locked.ownerId)
      ? await checkedCoTeachers(tx, body.coTeacherIds, locked.ownerId)
      : beforeIds;
    const [after] = await tx
      .update(classes)
      .set({ name, term, updatedAt: now, revision: sql`${classes.revision} + 1` })
      .where(eq(classes.id, locked.id))
      .returning();
    await setCoTeachers(tx, locked.id, coTeacherIds);
    await audit(
      tx,
      user,
      now,
      'class.update',
      locked.id,
      auditedClass(locked, beforeIds),
      after ? auditedClass(after, coTeacherIds) : null,
    );
    return locked.id;
  });
  return classDetail(db, user, id);
}

/**
 * 开放加入 / 关闭加入 / 重新生成 of the join code (a new code: the old one stops working).
 * @example
 * await setClassCode(db, user, now, { id: 7, action: 'regenerate' });
 */
export async function setClassCode(
  db: Database,
  user: UserRow,
  now: Date,
  body: ClassCodeBody,
): Promise<ClassDetail> {
  await db.transaction(async (tx) => {
    const locked = await classManagedBy(tx, user, body.id, { forUpdate: true, writable: true });
    const changes =
      body.action === 'regenerate'
        ? { joinCode: await uniqueJoinCode(tx), joinOpen: true }
        : { joinOpen: body.action === 'open' };
    await tx
      .update(classes)
      .set({ ...changes, updatedAt: now, revision: sql`${classes.revision} + 1` })
      .where(eq(classes.id, locked.id));
    await audit(
      tx,
      user,
      now,
      `class.code.${body.action}`,
      locked.id,
      { joinOpen: locked.joinOpen },
      { joinOpen: changes.joinOpen },
    );
  });
  return classDetail(db, user, body.id);
}

/**
 * 归档 (end of term: read-only, no joining, still exportable) or 取消归档.
 * @example
 * await archiveClass(db, user, now, { id: 7, archived: true });
 */
export async function archiveClass(
  db: Database,
  user: UserRow,
  now: Date,
  body: ClassArchiveBody,
): Promise<ClassDetail> {
  await db.transaction(async (tx) => {
    const locked = await classManagedBy(tx, user, body.id, { forUpdate: true });
    await tx
      .update(classes)
      .set({
        archivedAt: body.archived ? (locked.archivedAt ?? now) : null,
        updatedAt: now,
        revision: sql`${classes.revision} + 1`,
      })
      .where(eq(classes.id, locked.id));
    await audit(
      tx,
      user,
      now,
      body.archived ? 'class.archive' : 'class.unarchive',
      locked.id,
      null,
      null,
    );
  });
  return classDetail(db, user, body.id);
}

/**
 * The accounts a class may name as co-teachers / 助教: every account with the teacher role.
 * @example
 * const choices = await classTeacherChoices(db);
 */
export async function classTeacherChoices(db: Database): Promise<ClassTeacherChoice[]> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      realName: users.realName,
      nickname: users.nickname,
    })
    .from(users)
    .where(eq(users.role, 'teacher'))
    .orderBy(users.username);
  return rows.map((row) => ({ id: row.id, username: row.username, name: personName(row) }));
}
