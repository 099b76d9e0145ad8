/**
 * `lang="en-US"` on the quiz screen and on 个人中心's 我的测验 / 我的成绩: every text comes from the
 * en-US catalogue (en-us/quiz.ts, fetched on demand), none stays Chinese — intro, paper, answer
 * sheet, the hand-in dialog and the result; an element beside it without `lang` stays Chinese.
 * The en-US catalogue has a text for every key of the zh-CN one, with the same placeholders.
 */
import { expect, fixture, html } from '@open-wc/testing';
import '../../../src/widgets/personal-center/personal-center.element';
import '../../../src/widgets/quiz-take/quiz-take.element';
import { quizTexts as english } from '../../../src/core/i18n/en-us/quiz';
import { quizTexts as chinese, type QuizKey } from '../../../src/core/i18n/zh-cn/quiz';
import type { QuestionDraft } from '../../../src/core/api/question-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { findIn, shadowOf } from '../helpers/dom';
import { classWithStudent, publishedQuiz, type QuizSetup } from '../helpers/quiz-setup';
import { waitUntil } from '../helpers/wait-until';

const judge = (stem: string): QuestionDraft => ({
  type: 'judge',
  stem: `<p>${stem}</p>`,
  options: [],
  correct: [],
  judge: true,
  blanks: [],
  reference: '',
  analysis: '<p>Explained.</p>',
  difficulty: 'easy',
  tags: [],
  score: 2,
});

/** Han characters in what an element shows, outside the data the server sent (titles, stems). */
function chineseIn(element: HTMLElement, data: readonly string[]): string[] {
  let text = shadowOf(element).textContent ?? '';
  for (const value of data) text = text.split(value).join(' ');
  return text.match(/[\u4e00-\u9fff]+/g) ?? [];
}

const $ = (element: HTMLElement, selector: string) =>
  shadowOf(element).querySelector<HTMLElement>(selector);

