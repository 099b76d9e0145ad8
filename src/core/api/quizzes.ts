/**
 * The student's quiz calls (个人中心 → 我的测验 and the quiz screen): in the portal's chunks, apart
 * from the console's. Every time in their answers is the server's clock.
 */
import type { Paged } from './contract';
import type {
  MyQuizRow,
  MyQuizzesQuery,
  QuizAnswerSaved,
  QuizIntro,
  QuizPaper,
  QuizResult,
} from './quiz-contract';
import type { QuestionResponse } from './question-contract';
import { callTeachingApi } from './teaching/teaching-client';

/**
 * 我的测验: the quizzes of the classes one is in.
 * @example
 * const { rows } = await listMyQuizzes({ pageNum: 1, pageSize: 10, state: 'current' });
 */
export function listMyQuizzes(query: MyQuizzesQuery): Promise<Paged<MyQuizRow>> {
  return callTeachingApi('/api/teaching/myQuizzes', query);
}

/** What the quiz screen shows before the paper: the quiz, the attempts so far, whether one may start. */
export function getQuizIntro(quizId: number): Promise<QuizIntro> {
  return callTeachingApi('/api/teaching/quizIntro', { quizId });
}

/** 开始答题 / 继续答题: a new attempt, or the open one continued; its paper with the server's clock. */
export function startQuiz(quizId: number): Promise<QuizPaper> {
  return callTeachingApi('/api/teaching/quizStart', { quizId });
}

/** The paper of an attempt with what is saved so far. */
export function getQuizPaper(attemptId: number): Promise<QuizPaper> {
  return callTeachingApi('/api/teaching/quizPaper', { attemptId });
}

/**
 * Saves one question's answer (null clears it); refused after the deadline (MSG_QUIZ_TIME_UP).
 * @example
 * await saveQuizAnswer(12, 0, { choices: [2] });
 */
export function saveQuizAnswer(
  attemptId: number,
  index: number,
  response: QuestionResponse | null,
): Promise<QuizAnswerSaved> {
  return callTeachingApi('/api/teaching/quizAnswer', { attemptId, index, response });
}

/** 交卷: the attempt is graded with what is saved. */
export function submitQuiz(attemptId: number): Promise<QuizResult> {
  return callTeachingApi('/api/teaching/quizSubmit', { attemptId });
}

/** The result of a submitted attempt, as the quiz's settings let it show. */
export function getQuizResult(attemptId: number): Promise<QuizResult> {
  return callTeachingApi('/api/teaching/quizResult', { attemptId });
}
