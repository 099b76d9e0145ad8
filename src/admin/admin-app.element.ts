import '../core/i18n/zh-cn-areas';
import { defineWidget } from '../core/define-widget';
import { AdminApp } from './admin-app';

/**
 * @summary The management console: login, the 无权限 screen, and for staff the layout (side
 * navigation by role, header with the user and 退出登录) around the screen of the hash route.
 * @tag xnfz-admin-app
 */
export const ADMIN_APP_TAG = 'xnfz-admin-app';

defineWidget(ADMIN_APP_TAG, AdminApp);
