import '../../core/i18n/zh-cn-areas';
import { defineWidget } from '../../core/define-widget';
import { AdminBanners } from './admin-banners';

/**
 * @summary Console: the home page banners — every banner (hidden ones too) in the order the home
 * carousel shows them, ordered by drag or by the keyboard (handle with ↑/↓, 上移 / 下移, each
 * move announced); add and edit (title, image from the media library, link), hide / show,
 * delete after a confirmation. Console page only.
 * @tag xnfz-admin-banners
 */
export const ADMIN_BANNERS_TAG = 'xnfz-admin-banners';

defineWidget(ADMIN_BANNERS_TAG, AdminBanners, {});
