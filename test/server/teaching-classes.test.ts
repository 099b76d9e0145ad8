/**
 * 教学班 against the real server and database: a course's teacher creates a class (with a join code)
 * and names a co-teacher; students join with the code however they type it; closing, regenerating
 * and archiving stop joining as they say; members are listed, searched, removed and exported (学号 as
 * text); who may do what follows the course's ownership; refusals change nothing.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { auditLog, classMembers, classes, users } from '../../server/db/schema';
import {
  MSG_EDIT_CONFLICT,
  MSG_FORBIDDEN,
  type AdminExportFile,
} from '../../src/core/api/admin-contract';
import { MSG_NOT_LOGGED_IN, type Paged } from '../../src/core/api/contract';
import {
  MSG_CLASS_ARCHIVED,
  MSG_CLASS_CODE_CLOSED,
  MSG_CLASS_CODE_UNKNOWN,
  MSG_CLASS_OWN_TEACHER,
  TEACHING_CALLS,
  type ClassDetail,
  type ClassMemberRow,
  type ClassRosterResult,
  type ClassRow,
  type MyClassRow,
  type TeachingPath,
} from '../../src/core/api/teaching-contract';
import { okData } from './helpers/article-body';
import { assertDateCell, columnCells, readWorkbook, worksheet } from './helpers/workbook';
import {
  createConsoleFixture,
  type ConsoleFixture,
  type StaffName,
} from './helpers/console-fixture';
import { call, register, newUser } from './helpers/test-app';

let f: ConsoleFixture;
let teacher2: string;
let teacher2Id: number;
before(async () => {
  f = await createConsoleFixture();
  const second = (await register(f.t, newUser({ username: 'teacher_two' }))).body.data!;
  teacher2Id = second.user.id;
  await f.t.db
    .update(users)
    .set({ role: 'teacher', realName: '李老师' })
    .where(eq(users.id, teacher2Id));
  teacher2 = second.token;
});
after(() => f.t.close());

const ok = okData;
const post = <T>(path: TeachingPath, body: object, token: string) =>
  call<T>(f.t, 'POST', path, { token, body });
const get = <T>(path: TeachingPath, query: Record<string, string>, token: string) =>
  call<T>(f.t, 'GET', path, { token, query });
const as = (name: StaffName) => f.tokens[name];

async function student(number: string, realName: string) {
  const data = (await register(f.t, newUser())).body.data!;
  await f.t.db
    .update(users)
    .set({ studentNumber: number, realName, department: '机械工程学院' })
    .where(eq(users.id, data.user.id));
  return data.token;
}

const newClass = (name: string, token = as('teacher1'), coTeacherIds: number[] = []) =>
  post<ClassDetail>(
    '/api/teaching/classSave',
    { courseId: f.fixture.course.c1, name, term: '2026-2027 第一学期', coTeacherIds },
    token,
  );
const membersOf = async (classId: number, token = as('teacher1'), keyword?: string) =>
  ok(
    await get<Paged<ClassMemberRow>>(
      '/api/teaching/classMembers',
      { classId: String(classId), ...(keyword ? { keyword } : {}) },
      token,
    ),
  );
const classCount = async () => (await f.t.db.select({ n: count() }).from(classes))[0]!.n;

describe('教学班', () => {
  it('the course’s teacher creates a class with a code; students join however they type it', async () => {
    const created = ok(await newClass('机械 2301 班', as('teacher1'), [teacher2Id]));
    assert.match(created.joinCode!, /^[A-HJ-NP-Z2-9]{6}$/);
    assert.equal(created.joinOpen, true);
    assert.deepEqual(created.coTeacherIds, [teacher2Id]);
    assert.deepEqual(
      created.teachers.map((person) => person.username),
      ['teacher1', 'teacher_two'],
    );

    const zhang = await student('0023001', '张三');
    const typed = ` ${created.joinCode!.toLowerCase().slice(0, 3)} ${created.joinCode!.slice(3)} `;
    const joined = ok(await post<MyClassRow>('/api/teaching/classJoin', { code: typed }, zhang));
    assert.equal(joined.name, '机械 2301 班');
    assert.equal(joined.courseTitle, '机械制图基础');
    ok(await post('/api/teaching/classJoin', { code: created.joinCode }, zhang));
    const mine = ok(await get<Paged<MyClassRow>>('/api/teaching/myClasses', {}, zhang));
    assert.equal(mine.total, 1, 'joining twice is one membership');

    const members = await membersOf(created.id, teacher2);
    assert.deepEqual(
      members.rows.map((row) => [row.studentNumber, row.realName, row.via]),
      [['0023001', '张三', 'code']],
    );
    assert.equal((await membersOf(created.id, as('teacher1'), '0023')).total, 1, '学号 prefix');
    assert.equal((await membersOf(created.id, as('teacher1'), '9999')).total, 0);
    const listed = ok(await get<Paged<ClassRow>>('/api/teaching/classList', {}, teacher2));
    assert.equal(listed.rows.find((row) => row.id === created.id)?.memberCount, 1);
  });

  it('停止加入, 重新生成 and 归档 stop joining as they say; the export keeps 学号 as text', async () => {
    const created = ok(await newClass('机械 2302 班'));
    const oldCode = created.joinCode!;
    const li = await student('0023002', '李四');
    ok(await post('/api/teaching/classCode', { id: created.id, action: 'close' }, as('teacher1')));
    assert.equal(
      (await post('/api/teaching/classJoin', { code: oldCode }, li)).body.msg,
      MSG_CLASS_CODE_CLOSED,
    );
    const renewed = ok(
      await post<ClassDetail>(
        '/api/teaching/classCode',
        { id: created.id, action: 'regenerate' },
        as('teacher1'),
      ),
    );
    assert.notEqual(renewed.joinCode, oldCode);
    assert.equal(renewed.joinOpen, true);
    assert.equal(
      (await post('/api/teaching/classJoin', { code: oldCode }, li)).body.msg,
      MSG_CLASS_CODE_UNKNOWN,
    );
    ok(await post('/api/teaching/classJoin', { code: renewed.joinCode }, li));

    const file = ok(
      await get<AdminExportFile>(
        '/api/teaching/classExport',
        { id: String(created.id) },
        as('teacher1'),
      ),
    );
    const sheet = worksheet(await readWorkbook(file), '班级成员');
    const [numberCell] = columnCells(sheet, '学号/工号');
    assert.equal(numberCell!.value, '0023002', '学号 as text, leading zeros kept');
    const [member] = (await membersOf(created.id)).rows;
    assertDateCell(columnCells(sheet, '加入时间')[0]!, member!.joinedAt, '加入时间');
    assert.match(file.fileName, /^班级成员-机械 2302 班-\d{4}-\d{2}-\d{2}/);

    const archived = ok(
      await post<ClassDetail>(
        '/api/teaching/classArchive',
        { id: created.id, archived: true },
        as('teacher1'),
      ),
    );
    assert.equal(archived.archived, true);
    const wang = await student('0023003', '王五');
    assert.equal(
      (await post('/api/teaching/classJoin', { code: renewed.joinCode }, wang)).body.msg,
      MSG_CLASS_ARCHIVED,
    );
    const refused = await post(
      '/api/teaching/classMemberRemove',
      { classId: created.id, userIds: [(await membersOf(created.id)).rows[0]!.userId] },
      as('teacher1'),
    );
    assert.equal(refused.body.msg, MSG_CLASS_ARCHIVED);
    assert.equal((await membersOf(created.id)).total, 1, 'still exportable, unchanged');
    const current = ok(await get<Paged<ClassRow>>('/api/teaching/classList', {}, as('teacher1')));
    assert.ok(!current.rows.some((row) => row.id === created.id), 'not among the current ones');
    const old = ok(
      await get<Paged<ClassRow>>('/api/teaching/classList', { archived: 'true' }, as('teacher1')),
    );
    assert.ok(old.rows.some((row) => row.id === created.id));
  });

  it('only the course’s owner (or staff) creates classes and names co-teachers; co-teachers manage members', async () => {
    const before = await classCount();
    assert.equal((await newClass('越权的班', teacher2)).body.msg, MSG_FORBIDDEN);
    const other = await post(
      '/api/teaching/classSave',
      { courseId: f.fixture.course.c2, name: '别人的课', term: '2026', coTeacherIds: [] },
      as('teacher1'),
    );
    assert.equal(other.body.msg, MSG_FORBIDDEN);
    assert.equal((await newClass('   ')).body.msg.startsWith('参数错误：name'), true);
    assert.match(
      (await newClass('有学生当助教', as('teacher1'), [f.teacherId + 100000])).body.msg,
      /^参数错误：coTeacherIds/,
    );
    assert.equal(await classCount(), before, 'nothing created');

    const created = ok(await newClass('机械 2303 班', as('teacher1'), [teacher2Id]));
    // the co-teacher renames it but cannot drop themselves from it
    const renamed = ok(
      await post<ClassDetail>(
        '/api/teaching/classSave',
        {
          ...created,
          id: created.id,
          name: '机械 2303 班（改）',
          coTeacherIds: [],
          version: created.version,
        },
        teacher2,
      ),
    );
    assert.equal(renamed.name, '机械 2303 班（改）');
    assert.deepEqual(renamed.coTeacherIds, [teacher2Id]);
    const stale = await post(
      '/api/teaching/classSave',
      {
        id: created.id,
        courseId: created.courseId,
        name: '旧版本',
        term: created.term,
        coTeacherIds: [],
        version: created.version,
      },
      as('teacher1'),
    );
    assert.equal(stale.body.msg, MSG_EDIT_CONFLICT);

    const zhao = await student('0023004', '赵六');
    ok(await post('/api/teaching/classJoin', { code: created.joinCode }, zhao));
    const [member] = (await membersOf(created.id, teacher2)).rows;
    assert.equal(
      ok(
        await post<{ removed: number }>(
          '/api/teaching/classMemberRemove',
          { classId: created.id, userIds: [member!.userId] },
          teacher2,
        ),
      ).removed,
      1,
    );
    assert.equal((await membersOf(created.id)).total, 0);
    const audited = await f.t.db.select().from(auditLog).where(eq(auditLog.entity, 'class'));
    assert.ok(audited.some((row) => row.action === 'class.memberRemove'));
    // a student (or another teacher) sees nothing of the class
    assert.equal(
      (await get('/api/teaching/classMembers', { classId: String(created.id) }, zhao)).body.msg,
      MSG_FORBIDDEN,
    );
    assert.equal(
      (await get('/api/teaching/classDetail', { id: String(created.id) }, as('editor1'))).body.code,
      0,
      'editors manage every class',
    );
  });

  it('a roster: the dry run names every row’s fate and stores nothing; the import adds the matched ones', async () => {
    const created = ok(await newClass('机械 2304 班'));
    await student('0023101', '孙一');
    await student('0023102', '周二');
    const inClass = await student('0023103', '吴三');
    ok(await post('/api/teaching/classJoin', { code: created.joinCode }, inClass));
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('名单');
    sheet.addRows([
      ['学号', '姓名'],
      ['0023101', '孙一'],
      ['0023102', '周三'],
      ['0099999', '不存在'],
      ['0023101', '孙一'],
      ['0012345', '（示例）张三'],
      ['0023103', '吴三'],
    ]);
    sheet.getColumn(1).numFmt = '@';
    const contentBase64 = Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
    const roster = (dryRun: boolean) =>
      post<ClassRosterResult>(
        '/api/teaching/classRoster',
        { classId: created.id, fileName: '机械2304名单.xlsx', contentBase64, dryRun },
        as('teacher1'),
      );
    const dry = ok(await roster(true));
    assert.deepEqual(dry.plan, { add: 1, already: 1, refuse: 4 });
    assert.deepEqual(
      dry.rows.map((row) => [row.line, row.action, row.problems.join('；')]),
      [
        [2, 'add', ''],
        [3, 'refuse', '姓名不符：该学号的账号姓名是“周二”'],
        [4, 'refuse', '没有学号为 0099999 的账号（请先在用户管理中导入或让学生注册）'],
        [5, 'refuse', '学号与第 2 行重复'],
        [6, 'refuse', '这是模板中的示例行，请删除后再导入'],
        [7, 'already', ''],
      ],
    );
    assert.equal(dry.added, 0);
    assert.equal((await membersOf(created.id)).total, 1, 'a dry run stores nothing');
    const done = ok(await roster(false));
    assert.equal(done.added, 1);
    const members = await membersOf(created.id);
    assert.deepEqual(
      members.rows.map((row) => [row.studentNumber, row.via]),
      [
        ['0023101', 'teacher'],
        ['0023103', 'code'],
      ],
    );
    const template = ok(
      await get<AdminExportFile>('/api/teaching/classRosterTemplate', {}, as('teacher1')),
    );
    const templateSheet = worksheet(await readWorkbook(template), '名单');
    assert.equal(columnCells(templateSheet, '学号')[0]!.value, '0012345');
    assert.match(
      (
        await post(
          '/api/teaching/classRoster',
          {
            classId: created.id,
            fileName: '名单.xlsx',
            contentBase64: Buffer.from('不是表格').toString('base64'),
            dryRun: true,
          },
          as('teacher1'),
        )
      ).body.msg,
      /^参数错误：contentBase64/,
    );
  });

  it('分班调整 moves students to another class of the same course, never to another course’s', async () => {
    const a = ok(await newClass('机械 2305 班'));
    const b = ok(await newClass('机械 2306 班'));
    const mover = await student('0023201', '郑四');
    ok(await post('/api/teaching/classJoin', { code: a.joinCode }, mover));
    const [member] = (await membersOf(a.id)).rows;
    const moved = ok(
      await post<{ moved: number }>(
        '/api/teaching/classMemberMove',
        { classId: a.id, userIds: [member!.userId], toClassId: b.id },
        as('teacher1'),
      ),
    );
    assert.equal(moved.moved, 1);
    assert.equal((await membersOf(a.id)).total, 0);
    assert.equal((await membersOf(b.id)).rows[0]!.studentNumber, '0023201');
    const elsewhere = ok(
      await post<ClassDetail>(
        '/api/teaching/classSave',
        { courseId: f.fixture.course.c2, name: '别的课程的班', term: '2026', coTeacherIds: [] },
        as('admin1'),
      ),
    );
    const refused = await post(
      '/api/teaching/classMemberMove',
      { classId: b.id, userIds: [member!.userId], toClassId: elsewhere.id },
      as('admin1'),
    );
    assert.match(refused.body.msg, /^参数错误：toClassId/);
    assert.equal((await membersOf(b.id)).total, 1, 'unchanged');
  });

  it('what a walkthrough met: same names, missing version, the teacher joining, an archived code, a nameless roster row', async () => {
    const created = ok(await newClass('机械 2307 班', as('teacher1'), [teacher2Id]));
    const before = await classCount();
    assert.match(
      (await newClass('机械 2307 班')).body.msg,
      /^参数错误：name .*已有名为“机械 2307 班”的班级/,
    );
    assert.equal(await classCount(), before, 'no second class of that name');
    const other = ok(await newClass('机械 2308 班'));
    const renamed = await post(
      '/api/teaching/classSave',
      {
        id: other.id,
        courseId: other.courseId,
        name: '机械 2307 班',
        term: other.term,
        coTeacherIds: [],
        version: other.version,
      },
      as('teacher1'),
    );
    assert.match(renamed.body.msg, /^参数错误：name/);
    const unversioned = await post(
      '/api/teaching/classSave',
      {
        id: other.id,
        courseId: other.courseId,
        name: '机械 2309 班',
        term: other.term,
        coTeacherIds: [],
      },
      as('teacher1'),
    );
    assert.equal(unversioned.body.msg, '参数错误：version 修改班级时必须提供');

    for (const token of [as('teacher1'), teacher2]) {
      const refused = await post('/api/teaching/classJoin', { code: created.joinCode }, token);
      assert.equal(refused.body.msg, MSG_CLASS_OWN_TEACHER);
    }
    assert.equal((await membersOf(created.id)).total, 0);

    const archived = ok(
      await post<ClassDetail>(
        '/api/teaching/classArchive',
        { id: created.id, archived: true },
        as('teacher1'),
      ),
    );
    assert.equal(archived.joinOpen, false, 'an archived class reports it takes nobody');

    const open = ok(await newClass('机械 2310 班'));
    await student('0023301', '冯五');
    const csv = '\uFEFF学号,姓名\r\n0023301,\r\n';
    const dry = ok(
      await post<ClassRosterResult>(
        '/api/teaching/classRoster',
        {
          classId: open.id,
          fileName: '名单.csv',
          contentBase64: Buffer.from(csv).toString('base64'),
          dryRun: true,
        },
        as('teacher1'),
      ),
    );
    assert.deepEqual(
      dry.rows.map((row) => [row.action, row.problems]),
      [['refuse', ['姓名不能为空']]],
    );
  });

  it('every call answers exactly its callers; a bad code is refused and nothing joins', async () => {
    const anyone = await student('0023005', '钱七');
    for (const [path, { method, callers }] of Object.entries(TEACHING_CALLS)) {
      const anonymous = await call(f.t, method, path, method === 'GET' ? {} : { body: {} });
      assert.equal(anonymous.body.msg, MSG_NOT_LOGGED_IN, path);
      if (!callers.includes('learner')) {
        const refused = await call(f.t, method, path, {
          token: anyone,
          ...(method === 'GET' ? { query: { id: '1', classId: '1' } } : { body: {} }),
        });
        assert.equal(refused.body.msg, MSG_FORBIDDEN, path);
      }
    }
    const before = (await f.t.db.select({ n: count() }).from(classMembers))[0]!.n;
    assert.equal(
      (await post('/api/teaching/classJoin', { code: 'ZZZZZZ' }, anyone)).body.msg,
      MSG_CLASS_CODE_UNKNOWN,
    );
    assert.match((await post('/api/teaching/classJoin', {}, anyone)).body.msg, /^参数错误：code/);
    assert.equal((await f.t.db.select({ n: count() }).from(classMembers))[0]!.n, before);
  });
});
