import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminIlab } from './admin-ilab';

/**
 * @summary Console (admins): the 实验空间 (ilab-x) connector — its settings, whether a signed
 * token request to the platform succeeds now, the upload queue (waiting, failed with the
 * platform's message, last success) and 重试 for failed uploads. Console page only.
 * @tag xnfz-admin-ilab
 */
export const ADMIN_ILAB_TAG = 'xnfz-admin-ilab';

defineWidget(ADMIN_ILAB_TAG, AdminIlab);
