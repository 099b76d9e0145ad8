/**
 * The grade book (成绩册) of a class through the real calls: its items (the class's published
 * quizzes, the course's experiments, video completion), each student's figure from the server's
 * own records, weights and rules set by the teacher (audited, edit conflicts refused), 总评 and
 * 五级制, the .xlsx export read back with exceljs and checked against the database, and each
 * student's own row only.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  experimentSessions,
  learnProgress,
  lessons,
  quizAttempts,
  users,
} from '../../server/db/schema';
import {
  MSG_EDIT_CONFLICT,
  MSG_FORBIDDEN,
  type AdminExportFile,
} from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import {
  DEFAULT_THRESHOLDS,
  type Gradebook,
  type GradebookSettings,
  type MyGradeRow,
} from '../../src/core/api/gradebook-contract';
import { DEFAULT_GRADING_RULES, type QuestionDetail } from '../../src/core/api/question-contract';
import type { QuizDetail, QuizPaper, QuizSettings } from '../../src/core/api/quiz-contract';
import type { ClassDetail, MyClassRow, TeachingPath } from '../../src/core/api/teaching-contract';
import { okData as ok } from './helpers/article-body';
import { createConsoleFixture, type ConsoleFixture } from './helpers/console-fixture';
import { questionDraft } from './helpers/question-draft';
import { call, newUser, register } from './helpers/test-app';
import { headersOf, readWorkbook, sheetObjects, worksheet } from './helpers/workbook';

let f: ConsoleFixture;
let klass: ClassDetail;
let quiz: QuizDetail;
const students: { token: string; id: number; number: string }[] = [];

const post = <T>(path: TeachingPath, body: object, token: string) =>
  call<T>(f.t, 'POST', path, { token, body });
const get = <T>(path: TeachingPath, query: Record<string, string | number>, token: string) =>
  call<T>(f.t, 'GET', path, {
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
const teacher = () => f.tokens.teacher1;
const refused = (result: { body: { code: number; msg: string } }, pattern: RegExp | string) => {
  assert.notEqual(result.body.code, 0, 'refused');
  if (typeof pattern === 'string') assert.equal(result.body.msg, pattern);
  else assert.match(result.body.msg, pattern);
};

const SETTINGS: QuizSettings = {
  openAt: null,
  closeAt: null,
  timeLimitMinutes: null,
  attempts: 2,
  counting: 'highest',
  passPercent: 60,
  shuffleQuestions: false,
  shuffleOptions: false,
  // reopened below: an attempt whose key was shown cannot be
  reveal: 'never',
  gate: false,
  rules: DEFAULT_GRADING_RULES,
};

/** A student answers the quiz's two 判断 questions: `right` of them right, and submits. */
async function takeQuiz(token: string, right: number): Promise<void> {
  const paper = ok(await post<QuizPaper>('/api/teaching/quizStart', { quizId: quiz.id }, token));
  for (const index of [0, 1])
    ok(
      await post(
        '/api/teaching/quizAnswer',
        { attemptId: paper.attemptId, index, response: { judge: index < right } },
        token,
      ),
    );
  ok(await post('/api/teaching/quizSubmit', { attemptId: paper.attemptId }, token));
}

const book = async (query: Record<string, string | number> = {}) =>
  ok(
    await get<Gradebook>(
      '/api/teaching/gradebook',
      { classId: klass.id, pageSize: 100, ...query },
      teacher(),
    ),
  );
const rowOf = (gradebook: Gradebook, userId: number) =>
  gradebook.rows.find((row) => row.userId === userId)!;

