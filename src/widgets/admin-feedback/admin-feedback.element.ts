import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminFeedback } from './admin-feedback';

/**
 * @summary Console: the 联系我们 inbox — filter open / handled, search, mark handled, reply by
 * e-mail (sent through the server's delivery). Console page only.
 * @tag xnfz-admin-feedback
 */
export const ADMIN_FEEDBACK_TAG = 'xnfz-admin-feedback';

defineWidget(ADMIN_FEEDBACK_TAG, AdminFeedback);