describe('lang="en-US": the quiz screen and the student’s teaching sections in English', function () {
  this.timeout(90000);
  let setup: QuizSetup;

  before(async () => {
    setup = await classWithStudent([judge('English test one'), judge('English test two')]);
  });

  afterEach(() => {
    signOutLocally();
  });

  it('has an English text for every quiz text, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const keys = Object.keys(chinese) as QuizKey[];
    expect(Object.keys(english).sort()).to.deep.equal([...keys].sort());
    for (const key of keys) {
      expect(english[key], key).to.be.a('string').and.not.equal('');
      expect(placeholders(english[key]), key).to.deep.equal(placeholders(chinese[key]));
      if (!key.startsWith('sep.')) expect(english[key], key).not.to.match(/[\u4e00-\u9fff]/);
    }
  });

  it('shows the intro, the paper, the hand-in dialog and the result in English', async () => {
    const title = `English quiz ${Date.now().toString(36)}`;
    const quiz = await publishedQuiz(setup, title, { attempts: 1 });
    signIn(setup.student.token);
    const page = await fixture<HTMLElement>(html`
      <div>
        <xnfz-quiz-take lang="en-US" quiz-id=${quiz.id}></xnfz-quiz-take>
        <xnfz-quiz-take quiz-id=${quiz.id}></xnfz-quiz-take>
      </div>
    `);
    const [screen, beside] = [...page.querySelectorAll<HTMLElement>('xnfz-quiz-take')] as [
      HTMLElement,
      HTMLElement,
    ];
    const data = [title, setup.className, setup.courseTitle, '闭卷完成，答案随答随存。'];

    const start = await findIn<HTMLButtonElement>(screen, '.start-quiz', 'the intro');
    await waitUntil(() => start.textContent === 'Start', 'the English intro', { timeout: 10000 });
    expect($(screen, '[part~=facts]')?.textContent).to.include('Questions');
    expect($(screen, '[part~=facts]')?.textContent).to.include('Time limit30 min');
    expect($(screen, '.kind-mark')?.textContent).to.equal('Unit quiz');
    expect(chineseIn(screen, data)).to.deep.equal([]);
    expect((await findIn(beside, '.start-quiz')).textContent, 'the one beside').to.equal(
      '开始答题',
    );
    beside.remove();

    start.click();
    await findIn(screen, '[part~=paper]', 'the paper');
    expect($(screen, '.progress')?.textContent).to.equal('Question 1 of 2');
    expect(
      [...shadowOf(screen).querySelectorAll('[part~=sheet-item]')].map((item) =>
        item.getAttribute('aria-label'),
      ),
    ).to.deep.equal(['Question 1 not answered', 'Question 2 not answered']);
    expect($(screen, '.submit-quiz')?.textContent).to.equal('Hand in');
    expect($(screen, 'label[for="q0-right"]')?.textContent).to.equal('True');
    expect(chineseIn(screen, [...data, 'English test one'])).to.deep.equal([]);

    (await findIn<HTMLInputElement>(screen, '#q0-right')).click();
    await waitUntil(() => $(screen, '[part~=save-state]')?.textContent === 'Saved', 'Saved', {
      timeout: 10000,
    });
    $(screen, '.submit-quiz')?.click();
    const dialog = await findIn(screen, 'dialog[part~=confirm]');
    expect(dialog.textContent).to.include('1 not answered yet: questions 2');
    expect(dialog.textContent).to.include('Once handed in, the answers cannot change.');
    $(screen, '.confirm-submit')?.click();

    await findIn(screen, '[part~=result]', 'the result');
    expect($(screen, '.result-title')?.textContent).to.equal(`Quiz result · ${title}`);
    expect($(screen, '.score')?.textContent).to.equal('2 / 4');
    expect($(screen, '.pass-mark')?.textContent).to.equal('Passed');
    expect($(screen, '.submitted-by')?.textContent).to.equal('Handed in by you');
    const items = shadowOf(screen).querySelectorAll('[part~=result-item]');
    expect(items[0]?.textContent).to.include('Correct answer: True');
    expect(items[1]?.textContent).to.include('Your answer: Not answered');
    expect(chineseIn(screen, [...data, 'English test one', 'English test two'])).to.deep.equal([]);
  });

  it('shows 我的测验 and 我的成绩 in English', async () => {
    const title = `English row ${Date.now().toString(36)}`;
    const quiz = await publishedQuiz(setup, title, {});
    signIn(setup.student.token);
    const quizzes = await fixture<HTMLElement>(
      html`<xnfz-personal-center lang="en-US" tab="quizzes"></xnfz-personal-center>`,
    );
    const row = await findIn(quizzes, `[data-quiz-id="${quiz.id}"]`, 'the quiz row');
    await waitUntil(() => $(quizzes, '#quizzes-title')?.textContent === 'My quizzes', 'English');
    expect(row.querySelector('.quiz-state')?.textContent).to.equal('Open');
    expect(row.textContent).to.include('Attempts: 0 / 2');
    expect(row.querySelector('a.quiz-action')?.textContent).to.equal(`Start: ${title}`);

    const grades = await fixture<HTMLElement>(
      html`<xnfz-personal-center lang="en-US" tab="grades"></xnfz-personal-center>`,
    );
    const card = await findIn(grades, `[data-class-id="${setup.classId}"]`, 'the class card');
    await waitUntil(() => $(grades, '#grades-title')?.textContent === 'My grades', 'English');
    expect(card.querySelector('.grade-summary')?.textContent).to.include('Final grade');
    expect(card.querySelector('.grade-summary')?.textContent).to.include('Level');
    expect(card.querySelector('thead')?.textContent).to.equal('ItemScoreWeight');
    expect(card.querySelector('.grade-rules')?.textContent).to.include(
      'excellent ≥ 90, good ≥ 80, fair ≥ 70, pass ≥ 60',
    );
    const titles = [...card.querySelectorAll('tbody td:first-child')].map(
      (cell) => cell.textContent ?? '',
    );
    expect(titles.some((text) => text.startsWith('Quiz'))).to.equal(true);
  });
});
