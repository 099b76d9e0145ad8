import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminCategories } from './admin-categories';

/**
 * @summary Console: the category trees (course, resource and 红色资源 categories) — add a root or a
 * child, rename, delete an empty one (one holding content or sub-categories is refused with the
 * reason), order siblings by drag or keyboard. Console page only.
 * @tag xnfz-admin-categories
 */
export const ADMIN_CATEGORIES_TAG = 'xnfz-admin-categories';

defineWidget(ADMIN_CATEGORIES_TAG, AdminCategories, {});
