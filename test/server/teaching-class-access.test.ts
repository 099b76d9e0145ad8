/**
 * Who may act on one class: every teaching call about a class, its quizzes or its grade book
 * answers the course's teacher and the class's co-teachers (助教) and refuses another teacher
 * (无权限), whatever the call; lists never show another teacher's classes. The role-level matrix
 * (who may call at all) is in teaching-classes.test.ts; this is the per-class one.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { MSG_FORBIDDEN } from '../../src/core/api/admin-contract';
import type { Paged } from '../../src/core/api/contract';
import type { Gradebook } from '../../src/core/api/gradebook-contract';
import {
  DEFAULT_REPORT_SECTIONS,
  DEFAULT_RUBRIC,
  type MyReportDetail,
  type ReportClassExperiment,
} from '../../src/core/api/report-contract';
import { DEFAULT_GRADING_RULES, type QuestionDetail } from '../../src/core/api/question-contract';
import type { QuizDetail, QuizPaper, QuizRow } from '../../src/core/api/quiz-contract';
import { MSG_QUIZ_HAS_ATTEMPTS, type QuizSettings } from '../../src/core/api/quiz-contract';
import {
  TEACHING_CALLS,
  type ClassDetail,
  type ClassRow,
  type TeachingPath,
} from '../../src/core/api/teaching-contract';
import { okData as ok } from './helpers/article-body';
import { handInBuiltInAttempt } from './helpers/experiment-attempt';
import { createConsoleFixture, type ConsoleFixture } from './helpers/console-fixture';
import { questionDraft } from './helpers/question-draft';
import { teachingCalls } from './helpers/teaching-calls';
import { newUser, register } from './helpers/test-app';

let f: ConsoleFixture;
let calls: ReturnType<typeof teachingCalls>;
const people = { coTeacher: { token: '', id: 0 }, stranger: { token: '', id: 0 } };
let klass: ClassDetail;
let other: ClassDetail;
let quiz: QuizDetail;
let student: { token: string; id: number };
let attemptId = 0;
let reportId = 0;

const SETTINGS: QuizSettings = {
  openAt: null,
  closeAt: null,
  timeLimitMinutes: null,
  attempts: 1,
  counting: 'highest',
  passPercent: 60,
  shuffleQuestions: false,
  shuffleOptions: false,
  reveal: 'never',
  gate: false,
  rules: DEFAULT_GRADING_RULES,
};

async function teacher(username: string) {
  const data = (await register(f.t, newUser({ username }))).body.data!;
  await f.t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, data.user.id));
  return { token: data.token, id: data.user.id };
}

before(async () => {
  f = await createConsoleFixture();
  calls = teachingCalls(f.t);
  const { post } = calls;
  people.coTeacher = await teacher('co_teacher');
  people.stranger = await teacher('other_teacher');
  const owner = f.tokens.teacher1;
  const newClass = async (name: string) =>
    ok(
      await post<ClassDetail>(
        '/api/teaching/classSave',
        {
          courseId: f.fixture.course.c1,
          name,
          term: '2026-2027 第一学期',
          coTeacherIds: [people.coTeacher.id],
        },
        owner,
      ),
    );
  klass = await newClass('访问 1 班');
  other = await newClass('访问 2 班');
  const essay = ok(
    await post<QuestionDetail>(
      '/api/teaching/questionSave',
      { courseId: f.fixture.course.c1, question: questionDraft('essay') },
      owner,
    ),
  );
  const draft = {
    classId: klass.id,
    kind: 'standalone',
    chapterId: null,
    experimentId: null,
    title: '访问测验',
    description: '',
    settings: SETTINGS,
    paper: { mode: 'fixed', items: [{ questionId: essay.id, score: null }] },
  };
  const saved = ok(await post<QuizDetail>('/api/teaching/quizSave', { quiz: draft }, owner));
  quiz = ok(
    await post<QuizDetail>('/api/teaching/quizPublish', { id: saved.id, published: true }, owner),
  );
  const data = (await register(f.t, newUser({ username: 'access_student' }))).body.data!;
  student = { token: data.token, id: data.user.id };
  ok(await post('/api/teaching/classJoin', { code: klass.joinCode }, student.token));
  const paper = ok(
    await post<QuizPaper>('/api/teaching/quizStart', { quizId: quiz.id }, student.token),
  );
  attemptId = paper.attemptId;
  ok(
    await post(
      '/api/teaching/quizAnswer',
      { attemptId, index: 0, response: { text: '<p>答</p>' } },
      student.token,
    ),
  );
  ok(await post('/api/teaching/quizSubmit', { attemptId }, student.token));
  ok(
    await post(
      '/api/teaching/reportTemplateSave',
      {
        experimentId: f.experimentId,
        template: { sections: DEFAULT_REPORT_SECTIONS, wordHint: null, rubric: DEFAULT_RUBRIC },
        version: '0',
      },
      owner,
    ),
  );
  const report = ok(
    await post<MyReportDetail>(
      '/api/teaching/reportCreate',
      { classId: klass.id, attemptId: await handInBuiltInAttempt(f.t, student.token) },
      student.token,
    ),
  );
  reportId = report.id;
  ok(
    await post(
      '/api/teaching/reportDraft',
      { id: reportId, sections: { purpose: '<p>测量重力加速度</p>' } },
      student.token,
    ),
  );
  ok(await post('/api/teaching/reportSubmit', { id: reportId }, student.token));
});
after(() => f.t.close());

type Step = {
  path: TeachingPath;
  /** What the call is sent (read fresh each time: a version moves as the co-teacher saves). */
  args: () => Promise<object> | object;
  /** What the co-teacher's call answers when it is not done (refused for its own reason). */
  coTeacherRefusal?: string;
};

