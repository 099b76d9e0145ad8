/**
 * The whole teaching journey through the real calls, on one database: a teacher imports
 * 40 questions from an .xlsx with 3 bad rows (the dry run names them; nothing stored), fixes and
 * imports them, imports the same types from GIFT, gathers a class of 25 (join code and roster),
 * builds a chapter quiz drawing 10 and a gated 预习测试; students take them. Every answer of every
 * student call is read for the key and 解析: none appears before the settings allow.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { questions, quizAttempts, users } from '../../server/db/schema';
import type { Paged } from '../../src/core/api/contract';
import {
  DEFAULT_GRADING_RULES,
  type QuestionImportResult,
} from '../../src/core/api/question-contract';
import type {
  MyQuizRow,
  QuizDetail,
  QuizIntro,
  QuizPaper,
  QuizResult,
  QuizSettings,
} from '../../src/core/api/quiz-contract';
import type {
  ClassDetail,
  ClassRosterResult,
  MyClassRow,
  TeachingPath,
} from '../../src/core/api/teaching-contract';
import { okData as ok } from './helpers/article-body';
import { createConsoleFixture, type ConsoleFixture } from './helpers/console-fixture';
import { call, newUser, register } from './helpers/test-app';

let f: ConsoleFixture;
const teacher = () => f.tokens.teacher1;
const course = () => f.fixture.course.c1;
const post = <T>(path: TeachingPath, body: object, token: string) =>
  call<T>(f.t, 'POST', path, { token, body });
const get = <T>(path: TeachingPath, query: Record<string, string | number>, token: string) =>
  call<T>(f.t, 'GET', path, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

/** Only the key and 解析 hold these: no student answer may carry them before the settings allow. */
const SECRET = '解析暗号';
const REFERENCE = '参考暗号';
const studentAnswers: string[] = [];
/** A student's call: its answer is kept to be read for secrets. */
async function asStudent<T>(
  method: 'GET' | 'POST',
  path: TeachingPath,
  input: object,
  token: string,
) {
  const result =
    method === 'GET'
      ? await get<T>(path, input as Record<string, string | number>, token)
      : await post<T>(path, input, token);
  studentAnswers.push(result.raw);
  return ok(result);
}

const HEADERS = [
  '题型',
  '题干',
  '选项A',
  '选项B',
  '选项C',
  '选项D',
  '答案',
  '解析',
  '难度',
  '知识点',
  '分值',
];

/** Row n of the 40 (cycling the five types); the bad ones as the teacher first wrote them. */
function row(n: number, bad: boolean): (string | number)[] {
  const analysis = `<p>${SECRET} ${n}</p>`;
  const options = ['甲', '乙', '丙', '丁'];
  switch (n % 5) {
    case 0:
      return ['单选', `第 ${n} 题 选乙`, ...options, bad ? 'Z' : 'B', analysis, '易', '单摆', 2];
    case 1:
      return ['多选', `第 ${n} 题 选甲丙`, ...options, 'AC', analysis, '中', '单摆', 4];
    case 2:
      return [
        bad ? '填图' : '判断',
        `第 ${n} 题 对`,
        '',
        '',
        '',
        '',
        '正确',
        analysis,
        '易',
        '周期',
        1,
      ];
    case 3:
      return [
        '填空',
        `第 ${n} 题 ___ 是首都`,
        '',
        '',
        '',
        '',
        bad ? '' : '北京',
        analysis,
        '中',
        '周期',
        2,
      ];
    default:
      return [
        '简答',
        `第 ${n} 题 说明原因`,
        '',
        '',
        '',
        '',
        `<p>${REFERENCE}</p>`,
        analysis,
        '难',
        '误差',
        5,
      ];
  }
}
/** The bad rows: an unknown option letter, an unknown type, a blank with no answer. */
const BAD = new Set([5, 17, 33]);

async function xlsxOf(fixed: boolean): Promise<string> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('题目');
  sheet.addRow(HEADERS);
  for (let n = 0; n < 40; n += 1) sheet.addRow(row(n, !fixed && BAD.has(n)));
  return Buffer.from(await book.xlsx.writeBuffer()).toString('base64');
}

const GIFT = [
  `::G1:: 单摆周期与质量无关 {T #### ${SECRET} G1}`,
  `::G2:: 选出单位 {=米 ~千克 ~秒 #### ${SECRET} G2}`,
  `::G3:: 选出标量 {~%50%质量 ~%50%时间 ~力 #### ${SECRET} G3}`,
  `::G4:: 首都是 {=北京 =北京市 #### ${SECRET} G4}`,
  `::G5:: 说明误差来源 {#### ${SECRET} G5}`,
].join('\n\n');

