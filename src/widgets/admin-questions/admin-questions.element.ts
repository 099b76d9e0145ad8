import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminQuestions } from './admin-questions';

/**
 * @summary Console: 题库 — a course's question bank (单选, 多选, 判断, 填空, 简答) for its teachers:
 * the list searched by text, type, difficulty and 知识点; a question's form; import from the .xlsx
 * template or Moodle GIFT with a dry run; export to both. Console page only.
 * @tag xnfz-admin-questions
 * @attr view - list (default), edit or import.
 * @attr question-id - The question whose form to show (view edit; 0 or absent: a new one).
 * @attr course-id - The course whose bank to show, or where a new question or an import goes.
 */
export const ADMIN_QUESTIONS_TAG = 'xnfz-admin-questions';

defineWidget(ADMIN_QUESTIONS_TAG, AdminQuestions, {
  props: { view: 'string', questionId: 'string', courseId: 'string' },
});
