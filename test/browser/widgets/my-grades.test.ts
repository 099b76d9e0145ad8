/**
 * 个人中心 → 我的成绩 against the real server: a student of a new class takes a quiz through the
 * API, the teacher weighs the grade book (quiz 3, video 1, the rest 0; 1 decimal, missing work
 * counts 0), and the section shows the student's figures, each item's share, 总评 and 等级 exactly
 * as /api/teaching/myGrades answers them, with the rules — at 375 px without sideways overflow.
 * An account in no class reads the empty text; a failed call offers 加载失败，点击重试 that works.
 */
import { expect, fixture, html } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import '../../../src/widgets/personal-center/personal-center.element';
import type { Paged } from '../../../src/core/api/contract';
import type { Gradebook, MyGradeRow } from '../../../src/core/api/gradebook-contract';
import { DEFAULT_THRESHOLDS } from '../../../src/core/api/gradebook-contract';
import type { QuestionDraft } from '../../../src/core/api/question-contract';
import type { QuizPaper, QuizResult } from '../../../src/core/api/quiz-contract';
import { signIn, signOutLocally } from '../../../src/core/store/auth';
import { clearFault, injectFault } from '../helpers/faults';
import { findIn, shadowOf, waitForText } from '../helpers/dom';
import { PHONE, stickingOut } from '../helpers/layout';
import { classWithStudent, publishedQuiz, type QuizSetup } from '../helpers/quiz-setup';
import { apiGet, apiPost, must, registerUser } from '../helpers/server-api';
import { waitUntil } from '../helpers/wait-until';

const choice = (stem: string, correct: number, score: number): QuestionDraft => ({
  type: 'single',
  stem: `<p>${stem}</p>`,
  options: ['<p>甲</p>', '<p>乙</p>', '<p>丙</p>'],
  correct: [correct],
  judge: null,
  blanks: [],
  reference: '',
  analysis: '',
  difficulty: 'easy',
  tags: [],
  score,
});

/** Two questions: the student gets the first (3 points) right and the second (2 points) wrong. */
const QUESTIONS = [choice('成绩册测试第一题', 1, 3), choice('成绩册测试第二题', 0, 2)];

const LEVEL_NAMES = {
  excellent: '优秀',
  good: '良好',
  medium: '中等',
  pass: '及格',
  fail: '不及格',
} as const;

