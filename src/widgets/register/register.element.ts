import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { Register } from './register';

/**
 * @summary 用户注册: username, password with a visible strength rule, confirmation, nickname,
 * identity (学生 / 教师 / 社会学习者), phone or email, captcha. The new user is logged in at once.
 * @tag xnfz-register
 * @attr redirect - Route to open after registering on the portal page (default `/`).
 * @event xnfz-login - After registering (the user is logged in); `detail.user`.
 * @csspart base - The form panel. @csspart input - Each input. @csspart captcha - The captcha image.
 * @csspart error - The server's refusal. @csspart submit - The submit button.
 */
export const REGISTER_TAG = 'xnfz-register';

defineWidget(REGISTER_TAG, Register, { props: { redirect: 'string' } });
