import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminSiteInfo } from './admin-site-info';

/**
 * @summary Console: site name, logo, footer, contact details and links; a save against a
 * changed version keeps both versions visible. Console page only.
 * @tag xnfz-admin-site-info
 */
export const ADMIN_SITE_INFO_TAG = 'xnfz-admin-site-info';

defineWidget(ADMIN_SITE_INFO_TAG, AdminSiteInfo);
