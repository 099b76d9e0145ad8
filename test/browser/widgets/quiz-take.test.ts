/**
 * A student takes a quiz at 375 px against the real server: 个人中心 → 我的测验 shows it, the quiz
 * screen starts it, answers are saved as they are given, a reload continues with the server's
 * answers, a lost connection keeps the answer (未保存) and sends it when the connection is back,
 * 交卷 lists the unanswered question first, and the result's score is what the key gives. A second
 * quiz closes seconds after it starts: the countdown reaches 0, the screen shows the result the
 * server submitted (系统（到时自动交卷）), and an answer after the deadline is refused.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/widgets/personal-center/personal-center.element';
import '../../../src/widgets/quiz-take/quiz-take.element';
import type { Paged } from '../../../src/core/api/contract';
import type { QuestionDraft, QuestionResponse } from '../../../src/core/api/question-contract';
import {
  MSG_QUIZ_SUBMITTED,
  MSG_QUIZ_TIME_UP,
  type MyQuizRow,
  type QuizPaper,
  type QuizResult,
} from '../../../src/core/api/quiz-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { pendingKey } from '../../../src/widgets/quiz-take/answer-sync';
import { clearFault, injectFault } from '../helpers/faults';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { PHONE, stickingOut } from '../helpers/layout';
import { apiGet, apiPost, must } from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';
import { classWithStudent, publishedQuiz, type QuizSetup } from '../helpers/quiz-setup';

const SLOW = { timeout: 15000 };

/** The five questions of the paper, one of each type, in the paper's order. */
const QUESTIONS: QuestionDraft[] = [
  {
    type: 'single',
    stem: '<p>单摆的周期公式是哪一个？</p>',
    options: ['<p>$T=\\pi\\sqrt{l/g}$</p>', '<p>$T=2\\pi\\sqrt{l/g}$</p>', '<p>$T=2\\pi l/g$</p>'],
    correct: [1],
    judge: null,
    blanks: [],
    reference: '',
    analysis: '<p>小角度近似下 $T=2\\pi\\sqrt{l/g}$，与摆球质量无关。</p>',
    difficulty: 'easy',
    tags: ['单摆'],
    score: 2,
  },
  {
    type: 'multiple',
    stem: '<p>影响单摆周期的因素有哪些？</p>',
    options: ['<p>摆长</p>', '<p>摆球质量</p>', '<p>重力加速度</p>', '<p>振幅（大角度时）</p>'],
    correct: [0, 2],
    judge: null,
    blanks: [],
    reference: '',
    analysis: '<p>小角度时只与摆长和重力加速度有关。</p>',
    difficulty: 'medium',
    tags: ['单摆'],
    score: 4,
  },
  {
    type: 'judge',
    stem: '<p>摆长变为原来的 4 倍，周期变为原来的 2 倍。</p>',
    options: [],
    correct: [],
    judge: true,
    blanks: [],
    reference: '',
    analysis: '',
    difficulty: 'easy',
    tags: [],
    score: 2,
  },
  {
    type: 'fill',
    stem: '<p>重力加速度约为 ___ m/s²，其单位读作 ___。</p>',
    options: [],
    correct: [],
    judge: null,
    blanks: [
      { kind: 'number', answers: [{ value: 9.8, tolerance: 0.05 }] },
      { kind: 'text', answers: ['米每二次方秒'] },
    ],
    reference: '',
    analysis: '',
    difficulty: 'medium',
    tags: [],
    score: 4,
  },
  {
    type: 'essay',
    stem: '<p>简述用单摆测量重力加速度的步骤。</p>',
    options: [],
    correct: [],
    judge: null,
    blanks: [],
    reference: '<p>测摆长，测 30 次全振动时间，求周期，代入公式。</p>',
    analysis: '',
    difficulty: 'hard',
    tags: [],
    score: 10,
  },
];

/**
 * What the key gives a response (the rules of DEFAULT_GRADING_RULES: 多选 少选得一半、错选不得分;
 * 填空 per blank, numbers within their tolerance, text trimmed and case-free; 简答 by hand: 0).
 */
