/**
 * The lesson page lists the quizzes of the lesson's chapter (本章测验) against the real server: a
 * student of a class of teacher1's course sees the class's 章节测验 of that chapter — not the one
 * of another chapter, nor a standalone one — with its state, its score once submitted and a link
 * to the quiz screen (an `xnfz-navigate` to `/quiz` outside the portal page); a visitor sees none
 * and the page asks nothing about quizzes.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/video-detail/video-detail.element';
import type { CourseDetail } from '../../../src/core/api/contract';
import type { QuestionDraft } from '../../../src/core/api/question-contract';
import type { QuizPaper } from '../../../src/core/api/quiz-contract';
import type { ClassDetail } from '../../../src/core/api/teaching-contract';
import type { XnfzEventMap } from '../../../src/core/events/events';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf } from '../helpers/dom';
import { settled } from '../helpers/layout';
import { classWithStudent, publishedQuiz, type QuizSetup } from '../helpers/quiz-setup';
import { apiGet, apiPost, must } from '../helpers/server-api';

const QUESTION: QuestionDraft = {
  type: 'judge',
  stem: '<p>本章测验：单摆的周期与摆球质量无关。</p>',
  options: [],
  correct: [],
  judge: true,
  blanks: [],
  reference: '',
  analysis: '',
  difficulty: 'easy',
  tags: [],
  score: 2,
};

const quizRequests = () =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes('/api/teaching/myQuizzes')).length;

describe('<xnfz-video-detail>: 本章测验', function () {
  this.timeout(90000);
  let setup: QuizSetup;
  let lessonId: number;
  let chapterId: number;
  let otherChapterId: number | null;

  before(async () => {
    setup = await classWithStudent([QUESTION]);
    const klass = must(
      await apiGet<ClassDetail>(
        `/api/teaching/classDetail?id=${setup.classId}`,
        setup.teacherToken,
      ),
    );
    // a lesson of teacher1's course, as visitors see the course
    const course = must(await apiGet<CourseDetail>(`/api/xnfz/courseDetail?id=${klass.courseId}`));
    const chapters = course.chapters.filter((chapter) => chapter.lessons.length > 0);
    const chapter = chapters[0];
    if (!chapter) throw new Error('teacher1 的课程没有课时');
    lessonId = chapter.lessons[0]!.id;
    chapterId = chapter.id;
    otherChapterId = course.chapters.find((other) => other.id !== chapter.id)?.id ?? null;
  });

  afterEach(() => {
    signOutLocally();
  });

  it('lists the chapter’s quizzes with state, score and a link to the quiz screen', async () => {
    const stamp = Date.now().toString(36);
    const attach = { kind: 'chapter', chapterId } as const;
    const done = await publishedQuiz(setup, `本章测验甲 ${stamp}`, { attempts: 1 }, attach);
    const open = await publishedQuiz(setup, `本章测验乙 ${stamp}`, {}, attach);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    const upcoming = await publishedQuiz(
      setup,
      `本章测验丙 ${stamp}`,
      { openAt: tomorrow },
      attach,
    );
    const elsewhere = otherChapterId
      ? await publishedQuiz(
          setup,
          `别章测验 ${stamp}`,
          {},
          { kind: 'chapter', chapterId: otherChapterId },
        )
      : null;
    const standalone = await publishedQuiz(setup, `单元测验 ${stamp}`, {});
    const token = setup.student.token;
    // the first (one attempt) is taken and submitted: 2 of 2
    const paper = must(
      await apiPost<QuizPaper>('/api/teaching/quizStart', { quizId: done.id }, token),
    );
    must(
      await apiPost(
        '/api/teaching/quizAnswer',
        { attemptId: paper.attemptId, index: 0, response: { judge: true } },
        token,
      ),
    );
    must(await apiPost('/api/teaching/quizSubmit', { attemptId: paper.attemptId }, token));

    signIn(token);
    const before = quizRequests();
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonId}></xnfz-video-detail>`,
    );
    const box = await findIn(element, '[part=chapter-quizzes]', '本章测验');
    await settled(element);
    expect(quizRequests() - before, 'one call').to.equal(1);
    expect(box.querySelector('h2')?.textContent).to.equal('本章测验');
    const items = [...box.querySelectorAll<HTMLElement>('[data-quiz-id]')];
    expect(items.map((item) => Number(item.dataset.quizId))).to.have.members([
      done.id,
      open.id,
      upcoming.id,
    ]);
    for (const other of [elsewhere, standalone])
      if (other) expect(box.querySelector(`[data-quiz-id="${other.id}"]`)).to.equal(null);

    const doneItem = box.querySelector<HTMLElement>(`[data-quiz-id="${done.id}"]`)!;
    expect(doneItem.textContent).to.include('已结束');
    expect(doneItem.textContent).to.include('得分：2 / 2');
    const openItem = box.querySelector<HTMLElement>(`[data-quiz-id="${open.id}"]`)!;
    expect(openItem.textContent).to.include('进行中');
    expect(openItem.textContent).not.to.include('得分');
    expect(box.querySelector(`[data-quiz-id="${upcoming.id}"]`)?.textContent).to.include('未开始');

    const link = openItem.querySelector('a')!;
    expect(link.textContent).to.equal(open.title);
    expect(link.getAttribute('href')).to.equal(`#/quiz?id=${open.id}`);
    const navigations: XnfzEventMap['xnfz-navigate'][] = [];
    const listener = (event: Event) => {
      event.preventDefault();
      navigations.push((event as CustomEvent<XnfzEventMap['xnfz-navigate']>).detail);
    };
    element.addEventListener('xnfz-navigate', listener);
    link.click();
    element.removeEventListener('xnfz-navigate', listener);
    expect(navigations).to.deep.equal([
      { route: '/quiz', params: { id: open.id }, href: `/quiz?id=${open.id}` },
    ]);
    await expect(element).to.be.accessible();
  });

  it('shows nothing to a visitor and asks nothing about quizzes', async () => {
    const before = quizRequests();
    const element = await fixture<HTMLElement>(
      html`<xnfz-video-detail lesson-id=${lessonId}></xnfz-video-detail>`,
    );
    await findIn(element, '[part=lessons] [part~=lesson-current]', 'the lesson list');
    await settled(element);
    expect(shadowOf(element).querySelector('[part=chapter-quizzes]')).to.equal(null);
    expect(quizRequests() - before).to.equal(0);
  });
});