before(async () => {
  f = await createConsoleFixture();
  klass = ok(
    await post<ClassDetail>(
      '/api/teaching/classSave',
      {
        courseId: f.fixture.course.c1,
        name: '制图 2301 班',
        term: '2026-2027 第一学期',
        coTeacherIds: [],
      },
      teacher(),
    ),
  );
  for (const [n, number] of ['0023001', '0023002', '0023003'].entries()) {
    const data = (await register(f.t, newUser({ username: `gb_student_${n}` }))).body.data!;
    await f.t.db
      .update(users)
      .set({ studentNumber: number, realName: `学生${n + 1}`, department: '机械学院' })
      .where(eq(users.id, data.user.id));
    ok(await post<MyClassRow>('/api/teaching/classJoin', { code: klass.joinCode }, data.token));
    students.push({ token: data.token, id: data.user.id, number });
  }
  const questionIds: number[] = [];
  for (const stem of ['<p>甲</p>', '<p>乙</p>'])
    questionIds.push(
      ok(
        await post<QuestionDetail>(
          '/api/teaching/questionSave',
          {
            courseId: f.fixture.course.c1,
            question: questionDraft('judge', { stem, judge: true, score: 5 }),
          },
          teacher(),
        ),
      ).id,
    );
  const saved = ok(
    await post<QuizDetail>(
      '/api/teaching/quizSave',
      {
        quiz: {
          classId: klass.id,
          kind: 'standalone',
          chapterId: null,
          experimentId: null,
          title: '期中测验',
          description: '',
          settings: SETTINGS,
          paper: {
            mode: 'fixed',
            items: questionIds.map((questionId) => ({ questionId, score: null })),
          },
        },
      },
      teacher(),
    ),
  );
  quiz = ok(
    await post<QuizDetail>(
      '/api/teaching/quizPublish',
      { id: saved.id, published: true },
      teacher(),
    ),
  );
  // student 1: both right (10 of 10); student 2: one right (5 of 10); student 3: not taken
  await takeQuiz(students[0]!.token, 2);
  await takeQuiz(students[1]!.token, 1);
  // experiment attempts as the server stores them: student 1 scored 90 then 60, student 2 80
  const at = (minutes: number) => new Date(Date.parse('2025-03-01T00:00:00Z') + minutes * 60_000);
  const attempt = (userId: number, score: number, minutes: number) => ({
    id: `gb-${userId}-${minutes}`,
    experimentId: f.experimentId,
    userId,
    identity: 'student' as const,
    startedAt: at(minutes - 10),
    finishedAt: at(minutes),
    score,
    durationSeconds: 600,
  });
  await f.t.db
    .insert(experimentSessions)
    .values([
      attempt(students[0]!.id, 90, 10),
      attempt(students[0]!.id, 60, 20),
      attempt(students[1]!.id, 80, 30),
    ]);
  // lessons: student 1 finished every lesson of c1, student 2 one of them
  const courseLessons = await f.t.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(eq(lessons.courseId, f.fixture.course.c1));
  assert.ok(courseLessons.length >= 2);
  await f.t.db.insert(learnProgress).values([
    ...courseLessons.map((lesson) => ({
      userId: students[0]!.id,
      lessonId: lesson.id,
      courseId: f.fixture.course.c1,
      finished: true,
    })),
    {
      userId: students[1]!.id,
      lessonId: courseLessons[0]!.id,
      courseId: f.fixture.course.c1,
      finished: true,
    },
  ]);
});
after(() => f.t.close());

