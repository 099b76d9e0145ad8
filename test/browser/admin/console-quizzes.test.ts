/**
 * 测验 in the console end to end against the real server: a teacher builds a fixed quiz from the
 * course's 题库 in the form (the empty form refused at its fields first; three questions picked,
 * one moved up, one score overridden), saves and publishes it and sees its total in the list; a
 * draw quiz asking more than the bank holds is refused with the server's 参数错误 naming the rule;
 * a student of the class takes the quiz through the student calls and answers the 简答; the
 * teacher grades it, sees the new score among the takers, reopens the attempt, and cannot delete
 * the quiz once it has attempts.
 */
import { expect } from '@open-wc/testing';
import type { AdminCourseRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import type { QuestionDetail, QuestionDraft } from '../../../src/core/api/question-contract';
import {
  MSG_QUIZ_HAS_ATTEMPTS,
  type QuizDetail,
  type QuizPaper,
  type QuizResult,
  type QuizRow,
  type QuizTakerRow,
} from '../../../src/core/api/quiz-contract';
import type { ClassDetail } from '../../../src/core/api/teaching-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import {
  chooseIn,
  consoleGo,
  consoleLeave,
  mountConsole,
  navLabels,
  noticeShown,
  screenOf,
  signInAs,
  TEACHER_NAV,
  typeIntoArea,
  consoleFits,
} from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';
import { questionDraft } from '../helpers/quiz-setup';
import { waitUntil } from '../helpers/wait-until';

const SLOW = { timeout: 15000 };
const TAG = 'quizzes';

const el = <E extends Element = HTMLElement>(screen: HTMLElement, selector: string) =>
  shadowOf(screen).querySelector(selector) as E;
const byId = (screen: HTMLElement, id: string) =>
  shadowOf(screen).getElementById(id) as HTMLInputElement;