const SETTINGS: QuizSettings = {
  openAt: null,
  closeAt: null,
  timeLimitMinutes: 30,
  attempts: 1,
  counting: 'highest',
  passPercent: 60,
  shuffleQuestions: true,
  shuffleOptions: true,
  reveal: 'close',
  gate: false,
  rules: DEFAULT_GRADING_RULES,
};

let klass: ClassDetail;
const students: { token: string; id: number }[] = [];

before(async () => {
  f = await createConsoleFixture();
});
after(() => f.t.close());

describe('教学与考核：从题库到测验', { timeout: 180_000 }, () => {
  it('imports 40 questions from .xlsx: the dry run names the 3 bad rows and stores nothing; fixed, all 40 go in', async () => {
    const importXlsx = async (fixed: boolean, dryRun: boolean) =>
      post<QuestionImportResult>(
        '/api/teaching/questionImport',
        {
          courseId: course(),
          format: 'xlsx',
          fileName: '第二章题库.xlsx',
          contentBase64: await xlsxOf(fixed),
          dryRun,
        },
        teacher(),
      );
    const dry = ok(await importXlsx(false, true));
    assert.equal(dry.total, 40);
    assert.equal(dry.invalid, 3);
    // the header is row 1: question n is on row n + 2
    assert.deepEqual(
      dry.rows.filter((r) => r.problems.length > 0).map((r) => r.line),
      [...BAD].map((n) => n + 2),
    );
    for (const bad of dry.rows.filter((r) => r.problems.length > 0))
      assert.match(bad.problems.join('；'), /^(题型|答案)/, `row ${bad.line} names the field`);
    const refused = await importXlsx(false, false);
    assert.match(refused.body.msg, /^参数错误：contentBase64 文件中有 3 题有问题/);
    assert.equal((await f.t.db.select().from(questions)).length, 0);
    assert.equal(ok(await importXlsx(true, false)).imported, 40);
    const gift = ok(
      await post<QuestionImportResult>(
        '/api/teaching/questionImport',
        {
          courseId: course(),
          format: 'gift',
          fileName: 'moodle.gift',
          contentBase64: Buffer.from(GIFT).toString('base64'),
          dryRun: false,
        },
        teacher(),
      ),
    );
    assert.equal(gift.imported, 5);
    const types = (await f.t.db.select({ type: questions.type }).from(questions)).map(
      (q) => q.type,
    );
    assert.deepEqual(
      Object.fromEntries(
        ['single', 'multiple', 'judge', 'fill', 'essay'].map((t) => [
          t,
          types.filter((x) => x === t).length,
        ]),
      ),
      { single: 9, multiple: 9, judge: 9, fill: 9, essay: 9 },
    );
  });

  it('gathers a class of 25: 15 with the join code, 10 from a roster', async () => {
    klass = ok(
      await post<ClassDetail>(
        '/api/teaching/classSave',
        { courseId: course(), name: '物理 2305 班', term: '2026-2027 第一学期', coTeacherIds: [] },
        teacher(),
      ),
    );
    const roster = new ExcelJS.Workbook();
    const sheet = roster.addWorksheet('名单');
    sheet.addRow(['学号', '姓名']);
    for (let n = 0; n < 25; n += 1) {
      const data = (await register(f.t, newUser({ username: `journey_${n}` }))).body.data!;
      students.push({ token: data.token, id: data.user.id });
      if (n < 15)
        ok(await post<MyClassRow>('/api/teaching/classJoin', { code: klass.joinCode }, data.token));
      else {
        const number = `00250${String(n).padStart(2, '0')}`;
        await f.t.db
          .update(users)
          .set({ studentNumber: number, realName: `学生${n}` })
          .where(eq(users.id, data.user.id));
        sheet.addRow([number, `学生${n}`]);
      }
    }
    sheet.getColumn(1).numFmt = '@';
    const added = ok(
      await post<ClassRosterResult>(
        '/api/teaching/classRoster',
        {
          classId: klass.id,
          fileName: '名单.xlsx',
          contentBase64: Buffer.from(await roster.xlsx.writeBuffer()).toString('base64'),
          dryRun: false,
        },
        teacher(),
      ),
    );
    assert.equal(added.added, 10);
    const detail = ok(
      await get<ClassDetail>('/api/teaching/classDetail', { id: klass.id }, teacher()),
    );
    assert.equal(detail.memberCount, 25);
  });

  it('a chapter quiz draws 10 for each student; the key is the server’s alone; the score is the key’s', async () => {
    const saved = ok(
      await post<QuizDetail>(
        '/api/teaching/quizSave',
        {
          quiz: {
            classId: klass.id,
            kind: 'chapter',
            chapterId: f.fixture.chapter.first,
            experimentId: null,
            title: '第一章 章节测验',
            description: '',
            settings: SETTINGS,
            paper: {
              mode: 'draw',
              rules: [
                { type: 'single', difficulty: null, tag: null, count: 4, score: 2 },
                { type: 'judge', difficulty: null, tag: null, count: 3, score: 2 },
                { type: 'fill', difficulty: null, tag: '周期', count: 3, score: 2 },
              ],
            },
          },
        },
        teacher(),
      ),
    );
    const quiz = ok(
      await post<QuizDetail>(
        '/api/teaching/quizPublish',
        { id: saved.id, published: true },
        teacher(),
      ),
    );
    assert.equal(quiz.questionCount, 10);
    assert.equal(quiz.total, 20);
    const papers: QuizPaper[] = [];
    for (const student of students.slice(0, 5)) {
      const mine = await asStudent<Paged<MyQuizRow>>(
        'GET',
        '/api/teaching/myQuizzes',
        {},
        student.token,
      );
      assert.equal(mine.rows[0]?.chapterId, f.fixture.chapter.first);
      await asStudent<QuizIntro>(
        'GET',
        '/api/teaching/quizIntro',
        { quizId: quiz.id },
        student.token,
      );
      papers.push(
        await asStudent<QuizPaper>(
          'POST',
          '/api/teaching/quizStart',
          { quizId: quiz.id },
          student.token,
        ),
      );
    }
    assert.ok(papers.every((paper) => paper.questions.length === 10));
    assert.ok(
      new Set(papers.map((paper) => paper.questions.map((q) => q.stem).join())).size > 1,
      'the draws differ between students',
    );
    // the first student answers every question right, as the bank's key says
    const paper = papers[0]!;
    const [attempt] = await f.t.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, paper.attemptId));
    const bank = await f.t.db
      .select()
      .from(questions)
      .where(
        inArray(
          questions.id,
          attempt!.paper.map((entry) => entry.questionId),
        ),
      );
    for (const [index, entry] of attempt!.paper.entries()) {
      const stored = bank.find((q) => q.id === entry.questionId)!;
      const shown = paper.questions[index]!;
      const response =
        stored.type === 'single'
          ? {
              choices: stored.body.correct.map((own) =>
                shown.options.indexOf(stored.body.options[own]!),
              ),
            }
          : stored.type === 'judge'
            ? { judge: stored.body.judge! }
            : { blanks: [' 北京 '] };
      await asStudent(
        'POST',
        '/api/teaching/quizAnswer',
        { attemptId: paper.attemptId, index, response },
        students[0]!.token,
      );
    }
    await asStudent(
      'GET',
      '/api/teaching/quizPaper',
      { attemptId: paper.attemptId },
      students[0]!.token,
    );
    const result = await asStudent<QuizResult>(
      'POST',
      '/api/teaching/quizSubmit',
      { attemptId: paper.attemptId },
      students[0]!.token,
    );
    assert.equal(result.score, 20);
    assert.equal(result.passed, true);
    await asStudent(
      'GET',
      '/api/teaching/quizResult',
      { attemptId: paper.attemptId },
      students[0]!.token,
    );
    for (const raw of studentAnswers) {
      assert.ok(!raw.includes(SECRET), `解析 in a student's answer: ${raw.slice(0, 200)}`);
      assert.ok(!raw.includes(REFERENCE), '参考答案 in a student answer');
    }
  });

  it('a gated 预习测试 holds the experiment until passed', async () => {
    const [judge] = await f.t.db
      .select()
      .from(questions)
      .where(eq(questions.type, 'judge'))
      .limit(1);
    const saved = ok(
      await post<QuizDetail>(
        '/api/teaching/quizSave',
        {
          quiz: {
            classId: klass.id,
            kind: 'preview',
            chapterId: null,
            experimentId: f.experimentId,
            title: '单摆实验预习',
            description: '',
            settings: { ...SETTINGS, gate: true, reveal: 'submit' },
            paper: { mode: 'fixed', items: [{ questionId: judge!.id, score: null }] },
          },
        },
        teacher(),
      ),
    );
    ok(await post('/api/teaching/quizPublish', { id: saved.id, published: true }, teacher()));
    const student = students[1]!;
    const start = () =>
      post(
        '/api/xnfz/experimentStart' as TeachingPath,
        { experimentId: f.experimentId },
        student.token,
      );
    assert.equal((await start()).body.msg, '请先通过预习测试《单摆实验预习》再开始实验');
    const paper = await asStudent<QuizPaper>(
      'POST',
      '/api/teaching/quizStart',
      { quizId: saved.id },
      student.token,
    );
    await asStudent(
      'POST',
      '/api/teaching/quizAnswer',
      { attemptId: paper.attemptId, index: 0, response: { judge: judge!.body.judge } },
      student.token,
    );
    await asStudent(
      'POST',
      '/api/teaching/quizSubmit',
      { attemptId: paper.attemptId },
      student.token,
    );
    ok(await start());
  });
});
