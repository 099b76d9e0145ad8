import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminExports } from './admin-exports';

/**
 * @summary Console (admins and editors): exports — the statistics dashboard figures as .xlsx,
 * with an optional date range. Console page only.
 * @tag xnfz-admin-exports
 */
export const ADMIN_EXPORTS_TAG = 'xnfz-admin-exports';

defineWidget(ADMIN_EXPORTS_TAG, AdminExports);
