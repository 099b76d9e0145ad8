/**
 * Roles that raise what an account may do are granted only when confirmed: every entry point to
 * /api/admin/userRole (the console's dropdown, a script, a future bulk action) must send
 * `confirm: true` for a raise (无角色 → 教师 → 内容编辑 → 系统管理员); lowering a role needs
 * none. And the accounts a course may be given to, named the same for editors and admins.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import type { AdminCourseOwnerChoice, AdminUserRow } from '../../src/core/api/admin-contract';
import type { LoginData } from '../../src/core/api/contract';
import { auditLog, users } from '../../server/db/schema';
import { createConsoleFixture } from './helpers/console-fixture';
import { call, newUser, register, type CallResult, type TestApp } from './helpers/test-app';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof createConsoleFixture>>['tokens'];

before(async () => {
  ({ t, tokens } = await createConsoleFixture());
});
after(() => t.close());

const setRole = (body: object, token = tokens.admin1) =>
  call<AdminUserRow>(t, 'POST', '/api/admin/userRole', { token, body });

async function person(role: 'teacher' | 'editor' | 'admin' | null = null) {
  const { user } = (await register(t, newUser())).body.data as LoginData;
  await t.db.update(users).set({ role }).where(eq(users.id, user.id));
  return user.id;
}

async function roleOf(id: number) {
  const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, id));
  return row?.role ?? null;
}

async function roleEntries(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'user.role'), eq(auditLog.entityId, String(id))));
}

function refusedForConfirm(result: CallResult<AdminUserRow>) {
  assert.equal(result.body.code, 500, result.raw);
  assert.match(result.body.msg, /^参数错误：confirm/);
  assert.match(result.body.msg, /确认/);
}

describe('a role that raises privileges needs a confirmation', () => {
  it('granting 系统管理员 without confirm is refused and changes nothing', async () => {
    const id = await person('editor');
    for (const body of [
      { id, role: 'admin' },
      { id, role: 'admin', confirm: false },
    ]) {
      refusedForConfirm(await setRole(body));
    }
    assert.equal(await roleOf(id), 'editor');
    assert.equal((await roleEntries(id)).length, 0, 'nothing logged');
    const granted = await setRole({ id, role: 'admin', confirm: true });
    assert.equal(granted.body.code, 0, granted.raw);
    assert.equal(await roleOf(id), 'admin');
  });

  it('every raise (无角色 → 教师 → 内容编辑) needs it; lowering a role does not', async () => {
    const id = await person(null);
    for (const [role, from] of [
      ['teacher', null],
      ['editor', 'teacher'],
    ] as const) {
      refusedForConfirm(await setRole({ id, role }));
      assert.equal(await roleOf(id), from);
      assert.equal((await setRole({ id, role, confirm: true })).body.code, 0);
    }
    for (const role of ['teacher', null] as const) {
      const lowered = await setRole({ id, role });
      assert.equal(lowered.body.code, 0, lowered.raw);
      assert.equal(await roleOf(id), role);
    }
  });

  it('an administrator still cannot change their own role (the last one cannot be removed)', async () => {
    const [admin] = await t.db.select().from(users).where(eq(users.username, 'admin1'));
    const self = await setRole({ id: admin!.id, role: null, confirm: true });
    assert.match(self.body.msg, /自己/);
    assert.equal(await roleOf(admin!.id), 'admin');
  });
});

describe('who may own a course', () => {
  it('editors and admins get the same list, each named 姓名（用户名）', async () => {
    const lists: AdminCourseOwnerChoice[][] = [];
    for (const token of [tokens.editor1, tokens.admin1]) {
      const result = await call<AdminCourseOwnerChoice[]>(
        t,
        'GET',
        '/api/admin/courseOwnerChoices',
        { token },
      );
      assert.equal(result.body.code, 0, result.raw);
      lists.push(result.body.data!);
    }
    assert.deepEqual(lists[0], lists[1]);
    const teacher = lists[0]!.find((choice) => choice.username === 'teacher1');
    assert.ok(teacher, 'teacher1 may own a course');
    assert.equal(teacher.label, '王建国（teacher1）');
    // a teacher who owns no course yet is offered too
    const fresh = await person('teacher');
    const again = await call<AdminCourseOwnerChoice[]>(t, 'GET', '/api/admin/courseOwnerChoices', {
      token: tokens.editor1,
    });
    assert.ok(again.body.data!.some((choice) => choice.id === fresh));
    const teacherCall = await call(t, 'GET', '/api/admin/courseOwnerChoices', {
      token: tokens.teacher1,
    });
    assert.match(teacherCall.body.msg, /无权限/);
  });
});