describe('成绩册', () => {
  let lessonCount = 0;

  it('lists the quiz, the experiment and video completion; equal weights until the teacher sets them', async () => {
    lessonCount = (
      await f.t.db
        .select({ id: lessons.id })
        .from(lessons)
        .where(eq(lessons.courseId, f.fixture.course.c1))
    ).length;
    const gradebook = await book();
    assert.deepEqual(
      gradebook.items.map((item) => [item.key, item.total, item.weight]),
      [
        [`quiz:${quiz.id}`, 10, 1],
        [`experiment:${f.experimentId}`, 100, 1],
        ['video', 100, 1],
      ],
    );
    assert.equal(gradebook.version, '0');
    const video2 = Math.round((1 / lessonCount) * 1000) / 10;
    assert.deepEqual(
      rowOf(gradebook, students[0]!.id).scores,
      [10, 90, 100],
      'the best experiment score',
    );
    assert.deepEqual(rowOf(gradebook, students[1]!.id).scores, [5, 80, video2]);
    assert.deepEqual(rowOf(gradebook, students[2]!.id).scores, [null, null, 0]);
    // equal weights, missing counts 0, whole numbers: (100 + 90 + 100) / 3 = 96.67 → 97
    assert.equal(rowOf(gradebook, students[0]!.id).final, 97);
    assert.equal(rowOf(gradebook, students[0]!.id).level, 'excellent');
    assert.equal(rowOf(gradebook, students[1]!.id).final, Math.round((50 + 80 + video2) / 3));
    assert.equal(rowOf(gradebook, students[2]!.id).final, 0);
    assert.equal(rowOf(gradebook, students[2]!.id).level, 'fail');
    assert.equal(gradebook.stats.students, 3);
    assert.equal(gradebook.stats.levels.excellent, 1);
    assert.deepEqual(
      gradebook.stats.items.map((item) => item.done),
      [2, 2, 3],
    );
  });

  it('the teacher weighs the items; 总评 follows the rules; the change is audited; a stale copy is refused', async () => {
    const settings: GradebookSettings = {
      weights: { [`quiz:${quiz.id}`]: 50, [`experiment:${f.experimentId}`]: 30, video: 20 },
      experimentScore: 'last',
      missing: 'exclude',
      decimals: 1,
      thresholds: { ...DEFAULT_THRESHOLDS, excellent: 95 },
    };
    const saved = ok(
      await post<Gradebook>(
        '/api/teaching/gradebookSave',
        { classId: klass.id, settings, version: '0' },
        teacher(),
      ),
    );
    assert.equal(saved.version, '1');
    // student 1: the last experiment attempt now (60, after 90): 0.5 × 100 + 0.3 × 60 + 0.2 × 100 = 88
    assert.deepEqual(rowOf(saved, students[0]!.id).scores.slice(0, 2), [10, 60]);
    assert.equal(rowOf(saved, students[0]!.id).final, 88);
    assert.equal(rowOf(saved, students[0]!.id).level, 'good', '优秀 is 95 now');
    // student 3 did neither quiz nor experiment: both left out, only video (0 %) counts
    assert.equal(rowOf(saved, students[2]!.id).final, 0);
    const [audited] = await f.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'class.gradebook'), eq(auditLog.entityId, String(klass.id))));
    assert.ok(audited, 'the weights change is in the audit log');
    refused(
      await post(
        '/api/teaching/gradebookSave',
        { classId: klass.id, settings, version: '0' },
        teacher(),
      ),
      MSG_EDIT_CONFLICT,
    );
    refused(
      await post(
        '/api/teaching/gradebookSave',
        {
          classId: klass.id,
          settings: { ...settings, weights: { 'quiz:999999': 10 } },
          version: '1',
        },
        teacher(),
      ),
      /^参数错误：settings\.weights 中的 quiz:999999/,
    );
    refused(
      await post(
        '/api/teaching/gradebookSave',
        {
          classId: klass.id,
          settings: { ...settings, thresholds: { excellent: 80, good: 85, medium: 70, pass: 60 } },
          version: '1',
        },
        teacher(),
      ),
      /^参数错误：settings\.thresholds/,
    );
    assert.equal((await book()).version, '1', 'nothing changed by the refused saves');
  });

  it('a reopened or regraded attempt changes the grade book', async () => {
    ok(
      await post(
        '/api/teaching/quizReopen',
        { quizId: quiz.id, userId: students[1]!.id, minutes: 10 },
        teacher(),
      ),
    );
    const [open] = await f.t.db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.userId, students[1]!.id)));
    ok(
      await post(
        '/api/teaching/quizAnswer',
        { attemptId: open!.id, index: 1, response: { judge: true } },
        students[1]!.token,
      ),
    );
    ok(await post('/api/teaching/quizSubmit', { attemptId: open!.id }, students[1]!.token));
    assert.equal(rowOf(await book(), students[1]!.id).scores[0], 10);
  });

  it('exports .xlsx: 学号 as text, every figure a number equal to the grade book, and the statistics', async () => {
    const gradebook = await book();
    const file = ok(
      await get<AdminExportFile>('/api/teaching/gradebookExport', { classId: klass.id }, teacher()),
    );
    assert.match(file.fileName, /^成绩册-制图 2301 班-\d{4}-\d{2}-\d{2}-\d{6}\.xlsx$/);
    const workbook = await readWorkbook(file);
    const sheet = worksheet(workbook, '成绩册');
    const headers = headersOf(sheet);
    assert.deepEqual(headers.slice(0, 3), ['学号', '姓名', '院系']);
    assert.deepEqual(headers.slice(-2), ['总评', '等级']);
    const rows = sheetObjects(sheet);
    assert.equal(rows.length, 3);
    for (const [index, student] of students.entries()) {
      const expected = rowOf(gradebook, student.id);
      const cells = sheet.getRow(index + 2);
      assert.equal(cells.getCell(1).value, student.number, 'leading zeros kept');
      assert.equal(cells.getCell(1).numFmt, '@');
      expected.scores.forEach((score, column) => {
        const cell = cells.getCell(4 + column);
        if (score === null) assert.equal(cell.value, null);
        else {
          assert.equal(cell.type, ExcelJS.ValueType.Number);
          assert.equal(cell.value, score);
        }
      });
      assert.equal(cells.getCell(headers.length - 1).value, expected.final);
      assert.equal(
        cells.getCell(headers.length).value,
        { excellent: '优秀', good: '良好', medium: '中等', pass: '及格', fail: '不及格' }[
          expected.level!
        ],
      );
    }
    const stats = sheetObjects(worksheet(workbook, '统计'));
    assert.equal(stats.find((row) => row['项目'] === '学生人数')?.['数值'], 3);
    assert.equal(stats.find((row) => row['项目'] === '总评平均分')?.['数值'], gradebook.stats.mean);
    assert.ok(
      sheetObjects(worksheet(workbook, '计算规则')).some((row) =>
        /保留 1 位小数/.test(String(row['规则'])),
      ),
    );
  });

  it('a student sees their own row only; students and other teachers may not read the book', async () => {
    const mine = ok(await get<Paged<MyGradeRow>>('/api/teaching/myGrades', {}, students[0]!.token));
    assert.equal(mine.total, 1);
    assert.equal(mine.rows[0]!.row.userId, students[0]!.id);
    assert.equal(
      JSON.stringify(mine).includes(students[1]!.number),
      false,
      'no other student in it',
    );
    assert.equal(mine.rows[0]!.row.final, rowOf(await book(), students[0]!.id).final);
    refused(
      await get('/api/teaching/gradebook', { classId: klass.id }, students[0]!.token),
      MSG_FORBIDDEN,
    );
    const outsider = (await register(f.t, newUser({ username: 'gb_teacher_out' }))).body.data!;
    await f.t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, outsider.user.id));
    refused(
      await get('/api/teaching/gradebook', { classId: klass.id }, outsider.token),
      MSG_FORBIDDEN,
    );
    refused(
      await get('/api/teaching/gradebookExport', { classId: klass.id }, outsider.token),
      MSG_FORBIDDEN,
    );
  });
});
