/** Typed calls of a class's quizzes (测验): the console's list, form, takers and 简答 grading. */
import type { Paged } from '../contract';
import type {
  EssayAnswerRow,
  EssayAnswersQuery,
  EssayGradeBody,
  QuizDetail,
  QuizListQuery,
  QuizReopenBody,
  QuizRow,
  QuizSaveBody,
  QuizTakerRow,
  QuizTakersQuery,
  QuizTargets,
} from '../quiz-contract';
import { callTeachingApi } from './teaching-client';

/** A page of the quizzes the account manages (a class's, with `classId`). */
export const listQuizzes = (query: QuizListQuery): Promise<Paged<QuizRow>> =>
  callTeachingApi('/api/teaching/quizList', query);
/** The chapters and experiments of the class's course a quiz may be attached to. */
export const getQuizTargets = (classId: number): Promise<QuizTargets> =>
  callTeachingApi('/api/teaching/quizTargets', { classId });
/** One quiz as its form opens it. */
export const getQuiz = (id: number): Promise<QuizDetail> =>
  callTeachingApi('/api/teaching/quizDetail', { id });
/** Creates (no id: a draft) or updates a quiz against its version. */
export const saveQuiz = (body: QuizSaveBody): Promise<QuizDetail> =>
  callTeachingApi('/api/teaching/quizSave', body);
/** 发布 or 取消发布. */
export const publishQuiz = (id: number, published: boolean): Promise<QuizDetail> =>
  callTeachingApi('/api/teaching/quizPublish', { id, published });
/** 删除 (refused once a student has made an attempt). */
export const deleteQuiz = (id: number): Promise<{ deleted: number }> =>
  callTeachingApi('/api/teaching/quizDelete', { id });
/** A page of the class's students with where each stands in the quiz. */
export const listQuizTakers = (query: QuizTakersQuery): Promise<Paged<QuizTakerRow>> =>
  callTeachingApi('/api/teaching/quizTakers', query);
/** 重新开放: the student's latest attempt is open again for `minutes`. */
export const reopenQuizAttempt = (body: QuizReopenBody): Promise<QuizTakerRow> =>
  callTeachingApi('/api/teaching/quizReopen', body);
/** A page of 简答 answers (one question across students, or one student across questions). */
export const listQuizEssays = (query: EssayAnswersQuery): Promise<Paged<EssayAnswerRow>> =>
  callTeachingApi('/api/teaching/quizEssays', query);
/** Grades one 简答 answer. */
export const gradeQuizEssay = (body: EssayGradeBody): Promise<EssayAnswerRow> =>
  callTeachingApi('/api/teaching/quizEssayGrade', body);