function keyScore(question: QuestionDraft, response: QuestionResponse | null): number {
  if (!response) return 0;
  const same = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));
  switch (question.type) {
    case 'single':
      return same(response.choices ?? [], question.correct) ? question.score : 0;
    case 'multiple': {
      const chosen = response.choices ?? [];
      if (chosen.some((choice) => !question.correct.includes(choice)) || chosen.length === 0)
        return 0;
      return same(chosen, question.correct) ? question.score : question.score / 2;
    }
    case 'judge':
      return response.judge === question.judge ? question.score : 0;
    case 'fill': {
      const right = question.blanks.filter((blank, n) => {
        const typed = (response.blanks?.[n] ?? '').trim();
        return blank.kind === 'number'
          ? blank.answers.some((a) => Math.abs(Number(typed) - a.value) <= a.tolerance + 1e-9)
          : blank.answers.some((a) => a.toLowerCase() === typed.toLowerCase());
      }).length;
      return (question.score * right) / question.blanks.length;
    }
    default:
      return 0;
  }
}

const $ = <E extends Element = HTMLElement>(element: HTMLElement, selector: string) =>
  shadowOf(element).querySelector<E>(selector);

function click(element: HTMLElement, selector: string): void {
  const target = $(element, selector);
  if (!target) throw new Error(`${selector} missing`);
  (target as HTMLElement).click();
}

/** Types into a React-controlled input the way a user does. */
function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    input instanceof HTMLTextAreaElement
      ? HTMLTextAreaElement.prototype
      : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const saveState = (element: HTMLElement) =>
  $(element, '[part~=save-state]')?.getAttribute('data-state') ?? '';

async function savedAll(element: HTMLElement): Promise<void> {
  await waitUntil(() => saveState(element) === 'saved', `已保存, now ${saveState(element)}`, SLOW);
}

/** The sheet's names, in order (第 N 题 已作答 / 未作答). */
const sheet = (element: HTMLElement) =>
  [...shadowOf(element).querySelectorAll('[part~=sheet-item]')].map(
    (button) => button.getAttribute('aria-label') ?? '',
  );

async function serverAnswers(
  attemptId: number,
  token: string,
): Promise<(QuestionResponse | null)[]> {
  return must(await apiGet<QuizPaper>(`/api/teaching/quizPaper?attemptId=${attemptId}`, token))
    .answers;
}

