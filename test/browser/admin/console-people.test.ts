import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminUserRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import { auth, signIn, signOutLocally } from '../../../src/core/store/auth';
import {
  ADMIN_NAV,
  chooseIn,
  consoleGo,
  EDITOR_NAV,
  mountConsole,
  navLabels,
  screenOf,
  signInAs,
  TEACHER_NAV,
} from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads } from '../helpers/downloads';
import { xlsxRows } from '../helpers/xlsx-rows';
import { apiGet, loginAs, must, registerUser } from '../helpers/server-api';

/** The admin's users screen filtered to one username; returns the screen and that row. */
async function findUser(app: HTMLElement, username: string) {
  await consoleGo('#/users');
  const screen = await screenOf(app, 'xnfz-admin-users', 'tbody tr, [part=state-empty]');
  typeInto(shadowOf(screen).getElementById('users-keyword') as HTMLInputElement, username);
  (
    shadowOf(screen).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
  ).click();
  await waitUntil(
    () => shadowOf(screen).querySelector(`tr[data-user="${username}"]`),
    `row of ${username}`,
  );
  return screen;
}

const rowOf = (screen: HTMLElement, username: string) =>
  shadowOf(screen).querySelector(`tr[data-user="${username}"]`) as HTMLElement;

describe('the console: people', () => {
  let app: HTMLElement;
  let adminToken: string;
  before(async () => {
    ({ token: adminToken } = await signInAs('admin1'));
    app = await mountConsole('#/users');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('an admin sees every area', async () => {
    await waitUntil(() => navLabels(app).length > 0, 'navigation');
    expect(navLabels(app)).to.deep.equal([...ADMIN_NAV]);
  });

  it('bulk: 全选本页, 停用所选 after confirming ends their sessions; 启用所选 lets them back', async () => {
    const prefix = `bk${Date.now().toString(36)}`;
    const first = await registerUser('student', {}, `${prefix}_a`);
    const second = await registerUser('student', {}, `${prefix}_b`);
    await consoleGo('#/users');
    const screen = await screenOf(app, 'xnfz-admin-users', 'tbody tr, [part=state-empty]');
    typeInto(shadowOf(screen).getElementById('users-keyword') as HTMLInputElement, prefix);
    (
      shadowOf(screen).querySelector('form[role=search] button[type=submit]') as HTMLButtonElement
    ).click();
    await waitUntil(
      () =>
        rowOf(screen, first.username) &&
        rowOf(screen, second.username) &&
        shadowOf(screen).querySelectorAll('tbody tr').length === 2,
      'both rows, only them',
      { timeout: 15000 },
    );
    const bar = shadowOf(screen).querySelector('.bulk-bar') as HTMLElement;
    (bar.querySelector('input.select-page') as HTMLInputElement).click();
    await waitUntil(
      () => bar.querySelector('.bulk-count')?.textContent === '已选 2 项',
      'both ticked',
    );
    (bar.querySelector('button.bulk-disable') as HTMLButtonElement).click();
    const dialog = await findIn(screen, '[role=dialog]');
    expect(dialog.textContent).to.include('停用所选的 2 个账号');
    await expect(screen).to.be.accessible();
    (dialog.querySelector('button.confirm-bulk') as HTMLButtonElement).click();
    await waitUntil(
      () =>
        rowOf(screen, first.username)?.textContent?.includes('已停用') &&
        rowOf(screen, second.username)?.textContent?.includes('已停用'),
      'both shown as disabled',
      { timeout: 15000 },
    );
    expect((await apiGet('/api/xnfz/userInfo', first.token)).msg).to.equal('未登录或登录超时');
    (bar.querySelector('input.select-page') as HTMLInputElement).click();
    await waitUntil(
      () => bar.querySelector('.bulk-count')?.textContent === '已选 2 项',
      'ticked again',
    );
    (bar.querySelector('button.bulk-enable') as HTMLButtonElement).click();
    await waitUntil(
      () =>
        rowOf(screen, first.username)?.textContent?.includes('正常') &&
        rowOf(screen, second.username)?.textContent?.includes('正常'),
      'both enabled',
      { timeout: 15000 },
    );

    // 设置角色 for both: the dialog names each person; the role is set after confirming
    (bar.querySelector('input.select-page') as HTMLInputElement).click();
    await waitUntil(
      () => bar.querySelector('.bulk-count')?.textContent === '已选 2 项',
      'ticked for a role',
    );
    (bar.querySelector('button.bulk-role') as HTMLButtonElement).click();
    const roleDialog = await findIn(screen, '[role=dialog]');
    const confirmRole = roleDialog.querySelector('button.confirm-bulk-role') as HTMLButtonElement;
    expect(confirmRole.disabled, 'nothing chosen yet').to.equal(true);
    chooseIn(roleDialog.querySelector('.bulk-role-choice select') as HTMLSelectElement, 'teacher');
    await waitUntil(() => !confirmRole.disabled, 'a role chosen');
    const people = roleDialog.querySelector('.bulk-role-people')?.textContent ?? '';
    expect(people).to.include(first.username).and.include(second.username);
    expect(roleDialog.querySelector('.grant-warning')?.textContent).to.include('更多管理后台权限');
    await expect(screen).to.be.accessible();
    confirmRole.click();
    await waitUntil(
      () =>
        (rowOf(screen, first.username)?.querySelector('select.role-select') as HTMLSelectElement)
          ?.value === 'teacher' &&
        (rowOf(screen, second.username)?.querySelector('select.role-select') as HTMLSelectElement)
          ?.value === 'teacher',
      'both made teachers',
      { timeout: 15000 },
    );
    const rows = must(
      await apiGet<Paged<AdminUserRow>>(`/api/admin/userList?keyword=${prefix}`, adminToken),
    ).rows;
    expect(rows.map((row) => row.role)).to.deep.equal(['teacher', 'teacher']);

    // 导出所选: an .xlsx of exactly the ticked accounts
    (bar.querySelector('input.select-page') as HTMLInputElement).click();
    (rowOf(screen, second.username).querySelector('input.select-row') as HTMLInputElement).click();
    await waitUntil(
      () => bar.querySelector('.bulk-count')?.textContent === '已选 1 项',
      'one ticked for the export',
    );
    const caught = catchDownloads();
    try {
      (bar.querySelector('button.bulk-export') as HTMLButtonElement).click();
      await waitUntil(() => caught.files.length === 1, 'the export', { timeout: 20000 });
    } finally {
      caught.stop();
    }
    const file = caught.files[0]!;
    expect(file.fileName).to.match(/^所选账号-\d{4}-\d{2}-\d{2}/);
    const table = await xlsxRows(file.blob);
    const username = table[0]!.indexOf('用户名');
    expect(table.slice(1).map((row) => row[username])).to.deep.equal([first.username]);
    expect(table[1]![table[0]!.indexOf('角色')]).to.equal('教师');
  });

  it("an admin disables an account after confirming: that user's session ends", async () => {
    const user = await registerUser();
    const screen = await findUser(app, user.username);
    (rowOf(screen, user.username).querySelector('button.disable') as HTMLButtonElement).click();
    const dialog = await findIn(screen, '[role=dialog]');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(shadowOf(screen).activeElement?.textContent).to.equal('确定');
    (dialog.querySelector('button.confirm') as HTMLButtonElement).click();
    await waitUntil(
      () => rowOf(screen, user.username)?.textContent?.includes('已停用'),
      'shown as disabled',
      { timeout: 10000 },
    );
    const info = await apiGet('/api/xnfz/userInfo', user.token);
    expect(info.msg).to.equal('未登录或登录超时');

    // that user's console (same token) is back at the login
    signIn(user.token);
    await waitForText(app, '管理后台登录');
    expect(auth.token).to.equal(null);
    await signInAs('admin1');
  });

  it("an admin changes a role: that user's console then shows the matching navigation", async () => {
    const user = await registerUser('teacher');
    let screen = await findUser(app, user.username);
    const select = rowOf(screen, user.username).querySelector('select') as HTMLSelectElement;
    expect(select.getAttribute('aria-label')).to.include('修改');
    chooseIn(select, 'editor');
    // more rights: asked first
    const dialog = await findIn(screen, '[role=dialog]');
    (dialog.querySelector('button.confirm') as HTMLButtonElement).click();
    await waitUntil(
      () =>
        (rowOf(screen, user.username)?.querySelector('select') as HTMLSelectElement | null)
          ?.value === 'editor',
      'role saved',
    );
    const listed = must(
      await apiGet<Paged<AdminUserRow>>(`/api/admin/userList?keyword=${user.username}`, adminToken),
    );
    expect(listed.rows[0]?.role).to.equal('editor');

    signOutLocally();
    signIn((await loginAs(user.username, user.password)).token);
    await waitUntil(() => navLabels(app).length > 0, 'editor navigation');
    expect(navLabels(app)).to.deep.equal([...EDITOR_NAV]);

    await signInAs('admin1');
    screen = await findUser(app, user.username);
    chooseIn(rowOf(screen, user.username).querySelector('select') as HTMLSelectElement, '');
    await waitUntil(
      () =>
        (rowOf(screen, user.username)?.querySelector('select') as HTMLSelectElement | null)
          ?.value === '',
      'role removed',
    );
    signOutLocally();
    signIn((await loginAs(user.username, user.password)).token);
    await waitForText(app, '当前账号没有管理后台的权限');
    expect(shadowOf(app).querySelector('nav.side')).to.equal(null);
    await signInAs('admin1');
  });

  it('granting 系统管理员 asks first, naming the person and the role; 取消 and Escape change nothing', async () => {
    const user = await registerUser('teacher');
    const person = `${user.user.nickname}（${user.username}）`;
    const screen = await findUser(app, user.username);
    const select = () => rowOf(screen, user.username).querySelector('select') as HTMLSelectElement;
    const dialogOf = () => shadowOf(screen).querySelector('[role=dialog]') as HTMLElement | null;
    const roleNow = async () =>
      must(
        await apiGet<Paged<AdminUserRow>>(
          `/api/admin/userList?keyword=${user.username}`,
          adminToken,
        ),
      ).rows[0]?.role ?? null;

    chooseIn(select(), 'admin');
    const dialog = await findIn(screen, '[role=dialog]');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    const title = shadowOf(screen).getElementById(dialog.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).to.equal('授予系统管理员');
    expect(dialog.textContent).to.include(`确定将 ${person} 的角色由“无角色”改为“系统管理员”吗？`);
    expect(dialog.textContent).to.include('管理所有账号');
    // the focus is on 取消: a stray Enter grants nothing
    expect(shadowOf(screen).activeElement?.textContent).to.equal('取消');
    expect(select().value, 'the dropdown still shows the role the account has').to.equal('');

    dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitUntil(() => !dialogOf(), 'Escape closed it');
    expect(await roleNow()).to.equal(null);

    chooseIn(select(), 'admin');
    (await findIn(screen, '[role=dialog] button.cancel')).click();
    await waitUntil(() => !dialogOf(), '取消 closed it');
    expect(await roleNow()).to.equal(null);

    chooseIn(select(), 'admin');
    const confirm = (await findIn(screen, '[role=dialog]')).querySelector(
      'button.confirm',
    ) as HTMLButtonElement;
    expect(confirm.textContent).to.equal('确认授予系统管理员');
    confirm.click();
    await waitUntil(() => select()?.value === 'admin', 'granted');
    expect(await roleNow()).to.equal('admin');

    // taking rights away asks nothing
    chooseIn(select(), 'teacher');
    await waitUntil(() => select()?.value === 'teacher', 'lowered at once');
    expect(dialogOf()).to.equal(null);
    expect(await roleNow()).to.equal('teacher');
  });

  it('a reset password is shown once, and that user must change it before using the console', async () => {
    const user = await registerUser('teacher');
    must(
      await (
        await fetch('/api/admin/userRole', {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: adminToken },
          body: JSON.stringify({ id: user.user.id, role: 'teacher', confirm: true }),
        })
      ).json(),
    );
    const screen = await findUser(app, user.username);
    (rowOf(screen, user.username).querySelector('button.reset') as HTMLButtonElement).click();
    (
      (await findIn(screen, '[role=dialog]')).querySelector('button.confirm') as HTMLButtonElement
    ).click();
    const secret = await findIn(screen, '.temporary-password');
    const temporary = secret.textContent ?? '';
    expect(temporary.length).to.be.greaterThan(7);
    await waitForText(screen, '只显示这一次');
    (shadowOf(screen).querySelector('[role=dialog] button') as HTMLButtonElement).click();
    await waitUntil(() => !shadowOf(screen).querySelector('.temporary-password'), 'closed');

    signOutLocally();
    const login = await loginAs(user.username, temporary);
    expect(login.user.mustChangePassword).to.equal(true);
    signIn(login.token, login.user);
    await waitForText(app, '请先修改密码');
    const root = shadowOf(app);
    const inputs = [...root.querySelectorAll<HTMLInputElement>('form[part=password] input')];
    expect(inputs.length).to.equal(3);
    typeInto(inputs[0] as HTMLInputElement, temporary);
    typeInto(inputs[1] as HTMLInputElement, 'Changed123x');
    typeInto(inputs[2] as HTMLInputElement, 'Changed124x');
    (root.querySelector('form[part=password] button[type=submit]') as HTMLButtonElement).click();
    await waitForText(app, '两次输入的新密码不一致');
    typeInto(inputs[2] as HTMLInputElement, 'Changed123x');
    (root.querySelector('form[part=password] button[type=submit]') as HTMLButtonElement).click();
    // the change hashes the new password on the server: give a loaded machine time
    await waitUntil(() => navLabels(app).length > 0, 'the console after the change', {
      timeout: 10000,
    });
    expect(navLabels(app)).to.deep.equal([...TEACHER_NAV]);
  });
});
