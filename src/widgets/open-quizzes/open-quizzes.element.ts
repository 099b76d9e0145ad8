import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { OpenQuizzes } from './open-quizzes';

/**
 * @summary 进行中的测验 for any page (login required): the signed-in student's quizzes that can be
 * taken now — title, 进行中 / 答题中, course and class, the open window (closing time) in China
 * time, attempts used of allowed — each with 开始答题 / 继续答题 leading to the portal's quiz screen;
 * 全部测验 opens 个人中心 → 我的测验. A login link for visitors.
 * @tag xnfz-open-quizzes
 * @attr course-id - Only the quizzes of this course's classes.
 * @attr class-id - Only the quizzes of this class (教学班).
 * @attr limit - How many quizzes (default 5, at most 20).
 * @attr heading - Replaces the title 进行中的测验.
 * @event xnfz-navigate - Before opening a quiz, 我的测验 or the login screen outside the portal page (cancelable).
 * @csspart base - The panel. @csspart title - The title. @csspart more - The 全部测验 link.
 * @csspart list - The rows. @csspart item - One quiz. @csspart action - Its 开始答题 / 继续答题 link.
 * @csspart state-login - The login link shown without a token.
 * @cssprop --xnfz-color-primary - The rule under the title, the state marker, links and buttons.
 */
export const OPEN_QUIZZES_TAG = 'xnfz-open-quizzes';

defineWidget(OPEN_QUIZZES_TAG, OpenQuizzes, {
  props: { courseId: 'number', classId: 'number', limit: 'number', heading: 'string' },
});
