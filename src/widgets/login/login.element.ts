import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { Login } from './login';

/**
 * @summary The login form: username, password, a captcha image (click for a new one) and
 * 记住我. Logging in here updates every other element on the page at once.
 * @tag xnfz-login
 * @attr redirect - Route to open after logging in on the portal page (default `/`).
 * @event xnfz-login - After a successful login; `detail.user` is the user.
 * @csspart base - The form panel.
 * @csspart input - Each text input.
 * @csspart captcha - The captcha image button.
 * @csspart error - The error message.
 * @csspart submit - The submit button.
 * @csspart sso - Each campus sign-in (统一身份认证) button, shown only when the server has providers.
 */
export const LOGIN_TAG = 'xnfz-login';

defineWidget(LOGIN_TAG, Login, { props: { redirect: 'string' } });
