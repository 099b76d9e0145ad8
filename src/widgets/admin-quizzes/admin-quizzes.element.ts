import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminQuizzes } from './admin-quizzes';

/**
 * @summary Console: 测验 — the quizzes of a class for its teachers: the list with 发布 / 取消发布
 * and 删除, a quiz's form (章节测验 / 预习测试 / 单元测验, times, attempts, grading rules, a fixed
 * paper picked from the course's 题库 or a random draw by rules), who started and submitted with
 * 重新开放, and the grading of 简答 answers by question or by student. Console page only.
 * @tag xnfz-admin-quizzes
 * @attr view - list (default), edit, takers or essays.
 * @attr quiz-id - The quiz whose form (view edit; 0: a new one in class-id), takers or 简答 to show.
 * @attr class-id - The class whose quizzes to list, or where a new quiz goes.
 * @attr user-id - View essays: the student whose answers to show first (0: by question).
 */
export const ADMIN_QUIZZES_TAG = 'xnfz-admin-quizzes';

defineWidget(ADMIN_QUIZZES_TAG, AdminQuizzes, {
  props: { view: 'string', quizId: 'string', classId: 'string', userId: 'string' },
});