const version = async (path: TeachingPath, query: object) =>
  ok(
    await calls.get<{ version: string }>(
      path,
      query as Record<string, number>,
      people.coTeacher.token,
    ),
  ).version;

const roster = Buffer.from('学号,姓名\n20269999,某同学\n').toString('base64');

/** Every call about one class, its quizzes, its grade book or its reports, in an order the co-teacher can do. */
const STEPS: Step[] = [
  { path: '/api/teaching/classDetail', args: () => ({ id: klass.id }) },
  { path: '/api/teaching/classMembers', args: () => ({ classId: klass.id }) },
  { path: '/api/teaching/classExport', args: () => ({ id: klass.id }) },
  { path: '/api/teaching/classCode', args: () => ({ id: klass.id, action: 'regenerate' }) },
  {
    path: '/api/teaching/classRoster',
    args: () => ({ classId: klass.id, fileName: '名单.csv', contentBase64: roster, dryRun: true }),
  },
  {
    path: '/api/teaching/classSave',
    args: async () => ({
      id: klass.id,
      version: await version('/api/teaching/classDetail', { id: klass.id }),
      courseId: f.fixture.course.c1,
      name: '访问 1 班（改）',
      term: '2026-2027 第一学期',
      coTeacherIds: [people.coTeacher.id],
    }),
  },
  { path: '/api/teaching/quizTargets', args: () => ({ classId: klass.id }) },
  { path: '/api/teaching/quizDetail', args: () => ({ id: quiz.id }) },
  {
    path: '/api/teaching/quizSave',
    args: async () => {
      const opened = ok(
        await calls.get<QuizDetail>(
          '/api/teaching/quizDetail',
          { id: quiz.id },
          people.coTeacher.token,
        ),
      );
      const { id: _id, version: v, status: _s, attemptCount: _a, ...rest } = opened;
      void _id;
      void _s;
      void _a;
      return {
        id: quiz.id,
        version: v,
        quiz: {
          classId: rest.classId,
          kind: rest.kind,
          chapterId: rest.chapterId,
          experimentId: rest.experimentId,
          title: '访问测验（改）',
          description: rest.description,
          settings: rest.settings,
          paper: rest.paper,
        },
      };
    },
  },
  { path: '/api/teaching/quizPublish', args: () => ({ id: quiz.id, published: true }) },
  { path: '/api/teaching/quizTakers', args: () => ({ quizId: quiz.id }) },
  { path: '/api/teaching/quizEssays', args: () => ({ quizId: quiz.id }) },
  {
    path: '/api/teaching/quizEssayGrade',
    args: () => ({ attemptId, index: 0, score: 8, comment: '好' }),
  },
  { path: '/api/teaching/quizStats', args: () => ({ quizId: quiz.id }) },
  {
    path: '/api/teaching/quizReopen',
    args: () => ({ quizId: quiz.id, userId: student.id, minutes: 10 }),
  },
  {
    path: '/api/teaching/quizDelete',
    args: () => ({ id: quiz.id }),
    coTeacherRefusal: MSG_QUIZ_HAS_ATTEMPTS,
  },
  { path: '/api/teaching/gradebook', args: () => ({ classId: klass.id }) },
  {
    path: '/api/teaching/gradebookSave',
    args: async () => {
      const book = ok(
        await calls.get<Gradebook>(
          '/api/teaching/gradebook',
          { classId: klass.id },
          people.coTeacher.token,
        ),
      );
      return {
        classId: klass.id,
        version: book.version,
        settings: { ...book.settings, decimals: 0 },
      };
    },
  },
  { path: '/api/teaching/gradebookExport', args: () => ({ classId: klass.id }) },
  { path: '/api/teaching/reportSettings', args: () => ({ classId: klass.id }) },
  {
    path: '/api/teaching/reportSettingsSave',
    args: async () => {
      const rows = ok(
        await calls.get<ReportClassExperiment[]>(
          '/api/teaching/reportSettings',
          { classId: klass.id },
          people.coTeacher.token,
        ),
      );
      const row = rows.find((candidate) => candidate.experimentId === f.experimentId)!;
      return {
        classId: klass.id,
        experimentId: f.experimentId,
        settings: { ...row.settings, lateDeductionPercent: 5 },
        version: row.version,
      };
    },
  },
  {
    path: '/api/teaching/reportQueue',
    args: () => ({ classId: klass.id, experimentId: f.experimentId }),
  },
  {
    path: '/api/teaching/reportSimilarity',
    args: () => ({ classId: klass.id, experimentId: f.experimentId }),
  },
  { path: '/api/teaching/reportDetail', args: () => ({ id: reportId }) },
  { path: '/api/teaching/reportDocx', args: () => ({ id: reportId }) },
  {
    path: '/api/teaching/reportZip',
    args: () => ({ classId: klass.id, experimentId: f.experimentId }),
  },
  {
    path: '/api/teaching/reportSheet',
    args: () => ({ classId: klass.id, experimentId: f.experimentId }),
  },
  {
    path: '/api/teaching/reportGrade',
    args: async () => ({
      id: reportId,
      levels: { data: 'A', analysis: 'B', writing: 'A' },
      adjustment: 0,
      adjustReason: '',
      comment: '',
      version: await version('/api/teaching/reportDetail', { id: reportId }),
    }),
  },
  {
    path: '/api/teaching/reportRelease',
    args: async () => ({
      id: reportId,
      version: await version('/api/teaching/reportDetail', { id: reportId }),
    }),
  },
  {
    path: '/api/teaching/reportReleaseAll',
    args: () => ({ classId: klass.id, experimentId: f.experimentId }),
  },
  {
    path: '/api/teaching/reportReturn',
    args: async () => ({
      id: reportId,
      message: '请补充数据处理',
      version: await version('/api/teaching/reportDetail', { id: reportId }),
    }),
  },
  {
    path: '/api/teaching/classMemberMove',
    args: () => ({ classId: klass.id, userIds: [student.id], toClassId: other.id }),
  },
  {
    path: '/api/teaching/classMemberRemove',
    args: () => ({ classId: other.id, userIds: [student.id] }),
  },
  { path: '/api/teaching/classArchive', args: () => ({ id: klass.id, archived: true }) },
];

