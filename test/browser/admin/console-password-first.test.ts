/**
 * The console's forced password change says what is true for the account: a teacher imported
 * with the import's initial password is told so (it said 您的密码已被管理员重置), an account whose
 * password an administrator reset is told that.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminUserImportResult, AdminUserRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { mountConsole, signInAs } from '../helpers/console';
import { shadowOf, waitForText } from '../helpers/dom';
import { apiGet, apiPost, loginAs, must, registerUser } from '../helpers/server-api';

const INITIAL_PASSWORD = 'Start2026x';

/** The forced change's sentence and the label of its first field. */
function passwordScreen(app: HTMLElement) {
  const root = shadowOf(app);
  const form = root.querySelector('form[part=password]') as HTMLFormElement;
  const first = form.querySelector('input') as HTMLInputElement;
  return {
    reason: form.querySelector('.must-change-reason')?.textContent ?? '',
    oldLabel: form.querySelector(`label[for="${first.id}"]`)?.textContent ?? '',
  };
}

describe('the console: why the password must be changed first', () => {
  let adminToken = '';
  let app: HTMLElement | null = null;
  before(async () => {
    adminToken = (await signInAs('admin1')).token;
    signOutLocally();
  });
  afterEach(() => {
    app?.remove();
    app = null;
    signOutLocally();
  });

  async function teacherRole(id: number): Promise<void> {
    must(await apiPost('/api/admin/userRole', { id, role: 'teacher', confirm: true }, adminToken));
  }

  async function idOf(username: string): Promise<number> {
    const page = must(
      await apiGet<Paged<AdminUserRow>>(
        `/api/admin/userList?keyword=${encodeURIComponent(username)}`,
        adminToken,
      ),
    );
    return page.rows.find((row) => row.username === username)!.id;
  }

  it('a teacher imported in bulk: the initial password of the import', async () => {
    const number = `0${Date.now().toString().slice(-8)}`;
    const csv = `\uFEFF学号,姓名,身份,院系,班级,邮箱\r\n${number},钱导入,教师,护理学院,,\r\n`;
    const result = must(
      await apiPost<AdminUserImportResult>(
        '/api/admin/userImport',
        {
          fileName: '教师名单.csv',
          contentBase64: btoa(String.fromCharCode(...new TextEncoder().encode(csv))),
          initialPassword: INITIAL_PASSWORD,
          dryRun: false,
        },
        adminToken,
      ),
    );
    expect(result.imported).to.equal(1);
    await teacherRole(await idOf(number));
    const login = await loginAs(number, INITIAL_PASSWORD);
    expect(login.user.mustChangeReason).to.equal('initial');
    signIn(login.token, login.user);
    app = await mountConsole();
    await waitForText(app, '请先修改密码');
    const shown = passwordScreen(app);
    expect(shown.reason).to.equal(
      '您的账号由管理员批量导入，现在用的是导入时设置的初始密码，请先修改密码再使用管理后台。',
    );
    expect(shown.reason).to.not.include('重置');
    expect(shown.oldLabel).to.equal('当前密码（初始密码）');
    await expect(app).to.be.accessible();
  });

  it('a password an administrator reset: the temporary password of the reset', async () => {
    const user = await registerUser('teacher');
    await teacherRole(user.user.id);
    const { temporaryPassword } = must(
      await apiPost<{ temporaryPassword: string }>(
        '/api/admin/userResetPassword',
        { id: user.user.id },
        adminToken,
      ),
    );
    const login = await loginAs(user.username, temporaryPassword);
    expect(login.user.mustChangeReason).to.equal('reset');
    signIn(login.token, login.user);
    app = await mountConsole();
    await waitForText(app, '请先修改密码');
    await waitUntil(() => passwordScreen(app as HTMLElement).reason, 'the reason');
    expect(passwordScreen(app).reason).to.equal(
      '您的密码已被管理员重置，请先修改密码再使用管理后台。',
    );
    expect(passwordScreen(app).oldLabel).to.equal('当前密码（临时密码）');
  });
});
