/**
 * Quizzes (测验) through the real calls: a teacher builds and publishes a quiz of a class from the
 * course's bank; its students start, save answers as they go (a reload continues the same
 * paper), submit, and read results; the server alone judges (no key or 解析 before the settings
 * allow), keeps the time (answers after the deadline refused, attempts open at the deadline
 * submitted by the server), grades once on a double submit; the teacher follows, grades 简答,
 * reopens; the 预习测试 gate holds the experiment; bad input is refused naming the field.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { auditLog, quizAttempts, users } from '../../server/db/schema';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import { MSG_NOT_FOUND_CONTENT, type Paged } from '../../src/core/api/contract';
import {
  DEFAULT_GRADING_RULES,
  type QuestionDetail,
  type QuestionDraft,
} from '../../src/core/api/question-contract';
import {
  MSG_QUIZ_HAS_ATTEMPTS,
  MSG_QUIZ_NO_ATTEMPTS,
  MSG_QUIZ_NOT_OPEN,
  MSG_QUIZ_TIME_UP,
  type EssayAnswerRow,
  type MyQuizRow,
  type QuizDetail,
  type QuizDraft,
  type QuizIntro,
  type QuizPaper,
  type QuizResult,
  type QuizSettings,
  type QuizStats,
  type QuizTakerRow,
} from '../../src/core/api/quiz-contract';
import {
  MSG_CLASS_ARCHIVED,
  type ClassDetail,
  type MyClassRow,
  type TeachingPath,
} from '../../src/core/api/teaching-contract';
import { okData as ok } from './helpers/article-body';
import { createConsoleFixture, type ConsoleFixture } from './helpers/console-fixture';
import { questionDraft } from './helpers/question-draft';
import { call, newUser, register } from './helpers/test-app';
import { waitFor } from './helpers/wait-for';

let f: ConsoleFixture;
let klass: ClassDetail;
const students: { token: string; id: number }[] = [];
let stranger: string;
const ids: Record<QuestionDraft['type'], number> = {
  single: 0,
  multiple: 0,
  judge: 0,
  fill: 0,
  essay: 0,
};

const post = <T>(path: TeachingPath, body: object, token: string) =>
  call<T>(f.t, 'POST', path, { token, body });
const get = <T>(path: TeachingPath, query: Record<string, string | number>, token: string) =>
  call<T>(f.t, 'GET', path, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const refused = (result: { body: { code: number; msg: string } }, pattern: RegExp | string) => {
  assert.notEqual(result.body.code, 0, 'refused');
  if (typeof pattern === 'string') assert.equal(result.body.msg, pattern);
  else assert.match(result.body.msg, pattern);
};
const teacher = () => f.tokens.teacher1;

/** Texts that only the key and 解析 hold: none may reach a student before the settings allow. */
const SECRETS = ['解析秘密', '参考答案秘密', '北京市区', 'Yangtze'];
const BANK: Record<QuestionDraft['type'], QuestionDraft> = {
  single: questionDraft('single', {
    stem: '<p>单摆周期与哪个量无关？</p>',
    options: ['<p>摆长</p>', '<p>重力加速度</p>', '<p>摆球质量</p>', '<p>纬度</p>'],
    correct: [2],
    analysis: '<p>解析秘密一</p>',
    score: 2,
  }),
  multiple: questionDraft('multiple', {
    stem: '<p>哪些量影响单摆周期？</p>',
    options: ['<p>摆长</p>', '<p>重力加速度</p>', '<p>摆球颜色</p>'],
    correct: [0, 1],
    analysis: '<p>解析秘密二</p>',
    score: 4,
  }),
  judge: questionDraft('judge', {
    stem: '<p>小角度下周期与振幅无关。</p>',
    judge: true,
    score: 1,
  }),
  fill: questionDraft('fill', {
    stem: '<p>首都是___，最长的河是___。</p>',
    blanks: [
      { kind: 'text', answers: ['北京', '北京市区'] },
      { kind: 'text', answers: ['长江', 'Yangtze'] },
    ],
    score: 4,
  }),
  essay: questionDraft('essay', {
    stem: '<p>为什么测 30 个周期？</p>',
    reference: '<p>参考答案秘密</p>',
    score: 10,
  }),
};

const SETTINGS: QuizSettings = {
  openAt: null,
  closeAt: null,
  timeLimitMinutes: null,
  attempts: 1,
  counting: 'highest',
  passPercent: 60,
  shuffleQuestions: true,
  shuffleOptions: true,
  reveal: 'submit',
  gate: false,
  rules: DEFAULT_GRADING_RULES,
};