describe('个人中心 → 我的成绩', function () {
  this.timeout(90000);
  let setup: QuizSetup;

  before(async () => {
    setup = await classWithStudent(QUESTIONS);
  });

  afterEach(async () => {
    await clearFault();
    signOutLocally();
    await setViewport({ width: 800, height: 600 });
  });

  it('shows the student’s figures, shares, 总评 and 等级 as myGrades answers them, at 375 px', async () => {
    const quiz = await publishedQuiz(setup, `成绩册测验 ${Date.now().toString(36)}`, {});
    const token = setup.student.token;
    // the student takes and submits it through the API: 3 of 5 points
    const paper = must(
      await apiPost<QuizPaper>('/api/teaching/quizStart', { quizId: quiz.id }, token),
    );
    must(
      await apiPost(
        '/api/teaching/quizAnswer',
        { attemptId: paper.attemptId, index: 0, response: { choices: [1] } },
        token,
      ),
    );
    must(
      await apiPost(
        '/api/teaching/quizAnswer',
        { attemptId: paper.attemptId, index: 1, response: { choices: [2] } },
        token,
      ),
    );
    const result = must(
      await apiPost<QuizResult>('/api/teaching/quizSubmit', { attemptId: paper.attemptId }, token),
    );
    expect(result.score).to.equal(3);

    // the teacher weighs the book for the first time (version '0'): the quiz 3, video 1, the rest 0
    const book = must(
      await apiGet<Gradebook>(
        `/api/teaching/gradebook?classId=${setup.classId}`,
        setup.teacherToken,
      ),
    );
    expect(book.version).to.equal('0');
    const weights = Object.fromEntries(
      book.items.map((item) => [
        item.key,
        item.key === `quiz:${quiz.id}` ? 3 : item.kind === 'video' ? 1 : 0,
      ]),
    );
    must(
      await apiPost<Gradebook>(
        '/api/teaching/gradebookSave',
        {
          classId: setup.classId,
          version: '0',
          settings: {
            weights,
            experimentScore: 'best',
            missing: 'zero',
            decimals: 1,
            thresholds: DEFAULT_THRESHOLDS,
          },
        },
        setup.teacherToken,
      ),
    );

    const mine = must(await apiGet<Paged<MyGradeRow>>('/api/teaching/myGrades?pageSize=10', token));
    const grade = mine.rows.find((row) => row.classId === setup.classId);
    if (!grade) throw new Error('myGrades has no row of the class');
    const quizIndex = grade.items.findIndex((item) => item.key === `quiz:${quiz.id}`);
    expect(grade.row.scores[quizIndex]).to.equal(3);
    expect(grade.row.final).to.be.a('number');

    signIn(token);
    await setViewport(PHONE);
    const center = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="grades"></xnfz-personal-center>`,
    );
    const card = await findIn(center, `[data-class-id="${setup.classId}"]`, 'the class card');
    expect(card.querySelector('h3')?.textContent).to.equal(grade.courseTitle);
    expect(card.textContent).to.include(`班级：${grade.className}`);
    expect(card.textContent).to.include(`学期：${grade.term}`);

    // each item: its title, the student's figure (or 未完成) and its share of all weights
    const total = grade.items.reduce((sum, item) => sum + item.weight, 0);
    const rows = [...card.querySelectorAll<HTMLTableRowElement>('tbody tr')];
    expect(rows.map((row) => row.dataset.item)).to.deep.equal(grade.items.map((item) => item.key));
    grade.items.forEach((item, index) => {
      const cells = rows[index]!.querySelectorAll('td');
      const score = grade.row.scores[index] ?? null;
      expect(cells[0]?.textContent, item.key).to.include(
        item.kind === 'video' ? '视频完成度' : item.title,
      );
      expect(cells[1]?.getAttribute('data-score'), item.key).to.equal(
        score === null ? '' : String(score),
      );
      expect(cells[1]?.textContent, item.key).to.equal(
        score === null
          ? '未完成'
          : item.kind === 'video'
            ? `${score}%`
            : `${score} / ${item.total}`,
      );
      expect(cells[2]?.textContent, item.key).to.equal(
        item.weight > 0 ? `${Math.round((item.weight / total) * 1000) / 10}%` : '不计入',
      );
    });
    expect(rows[quizIndex]?.querySelectorAll('td')[1]?.textContent).to.equal('3 / 5');

    // 总评 and 等级 as the server computed them (1 decimal)
    const final = card.querySelector<HTMLElement>('.grade-final');
    expect(final?.dataset.final).to.equal(String(grade.row.final));
    expect(final?.textContent).to.equal(grade.row.final?.toFixed(1));
    expect(card.querySelector('.grade-level')?.textContent).to.equal(
      LEVEL_NAMES[grade.row.level ?? 'fail'],
    );
    expect(card.querySelector('.grade-pending')).to.equal(null);
    const rules = card.querySelector('.grade-rules')?.textContent ?? '';
    expect(rules).to.include('四舍五入保留 1 位小数');
    expect(rules).to.include('未完成的项目计 0 分');
    expect(rules).to.include('优秀 ≥ 90，良好 ≥ 80，中等 ≥ 70，及格 ≥ 60');

    expect(
      stickingOut(center.parentElement!, PHONE.width),
      'nothing wider than 375 px',
    ).to.deep.equal([]);
    await expect(center).to.be.accessible();
  });

  it('says so when the account is in no class, and retries after a failed call', async () => {
    const { token } = await registerUser();
    signIn(token);
    await injectFault('down', ['/api/teaching/myGrades']);
    const center = await fixture<HTMLElement>(
      html`<xnfz-personal-center tab="grades"></xnfz-personal-center>`,
    );
    const retry = await findIn<HTMLButtonElement>(
      center,
      '[part=state-error] button',
      'the error state',
    );
    expect(retry.textContent).to.equal('加载失败，点击重试');
    await clearFault();
    retry.click();
    const empty = await findIn(center, '[part=state-empty]', 'the empty text');
    expect(empty.textContent).to.equal('你还没有加入教学班，或老师还没有设置成绩。');
    expect(shadowOf(center).querySelector('[aria-current=page]')?.textContent).to.include(
      '我的成绩',
    );
    await waitForText(center, '我的成绩');
    await waitUntil(() => !shadowOf(center).querySelector('[part=state-loading]'), 'loaded');
  });
});
