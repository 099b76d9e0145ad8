/**
 * Issue #13 "Done when", the course side, against the real server: an editor creates a course with
 * a chapter and a lesson, uploads a real video (made by the test) through the resumable path with
 * the connection dropped half way, attaches it to the lesson and publishes; the portal's course
 * list then lists the course; a student learns it; its teacher (set as owner) sees that student's
 * progress in 课程与学员 and exports it (.xlsx with the student's row).
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminCourse } from '../../../src/core/api/admin-contract';
import type { LearnProgressData } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { chooseIn, consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { deepText } from '../helpers/deep-dom';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads } from '../helpers/downloads';
import { clearFault, injectFault } from '../helpers/faults';
import { go, mountPortal } from '../helpers/portal';
import { apiGet, apiPost, loginAs, DEMO_PASSWORD, must, registerUser } from '../helpers/server-api';
import { xlsxRows } from '../helpers/xlsx-rows';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A real video (the demo clip, 26 s) padded to several upload chunks: its header gives the duration. */
async function bigVideo(name: string): Promise<File> {
  const clip = await (await fetch('/media/videos/pendulum.webm')).blob();
  return new File([clip, new Uint8Array(11 * 1024 * 1024)], name, { type: 'video/webm' });
}

function byId<E extends HTMLElement = HTMLInputElement>(screen: HTMLElement, id: string): E {
  const found = shadowOf(screen).getElementById(id);
  if (!found) throw new Error(`#${id} not found`);
  return found as E;
}

function dialogSubmit(screen: HTMLElement, formId: string): void {
  (shadowOf(screen).querySelector(`button[form="${formId}"]`) as HTMLButtonElement).click();
}

