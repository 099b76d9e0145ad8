/**
 * 教学班 end to end against the real server: a teacher creates a class in the console and gets its
 * code; a student joins with it (typed in lower case) in 个人中心 → 我的班级; the teacher imports a
 * roster (预检 names the unknown 学号, nothing stored until 添加), sees the students, and archives
 * the class after a confirmation.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/personal-center/personal-center.element';
import type { AdminCourseRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import type { ClassMemberRow, ClassRow } from '../../../src/core/api/teaching-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import {
  chooseIn,
  consoleGo,
  mountConsole,
  navLabels,
  screenOf,
  signInAs,
  TEACHER_NAV,
} from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';

const SLOW = { timeout: 15000 };

/** Students made as a centre makes them: the account import, 学号 as username (zeros kept). */
async function importStudents(numbers: readonly [string, string][]): Promise<void> {
  const admin = await signInAs('admin1');
  const csv = `\uFEFF学号,姓名,身份\r\n${numbers.map(([n, name]) => `${n},${name},学生`).join('\r\n')}\r\n`;
  const contentBase64 = btoa(String.fromCharCode(...new TextEncoder().encode(csv)));
  must(
    await apiPost(
      '/api/admin/userImport',
      { fileName: '新生.csv', contentBase64, initialPassword: 'Start2026x', dryRun: false },
      admin.token,
    ),
  );
  signOutLocally();
}

describe('教学班: from the console to the student’s 我的班级', () => {
  let app: HTMLElement | undefined;
  afterEach(() => {
    app?.remove();
    app = undefined;
    signOutLocally();
  });

  it('a teacher creates a class, a student joins with its code, a roster adds the rest', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const numbers: [string, string][] = [
      [`00${stamp}1`, '孙一'],
      [`00${stamp}2`, '周二'],
    ];
    await importStudents(numbers);
    const teacher = await signInAs('teacher1');
    const own = must(
      await apiGet<Paged<AdminCourseRow>>('/api/admin/courseList?pageSize=50', teacher.token),
    ).rows[0]!;

    app = await mountConsole('#/courses');
    expect(navLabels(app)).to.deep.equal([...TEACHER_NAV]);
    await consoleGo('#/classes/edit');
    const form = await screenOf(app, 'xnfz-admin-classes', '#class-name');
    (shadowOf(form).querySelector('button.save-class') as HTMLButtonElement).click();
    await findIn(form, '#class-name-error');
    chooseIn(shadowOf(form).getElementById('class-courseId') as HTMLSelectElement, String(own.id));
    const name = `机械 ${stamp} 班`;
    typeInto(shadowOf(form).getElementById('class-name') as HTMLInputElement, name);
    typeInto(shadowOf(form).getElementById('class-term') as HTMLInputElement, '2026-2027 第一学期');
    await expect(form).to.be.accessible();
    (shadowOf(form).querySelector('button.save-class') as HTMLButtonElement).click();
    let created: ClassRow | undefined;
    await waitUntil(
      async () => {
        created = must(
          await apiGet<Paged<ClassRow>>(
            `/api/teaching/classList?keyword=${encodeURIComponent(name)}`,
            teacher.token,
          ),
        ).rows[0];
        return created;
      },
      'the class saved',
      SLOW,
    );
    await consoleGo(`#/classes/members?id=${created!.id}`);
    const members = await screenOf(app, 'xnfz-admin-classes', '.join-code-big');
    const code = (await findIn(members, '.join-code-big code')).textContent ?? '';
    expect(code).to.equal(created!.joinCode);
    await waitForText(members, '还没有学生加入');
    app.remove();
    app = undefined;
    signOutLocally();

    const learner = await registerUser('student');
    signIn(learner.token);
    const center = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="classes"></xnfz-personal-center>`,
    );
    const input = (await findIn(center, '#join-class-code')) as HTMLInputElement;
    (shadowOf(center).querySelector('button.join-class-submit') as HTMLButtonElement).click();
    await findIn(center, '#join-class-code-error');
    typeInto(input, 'ZZZZZZ');
    (shadowOf(center).querySelector('button.join-class-submit') as HTMLButtonElement).click();
    await waitForText(center, '班级邀请码不正确', 15000);
    typeInto(input, ` ${code.toLowerCase()} `);
    (shadowOf(center).querySelector('button.join-class-submit') as HTMLButtonElement).click();
    const joined = await findIn(center, '.joined-class');
    expect(joined.textContent).to.equal(`已加入“${name}”`);
    const row = await findIn(center, `[data-class-id="${created!.id}"]`);
    expect(row.textContent).to.include(name);
    expect(row.textContent).to.include(own.title);
    expect(shadowOf(center).getElementById('join-class-code-error')).to.equal(null);
    await expect(center).to.be.accessible();
    center.remove();
    signOutLocally();

    await signInAs('teacher1');
    app = await mountConsole('#/classes');
    await consoleGo(`#/classes/members?id=${created!.id}`);
    const screen = await screenOf(app, 'xnfz-admin-classes', '#roster-file');
    await waitUntil(
      () => shadowOf(screen).querySelector(`tr[data-member="${learner.username}"]`),
      'the student who joined',
      SLOW,
    );
    const file = shadowOf(screen).getElementById('roster-file') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(
      new File(
        [
          `\uFEFF学号,姓名\r\n${numbers.map(([n, who]) => `${n},${who}`).join('\r\n')}\r\n0099999999,查无此人\r\n`,
        ],
        '名单.csv',
      ),
    );
    file.files = transfer.files;
    file.dispatchEvent(new Event('change', { bubbles: true }));
    (shadowOf(screen).querySelector('button.check-roster') as HTMLButtonElement).click();
    await waitForText(screen, '共 3 行：可添加 2 人，已在班中 0 人，有问题 1 行（将跳过）', 15000);
    expect(shadowOf(screen).querySelector('tr[data-roster-line="4"]')?.textContent).to.include(
      '没有学号为 0099999999 的账号',
    );
    await expect(screen).to.be.accessible();
    const before = must(
      await apiGet<Paged<ClassMemberRow>>(
        `/api/teaching/classMembers?classId=${created!.id}`,
        teacher.token,
      ),
    );
    expect(before.total).to.equal(1, 'the dry run stored nothing');
    (shadowOf(screen).querySelector('button.confirm-roster') as HTMLButtonElement).click();
    await waitUntil(
      () => shadowOf(screen).querySelector(`tr[data-member="${numbers[0]![0]}"]`),
      'the roster’s students listed',
      SLOW,
    );
    const listed = [...shadowOf(screen).querySelectorAll('tr[data-member]')].map((tr) =>
      tr.getAttribute('data-member'),
    );
    expect(listed).to.have.members([learner.username, numbers[0]![0], numbers[1]![0]]);

    (shadowOf(screen).querySelector('button.archive-class') as HTMLButtonElement).click();
    const dialog = await findIn(screen, '[role=dialog]');
    expect(dialog.textContent).to.include('学生不能再用邀请码加入');
    ((await findIn(screen, 'button.confirm-archive')) as HTMLButtonElement).click();
    await waitForText(screen, '这个班级已归档', 15000);
    expect(shadowOf(screen).querySelector('.code-state')?.textContent).to.equal(
      '班级已归档：学生不能再加入',
    );
    expect(shadowOf(screen).querySelector('#roster-file')).to.equal(null);
  });
});
