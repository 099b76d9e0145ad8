/**
 * The set-up the 实验报告 tests share: the console fixture (teacher1 owns c1 and its 单摆
 * experiment) with a co-teacher and a teacher of no class, a class of c1 taught by teacher1 with
 * that co-teacher, a template saved by the course's teacher, students of the class with 学号 and
 * name (each, if asked, with a finished built-in 单摆 attempt handed in), and a report of an
 * attempt written as a draft and submitted through the student's calls.
 * @example
 * const r = await createReportFixture('export', '物理实验 2402 班');
 * await saveReportTemplate(r, reportTemplate(null));
 * const student = await attemptedStudent(r, { username: 's0', studentNumber: '20242000', realName: '甲' });
 * ok(await submitReport(r.calls, await draftReport(r, student, SECTIONS), student.token));
 */
import { eq } from 'drizzle-orm';
import { users } from '../../../server/db/schema';
import {
  DEFAULT_REPORT_SECTIONS,
  DEFAULT_RUBRIC,
  type MyReportDetail,
  type ReportTemplateDraft,
} from '../../../src/core/api/report-contract';
import type { ClassDetail } from '../../../src/core/api/teaching-contract';
import { okData as ok } from './article-body';
import { createConsoleFixture, type ConsoleFixture } from './console-fixture';
import { handInBuiltInAttempt } from './experiment-attempt';
import { teachingCalls } from './teaching-calls';
import { newUser, register } from './test-app';

export type ReportCalls = ReturnType<typeof teachingCalls>;

/** A registered account: its token and id. */
export interface Account {
  token: string;
  id: number;
}

/** A student of the class with a finished 单摆 attempt of their own. */
export interface AttemptedStudent extends Account {
  attemptId: string;
}

export interface ReportFixture {
  f: ConsoleFixture;
  calls: ReportCalls;
  /** The class of c1: teacher1 teaches it, `coTeacher` with them. */
  klass: ClassDetail;
  coTeacher: Account;
  /** A teacher who teaches no class here. */
  stranger: Account;
}

/** The term every class of these tests is in. */
const TERM = '2026-2027 第一学期';

/** The default rubric, a copy a test may change. */
export const defaultRubric = (): ReportTemplateDraft['rubric'] =>
  DEFAULT_RUBRIC.map((criterion) => ({
    ...criterion,
    levels: criterion.levels.map((level) => ({ ...level })),
  }));

/**
 * The default sections with 实验原理 renamed 实验原理与公式 and 思考题 left out, the default rubric.
 * @example
 * const template = reportTemplate(1500);
 */
export function reportTemplate(wordHint: number | null): ReportTemplateDraft {
  return {
    sections: DEFAULT_REPORT_SECTIONS.map((section) =>
      section.key === 'principle'
        ? { ...section, title: '实验原理与公式' }
        : section.key === 'questions'
          ? { ...section, enabled: false }
          : { ...section },
    ),
    wordHint,
    rubric: defaultRubric(),
  };
}

/** A new account made a teacher. */
export async function teacherAccount(f: ConsoleFixture, username: string): Promise<Account> {
  const data = (await register(f.t, newUser({ username }))).body.data!;
  await f.t.db.update(users).set({ role: 'teacher' }).where(eq(users.id, data.user.id));
  return { token: data.token, id: data.user.id };
}

/** A class of c1 saved by teacher1 (its course's teacher) with these co-teachers. */
export async function reportClass(
  f: ConsoleFixture,
  calls: ReportCalls,
  name: string,
  coTeacherIds: number[],
): Promise<ClassDetail> {
  return ok(
    await calls.post<ClassDetail>(
      '/api/teaching/classSave',
      { courseId: f.fixture.course.c1, name, term: TERM, coTeacherIds },
      f.tokens.teacher1,
    ),
  );
}

/**
 * The console fixture, the co-teacher `<prefix>_co_teacher` and the stranger `<prefix>_stranger`
 * (registered in that order), then the class named `className` with the co-teacher.
 */
export async function createReportFixture(
  prefix: string,
  className: string,
): Promise<ReportFixture> {
  const f = await createConsoleFixture();
  const calls = teachingCalls(f.t);
  const coTeacher = await teacherAccount(f, `${prefix}_co_teacher`);
  const stranger = await teacherAccount(f, `${prefix}_stranger`);
  const klass = await reportClass(f, calls, className, [coTeacher.id]);
  return { f, calls, klass, coTeacher, stranger };
}

/** The experiment's first template, saved by the course's teacher. */
export async function saveReportTemplate(
  { f, calls }: Pick<ReportFixture, 'f' | 'calls'>,
  template: ReportTemplateDraft,
): Promise<void> {
  ok(
    await calls.post(
      '/api/teaching/reportTemplateSave',
      { experimentId: f.experimentId, template, version: '0' },
      f.tokens.teacher1,
    ),
  );
}

/** A new student with this 学号 and name who joins the class with its code. */
export async function classStudent(
  { f, calls, klass }: Pick<ReportFixture, 'f' | 'calls' | 'klass'>,
  student: { username: string; studentNumber: string; realName: string },
): Promise<Account> {
  const data = (await register(f.t, newUser({ username: student.username }))).body.data!;
  await f.t.db
    .update(users)
    .set({ studentNumber: student.studentNumber, realName: student.realName })
    .where(eq(users.id, data.user.id));
  ok(await calls.post('/api/teaching/classJoin', { code: klass.joinCode }, data.token));
  return { token: data.token, id: data.user.id };
}

/** A student of the class (as `classStudent`) who then hands in a finished 单摆 attempt. */
export async function attemptedStudent(
  fixture: Pick<ReportFixture, 'f' | 'calls' | 'klass'>,
  student: { username: string; studentNumber: string; realName: string },
): Promise<AttemptedStudent> {
  const account = await classStudent(fixture, student);
  return { ...account, attemptId: await handInBuiltInAttempt(fixture.f.t, account.token) };
}

/** The student opens a report of the class for the attempt and saves `sections`: its id. */
export async function draftReport(
  { calls, klass }: Pick<ReportFixture, 'calls' | 'klass'>,
  student: { token: string; attemptId: string },
  sections: Record<string, string>,
): Promise<number> {
  const opened = ok(
    await calls.post<MyReportDetail>(
      '/api/teaching/reportCreate',
      { classId: klass.id, attemptId: student.attemptId },
      student.token,
    ),
  );
  ok(await calls.post('/api/teaching/reportDraft', { id: opened.id, sections }, student.token));
  return opened.id;
}

/** The student submits the report: the call's result (a late one may be refused). */
export const submitReport = (calls: ReportCalls, id: number, token: string) =>
  calls.post<MyReportDetail>('/api/teaching/reportSubmit', { id }, token);