describe('测验 in the console', function () {
  // a teacher's whole session with a student's attempt in the middle
  this.timeout(90000);
  let app: HTMLElement | undefined;
  afterEach(() => {
    app?.remove();
    app = undefined;
    signOutLocally();
  });

  it('a teacher builds, publishes, follows, grades and reopens a quiz of a class', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const tag = `${TAG}${stamp}`;
    const teacher = await signInAs('teacher1');
    const course = must(
      await apiGet<Paged<AdminCourseRow>>('/api/admin/courseList?pageSize=50', teacher.token),
    ).rows[0]!;
    const save = async (draft: Partial<QuestionDraft>) =>
      must(
        await apiPost<QuestionDetail>(
          '/api/teaching/questionSave',
          { courseId: course.id, question: questionDraft({ tags: [tag], ...draft }) },
          teacher.token,
        ),
      );
    const first = await save({ stem: `<p>单摆的周期与什么有关 ${stamp}</p>` });
    const second = await save({ stem: `<p>重力加速度的单位 ${stamp}</p>`, difficulty: 'medium' });
    const essay = await save({
      type: 'essay',
      stem: `<p>简述单摆实验的误差来源 ${stamp}</p>`,
      options: [],
      correct: [],
      reference: '<p>摆角过大、计时误差</p>',
      score: 10,
    });
    await save({ stem: `<p>没有选入试卷的题 ${stamp}</p>` });
    const klass = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: course.id,
          name: `测验 ${stamp} 班`,
          term: '2026-2027 第一学期',
          coTeacherIds: [],
        },
        teacher.token,
      ),
    );
    const learner = await registerUser('student');
    must(await apiPost('/api/teaching/classJoin', { code: klass.joinCode }, learner.token));
    const quizzes = async () =>
      must(
        await apiGet<Paged<QuizRow>>(`/api/teaching/quizList?classId=${klass.id}`, teacher.token),
      ).rows;

    app = await mountConsole('#/courses');
    expect(navLabels(app)).to.deep.equal([...TEACHER_NAV]);
    await consoleGo(`#/quizzes?class=${klass.id}`);
    const empty = await screenOf(app, 'xnfz-admin-quizzes', '.empty-quizzes');
    expect(byId(empty, 'quizzes-class').value).to.equal(String(klass.id));
    await waitForText(empty, '这个班级还没有测验');
    await expect(empty).to.be.accessible();
    el<HTMLAnchorElement>(empty, 'a.new-quiz').click();

    // the empty form is refused at its fields
    let form = await screenOf(app, 'xnfz-admin-quizzes', '#quiz-title');
    el<HTMLButtonElement>(form, 'button.save-quiz').click();
    await findIn(form, '#quiz-title-error');
    await waitForText(form, '请至少选择一道题');
    typeInto(byId(form, 'quiz-title'), `第一章测验 ${stamp}`);
    typeIntoArea(byId(form, 'quiz-description') as unknown as HTMLTextAreaElement, '闭卷，30 分钟');
    typeInto(byId(form, 'quiz-timeLimitMinutes'), '30');
    typeInto(byId(form, 'quiz-attempts'), '2');
    typeInto(byId(form, 'quiz-passPercent'), '50');
    chooseIn(byId(form, 'quiz-reveal') as unknown as HTMLSelectElement, 'close');
    byId(form, 'quiz-shuffleOptions').click();

    // three questions from the bank, found by text; the 简答 moved up; one score overridden
    typeInto(byId(form, 'quiz-bank-keyword'), stamp);
    (el(form, '.question-picker form[role=search]') as HTMLFormElement).requestSubmit();
    await waitUntil(
      () => shadowOf(form).querySelectorAll('tr[data-bank-question]').length === 4,
      'the bank searched by the stamp',
      SLOW,
    );
    for (const id of [first.id, second.id, essay.id])
      el<HTMLButtonElement>(form, `tr[data-bank-question="${id}"] button.add-question`).click();
    await waitUntil(
      () => shadowOf(form).querySelectorAll('li[data-order-id]').length === 3,
      'three questions on the paper',
    );
    expect(
      el<HTMLButtonElement>(form, `tr[data-bank-question="${first.id}"] button.add-question`)
        .disabled,
    ).to.equal(true);
    el<HTMLButtonElement>(form, `li[data-order-id="${essay.id}"] button.order-up`).click();
    await waitUntil(
      () =>
        [...shadowOf(form).querySelectorAll('li[data-order-id]')]
          .map((li) => li.getAttribute('data-order-id'))
          .join() === [first.id, essay.id, second.id].join(),
      'the 简答 second',
    );
    typeInto(byId(form, 'quiz-item-0-score'), '5');
    await waitForText(form, '共 3 题，总分 17 分');
    await expect(form).to.be.accessible();
    await consoleFits(app, 'xnfz-admin-quizzes', 'the form with the bank open');
    el<HTMLButtonElement>(form, 'button.save-quiz').click();
    await noticeShown('测验已创建');
    let fixed: QuizRow | undefined;
    await waitUntil(
      async () => {
        fixed = (await quizzes())[0];
        return fixed;
      },
      'the quiz stored',
      SLOW,
    );
    const stored = must(
      await apiGet<QuizDetail>(`/api/teaching/quizDetail?id=${fixed!.id}`, teacher.token),
    );
    expect(stored.paper).to.deep.equal({
      mode: 'fixed',
      items: [
        { questionId: first.id, score: 5 },
        { questionId: essay.id, score: null },
        { questionId: second.id, score: null },
      ],
    });
    expect(stored.total).to.equal(17);
    expect(stored.status).to.equal('draft');
    expect(stored.settings).to.include({
      timeLimitMinutes: 30,
      attempts: 2,
      passPercent: 50,
      reveal: 'close',
      shuffleOptions: true,
      shuffleQuestions: false,
    });
    expect(stored.description).to.equal('闭卷，30 分钟');

    // listed with its total, then published
    await consoleGo(`#/quizzes?class=${klass.id}`);
    const list = await screenOf(app, 'xnfz-admin-quizzes', `tr[data-quiz-id="${fixed!.id}"]`);
    const row = () => el(list, `tr[data-quiz-id="${fixed!.id}"]`);
    expect(row().querySelector('.quiz-paper')?.textContent).to.equal('3 题 / 17 分');
    expect(row().querySelector('.quiz-status')?.textContent).to.equal('草稿');
    (row().querySelector('button.toggle-publish') as HTMLButtonElement).click();
    await noticeShown('已发布');
    await waitUntil(
      () => row().querySelector('.quiz-timing')?.textContent === '进行中',
      'published and open',
      SLOW,
    );
    expect(row().querySelector('.quiz-status')?.textContent).to.equal('已发布');
    expect(row().querySelector('.quiz-progress')?.textContent).to.equal('0 / 0 / 1');

    // a draw the bank cannot fill: the server's 参数错误 at the rule it names
    await consoleGo(`#/quizzes/edit?class=${klass.id}`);
    form = await screenOf(app, 'xnfz-admin-quizzes', '#quiz-title');
    typeInto(byId(form, 'quiz-title'), `随机抽题 ${stamp}`);
    el<HTMLInputElement>(form, 'input[name=quiz-paper-mode][value=draw]').click();
    const type = await findIn<HTMLSelectElement>(form, '#quiz-rule-0-type');
    chooseIn(type, 'essay');
    await waitUntil(
      () => byId(form, 'quiz-rule-0-tag')?.querySelector(`option[value="${tag}"]`),
      'the 知识点 offered',
      SLOW,
    );
    chooseIn(byId(form, 'quiz-rule-0-tag') as unknown as HTMLSelectElement, tag);
    typeInto(byId(form, 'quiz-rule-0-count'), '3');
    await waitForText(form, '题库中符合的题目只有 1 道', 15000);
    el<HTMLButtonElement>(form, 'button.save-quiz').click();
    const refusal = await findIn(form, '.draw-rule[data-rule="0"] .rule-error');
    expect(refusal.textContent).to.match(
      /^参数错误：quiz\.paper\.rules\[0\]\.count（第 1 条规则）只有 1 道/,
    );
    expect((await quizzes()).length).to.equal(1, 'nothing stored');

    // the student takes the quiz through the student calls and answers the 简答
    const paper = must(
      await apiPost<QuizPaper>('/api/teaching/quizStart', { quizId: fixed!.id }, learner.token),
    );
    expect(paper.questions.map((item) => item.type)).to.deep.equal(['single', 'essay', 'single']);
    const answer = (index: number, response: object) =>
      apiPost(
        '/api/teaching/quizAnswer',
        { attemptId: paper.attemptId, index, response },
        learner.token,
      ).then(must);
    // options are shuffled for each student: the right one (甲) is found by its text
    const option = (index: number, text: string) =>
      paper.questions[index]!.options.indexOf(`<p>${text}</p>`);
    await answer(0, { choices: [option(0, '甲')] });
    await answer(1, { text: `<p>摆角太大，秒表计时 ${stamp}</p>` });
    await answer(2, { choices: [option(2, '乙')] });
    const result = must(
      await apiPost<QuizResult>(
        '/api/teaching/quizSubmit',
        { attemptId: paper.attemptId },
        learner.token,
      ),
    );
    expect(result.score).to.equal(5);
    expect(result.pending).to.equal(true);

    // the takers: submitted, 5 points so far, one 简答 waiting
    await consoleLeave(app, `#/quizzes/takers?id=${fixed!.id}`);
    const takers = await screenOf(
      app,
      'xnfz-admin-quizzes',
      `tr[data-taker="${learner.username}"]`,
    );
    const taker = () => el(takers, `tr[data-taker="${learner.username}"]`);
    expect(taker().querySelector('.taker-state')?.textContent).to.equal('已交卷');
    expect(taker().querySelector('.taker-score')?.textContent).to.equal('5');
    expect(taker().querySelector('.taker-pending')?.textContent).to.equal('1');
    await expect(takers).to.be.accessible();
    await consoleFits(app, 'xnfz-admin-quizzes', 'the takers');

    // grading the 简答, one question across the class
    (taker().querySelector('a.grade-taker') as HTMLAnchorElement).click();
    let essays = await screenOf(app, 'xnfz-admin-quizzes', 'article.essay');
    el<HTMLButtonElement>(essays, 'button.by-question').click();
    await findIn(essays, '#essays-question');
    chooseIn(byId(essays, 'essays-question') as unknown as HTMLSelectElement, String(essay.id));
    await waitForText(essays, '摆角过大、计时误差', 15000);
    essays = await screenOf(app, 'xnfz-admin-quizzes', 'article.essay');
    const card = el(essays, 'article.essay');
    expect(card.querySelector('.essay-answer')?.textContent).to.equal(
      `摆角太大，秒表计时 ${stamp}`,
    );
    const score = card.querySelector('input.essay-score') as HTMLInputElement;
    typeInto(score, '11');
    (card.querySelector('button.save-essay') as HTMLButtonElement).click();
    await waitForText(essays, '得分要在 0 到 10 之间');
    typeInto(score, '7.5');
    typeIntoArea(card.querySelector('textarea') as HTMLTextAreaElement, '误差来源说得对，缺少改进');
    await expect(essays).to.be.accessible();
    (card.querySelector('form') as HTMLFormElement).requestSubmit();
    await noticeShown('得分：7.5 分');
    // read afresh: the saved grade re-renders the list, and the card may be a new node
    await waitUntil(
      () => el(essays, 'article.essay .essay-state')?.textContent === '已批改：7.5 分',
      'the answer marked graded',
    );
    await consoleFits(app, 'xnfz-admin-quizzes', 'the 简答 grading');

    // the takers list shows the new score; then the attempt is reopened
    await consoleGo(`#/quizzes/takers?id=${fixed!.id}&n=2`);
    const after = await screenOf(app, 'xnfz-admin-quizzes', `tr[data-taker="${learner.username}"]`);
    const row2 = () => el(after, `tr[data-taker="${learner.username}"]`);
    await waitUntil(() => row2().querySelector('.taker-score')?.textContent === '12.5', 'graded');
    expect(row2().querySelector('.taker-pending')?.textContent).to.equal('0');
    expect(row2().querySelector('.taker-passed')?.textContent).to.equal('及格');
    (row2().querySelector('button.reopen-attempt') as HTMLButtonElement).click();
    const minutes = await findIn<HTMLInputElement>(after, '#reopen-minutes');
    expect(minutes.value).to.equal('30');
    typeInto(minutes, '15');
    el<HTMLButtonElement>(after, 'button.confirm-reopen').click();
    await noticeShown('15 分钟内有效');
    await waitUntil(
      () => row2().querySelector('.taker-state')?.textContent === '作答中',
      'the attempt open again',
    );
    const reopened = must(
      await apiGet<Paged<QuizTakerRow>>(
        `/api/teaching/quizTakers?quizId=${fixed!.id}`,
        teacher.token,
      ),
    ).rows.find((one) => one.userId === learner.user.id);
    expect(reopened?.state).to.equal('open');

    // the paper is read-only now, and the quiz cannot be deleted
    await consoleGo(`#/quizzes/edit?id=${fixed!.id}`);
    const locked = await screenOf(app, 'xnfz-admin-quizzes', '.paper-locked');
    expect(byId(locked, 'quiz-item-0-score').disabled).to.equal(true);
    expect(
      shadowOf(locked).getElementById('quiz-closeAt-hint')?.textContent,
      'the form says a new close time moves the attempts under way',
    ).to.contain('正在作答的学生的交卷时间随之调整');
    await consoleFits(app, 'xnfz-admin-quizzes', 'the form of a quiz with attempts');
    await consoleGo(`#/quizzes?class=${klass.id}&n=3`);
    const listed = await screenOf(app, 'xnfz-admin-quizzes', `tr[data-quiz-id="${fixed!.id}"]`);
    (
      el(listed, `tr[data-quiz-id="${fixed!.id}"]`).querySelector(
        'button.delete-quiz',
      ) as HTMLButtonElement
    ).click();
    (await findIn<HTMLButtonElement>(listed, 'button.confirm-delete')).click();
    await waitForText(listed, MSG_QUIZ_HAS_ATTEMPTS, 15000);
    await consoleFits(app, 'xnfz-admin-quizzes', 'the list with the refusal');
    expect((await quizzes()).map((one) => one.id)).to.deep.equal([fixed!.id]);
  });
});
