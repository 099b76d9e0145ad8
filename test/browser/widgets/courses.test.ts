import { expect, fixture, html } from '@open-wc/testing';
import { waitUntil } from '../helpers/wait-until';
import '../../../src/widgets/course-list/course-list.element';
import '../../../src/widgets/course-catalog/course-catalog.element';
import '../../../src/widgets/course-cards/course-cards.element';
import type { Paged, UserCollectRow } from '../../../src/core/api/contract';
import { configure } from '../../../src/core/config/config';
import { router } from '../../../src/core/router/router';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { formatClock } from '../../../src/core/ui/course-duration';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import {
  arrivedAt,
  byText,
  courseWithLessons,
  expectSameAsServer,
  flatten,
  go,
  mountPortal,
  serverCategories,
  serverCourse,
  serverCourses,
  shownCourseIds,
} from '../helpers/courses';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';

function button(element: Element, selector: string): HTMLButtonElement {
  const found = shadowOf(element).querySelector<HTMLButtonElement>(selector);
  if (!found) throw new Error(`没有 ${selector}`);
  return found;
}

function treeLabel(element: Element, categoryId: number): HTMLButtonElement {
  return button(element, `[data-category-id="${categoryId}"] > .xnfz-tree-row .xnfz-tree-label`);
}

async function submitKeyword(element: Element, keyword: string): Promise<void> {
  const input = await findIn<HTMLInputElement>(element, 'input[name=keyword]');
  typeInto(input, keyword);
  const form = input.form as HTMLFormElement;
  form.requestSubmit();
}

/** Top-level category with sub-categories that hold courses. */
async function parentWithChildren() {
  const tree = await serverCategories();
  for (const parent of tree) {
    if (parent.children.length === 0) continue;
    const page = await serverCourses({ categoryId: parent.id, pageSize: 100 });
    if (page.total > 0) return { parent, page };
  }
  throw new Error('演示数据中没有带子分类且有课程的分类');
}

