/**
 * What the console edits of a course is what the portal shows (issue 31, minor: course fields):
 * one name per course type in the console and on the portal; the 课程简介 (summary) on the course
 * card and under its own heading on the course page, the 课程介绍 (description) under its own, and
 * the tags on the course page.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/course-list/course-list.element';
import '../../../src/widgets/course-catalog/course-catalog.element';
import type { AdminCourse } from '../../../src/core/api/admin-contract';
import { COURSE_TYPES, type Category, type CourseType } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, mountConsole, screenOf, signInAs } from '../helpers/console';
import { findIn, shadowOf, typeInto } from '../helpers/dom';
import { apiGet, apiPost, must } from '../helpers/server-api';

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The options of a console select, by value (the empty 全部 left out). */
function optionNames(select: HTMLSelectElement): Record<string, string> {
  return Object.fromEntries(
    [...select.options].filter((o) => o.value).map((o) => [o.value, o.textContent ?? '']),
  );
}

/** The first course category without children (a course must sit in a course category). */
function leafOf(tree: Category[]): Category {
  for (const node of tree) {
    if (node.children.length === 0) return node;
    return leafOf(node.children);
  }
  throw new Error('没有课程分类');
}

describe('course types: one name in the console and on the portal', () => {
  after(() => signOutLocally());

  it('every type has the same name in the console’s filter and editor and on the portal’s tabs', async () => {
    await signInAs('editor1');
    const app = await mountConsole();
    try {
      await consoleGo('#/courses');
      const list = await screenOf(app, 'xnfz-admin-courses', '#courses-type');
      const filter = optionNames(
        shadowOf(list).getElementById('courses-type') as HTMLSelectElement,
      );
      await consoleGo('#/courses/edit');
      const form = await screenOf(app, 'xnfz-admin-courses', '#course-type');
      const editor = optionNames(shadowOf(form).getElementById('course-type') as HTMLSelectElement);

      const portal = await fixture<HTMLElement>(html`<xnfz-course-list></xnfz-course-list>`);
      await findIn(portal, '[role=tab][data-value=major]');
      const tab = (type: CourseType) =>
        shadowOf(portal).querySelector(`[role=tab][data-value=${type}]`)?.textContent ?? '';

      for (const type of COURSE_TYPES) {
        expect(tab(type), `${type} on the portal`).to.not.equal('');
        expect(filter[type], `${type} in the console’s filter`).to.equal(tab(type));
        expect(editor[type], `${type} in the course editor`).to.equal(tab(type));
      }
    } finally {
      app.remove();
    }
  });
});

describe('a course’s summary, description and tags on the portal', () => {
  let token: string;
  let course: AdminCourse;
  const summary = `用单摆测量当地重力加速度的入门课程 ${stamp}`;
  const description = `<p>本课程介绍单摆周期与摆长的关系，${stamp} 讲解误差分析。</p>`;
  const tags = ['力学', `单摆${stamp}`];

  before(async () => {
    ({ token } = await signInAs('editor1'));
    const category = leafOf(must(await apiGet<Category[]>('/api/xnfz/courseCategories')));
    course = must(
      await apiPost<AdminCourse>(
        '/api/admin/courseSave',
        {
          title: `单摆与重力加速度 ${stamp}`,
          type: 'simulation',
          categoryId: category.id,
          cover: '',
          summary,
          description,
          teacher: '王老师',
          ownerId: null,
          tags,
          published: false,
        },
        token,
      ),
    );
    const withChapter = must(
      await apiPost<AdminCourse>(
        '/api/admin/chapterSave',
        { courseId: course.id, title: '第一章 单摆' },
        token,
      ),
    );
    const chapter = withChapter.chapters[0];
    if (!chapter) throw new Error('no chapter');
    must(
      await apiPost(
        '/api/admin/lessonSave',
        {
          chapterId: chapter.id,
          title: '1.1 周期的测量',
          videoUrl: '/media/videos/pendulum.webm',
          poster: '',
          durationSeconds: 26,
        },
        token,
      ),
    );
    must(await apiPost('/api/admin/coursePublish', { id: course.id, published: true }, token));
  });
  after(async () => {
    // the portal's tests that follow read the demo courses: take this one off the portal
    if (course)
      must(await apiPost('/api/admin/coursePublish', { id: course.id, published: false }, token));
    signOutLocally();
  });

  it('the course card shows the summary', async () => {
    const list = await fixture<HTMLElement>(html`<xnfz-course-list></xnfz-course-list>`);
    const input = await findIn<HTMLInputElement>(list, 'input[name=keyword]');
    typeInto(input, stamp);
    input.form?.requestSubmit();
    const card = await findIn(list, `[data-course-id="${course.id}"]`);
    expect(card.querySelector('.course-summary')?.textContent).to.equal(summary);
  });

  it('the course page: 课程简介 over the summary, 课程介绍 over the description, the tags', async () => {
    const page = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    await findIn(page, 'h1');
    await waitUntil(() => shadowOf(page).querySelector('h2'), 'the sections');
    const section = (heading: string) => {
      const title = [...shadowOf(page).querySelectorAll('h2')].find(
        (h) => h.textContent === heading,
      );
      return title?.closest('section') ?? null;
    };
    const summarySection = section('课程简介');
    expect(summarySection, '课程简介').to.not.equal(null);
    expect(summarySection?.textContent).to.include(summary);
    expect(summarySection?.textContent, 'not the description').to.not.include('误差分析');
    const descriptionSection = section('课程介绍');
    expect(descriptionSection, '课程介绍').to.not.equal(null);
    expect(descriptionSection?.textContent).to.include('误差分析');
    expect(descriptionSection?.textContent, 'not the summary').to.not.include(summary);
    const shownTags = [...shadowOf(page).querySelectorAll('[part~=tags] li')].map(
      (li) => li.textContent,
    );
    expect(shownTags).to.deep.equal(tags);
  });
});
