/**
 * Why an account must change its password, as the server knows it (User.mustChangeReason): an
 * account created by a bulk import starts with the import's initial password ('initial'), an
 * administrator's reset gives a temporary one ('reset'); after the change there is none. An
 * expired initial password is called that, not a temporary one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import type { AdminUserImportResult } from '../../src/core/api/admin-contract';
import type { User } from '../../src/core/api/contract';
import { createConsoleFixture } from './helpers/console-fixture';
import type { ConsoleFixture } from './helpers/console-fixture';
import { call, login, loginToken } from './helpers/test-app';

const INITIAL = 'Start2026x';

let f: ConsoleFixture;
before(async () => {
  f = await createConsoleFixture({ config: { tempPasswordDays: 7 } });
});
after(() => f.t.close());

async function importAccounts(lines: string[]): Promise<void> {
  const csv = `\uFEFF学号,姓名,身份,院系,班级,邮箱\r\n${lines.join('\r\n')}\r\n`;
  const answer = await call<AdminUserImportResult>(f.t, 'POST', '/api/admin/userImport', {
    token: f.tokens.admin1,
    body: {
      fileName: '名单.csv',
      contentBase64: Buffer.from(csv).toString('base64'),
      initialPassword: INITIAL,
      dryRun: false,
    },
  });
  assert.equal(answer.body.code, 0, answer.raw);
  assert.equal(answer.body.data!.imported, lines.length, answer.raw);
}

async function reset(username: string, admin = f.tokens.admin1): Promise<string> {
  const [row] = await f.t.db.select().from(users).where(eq(users.username, username));
  const answer = await call<{ temporaryPassword: string }>(
    f.t,
    'POST',
    '/api/admin/userResetPassword',
    { token: admin, body: { id: row!.id } },
  );
  assert.equal(answer.body.code, 0, answer.raw);
  return answer.body.data!.temporaryPassword;
}

async function loggedIn(
  username: string,
  password: string,
): Promise<{ user: User; token: string }> {
  const answer = await login(f.t, username, password);
  assert.equal(answer.body.code, 0, answer.raw);
  return answer.body.data!;
}

describe('why a password must be changed', () => {
  it('imported: the initial password; after the change: nothing', async () => {
    await importAccounts(['0032001,周初始,学生,护理学院,护理2401,']);
    const first = await loggedIn('0032001', INITIAL);
    assert.equal(first.user.mustChangePassword, true);
    assert.equal(first.user.mustChangeReason, 'initial');
    const info = await call<User>(f.t, 'GET', '/api/xnfz/userInfo', { token: first.token });
    assert.equal(info.body.data!.mustChangeReason, 'initial');
    const changed = await call(f.t, 'POST', '/api/xnfz/updatePassword', {
      token: first.token,
      body: { oldPassword: INITIAL, newPassword: 'Mine2026xyz' },
    });
    assert.equal(changed.body.code, 0, changed.raw);
    const after = await loggedIn('0032001', 'Mine2026xyz');
    assert.equal(after.user.mustChangePassword, false);
    assert.equal(after.user.mustChangeReason, null);
  });

  it('reset by an administrator: a temporary password — also for an imported account', async () => {
    await importAccounts(['0032002,吴重置,教师,医学院,,']);
    const temporary = await reset('0032002');
    const user = (await loggedIn('0032002', temporary)).user;
    assert.equal(user.mustChangePassword, true);
    assert.equal(user.mustChangeReason, 'reset');
    const registered = (await loggedIn('student1', 'Demo@1234')).user;
    assert.equal(registered.mustChangeReason, null);
    const again = await reset('student1');
    assert.equal((await loggedIn('student1', again)).user.mustChangeReason, 'reset');
  });

  it('an expired initial password is called an initial password', async () => {
    await importAccounts(['0032003,郑过期,学生,护理学院,,']);
    f.t.clock.advance(8 * 86_400);
    const answer = await login(f.t, '0032003', INITIAL);
    assert.equal(answer.body.msg, '初始密码已过期，请联系管理员重新设置密码');
    // the administrator's session of 8 days ago has ended too
    const temporary = await reset('0032003', await loginToken(f.t, 'admin1'));
    f.t.clock.advance(8 * 86_400);
    const expired = await login(f.t, '0032003', temporary);
    assert.equal(expired.body.msg, '临时密码已过期，请联系管理员重新设置密码');
  });
});
