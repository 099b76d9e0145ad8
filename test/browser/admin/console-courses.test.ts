/**
 * The course editor and the category trees against the real server: the outline and sibling
 * categories reorder by keyboard (handle ↑/↓, 上移/下移) and by drag, saved on the server; a
 * course with learners cannot be deleted (the server's reason shown); a stale save shows both
 * versions; a teacher edits their own course without owner, publication or delete.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminCategory, AdminCourse } from '../../../src/core/api/admin-contract';
import type { CourseDetail } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { watchCalls } from '../helpers/content';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { atWidths, settled, stickingOut } from '../helpers/layout';
import { apiGet, apiPost, DEMO_PASSWORD, loginAs, must, registerUser } from '../helpers/server-api';
import { courseSaveBody } from '../../helpers/save-bodies';

/** A save reaches the server within this, even under a full parallel run (12 files at once). */
const SERVER_SAVE = { timeout: 10000 };

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const key = (target: Element, init: KeyboardEventInit) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

function handle(screen: HTMLElement, scope: string, name: string): HTMLButtonElement {
  const found = [...shadowOf(screen).querySelectorAll<HTMLButtonElement>(`${scope} .order-handle`)]
    .filter((button) => button.getAttribute('aria-label')?.startsWith(`调整顺序：${name}（`))
    .at(0);
  if (!found) throw new Error(`no handle for ${name}`);
  return found;
}

/** A draft course with three chapters, the first with two lessons, made through the API. */
async function courseWithOutline(token: string, ownerId: number | null = null) {
  const title = `排序课程 ${stamp()}`;
  let course = must(
    await apiPost<AdminCourse>(
      '/api/admin/courseSave',
      courseSaveBody(title, { teacher: '李老师', ownerId }),
      token,
    ),
  );
  for (const chapter of ['甲章', '乙章', '丙章'])
    course = must(
      await apiPost<AdminCourse>(
        '/api/admin/chapterSave',
        { courseId: course.id, title: chapter },
        token,
      ),
    );
  const first = course.chapters[0]!.id;
  for (const lesson of ['课时一', '课时二'])
    course = must(
      await apiPost<AdminCourse>(
        '/api/admin/lessonSave',
        { chapterId: first, title: lesson, videoUrl: '', poster: '', durationSeconds: 0 },
        token,
      ),
    );
  return course;
}

/** What a visitor gets of a course: its detail, or null for 资源不存在. */
async function publicCourse(id: number): Promise<CourseDetail | null> {
  const detail = await apiGet<CourseDetail>(`/api/xnfz/courseDetail?id=${id}`);
  return detail.code === 0 ? detail.data! : null;
}

/** Types text into the rich-text editor the way the keyboard does (ProseMirror reads the DOM input). */
async function typeInEditor(editable: HTMLElement, text: string): Promise<void> {
  editable.focus();
  document.execCommand('insertText', false, text);
  await waitUntil(() => editable.textContent?.includes(text), 'text in the editor');
}