function quizDraft(changes: Partial<QuizDraft> = {}, settings: Partial<QuizSettings> = {}) {
  return {
    classId: klass.id,
    kind: 'standalone',
    chapterId: null,
    experimentId: null,
    title: '第一单元测验',
    description: '闭卷，独立完成。',
    settings: { ...SETTINGS, ...settings },
    paper: {
      mode: 'fixed',
      items: [
        { questionId: ids.single, score: null },
        { questionId: ids.multiple, score: null },
        { questionId: ids.judge, score: 2 },
        { questionId: ids.fill, score: null },
        { questionId: ids.essay, score: null },
      ],
    },
    ...changes,
  } satisfies QuizDraft;
}

async function publishedQuiz(
  changes: Partial<QuizDraft> = {},
  settings: Partial<QuizSettings> = {},
): Promise<QuizDetail> {
  const saved = ok(
    await post<QuizDetail>(
      '/api/teaching/quizSave',
      { quiz: quizDraft(changes, settings) },
      teacher(),
    ),
  );
  return ok(
    await post<QuizDetail>(
      '/api/teaching/quizPublish',
      { id: saved.id, published: true },
      teacher(),
    ),
  );
}

const strip = (html: string) => html.replace(/<[^>]*>/g, '');

/** The right answer of each question as this student's paper shows it (options shuffled). */
function rightAnswers(paper: QuizPaper) {
  return paper.questions.map((question) => {
    const source = Object.values(BANK).find((q) => strip(q.stem) === strip(question.stem))!;
    const shown = (original: number) =>
      question.options.findIndex((text) => text === source.options[original]);
    switch (source.type) {
      case 'single':
      case 'multiple':
        return { choices: source.correct.map(shown).sort() };
      case 'judge':
        return { judge: source.judge! };
      case 'fill':
        return { blanks: ['  北京 ', 'ＹＡＮＧＴＺＥ'] };
      default:
        return { text: '<p>减小计时误差。</p>' };
    }
  });
}

const answer = (attemptId: number, index: number, response: object | null, token: string) =>
  post('/api/teaching/quizAnswer', { attemptId, index, response }, token);

const attemptRow = async (attemptId: number) =>
  (await f.t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId)))[0]!;

before(async () => {
  f = await createConsoleFixture({ config: { quizSweepMs: 100 } });
  klass = ok(
    await post<ClassDetail>(
      '/api/teaching/classSave',
      {
        courseId: f.fixture.course.c1,
        name: '物理 2301 班',
        term: '2026-2027 第一学期',
        coTeacherIds: [],
      },
      teacher(),
    ),
  );
  for (let n = 0; n < 4; n += 1) {
    const data = (await register(f.t, newUser({ username: `quiz_student_${n}` }))).body.data!;
    if (n < 3)
      ok(await post<MyClassRow>('/api/teaching/classJoin', { code: klass.joinCode }, data.token));
    if (n < 3) students.push({ token: data.token, id: data.user.id });
    else stranger = data.token;
  }
  for (const [type, draft] of Object.entries(BANK))
    ids[type as QuestionDraft['type']] = ok(
      await post<QuestionDetail>(
        '/api/teaching/questionSave',
        { courseId: f.fixture.course.c1, question: draft },
        teacher(),
      ),
    ).id;
});
after(() => f.t.close());