describe('<xnfz-quiz-take>: a student takes a quiz on a phone', function () {
  this.timeout(120000);
  let setup: QuizSetup;

  before(async () => {
    setup = await classWithStudent(QUESTIONS);
  });

  afterEach(async () => {
    await clearFault();
    signOutLocally();
    await setViewport({ width: 800, height: 600 });
  });

  it('我的测验, start, answer, reload, lose the connection, submit: the score is the key’s', async () => {
    const quiz = await publishedQuiz(setup, `单摆测验 ${Date.now().toString(36)}`, {});
    const token = setup.student.token;
    signIn(token);
    await setViewport(PHONE);

    // 个人中心 → 我的测验
    const center = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="quizzes"></xnfz-personal-center>`,
    );
    const row = await findIn(center, `[data-quiz-id="${quiz.id}"]`, 'the quiz in 我的测验');
    expect(row.textContent).to.include(quiz.title);
    expect(row.textContent).to.include(setup.className);
    expect(row.textContent).to.include(setup.courseTitle);
    expect(row.textContent).to.include('作答次数：0 / 2');
    expect(row.textContent).to.include('限时 30 分钟');
    const link = row.querySelector('a.quiz-action') as HTMLAnchorElement;
    expect(link.textContent).to.include('开始答题');
    expect(link.getAttribute('href')).to.equal(`#/quiz?id=${quiz.id}`);
    expect(
      stickingOut(center.parentElement!, PHONE.width),
      'nothing wider than 375 px',
    ).to.deep.equal([]);
    await expect(center).to.be.accessible();
    center.remove();

    // the quiz screen: intro, then 开始答题
    let screen = await fixture<HTMLElement>(
      html`<xnfz-quiz-take quiz-id=${quiz.id}></xnfz-quiz-take>`,
    );
    const start = await findIn<HTMLButtonElement>(screen, '.start-quiz', 'the intro');
    expect($(screen, '[part~=facts]')?.textContent).to.include('5 题');
    expect($(screen, '[part~=facts]')?.textContent).to.include('30 分钟');
    await expect(screen).to.be.accessible();
    start.click();
    await findIn(screen, '[part~=paper]', 'the paper');
    const attemptId = Number($(screen, '[part~=paper]')?.getAttribute('data-attempt-id'));
    expect(sheet(screen)).to.deep.equal([1, 2, 3, 4, 5].map((n) => `第 ${n} 题 未作答`));
    expect($(screen, '[part~=countdown]')?.textContent).to.match(/(29|30):\d\d/);
    expect(stickingOut(screen.parentElement!, PHONE.width), 'the paper fits 375 px').to.deep.equal(
      [],
    );

    // 1: a choice is saved at once; 下一题 moves the focus to the next question
    click(screen, '#q0-o1');
    await savedAll(screen);
    click(screen, '.next-question');
    await waitUntil(() => shadowOf(screen).activeElement?.id === 'question-title', 'focus moved');
    expect($(screen, '.question-title')?.textContent).to.include('第 2 题');
    click(screen, '#q1-o0');
    click(screen, '#q1-o2');
    click(screen, '.next-question');
    (await findIn<HTMLInputElement>(screen, '#q2-right')).click();
    await savedAll(screen);
    expect(await serverAnswers(attemptId, token)).to.deep.equal([
      { choices: [1] },
      { choices: [0, 2] },
      { judge: true },
      null,
      null,
    ]);
    await expect(screen).to.be.accessible();

    // a reload: nothing is left on the device, the paper comes back with the server's answers
    screen.remove();
    expect(localStorage.getItem(pendingKey(attemptId))).to.equal(null);
    screen = await fixture<HTMLElement>(html`<xnfz-quiz-take quiz-id=${quiz.id}></xnfz-quiz-take>`);
    await findIn(screen, '[part~=paper]', 'the open attempt continued at once');
    expect(sheet(screen)).to.deep.equal([
      '第 1 题 已作答',
      '第 2 题 已作答',
      '第 3 题 已作答',
      '第 4 题 未作答',
      '第 5 题 未作答',
    ]);
    expect($(screen, '.question-title')?.textContent, 'back where it was').to.include('第 3 题');
    expect($<HTMLInputElement>(screen, '#q2-right')?.checked).to.equal(true);

    // the connection is lost while answering 4: kept (未保存), not on the server
    await injectFault('down', ['/api/teaching/quizAnswer']);
    shadowOf(screen).querySelectorAll<HTMLButtonElement>('[part~=sheet-item]')[3]!.click();
    const first = await findIn<HTMLInputElement>(screen, '#q3-b0');
    expect(shadowOf(screen).querySelector('label[for="q3-b0"]')?.textContent).to.equal('第 1 空');
    typeInto(first, '9.80');
    typeInto($<HTMLInputElement>(screen, '#q3-b1')!, ' 米每二次方秒');
    await waitUntil(() => saveState(screen) === 'offline', 'shown as not saved', SLOW);
    expect($(screen, '[part~=save-state]')?.textContent).to.equal(
      '未保存（网络中断，恢复后自动重发）',
    );
    expect(JSON.parse(localStorage.getItem(pendingKey(attemptId)) ?? '[]')).to.have.length(1);
    expect((await serverAnswers(attemptId, token))[3]).to.equal(null);

    // back online: sent, and the server has it
    await clearFault();
    window.dispatchEvent(new Event('online'));
    await savedAll(screen);
    expect((await serverAnswers(attemptId, token))[3]).to.deep.equal({
      blanks: ['9.80', ' 米每二次方秒'],
    });
    expect(localStorage.getItem(pendingKey(attemptId))).to.equal(null);

    // 交卷: the confirmation lists what is unanswered
    click(screen, '.submit-quiz');
    const dialog = await findIn<HTMLDialogElement>(screen, 'dialog[part~=confirm]');
    expect(dialog.open).to.equal(true);
    expect(dialog.textContent).to.include('还有 1 题未作答：第 5 题');
    expect(shadowOf(screen).activeElement?.textContent, 'the safe choice first').to.equal(
      '返回检查',
    );
    click(screen, '.confirm-submit');
    await findIn(screen, '[part~=result]', 'the result');

    const responses: (QuestionResponse | null)[] = [
      { choices: [1] },
      { choices: [0, 2] },
      { judge: true },
      { blanks: ['9.80', ' 米每二次方秒'] },
      null,
    ];
    const expected = QUESTIONS.reduce((sum, q, n) => sum + keyScore(q, responses[n] ?? null), 0);
    const total = QUESTIONS.reduce((sum, q) => sum + q.score, 0);
    const server = must(
      await apiGet<QuizResult>(`/api/teaching/quizResult?attemptId=${attemptId}`, token),
    );
    expect(server.score).to.equal(expected);
    expect(Number($(screen, '.score')?.getAttribute('data-score'))).to.equal(expected);
    expect($(screen, '.score')?.textContent).to.equal(`${expected} / ${total}`);
    expect($(screen, '.pass-mark')?.textContent).to.equal(
      expected / total >= 0.5 ? '及格' : '不及格',
    );
    expect($(screen, '.submitted-by')?.textContent).to.equal('交卷：本人');
    // reveal: after submitting — the key and 解析 are there
    const items = shadowOf(screen).querySelectorAll('[part~=result-item]');
    expect(items).to.have.length(5);
    expect(items[0]!.textContent).to.include('正确答案：B');
    expect(items[0]!.textContent).to.include('解析');
    expect(items[4]!.textContent).to.include('未作答');
    expect(stickingOut(screen.parentElement!, PHONE.width), 'the result fits 375 px').to.deep.equal(
      [],
    );
    await expect(screen).to.be.accessible();
    screen.remove();

    // 我的测验 shows the score
    const after = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="quizzes"></xnfz-personal-center>`,
    );
    const done = await findIn(after, `[data-quiz-id="${quiz.id}"]`);
    await waitUntil(() => done.textContent?.includes(`得分：${expected} / ${total}`), 'the score');
    expect(done.textContent).to.include('作答次数：1 / 2');
  });

  it('at the deadline the screen shows the result the server made; a later answer is refused', async () => {
    // closes 12 s after it is published: the attempt's deadline
    const closeAt = new Date(Date.now() + 12_000).toISOString();
    const quiz = await publishedQuiz(setup, `限时测验 ${Date.now().toString(36)}`, { closeAt });
    const token = setup.student.token;
    signIn(token);
    await setViewport(PHONE);
    const screen = await fixture<HTMLElement>(
      html`<xnfz-quiz-take quiz-id=${quiz.id}></xnfz-quiz-take>`,
    );
    (await findIn<HTMLButtonElement>(screen, '.start-quiz')).click();
    await findIn(screen, '[part~=paper]');
    const attemptId = Number($(screen, '[part~=paper]')?.getAttribute('data-attempt-id'));
    click(screen, '#q0-o1');
    await savedAll(screen);
    await waitUntil(() => $(screen, '[part~=result]'), 'the result after the countdown', {
      timeout: 30000,
    });
    await waitForText(screen, '交卷：系统（到时自动交卷）');
    expect(Number($(screen, '.score')?.getAttribute('data-score'))).to.equal(2);
    const late = await apiPost(
      '/api/teaching/quizAnswer',
      { attemptId, index: 1, response: { choices: [0] } },
      token,
    );
    expect(late.code).to.not.equal(0);
    expect([MSG_QUIZ_TIME_UP, MSG_QUIZ_SUBMITTED]).to.include(late.msg);
    const result = must(
      await apiGet<QuizResult>(`/api/teaching/quizResult?attemptId=${attemptId}`, token),
    );
    expect(result.submittedBy).to.equal('deadline');
    expect(result.questions[1]!.response).to.equal(null);
    // 我的测验: the quiz is over
    const rows = must(
      await apiGet<Paged<MyQuizRow>>('/api/teaching/myQuizzes?state=done&pageSize=50', token),
    ).rows;
    expect(rows.find((row) => row.id === quiz.id)?.state).to.equal('done');
  });
});
