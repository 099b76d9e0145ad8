/**
 * The course form's 负责教师 choice names each account 姓名（用户名） for editors and admins alike
 * (editors saw `teacher1`, admins `王建国（teacher1）`), and offers a teacher who owns no course yet.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { shadowOf } from '../helpers/dom';
import { apiPost, must, registerUser } from '../helpers/server-api';

/** The 负责教师 options of a new course's form, as the signed-in account sees them. */
async function ownerOptions(app: HTMLElement): Promise<string[]> {
  await consoleGo('#/courses');
  await consoleGo('#/courses/edit');
  const form = await screenOf(app, 'xnfz-admin-courses', '#course-ownerId');
  const select = shadowOf(form).getElementById('course-ownerId') as HTMLSelectElement;
  await waitUntil(() => select.options.length > 2, 'owners loaded');
  return [...select.options].map((option) => option.textContent ?? '');
}

describe('the console: 负责教师 in the course form', () => {
  let app: HTMLElement;
  after(() => {
    app?.remove();
    signOutLocally();
  });

  it('editors and admins see the same names, 姓名（用户名）', async () => {
    const { token } = await signInAs('admin1');
    // a teacher who owns no course yet
    const fresh = await registerUser('teacher');
    must(
      await apiPost(
        '/api/admin/userRole',
        { id: fresh.user.id, role: 'teacher', confirm: true },
        token,
      ),
    );
    app = await mountConsole('#/courses');
    const asAdmin = await ownerOptions(app);
    await signInAs('editor1');
    const asEditor = await ownerOptions(app);
    expect(asEditor).to.deep.equal(asAdmin);
    expect(asEditor).to.include('王建国（teacher1）');
    expect(asEditor).not.to.include('teacher1');
    expect(asEditor).to.include(`${fresh.user.nickname}（${fresh.username}）`);
  });
});
