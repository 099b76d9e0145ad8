/**
 * Quiz fixtures for browser tests, through the real API: a class of teacher1's first course with a
 * new student (joined with the code) and questions in the bank; a published fixed quiz of them.
 */
import type { AdminCourseRow } from '../../../src/core/api/admin-contract';
import type { Paged } from '../../../src/core/api/contract';
import {
  DEFAULT_GRADING_RULES,
  type QuestionDetail,
  type QuestionDraft,
} from '../../../src/core/api/question-contract';
import type { QuizDetail, QuizDraft } from '../../../src/core/api/quiz-contract';
import type { ClassDetail, MyClassRow } from '../../../src/core/api/teaching-contract';
import { apiGet, apiPost, DEMO_PASSWORD, loginAs, must, registerUser } from './server-api';

/**
 * A question for the bank: a 2-point 单选 unless `draft` says otherwise.
 * @example
 * questionDraft({ type: 'judge', judge: true, options: [], correct: [] });
 */
export const questionDraft = (draft: Partial<QuestionDraft>): QuestionDraft => ({
  type: 'single',
  stem: '<p>题目</p>',
  options: ['<p>甲</p>', '<p>乙</p>', '<p>丙</p>'],
  correct: [0],
  judge: null,
  blanks: [],
  reference: '',
  analysis: '',
  difficulty: 'easy',
  tags: [],
  score: 2,
  ...draft,
});

export interface QuizSetup {
  student: { token: string };
  classId: number;
  className: string;
  courseTitle: string;
  teacherToken: string;
  questionIds: number[];
}

/** A class of a published course of teacher1's (one with lessons) with a new student in it (joined with the code) and `questions` in the course's bank. */
export async function classWithStudent(questions: readonly QuestionDraft[]): Promise<QuizSetup> {
  const teacher = await loginAs('teacher1', DEMO_PASSWORD);
  // a published course with lessons: other test files add draft courses of teacher1's as they run
  const course = must(
    await apiGet<Paged<AdminCourseRow>>('/api/admin/courseList?pageSize=100', teacher.token),
  ).rows.find((row) => row.published && row.lessonCount > 0);
  if (!course) throw new Error('teacher1 没有已发布且有课时的课程');
  const stamp = Date.now().toString(36).slice(-5);
  const className = `测验 ${stamp} 班`;
  const created = must(
    await apiPost<ClassDetail>(
      '/api/teaching/classSave',
      { courseId: course.id, name: className, term: '2026-2027 第一学期', coTeacherIds: [] },
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
  const student = await registerUser('student');
  must(
    await apiPost<MyClassRow>('/api/teaching/classJoin', { code: klass.joinCode }, student.token),
  );
  const questionIds: number[] = [];
  for (const question of questions) {
    const saved = must(
      await apiPost<QuestionDetail>(
        '/api/teaching/questionSave',
        { courseId: course.id, question },
        teacher.token,
      ),
    );
    questionIds.push(saved.id);
  }
  return {
    student,
    classId: created.id,
    className,
    courseTitle: course.title,
    teacherToken: teacher.token,
    questionIds,
  };
}

/**
 * A published fixed quiz of the class with every question, in order, unshuffled; standalone
 * unless `attach` makes it a 章节测验 (`{ kind: 'chapter', chapterId }`) or a 预习测试.
 */
export async function publishedQuiz(
  setup: QuizSetup,
  title: string,
  settings: Partial<QuizDraft['settings']>,
  attach: Partial<Pick<QuizDraft, 'kind' | 'chapterId' | 'experimentId'>> = {},
): Promise<QuizDetail> {
  const quiz: QuizDraft = {
    classId: setup.classId,
    kind: 'standalone',
    chapterId: null,
    experimentId: null,
    ...attach,
    title,
    description: '闭卷完成，答案随答随存。',
    settings: {
      openAt: null,
      closeAt: null,
      timeLimitMinutes: 30,
      attempts: 2,
      counting: 'highest',
      passPercent: 50,
      shuffleQuestions: false,
      shuffleOptions: false,
      reveal: 'submit',
      gate: false,
      rules: DEFAULT_GRADING_RULES,
      ...settings,
    },
    paper: {
      mode: 'fixed',
      items: setup.questionIds.map((questionId) => ({ questionId, score: null })),
    },
  };
  const saved = must(
    await apiPost<QuizDetail>('/api/teaching/quizSave', { quiz }, setup.teacherToken),
  );
  return must(
    await apiPost<QuizDetail>(
      '/api/teaching/quizPublish',
      { id: saved.id, published: true },
      setup.teacherToken,
    ),
  );
}
