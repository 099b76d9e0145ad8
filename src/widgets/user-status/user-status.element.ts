import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { UserStatus } from './user-status';

/**
 * @summary Who is logged in: the nickname opening a menu (个人中心, 退出登录), or 登录 / 注册 links.
 * Follows logins and logouts of every element on the page and of other tabs.
 * @tag xnfz-user-status
 * @event xnfz-logout - After 退出登录; `detail.reason` is `user`.
 * @event xnfz-navigate - Before opening the login, register or personal-center screen outside the portal page (cancelable).
 * @csspart base - The row.
 * @csspart name - The greeting button that opens the menu.
 * @csspart menu - The menu.
 * @csspart menu-user - The user's whole nickname, first in the menu.
 * @csspart link - Each link.
 * @csspart logout - The logout button.
 * @csspart logout-provider - 退出统一身份认证 (logs out at the campus sign-in too), when offered.
 */
export const USER_STATUS_TAG = 'xnfz-user-status';

defineWidget(USER_STATUS_TAG, UserStatus);
