import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminUsers } from './admin-users';

/**
 * @summary Console (admins): accounts — search, filters, change role, disable / enable (a
 * disabled account's sessions end), reset the password (the temporary one shown once).
 * Console page only.
 * @tag xnfz-admin-users
 */
export const ADMIN_USERS_TAG = 'xnfz-admin-users';

defineWidget(ADMIN_USERS_TAG, AdminUsers);