describe('测验', { timeout: 120_000 }, () => {
  let quiz: QuizDetail;
  let paper: QuizPaper;
  const [a, b] = [() => students[0]!, () => students[1]!];

  it('a draft is its teachers’ only; published, its class sees it and nobody else', async () => {
    const draft = ok(
      await post<QuizDetail>('/api/teaching/quizSave', { quiz: quizDraft() }, teacher()),
    );
    assert.equal(draft.status, 'draft');
    assert.equal(draft.questionCount, 5);
    assert.equal(draft.total, 2 + 4 + 2 + 4 + 10, 'the judge question’s score is overridden to 2');
    assert.deepEqual(
      draft.paperQuestions.map((row) => row.id).sort((x, y) => x - y),
      Object.values(ids).sort((x, y) => x - y),
      'the form reads the fixed paper’s questions from the detail',
    );
    assert.equal(
      ok(await get<Paged<MyQuizRow>>('/api/teaching/myQuizzes', {}, a().token)).total,
      0,
    );
    refused(
      await post('/api/teaching/quizStart', { quizId: draft.id }, a().token),
      MSG_NOT_FOUND_CONTENT,
    );
    quiz = ok(
      await post<QuizDetail>(
        '/api/teaching/quizPublish',
        { id: draft.id, published: true },
        teacher(),
      ),
    );
    const mine = ok(await get<Paged<MyQuizRow>>('/api/teaching/myQuizzes', {}, a().token));
    assert.deepEqual(
      mine.rows.map((row) => [row.id, row.state, row.attemptsUsed, row.total]),
      [[quiz.id, 'open', 0, 22]],
    );
    refused(await post('/api/teaching/quizStart', { quizId: quiz.id }, stranger), MSG_FORBIDDEN);
    refused(await get('/api/teaching/quizDetail', { id: quiz.id }, a().token), MSG_FORBIDDEN);
    const intro = ok(
      await get<QuizIntro>('/api/teaching/quizIntro', { quizId: quiz.id }, a().token),
    );
    assert.equal(intro.canStart, true);
    assert.equal(intro.questionCount, 5);
  });

  it('the paper carries no key; a reload continues the same paper with the saved answers', async () => {
    paper = ok(await post<QuizPaper>('/api/teaching/quizStart', { quizId: quiz.id }, a().token));
    const raw = JSON.stringify(paper);
    for (const secret of SECRETS) assert.ok(!raw.includes(secret), `${secret} leaked`);
    assert.deepEqual(Object.keys(paper.questions[0]!).sort(), [
      'blankCount',
      'options',
      'score',
      'stem',
      'type',
    ]);
    assert.equal(paper.total, 22);
    assert.equal(paper.deadline, null);
    ok(await answer(paper.attemptId, 0, rightAnswers(paper)[0]!, a().token));
    const again = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: quiz.id }, a().token),
    );
    assert.equal(again.attemptId, paper.attemptId, 'the open attempt, not a new one');
    assert.deepEqual(again.questions, paper.questions, 'the same order of questions and options');
    assert.deepEqual(again.answers[0], rightAnswers(paper)[0]);
    const other = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: quiz.id }, b().token),
    );
    assert.notDeepEqual(
      other.questions.map((q) => q.stem + q.options.join()),
      paper.questions.map((q) => q.stem + q.options.join()),
      'another student’s paper is shuffled differently',
    );
  });

  it('bad answers are refused naming the field, and change nothing', async () => {
    const before = await attemptRow(paper.attemptId);
    const choiceIndex = paper.questions.findIndex((q) => q.type === 'single');
    const essayIndex = paper.questions.findIndex((q) => q.type === 'essay');
    refused(await answer(paper.attemptId, 9, { choices: [0] }, a().token), /^参数错误：index/);
    refused(
      await answer(paper.attemptId, choiceIndex, { choices: [7] }, a().token),
      /^参数错误：response\.choices/,
    );
    refused(
      await answer(paper.attemptId, choiceIndex, { text: 'x' }, a().token),
      /^参数错误：response/,
    );
    refused(
      await answer(paper.attemptId, essayIndex, { text: 'x'.repeat(20_001) }, a().token),
      /^参数错误：response\.text/,
    );
    refused(
      await answer(paper.attemptId, choiceIndex, { choices: [0] }, b().token),
      /^参数错误：attemptId/,
    );
    refused(
      await post('/api/teaching/quizSubmit', { attemptId: paper.attemptId }, b().token),
      /^参数错误：attemptId/,
    );
    const now = await attemptRow(paper.attemptId);
    assert.deepEqual(now.answers, before.answers);
    assert.equal(now.revision, before.revision);
  });

  it('a double submit grades once; the score is the key’s; the key shows after submitting', async () => {
    const right = rightAnswers(paper);
    for (const [index, response] of right.entries())
      ok(await answer(paper.attemptId, index, response, a().token));
    const [one, two] = await Promise.all([
      post<QuizResult>('/api/teaching/quizSubmit', { attemptId: paper.attemptId }, a().token),
      post<QuizResult>('/api/teaching/quizSubmit', { attemptId: paper.attemptId }, a().token),
    ]);
    const result = ok(one);
    assert.deepEqual(ok(two), result);
    assert.equal(result.score, 12, 'everything right but the 简答, which waits for the teacher');
    assert.equal(result.pending, true);
    assert.equal(result.passed, false, '12 of 22 is under 60 %');
    assert.equal(result.submittedBy, 'student');
    assert.equal(result.passPercent, 60);
    const listed = ok(await get<Paged<MyQuizRow>>('/api/teaching/myQuizzes', {}, a().token))
      .rows[0]!;
    assert.deepEqual(
      [listed.state, listed.lastResultId, listed.passPercent],
      ['done', paper.attemptId, 60],
    );
    const single = result.questions.find((q) => q.type === 'single')!;
    assert.deepEqual(
      single.key?.correct,
      right[paper.questions.findIndex((q) => q.type === 'single')]!.choices,
    );
    assert.match(single.key?.analysis ?? '', /解析秘密一/);
    const row = await attemptRow(paper.attemptId);
    assert.equal(
      row.revision,
      1 + 6 + 1,
      'six saves and one grading: the second submit wrote nothing',
    );
    refused(await answer(paper.attemptId, 0, { choices: [0] }, a().token), /已交卷/);
    refused(
      await post('/api/teaching/quizStart', { quizId: quiz.id }, a().token),
      MSG_QUIZ_NO_ATTEMPTS,
    );
  });

  it('the teacher grades the 简答; the score rises; a score outside the question is refused', async () => {
    const essays = ok(
      await get<Paged<EssayAnswerRow>>(
        '/api/teaching/quizEssays',
        { quizId: quiz.id, pendingOnly: 'true' },
        teacher(),
      ),
    );
    assert.equal(essays.total, 1, 'one submitted 简答 (the other student is still answering)');
    const essay = essays.rows[0]!;
    assert.equal(essay.text, '<p>减小计时误差。</p>');
    refused(
      await post(
        '/api/teaching/quizEssayGrade',
        { attemptId: essay.attemptId, index: essay.index, score: 10.5, comment: '' },
        teacher(),
      ),
      /^参数错误：(score|body\/score)/,
    );
    refused(
      await post(
        '/api/teaching/quizEssayGrade',
        { attemptId: essay.attemptId, index: essay.index, score: 7.3, comment: '' },
        teacher(),
      ),
      /^参数错误：score/,
    );
    refused(
      await post(
        '/api/teaching/quizEssayGrade',
        { attemptId: essay.attemptId, index: essay.index, score: 8, comment: '' },
        a().token,
      ),
      MSG_FORBIDDEN,
    );
    const graded = ok(
      await post<EssayAnswerRow>(
        '/api/teaching/quizEssayGrade',
        { attemptId: essay.attemptId, index: essay.index, score: 8.5, comment: '要点对' },
        teacher(),
      ),
    );
    assert.equal(graded.score, 8.5);
    const result = ok(
      await get<QuizResult>('/api/teaching/quizResult', { attemptId: paper.attemptId }, a().token),
    );
    assert.equal(result.score, 20.5);
    assert.equal(result.pending, false);
    assert.equal(result.passed, true);
    assert.equal(result.questions.find((q) => q.type === 'essay')!.comment, '要点对');
    const [audited] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quiz.grade'), eq(auditLog.entityId, String(quiz.id))));
    assert.ok(audited, 'the grade is in the audit log');
  });

  it('follows who started and submitted; reopens an attempt; refuses changes that would lose grades', async () => {
    const takers = ok(
      await get<Paged<QuizTakerRow>>('/api/teaching/quizTakers', { quizId: quiz.id }, teacher()),
    );
    const byId = new Map(takers.rows.map((row) => [row.userId, row]));
    assert.equal(takers.total, 3);
    assert.deepEqual(
      [
        byId.get(a().id)?.state,
        byId.get(a().id)?.score,
        byId.get(b().id)?.state,
        byId.get(students[2]!.id)?.state,
      ],
      ['submitted', 20.5, 'open', 'none'],
    );
    // the key was shown on submitting: answers changed now would be judged against it
    refused(
      await post(
        '/api/teaching/quizReopen',
        { quizId: quiz.id, userId: a().id, minutes: 15 },
        teacher(),
      ),
      /^参数错误：userId 答案与解析已向这名学生公布/,
    );
    const hidden = await publishedQuiz({ title: '不公布答案的测验' }, { reveal: 'never' });
    const first = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: hidden.id }, a().token),
    );
    const essayAt = first.questions.findIndex((q) => q.type === 'essay');
    ok(await answer(first.attemptId, essayAt, { text: '<p>第一稿</p>' }, a().token));
    ok(await post('/api/teaching/quizSubmit', { attemptId: first.attemptId }, a().token));
    ok(
      await post(
        '/api/teaching/quizEssayGrade',
        { attemptId: first.attemptId, index: essayAt, score: 8, comment: '' },
        teacher(),
      ),
    );
    const reopen = () =>
      post<QuizTakerRow>(
        '/api/teaching/quizReopen',
        { quizId: hidden.id, userId: a().id, minutes: 15 },
        teacher(),
      );
    assert.equal(ok(await reopen()).state, 'open');
    refused(await reopen(), /^参数错误：userId 这名学生正在作答/);
    const continued = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: hidden.id }, a().token),
    );
    assert.equal(continued.attemptId, first.attemptId);
    assert.equal(Date.parse(continued.deadline!) - Date.parse(continued.now), 15 * 60_000);
    ok(await post('/api/teaching/quizSubmit', { attemptId: first.attemptId }, a().token));
    assert.equal((await attemptRow(first.attemptId)).score, 8, 'the teacher’s mark stays');
    ok(await reopen());
    ok(await answer(first.attemptId, essayAt, { text: '<p>改写后的回答</p>' }, a().token));
    const regraded = ok(
      await post<QuizResult>('/api/teaching/quizSubmit', { attemptId: first.attemptId }, a().token),
    );
    assert.deepEqual(
      [regraded.score, regraded.pending],
      [0, true],
      'a rewritten 简答 waits for a new mark',
    );
    const [reopenAudit] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quiz.reopen'), eq(auditLog.entityId, String(hidden.id))));
    assert.ok(reopenAudit, 'reopening is audited');
    // what grades the attempts is fixed once there are some; a bank edit may not change the total
    const opened = ok(
      await get<QuizDetail>('/api/teaching/quizDetail', { id: quiz.id }, teacher()),
    );
    refused(
      await post(
        '/api/teaching/quizSave',
        {
          id: quiz.id,
          version: opened.version,
          quiz: quizDraft({}, { rules: { ...DEFAULT_GRADING_RULES, multiplePartial: 'none' } }),
        },
        teacher(),
      ),
      MSG_QUIZ_HAS_ATTEMPTS,
    );
    ok(
      await post(
        '/api/teaching/quizSave',
        {
          id: quiz.id,
          version: opened.version,
          quiz: quizDraft({ title: '第一单元测验（改名）' }),
        },
        teacher(),
      ),
    );
    refused(
      await post(
        '/api/teaching/questionSave',
        {
          id: ids.single,
          courseId: f.fixture.course.c1,
          version: '1',
          question: { ...BANK.single, score: 5 },
        },
        teacher(),
      ),
      /^参数错误：question .*总分/,
    );
    refused(
      await post('/api/teaching/quizDelete', { id: quiz.id }, teacher()),
      MSG_QUIZ_HAS_ATTEMPTS,
    );
    refused(
      await post('/api/teaching/quizPublish', { id: quiz.id, published: false }, teacher()),
      MSG_QUIZ_HAS_ATTEMPTS,
    );
    refused(
      await post(
        '/api/teaching/quizSave',
        {
          id: quiz.id,
          version: String(
            ok(await get<QuizDetail>('/api/teaching/quizDetail', { id: quiz.id }, teacher()))
              .version,
          ),
          quiz: quizDraft({
            paper: { mode: 'fixed', items: [{ questionId: ids.single, score: null }] },
          }),
        },
        teacher(),
      ),
      MSG_QUIZ_HAS_ATTEMPTS,
    );
    refused(
      await post(
        '/api/teaching/questionDelete',
        { courseId: f.fixture.course.c1, ids: [ids.judge] },
        teacher(),
      ),
      /^参数错误：ids .*《第一单元测验（改名）》/,
    );
  });

  it('statistics per question: correct rate, option distribution, 难度 and 区分度', async () => {
    const first = await attemptRow(paper.attemptId);
    const single = paper.questions.findIndex((q) => q.type === 'single');
    const rightSingle = rightAnswers(paper)[single]!;
    // ten more students' submitted attempts on the same paper: five strong (everything right), five weak
    for (let n = 0; n < 10; n += 1) {
      const data = (await register(f.t, newUser({ username: `quiz_stat_${n}` }))).body.data!;
      const strong = n < 5;
      await f.t.db.insert(quizAttempts).values({
        quizId: quiz.id,
        userId: data.user.id,
        number: 1,
        paper: first.paper,
        answers: strong
          ? rightAnswers(paper)
          : paper.questions.map((q, index) =>
              index === single ? { choices: [(rightSingle.choices![0]! + 1) % 4] } : null,
            ),
        marks: first.paper.map(() => null),
        startedAt: f.t.clock.now(),
        submittedAt: f.t.clock.now(),
        submittedBy: 'student',
        score: strong ? 12 : 0,
      });
    }
    const stats = ok(
      await get<QuizStats>('/api/teaching/quizStats', { quizId: quiz.id }, teacher()),
    );
    assert.equal(stats.submitted, 11, 'student A and the ten');
    assert.equal(stats.members, 3);
    const singleStat = stats.questions.find((q) => q.type === 'single')!;
    assert.equal(singleStat.papers, 11);
    assert.equal(singleStat.answered, 11);
    assert.equal(singleStat.correctRate, Math.round((6 / 11) * 1000) / 1000);
    // 摆球质量 (C in the bank's order) is right: student A and the five strong chose it
    assert.deepEqual(
      singleStat.choices.map((choice) => [choice.label, choice.right]),
      [
        ['A', false],
        ['B', false],
        ['C', true],
        ['D', false],
      ],
    );
    assert.equal(singleStat.choices[2]!.count, 6);
    assert.equal(
      singleStat.choices.reduce((sum, choice) => sum + choice.count, 0),
      11,
    );
    assert.equal(singleStat.discrimination, 1, 'the top 27 % all right, the bottom 27 % all wrong');
    assert.equal(
      stats.questions.find((q) => q.type === 'essay')!.pending,
      5,
      'the five strong essays wait',
    );
    refused(await get('/api/teaching/quizStats', { quizId: quiz.id }, a().token), MSG_FORBIDDEN);
  });

  it('keeps the server’s time: answers after the deadline are refused; open attempts are submitted at it', async () => {
    const timed = await publishedQuiz({ title: '限时测验' }, { timeLimitMinutes: 10 });
    const mine = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: timed.id }, a().token),
    );
    assert.equal(Date.parse(mine.deadline!) - Date.parse(mine.now), 10 * 60_000);
    const theirs = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: timed.id }, students[2]!.token),
    );
    const right = rightAnswers(theirs);
    const judge = theirs.questions.findIndex((q) => q.type === 'judge');
    ok(await answer(theirs.attemptId, judge, right[judge]!, students[2]!.token));
    ok(await answer(mine.attemptId, 0, rightAnswers(mine)[0]!, a().token));
    f.t.clock.advance(10 * 60 + 1);
    refused(await answer(mine.attemptId, 1, rightAnswers(mine)[1]!, a().token), MSG_QUIZ_TIME_UP);
    const closed = await attemptRow(mine.attemptId);
    assert.equal(closed.submittedBy, 'deadline');
    assert.equal(closed.submittedAt?.toISOString(), mine.deadline, 'submitted as at its deadline');
    assert.deepEqual(closed.answers[1], null, 'the late answer is not stored');
    // nobody asks for the other attempt: the server's sweep submits it (its tab was closed)
    const swept = await waitFor('the sweep submits the attempt', async () => {
      const row = await attemptRow(theirs.attemptId);
      return row.submittedAt !== null && row;
    });
    assert.equal(swept.submittedBy, 'deadline');
    assert.equal(swept.score, 2, 'graded from what was saved: the 判断 question, worth 2 here');
    const result = ok(
      await get<QuizResult>(
        '/api/teaching/quizResult',
        { attemptId: theirs.attemptId },
        students[2]!.token,
      ),
    );
    assert.equal(result.score, 2);
    assert.equal(result.submittedBy, 'deadline');
  });

  it('a new close time or time limit moves the deadlines of attempts under way (not a reopened one)', async () => {
    const minutes = (n: number) => n * 60_000;
    const t0 = f.t.clock.now().getTime();
    const draft = (settings: Partial<QuizSettings>) =>
      quizDraft({ title: '考试中改时间' }, { reveal: 'close', ...settings });
    const timed = await publishedQuiz(
      { title: '考试中改时间' },
      {
        reveal: 'close',
        timeLimitMinutes: 30,
        closeAt: new Date(t0 + minutes(60)).toISOString(),
      },
    );
    const mine = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: timed.id }, a().token),
    );
    assert.equal(Date.parse(mine.deadline!), t0 + minutes(30));
    // another student submits, and the teacher reopens that attempt for 20 minutes
    const theirs = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: timed.id }, students[2]!.token),
    );
    ok(await post('/api/teaching/quizSubmit', { attemptId: theirs.attemptId }, students[2]!.token));
    ok(
      await post(
        '/api/teaching/quizReopen',
        { quizId: timed.id, userId: students[2]!.id, minutes: 20 },
        teacher(),
      ),
    );
    const save = async (settings: Partial<QuizSettings>) => {
      const opened = ok(
        await get<QuizDetail>('/api/teaching/quizDetail', { id: timed.id }, teacher()),
      );
      ok(
        await post<QuizDetail>(
          '/api/teaching/quizSave',
          { id: timed.id, version: opened.version, quiz: draft(settings) },
          teacher(),
        ),
      );
    };
    // a longer limit: the close time now comes first
    await save({ timeLimitMinutes: 90, closeAt: new Date(t0 + minutes(60)).toISOString() });
    assert.equal((await attemptRow(mine.attemptId)).deadlineAt?.getTime(), t0 + minutes(60));
    const saved = ok(await answer(mine.attemptId, 0, rightAnswers(mine)[0]!, a().token)) as {
      deadline: string;
    };
    assert.equal(Date.parse(saved.deadline), t0 + minutes(60), 'the student’s page learns it');
    assert.equal(
      (await attemptRow(theirs.attemptId)).deadlineAt?.getTime(),
      t0 + minutes(20),
      'a reopened attempt keeps the time its teacher gave',
    );
    // the exam is ended early: the close time moves to 5 minutes after the start
    await save({ timeLimitMinutes: 90, closeAt: new Date(t0 + minutes(5)).toISOString() });
    assert.equal((await attemptRow(mine.attemptId)).deadlineAt?.getTime(), t0 + minutes(5));
    f.t.clock.advance(6 * 60);
    refused(await answer(mine.attemptId, 1, rightAnswers(mine)[1]!, a().token), MSG_QUIZ_TIME_UP);
    const right = rightAnswers(theirs);
    ok(await answer(theirs.attemptId, 0, right[0]!, students[2]!.token));
    assert.equal((await attemptRow(mine.attemptId)).submittedBy, 'deadline');
  });

  it('shows the key only when the settings allow: after closing, or never', async () => {
    const start = f.t.clock.now().getTime();
    const closing = await publishedQuiz(
      { title: '截止后公布' },
      {
        reveal: 'close',
        closeAt: new Date(start + 3_600_000).toISOString(),
        openAt: new Date(start + 60_000).toISOString(),
      },
    );
    refused(
      await post('/api/teaching/quizStart', { quizId: closing.id }, a().token),
      MSG_QUIZ_NOT_OPEN,
    );
    f.t.clock.advance(61);
    const mine = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: closing.id }, a().token),
    );
    const result = ok(
      await post<QuizResult>('/api/teaching/quizSubmit', { attemptId: mine.attemptId }, a().token),
    );
    const raw = JSON.stringify(result);
    for (const secret of SECRETS)
      assert.ok(!raw.includes(secret), `${secret} shown before closing`);
    assert.ok(result.questions.every((q) => q.key === null && q.graded === null));
    assert.equal(result.revealAt, closing.settings.closeAt);
    f.t.clock.advance(3600);
    const later = ok(
      await get<QuizResult>('/api/teaching/quizResult', { attemptId: mine.attemptId }, a().token),
    );
    assert.ok(later.questions.every((q) => q.key !== null));
    const never = await publishedQuiz({ title: '不公布' }, { reveal: 'never' });
    const paperNever = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: never.id }, a().token),
    );
    const resultNever = ok(
      await post<QuizResult>(
        '/api/teaching/quizSubmit',
        { attemptId: paperNever.attemptId },
        a().token,
      ),
    );
    assert.ok(!SECRETS.some((secret) => JSON.stringify(resultNever).includes(secret)));
    assert.equal(resultNever.revealAt, null);
  });

  it('a random draw is seeded per student and attempt; a plan the bank cannot fill is refused by rule', async () => {
    refused(
      await post(
        '/api/teaching/quizSave',
        {
          quiz: quizDraft({
            paper: {
              mode: 'draw',
              rules: [{ type: 'single', difficulty: null, tag: null, count: 2, score: 3 }],
            },
          }),
        },
        teacher(),
      ),
      /^参数错误：quiz\.paper\.rules\[0\]\.count/,
    );
    const drawn = await publishedQuiz({
      title: '随机抽题',
      paper: {
        mode: 'draw',
        rules: [
          { type: 'single', difficulty: null, tag: null, count: 1, score: 3 },
          { type: 'judge', difficulty: null, tag: null, count: 1, score: null },
        ],
      },
    });
    assert.equal(drawn.total, 3 + 1);
    const first = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: drawn.id }, b().token),
    );
    const reload = ok(
      await get<QuizPaper>('/api/teaching/quizPaper', { attemptId: first.attemptId }, b().token),
    );
    assert.deepEqual(reload.questions, first.questions);
    assert.deepEqual(first.questions.map((q) => q.type).sort(), ['judge', 'single']);
  });

  it('a gated 预习测试 holds the experiment until the student passes it', async () => {
    const gate = await publishedQuiz(
      {
        title: '单摆预习',
        kind: 'preview',
        experimentId: f.experimentId,
        paper: { mode: 'fixed', items: [{ questionId: ids.judge, score: null }] },
      },
      { gate: true, attempts: 2 },
    );
    const start = () =>
      post(
        '/api/xnfz/experimentStart' as TeachingPath,
        { experimentId: f.experimentId },
        b().token,
      );
    refused(await start(), '请先通过预习测试《单摆预习》再开始实验');
    const wrong = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: gate.id }, b().token),
    );
    ok(await answer(wrong.attemptId, 0, { judge: false }, b().token));
    ok(await post('/api/teaching/quizSubmit', { attemptId: wrong.attemptId }, b().token));
    refused(await start(), /请先通过预习测试/);
    const right = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: gate.id }, b().token),
    );
    ok(await answer(right.attemptId, 0, { judge: true }, b().token));
    ok(await post('/api/teaching/quizSubmit', { attemptId: right.attemptId }, b().token));
    ok(await start());
    // someone not in the class is not held
    ok(
      await post(
        '/api/xnfz/experimentStart' as TeachingPath,
        { experimentId: f.experimentId },
        stranger,
      ),
    );
  });

  it('counts answer saves per student, not per address (a computer room shares one)', async () => {
    const lab = await publishedQuiz({ title: '机房测验' });
    const joined = async (username: string) => {
      const data = (await register(f.t, newUser({ username }))).body.data!;
      ok(await post('/api/teaching/classJoin', { code: klass.joinCode }, data.token));
      return data;
    };
    const [one, two] = [await joined('quiz_lab_1'), await joined('quiz_lab_2')];
    const first = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: lab.id }, one.token),
    );
    const judge = first.questions.findIndex((q) => q.type === 'judge');
    for (let n = 0; n < 240; n += 1)
      ok(await answer(first.attemptId, judge, { judge: n % 2 === 0 }, one.token));
    refused(await answer(first.attemptId, judge, { judge: true }, one.token), /^请求过于频繁/);
    const second = ok(
      await post<QuizPaper>('/api/teaching/quizStart', { quizId: lab.id }, two.token),
    );
    ok(await answer(second.attemptId, 0, null, two.token));
  });

  it('a bad paper is refused naming the field of its own mode (a draw rule, a fixed item)', async () => {
    const rule = { type: 'single', difficulty: null, tag: null, count: 2, score: null };
    const cases: [object, RegExp][] = [
      [
        { mode: 'draw', rules: [{ ...rule, type: 'bogus' }] },
        /^参数错误：quiz\.paper\.rules\[0\]\.type /,
      ],
      [
        { mode: 'draw', rules: [rule, { ...rule, count: 0 }] },
        /^参数错误：quiz\.paper\.rules\[1\]\.count /,
      ],
      [{ mode: 'draw', rules: [{ ...rule, extra: 1 }] }, /^参数错误：quiz\.paper\.rules\[0\]/],
      [
        { mode: 'fixed', items: [{ questionId: 'x', score: null }] },
        /^参数错误：quiz\.paper\.items\[0\]\.questionId /,
      ],
      [{ mode: 'lottery', items: [] }, /^参数错误：quiz\.paper\.mode /],
    ];
    for (const [paper, named] of cases)
      refused(
        await post('/api/teaching/quizSave', { quiz: { ...quizDraft(), paper } }, teacher()),
        named,
      );
  });

  it('a quiz’s place must be of the class’s course; its teachers only', async () => {
    refused(
      await post(
        '/api/teaching/quizSave',
        { quiz: quizDraft({ kind: 'chapter', chapterId: null }) },
        teacher(),
      ),
      /^参数错误：quiz\.chapterId/,
    );
    const otherChapter = f.fixture.chapter.first + 1000;
    refused(
      await post(
        '/api/teaching/quizSave',
        { quiz: quizDraft({ kind: 'chapter', chapterId: otherChapter }) },
        teacher(),
      ),
      /^参数错误：quiz\.chapterId/,
    );
    refused(
      await post(
        '/api/teaching/quizSave',
        {
          quiz: quizDraft({}, { closeAt: '2025-01-01T00:00:00Z', openAt: '2025-02-01T00:00:00Z' }),
        },
        teacher(),
      ),
      /^参数错误：quiz\.settings\.closeAt/,
    );
    refused(
      await post('/api/teaching/quizSave', { quiz: quizDraft({ title: '  ' }) }, teacher()),
      /^参数错误：quiz\.title/,
    );
    const outsider = (await register(f.t, newUser({ username: 'quiz_teacher_out' }))).body.data!;
    await f.t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, outsider.user.id));
    refused(
      await post('/api/teaching/quizSave', { quiz: quizDraft() }, outsider.token),
      MSG_FORBIDDEN,
    );
    const chapterQuiz = ok(
      await post<QuizDetail>(
        '/api/teaching/quizSave',
        { quiz: quizDraft({ kind: 'chapter', chapterId: f.fixture.chapter.first }) },
        teacher(),
      ),
    );
    refused(
      await get('/api/teaching/quizDetail', { id: chapterQuiz.id }, outsider.token),
      MSG_FORBIDDEN,
    );
    ok(await post('/api/teaching/quizDelete', { id: chapterQuiz.id }, teacher()));
  });

  it('an archived class is read-only for its students too: no start, no answer', async () => {
    const last = await publishedQuiz({ title: '期末前' });
    const c = students[2]!;
    const open = ok(await post<QuizPaper>('/api/teaching/quizStart', { quizId: last.id }, c.token));
    ok(await post('/api/teaching/classArchive', { id: klass.id, archived: true }, teacher()));
    const before = await attemptRow(open.attemptId);
    refused(await answer(open.attemptId, 0, null, c.token), MSG_CLASS_ARCHIVED);
    refused(
      await post('/api/teaching/quizStart', { quizId: last.id }, a().token),
      MSG_CLASS_ARCHIVED,
    );
    assert.equal((await attemptRow(open.attemptId)).revision, before.revision);
  });
});