describe('<xnfz-course-list>', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows the first page as the server does: cards, stars and 共 N 条', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-course-list></xnfz-course-list>`);
    const page = await expectSameAsServer(element, { pageNum: 1, pageSize: 12, sort: 'new' });
    expect(page.total).to.be.greaterThan(12);
    const root = shadowOf(element);
    const first = page.rows[0];
    const card = root.querySelector(`[data-course-id="${first?.id}"]`) as HTMLElement;
    const link = card.querySelector('a') as HTMLAnchorElement;
    expect(link.textContent).to.equal(first?.title);
    expect(link.getAttribute('href')).to.equal(`#/coursecatalog?id=${first?.id}`);
    expect(card.querySelector('img')?.getAttribute('alt')).to.include(first?.title ?? '?');
    expect(card.textContent).to.include(first?.teacher ?? '?');
    expect(card.textContent).to.include(`${first?.lessonCount} 课时`);
    expect(card.querySelector('[data-learn-count] svg')?.getAttribute('aria-label')).to.equal(
      '学习人数',
    );
    expect(card.querySelector('[data-click-count] svg')?.getAttribute('aria-label')).to.equal(
      '浏览量',
    );
    expect(
      Number(card.querySelector('[data-learn-count]')?.getAttribute('data-learn-count')),
    ).to.equal(first?.learnCount);
    expect(card.querySelector('.xnfz-stars')?.getAttribute('aria-label')).to.match(/^评分 /);
    expect(root.querySelector('.xnfz-pager-total')?.textContent).to.equal(`共 ${page.total} 条`);
    // tabs with their icons, sort buttons and the tree menu
    const tabs = [...root.querySelectorAll('[role=tab]')];
    expect(tabs.map((tab) => tab.textContent)).to.deep.equal([
      '全部',
      '专业课程',
      '实践实训',
      '仿真资源',
    ]);
    expect(tabs.slice(1).every((tab) => tab.querySelector('svg'))).to.equal(true);
    expect([...root.querySelectorAll('[data-sort]')].map((sort) => sort.textContent)).to.deep.equal(
      ['最新', '最热', '评分'],
    );
    // the tree has its own call: it may arrive after the cards
    await findIn(element, '[part=category-tree] .xnfz-tree-label', '分类树');
  });

  it('filters by category (sub-categories included), type, keyword and sort, and pages, like the server', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-list page-size="6"></xnfz-course-list>`,
    );
    await expectSameAsServer(element, { pageSize: 6, sort: 'new' });
    await findIn(element, '.xnfz-tree-label');

    // a parent category shows the courses of its sub-categories
    const { parent, page } = await parentWithChildren();
    const family = new Set(flatten([parent]).map((category) => category.id));
    expect(page.rows.every((row) => family.has(row.categoryId))).to.equal(true);
    expect(page.rows.some((row) => row.categoryId !== parent.id)).to.equal(true);
    treeLabel(element, parent.id).click();
    await expectSameAsServer(element, { categoryId: parent.id, pageSize: 6, sort: 'new' });
    expect(treeLabel(element, parent.id).getAttribute('aria-current')).to.equal('true');

    // a sub-category on its own
    const child = parent.children.find((c) => page.rows.some((row) => row.categoryId === c.id));
    expect(child, 'sub-category with courses').to.not.equal(undefined);
    treeLabel(element, child?.id ?? 0).click();
    const childPage = await expectSameAsServer(element, {
      categoryId: child?.id,
      pageSize: 6,
      sort: 'new',
    });
    expect(childPage.total).to.be.at.most(page.total);

    // the tree collapses and expands its branches (the marker is for the pointer; the tree item
    // says whether it is open)
    const toggle = button(
      element,
      `[data-category-id="${parent.id}"] > .xnfz-tree-row .xnfz-tree-toggle`,
    );
    const item = treeLabel(element, parent.id);
    expect(item.getAttribute('aria-expanded')).to.equal('true');
    toggle.click();
    await waitUntil(() => item.getAttribute('aria-expanded') === 'false', 'collapsed');
    toggle.click();
    await waitUntil(() => item.getAttribute('aria-expanded') === 'true', 'expanded');

    // back to all categories, then a type tab
    (byText(element, '.xnfz-tree-label', '全部') as HTMLButtonElement).click();
    await expectSameAsServer(element, { pageSize: 6, sort: 'new' });
    button(element, '[role=tab][data-value=practice]').click();
    const practice = await expectSameAsServer(element, {
      type: 'practice',
      pageSize: 6,
      sort: 'new',
    });
    expect(practice.rows.every((row) => row.type === 'practice')).to.equal(true);
    expect(
      button(element, '[role=tab][data-value=practice]').getAttribute('aria-selected'),
    ).to.equal('true');

    // a keyword taken from a practice course
    const keyword = (practice.rows[0]?.title ?? '').slice(0, 2);
    await submitKeyword(element, keyword);
    const found = await expectSameAsServer(element, {
      type: 'practice',
      keyword,
      pageSize: 6,
      sort: 'new',
    });
    expect(found.total).to.be.greaterThan(0);
    await waitForText(element, `“${keyword}”的搜索结果`);

    // sort orders
    button(element, '[data-sort=hot]').click();
    await expectSameAsServer(element, { type: 'practice', keyword, pageSize: 6, sort: 'hot' });
    expect(button(element, '[data-sort=hot]').getAttribute('aria-pressed')).to.equal('true');
    button(element, '[data-sort=rating]').click();
    await expectSameAsServer(element, { type: 'practice', keyword, pageSize: 6, sort: 'rating' });

    // clear the keyword and the type, then page 2
    await submitKeyword(element, '');
    await expectSameAsServer(element, { type: 'practice', pageSize: 6, sort: 'rating' });
    button(element, '[role=tab][data-value=all]').click();
    const all = await expectSameAsServer(element, { pageSize: 6, sort: 'rating' });
    expect(all.total).to.be.greaterThan(6);
    button(element, '.xnfz-pager button[aria-label="第 2 页"]').click();
    await expectSameAsServer(element, { pageNum: 2, pageSize: 6, sort: 'rating' });
    expect(
      button(element, '.xnfz-pager button[aria-label="第 2 页"]').getAttribute('aria-current'),
    ).to.equal('page');
  });

  it('moves between type tabs with the arrow keys', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-course-list></xnfz-course-list>`);
    await expectSameAsServer(element, { pageSize: 12, sort: 'new' });
    const all = button(element, '[role=tab][data-value=all]');
    expect(all.tabIndex).to.equal(0);
    expect(button(element, '[role=tab][data-value=major]').tabIndex).to.equal(-1);
    all.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await expectSameAsServer(element, { type: 'major', pageSize: 12, sort: 'new' });
    const major = button(element, '[role=tab][data-value=major]');
    expect(shadowOf(element).activeElement).to.equal(major);
    major.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await expectSameAsServer(element, { type: 'simulation', pageSize: 12, sort: 'new' });
    const panel = shadowOf(element).querySelector('[role=tabpanel]');
    expect(panel?.getAttribute('aria-labelledby')).to.equal(
      button(element, '[role=tab][data-value=simulation]').id,
    );
  });

  it('takes its category from the category-id attribute and folds the tree on phones', async () => {
    const { parent } = await parentWithChildren();
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-list category-id=${parent.id}></xnfz-course-list>`,
    );
    await expectSameAsServer(element, { categoryId: parent.id, pageSize: 12, sort: 'new' });
    const fold = button(element, '.side-toggle');
    expect(fold.getAttribute('aria-expanded')).to.equal('false');
    expect(fold.textContent).to.equal('展开课程分类');
    fold.click();
    await waitUntil(() => fold.getAttribute('aria-expanded') === 'true', 'opened');
    expect(shadowOf(element).querySelector('.side-body.open')).to.not.equal(null);
  });

  it('says 暂无数据 when nothing matches', async () => {
    const element = await fixture<HTMLElement>(html`<xnfz-course-list></xnfz-course-list>`);
    await findIn(element, '[data-course-id]');
    await submitKeyword(element, 'zz不可能存在的课程名qq');
    const empty = await findIn(element, '[part=state-empty]');
    expect(empty.textContent).to.equal('暂无数据');
    expect(shownCourseIds(element)).to.deep.equal([]);
  });

  it('shows 加载失败，点击重试 when the server cannot be reached, and loads on retry', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(html`<xnfz-course-list></xnfz-course-list>`);
    await waitUntil(
      () => shadowOf(element).querySelectorAll('[part=state-error] button').length === 2,
      'two error states (tree and list)',
    );
    const retries = [
      ...shadowOf(element).querySelectorAll<HTMLButtonElement>('[part=state-error] button'),
    ];
    expect(retries.map((retry) => retry.textContent)).to.deep.equal([
      '加载失败，点击重试',
      '加载失败，点击重试',
    ]);
    configure({ apiBase: '' });
    retries.forEach((retry) => retry.click());
    await expectSameAsServer(element, { pageSize: 12, sort: 'new' });
    await findIn(element, '.xnfz-tree-label', 'tree after retry');
  });
});

describe('<xnfz-course-catalog>', () => {
  afterEach(() => {
    configure({ apiBase: '' });
    signOutLocally();
  });

  it('shows the course as the server does: header, description, chapters with lessons', async () => {
    const { course, lessonIds } = await courseWithLessons();
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    const title = await findIn(element, 'h1');
    expect(title.textContent).to.equal(course.title);
    const root = shadowOf(element);
    expect(
      [...root.querySelectorAll('[part=breadcrumb] li')].map((li) => li.textContent),
    ).to.deep.equal(['首页', '课程中心', course.title]);
    expect(root.querySelector('[part=cover]')?.getAttribute('alt')).to.include(course.title);
    expect(root.querySelector('[part=header]')?.textContent).to.include(course.teacher);
    expect(root.querySelector('[part=header] [data-type]')?.textContent).to.include(
      { major: '专业课程', practice: '实践实训', simulation: '仿真资源' }[course.type],
    );
    expect(
      [...root.querySelectorAll('[data-lesson-id]')].map((li) =>
        Number(li.getAttribute('data-lesson-id')),
      ),
    ).to.deep.equal(lessonIds);
    const firstLesson = course.chapters[0]?.lessons[0];
    const firstRow = root.querySelector(`[data-lesson-id="${firstLesson?.id}"]`) as HTMLElement;
    expect(firstRow.querySelector('a')?.getAttribute('href')).to.equal(
      `#/videodetail?id=${firstLesson?.id}`,
    );
    expect(firstRow.querySelector('time')?.textContent).to.equal(
      formatClock(firstLesson?.durationSeconds ?? 0),
    );
    expect(root.querySelectorAll('.chapter').length).to.equal(course.chapters.length);
    // anonymous: 开始学习 at the first lesson, no progress marks
    const start = root.querySelector('[part=start]') as HTMLAnchorElement;
    expect(start.textContent).to.equal('开始学习');
    expect(start.getAttribute('href')).to.equal(`#/videodetail?id=${lessonIds[0]}`);
    expect(root.querySelector('[data-finished]')).to.equal(null);
    // the description went through the sanitiser into the content part
    expect(root.querySelector('[part=content]')).to.not.equal(null);
    expect(root.querySelector('[part=content] script')).to.equal(null);
    expect(Number(root.querySelector('[part=rating]')?.getAttribute('data-rating'))).to.equal(
      course.rating,
    );
  });

  it('tells an anonymous user 请先登录 when collecting or rating outside the portal page', async () => {
    const { course } = await courseWithLessons();
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    const collect = await findIn<HTMLButtonElement>(element, '[part=collect]');
    expect(collect.textContent).to.equal('收藏');
    collect.click();
    const message = await findIn(element, '[part=message]');
    expect(message.textContent).to.include('请先登录');
    expect(message.querySelector('a')?.getAttribute('href')).to.equal('#/login');
    expect(collect.getAttribute('aria-pressed')).to.equal('false');
  });

  it('collects and uncollects: 已收藏, xnfz-collect-change, and /userCollect follows', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course } = await courseWithLessons();
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    const events: unknown[] = [];
    element.addEventListener('xnfz-collect-change', (event) => events.push(event.detail));
    const collect = await findIn<HTMLButtonElement>(element, '[part=collect]');
    expect(collect.textContent).to.equal('收藏');
    collect.click();
    await waitUntil(() => collect.textContent === '已收藏', '已收藏');
    expect(collect.getAttribute('aria-pressed')).to.equal('true');
    expect(events).to.deep.equal([{ targetType: 'course', targetId: course.id, collected: true }]);
    const mine = must(
      await apiGet<Paged<UserCollectRow>>('/api/xnfz/userCollect?targetType=course', token),
    );
    expect(mine.rows.map((row) => row.targetId)).to.include(course.id);

    collect.click();
    await waitUntil(() => collect.textContent === '收藏', '收藏 again');
    expect(events[1]).to.deep.equal({
      targetType: 'course',
      targetId: course.id,
      collected: false,
    });
    const after = must(
      await apiGet<Paged<UserCollectRow>>('/api/xnfz/userCollect?targetType=course', token),
    );
    expect(after.rows.map((row) => row.targetId)).to.not.include(course.id);
  });

  it('rates 1–5 with a radio group and shows the server rating afterwards', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course } = await courseWithLessons();
    const before = await serverCourse(course.id, token);
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    const radios = await waitUntil(
      () =>
        shadowOf(element).querySelectorAll<HTMLInputElement>('[part=rate] input[type=radio]')
          .length === 5,
      'five radios',
    ).then(() => [...shadowOf(element).querySelectorAll<HTMLInputElement>('[part=rate] input')]);
    expect(shadowOf(element).querySelector('[part=rate] legend')?.textContent).to.equal(
      '为课程评分',
    );
    expect(radios.map((radio) => radio.closest('label')?.textContent)).to.deep.equal([
      '1 星',
      '2 星',
      '3 星',
      '4 星',
      '5 星',
    ]);
    expect(new Set(radios.map((radio) => radio.name)).size).to.equal(1);
    radios[3]?.click();
    await waitForText(element, '我的评分：4 星');
    await waitForText(element, '评分已提交');
    const after = await serverCourse(course.id, token);
    expect(after.myRating).to.equal(4);
    expect(after.ratingCount).to.equal(before.ratingCount + 1);
    const shown = shadowOf(element).querySelector('[part=rating]');
    expect(Number(shown?.getAttribute('data-rating'))).to.equal(after.rating);
    expect(Number(shown?.getAttribute('data-rating-count'))).to.equal(after.ratingCount);
    expect(radios[3]?.checked).to.equal(true);
    // changing my mind replaces my score (the count stays)
    radios[1]?.click();
    await waitForText(element, '我的评分：2 星');
    await waitUntil(async () => (await serverCourse(course.id, token)).myRating === 2, 'score 2');
    expect((await serverCourse(course.id, token)).ratingCount).to.equal(before.ratingCount + 1);
  });

  it('offers 继续学习 at the last lesson and shows my progress per lesson', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    const lessonId = lessonIds[1] ?? 0;
    must(
      await apiPost('/api/xnfz/learnProgress', { lessonId, position: 8, watchedSeconds: 8 }, token),
    );
    const detail = await serverCourse(course.id, token);
    expect(detail.lastLessonId).to.equal(lessonId);
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    const start = await findIn<HTMLAnchorElement>(element, '[part=start]');
    expect(start.textContent).to.equal('继续学习');
    expect(start.getAttribute('href')).to.equal(`#/videodetail?id=${lessonId}`);
    const row = shadowOf(element).querySelector(`[data-lesson-id="${lessonId}"]`) as HTMLElement;
    const lesson = detail.chapters.flatMap((c) => c.lessons).find((l) => l.id === lessonId);
    const percent = Math.floor(
      ((lesson?.learnedSeconds ?? 0) / (lesson?.durationSeconds ?? 1)) * 100,
    );
    expect(percent).to.be.greaterThan(0);
    if (lesson?.finished) expect(row.textContent).to.include('✓ 已完成');
    else expect(row.textContent).to.include(`已学 ${percent}%`);
    expect(row.getAttribute('data-finished')).to.equal(String(Boolean(lesson?.finished)));
    expect(shadowOf(element).querySelector('[data-progress]')?.textContent).to.include('学习进度');
  });

  it('marks a finished lesson with ✓ 已完成', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    const lessonId = lessonIds[0] ?? 0;
    const lesson = course.chapters.flatMap((c) => c.lessons).find((l) => l.id === lessonId);
    const duration = lesson?.durationSeconds ?? 0;
    const answer = must(
      await apiPost<{ finished: boolean }>(
        '/api/xnfz/learnProgress',
        { lessonId, position: duration, watchedSeconds: duration },
        token,
      ),
    );
    expect(answer.finished, 'the first report credits up to 60 s; lessons are shorter').to.equal(
      true,
    );
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    await findIn(element, `[data-lesson-id="${lessonId}"][data-finished=true]`);
    await waitForText(element, '✓ 已完成');
  });

  it('says 暂无数据 without a course and retries after a failure', async () => {
    const none = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id="0"></xnfz-course-catalog>`,
    );
    expect((await findIn(none, '[part=state-empty]')).textContent).to.equal('暂无数据');

    const { course } = await courseWithLessons();
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-catalog course-id=${course.id}></xnfz-course-catalog>`,
    );
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    expect(retry.textContent).to.equal('加载失败，点击重试');
    configure({ apiBase: '' });
    retry.click();
    expect((await findIn(element, 'h1', 'title after retry')).textContent).to.equal(course.title);
  });
});

