import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { ForgotPassword } from './forgot-password';

/**
 * @summary 忘记密码: account and captcha, a 6-digit code sent by email or SMS (resend after
 * 60 s), then the code and a new password.
 * @tag xnfz-forgot-password
 * @csspart base - The form panel. @csspart input - Each input. @csspart captcha - The captcha image.
 * @csspart error - The server's refusal. @csspart submit - The submit button.
 * @csspart sent - The 已发送 message after the code was sent.
 * @csspart change-account - The button to go back and use another account.
 */
export const FORGOT_PASSWORD_TAG = 'xnfz-forgot-password';

defineWidget(FORGOT_PASSWORD_TAG, ForgotPassword);
