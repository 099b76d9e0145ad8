import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { QuizTake } from './quiz-take';

/**
 * @summary 在线测验 (login required): the quiz's intro (说明, 题数, 总分, 限时, 次数, past attempts and
 * their results, 开始答题 / 继续答题 or why not), then the paper one question at a time with
 * 上一题 / 下一题 and an 答题卡 (answered and unanswered marked), a countdown on the server's clock,
 * answers saved as they are given (kept on the device and sent again when the connection is back),
 * 交卷 after a confirmation that lists the unanswered questions, and the result as the quiz's
 * settings allow (score, 及格, 待批改, the key and 解析). An open attempt is continued at once.
 * @tag xnfz-quiz-take
 * @attr quiz-id - The quiz (the host passes `?id=` of `/quiz`).
 * @event xnfz-navigate - Before opening 我的测验 or the login screen outside the portal page (cancelable).
 * @csspart base - The whole screen.
 * @csspart intro - The quiz's intro. @csspart facts - Its 题数 / 总分 / 限时 / 次数. @csspart start - 开始答题.
 * @csspart paper - The paper. @csspart paper-bar - The bar with the countdown, save state and 交卷.
 * @csspart countdown - The time left. @csspart save-state - 已保存 / 保存中 / 未保存.
 * @csspart question - The question on screen. @csspart answer - Its answer inputs.
 * @csspart sheet - The 答题卡. @csspart sheet-item - One number of it. @csspart sheet-item-answered - An answered one (besides `sheet-item`).
 * @csspart confirm - The 确认交卷 dialog. @csspart state-time-up - Time is up: the result is being fetched.
 * @csspart result - The result. @csspart score - The score card. @csspart result-item - One question of the result.
 * @csspart state-login - The login link shown without a token.
 */
export const QUIZ_TAKE_TAG = 'xnfz-quiz-take';

defineWidget(QUIZ_TAKE_TAG, QuizTake, { props: { quizId: 'number' } });