describe('a course from the console to a learner and back to its teacher', () => {
  let app: HTMLElement | null = null;
  afterEach(() => {
    app?.remove();
    app = null;
  });
  // the portal's tests that run after this file read the demo courses: take ours off the portal
  let published: { id: number; token: string } | null = null;
  after(async () => {
    await clearFault();
    if (published)
      must(
        await apiPost(
          '/api/admin/coursePublish',
          { id: published.id, published: false },
          published.token,
        ),
      );
    signOutLocally();
  });

  it('editor creates, uploads through a dropped connection, publishes; portal lists it; a student learns; the teacher sees and exports the progress', async function () {
    this.timeout(120000);
    const teacher = await loginAs('teacher1', DEMO_PASSWORD);
    const { token: editorToken } = await signInAs('editor1');
    app = await mountConsole();
    await consoleGo('#/courses');
    const list = await screenOf(app, 'xnfz-admin-courses', 'a.new-course');
    (shadowOf(list).querySelector('a.new-course') as HTMLAnchorElement).click();
    const form = await screenOf(app, 'xnfz-admin-courses', '#course-title');

    // the course: a field problem first (named at the field), then the real values
    (shadowOf(form).querySelector('button.save-course') as HTMLButtonElement).click();
    await waitForText(form, '课程名称不能为空');
    const title = `单摆实验课程 ${stamp}`;
    typeInto(byId(form, 'course-title'), title);
    chooseIn(byId<HTMLSelectElement>(form, 'course-type'), 'simulation');
    typeInto(byId(form, 'course-teacher'), '王老师');
    typeInto(byId(form, 'course-cover'), '/media/articles/news-4.svg');
    typeInto(byId(form, 'course-tags'), '力学，单摆');
    const owner = byId<HTMLSelectElement>(form, 'course-ownerId');
    await waitUntil(
      () => [...owner.options].some((option) => option.value === String(teacher.user.id)),
      'teacher1 offered as the owner',
    );
    chooseIn(owner, String(teacher.user.id));
    (shadowOf(form).querySelector('button.save-course') as HTMLButtonElement).click();
    await waitUntil(() => /^#\/courses\/edit\?id=\d+$/.test(location.hash), 'the new address');
    const courseId = Number(new URLSearchParams(location.hash.split('?')[1]).get('id'));
    published = { id: courseId, token: editorToken };
    const editor = await screenOf(app, 'xnfz-admin-courses', 'button.add-chapter');
    expect(shadowOf(editor).querySelector('[data-status]')?.getAttribute('data-status')).to.equal(
      'draft',
    );

    // a chapter
    (shadowOf(editor).querySelector('button.add-chapter') as HTMLButtonElement).click();
    typeInto(await findIn<HTMLInputElement>(editor, '#chapter-title'), '第一章 单摆的运动');
    dialogSubmit(editor, 'chapter-form');
    await findIn(editor, '.chapter-title');
    expect(shadowOf(editor).querySelector('.chapter-title')?.textContent).to.equal(
      '第一章 单摆的运动',
    );

    // a lesson whose video is uploaded from the lesson's media picker, the connection dropped half way
    (shadowOf(editor).querySelector('button.add-lesson') as HTMLButtonElement).click();
    typeInto(await findIn<HTMLInputElement>(editor, '#lesson-title'), '1.1 周期的测量');
    (shadowOf(editor).querySelector('.dialog button.pick-media') as HTMLButtonElement).click();
    ((await findIn(editor, '.media-picker button.open-upload')) as HTMLButtonElement).click();
    const input = await findIn<HTMLInputElement>(editor, '.upload-panel input[type="file"]');
    const kind = shadowOf(editor).querySelector<HTMLSelectElement>('.upload-panel select');
    if (kind && kind.value !== 'video') chooseIn(kind, 'video');
    const name = `单摆-${stamp}.webm`;
    const transfer = new DataTransfer();
    transfer.items.add(await bigVideo(name));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));

    // once the first bytes are through, every connection carrying more of them is dropped
    const percentShown = () =>
      Number(shadowOf(editor).querySelector('.progress-text')?.getAttribute('data-percent') ?? 0);
    let droppedAt = -1;
    try {
      (
        shadowOf(editor).querySelector('.upload-panel button[type="submit"]') as HTMLButtonElement
      ).click();
      await waitUntil(() => percentShown() > 0, 'the first bytes through', {
        timeout: 20000,
        interval: 5,
      });
      droppedAt = percentShown();
      await injectFault('down', ['/api/admin/uploads/']);
      await waitForText(editor, '网络连接中断，正在自动重连', 20000);
    } finally {
      await clearFault();
    }
    expect(droppedAt, 'dropped after some bytes and before the end').to.be.within(1, 99);
    // the picker hands the finished upload to the lesson, with the duration the server read
    await waitUntil(
      () => byId(editor, 'lesson-video').value.startsWith('/media/'),
      'the uploaded video chosen for the lesson',
      { timeout: 30000 },
    );
    await waitForText(editor, '时长 26秒（由服务器从视频文件读取）');
    const videoUrl = byId(editor, 'lesson-video').value;
    dialogSubmit(editor, 'lesson-form');
    await findIn(editor, '.lesson-title');
    expect(shadowOf(editor).querySelector('.lesson-title')?.textContent).to.equal('1.1 周期的测量');
    expect(shadowOf(editor).querySelector('.lesson [data-field=duration]')?.textContent).to.equal(
      `26秒 · ${videoUrl}`,
    );
    // one upload, stored once, with its bytes all there
    const stored = must(
      await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${courseId}`, editorToken),
    );
    const lesson = stored.chapters[0]?.lessons[0];
    expect(lesson?.videoUrl).to.equal(videoUrl);
    expect(lesson?.durationSeconds).to.equal(26);
    expect(stored.ownerId).to.equal(teacher.user.id);
    expect(stored.tags).to.deep.equal(['力学', '单摆']);
    const bytes = await fetch(videoUrl, { headers: { range: 'bytes=0-3' } });
    expect(bytes.status).to.equal(206);

    // publish
    (shadowOf(editor).querySelector('button.publish-course') as HTMLButtonElement).click();
    await waitUntil(
      () =>
        shadowOf(editor).querySelector('[data-status]')?.getAttribute('data-status') ===
        'published',
      'published',
    );
    app.remove();
    app = null;

    // the portal lists it on its next load
    const portal = await mountPortal();
    try {
      await go(`#/courselist?keyword=${encodeURIComponent(title)}`);
      await waitUntil(
        () => deepText(shadowOf(portal)).includes(title),
        'the portal course list shows the new course',
        { timeout: 15000 },
      );
    } finally {
      portal.remove();
    }

    // a student learns the lesson with the real learning calls
    const student = await registerUser();
    const learned = must(
      await apiPost<LearnProgressData>(
        '/api/xnfz/learnProgress',
        { lessonId: lesson?.id, position: 26, watchedSeconds: 26 },
        student.token,
      ),
    );
    expect(learned.finished).to.equal(true);

    // its teacher sees the student's progress and exports it
    await signInAs('teacher1');
    app = await mountConsole();
    await consoleGo('#/courses/learners');
    await consoleGo('#/courses');
    const own = await screenOf(app, 'xnfz-admin-courses', `tr[data-course-id="${courseId}"]`);
    (
      shadowOf(own).querySelector(
        `tr[data-course-id="${courseId}"] a.view-learners`,
      ) as HTMLAnchorElement
    ).click();
    const learners = await screenOf(
      app,
      'xnfz-admin-courses',
      `tr[data-learner="${student.username}"]`,
    );
    const row = shadowOf(learners).querySelector(`tr[data-learner="${student.username}"]`)!;
    expect(row.textContent).to.include('1/1 课时（100%）');
    const caught = catchDownloads();
    try {
      (shadowOf(learners).querySelector('button.export-learners') as HTMLButtonElement).click();
      await waitUntil(() => caught.files.length === 1, 'the .xlsx', { timeout: 20000 });
    } finally {
      caught.stop();
    }
    const file = caught.files[0]!;
    expect(file.fileName).to.match(/\.xlsx$/);
    const rows = await xlsxRows(file.blob);
    const header = rows.find((cells) => cells.includes('用户名'))!;
    const mine = rows.find((cells) => cells.includes(student.username));
    expect(mine, JSON.stringify(rows).slice(0, 300)).to.not.equal(undefined);
    const cell = (label: string) => mine?.[header.indexOf(label)];
    expect(cell('学习进度')).to.equal('100%');
    expect(cell('已学完课时')).to.equal('1');
    expect(cell('课时数')).to.equal('1');
    expect(cell('学习时长')).to.equal('0:00:26');
  });
});
