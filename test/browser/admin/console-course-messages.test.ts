/**
 * 课程通知 end to end against the real server: the course's teacher writes to its learners in the
 * console (checked before it is sent; listed with 已读人数); a learner of the course finds it in
 * 个人中心 → 课程通知, unread and counted in the menu, and 标为已读 clears both; the teacher then
 * sees one reader.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/personal-center/personal-center.element';
import type {
  AdminCourse,
  AdminCourseMessagesPage,
  AdminCourseRow,
} from '../../../src/core/api/admin-contract';
import type { MyMessagesPage, Paged } from '../../../src/core/api/contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs, typeIntoArea } from '../helpers/console';
import { findIn, shadowOf, typeInto } from '../helpers/dom';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';

const SLOW = { timeout: 15000 };

describe('课程通知: from the console to the learner’s 个人中心', () => {
  let app: HTMLElement | undefined;
  afterEach(() => {
    app?.remove();
    signOutLocally();
  });

  it('the teacher sends, the learner reads and marks it read, the teacher sees one reader', async () => {
    const teacher = await signInAs('teacher1');
    const own = must(
      await apiGet<Paged<AdminCourseRow>>('/api/admin/courseList?pageSize=50', teacher.token),
    ).rows.find((row) => row.published && row.lessonCount > 0)!;
    expect(own, 'teacher1 has a published course with lessons').to.not.equal(undefined);
    const detail = must(
      await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${own.id}`, teacher.token),
    );
    const lessonId = detail.chapters.flatMap((chapter) => chapter.lessons)[0]!.id;
    const learner = await registerUser('student');
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId, position: 5, watchedSeconds: 5 },
        learner.token,
      ),
    );

    app = await mountConsole('#/courses');
    await consoleGo(`#/courses/messages?id=${own.id}`);
    const screen = await screenOf(app, 'xnfz-admin-courses', '#course-message-title');
    await waitUntil(
      () => shadowOf(screen).querySelector('.message-form .hint')?.textContent?.includes('名学员'),
      'how many learners it reaches',
      SLOW,
    );
    const send = shadowOf(screen).querySelector('button.send-message') as HTMLButtonElement;
    send.click();
    await findIn(screen, '#course-message-title-error');
    const title = `实验课调整 ${Date.now().toString(36)}`;
    typeInto(shadowOf(screen).getElementById('course-message-title') as HTMLInputElement, title);
    typeIntoArea(
      shadowOf(screen).getElementById('course-message-body') as HTMLTextAreaElement,
      '本周四的实验课改到周五下午。\n地点不变。',
    );
    send.click();
    const row = () =>
      [...shadowOf(screen).querySelectorAll<HTMLTableRowElement>('tr[data-message-id]')].find(
        (tr) => tr.textContent?.includes(title),
      );
    await waitUntil(row, 'the message in the sent list', SLOW);
    expect(row()!.textContent).to.match(/0 \/ [1-9]/);
    expect(
      (shadowOf(screen).getElementById('course-message-title') as HTMLInputElement).value,
    ).to.equal('');
    await expect(screen).to.be.accessible();
    app.remove();
    app = undefined;
    signOutLocally();

    signIn(learner.token);
    const center = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="messages"></xnfz-personal-center>`,
    );
    const item = await findIn(center, '.message');
    expect(item.textContent).to.include(title);
    expect(item.textContent).to.include(own.title);
    expect(item.querySelector('.message-text')?.textContent).to.equal(
      '本周四的实验课改到周五下午。\n地点不变。',
    );
    expect(item.classList.contains('unread')).to.equal(true);
    const badge = await findIn(center, '[data-tab=messages] .menu-count');
    expect(badge.textContent).to.equal('1');
    await expect(center).to.be.accessible();

    (item.querySelector('button.mark-read') as HTMLButtonElement).click();
    await waitUntil(
      () => !shadowOf(center).querySelector('.message.unread'),
      'no longer unread',
      SLOW,
    );
    await waitUntil(
      () => !shadowOf(center).querySelector('.menu-count'),
      'the menu count gone',
      SLOW,
    );
    expect(
      must(await apiGet<MyMessagesPage>('/api/xnfz/myMessages', learner.token)).unread,
    ).to.equal(0);
    center.remove();

    const sent = must(
      await apiGet<AdminCourseMessagesPage>(
        `/api/admin/courseMessageList?courseId=${own.id}`,
        teacher.token,
      ),
    ).rows.find((message) => message.title === title)!;
    expect(sent.readCount).to.equal(1);
  });
});