/** Teacher calls that are not about one existing class: lists (filtered), the bank, templates. */
const NOT_PER_CLASS: TeachingPath[] = [
  '/api/teaching/classList',
  '/api/teaching/classRosterTemplate',
  '/api/teaching/classTeacherChoices',
  '/api/teaching/questionCourses',
  '/api/teaching/questionList',
  '/api/teaching/questionTags',
  '/api/teaching/questionDetail',
  '/api/teaching/questionSave',
  '/api/teaching/questionCopy',
  '/api/teaching/questionDelete',
  '/api/teaching/questionImport',
  '/api/teaching/questionTemplate',
  '/api/teaching/questionExport',
  '/api/teaching/quizList',
  // a report template belongs to the course's experiment (its owner's), not to one class
  '/api/teaching/reportTemplate',
  '/api/teaching/reportTemplateSave',
];

const send = (step: Step, args: object, token: string) =>
  TEACHING_CALLS[step.path as keyof typeof TEACHING_CALLS].method === 'GET'
    ? calls.get(step.path, args as Record<string, number>, token)
    : calls.post(step.path, args, token);

describe('per-class access', () => {
  it('every teacher call about a class is in this test (or said not to be per class)', () => {
    const teacherCalls = Object.entries(TEACHING_CALLS)
      .filter(([, { callers }]) => callers.includes('teacher'))
      .map(([path]) => path)
      .sort();
    assert.deepEqual(teacherCalls, [...STEPS.map((step) => step.path), ...NOT_PER_CLASS].sort());
  });

  it('the co-teacher does each; another teacher is refused each, and changes nothing', async () => {
    for (const step of STEPS) {
      const args = await step.args();
      const stranger = await send(step, args, people.stranger.token);
      assert.equal(stranger.body.msg, MSG_FORBIDDEN, `${step.path} by another teacher`);
      const mine = await send(step, args, people.coTeacher.token);
      if (step.coTeacherRefusal) assert.equal(mine.body.msg, step.coTeacherRefusal, step.path);
      else assert.equal(mine.body.code, 0, `${step.path} by the co-teacher: ${mine.body.msg}`);
    }
  });

  it('lists show another teacher none of the class’s quizzes or the class itself', async () => {
    const token = people.stranger.token;
    const quizzes = ok(await calls.get<Paged<QuizRow>>('/api/teaching/quizList', {}, token));
    assert.ok(!quizzes.rows.some((row) => row.id === quiz.id));
    const mine = ok(
      await calls.get<Paged<QuizRow>>('/api/teaching/quizList', {}, people.coTeacher.token),
    );
    assert.ok(
      mine.rows.some((row) => row.id === quiz.id),
      'the co-teacher’s list has it',
    );
    for (const archived of [false, true]) {
      const listed = ok(
        await calls.get<Paged<ClassRow>>('/api/teaching/classList', { archived }, token),
      );
      assert.ok(!listed.rows.some((row) => row.id === klass.id || row.id === other.id));
    }
  });
});
