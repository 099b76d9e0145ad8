/**
 * 预览 in the course editor (#31): the course as a visitor will see it — the portal's own card and
 * course page under the portal's styles, with the form's unsaved fields, the real outline and the
 * live course's figures — and nothing in it acts.
 */
import { expect } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import type { AdminCourse, AdminCourseRow } from '../../../src/core/api/admin-contract';
import type { CourseDetail, Paged } from '../../../src/core/api/contract';
import { signOutLocally } from '../../../src/core/store/auth';
import { consoleGo, consoleLeave, mountConsole, screenOf, signInAs } from '../helpers/console';
import { shadowOf, typeInto } from '../helpers/dom';
import { apiGet, must } from '../helpers/server-api';

/** The preview's parts: each is drawn in a shadow root of its own. */
function previewPart(form: HTMLElement, part: 'card' | 'page'): ShadowRoot | null {
  return (
    (shadowOf(form).querySelector(`.course-preview .preview-${part}`) as HTMLElement | null)
      ?.shadowRoot ?? null
  );
}

describe('the course editor: 预览', () => {
  let app: HTMLElement;
  let token: string;
  before(async () => {
    ({ token } = await signInAs('editor1'));
    app = await mountConsole('#/courses');
  });
  after(() => {
    app.remove();
    signOutLocally();
  });

  it('shows the unsaved fields with the outline and the live figures, under the portal’s styles', async () => {
    // a published course of the demo library (other tests add unpublished ones)
    const row = must(
      await apiGet<Paged<AdminCourseRow>>('/api/admin/courseList?pageSize=50', token),
    ).rows.find((candidate) => candidate.published && candidate.lessonCount > 0);
    const course = must(await apiGet<AdminCourse>(`/api/admin/courseDetail?id=${row!.id}`, token));
    const live = must(await apiGet<CourseDetail>(`/api/xnfz/courseDetail?id=${row!.id}`));
    await consoleGo(`#/courses/edit?id=${course.id}`);
    const form = await screenOf(app, 'xnfz-admin-courses', '#course-title');
    await waitUntil(
      () =>
        (shadowOf(form).getElementById('course-title') as HTMLInputElement).value === course.title,
      'the course opened',
    );
    const unsaved = `${course.title}（修订）`;
    typeInto(shadowOf(form).getElementById('course-title') as HTMLInputElement, unsaved);
    const toggle = shadowOf(form).querySelector(
      'button.toggle-course-preview',
    ) as HTMLButtonElement;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    toggle.click();
    await waitUntil(() => previewPart(form, 'page')?.querySelector('.title'), 'the preview');
    const page = previewPart(form, 'page')!;
    const card = previewPart(form, 'card')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    expect(page.querySelector('.title')?.textContent).to.equal(unsaved);
    expect(card.querySelector('.course-title')?.textContent).to.include(unsaved);
    // the outline as the portal lists it, and the figures of the live course
    const lessonTitles = course.chapters.flatMap((chapter) => chapter.lessons.map((l) => l.title));
    for (const title of lessonTitles) expect(page.textContent).to.include(title);
    expect(page.querySelector('[data-count=learners]')?.getAttribute('data-value')).to.equal(
      String(live.learnCount),
    );
    expect(page.querySelector('.rating')?.getAttribute('data-rating-count')).to.equal(
      String(live.ratingCount),
    );
    // the portal's styles, not the console's: the course header is the portal's two-column grid
    expect(getComputedStyle(page.querySelector('.head') as HTMLElement).display).to.equal('grid');
    const portalFont = getComputedStyle(page.querySelector('.title') as HTMLElement).fontFamily;
    expect(portalFont, 'the portal’s typography').to.include('PingFang SC');
    // nothing in it acts: its card link leaves the console where it is
    const hash = location.hash;
    (card.querySelector('a') as HTMLAnchorElement).click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(location.hash).to.equal(hash);
    expect((page.querySelector('button.start') as HTMLButtonElement).disabled).to.equal(true);
    await expect(form).to.be.accessible();
    toggle.click();
    await waitUntil(() => !shadowOf(form).querySelector('.course-preview'), 'preview closed');
  });

  it('a new course previews before it is saved, without figures or outline', async () => {
    // the course above was changed and not saved: the console asks before dropping that
    await consoleLeave(app, '#/courses/edit');
    const form = await screenOf(app, 'xnfz-admin-courses', '#course-title');
    (shadowOf(form).querySelector('button.toggle-course-preview') as HTMLButtonElement).click();
    await waitUntil(() => previewPart(form, 'page')?.querySelector('.title'), 'the preview');
    const page = previewPart(form, 'page')!;
    expect(page.querySelector('.title')?.textContent).to.equal('（未填写课程名称）');
    typeInto(shadowOf(form).getElementById('course-title') as HTMLInputElement, '新课程草稿');
    await waitUntil(
      () => page.querySelector('.title')?.textContent === '新课程草稿',
      'the preview follows the form',
    );
    expect(page.querySelector('[data-count=learners]')?.getAttribute('data-value')).to.equal('0');
  });
});