async function outlineOnServer(id: number, token: string) {
  const course = must(await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${id}`, token));
  return course.chapters.map((chapter) => [chapter.title, chapter.lessons.map((l) => l.title)]);
}

/** Opens a course in the editor and waits until that course (not the one before) is shown. */
async function openCourse(app: HTMLElement, course: { id: number; title: string }) {
  await consoleGo(`#/courses/edit?id=${course.id}`);
  const screen = await screenOf(app, 'xnfz-admin-courses', '#course-title');
  await waitUntil(
    () =>
      (shadowOf(screen).getElementById('course-title') as HTMLInputElement | null)?.value ===
        course.title && shadowOf(screen).querySelector('.outline'),
    `course ${course.id} opened`,
  );
  return screen;
}

describe('the console: course editor and category trees', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole();
  });
  // the portal's tests that run after this file read the demo courses: take ours off the portal
  const published: number[] = [];
  after(async () => {
    app.remove();
    for (const id of published)
      must(await apiPost('/api/admin/coursePublish', { id, published: false }, token));
    signOutLocally();
  });

  it('orders chapters by keyboard (handle ↓, focus kept, announced) and lessons by 上移, saved on the server', async () => {
    const course = await courseWithOutline(token);
    const screen = await openCourse(app, course);
    const first = handle(screen, '.chapters', '甲章');
    first.focus();
    key(first, { key: 'ArrowDown' });
    await waitUntil(
      async () => (await outlineOnServer(course.id, token))[1]?.[0] === '甲章',
      'the new chapter order on the server',
      SERVER_SAVE,
    );
    expect(await outlineOnServer(course.id, token)).to.deep.equal([
      ['乙章', []],
      ['甲章', ['课时一', '课时二']],
      ['丙章', []],
    ]);
    await waitUntil(
      () => shadowOf(screen).activeElement === handle(screen, '.chapters', '甲章'),
      'the moved chapter keeps the focus',
    );
    expect(handle(screen, '.chapters', '甲章').getAttribute('aria-label')).to.equal(
      '调整顺序：甲章（第 2 / 3 项）',
    );
    await waitForText(screen, '甲章 已移到第 2 / 3 项');

    // Alt+↓ from inside the chapter moves it again
    key(shadowOf(screen).querySelector('.chapter .rename-chapter[aria-label="重命名：甲章"]')!, {
      key: 'ArrowDown',
      altKey: true,
    });
    await waitUntil(
      async () => (await outlineOnServer(course.id, token))[2]?.[0] === '甲章',
      'Alt+↓ saved',
      SERVER_SAVE,
    );

    // a lesson moves up with its 上移 button (the list waits for the save before the next move)
    const up = await findIn<HTMLButtonElement>(
      screen,
      '.lessons button[aria-label="上移：课时二"]',
    );
    await waitUntil(() => !up.disabled, '上移 enabled', SERVER_SAVE);
    up.click();
    await waitUntil(
      async () => (await outlineOnServer(course.id, token))[2]?.[1]?.[0] === '课时二',
      'the new lesson order on the server',
      SERVER_SAVE,
    );
    await waitForText(screen, '课时二 已移到第 1 / 2 项');
  });

  it('orders chapters by drag and drop, saved on the server', async () => {
    const course = await courseWithOutline(token);
    const screen = await openCourse(app, course);
    const items = [...shadowOf(screen).querySelectorAll('.chapters > ol > li')];
    expect(items.length).to.equal(3);
    const transfer = new DataTransfer();
    const drag = (type: string, target: Element) =>
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
      );
    drag('dragstart', items[2]!);
    drag('dragover', items[0]!);
    drag('drop', items[0]!);
    drag('dragend', items[2]!);
    await waitUntil(
      async () => (await outlineOnServer(course.id, token))[0]?.[0] === '丙章',
      'the dragged order on the server',
      SERVER_SAVE,
    );
    expect((await outlineOnServer(course.id, token)).map(([title]) => title)).to.deep.equal([
      '丙章',
      '甲章',
      '乙章',
    ]);
  });

  it('adds, renames and deletes a chapter; a course, chapter or lesson with learners says why it cannot be deleted before anything is sent', async () => {
    const course = await courseWithOutline(token);
    let screen = await openCourse(app, course);
    (shadowOf(screen).querySelector('button[aria-label="重命名：丙章"]') as HTMLElement).click();
    typeInto(await findIn<HTMLInputElement>(screen, '#chapter-title'), '丙章（修订）');
    (shadowOf(screen).querySelector('button[form="chapter-form"]') as HTMLElement).click();
    await waitForText(screen, '丙章（修订）');
    (shadowOf(screen).querySelector('button[aria-label="删除章节：乙章"]') as HTMLElement).click();
    ((await findIn(screen, '[role=dialog] .confirm-delete')) as HTMLButtonElement).click();
    await waitUntil(
      async () => (await outlineOnServer(course.id, token)).length === 2,
      'chapter deleted on the server',
      SERVER_SAVE,
    );

    // a published course a student has learned
    const lessonCourse = must(
      await apiPost<AdminCourse>(
        '/api/admin/lessonSave',
        {
          chapterId: course.chapters[0]!.id,
          title: '有视频的课时',
          videoUrl: '/media/videos/pendulum.webm',
          poster: '',
          durationSeconds: 26,
        },
        token,
      ),
    );
    const lesson = lessonCourse.chapters[0]!.lessons.at(-1)!;
    must(await apiPost('/api/admin/coursePublish', { id: course.id, published: true }, token));
    published.push(course.id);
    const student = await registerUser();
    must(await apiGet(`/api/xnfz/lessonDetail?id=${lesson.id}`, student.token));
    must(
      await apiPost(
        '/api/xnfz/learnProgress',
        { lessonId: lesson.id, position: 10, watchedSeconds: 10 },
        student.token,
      ),
    );
    const studied = { id: course.id, title: course.title };
    // opened again (the editor still shows the course as it was before the student came)
    await consoleGo('#/courses');
    screen = await openCourse(app, studied);
    const deletes = watchCalls('Delete');
    const blocked = async (button: string, reason: string, hint: string) => {
      (shadowOf(screen).querySelector(button) as HTMLButtonElement).click();
      const dialog = await findIn(screen, '[role=dialog]');
      expect(dialog.querySelector('.blocked-reason')?.textContent).to.equal(reason);
      expect(dialog.textContent).to.include(hint);
      expect(dialog.querySelector('.confirm-delete')).to.equal(null);
      expect(shadowOf(screen).activeElement?.textContent).to.equal('知道了');
      (dialog.querySelector('button.close-blocked') as HTMLButtonElement).click();
      await waitUntil(() => !shadowOf(screen).querySelector('[role=dialog]'), 'dialog closed');
    };
    await waitForText(screen, '1 人学过');
    await blocked(
      'button.delete-course',
      `课程“${studied.title}”已有 1 名学员学习，不能删除：删除课程会连同他们的学习记录一起删除。`,
      '可以撤回发布',
    );
    await blocked(
      `button[aria-label="删除课时：${lesson.title}"]`,
      `课时“${lesson.title}”已有 1 名学员学习，不能删除：删除会连同他们的学习记录一起删除。`,
      '学员的学习记录会保留',
    );
    const chapterTitle = lessonCourse.chapters[0]!.title;
    await blocked(
      `button[aria-label="删除章节：${chapterTitle}"]`,
      `章节“${chapterTitle}”中的课时已有 1 名学员学习，不能删除：删除会连同他们的学习记录一起删除。`,
      '学员的学习记录会保留',
    );
    deletes.stop();
    expect(deletes.calls).to.deep.equal([]);
    const still = must(
      await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${studied.id}`, token),
    );
    expect(still.id).to.equal(studied.id);
    expect(still.chapters[0]!.lessons.map((item) => item.id)).to.include(lesson.id);
  });

  it('a save against a version someone else changed shows both versions and overwrites nothing', async () => {
    const course = await courseWithOutline(token);
    const screen = await openCourse(app, course);
    const latest = must(
      await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${course.id}`, token),
    );
    must(
      await apiPost<AdminCourse>(
        '/api/admin/courseSave',
        {
          id: latest.id,
          version: latest.version,
          title: `${course.title}（他人修改）`,
          type: latest.type,
          categoryId: latest.categoryId,
          cover: latest.cover,
          summary: latest.summary,
          description: latest.description,
          teacher: latest.teacher,
          ownerId: latest.ownerId,
          tags: latest.tags,
          published: latest.published,
        },
        token,
      ),
    );
    typeInto(shadowOf(screen).getElementById('course-title') as HTMLInputElement, '我的标题');
    (shadowOf(screen).querySelector('button.save-course') as HTMLButtonElement).click();
    const panel = await findIn(screen, '.conflict .compare');
    expect(panel.querySelector('.side-mine')?.textContent).to.include('我的标题');
    expect(panel.querySelector('.side-theirs')?.textContent).to.include('（他人修改）');
    expect(
      must(await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${course.id}`, token)).title,
    ).to.equal(`${course.title}（他人修改）`);
    [...shadowOf(screen).querySelectorAll<HTMLButtonElement>('.conflict button')]
      .find((button) => button.textContent === '以我的版本覆盖保存')!
      .click();
    await waitUntil(
      async () =>
        must(await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${course.id}`, token)).title ===
        '我的标题',
      'saved over the latest version once chosen',
      SERVER_SAVE,
    );
  });

  it("a published course: its teacher's 保存草稿 leaves the portal's course as it was until 发布更新; 课程介绍 is rich text", async () => {
    const teacher = await loginAs('teacher1', DEMO_PASSWORD);
    const course = await courseWithOutline(token, teacher.user.id);
    const title = course.title;
    must(
      await apiPost<AdminCourse>(
        '/api/admin/courseSave',
        {
          id: course.id,
          version: course.version,
          title,
          type: course.type,
          categoryId: null,
          cover: '',
          summary: '',
          description: '<p>旧的介绍 A &amp; B</p>',
          teacher: '李老师',
          ownerId: teacher.user.id,
          tags: [],
          published: false,
        },
        token,
      ),
    );
    must(await apiPost('/api/admin/coursePublish', { id: course.id, published: true }, token));
    published.push(course.id);
    await signInAs('teacher1');
    try {
      const screen = await openCourse(app, course);
      const badge = () => shadowOf(screen).querySelector('.live-status')?.textContent;
      expect(badge()).to.equal('已发布');
      // 课程介绍 is the rich-text editor, showing the text (not its markup)
      const editable = await findIn<HTMLElement>(
        screen,
        '#course-description.ProseMirror, #course-description .ProseMirror, .ProseMirror',
      );
      expect(shadowOf(screen).querySelector('textarea#course-description')).to.equal(null);
      await waitUntil(() => editable.textContent?.includes('旧的介绍 A & B'), 'description shown');
      expect(editable.textContent).to.not.include('&amp;');
      expect(shadowOf(screen).querySelector('button.save-course')?.textContent).to.equal(
        '保存草稿',
      );
      expect(shadowOf(screen).querySelector('button.save-publish-course')?.textContent).to.equal(
        '发布更新',
      );

      typeInto(
        shadowOf(screen).getElementById('course-title') as HTMLInputElement,
        `${title}（新版）`,
      );
      await typeInEditor(editable, ' 新增的说明');
      (shadowOf(screen).querySelector('button.save-course') as HTMLButtonElement).click();
      await waitUntil(
        () => badge() === '已发布（有未发布的修改）',
        'working copy saved',
        SERVER_SAVE,
      );
      // visitors still get the published course
      const live = await publicCourse(course.id);
      expect(live?.title).to.equal(title);
      expect(live?.description).to.equal('<p>旧的介绍 A &amp; B</p>');

      (shadowOf(screen).querySelector('button.save-publish-course') as HTMLButtonElement).click();
      await waitUntil(
        async () => (await publicCourse(course.id))?.title === `${title}（新版）`,
        'update published',
        SERVER_SAVE,
      );
      const updated = await publicCourse(course.id);
      expect(updated?.description).to.match(/^<p>.*新增的说明.*<\/p>$/);
      expect(updated?.description).to.include('旧的介绍 A &amp; B');
      await waitUntil(() => badge() === '已发布', 'nothing pending', SERVER_SAVE);

      // the lesson's 视频封面 is chosen from the media library like the video
      (shadowOf(screen).querySelector('button.add-lesson') as HTMLButtonElement).click();
      await findIn(screen, '#lesson-poster');
      expect(
        shadowOf(screen).querySelector(
          '.dialog button.pick-media[aria-label="从媒体库选择：视频封面"]',
        ),
      ).to.not.equal(null);
      (
        [...shadowOf(screen).querySelectorAll<HTMLButtonElement>('.dialog button')].find(
          (button) => button.textContent === '取消',
        ) as HTMLButtonElement
      ).click();
    } finally {
      await signInAs('editor1');
    }

    // an editor's 撤回发布 asks first; 取消 changes nothing
    const screen = await openCourse(app, { id: course.id, title: `${title}（新版）` });
    (shadowOf(screen).querySelector('button.publish-course') as HTMLButtonElement).click();
    const dialog = await findIn(screen, '[role=dialog]');
    expect(dialog.textContent).to.include('撤回发布');
    [...dialog.querySelectorAll<HTMLButtonElement>('button')]
      .find((button) => button.textContent === '取消')!
      .click();
    await waitUntil(() => !shadowOf(screen).querySelector('[role=dialog]'), 'dialog closed');
    expect((await publicCourse(course.id))?.title).to.equal(`${title}（新版）`);
  });

  it('a teacher edits their own course: no owner, publication or delete; no 新建课程', async () => {
    const teacher = await loginAs('teacher1', DEMO_PASSWORD);
    const course = await courseWithOutline(token, teacher.user.id);
    await signInAs('teacher1');
    try {
      await consoleGo('#/courses');
      const list = await screenOf(app, 'xnfz-admin-courses', `tr[data-course-id="${course.id}"]`);
      expect(shadowOf(list).querySelector('a.new-course')).to.equal(null);
      (
        shadowOf(list).querySelector(
          `tr[data-course-id="${course.id}"] a.edit-course`,
        ) as HTMLAnchorElement
      ).click();
      const screen = await screenOf(app, 'xnfz-admin-courses', '#course-title');
      await findIn(screen, '.chapters .order-handle');
      for (const hidden of ['#course-ownerId', 'button.publish-course', 'button.delete-course'])
        expect(shadowOf(screen).querySelector(hidden), hidden).to.equal(null);
      typeInto(shadowOf(screen).getElementById('course-teacher') as HTMLInputElement, '张老师');
      (shadowOf(screen).querySelector('button.save-course') as HTMLButtonElement).click();
      await waitUntil(
        async () =>
          must(await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${course.id}`, token))
            .teacher === '张老师',
        'saved by the teacher',
        SERVER_SAVE,
      );
    } finally {
      await signInAs('editor1');
    }
  });

  it('分类管理: adds a root and children, renames, orders siblings by keyboard, refuses to delete a category holding courses', async () => {
    await consoleGo('#/categories');
    const screen = await screenOf(app, 'xnfz-admin-categories', '.tree .order-handle');
    const root = `根分类${stamp()}`;
    (shadowOf(screen).querySelector('button.add-root') as HTMLButtonElement).click();
    typeInto(await findIn<HTMLInputElement>(screen, '#category-name'), root);
    (shadowOf(screen).querySelector('button[form="category-form"]') as HTMLElement).click();
    await waitForText(screen, root);
    for (const child of ['子一', '子二']) {
      (
        shadowOf(screen).querySelector(`button[aria-label="添加子分类：${root}"]`) as HTMLElement
      ).click();
      typeInto(await findIn<HTMLInputElement>(screen, '#category-name'), child);
      (shadowOf(screen).querySelector('button[form="category-form"]') as HTMLElement).click();
      await waitUntil(
        () => shadowOf(screen).querySelector(`button[aria-label="重命名：${child}"]`),
        `${child} shown`,
      );
    }
    const tree = async () =>
      must(await apiGet<AdminCategory[]>('/api/admin/categoryTree?scope=course', token));
    const childrenOf = async () =>
      (await tree()).find((node) => node.name === root)?.children.map((node) => node.name);
    expect(await childrenOf()).to.deep.equal(['子一', '子二']);

    const second = handle(screen, '.tree', '子二');
    second.focus();
    key(second, { key: 'ArrowUp' });
    await waitUntil(async () => (await childrenOf())?.[0] === '子二', 'the order on the server');
    await waitUntil(
      () => shadowOf(screen).activeElement === handle(screen, '.tree', '子二'),
      'focus kept on the moved category',
    );

    (shadowOf(screen).querySelector('button[aria-label="重命名：子一"]') as HTMLElement).click();
    typeInto(await findIn<HTMLInputElement>(screen, '#category-name'), '子一改');
    (shadowOf(screen).querySelector('button[form="category-form"]') as HTMLElement).click();
    await waitUntil(async () => (await childrenOf())?.includes('子一改'), 'renamed');

    // a category with sub-categories, then one holding courses: why not, said at once (no
    // confirmation first; see console-categories.test.ts)
    (
      shadowOf(screen).querySelector(`button[aria-label="删除分类：${root}"]`) as HTMLElement
    ).click();
    expect((await findIn(screen, '[role=dialog] .blocked-reason')).textContent).to.equal(
      `分类“${root}”下还有 2 个子分类，不能删除。`,
    );
    (shadowOf(screen).querySelector('button.close-blocked') as HTMLButtonElement).click();
    const holding = (await tree())
      .flatMap((node) => [node, ...node.children])
      .find((node) => node.itemCount > 0 && node.children.length === 0)!;
    (
      shadowOf(screen).querySelector(
        `button[aria-label="删除分类：${holding.name}"]`,
      ) as HTMLElement
    ).click();
    await waitForText(screen, `下还有 ${holding.itemCount} 门课程，不能删除。`);
    expect(shadowOf(screen).querySelector('[role=dialog] .confirm-delete')).to.equal(null);
    (shadowOf(screen).querySelector('button.close-blocked') as HTMLButtonElement).click();
    // an empty one goes
    (shadowOf(screen).querySelector('button[aria-label="删除分类：子二"]') as HTMLElement).click();
    ((await findIn(screen, '[role=dialog] .confirm-delete')) as HTMLButtonElement).click();
    await waitUntil(async () => (await childrenOf())?.length === 1, 'deleted on the server');
  });

  it('the course editor and 分类管理 fit 375 and 1440 px: nothing sticks out sideways', async () => {
    const course = await courseWithOutline(token);
    for (const [hash, tag, ready] of [
      [`#/courses/edit?id=${course.id}`, 'xnfz-admin-courses', '.chapters .order-handle'],
      ['#/categories', 'xnfz-admin-categories', '.tree .order-handle'],
    ] as const) {
      await consoleGo(hash);
      await screenOf(app, tag, ready);
      await atWidths(async (width) => {
        await settled(app);
        expect(stickingOut(document.body, width), `${hash} at ${width}px`).to.deep.equal([]);
      });
    }
  });
});