describe('<xnfz-course-cards>', () => {
  afterEach(() => configure({ apiBase: '' }));

  it('shows the courses of a type in the order asked for', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-cards type="practice" limit="3" sort="hot"></xnfz-course-cards>`,
    );
    const page = await expectSameAsServer(element, {
      type: 'practice',
      pageSize: 3,
      sort: 'hot',
    });
    expect(page.rows.length).to.equal(3);
    expect(shadowOf(element).querySelector('h2')?.textContent).to.equal('实践实训');
    expect(shadowOf(element).querySelector('[part=more]')?.getAttribute('href')).to.equal(
      '#/courselist?type=practice&sort=hot',
    );
  });

  it('defaults to 8 of every type by popularity; heading="none" hides the heading', async () => {
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-cards heading="none"></xnfz-course-cards>`,
    );
    await expectSameAsServer(element, { pageSize: 8, sort: 'hot' });
    expect(shadowOf(element).querySelector('h2')).to.equal(null);
  });

  it('retries after a failure', async () => {
    configure({ apiBase: 'http://127.0.0.1:9' });
    const element = await fixture<HTMLElement>(
      html`<xnfz-course-cards limit="4"></xnfz-course-cards>`,
    );
    const retry = await findIn<HTMLButtonElement>(element, '[part=state-error] button');
    configure({ apiBase: '' });
    retry.click();
    await expectSameAsServer(element, { pageSize: 4, sort: 'hot' });
  });
});

