/**
 * `<xnfz-open-quizzes>` against the real server: a student of a class with an open quiz (closing
 * in three days) and an upcoming one sees the open one only — title, state, course and class, the
 * closing time in China time, attempts, and 开始答题 linking to the quiz screen — filtered by
 * `course-id` and `class-id`; a student without quizzes sees 目前没有进行中的测验; a visitor
 * sees the login link; a failed call shows 加载失败，点击重试 and the retry loads the list.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/open-quizzes/open-quizzes.element';
import type { Paged } from '../../../src/core/api/contract';
import type { MyQuizRow, QuizDetail } from '../../../src/core/api/quiz-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { clearFault, injectFault } from '../helpers/faults';
import { atWidths, stickingOut } from '../helpers/layout';
import {
  classWithStudent,
  publishedQuiz,
  questionDraft,
  type QuizSetup,
} from '../helpers/quiz-setup';
import { apiGet, must, registerUser } from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';

const DAY = 24 * 3600 * 1000;

/** Three days from now at 06:05 UTC, which is 14:05 in China time (UTC+8) on the same date. */
function closingTime(): { iso: string; shown: string } {
  const date = new Date(Date.now() + 3 * DAY);
  date.setUTCHours(6, 5, 0, 0);
  return { iso: date.toISOString(), shown: `${date.toISOString().slice(0, 10)} 14:05` };
}

const rowsOf = (element: HTMLElement) =>
  [...shadowOf(element).querySelectorAll<HTMLElement>('[part~=item]')].map((row) =>
    Number(row.dataset.quizId),
  );

async function loaded(element: HTMLElement): Promise<void> {
  await waitUntil(
    () =>
      element.shadowRoot?.querySelector('[part~=list], [part~=state-empty], [part~=state-error]'),
    `loaded: ${element.shadowRoot?.textContent?.slice(0, 200)}`,
    { timeout: 15000 },
  );
}

describe('<xnfz-open-quizzes>: the student’s open quizzes on any page', function () {
  this.timeout(90000);
  let setup: QuizSetup;
  let open: QuizDetail;
  let upcoming: QuizDetail;
  let courseId: number;
  const closing = closingTime();

  before(async () => {
    setup = await classWithStudent([questionDraft({})]);
    const stamp = Date.now().toString(36);
    open = await publishedQuiz(setup, `牛顿第二定律测验 ${stamp}`, {
      closeAt: closing.iso,
      attempts: 2,
    });
    upcoming = await publishedQuiz(setup, `下周的测验 ${stamp}`, {
      openAt: new Date(Date.now() + 7 * DAY).toISOString(),
    });
    const mine = must(
      await apiGet<Paged<MyQuizRow>>('/api/teaching/myQuizzes?pageSize=50', setup.student.token),
    );
    courseId = mine.rows.find((row) => row.id === open.id)!.courseId;
  });

  afterEach(async () => {
    await clearFault();
    signOutLocally();
  });

  it('lists the open quiz with its course, class, closing time, attempts and link; not the upcoming one', async () => {
    signIn(setup.student.token);
    const element = await fixture<HTMLElement>(html`<xnfz-open-quizzes></xnfz-open-quizzes>`);
    const row = await findIn(element, `[part~=item][data-quiz-id="${open.id}"]`, 'the open quiz');
    expect(rowsOf(element)).to.deep.equal([open.id]);
    expect(rowsOf(element)).to.not.include(upcoming.id);
    expect(shadowOf(element).querySelector('[part~=title]')?.textContent).to.equal('进行中的测验');
    const text = row.textContent ?? '';
    expect(text).to.include(open.title);
    expect(text).to.include('进行中');
    expect(text).to.include(`课程：${setup.courseTitle}`);
    expect(text).to.include(`班级：${setup.className}`);
    expect(text).to.include(`至 ${closing.shown}`);
    expect(text).to.include('作答次数：0 / 2');
    const link = row.querySelector<HTMLAnchorElement>('[part~=action]')!;
    expect(link.getAttribute('href')).to.equal(`#/quiz?id=${open.id}`);
    expect(link.textContent).to.equal(`开始答题：${open.title}`);
    // the title is the panel's heading, the quiz titles are headings below it
    expect(row.querySelector('h3')?.textContent).to.include(open.title);
    await atWidths(async (width) => {
      expect(stickingOut(shadowOf(element), width), `nothing wider than ${width} px`).to.deep.equal(
        [],
      );
    });
    // keyboard: the link is reached by Tab and named with the quiz
    link.focus();
    expect(shadowOf(element).activeElement).to.equal(link);
    await expect(element).to.be.accessible();
  });

  it('filters by course-id and class-id', async () => {
    signIn(setup.student.token);
    const byCourse = await fixture<HTMLElement>(
      html`<xnfz-open-quizzes course-id=${courseId}></xnfz-open-quizzes>`,
    );
    await findIn(byCourse, `[data-quiz-id="${open.id}"]`, 'the quiz of the course');
    const byClass = await fixture<HTMLElement>(
      html`<xnfz-open-quizzes class-id=${setup.classId}></xnfz-open-quizzes>`,
    );
    await findIn(byClass, `[data-quiz-id="${open.id}"]`, 'the quiz of the class');
    expect(rowsOf(byClass)).to.deep.equal([open.id]);
    const otherClass = await fixture<HTMLElement>(
      html`<xnfz-open-quizzes class-id=${setup.classId + 100000}></xnfz-open-quizzes>`,
    );
    await loaded(otherClass);
    expect(rowsOf(otherClass)).to.deep.equal([]);
    expect(shadowOf(otherClass).querySelector('[part~=state-empty]')?.textContent).to.equal(
      '目前没有进行中的测验。',
    );
  });

  it('a student without quizzes reads 目前没有进行中的测验', async () => {
    const { token } = await registerUser('student');
    signIn(token);
    const element = await fixture<HTMLElement>(html`<xnfz-open-quizzes></xnfz-open-quizzes>`);
    await loaded(element);
    expect(shadowOf(element).querySelector('[part~=state-empty]')?.textContent).to.equal(
      '目前没有进行中的测验。',
    );
    expect(rowsOf(element)).to.deep.equal([]);
    await expect(element).to.be.accessible();
  });

  it('without a login: a login link, and no call', async () => {
    signOutLocally();
    const element = await fixture<HTMLElement>(html`<xnfz-open-quizzes></xnfz-open-quizzes>`);
    const prompt = await findIn(element, '[part~=state-login]', 'the login prompt');
    expect(prompt.textContent).to.include('登录后可查看你正在进行的测验。');
    const link = prompt.querySelector('a')!;
    expect(link.textContent).to.equal('去登录');
    expect(link.getAttribute('href')).to.equal('#/login');
    expect(shadowOf(element).querySelector('[part~=state-loading], [part~=item]')).to.equal(null);
    await expect(element).to.be.accessible();
  });

  it('a failed call shows 加载失败，点击重试, and the retry lists the quiz', async () => {
    signIn(setup.student.token);
    await injectFault('down', ['/api/teaching/myQuizzes']);
    const element = await fixture<HTMLElement>(html`<xnfz-open-quizzes></xnfz-open-quizzes>`);
    const error = await findIn(element, '[part~=state-error]', 'the error state');
    const retry = error.querySelector('button')!;
    expect(retry.textContent).to.equal('加载失败，点击重试');
    await clearFault();
    retry.click();
    await waitForText(element, open.title, 15000);
    expect(rowsOf(element)).to.deep.equal([open.id]);
  });
});
