/**
 * 成绩册 in the console end to end against the real server and database: a class of teacher1's
 * course with three students who joined with the code and one added from a roster (学号, 姓名, 院系),
 * two published quizzes that two of them take through the student calls (one leaves a 简答 to
 * grade) so the figures differ. The teacher opens the grade book: every figure, 总评 and level shown
 * is what `/api/teaching/gradebook` answers, the rules are stated in words, the statistics are the
 * class's, the search finds a 学号; new weights are saved and 总评 follows the server's new
 * figures (the unweighed items flagged 未计入总评); thresholds out of order show the server's
 * refusal and nothing is stored; an edit conflict shows both versions; the export is a
 * 成绩册-….xlsx; a class without students says so; an archived class's settings are read-only.
 */
import { expect } from '@open-wc/testing';
import type { AdminCourseRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import type { Gradebook, GradebookRow } from '../../../src/core/api/gradebook-contract';
import {
  DEFAULT_GRADING_RULES,
  type QuestionDetail,
  type QuestionDraft,
} from '../../../src/core/api/question-contract';
import type { QuizDetail, QuizPaper, QuizResult } from '../../../src/core/api/quiz-contract';
import type { ClassDetail, ClassRosterResult } from '../../../src/core/api/teaching-contract';
import { signOutLocally } from '../../../src/core/store/auth';
import {
  chooseIn,
  consoleGo,
  mountConsole,
  navLabels,
  noticeShown,
  screenOf,
  signInAs,
  TEACHER_NAV,
  consoleFits,
} from '../helpers/console';
import { findIn, shadowOf, typeInto, waitForText } from '../helpers/dom';
import { catchDownloads, isZip } from '../helpers/downloads';
import { apiGet, apiPost, DEMO_PASSWORD, loginAs, must, registerUser } from '../helpers/server-api';
import { questionDraft } from '../helpers/quiz-setup';
import { waitUntil } from '../helpers/wait-until';

const SLOW = { timeout: 15000 };
const TAG = 'xnfz-admin-gradebook';

const base64Of = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

const el = <E extends Element = HTMLElement>(screen: HTMLElement, selector: string) =>
  shadowOf(screen).querySelector(selector) as E;
const byId = <E extends HTMLElement = HTMLInputElement>(screen: HTMLElement, id: string) =>
  shadowOf(screen).getElementById(id) as E;
const weightInput = (screen: HTMLElement, key: string) =>
  byId(screen, `gradebook-weight-${key.replace(/:/g, '-')}`);

/** The text a row's cells show, as the screen draws them. */
function shownRow(screen: HTMLElement, book: Gradebook, row: GradebookRow) {
  const tr = el(screen, `tr[data-student="${row.username}"]`);
  if (!tr) return null;
  return {
    scores: book.items.map(
      (item) =>
        tr.querySelector(`td[data-item="${item.key}"]`)?.querySelector('.figure-value, .not-done')
          ?.textContent,
    ),
    final: tr.querySelector('.final-figure')?.textContent,
    level: tr.querySelector('td.level')?.textContent,
    pending: tr.querySelector('.pending') !== null,
  };
}

/** What the screen must show for a row of the server's answer. */
function expectedRow(book: Gradebook, row: GradebookRow) {
  const levels = { excellent: '优秀', good: '良好', medium: '中等', pass: '及格', fail: '不及格' };
  return {
    scores: row.scores.map((score) => (score === null ? '未完成' : String(score))),
    final: row.final === null ? '—' : row.final.toFixed(book.settings.decimals),
    level: row.level === null ? '—' : levels[row.level],
    pending: row.pending,
  };
}

/** Waits until every row of the server's grade book is shown as the server computed it. */
async function showsServerFigures(screen: HTMLElement, book: Gradebook): Promise<void> {
  await waitUntil(
    () =>
      book.rows.every(
        (row) =>
          JSON.stringify(shownRow(screen, book, row)) === JSON.stringify(expectedRow(book, row)),
      ),
    'the figures the server answers',
    SLOW,
  ).catch((error: unknown) => {
    const differing = book.rows
      .map((row) => ({
        user: row.username,
        shown: shownRow(screen, book, row),
        server: expectedRow(book, row),
      }))
      .filter((one) => JSON.stringify(one.shown) !== JSON.stringify(one.server));
    throw new Error(`${String(error)}: ${JSON.stringify(differing)}`);
  });
}

describe('成绩册 in the console', function () {
  // a class, two quizzes and four students made through the API, then the teacher's session
  this.timeout(90000);
  let app: HTMLElement | undefined;
  afterEach(() => {
    app?.remove();
    app = undefined;
    signOutLocally();
  });

  it('a teacher reads, weighs and exports a class’s grade book', async () => {
    const stamp = Date.now().toString(36).slice(-5);
    const number = `00${stamp}7`;

    // a student the centre imported (学号, 姓名, 院系), added to the class from a roster
    const admin = await loginAs('admin1', DEMO_PASSWORD);
    must(
      await apiPost(
        '/api/admin/userImport',
        {
          fileName: '新生.csv',
          contentBase64: base64Of(
            `\uFEFF学号,姓名,身份,院系\r\n${number},欧阳成绩,学生,物理学院\r\n`,
          ),
          initialPassword: 'Start2026x',
          dryRun: false,
        },
        admin.token,
      ),
    );

    const teacher = await signInAs('teacher1');
    const course = must(
      await apiGet<Paged<AdminCourseRow>>('/api/admin/courseList?pageSize=50', teacher.token),
    ).rows[0]!;
    const save = async (draft: Partial<QuestionDraft>) =>
      must(
        await apiPost<QuestionDetail>(
          '/api/teaching/questionSave',
          { courseId: course.id, question: questionDraft(draft) },
          teacher.token,
        ),
      ).id;
    const q1 = await save({ stem: `<p>单摆周期 ${stamp}</p>` });
    const q2 = await save({ stem: `<p>摆长测量 ${stamp}</p>` });
    const q3 = await save({ stem: `<p>重力加速度 ${stamp}</p>`, score: 4 });
    const q4 = await save({
      type: 'essay',
      stem: `<p>简述误差来源 ${stamp}</p>`,
      options: [],
      correct: [],
      reference: '<p>摆角、计时</p>',
      score: 6,
    });

    const created = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: course.id,
          name: `成绩 ${stamp} 班`,
          term: '2026-2027 第一学期',
          coTeacherIds: [],
        },
        teacher.token,
      ),
    );
    let klass = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classCode',
        { id: created.id, action: 'open' },
        teacher.token,
      ),
    );
    if (!klass.joinCode)
      klass = must(
        await apiPost<ClassDetail>(
          '/api/teaching/classCode',
          { id: created.id, action: 'regenerate' },
          teacher.token,
        ),
      );
    const roster = must(
      await apiPost<ClassRosterResult>(
        '/api/teaching/classRoster',
        {
          classId: klass.id,
          fileName: '名单.csv',
          contentBase64: base64Of(`\uFEFF学号,姓名\r\n${number},欧阳成绩\r\n`),
          dryRun: false,
        },
        teacher.token,
      ),
    );
    expect(roster.added).to.equal(1);
    const [first, second, idle] = [
      await registerUser('student'),
      await registerUser('student'),
      await registerUser('student'),
    ];
    for (const student of [first, second, idle])
      must(await apiPost('/api/teaching/classJoin', { code: klass.joinCode }, student.token));

    const publish = async (title: string, questionIds: number[]) => {
      const saved = must(
        await apiPost<QuizDetail>(
          '/api/teaching/quizSave',
          {
            quiz: {
              classId: klass.id,
              kind: 'standalone',
              chapterId: null,
              experimentId: null,
              title,
              description: '',
              settings: {
                openAt: null,
                closeAt: null,
                timeLimitMinutes: 30,
                attempts: 1,
                counting: 'highest',
                passPercent: 60,
                shuffleQuestions: false,
                shuffleOptions: false,
                reveal: 'submit',
                gate: false,
                rules: DEFAULT_GRADING_RULES,
              },
              paper: {
                mode: 'fixed',
                items: questionIds.map((questionId) => ({ questionId, score: null })),
              },
            },
          },
          teacher.token,
        ),
      );
      return must(
        await apiPost<QuizDetail>(
          '/api/teaching/quizPublish',
          { id: saved.id, published: true },
          teacher.token,
        ),
      );
    };
    const unit = await publish(`单元测验 ${stamp}`, [q1, q2]);
    const final = await publish(`期末考试 ${stamp}`, [q3, q4]);
    expect([unit.total, final.total]).to.deep.equal([4, 10]);

    /** A student takes a quiz through the student calls: `answers` by question, then 交卷. */
    const take = async (token: string, quizId: number, answers: (string | { text: string })[]) => {
      const paper = must(await apiPost<QuizPaper>('/api/teaching/quizStart', { quizId }, token));
      for (const [index, answer] of answers.entries()) {
        const response =
          typeof answer === 'string'
            ? { choices: [paper.questions[index]!.options.indexOf(`<p>${answer}</p>`)] }
            : answer;
        must(
          await apiPost(
            '/api/teaching/quizAnswer',
            { attemptId: paper.attemptId, index, response },
            token,
          ),
        );
      }
      return must(
        await apiPost<QuizResult>(
          '/api/teaching/quizSubmit',
          { attemptId: paper.attemptId },
          token,
        ),
      );
    };
    expect((await take(first.token, unit.id, ['甲', '甲'])).score).to.equal(4);
    const essay = await take(first.token, final.id, ['甲', { text: '<p>摆角太大</p>' }]);
    expect([essay.score, essay.pending]).to.deep.equal([4, true]);
    expect((await take(second.token, unit.id, ['甲', '乙'])).score).to.equal(2);

    const bookOf = async (klassId = klass.id) =>
      must(
        await apiGet<Gradebook>(
          `/api/teaching/gradebook?classId=${klassId}&pageSize=50`,
          teacher.token,
        ),
      );
    const rowOf = (book: Gradebook, username: string) =>
      book.rows.find((row) => row.username === username)!;
    const before = await bookOf();
    const unitKey = `quiz:${unit.id}`;
    const finalKey = `quiz:${final.id}`;
    const at = (book: Gradebook, key: string) => book.items.findIndex((item) => item.key === key);
    expect(before.version).to.equal('0');
    expect(before.stats.students).to.equal(4);
    expect(rowOf(before, first.username).scores[at(before, unitKey)]).to.equal(4);
    expect(rowOf(before, second.username).scores[at(before, unitKey)]).to.equal(2);
    expect(rowOf(before, idle.username).scores[at(before, unitKey)]).to.equal(null);
    expect(rowOf(before, first.username).pending).to.equal(true);

    // the grade book as the server computed it
    app = await mountConsole('#/courses');
    expect(navLabels(app)).to.deep.equal([...TEACHER_NAV]);
    await consoleGo(`#/gradebook?class=${klass.id}`);
    const screen = await screenOf(app, TAG, `tr[data-student="${first.username}"]`, 20000);
    expect(byId<HTMLSelectElement>(screen, 'gradebook-class').value).to.equal(String(klass.id));
    await showsServerFigures(screen, before);
    const rules = el(screen, '.rules-text').textContent ?? '';
    expect(rules).to.include('各项按满分折算为百分制后加权平均，四舍五入保留 0 位小数');
    expect(rules).to.include('缺交计 0 分');
    expect(rules).to.include('五级制：优秀 ≥ 90，良好 ≥ 80，中等 ≥ 70，及格 ≥ 60');
    expect(el(screen, '.saved-line').textContent).to.include('尚未保存设置');
    const evenShare = `${Number((100 / before.items.length).toFixed(1))}%`;
    expect(el(screen, `th[data-item="${unitKey}"] .item-meta`).textContent).to.equal(
      `满分 4 · 占 ${evenShare}`,
    );
    const importedRow = before.rows.find((row) => row.studentNumber === number)!;
    expect(importedRow.department).to.equal('物理学院');
    const imported = el(screen, `tr[data-student="${importedRow.username}"]`);
    expect(imported.querySelector('.student-number')?.textContent).to.equal(number);
    expect(imported.textContent).to.include('欧阳成绩');
    expect(imported.textContent).to.include('物理学院');
    // the class's statistics
    expect(el(screen, '.stat-students dd').textContent).to.equal('4');
    expect(Number(el(screen, '.stat-mean dd').textContent)).to.equal(before.stats.mean);
    expect(Number(el(screen, '.stat-max dd').textContent)).to.equal(before.stats.max);
    expect(el(screen, `.item-stats tr[data-item="${unitKey}"] .item-done`).textContent).to.equal(
      '2 / 4',
    );
    expect(el(screen, `.item-stats tr[data-item="${unitKey}"] .item-mean`).textContent).to.equal(
      '3',
    );
    await expect(screen).to.be.accessible();
    await consoleFits(app, TAG, 'the grade book', { wideTables: true });

    // the search by 学号 (prefix)
    typeInto(byId(screen, 'gradebook-keyword'), `00${stamp}`);
    el<HTMLFormElement>(screen, 'form[role=search]').requestSubmit();
    await waitUntil(
      () => shadowOf(screen).querySelectorAll('tbody tr[data-student]').length === 1,
      'one student found by 学号',
      SLOW,
    );
    expect(el(screen, `tr[data-student="${importedRow.username}"]`)).to.not.equal(null);
    expect(el(screen, '.stat-students dd').textContent).to.equal('4', 'the class’s statistics');
    typeInto(byId(screen, 'gradebook-keyword'), '');
    el<HTMLFormElement>(screen, 'form[role=search]').requestSubmit();
    await waitUntil(
      () => shadowOf(screen).querySelectorAll('tbody tr[data-student]').length === 4,
      'every student again',
      SLOW,
    );

    // new weights: the two quizzes 60 : 40, everything else out of 总评
    const toggle = el<HTMLButtonElement>(screen, 'button.toggle-settings');
    toggle.click();
    await waitUntil(() => !el(screen, '#gradebook-settings').hidden, 'the settings open');
    expect(toggle.getAttribute('aria-expanded')).to.equal('true');
    const weights = Object.fromEntries(
      before.items.map((item) => [
        item.key,
        item.key === unitKey ? 60 : item.key === finalKey ? 40 : 0,
      ]),
    );
    for (const item of before.items)
      typeInto(weightInput(screen, item.key), String(weights[item.key]));
    await waitForText(screen, '占总评 60%');
    expect(
      byId(screen, `gradebook-weight-${unitKey.replace(':', '-')}-hint`).textContent,
    ).to.include('占总评 60%');
    expect(
      byId(screen, `gradebook-weight-${finalKey.replace(':', '-')}-hint`).textContent,
    ).to.include('占总评 40%');
    const others = before.items.filter((item) => ![unitKey, finalKey].includes(item.key));
    for (const item of others)
      expect(
        byId(screen, `gradebook-weight-${item.key.replace(/:/g, '-')}-hint`).textContent,
      ).to.include('未计入总评');
    await expect(screen).to.be.accessible();
    await consoleFits(app, TAG, 'the settings open', { wideTables: true });
    el<HTMLButtonElement>(screen, 'button.save-settings').click();
    await noticeShown('成绩册设置已保存');
    const weighed = await bookOf();
    expect(weighed.version).to.not.equal('0');
    expect(weighed.settings.weights).to.deep.equal(weights);
    expect(rowOf(weighed, first.username).final).to.equal(76, '60 % × 100 + 40 % × 40');
    expect(rowOf(weighed, second.username).final).to.equal(30, '60 % × 50 + 40 % × 0');
    expect(rowOf(weighed, first.username).final).to.not.equal(rowOf(before, first.username).final);
    await showsServerFigures(screen, weighed);
    expect(el(screen, `th[data-item="${unitKey}"] .item-meta`).textContent).to.equal(
      '满分 4 · 占 60%',
    );
    for (const item of others)
      expect(el(screen, `th[data-item="${item.key}"] .unweighed`)?.textContent).to.equal(
        '未计入总评',
      );
    expect(el(screen, '.unweighed-note').textContent).to.include('未计入总评（权重为 0）');
    expect(el(screen, '.saved-line').textContent).to.include('设置最后保存于');

    // thresholds out of order: the server's refusal at the thresholds, nothing stored
    const good = byId(screen, 'gradebook-threshold-good');
    typeInto(good, '95');
    el<HTMLButtonElement>(screen, 'button.save-settings').click();
    const refusal = await findIn(screen, '#gradebook-thresholds-error');
    expect(refusal.textContent).to.match(/^参数错误：settings\.thresholds /);
    expect((await bookOf()).version).to.equal(weighed.version);
    expect((await bookOf()).settings.thresholds.good).to.equal(80);
    typeInto(good, '80');

    // someone else saves meanwhile: the console shows both versions; keeping mine saves it over
    must(
      await apiPost(
        '/api/teaching/gradebookSave',
        {
          classId: klass.id,
          settings: { ...weighed.settings, decimals: 1 },
          version: weighed.version,
        },
        teacher.token,
      ),
    );
    el<HTMLInputElement>(screen, 'input[name=gradebook-missing][value=exclude]').click();
    el<HTMLButtonElement>(screen, 'button.save-settings').click();
    const conflict = await findIn(screen, '.conflict .side-theirs');
    expect(conflict.textContent).to.include('1 位');
    expect(el(screen, '.conflict .side-mine').textContent).to.include('不计入总评');
    el<HTMLButtonElement>(screen, '.conflict .form-actions .xnfz-button').click();
    await noticeShown('成绩册设置已保存');
    const kept = await bookOf();
    expect(kept.settings).to.include({ missing: 'exclude', decimals: 0 });
    expect(rowOf(kept, idle.username).final).to.equal(null, 'nothing done, nothing counted');
    await showsServerFigures(screen, kept);
    expect(el(screen, '.rules-text').textContent).to.include('缺交不计入总评');

    // the export
    const downloads = catchDownloads();
    try {
      el<HTMLButtonElement>(screen, 'button.export-gradebook').click();
      await waitUntil(() => downloads.files.length === 1, 'the grade book downloaded', SLOW);
      const [file] = downloads.files;
      expect(file!.fileName.startsWith('成绩册-'), file!.fileName).to.equal(true);
      expect(file!.fileName.endsWith('.xlsx'), file!.fileName).to.equal(true);
      expect(await isZip(file!.blob)).to.equal(true);
    } finally {
      downloads.stop();
    }

    // a class without students says so
    const empty = must(
      await apiPost<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: course.id,
          name: `空 ${stamp} 班`,
          term: '2026-2027 第一学期',
          coTeacherIds: [],
        },
        teacher.token,
      ),
    );
    await consoleGo('#/classes');
    await consoleGo(`#/gradebook?class=${klass.id}`);
    const again = await screenOf(app, TAG, '#gradebook-class', 20000);
    await waitUntil(
      () => byId(again, 'gradebook-class')?.querySelector(`option[value="${empty.id}"]`),
      'the new class offered',
      SLOW,
    );
    chooseIn(byId<HTMLSelectElement>(again, 'gradebook-class'), String(empty.id));
    const none = await screenOf(app, TAG, '.no-students', 20000);
    await waitForText(none, '班级还没有学生');
    expect(el(none, 'table.gradebook-table')).to.equal(null);

    // an archived class: read-only settings with the reason, still exportable
    must(
      await apiPost('/api/teaching/classArchive', { id: klass.id, archived: true }, teacher.token),
    );
    await consoleGo('#/classes');
    await consoleGo(`#/gradebook?class=${klass.id}`);
    const archived = await screenOf(app, TAG, '.archived-note', 20000);
    el<HTMLButtonElement>(archived, 'button.toggle-settings').click();
    await waitForText(archived, '这个班级已归档，设置只能查看。');
    expect(el<HTMLFieldSetElement>(archived, 'fieldset.settings-fields').disabled).to.equal(true);
    expect(el(archived, 'button.save-settings')).to.equal(null);
    expect(el(archived, 'button.export-gradebook')).to.not.equal(null);
    await consoleFits(app, TAG, 'an archived class', { wideTables: true });
  });
});
