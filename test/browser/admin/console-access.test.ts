import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { signOutLocally } from '../../../src/core/store/auth';
import {
  consoleGo,
  EDITOR_NAV,
  mountConsole,
  navLabels,
  screenOf,
  signInAs,
  TEACHER_NAV,
} from '../helpers/console';
import { shadowOf, typeInto, waitForText } from '../helpers/dom';
import { DEMO_PASSWORD, registerUser } from '../helpers/server-api';
import { signIn } from '../../../src/core/store/auth';

describe('the console: who gets in and what they see', () => {
  let app: HTMLElement;
  before(async () => {
    signOutLocally();
    app = await mountConsole();
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('asks a logged-out visitor to log in, and an editor logs in with the captcha', async () => {
    await waitForText(app, '管理后台登录');
    const root = shadowOf(app);
    await waitUntil(() => root.querySelector('.captcha-image img'), 'captcha');
    const missing = root.querySelector('button[type=submit]') as HTMLButtonElement;
    missing.click();
    await waitForText(app, '请输入用户名');
    typeInto(root.querySelector('input[name=username]') as HTMLInputElement, 'editor1');
    typeInto(root.querySelector('input[name=password]') as HTMLInputElement, DEMO_PASSWORD);
    typeInto(
      root.querySelector('input[name=captchaCode]') as HTMLInputElement,
      XNFZ_TEST_CAPTCHA_CODE,
    );
    (root.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await waitForText(app, '当前用户');
    // the editor's areas only: no 用户管理, no 操作日志
    await waitUntil(() => navLabels(app).length > 0, 'navigation');
    expect(navLabels(app)).to.deep.equal([...EDITOR_NAV]);
    // the start address opens the first area
    await screenOf(app, 'xnfz-admin-articles', 'table');
    expect(location.hash).to.equal('#/articles');
  });

  it('shows 无权限 for a screen the role may not use, even by its address', async () => {
    await consoleGo('#/users');
    await waitForText(app, '无权限');
    expect(shadowOf(app).querySelector('xnfz-admin-users')).to.equal(null);
  });

  it('shows the 无权限 screen to a student, with a way back to the portal', async () => {
    await signInAs('student1');
    await waitForText(app, '当前账号没有管理后台的权限');
    const root = shadowOf(app);
    expect(root.querySelector('nav.side')).to.equal(null);
    expect(root.querySelector('h1')?.textContent).to.equal('无权限');
    expect(root.querySelector('a[href="../"]')?.textContent).to.equal('返回门户');
  });

  it('a teacher sees only their own courses and the progress of their learners', async () => {
    await signInAs('teacher1');
    await waitUntil(() => navLabels(app).length > 0, 'navigation');
    expect(navLabels(app)).to.deep.equal([...TEACHER_NAV]);
    await consoleGo('#/courses');
    const courses = await screenOf(app, 'xnfz-admin-courses', 'tbody tr[data-course-id]');
    await waitForText(courses, '只显示您负责的课程');
    const rows = [...shadowOf(courses).querySelectorAll('tbody tr')];
    expect(rows.length).to.be.greaterThan(0);
    for (const row of rows) expect(row.textContent).to.include('王建国');
    (rows[0]?.querySelector('a.view-learners') as HTMLAnchorElement).click();
    const learners = await screenOf(app, 'xnfz-admin-courses', '#learners-heading');
    await waitForText(learners, '学员学习进度');
    await waitUntil(
      () => shadowOf(learners).querySelector('tbody tr, [part=state-empty]'),
      'learners or 暂无数据',
    );
  });

  it("a teacher who opens another teacher's course by its address is refused", async () => {
    const { token } = await signInAs('editor1');
    expect(token).to.be.a('string');
    // an editor sees every course, including ones teacher1 does not own
    await consoleGo('#/courses');
    const courses = await screenOf(app, 'xnfz-admin-courses', 'tbody tr[data-course-id]');
    await waitUntil(
      () => shadowOf(courses).querySelectorAll('tbody tr[data-course-id]').length > 2,
      'every course',
    );
    const other = [...shadowOf(courses).querySelectorAll('tbody tr')].find(
      (row) => !row.textContent?.includes('王建国'),
    );
    expect(other, 'a course of another teacher').to.not.equal(undefined);
    const id = other?.getAttribute('data-course-id');
    await signInAs('teacher1');
    await consoleGo(`#/courses/learners?id=${id}`);
    const refused = await screenOf(app, 'xnfz-admin-courses', '[part=state-error]');
    await waitForText(refused, '无权限');
  });

  it('logs out from the header', async () => {
    const { user } = await registerUser();
    expect(user.role).to.equal(null);
    await signInAs('editor1');
    await waitForText(app, '退出登录');
    (shadowOf(app).querySelector('button.logout') as HTMLButtonElement).click();
    await waitForText(app, '管理后台登录');
    signIn('x');
    signOutLocally();
  });
});
