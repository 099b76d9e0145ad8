import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminAudit } from './admin-audit';

/**
 * @summary Console (admins): the audit log of every console change — who, when, what, before →
 * after — filterable by actor, object type and dates. Console page only.
 * @tag xnfz-admin-audit
 */
export const ADMIN_AUDIT_TAG = 'xnfz-admin-audit';

defineWidget(ADMIN_AUDIT_TAG, AdminAudit);