describe('course screens inside <xnfz-portal>', () => {
  let portal: HTMLElement;

  before(async () => {
    portal = await mountPortal();
  });
  after(() => {
    portal.remove();
    signOutLocally();
  });

  async function list(): Promise<HTMLElement> {
    return findIn<HTMLElement>(portal, 'xnfz-course-list', 'the course list screen');
  }

  it('keeps the list state in the address: category path, type, keyword, sort, page; a card opens the catalog and back returns', async () => {
    await go('#/courselist');
    let element = await list();
    await expectSameAsServer(element, { pageSize: 12, sort: 'new' });
    expect(shadowOf(portal).querySelector('.nav-link[aria-current=page]')?.textContent).to.equal(
      '课程中心',
    );

    const { parent } = await parentWithChildren();
    await findIn(element, '.xnfz-tree-label');
    treeLabel(element, parent.id).click();
    await arrivedAt(`/courselist/${parent.id}`);
    element = await list();
    expect(element.getAttribute('category-id')).to.equal(String(parent.id));
    await expectSameAsServer(element, { categoryId: parent.id, pageSize: 12, sort: 'new' });

    (byText(element, '.xnfz-tree-label', '全部') as HTMLButtonElement).click();
    await arrivedAt('/courselist');
    await expectSameAsServer(element, { pageSize: 12, sort: 'new' });

    button(element, '[role=tab][data-value=major]').click();
    await arrivedAt('/courselist?type=major');
    const major = await expectSameAsServer(element, { type: 'major', pageSize: 12, sort: 'new' });
    const keyword = (major.rows[0]?.title ?? '').slice(0, 1);
    await submitKeyword(element, keyword);
    await arrivedAt(`/courselist?type=major&keyword=${encodeURIComponent(keyword)}`);
    await expectSameAsServer(element, { type: 'major', keyword, pageSize: 12, sort: 'new' });

    await submitKeyword(element, '');
    await arrivedAt('/courselist?type=major');
    button(element, '[role=tab][data-value=all]').click();
    await arrivedAt('/courselist');
    button(element, '[data-sort=hot]').click();
    await arrivedAt('/courselist?sort=hot');
    await expectSameAsServer(element, { pageSize: 12, sort: 'hot' });
    button(element, '.xnfz-pager button[aria-label="第 2 页"]').click();
    await arrivedAt('/courselist?sort=hot&page=2');
    const page2 = await expectSameAsServer(element, { pageNum: 2, pageSize: 12, sort: 'hot' });

    // a card opens 课程目录, back returns to page 2
    const first = page2.rows[0];
    const link = shadowOf(element).querySelector<HTMLAnchorElement>(
      `[data-course-id="${first?.id}"] a`,
    );
    link?.click();
    await arrivedAt(`/coursecatalog?id=${first?.id}`);
    const catalog = await findIn<HTMLElement>(portal, 'xnfz-course-catalog');
    expect((await findIn(catalog, 'h1')).textContent).to.equal(first?.title);
    expect(document.title).to.include('课程目录');

    // one step each way: a test page reused by the runner has a full session history (50),
    // where Chrome prunes the oldest entries added without a user gesture
    history.back();
    await arrivedAt('/courselist?sort=hot&page=2');
    element = await list();
    await expectSameAsServer(element, { pageNum: 2, pageSize: 12, sort: 'hot' });
    expect(
      button(element, '.xnfz-pager button[aria-label="第 2 页"]').getAttribute('aria-current'),
    ).to.equal('page');
    expect(button(element, '[data-sort=hot]').getAttribute('aria-pressed')).to.equal('true');
    history.forward();
    await arrivedAt(`/coursecatalog?id=${first?.id}`);
    const again = await findIn<HTMLElement>(portal, 'xnfz-course-catalog');
    await waitUntil(() => shadowOf(again).querySelector('h1')?.textContent === first?.title);
    history.back();
    await arrivedAt('/courselist?sort=hot&page=2');
    await expectSameAsServer(await list(), { pageNum: 2, pageSize: 12, sort: 'hot' });
  });

  it('sends an anonymous 收藏 to the login screen and back to the course', async () => {
    signOutLocally();
    const { course } = await courseWithLessons();
    await go(`#/coursecatalog?id=${course.id}`);
    const catalog = await findIn<HTMLElement>(portal, 'xnfz-course-catalog');
    const collect = await findIn<HTMLButtonElement>(catalog, '[part=collect]');
    collect.click();
    await waitUntil(() => router.current?.route.path === '/login', 'on /login');
    expect(router.current?.query.redirect).to.equal(`/coursecatalog?id=${course.id}`);
  });

  it('opens a lesson from the catalog of a logged-in user', async () => {
    const { token } = await registerUser();
    signIn(token);
    const { course, lessonIds } = await courseWithLessons();
    await go(`#/coursecatalog?id=${course.id}`);
    const catalog = await findIn<HTMLElement>(portal, 'xnfz-course-catalog');
    const start = await findIn<HTMLAnchorElement>(catalog, '[part=start]');
    expect(start.textContent).to.equal('开始学习');
    start.click();
    await arrivedAt(`/videodetail?id=${lessonIds[0]}`);
    await findIn(portal, 'xnfz-video-detail');
  });
});
